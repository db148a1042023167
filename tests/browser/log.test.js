// log.html: the <failure-map-log> panel, over http and file://. Its overall values are the native
// CLI's (`failure-map check LOG`, compared as text), a file chosen with the file input or dropped
// on the panel is checked, axe-core finds no WCAG 2.1 A/AA violation (light, dark, results, error),
// a bad log shows the core's message (naming the line) in an alert and keeps the last results, a
// large file (25,000 steps) gives the CLI's values and a bounded view, hostile step labels render
// as text, and nothing logs a console error. Screenshot:
// build/screenshots/log-light.png.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { cliCheckResults } = require('../support/cli');
const {
  open, waitForPanelState, withPage, fileUrl, axeViolations, assertClean, screenshot, sharedBrowserAndServer,
} = require('./support/browser');
const { STRICT_CSP } = require('./support/server');

const ROOT = path.resolve(__dirname, '..', '..');
const LOGS = path.join(ROOT, 'tests', 'data', 'logs');
const HOST = 'failure-map-log';
const IMPLS = ['broken', 'unsuccessful-fix', 'repair'];

const suite = sharedBrowserAndServer({ servers: { strict: { headers: { 'Content-Security-Policy': STRICT_CSP } } } });

// The CLI's overall results as text: the numbers exactly as its JSON line writes them (Python's
// json: repr, except NaN/Infinity, which the core writes nan/inf).
function cliOverall(file) {
  const results = cliCheckResults(file);
  const text = (v) => ({ NaN: 'nan', Infinity: 'inf', '-Infinity': '-inf' }[v] ?? v);
  return Object.fromEntries(Object.entries(results).map(([id, value]) => [id, text(value)]));
}

const waitState = (page, state) => waitForPanelState(page, HOST, state);

// Pastes steps.csv into the panel once it is idle; its overall values are the CLI's. Returns the
// panel as readPanel() reads it.
async function pasteSteps(page) {
  await waitState(page, 'idle');
  const stepsFile = path.join(LOGS, 'steps.csv');
  await paste(page, fs.readFileSync(stepsFile, 'utf8'));
  await waitState(page, 'ready');
  const shown = await readPanel(page);
  const expected = cliOverall(stepsFile);
  for (const id of IMPLS) assert.equal(shown.overall[id].value, expected[id], `${id} value`);
  return shown;
}

function readPanel(page) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel).shadowRoot;
    const text = (node) => (node ? node.textContent : null);
    const overall = {};
    for (const tr of root.querySelectorAll('table[data-table="overall"] tr[data-impl]')) {
      overall[tr.dataset.impl] = {
        value: text(tr.querySelector('td[data-col="value"]')),
        rel: text(tr.querySelector('td[data-col="relative-error"]')),
      };
    }
    const stepRows = [...root.querySelectorAll('table[data-table="steps"] tbody tr')];
    const alert = root.querySelector('[role="alert"]');
    return {
      overall,
      steps: stepRows.map((tr) => tr.querySelector('th').textContent),
      stepsNote: text(root.querySelector('[data-steps-note]')),
      series: [...root.querySelectorAll('svg[data-plot="steps"] path[data-series]')].map((p) => [p.dataset.series, p.getAttribute('d').length]),
      plotRole: root.querySelector('svg[data-plot="steps"]')?.getAttribute('role') ?? null,
      alert: text(alert),
      invalid: root.querySelector('textarea').getAttribute('aria-invalid'),
      imgs: root.querySelectorAll('img').length,
      verdict: root.querySelector('[data-verdict]')?.dataset.verdict ?? null,
      verdictText: text(root.querySelector('[data-verdict] h3')),
      errorPlots: [...root.querySelectorAll('[data-error-plot]')].map((f) => f.dataset.errorPlot),
      warnings: [...root.querySelectorAll('[data-warning]')].map((li) => li.dataset.warning),
    };
  }, HOST);
}

async function paste(page, text) {
  await page.locator(`${HOST} textarea[data-field="log"]`).fill(text);
  await page.locator(`${HOST} button[data-action="check"]`).click();
}

for (const [scheme, urlOf] of [['http', () => suite.server.url('log.html')], ['file', () => fileUrl('log.html')]]) {
  test(`${scheme}: steps.csv pasted equals the CLI; plain.tsv by file input; bad log keeps results`, async () => {
    const opened = await open(suite.browser, urlOf());
    const { page, log } = opened;
    try {
      let shown = await pasteSteps(page);
      assert.match(shown.overall.broken.rel, /^[0-9.e+-]+$/);
      assert.equal(shown.steps.length, 20);
      assert.equal(shown.stepsNote, 'Showing steps 1–20 of 20 (in log order).');
      assert.equal(shown.verdict, 'no-loss');  // steps.csv has no loss column
      assert.deepEqual(shown.series.map(([id]) => id), IMPLS);
      assert.ok(shown.series.every(([, length]) => length > 10));
      assert.equal(shown.plotRole, 'img');

      // A file through the file input (no step column: no per-step table).
      const tsv = path.join(LOGS, 'plain.tsv');
      await page.locator(`${HOST} input[type="file"]`).setInputFiles(tsv);
      await waitState(page, 'ready');
      shown = await readPanel(page);
      const expectedTsv = cliOverall(tsv);
      for (const id of IMPLS) assert.equal(shown.overall[id].value, expectedTsv[id], `plain.tsv ${id}`);
      assert.equal(shown.steps.length, 0);

      // A bad log: the core's message in the alert, the last results stay.
      await paste(page, 'weighted_sum,weight_sum\n1,x\n');
      await waitState(page, 'error');
      const bad = await readPanel(page);
      assert.match(bad.alert, /line 2/);
      assert.equal(bad.invalid, 'true');
      assert.deepEqual(bad.overall, shown.overall);

      // The example (a real PyTorch run's log, loss.mean() / accum_steps) checks at once.
      await page.locator(`${HOST} button[data-action="example"]`).click();
      await waitState(page, 'ready');
      const example = await readPanel(page);
      assert.equal(example.steps.length, 8);
      assert.equal(example.alert, '');
      assert.equal(example.verdict, 'affected');
      assert.match(example.verdictText, /^Affected this run's loss follows the unsuccessful fix on all 8 steps compared/);
      assert.deepEqual(example.errorPlots, ['broken', 'unsuccessful-fix']);
      if (scheme === 'http') await screenshot(page, 'log-light');

      await assertClean(page, log);
    } finally {
      await opened.close();
    }
  });
}

// A file dropped on the panel: dragover marks it as a drop target (and accepts the drop), the
// drop checks the file, and the values are the CLI's.
test('a file dropped on the panel is checked; the values equal the CLI', async () => {
  const opened = await open(suite.browser, suite.server.url('log.html'));
  const { page, log } = opened;
  try {
    await waitState(page, 'idle');
    const stepsFile = path.join(LOGS, 'steps.csv');
    const events = await page.evaluate(({ sel, text }) => {
      const card = document.querySelector(sel).shadowRoot.querySelector('.card');
      const data = new DataTransfer();
      data.items.add(new File([text], 'steps.csv', { type: 'text/csv' }));
      const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
      card.dispatchEvent(over);
      const marked = card.classList.contains('dragging');
      const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      card.dispatchEvent(drop);
      return { overAccepted: over.defaultPrevented, marked, dropHandled: drop.defaultPrevented, unmarked: !card.classList.contains('dragging') };
    }, { sel: HOST, text: fs.readFileSync(stepsFile, 'utf8') });
    assert.deepEqual(events, { overAccepted: true, marked: true, dropHandled: true, unmarked: true });
    await waitState(page, 'ready');
    const shown = await readPanel(page);
    const expected = cliOverall(stepsFile);
    for (const id of IMPLS) assert.equal(shown.overall[id].value, expected[id], `${id} value`);
    assert.equal(shown.steps.length, 20);
    // The requests made: the lab, and no interpreter or editor code (failure-map-tryfix.js).
    assert.ok(log.requests.some((r) => r.endsWith('/failure-map-lab.js')));
    assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-tryfix.js')), 'a log page downloads no fix-panel code');
    assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-render.js')), 'nor the static-markup renderer');
    await assertClean(page, log);
  } finally {
    await opened.close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe-core: no WCAG 2.1 A/AA violation on log.html (${colorScheme}), before and after a check`, async () => {
    const opened = await open(suite.browser, suite.server.url('log.html'), { colorScheme });
    const { page } = opened;
    try {
      await waitState(page, 'idle');
      assert.deepEqual(await axeViolations(page), [], 'before a check');
      await paste(page, fs.readFileSync(path.join(LOGS, 'steps.csv'), 'utf8'));
      await waitState(page, 'ready');
      assert.deepEqual(await axeViolations(page), [], 'with results, plot and per-step table');
      await paste(page, 'weighted_sum,weight_sum\n1,x\n');
      await waitState(page, 'error');
      assert.deepEqual(await axeViolations(page), [], 'with an error');
    } finally {
      await opened.close();
    }
  });
}

test('a 4 MB log of 25,000 steps by file input equals the CLI; the view holds the first 10,000 steps', async () => {
  const lines = ['step,weighted_sum,weight_sum'];
  for (let i = 0; i < 200000; i += 1) lines.push(`${i >> 3},${Math.sin(i) * 10 + 11},${(i % 7) + 1}`);
  const file = path.join(require('node:os').tmpdir(), `failure-map-log-test-${process.pid}.csv`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  const opened = await open(suite.browser, suite.server.url('log.html'));
  const { page, log } = opened;
  try {
    await waitState(page, 'idle');
    await page.locator(`${HOST} input[type="file"]`).setInputFiles(file);
    await waitState(page, 'ready', 60000);
    const shown = await readPanel(page);
    const expected = cliOverall(file);
    for (const id of IMPLS) assert.equal(shown.overall[id].value, expected[id], `${id} value`);
    assert.equal(shown.stepsNote, 'Showing steps 1–200 of 25000 (in log order).');
    const result = await page.evaluate((sel) => document.querySelector(sel).result, HOST);
    assert.equal(result.batches, 200000);
    assert.equal(result.stepsTotal, 25000);
    assert.equal(result.steps.length, 10000);
    assert.equal(result.steps[9999].step, '9999');
    // Any step is reachable: a late one by its label (beyond the answer's 10,000 steps), and the
    // worst step of the unsuccessful fix by its button.
    await page.locator(`${HOST} input[data-field="step"]`).fill('24000');
    await page.locator(`${HOST} button[data-action="go"]`).click();
    await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('tr[data-step="24000"]'), HOST, { timeout: 30000 });
    const late = await readPanel(page);
    assert.equal(late.steps[0], '24000');
    assert.equal(late.stepsNote, 'Showing steps 24001–24200 of 25000 (in log order).');
    const worst = result.errors['unsuccessful-fix'].max_step;
    await page.locator(`${HOST} [data-worst="unsuccessful-fix"] button[data-index="${result.errors['unsuccessful-fix'].worst[0].index}"]`).click();
    await page.waitForFunction(([sel, step]) => document.querySelector(sel).shadowRoot.querySelector(`tr.asked[data-step="${step}"]`), [HOST, worst.step], { timeout: 30000 });
    await assertClean(page, log);
  } finally {
    await opened.close();
    fs.rmSync(file, { force: true });
  }
});

test('hostile step labels render as text', async () => {
  const opened = await open(suite.browser, suite.server.url('log.html'));
  const { page, log } = opened;
  try {
    await waitState(page, 'idle');
    const hostile = '<img src=x onerror=window.__pwned=1>';
    await paste(page, `step\tweighted_sum\tweight_sum\n${hostile}\t1\t2\n${hostile}\t3\t4\nb"<script>window.__pwned=2</script>\t1\t1\n`);
    await waitState(page, 'ready');
    await new Promise((r) => setTimeout(r, 200));
    const shown = await readPanel(page);
    assert.equal(shown.steps[0], hostile);
    assert.equal(shown.imgs, 0);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await assertClean(page, log);
  } finally {
    await opened.close();
  }
});

test('320 px: no horizontal overflow of the page', async () => {
  const opened = await open(suite.browser, suite.server.url('log.html'), { viewport: { width: 320, height: 700 } });
  const { page } = opened;
  try {
    await waitState(page, 'idle');
    await paste(page, fs.readFileSync(path.join(LOGS, 'steps.csv'), 'utf8'));
    await waitState(page, 'ready');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
    }));
    assert.ok(widths.scroll <= widths.client, `page overflows: ${JSON.stringify(widths)}`);
    await screenshot(page, 'log-320');
  } finally {
    await opened.close();
  }
});

test('under a strict Content-Security-Policy the panel checks a log with no violation', () => withPage(suite.browser, suite.servers.strict.url('log.html'), async ({ page }) => {
  await pasteSteps(page);
}));
