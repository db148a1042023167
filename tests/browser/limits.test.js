// Oversized input gets the core's limit message and never hangs the page: a 10 MB URL fragment,
// a 2 MB label typed into the editor, a 2 MB list of labels in a #fixtures= link, 1,000 rows and
// one more. Each case is timed.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, waitUntil, withPage, openEditor, waitForState, readTables, fieldMessage, focusedControl, sharedBrowserAndServer,
  assertClean,
} = require('./support/browser');
const { recordTables, IMPLS } = require('./support/expected');

const SECONDS = 1000;
const suite = sharedBrowserAndServer();

function noticeText(page) {
  return page.evaluate(() => {
    const node = document.querySelector('failure-map-case').shadowRoot.querySelector('.notice');
    return node.hidden ? null : node.textContent;
  });
}

const waitForNotice = (page, pattern, timeout = 10 * SECONDS) =>
  waitUntil(() => noticeText(page), (text) => Boolean(text) && pattern.test(text), { what: `a notice matching ${pattern}`, timeout });

// Browsers refuse to navigate to a URL over 2 MB, but a page can set location.hash to more: the
// widget hears it as a hashchange.
async function setHash(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

test('a 10 MB URL fragment: the limit message, the record, in seconds', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  // The widget's own time: from the hashchange it hears to the update it shows. (Chromium
  // itself needs seconds to take a 10 MB URL.)
  await page.evaluate(() => {
    window.__fmTimes = [];
    window.addEventListener('hashchange', () => window.__fmTimes.push(['hashchange', performance.now()]), true);
    document.addEventListener('failure-map-update', () => window.__fmTimes.push(['update', performance.now()]));
  });
  const limit = 4 * 1024 * 1024;
  for (const hash of [`#fixtures=${'a'.repeat(10 * 1024 * 1024)}`, `#${'n='.padEnd(limit + 1, '1')}`]) {
    const start = Date.now();
    await page.evaluate(() => {
      window.__fmTimes = [];
    });
    await setHash(page, hash);
    const text = await waitForNotice(page, /the limit is 4194304/, 30 * SECONDS);
    assert.match(text, /^This link could not be opened: the link's state is \d+ bytes; the limit is 4194304/);
    assert.match(text, /Showing the record at N = 1 instead\.$/);
    await waitForState(page);
    const tables = await readTables(page);
    const expected = recordTables();
    for (const id of IMPLS) assert.deepEqual(tables[id].rows, expected[id]);
    const times = Object.fromEntries(await page.evaluate(() => window.__fmTimes));
    assert.ok(times.update - times.hashchange < 2 * SECONDS, `the widget took ${times.update - times.hashchange} ms`);
    assert.ok(Date.now() - start < 20 * SECONDS, `took ${Date.now() - start} ms in all`);
    await setHash(page, '#n=1');
    await waitForState(page);
  }
}));

test('a 2 MB label typed into the editor: the label limit at its field, in seconds', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await openEditor(page);
  const good = await readTables(page);
  const start = Date.now();
  await page.fill('failure-map-case [data-field="fixtures[0].check"]', 'x'.repeat(2 * 1024 * 1024));
  await waitForState(page, { state: 'error' });
  const shown = await fieldMessage(page, 'fixtures[0].check');
  assert.equal(shown.invalid, 'true');
  assert.equal(shown.message, 'the label is 2097152 bytes long; the limit is 500');
  assert.deepEqual(await readTables(page), good, 'the last good tables stay');
  assert.equal((await focusedControl(page)).field, 'fixtures[0].check');
  assert.ok(Date.now() - start < 5 * SECONDS, `took ${Date.now() - start} ms`);
  await page.fill('failure-map-case [data-field="fixtures[0].check"]', 'unequal weight mass');
  await waitForState(page);
  assert.equal((await fieldMessage(page, 'fixtures[0].check')).invalid, null);
}));

test('a 2 MB list of labels in a #fixtures= link: the document limit, the record, in seconds', async () => {
  const fixtures = Array.from({ length: 5000 }, (_, index) => ({
    check: `label-${index}-${'x'.repeat(400)}`,
    weighted_sums: [1],
    weight_sums: [1],
    expected: 1,
  }));
  const document = JSON.stringify({ fixtures });
  const link = `#fixtures=${encodeURIComponent(document)}`;
  assert.ok(document.length > 2 * 1000 * 1000, 'over 2 MB of labels');
  assert.ok(link.length < 4 * 1024 * 1024, 'under the 4 MiB fragment limit, so the document limit answers');
  const { page, log, close } = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(page);
    const start = Date.now();
    await setHash(page, link);
    const text = await waitForNotice(page, /1 MiB/);
    assert.match(text, /its fixtures — the fixtures document is \d+ bytes; the limit is 1048576 \(1 MiB\)/);
    await waitForState(page);
    assert.deepEqual((await readTables(page)).repair.rows, recordTables().repair);
    assert.ok(Date.now() - start < 5 * SECONDS, `took ${Date.now() - start} ms`);
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('1,000 rows render and edit; the 1,001st gets the core limit at the editor', async () => {
  const fixtures = Array.from({ length: 1000 }, (_, index) => ({
    check: `row ${index}`,
    weighted_sums: [index, 1.5],
    weight_sums: [1, 2],
    expected: 1,
  }));
  const hash = `#fixtures=${encodeURIComponent(JSON.stringify({ fixtures }))}`;
  const start = Date.now();
  const { page, log, close } = await open(suite.browser, suite.server.url(`index.html${hash}`));
  try {
    await waitForState(page, { timeout: 20 * SECONDS });
    const loaded = Date.now() - start;
    let tables = await readTables(page);
    for (const id of IMPLS) assert.equal(tables[id].rows.length, 1000);
    assert.ok(loaded < 10 * SECONDS, `1,000 rows took ${loaded} ms to show`);

    // An edit in a 1,000-row editor reruns in bounded time.
    let t0 = Date.now();
    await page.fill('failure-map-case [data-field="fixtures[999].expected"]', '2');
    await waitForState(page);
    tables = await readTables(page);
    assert.equal(tables.repair.rows[999].expected, '2');
    assert.ok(Date.now() - t0 < 5 * SECONDS, `an edit took ${Date.now() - t0} ms`);

    t0 = Date.now();
    await page.click('failure-map-case button[data-action="add"]');
    await waitForState(page, { state: 'error' });
    const shown = await fieldMessage(page, 'fixtures');
    assert.equal(shown.invalid, 'true');
    assert.equal(shown.message, '1001 fixtures; the limit is 1000');
    assert.equal(shown.visible, true);
    assert.equal((await readTables(page)).repair.rows.length, 1000, 'the last good tables stay');
    assert.equal((await focusedControl(page)).field, 'fixtures[1000].check', 'focus is in the new row');

    await page.click('failure-map-case li.row:last-child button[data-action="remove"]');
    await waitForState(page);
    assert.equal((await fieldMessage(page, 'fixtures')).invalid, null);
    assert.ok(Date.now() - t0 < 5 * SECONDS, `add and remove took ${Date.now() - t0} ms`);
    await assertClean(page, log);
  } finally {
    await close();
  }
});
