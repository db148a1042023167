// Under a strict Content-Security-Policy (no inline script or style, no eval, only the page's own
// files; 'wasm-unsafe-eval' for the WebAssembly core) both pages render with no violation.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, waitForState, readTables, pageRecord, assertClean, screenshot, sharedBrowserAndServer,
} = require('./support/browser');
const { STRICT_CSP, NO_WASM_CSP } = require('./support/server');
const { recordTables } = require('./support/expected');

const suite = sharedBrowserAndServer({
  servers: {
    strict: { headers: { 'Content-Security-Policy': STRICT_CSP } },
    // Without 'wasm-unsafe-eval': proves the violation listener works and that the widget says
    // why it cannot load.
    noWasm: { headers: { 'Content-Security-Policy': NO_WASM_CSP } },
  },
});

for (const [pageName, count] of [['index.html', 1], ['embed.html', 2]]) {
  test(`${pageName} renders under a strict CSP with no violation`, async () => {
    const { page, log, close } = await open(suite.browser, suite.servers.strict.url(pageName));
    try {
      await waitForState(page, { count });
      const tables = await readTables(page);
      assert.deepEqual(tables.broken.rows, recordTables().broken);
      // The constructable style sheet applied (an inline <style> would have been refused).
      const styled = await page.evaluate(() => {
        const host = document.querySelector('failure-map-case');
        return {
          adopted: host.shadowRoot.adoptedStyleSheets.length,
          styleElements: host.shadowRoot.querySelectorAll('style').length,
          display: getComputedStyle(host).display,
          borderRadius: getComputedStyle(host.shadowRoot.querySelector('.card')).borderTopLeftRadius,
        };
      });
      assert.deepEqual(styled, { adopted: 1, styleElements: 0, display: 'block', borderRadius: '8px' });

      await assertClean(page, log);
      if (pageName === 'index.html') await screenshot(page, 'csp-index');
    } finally {
      await close();
    }
  });
}

test("without 'wasm-unsafe-eval' the violation is seen and the widget shows why it cannot load", async () => {
  const { page, log, close } = await open(suite.browser, suite.servers.noWasm.url('index.html'));
  try {
    await waitForState(page, { state: 'error' });
    const record = await pageRecord(page);
    assert.ok(
      record.violations.length > 0 || log.cspMessages.length > 0,
      'the blocked WebAssembly compilation is reported as a CSP violation',
    );
    const message = await page.evaluate(
      () => document.querySelector('failure-map-case').shadowRoot.querySelector('[role="alert"]').textContent,
    );
    assert.match(message, /could not be loaded: .*Content-Security-Policy blocks WebAssembly .*'wasm-unsafe-eval'/);
  } finally {
    await close();
  }
});
