// The column the widget lives in: from 320 to 1200 px every fixture table shows every column and
// every cell without sideways scrolling, and no value is broken across lines — the record at
// several N, in tolerance mode (one more column), and custom fixtures with the longest values a
// float's repr can have. The element's own width decides (it is set on the element, not the
// viewport, as in a documentation site's content column).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, fileUrl, waitForState, screenshot, sharedBrowserAndServer } = require('./support/browser');

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

// For each width (after a frame, as a reader would see it): the tables whose content is wider
// than their box or spill out of the element, cells with no box or outside their table's box,
// and values laid out on more than one line.
function sweep(page, widths) {
  return page.evaluate(async (list) => {
    const host = document.querySelector('failure-map-case');
    const root = host.shadowRoot;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const problems = [];
    for (const width of list) {
      host.style.width = `${width}px`;
      await frame();
      await frame();
      const hostBox = host.getBoundingClientRect();
      for (const wrap of root.querySelectorAll('.table-wrap')) {
        const table = wrap.querySelector('table');
        const id = table.dataset.impl;
        if (wrap.scrollWidth > wrap.clientWidth) problems.push(`${width}px ${id}: wider than its box (${wrap.scrollWidth} > ${wrap.clientWidth})`);
        const box = wrap.getBoundingClientRect();
        if (box.right > hostBox.right + 0.5 || box.left < hostBox.left - 0.5) problems.push(`${width}px ${id}: outside the element`);
        for (const cell of table.querySelectorAll('tbody th, tbody td')) {
          const rects = cell.getClientRects();
          const where = `${width}px ${id} ${cell.parentElement.dataset.check} ${cell.dataset.col || 'check'}`;
          if (!rects.length || rects[0].width === 0 || rects[0].height === 0) {
            problems.push(`${where}: not shown`);
            continue;
          }
          const cellBox = cell.getBoundingClientRect();
          if (cellBox.left < box.left - 0.5 || cellBox.right > box.right + 0.5) problems.push(`${where}: outside its table`);
        }
        for (const value of table.querySelectorAll('.value')) {
          const lines = new Set([...value.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${width}px ${id}: value ${value.textContent} broken over ${lines.size} lines`);
        }
      }
    }
    host.style.width = '';
    return problems;
  }, widths);
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
      const problems = await sweep(page, WIDTHS);
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems at ${[...new Set(problems.map((p) => p.split(" ")[0]))].join(" ")}`);
      assert.deepEqual(log.consoleErrors, []);
    } finally {
      await close();
    }
  });
}

test('the three layouts: a Why column when wide, a Why line under each row, cards when narrow', async () => {
  const { page, close } = await open(suite.browser, fileUrl('index.html'), { viewport: { width: 1280, height: 900 } });
  try {
    await waitForState(page);
    const layoutAt = (width) =>
      page.evaluate(async (w) => {
        const host = document.querySelector('failure-map-case');
        host.style.width = `${w}px`;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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
      }, width);
    const wide = await layoutAt(1100);
    assert.deepEqual(wide, { whyBesideOutcome: true, whyUnderRow: false, valuesUnderLabel: false, whyHeaderShown: true });
    const medium = await layoutAt(600);
    assert.deepEqual(medium, { whyBesideOutcome: false, whyUnderRow: true, valuesUnderLabel: false, whyHeaderShown: false });
    await page.evaluate(() => { document.querySelector('failure-map-case').style.width = '600px'; });
    await screenshot(page, 'columns-600');
    const narrow = await layoutAt(340);
    assert.deepEqual(narrow, { whyBesideOutcome: false, whyUnderRow: true, valuesUnderLabel: true, whyHeaderShown: false });
    await screenshot(page, 'columns-340');
  } finally {
    await close();
  }
});

// Every box that clips or scrolls sideways in the panel, and the card itself, holds content no
// wider than itself at each width; no number is laid out over two lines. Boxes of 1 px are
// visually hidden (their text is for assistive technology).
function sweepPanel(page, selector, widths) {
  return page.evaluate(async ([hostSelector, list]) => {
    const host = document.querySelector(hostSelector);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const problems = [];
    for (const width of list) {
      host.style.width = `${width}px`;
      await frame();
      await frame();
      for (const node of host.shadowRoot.querySelectorAll('*')) {
        if (node.closest('svg')) continue;
        const style = getComputedStyle(node);
        const clips = style.overflowX !== 'visible' || node.classList.contains('card');
        if (clips && node.clientWidth > 2 && node.scrollWidth > node.clientWidth) {
          problems.push(`${width}px ${node.localName}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
        }
      }
      for (const value of host.shadowRoot.querySelectorAll('.num, .value, td')) {
        if (value.querySelector('span, div')) continue;
        const lines = new Set([...value.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1 && /^[-+.\d\se]+$/.test(value.textContent)) problems.push(`${width}px ${value.textContent} broken over lines`);
      }
      const plot = host.shadowRoot.querySelector('svg[data-plot]');
      if (plot && plot.getBoundingClientRect().right > host.getBoundingClientRect().right + 0.5) problems.push(`${width}px the plot spills out`);
    }
    host.style.width = '';
    return problems;
  }, [selector, widths]);
}

const PANEL_WIDTHS = WIDTHS.filter((width, index) => index % 3 === 0);

test('training panel, its numbers shown: nothing wider than its box, 320–1200 px', async () => {
  const { page, log, close } = await open(suite.browser, fileUrl('training.html'), { viewport: { width: 1280, height: 900 } });
  try {
    await page.waitForFunction(() => document.querySelector('failure-map-training').dataset.state === 'ready', null, { timeout: 15000 });
    await page.locator('failure-map-training button:has-text("Show numbers")').click();
    const problems = await sweepPanel(page, 'failure-map-training', PANEL_WIDTHS);
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
    assert.deepEqual(log.consoleErrors, []);
  } finally {
    await close();
  }
});

test('log panel, the example checked: nothing wider than its box, plot drawn at the width, 320–1200 px', async () => {
  const { page, log, close } = await open(suite.browser, fileUrl('log.html'), { viewport: { width: 1280, height: 900 } });
  try {
    await page.waitForFunction(() => document.querySelector('failure-map-log').dataset.state === 'idle', null, { timeout: 15000 });
    await page.locator('failure-map-log button[data-action="example"]').click();
    await page.locator('failure-map-log button[data-action="check"]').click();
    await page.waitForFunction(() => document.querySelector('failure-map-log').dataset.state === 'ready', null, { timeout: 15000 });
    const problems = await sweepPanel(page, 'failure-map-log', PANEL_WIDTHS);
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
    // The plot's text keeps its size: the drawing is as wide as its column, not scaled down.
    const scale = await page.evaluate(async () => {
      const host = document.querySelector('failure-map-log');
      host.style.width = '340px';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const plot = host.shadowRoot.querySelector('svg[data-plot]');
      return plot.getBoundingClientRect().width / plot.viewBox.baseVal.width;
    });
    assert.ok(Math.abs(scale - 1) < 0.01, `the plot is drawn at ${scale}× its size`);
    assert.deepEqual(log.consoleErrors, []);
  } finally {
    await close();
  }
});
