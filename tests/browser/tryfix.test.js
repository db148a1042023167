// tryfix.html: the <failure-map-tryfix> panel ("Try your own fix"). The prefilled unsuccessful fix
// gives the record's published cells; the repair typed as solve() passes 7 of 7; an exception and
// an out-of-subset construct show at their line (and column); an endless loop stops at the page's
// limit and the page stays responsive; the code round-trips through the URL fragment; the record
// page loads none of the panel's code until a panel is shown, and then only failure-map-tryfix.js;
// it runs under a strict CSP and from file://, fits 390 and 600 px columns, and passes axe-core in light and dark.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, withPage, fileUrl, waitForState, waitUntil, readTables, assertClean, axeViolations, screenshot,
  sharedBrowserAndServer,
} = require('./support/browser');
const { STRICT_CSP } = require('./support/server');
const { HOST, readPanel, waitForPanel: waitForFixPanel, typeCode } = require('./support/fix-panel');

// Waits until the panel has answered (data-state ready or error) with `predicate` true of its view.
const waitForPanel = (page, predicate = () => true) =>
  waitForFixPanel(page, (seen) => (seen.state === 'ready' || seen.state === 'error') && predicate(seen));

const REPAIR = [
  'def solve(weighted_sums, weight_sums):',
  '    mass = sum(weight_sums)',
  '    return sum(weighted_sums) / mass if mass else 0.0',
  '',
].join('\n');

const suite = sharedBrowserAndServer({
  servers: { strict: { headers: { 'Content-Security-Policy': STRICT_CSP } } },
});

// Opens `url`, waits for the panel's first table, runs `body(page)`, then asserts the page clean.
async function withPanel(url, body, options = {}) {
  const { page, log, close } = await open(suite.browser, url, options);
  try {
    await waitForPanel(page, (s) => s.rows.length === 7);
    await body(page);
    await assertClean(page, log, url);
  } finally {
    await close();
  }
}

test('the prefilled unsuccessful fix gives the published cells of the unsuccessful fix', async () => {
  const { page, log, close } = await open(suite.browser, suite.server.url('tryfix.html'));
  try {
    const seen = await waitForPanel(page, (s) => s.rows.length === 7);
    assert.match(seen.code, /^def solve\(weighted_sums, weight_sums\):\n {4}return sum\(s \/ w for s, w in zip/);
    assert.equal(seen.summary, '4 of 7 checks pass · exit 1');
    assert.equal(seen.error, '');
    // The same cells as the case element's table of the unsuccessful fix, on the record page.
    const record = await open(suite.browser, suite.server.url('index.html'));
    try {
      await waitForState(record.page);
      const tables = await readTables(record.page);
      const published = tables['unsuccessful-fix'];
      const rows = published.rows.map(({ check, actual, expected, outcome }) => ({ check, actual, expected, outcome }));
      assert.deepEqual(seen.rows, rows);
      // That first table is the page core's; the interpreter, running the same code (a comment
      // added, so that it is not the prefilled text), gives the same cells.
      assert.equal(await page.evaluate(() => document.querySelector('failure-map-tryfix').result.report.implementation), 'unsuccessful-fix');
      await page.evaluate(() => { const host = document.querySelector('failure-map-tryfix'); host.code = `${host.code}# mine\n`; });
      await page.waitForFunction(() => {
        const host = document.querySelector('failure-map-tryfix');
        return host.getAttribute('data-state') === 'ready' && host.result.report.implementation === 'yours';
      });
      const interpreted = await readPanel(page);
      assert.ok(log.requests.some((url) => url.endsWith('/failure-map-python.js')), 'the interpreter ran it');
      assert.deepEqual(interpreted.rows, rows);
      assert.equal(interpreted.summary, '4 of 7 checks pass · exit 1');
    } finally {
      await record.close();
    }
    assert.ok(seen.compare[0].includes('yours=Failed'), seen.compare[0]);
    assert.ok(seen.compare[0].includes('unsuccessful-fix=Failed') && seen.compare[0].includes('repair=Passed'), seen.compare[0]);
    await assertClean(page, log, 'tryfix.html');
  } finally {
    await close();
  }
});

test('the repair typed as solve() passes 7 of 7', () => withPanel(suite.server.url('tryfix.html'), async (page) => {
  await typeCode(page, REPAIR);
  const seen = await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
  assert.equal(seen.summary, '7 of 7 checks pass · exit 0');
  assert.ok(seen.rows.every((r) => r.outcome === 'Passed'));
  assert.ok(seen.compare.every((row) => row.includes('yours=Passed')));
  assert.equal(seen.status, 'Your fix: 7 of 7 checks pass · exit 0');
}));

test('an exception shows its type, message and line, marked in the gutter', () => withPanel(suite.server.url('tryfix.html'), async (page) => {
  await typeCode(page, 'def solve(weighted_sums, weight_sums):\n    total = sum(weighted_sums)\n    return total / len(weight_sums)\n');
  const seen = await waitForPanel(page, (s) => s.errorKind === 'exception');
  assert.equal(seen.state, 'error');
  assert.equal(seen.errorLine, '3');
  assert.deepEqual(seen.gutterError, ['3']);
  // Underlined from the line's first character (an exception has no column) to its end.
  assert.equal(seen.underlined, 'return total / len(weight_sums)');
  assert.match(seen.error, /^Python exception\. Line 3: ZeroDivisionError: division by zero \(while solving fixtures\[4\] \("empty"\)\)$/);
  assert.equal(seen.status, 'Python exception at line 3');
  assert.equal(await page.locator(`${HOST} .field-error[data-error]`).getAttribute('role'), 'alert');
}));

test('a construct outside the subset shows its line and column', () => withPanel(suite.server.url('tryfix.html'), async (page) => {
  await typeCode(page, 'def solve(weighted_sums, weight_sums):\n    return len({1, 2})\n');
  const seen = await waitForPanel(page, (s) => s.errorKind === 'unsupported');
  assert.equal(seen.errorLine, '2');
  assert.match(seen.error, /^Outside the subset\. Line 2, column \d+: set literals/);
  assert.match(seen.underlined, /^\{1, 2\}/, 'underlined from its column');
  assert.equal(seen.resultsHidden, true);
}));

test('an endless loop stops at the page limit, says so, and the page stays responsive', () => withPanel(suite.server.url('tryfix.html'), async (page) => {
  await typeCode(page, 'def solve(weighted_sums, weight_sums):\n    n = 0\n    while True:\n        n += 1\n');
  const seen = await waitForPanel(page, (s) => s.errorKind === 'limit');
  assert.match(seen.error, /^Limit reached\. .*200000 steps/);
  // Responsive: the page answers at once, and the next edit runs.
  const started = Date.now();
  await page.evaluate(() => 1);
  assert.ok(Date.now() - started < 1000);
  await typeCode(page, REPAIR);
  await waitForPanel(page, (s) => s.summary.startsWith('7 of 7') && s.error === '');
}));

test('the code round-trips through the URL fragment, beside N', () => withPage(suite.browser, suite.server.url('tryfix.html'), async ({ page }) => {
  await waitForPanel(page, (s) => s.rows.length === 7);
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(await page.evaluate(() => location.hash), '', 'the first run leaves the link alone');
  await typeCode(page, REPAIR);
  await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
  await page.waitForFunction(() => location.hash.includes('mass%20%3D%20sum'));
  const link = await page.evaluate(() => location.href);
  assert.match(link, /#n=1&solve=def%20solve/);
  const reopened = await open(suite.browser, link);
  try {
    const seen = await waitForPanel(reopened.page, (s) => s.rows.length === 7);
    assert.equal(seen.code, REPAIR);
    assert.equal(seen.summary, '7 of 7 checks pass · exit 0');
    await assertClean(reopened.page, reopened.log, 'reopened');
  } finally {
    await reopened.close();
  }
  // The case element keeps the code when it writes its own state.
  const both = await open(suite.browser, suite.server.url(`index.html#n=0.1&solve=${encodeURIComponent(REPAIR)}`));
  try {
    await waitForState(both.page);
    await both.page.locator('failure-map-case [data-field="n"]').fill('2');
    await both.page.waitForFunction(() => location.hash.startsWith('#n=2'));
    assert.match(await both.page.evaluate(() => location.hash), /^#n=2&solve=def%20solve/);
    await assertClean(both.page, both.log, 'index.html');
  } finally {
    await both.close();
  }
  // A link over the limit is refused with its reason, and the prefilled fix runs.
  const long = await open(suite.browser, suite.server.url(`tryfix.html#solve=${'x'.repeat(16385)}`));
  try {
    const seen = await waitForPanel(long.page, (s) => s.errorKind === 'input');
    assert.match(seen.error, /The link could not be read: the code is 16385 bytes; the limit is 16384/);
  } finally {
    await long.close();
  }
}));

test('the record page loads none of the panel code until a panel is shown', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page, log }) => {
  await waitForState(page);
  assert.ok(!log.requests.some((url) => /failure-map-(lab|tryfix|python)\.js$/.test(url)), 'panel code loaded before any panel was shown');
  assert.equal(await page.evaluate(() => customElements.get('failure-map-tryfix')), undefined);
  await page.evaluate(() => document.querySelector('main').prepend(document.createElement('failure-map-tryfix')));
  const seen = await waitForPanel(page, (s) => s.rows.length === 7);
  assert.equal(seen.summary, '4 of 7 checks pass · exit 1');
  // The editor comes in its own file; the training and log panels' stays away. The starting code's
  // table is the page core's: a reader who only reads never downloads the interpreter.
  assert.ok(log.requests.some((url) => url.endsWith('/failure-map-tryfix.js')));
  assert.ok(!log.requests.some((url) => url.endsWith('/failure-map-lab.js')), 'no lab for a page with only the fix panel');
  assert.ok(!log.requests.some((url) => url.endsWith('/failure-map-render.js')), 'no static-markup renderer either');
  const python = () => log.requests.filter((url) => url.endsWith('/failure-map-python.js')).length;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  assert.equal(python(), 0, 'the interpreter was loaded before the reader went to the code');
  // Another N is the page core's too, while the code is the starting one.
  await page.locator(`${HOST} input[data-field=n]`).fill('0.1');
  await waitForPanel(page, (s) => s.caption && s.caption.endsWith('N = 0.1'));
  assert.equal(python(), 0, 'the interpreter was loaded for another N of the starting code');
  await page.locator(`${HOST} input[data-field=n]`).fill('1');
  await waitForPanel(page, (s) => s.caption && s.caption.endsWith('N = 1'));
  // Going to the code loads it, once; an edit then runs in it.
  await page.locator(`${HOST} [data-field=solve]`).focus();
  await waitUntil(async () => python(), (count) => count === 1, { what: 'failure-map-python.js requested on focus' });
  await typeCode(page, REPAIR);
  await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
  assert.equal(python(), 1);
}));

test('tryfix.html runs under a strict CSP and from file://', async () => {
  for (const [label, url] of [['strict CSP', suite.servers.strict.url('tryfix.html')], ['file://', fileUrl('tryfix.html')]]) {
    await withPanel(url, async (page) => {
      await typeCode(page, REPAIR);
      await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
    }, label === 'file://' ? { allowed: (u) => u.startsWith('file://') } : {});
  }
});

test('the editor edits like a code editor: highlighting, indentation, brackets, undo, a way out', () => withPanel(suite.server.url('tryfix.html'), async (page) => {
  const editor = page.locator(`${HOST} [data-field=solve]`);
  const seen = await readPanel(page);
  assert.equal(seen.editable, 'true');
  // Python tokens are highlighted: the keyword def and return have their own class.
  const keywordColour = await page.evaluate((sel) => {
    const root = document.querySelector(sel).shadowRoot;
    const def = [...root.querySelectorAll('.cm-line span[class]')].find((span) => span.textContent === 'def');
    const plain = root.querySelector('.cm-line');
    return def && [getComputedStyle(def).color, getComputedStyle(plain).color];
  }, HOST);
  assert.ok(keywordColour && keywordColour[0] !== keywordColour[1], `def is coloured: ${JSON.stringify(keywordColour)}`);
  // Keywords, strings, numbers and comments each have their own colour, none the plain text's.
  await page.evaluate((sel) => { document.querySelector(sel).code = 'def f():  # why\n    return "s" * 12\n'; }, HOST);
  const colours = await page.evaluate((sel) => {
    const root = document.querySelector(sel).shadowRoot;
    const spans = [...root.querySelectorAll('.cm-line span[class]')];
    const colour = (text) => {
      const span = spans.find((s) => s.textContent === text);
      return span && getComputedStyle(span).color;
    };
    return { plain: getComputedStyle(root.querySelector('.cm-line')).color, keyword: colour('return'), string: colour('"s"'), number: colour('12'), comment: colour('# why') };
  }, HOST);
  assert.equal(new Set(Object.values(colours)).size, 5, `five colours: ${JSON.stringify(colours)}`);
  // Typed key by key: `else:` typed on the block's indented line goes back to its `if`.
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('if x:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('a = 1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('else:');
  await waitForPanel(page, (s) => s.code === 'if x:\n    a = 1\nelse:');
  // Typed key by key: Enter after a colon indents the next line; Tab indents; brackets close.
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('def solve(weighted_sums, weight_sums):');
  await page.keyboard.press('Enter');
  await page.keyboard.type('return 0.0');
  await waitForPanel(page, (s) => s.code === 'def solve(weighted_sums, weight_sums):\n    return 0.0');
  // Bracket matching: with the cursor after a closing bracket both are marked.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('x = (1)');
  assert.equal(await page.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelectorAll('.cm-matchingBracket').length, HOST), 2);
  // Undo takes the typing back.
  await page.keyboard.press('Control+Z');
  await waitForPanel(page, (s) => !s.code.includes('x = (1)'));
  // Tab indents inside the editor; Escape then Tab leaves it.
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate((sel) => document.querySelector(sel).shadowRoot.activeElement.matches('[data-field=solve]'), HOST), 'Tab stays');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate((sel) => !document.querySelector(sel).shadowRoot.activeElement ||
    !document.querySelector(sel).shadowRoot.activeElement.matches('[data-field=solve]'), HOST), 'Escape, Tab leaves');
  // The code property and its event still work as hooks.
  const answered = page.evaluate((sel) => new Promise((resolve) => document.querySelector(sel)
    .addEventListener('failure-map-tryfix-result', (event) => resolve(event.detail.report.summary), { once: true })), HOST);
  await page.evaluate(([sel, code]) => { document.querySelector(sel).code = code; }, [HOST, REPAIR]);
  assert.equal(await answered, '7 of 7 checks pass · exit 0');
}));

for (const colorScheme of ['light', 'dark']) {
  test(`320, 390 and 600 px columns without sideways scrolling; axe-core clean (${colorScheme})`, async () => {
    for (const width of [320, 390, 600]) {
      const { page, log, close } = await open(suite.browser, suite.server.url('tryfix.html'), { viewport: { width, height: 900 }, colorScheme });
      try {
        await waitForPanel(page, (s) => s.rows.length === 7);
        // An error shown too, so that axe sees the alert and the marked line.
        await typeCode(page, `${REPAIR}    return 1 / 0\n`);
        await waitForPanel(page, (s) => s.summary.startsWith('7 of 7'));
        await typeCode(page, 'def solve(weighted_sums, weight_sums):\n    return weighted_sums[5]\n');
        await waitForPanel(page, (s) => s.errorKind === 'exception');
        await typeCode(page, REPAIR);
        await waitForPanel(page, (s) => s.summary.startsWith('7 of 7') && s.error === '');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const overflow = await page.evaluate((sel) => {
          const root = document.querySelector(sel).shadowRoot;
          const boxes = [document.documentElement, ...root.querySelectorAll('.table-wrap, .cm-scroller, .cm-content')];
          return boxes.map((box) => box.scrollWidth - box.clientWidth).filter((d) => d > 0);
        }, HOST);
        assert.deepEqual(overflow, [], `${width} px: sideways scrolling`);
        const theme = await page.evaluate((sel) => document.querySelector(sel).getAttribute('data-fm-theme'), HOST);
        assert.equal(theme, colorScheme);
        assert.deepEqual(await axeViolations(page), [], `${width} px`);
        await screenshot(page, `tryfix-${width}-${colorScheme}`);
        await assertClean(page, log, `${width} px`);
      } finally {
        await close();
      }
    }
  });
}
