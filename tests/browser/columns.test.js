// The column the widget lives in: from 320 to 1200 px every fixture table shows every column and
// every cell without sideways scrolling, and no value is broken across lines — the record at
// several N, in tolerance mode (one more column), and custom fixtures with the longest values a
// float's repr can have. The element's own width decides (it is set on the element, not the
// viewport, as in a documentation site's content column).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  open, withPage, fileUrl, waitForState, screenshot, axeViolations, sharedBrowserAndServer, assertClean,
} = require('./support/browser');

const suite = sharedBrowserAndServer();

const WIDTHS = [];
for (let width = 320; width <= 1200; width += 8) WIDTHS.push(width);

// Widest values: 24-character reprs in both value columns, a long label, ints and floats.
const LONG_VALUES = JSON.stringify({
  fixtures: [
    {
      check: 'smallest normal, negated, against the largest float',
      weighted_sums: [-2.2250738585072014e-308],
      weight_sums: [1],
      expected: -1.7976931348623157e308,
    },
    { check: 'exact', weighted_sums: [3, 4], weight_sums: [1, 1], expected: 3.5 },
    { check: 'aVeryLongLabelWithoutAnySpaceThatMustWrapSomewhereInsideItsCell', weighted_sums: [1e-310], weight_sums: [3], expected: 1e-310 },
  ],
});

// Sets the element's width (not the viewport's: a documentation site's content column) and
// waits two frames, as a reader would see it; '' gives the element back its own width.
function setWidth(page, selector, width) {
  return page.evaluate(async ([hostSelector, w]) => {
    document.querySelector(hostSelector).style.width = w ? `${w}px` : '';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, [selector, width]);
}

// Runs `measure(page, selector)` at each width and collects what it reports, prefixed by the width.
async function sweepWidths(page, selector, widths, measure) {
  const problems = [];
  for (const width of widths) {
    await setWidth(page, selector, width);
    for (const problem of await measure(page, selector)) problems.push(`${width}px ${problem}`);
  }
  await setWidth(page, selector, null);
  return problems;
}

// The fixture tables whose content is wider than their box or spill out of the element, cells
// with no box or outside their table's box, and values laid out on more than one line.
function tableProblems(page, selector) {
  return page.evaluate((hostSelector) => {
    const host = document.querySelector(hostSelector);
    const problems = [];
    const hostBox = host.getBoundingClientRect();
    for (const wrap of host.shadowRoot.querySelectorAll('.table-wrap')) {
      const table = wrap.querySelector('table');
      const id = table.dataset.impl;
      if (wrap.scrollWidth > wrap.clientWidth) problems.push(`${id}: wider than its box (${wrap.scrollWidth} > ${wrap.clientWidth})`);
      const box = wrap.getBoundingClientRect();
      if (box.right > hostBox.right + 0.5 || box.left < hostBox.left - 0.5) problems.push(`${id}: outside the element`);
      for (const cell of table.querySelectorAll('tbody th, tbody td')) {
        const rects = cell.getClientRects();
        const where = `${id} ${cell.parentElement.dataset.check} ${cell.dataset.col || 'check'}`;
        if (!rects.length || rects[0].width === 0 || rects[0].height === 0) {
          problems.push(`${where}: not shown`);
          continue;
        }
        const cellBox = cell.getBoundingClientRect();
        if (cellBox.left < box.left - 0.5 || cellBox.right > box.right + 0.5) problems.push(`${where}: outside its table`);
      }
      for (const value of table.querySelectorAll('.value')) {
        const lines = new Set([...value.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`${id}: value ${value.textContent} broken over ${lines.size} lines`);
      }
    }
    return problems;
  }, selector);
}

async function setTolerance(page) {
  await page.locator('failure-map-case input[name="mode"][value="tolerance"]').check();
  await page.waitForFunction(() => {
    const root = document.querySelector('failure-map-case').shadowRoot;
    const rows = root.querySelectorAll('tbody tr').length;
    return rows > 0 && root.querySelectorAll('td[data-col="ulps"]').length === rows;
  });
}

const CASES = [
  { name: 'the record at N = 1', hash: '' },
  { name: 'the record at N = 0.1', hash: '#n=0.1' },
  { name: 'the record at N = -3.7e-5', hash: '#n=-3.7e-5' },
  { name: 'the record at N = 0.1 in tolerance mode', hash: '#n=0.1', tolerance: true },
  { name: 'custom fixtures with the widest values, in tolerance mode', hash: `#fixtures=${encodeURIComponent(LONG_VALUES)}`, tolerance: true },
];

for (const { name, hash, tolerance } of CASES) {
  test(`${name}: every column and cell shown, nothing wider than its box, 320–1200 px`, async () => {
    const { page, log, close } = await open(suite.browser, `${fileUrl('index.html')}${hash}`, { viewport: { width: 1280, height: 900 } });
    try {
      await waitForState(page);
      if (tolerance) await setTolerance(page);
      const problems = await sweepWidths(page, 'failure-map-case', WIDTHS, tableProblems);
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems at ${[...new Set(problems.map((p) => p.split(" ")[0]))].join(" ")}`);
      await assertClean(page, log);
    } finally {
      await close();
    }
  });
}

test('the three layouts: a Why column when wide, a Why line under each row, cards when narrow', async () => {
  const { page, close } = await open(suite.browser, fileUrl('index.html'), { viewport: { width: 1280, height: 900 } });
  try {
    await waitForState(page);
    const layoutAt = async (width) => {
      await setWidth(page, 'failure-map-case', width);
      return page.evaluate(() => {
        const host = document.querySelector('failure-map-case');
        const table = host.shadowRoot.querySelector('table[data-impl="broken"]');
        const row = table.querySelector('tbody tr');
        const cell = (col) => row.querySelector(`td[data-col="${col}"]`).getBoundingClientRect();
        const label = row.querySelector('th').getBoundingClientRect();
        // The part of the Why header inside its (possibly clipped, 1-px) head row group.
        const head = table.querySelector('thead th[data-col="why"]').getBoundingClientRect();
        const group = table.querySelector('thead').getBoundingClientRect();
        const seen = (Math.min(head.right, group.right) - Math.max(head.left, group.left))
          * (Math.min(head.bottom, group.bottom) - Math.max(head.top, group.top));
        return {
          whyBesideOutcome: Math.abs(cell('why').top - cell('outcome').top) < 2 && cell('why').left >= cell('outcome').right - 1,
          whyUnderRow: cell('why').top >= cell('actual').bottom - 1 && cell('why').left <= label.left + 1,
          valuesUnderLabel: cell('actual').top >= label.bottom - 1,
          whyHeaderShown: seen > 1,
        };
      });
    };
    const wide = await layoutAt(1100);
    assert.deepEqual(wide,
      { whyBesideOutcome: true, whyUnderRow: false, valuesUnderLabel: false, whyHeaderShown: true });
    const medium = await layoutAt(600);
    assert.deepEqual(medium,
      { whyBesideOutcome: false, whyUnderRow: true, valuesUnderLabel: false, whyHeaderShown: false });
    await screenshot(page, 'columns-600');
    const narrow = await layoutAt(340);
    assert.deepEqual(narrow,
      { whyBesideOutcome: false, whyUnderRow: true, valuesUnderLabel: true, whyHeaderShown: false });
    await screenshot(page, 'columns-340');
  } finally {
    await close();
  }
});

// Every box that clips or scrolls sideways in the panel, and the card itself, holds content no
// wider than itself; no number is laid out over two lines; the plot stays inside. Boxes of 1 px
// are visually hidden (their text is for assistive technology).
function panelProblems(page, selector) {
  return page.evaluate((hostSelector) => {
    const host = document.querySelector(hostSelector);
    const problems = [];
    for (const node of host.shadowRoot.querySelectorAll('*')) {
      if (node.closest('svg')) continue;
      const clips = getComputedStyle(node).overflowX !== 'visible' || node.classList.contains('card');
      if (clips && node.clientWidth > 2 && node.scrollWidth > node.clientWidth) {
        problems.push(`${node.localName}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
      }
    }
    for (const value of host.shadowRoot.querySelectorAll('.num, .value, td')) {
      if (value.querySelector('span, div')) continue;
      const lines = new Set([...value.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1 && /^[-+.\d\se]+$/.test(value.textContent)) problems.push(`${value.textContent} broken over lines`);
    }
    const plot = host.shadowRoot.querySelector('svg[data-plot]');
    if (plot && plot.getBoundingClientRect().right > host.getBoundingClientRect().right + 0.5) problems.push('the plot spills out');
    return problems;
  }, selector);
}

const PANEL_WIDTHS = WIDTHS.filter((width, index) => index % 3 === 0);

test('training panel, its numbers shown: nothing wider than its box, 320–1200 px', () => withPage(suite.browser, fileUrl('training.html'), { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
  await page.waitForFunction(() => document.querySelector('failure-map-training').dataset.state === 'ready', null, { timeout: 15000 });
  await page.locator('failure-map-training button:has-text("Show numbers")').click();
  const problems = await sweepWidths(page, 'failure-map-training', PANEL_WIDTHS, panelProblems);
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
}));

test('log panel, the example checked: nothing wider than its box, plot drawn at the width, 320–1200 px', () => withPage(suite.browser, fileUrl('log.html'), { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
  await page.waitForFunction(() => document.querySelector('failure-map-log').dataset.state === 'idle', null, { timeout: 15000 });
  await page.locator('failure-map-log button[data-action="example"]').click();
  await page.locator('failure-map-log button[data-action="check"]').click();
  await page.waitForFunction(() => document.querySelector('failure-map-log').dataset.state === 'ready', null, { timeout: 15000 });
  const problems = await sweepWidths(page, 'failure-map-log', PANEL_WIDTHS, panelProblems);
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  // The plot's text keeps its size: the drawing is as wide as its column, not scaled down.
  await setWidth(page, 'failure-map-log', 340);
  const scale = await page.evaluate(() => {
    const plot = document.querySelector('failure-map-log').shadowRoot.querySelector('svg[data-plot]');
    return plot.getBoundingClientRect().width / plot.viewBox.baseVal.width;
  });
  assert.ok(Math.abs(scale - 1) < 0.01, `the plot is drawn at ${scale}× its size`);
}));

// The rows and cards layouts pass axe-core's WCAG 2.1 A/AA rules in both themes (what the
// browser exposes of them: accessibility-tree.test.js).
for (const [width, layout] of [[600, 'rows'], [340, 'cards']]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`${layout} at ${width} px (${colorScheme}): no WCAG 2.1 A/AA violation`, async () => {
      const { page, close } = await open(suite.browser, fileUrl('index.html'), { viewport: { width: 1280, height: 900 }, colorScheme });
      try {
        await waitForState(page);
        await setWidth(page, 'failure-map-case', width);
        const layouts = await page.evaluate(() => [...document.querySelector('failure-map-case').shadowRoot.querySelectorAll('.table-wrap')]
          .map((wrap) => wrap.getAttribute('data-layout')));
        assert.deepEqual(layouts, [layout, layout, layout]);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await close();
      }
    });
  }
}
