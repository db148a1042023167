// "Explore the failure" on index.html: editing a cell, changing N, adding, duplicating, removing
// and resetting rows, the outcome filter, exact vs tolerance comparison, the Why and ULP columns,
// and the URL fragment (restore, round trip, hashchange, bad links). Every figure the page shows is
// compared with the native CLI or, for what the CLI does not print (why, ULPs, CSV), with the JS
// API run under node on the same input.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, waitUntil, withPage, openEditor, waitForState, readTables, readDetails, readEditor, focusedControl, assertClean,
  screenshot, sharedBrowserAndServer,
} = require('./support/browser');
const { cliTable, cliTableOn, recordTables, nodeApi, readFixtures, IMPLS } = require('./support/expected');

const suite = sharedBrowserAndServer();
let api;

before(async () => {
  api = await nodeApi();
});

const input = (field) => `failure-map-case [data-field="${field}"]`;
const button = (action) => `failure-map-case button[data-action="${action}"]`;

async function fill(page, field, value, state = 'ready') {
  await page.fill(input(field), value);
  return waitForState(page, { state });
}

const waitForHash = (page, predicate, timeout = 5000) =>
  waitUntil(() => page.evaluate(() => location.hash), predicate, { what: 'location.hash', timeout });

// What every table must show for an explore() answer (computed under node): the CLI's table on
// the same fixtures document, and the API's why, figures and ULPs.
function assertTablesMatch(tables, result, message) {
  for (const report of result.reports) {
    const id = report.implementation;
    const cli = cliTableOn(id, result.fixturesJson);
    const shown = tables[id].rows.map(({ check, actual, expected }) => ({ check, actual, expected }));
    assert.deepEqual(shown, cli.map(({ check, actual, expected }) => ({ check, actual, expected })), `${message}: ${id}`);
    assert.deepEqual(
      tables[id].rows.map((row) => row.outcome),
      report.observations.map((o) => o.outcome),
      `${message}: ${id} outcomes follow the mode`,
    );
    assert.deepEqual(tables[id].rows.map((row) => row.why), report.observations.map((o) => o.why), `${message}: ${id} why`);
    assert.deepEqual(
      tables[id].rows.map((row) => row.figures),
      report.observations.map((o) => `batches ${o.batches} · mass ${o.mass} · contract ${o.contract}`),
      `${message}: ${id} figures`,
    );
    assert.equal(tables[id].summary, report.summary, `${message}: ${id} summary`);
  }
}

test('the record at N = 1: every row of every table has its Why, with the API sentence and figures', async () => {
  const { page, log, close } = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(page);
    const tables = await readDetails(page);
    assert.deepEqual(Object.keys(tables), IMPLS);
    const result = api.explore({ n: '1' });
    assertTablesMatch(tables, result, 'N = 1');
    for (const id of IMPLS) {
      assert.deepEqual(tables[id].headers, ['Boundary fixture', 'Actual', 'Expected', 'Outcome', 'Why'], `${id} headers`);
      assert.ok(tables[id].rows.every((row) => row.ulps === null), 'no ULP column in exact mode');
      assert.equal(tables[id].toleranceSummary, null);
    }
    assert.match(tables.broken.rows[0].why, /\S/);
    // Nothing was edited: the address bar is left alone.
    assert.equal(await page.evaluate(() => location.hash), '');
    await assertClean(page, log);
    await screenshot(page, 'index-controls');
  } finally {
    await close();
  }
});

test('editing a cell reruns all three implementations in place; focus and text stay in the input', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await openEditor(page);
  // Mark the current rows and cells: an update in place keeps these very nodes.
  await page.evaluate(() => {
    const root = document.querySelector('failure-map-case').shadowRoot;
    for (const node of root.querySelectorAll('tr[data-check], td[data-col], table, li.row [data-key]')) node.__fmMark = true;
  });
  // The field in view (the editor comes after the tables), the page scrolled there. Where it sits
  // in the window is what the reader sees move: a table above it may grow (a Why that now names
  // the expected value), and the browser keeps the field in place.
  const fieldTop = () => page.evaluate(() => Math.round(
    document.querySelector('failure-map-case').shadowRoot.querySelector('[data-field="fixtures[0].expected"]').getBoundingClientRect().top));
  await page.evaluate(() => {
    const root = document.querySelector('failure-map-case').shadowRoot;
    root.querySelector('[data-field="fixtures[0].expected"]').scrollIntoView({ block: 'center' });
  });
  const topBefore = await fieldTop();

  await page.focus(input('fixtures[0].expected'));
  await fill(page, 'fixtures[0].expected', '4.0');
  const fields = await readEditor(page);
  assert.equal(fields[0].expected, '4.0', 'the input keeps exactly what was typed');
  const result = api.explore({ fields });
  assertTablesMatch(await readDetails(page), result, 'after editing expected');
  const tables = await readDetails(page);
  for (const id of IMPLS) {
    assert.equal(tables[id].rows[0].expected, '4.0');
    assert.equal(tables[id].caption, `${result.reports.find((r) => r.implementation === id).title}: custom fixtures`);
  }

  assert.deepEqual(await focusedControl(page), { tag: 'input', field: 'fixtures[0].expected', action: null, text: '' });
  const kept = await page.evaluate(() => {
    const root = document.querySelector('failure-map-case').shadowRoot;
    const nodes = [...root.querySelectorAll('tr[data-check], td[data-col], table, li.row [data-key]')];
    return { all: nodes.length, marked: nodes.filter((node) => node.__fmMark).length };
  });
  assert.equal(kept.marked, kept.all, 'rows, cells, tables and editor inputs are reused');
  assert.equal(await fieldTop(), topBefore, 'the field did not move in the window');

  // Typing character by character: focus and caret stay, the label follows in every table.
  await page.focus(input('fixtures[1].check'));
  await page.keyboard.press('End');
  await page.keyboard.type(' (typed)', { delay: 15 });
  await waitForState(page);
  assert.equal((await focusedControl(page)).field, 'fixtures[1].check');
  const caret = await page.evaluate(() => {
    let node = document.activeElement;
    while (node.shadowRoot && node.shadowRoot.activeElement) node = node.shadowRoot.activeElement;
    return [node.selectionStart, node.value.length];
  });
  assert.equal(caret[0], caret[1], 'the caret is still at the end');
  const typed = await readTables(page);
  for (const id of IMPLS) assert.equal(typed[id].rows[1].check, 'unit weights (typed)');

  // The address bar follows with the fixtures (sync-url).
  const document = api.explore({ fields: await readEditor(page) }).fixturesJson;
  const hash = await waitForHash(page, (h) => h.startsWith('#fixtures=') && api.readFragment(h).fixtures === document);
  assert.deepEqual(api.readFragment(hash), { fixtures: document });
}));

test('editing N switches back to the record at that N and refills the editor', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await openEditor(page);
  await fill(page, 'n', '0.1');
  let tables = await readTables(page);
  for (const id of IMPLS) assert.deepEqual(tables[id].rows, cliTable(id, '0.1'), `${id} at N = 0.1`);
  assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 0.1');
  assert.deepEqual(await readEditor(page), api.explore({ n: '0.1' }).fixtures, 'the editor shows the fixtures at N = 0.1');
  assert.equal((await focusedControl(page)).field, 'n');
  assert.equal(await waitForHash(page, (h) => h === '#n=0.1'), '#n=0.1');

  // An edited row makes the fixtures custom; a new N brings the record back.
  await fill(page, 'fixtures[2].weighted_sums', '0.9, 0.9', 'error'); // one weight for two batches
  await fill(page, 'fixtures[2].weight_sums', '0.30000000000000004, 1');
  tables = await readTables(page);
  assert.equal(tables.broken.caption, 'The failure: custom fixtures');
  await fill(page, 'n', '2');
  tables = await readTables(page);
  for (const id of IMPLS) assert.deepEqual(tables[id].rows, cliTable(id, '2'), `${id} at N = 2`);
  assert.equal(tables.broken.caption, 'The failure: boundary fixtures at N = 2');
  assert.deepEqual(await readEditor(page), api.explore({ n: '2' }).fixtures);
  assert.equal(await waitForHash(page, (h) => h === '#n=2'), '#n=2');
}));

test('add, duplicate, remove and reset rows; focus lands on the row acted on', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  await openEditor(page);
  const record = await readEditor(page);

  await page.click(button('add'));
  await waitForState(page);
  let fields = await readEditor(page);
  assert.equal(fields.length, 8);
  assert.deepEqual(fields[7], { check: 'new fixture', weighted_sums: '', weight_sums: '', expected: '0' });
  assert.equal((await focusedControl(page)).field, 'fixtures[7].check');
  assertTablesMatch(await readDetails(page), api.explore({ fields }), 'after add');

  // Duplicate the second row: the copy follows it.
  await page.click('failure-map-case li.row:nth-child(2) button[data-action="duplicate"]');
  await waitForState(page);
  fields = await readEditor(page);
  assert.equal(fields.length, 9);
  assert.deepEqual(fields[2], fields[1]);
  assert.equal((await focusedControl(page)).field, 'fixtures[2].check');
  let tables = await readTables(page);
  for (const id of IMPLS) {
    assert.equal(tables[id].rows.length, 9);
    assert.equal(tables[id].rows[2].check, 'unit weights');
  }
  assertTablesMatch(await readDetails(page), api.explore({ fields }), 'after duplicate');

  // Remove the first row: focus goes to the row that took its place.
  await page.click('failure-map-case li.row:nth-child(1) button[data-action="remove"]');
  await waitForState(page);
  fields = await readEditor(page);
  assert.equal(fields.length, 8);
  assert.equal(fields[0].check, 'unit weights');
  assert.equal((await focusedControl(page)).field, 'fixtures[0].check');
  tables = await readTables(page);
  for (const id of IMPLS) assert.equal(tables[id].rows[0].check, 'unit weights');
  assertTablesMatch(await readDetails(page), api.explore({ fields }), 'after remove');

  // The inputs' field names follow their rows (the core's errors name them).
  const names = await page.evaluate(() =>
    [...document.querySelector('failure-map-case').shadowRoot.querySelectorAll('li.row')].map(
      (row) => row.querySelector('[data-key="weight_sums"]').getAttribute('data-field'),
    ),
  );
  assert.deepEqual(names, fields.map((_, index) => `fixtures[${index}].weight_sums`));

  await page.click(button('reset'));
  await waitForState(page);
  assert.deepEqual(await readEditor(page), record);
  tables = await readTables(page);
  const expected = recordTables();
  for (const id of IMPLS) assert.deepEqual(tables[id].rows, expected[id], `${id} after reset`);
  assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 1');
  assert.equal(await waitForHash(page, (h) => h === '#n=1'), '#n=1');
}));

test('outcome filter: all, failed, passed hide rows by outcome and say how many show', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  const choose = (value) => page.check(`failure-map-case input[name="filter"][value="${value}"]`);

  await choose('failed');
  let tables = await readDetails(page);
  const counts = { broken: 4, 'unsuccessful-fix': 3, repair: 0 };
  for (const id of IMPLS) {
    const shown = tables[id].rows.filter((row) => !row.hidden);
    assert.ok(shown.every((row) => row.outcome === 'Failed'), `${id}: only failed rows`);
    assert.equal(shown.length, counts[id]);
    assert.ok(tables[id].rows.filter((row) => row.hidden).every((row) => row.outcome === 'Passed'));
    assert.equal(tables[id].shown, `Showing ${counts[id]} of 7 rows (failed)`);
  }

  await choose('passed');
  tables = await readDetails(page);
  for (const id of IMPLS) {
    const shown = tables[id].rows.filter((row) => !row.hidden);
    assert.ok(shown.every((row) => row.outcome === 'Passed'));
    assert.equal(tables[id].shown, `Showing ${7 - counts[id]} of 7 rows (passed)`);
  }

  // The filter holds across recomputes: in tolerance mode at N = 0.1 the repair passes all.
  await choose('failed');
  await fill(page, 'n', '0.1');
  await page.check('failure-map-case input[name="mode"][value="tolerance"]');
  await waitForState(page);
  tables = await readDetails(page);
  assert.equal(tables.repair.shown, 'Showing 0 of 7 rows (failed)');
  assert.ok(tables.repair.rows.every((row) => row.hidden));

  await choose('all');
  tables = await readDetails(page);
  for (const id of IMPLS) {
    assert.ok(tables[id].rows.every((row) => !row.hidden));
    assert.equal(tables[id].shown, null, 'no count when every row shows');
  }
}));

test('exact vs tolerance at N = 0.1: the repair passes 4 of 7 exactly and every row within 1e-9', () => withPage(suite.browser, suite.server.url('index.html#n=0.1'), async ({ page }) => {
  await waitForState(page);
  let tables = await readDetails(page);
  assert.equal(tables.repair.summary, '4 of 7 checks pass · exit 1');
  assert.deepEqual(tables.repair.rows.filter((row) => row.outcome === 'Failed').map((row) => row.check), [
    'unit weights', 'one batch', 'three batches',
  ]);
  assert.ok(tables.repair.rows.every((row) => row.ulps === null));
  // Under the repair's table, the core's line: its failures are rounding (the others fail by more).
  const roundingNote = api.explore({ n: '0.1' }).reports.find((r) => r.implementation === 'repair').roundingNote;
  assert.match(roundingNote, /^Each failed check is at most 2 units in the last place .* all 7 checks pass\.$/);
  assert.deepEqual(IMPLS.map((id) => tables[id].roundingNote), IMPLS.map((id) => (id === 'repair' ? roundingNote : null)));

  await page.check('failure-map-case input[name="mode"][value="tolerance"]');
  await waitForState(page);
  tables = await readDetails(page);
  const result = api.explore({ n: '0.1', mode: 'tolerance', tolerance: '1e-9' });
  assertTablesMatch(tables, result, 'tolerance 1e-9');
  assert.ok(tables.repair.rows.every((row) => row.outcome === 'Passed'), 'every repair row passes within 1e-9');
  assert.equal(tables.repair.summary, '4 of 7 checks pass · exit 1', 'the exact summary stays');
  assert.equal(tables.repair.toleranceSummary, '7 of 7 checks within a relative tolerance of 1e-09');
  assert.equal(tables.repair.roundingNote, null, 'the tolerance summary says it in tolerance mode');
  assert.deepEqual(tables.repair.headers, ['Boundary fixture', 'Actual', 'Expected', 'Outcome', 'ULPs', 'Why']);
  const ulps = Object.fromEntries(tables.repair.rows.map((row) => [row.check, row.ulps]));
  assert.equal(ulps['unit weights'], '1');
  assert.equal(ulps['one batch'], '1');
  assert.equal(ulps['three batches'], '2');
  for (const id of IMPLS) {
    const report = result.reports.find((r) => r.implementation === id);
    assert.deepEqual(tables[id].rows.map((row) => row.ulps), report.observations.map((o) => o.ulps ?? '—'));
    assert.equal(tables[id].toleranceSummary, report.toleranceSummary);
  }
  assert.equal(await waitForHash(page, (h) => h.includes('mode=tolerance')), '#n=0.1&mode=tolerance&tolerance=1e-9');
  await screenshot(page, 'index-tolerance');

  // A tighter tolerance: outcomes follow the core.
  await fill(page, 'tolerance', '1e-17');
  tables = await readDetails(page);
  assertTablesMatch(tables, api.explore({ n: '0.1', mode: 'tolerance', tolerance: '1e-17' }), 'tolerance 1e-17');
  assert.equal(tables.repair.rows.find((row) => row.check === 'unit weights').outcome, 'Failed');
  assert.equal(await waitForHash(page, (h) => h.endsWith('tolerance=1e-17')), '#n=0.1&mode=tolerance&tolerance=1e-17');

  // Back to exact: the ULP column and the tolerance summary go.
  await page.check('failure-map-case input[name="mode"][value="exact"]');
  await waitForState(page);
  tables = await readDetails(page);
  assert.ok(tables.repair.rows.every((row) => row.ulps === null));
  assert.equal(tables.repair.toleranceSummary, null);
  assert.equal(tables.repair.roundingNote, roundingNote, 'the line judges by 1e-9 whatever the tolerance field holds');
  assert.deepEqual(tables.repair.headers, ['Boundary fixture', 'Actual', 'Expected', 'Outcome', 'Why']);
  assert.equal(await waitForHash(page, (h) => h === '#n=0.1'), '#n=0.1');
}));

test('fragment: #n=0.1 and #fixtures=<floats.json> show the CLI tables; an edit round-trips', async () => {
  {
    const { page, log, close } = await open(suite.browser, suite.server.url('index.html#n=0.1'));
    try {
      await waitForState(page);
      const tables = await readTables(page);
      for (const id of IMPLS) assert.deepEqual(tables[id].rows, cliTable(id, '0.1'), `${id} #n=0.1`);
      assert.equal(await page.inputValue(input('n')), '0.1');
      await assertClean(page, log);
    } finally {
      await close();
    }
  }

  const floats = readFixtures('floats.json');
  let editedUrl;
  let editedTables;
  {
    const { page, log, close } = await open(suite.browser, suite.server.url(`index.html#fixtures=${encodeURIComponent(floats)}`));
    try {
      await waitForState(page);
      const tables = await readTables(page);
      for (const id of IMPLS) {
        assert.deepEqual(tables[id].rows, cliTableOn(id, floats), `${id} on floats.json`);
        assert.match(tables[id].caption, /: custom fixtures$/);
      }
      assert.deepEqual(await readEditor(page), api.explore({ fixtures: floats }).fixtures);
      // Edit, and let the address bar follow.
      await fill(page, 'fixtures[0].expected', '0.09999999999999999');
      editedTables = await readDetails(page);
      editedUrl = await page.evaluate(() => location.href);
      await waitForHash(page, (h) => h.startsWith('#fixtures=') && h !== `#fixtures=${encodeURIComponent(floats)}`);
      editedUrl = await page.evaluate(() => location.href);
      await assertClean(page, log);
    } finally {
      await close();
    }
  }
  {
    // The link reopens the same state.
    const { page, log, close } = await open(suite.browser, editedUrl);
    try {
      await waitForState(page);
      assert.deepEqual(await readDetails(page), editedTables);
      await assertClean(page, log);
    } finally {
      await close();
    }
  }
  {
    const { page, log, close } = await open(suite.browser, suite.server.url('index.html#n=0.1&mode=tolerance&tolerance=1e-9'));
    try {
      await waitForState(page);
      assert.equal(await page.isChecked('failure-map-case input[name="mode"][value="tolerance"]'), true);
      assert.equal(await page.inputValue(input('tolerance')), '1e-9');
      const tables = await readDetails(page);
      assert.ok(tables.repair.rows.every((row) => row.outcome === 'Passed'));
      // hashchange (a link on the page, the back button) brings its state in.
      await page.evaluate(() => {
        location.hash = '#n=2';
      });
      await waitForState(page);
      for (let tries = 0; tries < 40; tries += 1) {
        if ((await readTables(page)).broken.caption.endsWith('N = 2')) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const after = await readTables(page);
      for (const id of IMPLS) assert.deepEqual(after[id].rows, cliTable(id, '2'), `${id} after hashchange`);
      assert.equal(await page.isChecked('failure-map-case input[name="mode"][value="exact"]'), true);
      await assertClean(page, log);
    } finally {
      await close();
    }
  }
});

// Bad links: the record at the element's N, and a notice (role=status) naming what was wrong.
const BAD_LINKS = [
  ['#n=%zz', /its N — a broken %-escape at character 1/],
  ['#fixtures=%7B', /its fixtures — line 1, column 2/],
  ['#n=abc', /its N — "abc" is not a number/],
  ['#n=1e999', /its N — "1e999" is out of range/],
  ['#mode=fuzzy', /its comparison mode — expected "exact" or "tolerance"/],
  ['#n=0.1&mode=tolerance&tolerance=2', /its tolerance — a relative tolerance is above 0 and below 1/],
  ['#bogus=1', /unknown key "bogus"/],
  ['#n=1&n=2', /n is given twice/],
  [`#fixtures=${encodeURIComponent('{"fixtures": [{"check": "a", "weighted_sums": [1, 2], "weight_sums": [1], "expected": 1}]}')}`, /its fixtures — /],
];

test('a bad link shows the record and a notice naming what was wrong; never a broken page', async () => {
  const expected = recordTables();
  for (const [hash, message] of BAD_LINKS) {
    const { page, log, close } = await open(suite.browser, suite.server.url(`index.html${hash}`));
    try {
      await waitForState(page);
      const tables = await readTables(page);
      for (const id of IMPLS) assert.deepEqual(tables[id].rows, expected[id], `${hash}: ${id} is the record`);
      const notice = await page.evaluate(() => {
        const node = document.querySelector('failure-map-case').shadowRoot.querySelector('.notice');
        return { role: node.getAttribute('role'), hidden: node.hidden, text: node.textContent, height: node.getBoundingClientRect().height };
      });
      assert.equal(notice.role, 'status');
      assert.equal(notice.hidden, false, hash);
      assert.ok(notice.height > 0, `${hash}: the notice is visible`);
      assert.match(notice.text, /^This link could not be opened: /);
      assert.match(notice.text, message, hash);
      assert.match(notice.text, /Showing the record at N = 1 instead\.$/);
      assert.equal(await page.isChecked('failure-map-case input[name="mode"][value="exact"]'), true);
      if (hash === '#n=%zz') await screenshot(page, 'index-bad-link');
      // The next good edit clears it.
      await fill(page, 'n', '2');
      assert.equal(await page.evaluate(() => document.querySelector('failure-map-case').shadowRoot.querySelector('.notice').hidden), true);
      await assertClean(page, log);
    } finally {
      await close();
    }
  }
});

test('embed.html does not touch the address bar (no sync-url); controls="none" has no controls', () => withPage(suite.browser, suite.server.url('embed.html#n=0.1'), async ({ page }) => {
  await waitForState(page, { count: 2 });
  const first = await readTables(page, '#case-n1');
  assert.equal(first.repair.caption, 'The repair: boundary fixtures at N = 1', 'the fragment is not read');
  await page.fill('#case-n1 [data-field="n"]', '2');
  await waitForState(page, { count: 2 });
  assert.equal((await readTables(page, '#case-n1')).broken.caption, 'The failure: boundary fixtures at N = 2');
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(await page.evaluate(() => location.hash), '#n=0.1', 'the fragment is not written');
  const second = await page.evaluate(() => {
    const root = document.querySelector('#case-n01').shadowRoot;
    const visible = (node) => Boolean(node) && node.getClientRects().length > 0;
    return {
      controls: visible(root.querySelector('section.explore')),
      exports: [...root.querySelectorAll('.exports')].some(visible),
      why: root.querySelectorAll('td[data-col="why"]').length,
    };
  });
  assert.deepEqual(second, { controls: false, exports: false, why: 21 });
}));

test('a label with a line break survives editing another cell (the label field is a textarea)', async () => {
  const document = JSON.stringify({
    fixtures: [
      { check: 'two\nlines', weighted_sums: [2, 12], weight_sums: [1, 3], expected: 3.5 },
      { check: 'plain', weighted_sums: [1], weight_sums: [1], expected: 1 },
    ],
  });
  const { page, log, close } = await open(suite.browser, suite.server.url(`index.html#fixtures=${encodeURIComponent(document)}`));
  try {
    await waitForState(page);
    assert.equal((await readEditor(page))[0].check, 'two\nlines');
    await fill(page, 'fixtures[1].expected', '1.0');
    const fields = await readEditor(page);
    assert.equal(fields[0].check, 'two\nlines');
    const tables = await readTables(page);
    for (const id of IMPLS) assert.equal(tables[id].rows[0].check, 'two\nlines');
    // (The CLI's Markdown writes a line break in a label as a space: compare with the API.)
    const details = await readDetails(page);
    for (const report of api.explore({ fields }).reports) {
      assert.deepEqual(
        details[report.implementation].rows
          .map(({ check, actual, expected, outcome, why }) => ({ check, actual, expected, outcome, why })),
        report.observations
          .map(({ check, actual, expected, outcome, why }) => ({ check, actual, expected, outcome, why })),
      );
    }
    await assertClean(page, log);
  } finally {
    await close();
  }
});
