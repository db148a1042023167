// embed.html: a documentation article with two widgets at different N; each repair table is the
// native CLI's at its N, and the two differ.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, fileUrl, waitForState, readTables, assertClean, screenshot, sharedBrowserAndServer,
} = require('./support/browser');
const { cliTable, recordTables } = require('./support/expected');

const suite = sharedBrowserAndServer();

for (const transport of ['file', 'http']) {
  test(`embed.html over ${transport}:// shows two ready widgets at N = 1 and N = 0.1`, async () => {
    const url = transport === 'file' ? fileUrl('embed.html') : suite.server.url('embed.html');
    const { page, log, close } = await open(suite.browser, url);
    try {
      const states = await waitForState(page, { count: 2 });
      assert.deepEqual(states, ['ready', 'ready']);
      const ns = await page.evaluate(() => [...document.querySelectorAll('failure-map-case')].map((h) => h.getAttribute('n')));
      assert.deepEqual(ns, ['1', '0.1']);

      const first = await readTables(page, '#case-n1');
      const second = await readTables(page, '#case-n01');
      assert.equal(first.repair.caption, 'The repair: boundary fixtures at N = 1');
      assert.equal(second.repair.caption, 'The repair: boundary fixtures at N = 0.1');
      const expected = recordTables();
      for (const id of Object.keys(expected)) assert.deepEqual(first[id].rows, expected[id], `${id} at N = 1`);
      for (const id of ['broken', 'unsuccessful-fix', 'repair']) {
        assert.deepEqual(second[id].rows, cliTable(id, '0.1'), `${id} at N = 0.1`);
      }
      assert.notDeepEqual(first.repair.rows, second.repair.rows, 'the repair tables differ between N = 1 and N = 0.1');

      await assertClean(page, log);
      if (transport === 'http') await screenshot(page, 'embed');
    } finally {
      await close();
    }
  });
}

test('two widgets on one page keep their own ids, captions and N', async () => {
  const { page, close } = await open(suite.browser, fileUrl('embed.html'));
  try {
    await waitForState(page, { count: 2 });
    // Changing one widget's N leaves the other alone.
    await page.evaluate(() => document.querySelector('#case-n01').setAttribute('n', '2'));
    await waitForState(page, { count: 2 });
    const first = await readTables(page, '#case-n1');
    const second = await readTables(page, '#case-n01');
    assert.equal(first.broken.caption, 'The failure: boundary fixtures at N = 1');
    assert.equal(second.broken.caption, 'The failure: boundary fixtures at N = 2');
    assert.deepEqual(second.broken.rows, cliTable('broken', '2'));
    // The region around each table is labelled by its own caption.
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('failure-map-case')].map((host) =>
        [...host.shadowRoot.querySelectorAll('.table-wrap')].map(
          (wrap) => host.shadowRoot.getElementById(wrap.getAttribute('aria-labelledby')).textContent,
        ),
      ),
    );
    assert.equal(labels[0][2], 'The repair: boundary fixtures at N = 1');
    assert.equal(labels[1][2], 'The repair: boundary fixtures at N = 2');
  } finally {
    await close();
  }
});
