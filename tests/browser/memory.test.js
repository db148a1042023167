// Memory: 10,000 recomputes through the element (2,000 through the editor's buttons) leave the
// core's WebAssembly memory exactly as it was after a warm-up (api.memoryBytes()), and the JS heap,
// after a forced GC, within 5 MB.
// Chromium runs with --expose-gc (window.gc) and precise performance.memory figures.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, withPage, waitForState, readTables, assertClean, sharedBrowserAndServer } = require('./support/browser');
const { cliTable } = require('./support/expected');

const MB = 1024 * 1024;
const suite = sharedBrowserAndServer({ args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'] });

// Runs `count` recomputes of one kind in the page; returns the wasm memory and JS heap after a
// warm-up of 200 and after `count` more, and how many updates the element reported.
function measure(page, kind, count) {
  return page.evaluate(
    async ([how, total]) => {
      const host = document.querySelector('failure-map-case');
      const root = host.shadowRoot;
      const api = await FailureMap.load();
      let updates = 0;
      const onUpdate = () => {
        updates += 1;
      };
      host.addEventListener('failure-map-update', onUpdate);
      const steps = {
        // The n attribute: the record at alternating N, every table cell changes.
        attribute: (i) => host.setAttribute('n', i % 2 ? '0.1' : '2'),
        // The editor: duplicate the first row, then remove the copy (each reruns at once).
        editor: (i) => {
          const action = i % 2 ? 'li.row:nth-child(2) button[data-action="remove"]' : 'li.row:nth-child(1) button[data-action="duplicate"]';
          root.querySelector(action).click();
        },
        // The comparison mode: exact and tolerance, ULP column in and out.
        mode: (i) => root.querySelector(`input[name="mode"][value="${i % 2 ? 'exact' : 'tolerance'}"]`).click(),
      };
      const step = steps[how];
      for (let i = 0; i < 200; i += 1) step(i);
      window.gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
      window.gc();
      const before = { wasm: api.memoryBytes(), heap: performance.memory.usedJSHeapSize };
      updates = 0;
      const started = performance.now();
      for (let i = 0; i < total; i += 1) step(i);
      const ms = performance.now() - started;
      window.gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
      window.gc();
      const after = { wasm: api.memoryBytes(), heap: performance.memory.usedJSHeapSize };
      host.removeEventListener('failure-map-update', onUpdate);
      return { before, after, updates, ms, state: host.getAttribute('data-state') };
    },
    [kind, count],
  );
}

// The editor path moves focus on every step (duplicate focuses the copy, remove the next row),
// and focusing costs the browser a layout of the page, ~8 ms: 2,000 steps keep it under 20 s.
for (const [kind, count] of [['attribute', 10000], ['mode', 10000], ['editor', 2000]]) {
  test(`${count} recomputes through the element (${kind}): wasm memory unchanged, JS heap bounded`, async () => {
    const { page, log, close } = await open(suite.browser, suite.server.url('index.html'));
    try {
      await waitForState(page);
      const m = await measure(page, kind, count);
      assert.equal(m.updates, count, 'every step was one recompute');
      assert.equal(m.state, 'ready');
      assert.ok(m.before.wasm > 0);
      assert.equal(m.after.wasm, m.before.wasm, `WebAssembly memory: ${m.before.wasm} -> ${m.after.wasm} bytes`);
      const growth = m.after.heap - m.before.heap;
      assert.ok(growth < 5 * MB, `JS heap grew ${(growth / MB).toFixed(2)} MB over ${count} recomputes`);
      if (kind === 'attribute') {
        // The last step set N = 0.1: the tables are right after all that.
        const tables = await readTables(page);
        assert.deepEqual(tables.repair.rows, cliTable('repair', '0.1'));
      }
      await assertClean(page, log);
      process.stdout.write(`# ${kind}: ${Math.round(m.ms)} ms, heap ${(growth / MB).toFixed(2)} MB, wasm ${m.after.wasm} bytes\n`);
    } finally {
      await close();
    }
  });
}

test('10,000 api.explore/readFragment/writeFragment calls in the page: wasm memory unchanged', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  const m = await page.evaluate(async () => {
    const api = await FailureMap.load();
    const fields = [
      { check: 'a', weighted_sums: '0.1, 0.2, 0.3', weight_sums: '1, 2, 3', expected: '0.2333' },
      { check: '<b>b</b>', weighted_sums: '1e16, 1, -1e16', weight_sums: '1, 1, 1', expected: '0.3333333333333333' },
    ];
    const round = (i) => {
      const result = api.explore({ fields, mode: i % 2 ? 'tolerance' : 'exact', tolerance: '1e-9' });
      const hash = api.writeFragment({ fixtures: result.fixturesJson, mode: 'tolerance', tolerance: '1e-9' });
      api.readFragment(hash);
      try {
        api.explore({ fields: [{ ...fields[0], weight_sums: '1' }] });
      } catch (error) {
        // an error path too
      }
    };
    for (let i = 0; i < 200; i += 1) round(i);
    const before = api.memoryBytes();
    for (let i = 0; i < 10000; i += 1) round(i);
    return { before, after: api.memoryBytes() };
  });
  assert.equal(m.after, m.before);
}));
