// What a screen reader gets at the first render, read from Chromium's own accessibility tree (not
// the DOM, which axe-core reads): all three fixture tables, named by their captions, with their
// header row and seven fixture rows, and every field of the fixture editor — including those below
// the fold. (Rendering them lazily with content-visibility: auto took the off-screen tables and
// inputs out of this tree.)
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { launch, open, waitForState } = require('./support/browser');
const { startServer } = require('./support/server');

let browser;
let server;

before(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
});
after(async () => {
  await Promise.all([browser && browser.close(), server && server.close()]);
});

// The tree's nodes: {id, role, name, ignored, children (ids)}. Ignored nodes stay in, as in the
// tree itself: an exposed row can hang under an ignored row group.
async function accessibilityTree(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.map((node) => ({
    id: node.nodeId,
    role: node.role ? node.role.value : '',
    name: node.name ? node.name.value : '',
    ignored: Boolean(node.ignored),
    children: node.childIds || [],
  }));
}

// The exposed rows under a table node, wherever the tree puts them (row groups or not).
function rowsOf(table, byId) {
  const rows = [];
  const walk = (id) => {
    const node = byId.get(id);
    if (!node) return;
    if (node.role === 'row' && !node.ignored) rows.push(node);
    else if (node.role !== 'table') node.children.forEach(walk);
  };
  table.children.forEach(walk);
  return rows;
}

test('at the first render the accessibility tree holds the three tables and every editor field', async () => {
  // A short window: most of the widget is below the fold.
  const { page, close } = await open(browser, server.url('index.html'), { viewport: { width: 1100, height: 600 } });
  try {
    await waitForState(page);
    const all = await accessibilityTree(page);
    const byId = new Map(all.map((node) => [node.id, node]));
    const nodes = all.filter((node) => !node.ignored);
    const tables = nodes.filter((node) => node.role === 'table');
    assert.deepEqual(tables.map((table) => table.name), [
      'The failure: boundary fixtures at N = 1',
      'The unsuccessful fix: boundary fixtures at N = 1',
      'The repair: boundary fixtures at N = 1',
    ]);
    for (const table of tables) assert.equal(rowsOf(table, byId).length, 8, `${table.name}: a header row and seven fixtures`);
    const fields = await page.evaluate(() =>
      document.querySelector('failure-map-case').shadowRoot.querySelectorAll('input[type="text"], textarea').length);
    assert.equal(fields, 30, 'N, the tolerance and 7 x 4 editor fields in the DOM');
    assert.equal(nodes.filter((node) => node.role === 'textbox').length, fields, 'each of them in the accessibility tree');
  } finally {
    await close();
  }
});
