// Every bad input gets the core's message AT ITS FIELD (aria-invalid, aria-describedby pointing at
// a message beside the field), the last good tables stay (marked as the last valid input), nothing
// else breaks, and fixing the field clears the message.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, withPage, openEditor, waitForState, readDetails, fieldMessage, focusedControl, assertClean, screenshot,
  sharedBrowserAndServer,
} = require('./support/browser');

const suite = sharedBrowserAndServer();

const input = (field) => `failure-map-case [data-field="${field}"]`;
const TOO_MANY_BATCHES = Array.from({ length: 10001 }, () => '1').join(', ');

// [field, bad text, message at the field, good text that fixes it]; the page starts at N = 1.
const CASES = [
  ['n', 'abc', /^"abc" is not a number; expected a Python int or float literal/, '1'],
  ['n', '', /^empty; expected a Python int or float literal/, '1'],
  ['n', 'inf', /^"inf" is not a finite number/, '1'],
  ['n', 'nan', /^"nan" is not a finite number/, '1'],
  ['n', '1e999', /^"1e999" is out of range: beyond the largest float/, '1'],
  ['n', '9007199254740993', /^"9007199254740993" is outside ±2\^53/, '1'],
  ['n', '<img src=x onerror=window.__pwned=1>', /^"<img src=x onerror=window.__pwned=1>" is not a number/, '1'],
  ['fixtures[0].weighted_sums', '2, abc', /^item 2: "abc" is not a number/, '2, 12'],
  ['fixtures[0].weighted_sums', '2, 12, 5', /^weighted_sums has 3 values but weight_sums has 2 values; each micro-batch needs both$/, '2, 12', 'fixtures[0].weight_sums'],
  ['fixtures[0].weight_sums', '1', /^weighted_sums has 2 values but weight_sums has 1 value; each micro-batch needs both$/, '1, 3'],
  ['fixtures[1].weighted_sums', 'inf, 4', /^item 1: "inf" is not a finite number/, '2, 4'],
  ['fixtures[1].weight_sums', '1, nan', /^item 2: "nan" is not a finite number/, '1, 1'],
  ['fixtures[1].weighted_sums', '1e999, 4', /^item 1: "1e999" is out of range/, '2, 4'],
  ['fixtures[2].weighted_sums', '9007199254740993', /^item 1: "9007199254740993" is outside ±2\^53/, '9'],
  ['fixtures[2].weighted_sums', '9, ', /^item 2 is empty$/, '9'],
  ['fixtures[2].expected', '', /^empty; the expected value is a number$/, '3'],
  ['fixtures[2].expected', 'three', /^"three" is not a number/, '3'],
  ['fixtures[2].expected', '1e999', /^"1e999" is out of range/, '3'],
  ['fixtures[3].weighted_sums', TOO_MANY_BATCHES, /^more than 10000 batches$/, '0'],
  ['fixtures[3].check', 'x'.repeat(501), /^the label is 501 bytes long; the limit is 500$/, 'zero total weight'],
];

async function readState(page) {
  return page.evaluate(() => {
    const host = document.querySelector('failure-map-case');
    const root = host.shadowRoot;
    const stale = root.querySelector('.stale');
    return {
      state: host.getAttribute('data-state'),
      alertHidden: root.querySelector('[role="alert"]').hidden,
      staleShown: !stale.hidden && stale.getBoundingClientRect().height > 0,
      staleSlots: root.querySelectorAll('.table-slot[data-stale="true"]').length,
      invalid: [...root.querySelectorAll('[aria-invalid="true"]')].map((node) => node.getAttribute('data-field') || node.getAttribute('data-action')),
      live: root.querySelector('p.visually-hidden[role="status"]').textContent,
    };
  });
}

test('every bad input: a message at its field, the last good tables kept, fixing clears it', async () => {
  const { page, log, close } = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(page);
    await openEditor(page);
    await page.evaluate(() => {
      window.__fmErrors = [];
      document.addEventListener('failure-map-error', (event) => window.__fmErrors.push(event.detail));
    });
    let good = await readDetails(page);
    for (const [field, bad, message, fix, at = field] of CASES) {
      const label = `${field} = ${bad.slice(0, 40)}`;
      await page.focus(input(field));
      await page.fill(input(field), bad);
      await waitForState(page, { state: 'error' });
      const shown = await fieldMessage(page, at);
      assert.equal(shown.invalid, 'true', `${label}: aria-invalid`);
      assert.equal(shown.besideField, true, `${label}: the message sits beside its field`);
      assert.equal(shown.visible, true, `${label}: the message is visible`);
      assert.match(shown.message, message, label);
      const state = await readState(page);
      assert.deepEqual(state.invalid, [at], `${label}: only that field is marked`);
      assert.equal(state.alertHidden, true, `${label}: no alert for a field the user is typing in`);
      assert.equal(state.staleShown, true, `${label}: the tables are marked as the last valid input`);
      assert.equal(state.staleSlots, 3);
      assert.match(state.live, /^Not updated\. /, `${label}: announced`);
      assert.deepEqual(await readDetails(page), good, `${label}: the last good tables stay`);
      assert.equal((await focusedControl(page)).field, field, `${label}: focus stays`);
      const detail = await page.evaluate(() => window.__fmErrors.at(-1));
      assert.equal(detail.field, at, `${label}: failure-map-error names the field`);
      if (field === 'fixtures[0].weight_sums') await screenshot(page, 'index-field-error');

      await page.fill(input(field), fix);
      await waitForState(page);
      const cleared = await fieldMessage(page, at);
      assert.equal(cleared.invalid, null, `${label}: fixed`);
      assert.equal(cleared.message, null);
      const after = await readState(page);
      assert.equal(after.staleShown, false);
      assert.equal(after.staleSlots, 0);
      assert.deepEqual(after.invalid, []);
      good = await readDetails(page);
    }
    await assertClean(page, log);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
  } finally {
    await close();
  }
});

test('a bad relative tolerance is marked at the tolerance field', () => withPage(suite.browser, suite.server.url('index.html#n=0.1&mode=tolerance&tolerance=1e-9'), async ({ page }) => {
  await waitForState(page);
  const good = await readDetails(page);
  for (const [bad, message] of [
    ['0', /^a relative tolerance is above 0 and below 1$/],
    ['1', /^a relative tolerance is above 0 and below 1$/],
    ['abc', /^"abc" is not a number/],
    ['', /^empty/],
  ]) {
    await page.fill(input('tolerance'), bad);
    await waitForState(page, { state: 'error' });
    const shown = await fieldMessage(page, 'tolerance');
    assert.equal(shown.invalid, 'true', bad);
    assert.equal(shown.besideField, true);
    assert.match(shown.message, message, bad);
    assert.deepEqual(await readDetails(page), good, `tolerance ${bad}: last good tables`);
  }
  // Exact mode does not use the tolerance: switching to it clears the error.
  await page.check('failure-map-case input[name="mode"][value="exact"]');
  await waitForState(page);
  assert.equal((await fieldMessage(page, 'tolerance')).invalid, null);
  await page.fill(input('tolerance'), '1e-12');
  await page.check('failure-map-case input[name="mode"][value="tolerance"]');
  await waitForState(page);
  const tables = await readDetails(page);
  assert.equal(tables.repair.toleranceSummary, '7 of 7 checks within a relative tolerance of 1e-12');
}));

test('removing every row: no checks, so the run passes (exit 0), as Python runs an empty fixtures list', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await openEditor(page);
  const good = await readDetails(page);
  for (let left = 7; left > 0; left -= 1) {
    await page.click('failure-map-case li.row:nth-child(1) button[data-action="remove"]');
    await waitForState(page);
  }
  assert.equal(await page.locator('failure-map-case li.row').count(), 0);
  assert.equal((await fieldMessage(page, 'fixtures')).invalid, null);
  const summaries = await page.evaluate(() => [...document.querySelector('failure-map-case').shadowRoot
    .querySelectorAll('[data-summary]')].map((p) => [p.textContent, p.getAttribute('data-outcome')]));
  assert.deepEqual(summaries, [['no checks, so none fails · exit 0', 'passed'], ['no checks, so none fails · exit 0', 'passed'],
    ['no checks, so none fails · exit 0', 'passed']]);
  const tables = await page.evaluate(() => [...document.querySelector('failure-map-case').shadowRoot
    .querySelectorAll('.table-slot')].map((slot) => slot.hidden));
  assert.deepEqual(tables, [true, true, true], 'no empty tables');
  assert.equal((await focusedControl(page)).action, 'add', 'focus moves to "Add a fixture"');
  await page.click('failure-map-case button[data-action="reset"]');
  await waitForState(page);
  assert.deepEqual(await readDetails(page), good);
}));

test('an invalid n attribute: alert and the N field both say so', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await page.evaluate(() => document.querySelector('failure-map-case').setAttribute('n', '2.5e'));
  await waitForState(page, { state: 'error' });
  const shown = await fieldMessage(page, 'n');
  assert.equal(shown.invalid, 'true');
  assert.match(shown.message, /^"2\.5e" is not a number/);
  assert.equal(await page.inputValue(input('n')), '2.5e');
  const alert = await page.evaluate(() => document.querySelector('failure-map-case').shadowRoot.querySelector('[role="alert"]').textContent);
  assert.match(alert, /^Error: N is invalid: "2\.5e" is not a number.*The tables below still show the last valid input\.$/);
}));
