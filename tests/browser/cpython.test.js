// The fix panel's CPython path (<failure-map-tryfix pyodide-url>), under the strict CSP with
// 'wasm-unsafe-eval', with the pinned npm pyodide served from the site's own pyodide/ folder: code
// outside the subset gets the offer; nothing is requested from pyodide/ before the reader accepts;
// then a progress bar, and CPython's tables, the same cells as the record's published tables for an
// equivalent fix; an exception at its line; an endless loop stopped; and the way back. From file://
// the offer fails in one line. axe-core on the offer and the result. Screenshots of the offer, the progress
// and the result at 600 and 390 px, light and dark.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { open, fileUrl, waitForState, readTables, pageRecord, screenshot, axeViolations, sharedBrowserAndServer } = require('./support/browser');
const { STRICT_CSP, WEB_ROOT } = require('./support/server');
const { HOST, readPanel, waitForPanel: waitForFixPanel, typeCode } = require('./support/fix-panel');

// CPython under Pyodide takes its time to load.
const waitForPanel = (page, predicate) => waitForFixPanel(page, predicate, 60000);

const PYODIDE = path.dirname(require.resolve('pyodide/package.json'));
const PAGE = fs.readFileSync(path.join(WEB_ROOT, 'tryfix.html'), 'utf8')
  .replace('<failure-map-tryfix id="tryfix" n="1" sync-url>', '<failure-map-tryfix id="tryfix" n="1" pyodide-url="pyodide/">');
const SITE = {
  copy: fs.readdirSync(WEB_ROOT).filter((name) => fs.statSync(path.join(WEB_ROOT, name)).isFile()),
  write: { 'cpython.html': PAGE },
  link: { pyodide: PYODIDE },
};
// `site` under the strict CSP; `plain` without one, for axe-core (added to the page as a script).
const suite = sharedBrowserAndServer({
  servers: { site: { headers: { 'Content-Security-Policy': STRICT_CSP }, site: SITE }, plain: { site: SITE } },
});

// Outside the subset (a module it does not run, a set), each equivalent to a published implementation;
// then, in CPython, a generator that raises.
const OUTSIDE_REPAIR = [
  'import decimal',
  '',
  '',
  'def solve(weighted_sums, weight_sums):',
  '    loss = sum(weighted_sums)',
  '    mass = sum(weight_sums)',
  '    return loss / mass if mass else 0.0',
].join('\n');
const SET_UNSUCCESSFUL = [
  'def solve(weighted_sums, weight_sums):',
  '    kept = {i for i, w in enumerate(weight_sums) if w}',
  '    return sum(weighted_sums[i] / weight_sums[i] for i in sorted(kept)) / max(1, len(weighted_sums))',
  '',
].join('\n');
const GENERATOR_RAISES = [
  'def mass(weights):',
  '    yield sum(weights)',
  '',
  '',
  'def solve(weighted_sums, weight_sums):',
  '    return sum(weighted_sums) / next(mass(weight_sums))',
  '',
].join('\n');

const pyodideRequests = (log) => log.requests.filter((url) => new URL(url).pathname.startsWith('/pyodide/'));

// The record page's published tables, as {impl: rows}.
async function publishedRows() {
  const record = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(record.page);
    const tables = await readTables(record.page);
    return Object.fromEntries(Object.entries(tables).map(([impl, { rows }]) => [impl, rows]));
  } finally {
    await record.close();
  }
}

test('code outside the subset runs in CPython when the reader asks, and only then', async () => {
  const published = await publishedRows();
  const url = suite.servers.site.url('cpython.html');
  const { page, log, close } = await open(suite.browser, url);
  try {
    let seen = await waitForPanel(page, (s) => s.rows.length === 7 && s.state === 'ready');
    assert.equal(seen.offer, false, 'no offer for code the subset runs');
    await typeCode(page, SET_UNSUCCESSFUL);
    seen = await waitForPanel(page, (s) => s.errorKind === 'unsupported');
    assert.equal(seen.offer, true, 'the offer, where the subset refuses the code');
    await page.waitForTimeout(300);
    assert.deepEqual(pyodideRequests(log), [], 'nothing is requested from pyodide/ before the reader asks');
    assert.deepEqual((await pageRecord(page)).fetches, []);

    await page.locator(`${HOST} button[data-action=cpython]`).click();
    seen = await readPanel(page);
    assert.equal(seen.progress, true, 'the progress bar while Pyodide loads');
    assert.equal(seen.progressRole, 'progress');
    assert.equal(seen.progressLabel, 'Loading CPython 3.12');
    assert.equal(seen.statusLive, 'polite');
    assert.equal(seen.status, 'Loading CPython 3.12 (Pyodide)…');

    // The set equivalent of the unsuccessful fix: the published fix's cells.
    seen = await waitForPanel(page, (s) => s.runner === 'cpython' && s.summary.startsWith('4 of 7'));
    assert.equal(seen.progress, false);
    assert.equal(seen.on, true, 'the note that edits run in CPython, with the way back');
    assert.equal(seen.offer, false);
    assert.equal(seen.error, '');
    assert.deepEqual(seen.rows, published['unsuccessful-fix']);
    assert.equal(seen.caption, 'Your fix (CPython 3.12): boundary fixtures at N = 1');
    assert.equal(seen.status, 'Your fix (CPython 3.12): 4 of 7 checks pass · exit 1');
    const files = pyodideRequests(log).map((u) => new URL(u).pathname);
    for (const file of ['pyodide.mjs', 'pyodide.asm.js', 'pyodide.asm.wasm', 'python_stdlib.zip']) {
      assert.ok(files.includes(`/pyodide/${file}`), `${file} was loaded: ${files.join(', ')}`);
    }

    // Every later edit runs there: an equivalent of the repair, then an exception.
    await typeCode(page, OUTSIDE_REPAIR);
    seen = await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
    assert.deepEqual(seen.rows, published.repair);
    await typeCode(page, GENERATOR_RAISES);
    seen = await waitForPanel(page, (s) => s.errorKind === 'exception');
    assert.equal(seen.errorLine, '6');
    assert.equal(seen.error, 'Python exception. Line 6: ZeroDivisionError: division by zero (while solving fixtures[3] ("zero total weight"))');

    // A loop that never ends is stopped after 5 seconds of Python lines, and the page answers again.
    await typeCode(page, 'def spin():\n    yield 1\n\ndef solve(weighted_sums, weight_sums):\n    while True:\n        pass\n');
    seen = await waitForPanel(page, (s) => s.errorKind === 'limit');
    assert.equal(seen.error, "Limit reached. CPython ended the script with exit code 124 before it printed the record's JSON line: " +
      'the run was stopped after 5 seconds');
    await typeCode(page, OUTSIDE_REPAIR);
    seen = await waitForPanel(page, (s) => s.summary.startsWith('7 of 7') && s.errorKind === null);

    // And back: the subset refuses the code again and offers CPython again.
    await page.locator(`${HOST} button[data-action=subset]`).click();
    seen = await waitForPanel(page, (s) => s.runner === 'subset' && s.errorKind === 'unsupported');
    assert.equal(seen.offer, true);
    assert.equal(seen.on, false);

    const record = await pageRecord(page);
    assert.deepEqual(log.pageErrors, []);
    assert.deepEqual(log.consoleErrors, []);
    assert.deepEqual(record.violations, [], 'no CSP violation under the strict policy');
    assert.deepEqual(log.cspMessages, []);
    assert.deepEqual(log.foreign, []);
    assert.ok(record.fetches.every((u) => new URL(u, url).pathname.startsWith('/pyodide/')), record.fetches.join(', '));
  } finally {
    await close();
  }
});

for (const [width, colorScheme] of [[600, 'light'], [600, 'dark'], [390, 'light'], [390, 'dark']]) {
  test(`the offer, the progress and CPython's result at ${width} px, ${colorScheme}`, async () => {
    const { page, close } = await open(suite.browser, suite.servers.site.url('cpython.html'), {
      viewport: { width, height: 900 }, colorScheme,
    });
    try {
      await waitForPanel(page, (s) => s.rows.length === 7 && s.state === 'ready');
      await typeCode(page, OUTSIDE_REPAIR);
      await waitForPanel(page, (s) => s.offer);
      await screenshot(page, `cpython-offer-${width}-${colorScheme}`);
      await page.locator(`${HOST} button[data-action=cpython]`).click();
      await screenshot(page, `cpython-progress-${width}-${colorScheme}`);
      await waitForPanel(page, (s) => s.runner === 'cpython' && s.summary.startsWith('7 of 7'));
      await screenshot(page, `cpython-result-${width}-${colorScheme}`);
      const overflow = await page.evaluate((sel) => {
        const root = document.querySelector(sel).shadowRoot;
        return [...root.querySelectorAll('.cpython-on, .cpython-offer, progress')].some((node) => node.scrollWidth > node.clientWidth + 1);
      }, HOST);
      assert.equal(overflow, false);
    } finally {
      await close();
    }
  });
}

test('the offer and the CPython result pass axe-core (WCAG 2.1 AA), light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, close } = await open(suite.browser, suite.servers.plain.url('cpython.html'), { colorScheme });
    try {
      await waitForPanel(page, (s) => s.rows.length === 7 && s.state === 'ready');
      await typeCode(page, OUTSIDE_REPAIR);
      await waitForPanel(page, (s) => s.offer);
      assert.deepEqual(await axeViolations(page), [], `the offer, ${colorScheme}`);
      await page.locator(`${HOST} button[data-action=cpython]`).click();
      await waitForPanel(page, (s) => s.runner === 'cpython' && s.summary.startsWith('7 of 7'));
      assert.deepEqual(await axeViolations(page), [], `CPython's result, ${colorScheme}`);
    } finally {
      await close();
    }
  }
});

test('from file:// the offer ends in a one-line error and the panel stays on the subset', async () => {
  const { pathToFileURL } = require('node:url');
  const { page, close } = await open(suite.browser, fileUrl('tryfix.html'), { allowed: () => true });
  try {
    await waitForPanel(page, (s) => s.rows.length === 7 && s.state === 'ready');
    await page.evaluate(([sel, folder]) => document.querySelector(sel).setAttribute('pyodide-url', folder), [HOST, pathToFileURL(PYODIDE).href]);
    await typeCode(page, OUTSIDE_REPAIR);
    await waitForPanel(page, (s) => s.offer);
    await page.locator(`${HOST} button[data-action=cpython]`).click();
    const seen = await waitForPanel(page, (s) => s.errorKind === 'input');
    assert.match(seen.error, /^CPython from file:\/\/\S+ could not be loaded: /);
    assert.equal(seen.runner, 'subset');
    assert.equal(seen.progress, false);
  } finally {
    await close();
  }
});
