// What a screen reader gets at the first render, read from Chromium's own accessibility tree (not
// the DOM, which axe-core reads): all three fixture tables, named by their captions, with their
// header row and seven fixture rows, and the fixture editor's one line (it starts closed); once
// opened, every field of the editor — including those below the fold. (Rendering them lazily with
// content-visibility: auto took the off-screen tables and inputs out of this tree.) In every layout
// a column picks — a table with a Why column, rows with Why under them, cards — each table stays a
// table: its caption, its column headers, its rows and every cell.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, waitForState, openEditor, sharedBrowserAndServer } = require('./support/browser');

const suite = sharedBrowserAndServer();

// The exposed accessibility nodes of `role` inside the DOM node `backendNodeId` (shadow content
// included), through the browser's own accessibility tree.
async function exposed(cdp, backendNodeId, role) {
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { backendNodeId, role });
  return nodes.filter((node) => !node.ignored);
}

async function widgetNode(cdp) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'failure-map-case' });
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  return node.backendNodeId;
}

test('at the first render the accessibility tree holds the three tables, the editor\'s line, then every editor field', async () => {
  // A short window: most of the widget is below the fold.
  const { page, close } = await open(suite.browser, suite.server.url('index.html'), { viewport: { width: 1100, height: 600 } });
  try {
    await waitForState(page);
    const cdp = await page.context().newCDPSession(page);
    try {
      const widget = await widgetNode(cdp);
      const tables = await exposed(cdp, widget, 'table');
      assert.deepEqual(tables.map((table) => table.name.value), [
        'The failure: boundary fixtures at N = 1',
        'The unsuccessful fix: boundary fixtures at N = 1',
        'The repair: boundary fixtures at N = 1',
      ]);
      for (const table of tables) {
        const rows = await exposed(cdp, table.backendDOMNodeId, 'row');
        assert.equal(rows.length, 8, `${table.name.value}: a header row and seven fixtures`);
      }
      const fields = await page.evaluate(() =>
        document.querySelector('failure-map-case').shadowRoot.querySelectorAll('input[type="text"], textarea').length);
      assert.equal(fields, 30, 'N, the tolerance and 7 x 4 editor fields in the DOM');
      // Closed: N and the tolerance are fields; the editor is its one line, which says what it holds.
      assert.equal((await exposed(cdp, widget, 'textbox')).length, 2, 'N and the tolerance');
      const summary = await page.evaluate(() =>
        document.querySelector('failure-map-case').shadowRoot.querySelector('details.editor > summary').textContent);
      assert.equal(summary, 'Fixtures: 7 in play — open to edit, add or remove');
      await openEditor(page);
      assert.equal((await exposed(cdp, widget, 'textbox')).length, fields, 'opened: each of them in the accessibility tree');
    } finally {
      await cdp.detach();
    }
  } finally {
    await close();
  }
});

for (const [width, layout] of [[1100, 'columns'], [600, 'rows'], [340, 'cards']]) {
  test(`${layout} at ${width} px: each table is still a table to assistive technology, every cell in it`, async () => {
    const { page, close } = await open(suite.browser, suite.server.url('index.html'), { viewport: { width: 1280, height: 900 } });
    try {
      await waitForState(page);
      await page.evaluate(async (w) => {
        document.querySelector('failure-map-case').style.width = `${w}px`;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, width);
      const layouts = await page.evaluate(() => [...document.querySelector('failure-map-case').shadowRoot.querySelectorAll('.table-wrap')]
        .map((wrap) => wrap.getAttribute('data-layout')));
      assert.deepEqual(layouts, [layout, layout, layout]);
      const cdp = await page.context().newCDPSession(page);
      try {
        const tables = await exposed(cdp, await widgetNode(cdp), 'table');
        const seen = [];
        for (const table of tables) {
          const count = async (role) => (await exposed(cdp, table.backendDOMNodeId, role)).length;
          seen.push({ name: table.name.value, rows: await count('row'), headers: await count('columnheader'), rowHeaders: await count('rowheader'), cells: await count('cell') });
        }
        const expected = ['The failure', 'The unsuccessful fix', 'The repair']
          .map((title) => ({ name: `${title}: boundary fixtures at N = 1`, rows: 8, headers: 5, rowHeaders: 7, cells: 28 }));
        assert.deepEqual(seen, expected);
      } finally {
        await cdp.detach();
      }
    } finally {
      await close();
    }
  });
}
