// Export per implementation: "Copy JSON / Markdown / CSV" put the CLI's bytes (JSON, Markdown) and
// the API's CSV on the clipboard and say so in a status line; "Download .json / .md / .csv" save
// the same bytes through a blob: URL that is revoked afterwards. Also under a strict CSP.
'use strict';
const fs = require('node:fs');
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const { open, withPage, openEditor, waitForState, assertClean, sharedBrowserAndServer } = require('./support/browser');
const { STRICT_CSP } = require('./support/server');
const { cliStdout, nodeApi, IMPLS } = require('./support/expected');

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

const suite = sharedBrowserAndServer({ servers: { strict: { headers: { 'Content-Security-Policy': STRICT_CSP } } } });
let api;

before(async () => {
  api = await nodeApi();
});

const panel = (id) => `failure-map-case li.impl[data-impl="${id}"]`;

function exportStatus(page, id) {
  return page.evaluate(
    (impl) => {
      const node = document.querySelector('failure-map-case').shadowRoot.querySelector(`li.impl[data-impl="${impl}"] .export-status`);
      return { text: node.textContent, role: node.getAttribute('role'), outcome: node.getAttribute('data-outcome') };
    },
    id,
  );
}

async function clipboardAfter(page, selector) {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.click(selector);
  for (let tries = 0; tries < 80; tries += 1) {
    const text = await page.evaluate(() => navigator.clipboard.readText());
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return '';
}

test('Copy JSON / Markdown / CSV: the CLI bytes on the clipboard, and a status line', () => withPage(suite.browser, suite.server.url('index.html#n=0.1'), { permissions: CLIPBOARD }, async ({ page }) => {
  await waitForState(page);
  const result = api.explore({ n: '0.1' });
  const titles = Object.fromEntries(result.reports.map((r) => [r.implementation, r.title]));
  for (const id of IMPLS) {
    const json = await clipboardAfter(page, `${panel(id)} button[data-copy="json"]`);
    assert.equal(json, cliStdout(['run', '--impl', id, '--n', '0.1']), `${id} JSON`);
    assert.deepEqual(await exportStatus(page, id), { text: `Copied ${titles[id]} as JSON.`, role: 'status', outcome: null });

    const markdown = await clipboardAfter(page, `${panel(id)} button[data-copy="markdown"]`);
    assert.equal(markdown, cliStdout(['run', '--impl', id, '--n', '0.1', '--format', 'markdown']), `${id} Markdown`);
    assert.equal((await exportStatus(page, id)).text, `Copied ${titles[id]} as Markdown.`);

    const csv = await clipboardAfter(page, `${panel(id)} button[data-copy="csv"]`);
    assert.equal(csv, result.reports.find((r) => r.implementation === id).csv, `${id} CSV`);
    assert.match(csv, /^check,actual,expected,outcome\r\n/);
  }
  // After an edit the exports follow the tables on show.
  await openEditor(page);
  await page.fill('failure-map-case [data-field="fixtures[0].expected"]', '3.5');
  await waitForState(page);
  const fields = await page.evaluate(() =>
    [...document.querySelector('failure-map-case').shadowRoot.querySelectorAll('li.row')].map((row) => {
      const value = (key) => row.querySelector(`[data-key="${key}"]`).value;
      return { check: value('check'), weighted_sums: value('weighted_sums'), weight_sums: value('weight_sums'), expected: value('expected') };
    }),
  );
  const edited = api.explore({ fields });
  const json = await clipboardAfter(page, `${panel('repair')} button[data-copy="json"]`);
  assert.equal(json, cliStdout(['run', '--impl', 'repair', '--fixtures', '-'], edited.fixturesJson));
}));

test('a refused clipboard is reported in the status line, not thrown', async () => {
  const refuse = () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  };
  const { page, log, close } = await open(suite.browser, suite.server.url('index.html'), { initScripts: [refuse] });
  try {
    await waitForState(page);
    await page.click(`${panel('broken')} button[data-copy="markdown"]`);
    let status;
    for (let tries = 0; tries < 40; tries += 1) {
      status = await exportStatus(page, 'broken');
      if (status.text) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.deepEqual(status, {
      text: 'Could not copy The failure as Markdown: Write permission denied.',
      role: 'status',
      outcome: 'failed',
    });
    await assertClean(page, log);
  } finally {
    await close();
  }
});

for (const [name, which] of [['http', () => suite.server], ['a strict CSP', () => suite.servers.strict]]) {
  test(`Download .json / .md / .csv save the same bytes through a revoked blob: URL (${name})`, async () => {
    const { page, log, close } = await open(suite.browser, which().url('index.html#n=0.1'));
    try {
      await waitForState(page);
      const result = api.explore({ n: '0.1' });
      const downloaded = [];  // [what, blob: URL], each proved dead once the page is checked clean
      for (const id of IMPLS) {
        const expected = {
          json: [`FA-98851-${id}.json`, cliStdout(['run', '--impl', id, '--n', '0.1'])],
          markdown: [`FA-98851-${id}.md`, cliStdout(['run', '--impl', id, '--n', '0.1', '--format', 'markdown'])],
          csv: [`FA-98851-${id}.csv`, result.reports.find((r) => r.implementation === id).csv],
        };
        for (const [format, [filename, bytes]] of Object.entries(expected)) {
          const link = `${panel(id)} a[data-download="${format}"]`;
          const [download] = await Promise.all([page.waitForEvent('download'), page.click(link)]);
          assert.equal(download.suggestedFilename(), filename);
          assert.match(download.url(), /^blob:/);
          assert.equal(fs.readFileSync(await download.path(), 'utf8'), bytes, `${id} ${format}`);
          // The blob: URL is revoked shortly after: the link goes back to "#", and the URL is dead.
          let href = '';
          for (let tries = 0; tries < 100; tries += 1) {
            href = await page.evaluate((s) => {
              const [host, rest] = [document.querySelector('failure-map-case'), s.replace(/^failure-map-case /, '')];
              return host.shadowRoot.querySelector(rest).getAttribute('href');
            }, link);
            if (href === '#') break;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          assert.equal(href, '#', `${id} ${format}: link reset`);
          downloaded.push([`${id} ${format}`, download.url()]);
        }
      }
      await assertClean(page, log);
      assert.equal(await page.evaluate(() => location.hash), '#n=0.1', 'downloading does not navigate');
      // The fetches that prove it log a console error each, so they come after the clean check.
      // (Under the strict CSP connect-src refuses blob: anyway, so this proves nothing there.)
      for (const [what, url] of name === 'http' ? downloaded : []) {
        const dead = await page.evaluate((blob) => fetch(blob).then(() => false, () => true), url);
        assert.equal(dead, true, `${what}: blob URL revoked`);
      }
    } finally {
      await close();
    }
  });
}
