// index.html, over file:// and over http://: the widget renders the record and its three tables
// with the record's own figures, loads nothing but the page's files and logs no error.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, withPage, fileUrl, waitForState, readTables, assertClean, screenshot, sharedBrowserAndServer,
} = require('./support/browser');
const { recordTables, cliTable } = require('./support/expected');
const { cliStdout } = require('../support/cli');

const IMPLS = [
  ['broken', 'The failure', 'SHA-256 / 5f2acf9a59aaa99483595e3cae6e0327ec0a55821785c3d2b6936c3ad2598a94'],
  ['unsuccessful-fix', 'The unsuccessful fix', 'SHA-256 / a135344a6ee6523f85a7ffa51aee2ea52bf326a724e351a9ea1a875a408299a0'],
  ['repair', 'The repair', null],
];

const suite = sharedBrowserAndServer();
const expected = recordTables();
// The core's words for the record's sections and the tables' columns (the static render's JSON):
// the live element, which carries its own copy to keep the page's bundle small, must agree.
const core = JSON.parse(cliStdout(['render', '--format', 'json']));

// Header, sections and panels as the record writes them.
function readRecordText(page) {
  return page.evaluate(() => {
    const root = document.querySelector('failure-map-case').shadowRoot;
    const text = (selector) => [...root.querySelectorAll(selector)].map((node) => node.textContent);
    return {
      eyebrow: text('header .eyebrow')[0],
      title: text('h2')[0],
      access: text('.access')[0],
      headings: text('h3'),
      hashes: text('.hash'),
      summaries: Object.fromEntries([...root.querySelectorAll('[data-summary]')].map((p) => [p.dataset.summary, p.textContent])),
      held: text('.held p'),
      code: text('pre code'),
      alertHidden: root.querySelector('[role="alert"]').hidden,
      rowHeaders: [...root.querySelectorAll('tbody tr > :first-child')].every((cell) => cell.matches('th[scope="row"]')),
      colHeaders: text('thead th[scope="col"]'),
    };
  });
}

for (const transport of ['file', 'http']) {
  test(`index.html over ${transport}:// shows the record's figures`, async () => {
    const url = transport === 'file' ? fileUrl('index.html') : suite.server.url('index.html');
    const { page, log, close } = await open(suite.browser, url);
    try {
      await waitForState(page);
      const tables = await readTables(page);
      assert.deepEqual(Object.keys(tables), IMPLS.map(([id]) => id));
      for (const [id, title] of IMPLS) {
        assert.equal(tables[id].caption, `${title}: boundary fixtures at N = 1`);
        assert.deepEqual(tables[id].rows, expected[id], `${id} table`);
      }

      const text = await readRecordText(page);
      assert.equal(text.eyebrow, 'FA-98851 · Gradient accumulation weighting');
      assert.equal(text.title, 'Sample weights are normalized by raw item count · case 01');
      assert.equal(text.access, 'Open access');
      assert.deepEqual(text.headings, [
        ...core.before.map((section) => section.heading),
        // The record reads first: its tables, then the controls that explore it.
        ...core.implementations.map((impl) => impl.title), 'Explore the failure',
        ...core.after.map((section) => section.heading),
      ]);
      assert.deepEqual(text.hashes, [
        IMPLS[0][2], IMPLS[1][2],
        'Case digest / 89df7a20abd7200c8a92cdb8d9937f0bfe9a845f03088984a11c1f11bc4eb1b1',
      ]);
      assert.deepEqual(text.summaries, {
        broken: '3 of 7 checks pass · exit 1',
        'unsuccessful-fix': '4 of 7 checks pass · exit 1',
        repair: '7 of 7 checks pass · exit 0',
      });
      assert.equal(text.held[0], 'The verified repair and its recorded checks are member-only.');
      assert.match(text.code[0], /return sum\(weighted_sums\) \/ max\(1, len\(weighted_sums\)\)$/);
      assert.equal(text.alertHidden, true);
      assert.equal(text.rowHeaders, true);
      assert.deepEqual(text.colHeaders.slice(0, 4), core.columns.filter((c) => c.id !== 'why').map((c) => c.heading));

      await assertClean(page, log);
      if (transport === 'http') {
        assert.deepEqual([...new Set(suite.server.requests)].sort(), ['/failure-map.js', '/index.html', '/page.css']);
        await screenshot(page, 'index-light');
      }
    } finally {
      await close();
    }
  });
}

test('the ready event and performance mark come once, after the first render', () => withPage(suite.browser, suite.server.url('index.html'), async ({ page }) => {
  await waitForState(page);
  const seen = await page.evaluate(() => ({
    marks: performance.getEntriesByName('failure-map:ready', 'mark').length,
    rows: document.querySelector('failure-map-case').shadowRoot.querySelectorAll('tr[data-check]').length,
  }));
  assert.equal(seen.marks, 1);
  assert.ok(seen.rows > 0);
  // A widget added later fires failure-map-ready (bubbling out of the shadow tree) with its tables in place.
  const event = await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('failure-map-ready', (e) => {
          const host = e.target;
          resolve({
            tag: host.localName,
            state: host.getAttribute('data-state'),
            tables: host.shadowRoot.querySelectorAll('table[data-impl]').length,
            composed: e.composed,
            bubbles: e.bubbles,
          });
        }, { once: true });
        const widget = document.createElement('failure-map-case');
        widget.setAttribute('n', '2');
        document.querySelector('main').append(widget);
      }),
  );
  assert.deepEqual(event, { tag: 'failure-map-case', state: 'ready', tables: 3, composed: true, bubbles: true });
}));

// index.html's script is render-blocking: the widget renders (synchronously after the script has
// inflated and compiled the core) before the browser paints anything, so no paint lacks the tables.
test('index.html paints first with the tables in place (no paint before failure-map:ready)', async () => {
  const { page, close } = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(page);
    const times = await page.evaluate(async () => {
      while (performance.getEntriesByName('first-contentful-paint').length === 0) await new Promise((r) => setTimeout(r, 10));
      return {
        ready: performance.getEntriesByName('failure-map:ready')[0].startTime,
        paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      };
    });
    assert.ok(times.paint >= times.ready, `first paint at ${times.paint} ms came before failure-map:ready at ${times.ready} ms`);
  } finally {
    await close();
  }
});

test('changing n re-renders; a bad N shows an error naming N and keeps the last good tables', () => withPage(suite.browser, fileUrl('index.html'), async ({ page }) => {
  await waitForState(page);
  const widget = 'failure-map-case';
  await page.evaluate(() => document.querySelector('failure-map-case').setAttribute('n', '0.1'));
  await waitForState(page);
  let tables = await readTables(page, widget);
  assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 0.1');
  assert.deepEqual(tables.repair.rows, cliTable('repair', '0.1'));
  assert.deepEqual(tables.broken.rows, cliTable('broken', '0.1'));

  await page.evaluate(() => document.querySelector('failure-map-case').setAttribute('n', 'abc'));
  await waitForState(page, { state: 'error' });
  const alert = await page.evaluate(() => {
    const node = document.querySelector('failure-map-case').shadowRoot.querySelector('[role="alert"]');
    return { hidden: node.hidden, text: node.textContent, visible: node.getBoundingClientRect().height > 0 };
  });
  assert.equal(alert.hidden, false);
  assert.equal(alert.visible, true);
  assert.match(alert.text, /\bN\b/);
  assert.match(alert.text, /"abc" is not a number/);
  tables = await readTables(page, widget);
  assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 0.1', 'last good tables kept');
  await screenshot(page, 'index-error');

  await page.evaluate(() => document.querySelector('failure-map-case').setAttribute('n', '1'));
  await waitForState(page);
  tables = await readTables(page, widget);
  assert.deepEqual(tables.repair.rows, recordTables().repair);
  const hidden = await page.evaluate(
    () => document.querySelector('failure-map-case').shadowRoot.querySelector('[role="alert"]').hidden,
  );
  assert.equal(hidden, true, 'the error goes once N is valid again');

  // A widget whose first N is invalid: error state, message, no tables.
  const fresh = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const host = document.createElement('failure-map-case');
        host.id = 'bad';
        host.setAttribute('n', 'abc');
        host.addEventListener('failure-map-error', (event) => resolve({
          state: host.getAttribute('data-state'),
          message: host.shadowRoot.querySelector('[role="alert"]').textContent,
          detail: event.detail,
          tables: host.shadowRoot.querySelectorAll('table').length,
          title: host.shadowRoot.querySelector('h2').textContent,
        }), { once: true });
        document.querySelector('main').append(host);
      }),
  );
  assert.equal(fresh.state, 'error');
  assert.equal(fresh.detail.field, 'n');
  assert.match(fresh.message, /^Error: N is invalid: "abc" is not a number/);
  assert.equal(fresh.tables, 0);
  assert.equal(fresh.title, 'Sample weights are normalized by raw item count · case 01', 'the record still shows');
}));

test('index.html in dark mode', async () => {
  const { page, log, close } = await open(suite.browser, fileUrl('index.html'), { colorScheme: 'dark' });
  try {
    await waitForState(page);
    const theme = await page.evaluate(() => {
      const host = document.querySelector('failure-map-case');
      const card = host.shadowRoot.querySelector('.card');
      return { theme: host.getAttribute('data-fm-theme'), background: getComputedStyle(card).backgroundColor };
    });
    assert.equal(theme.theme, 'dark');
    assert.equal(theme.background, 'rgb(13, 17, 23)');
    await assertClean(page, log);
    await screenshot(page, 'index-dark');
  } finally {
    await close();
  }
});
