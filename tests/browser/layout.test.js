// Layout and accessibility: 320 px without page overflow, keyboard access to the tables, theme
// signals from the host page, print styles, and axe-core's WCAG 2.1 AA rules in both themes.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const {
  open, openEditor, fileUrl, waitForState, axeViolations, screenshot, sharedBrowserAndServer, assertClean,
} = require('./support/browser');

const suite = sharedBrowserAndServer();

const NARROW = { width: 320, height: 640 };

// Page overflow, and for each table its container: does its content fit, and is it inside its
// widget? (tests/browser/columns.test.js sweeps every width from 320 to 1200 px.)
function measure(page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement;
    const wraps = [];
    for (const host of document.querySelectorAll('failure-map-case')) {
      const hostBox = host.getBoundingClientRect();
      for (const wrap of host.shadowRoot.querySelectorAll('.table-wrap')) {
        const box = wrap.getBoundingClientRect();
        wraps.push({
          fits: wrap.scrollWidth <= wrap.clientWidth,
          layout: wrap.getAttribute('data-layout'),
          inside: box.left >= hostBox.left && box.right <= hostBox.right,
          tabindex: wrap.getAttribute('tabindex'),
          role: wrap.getAttribute('role'),
          label: wrap.getAttribute('aria-labelledby'),
        });
      }
    }
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wraps };
  });
}

for (const pageName of ['index.html', 'embed.html']) {
  test(`${pageName} at 320 px: no horizontal page overflow; each table fits its widget as cards`, async () => {
    const count = pageName === 'embed.html' ? 2 : 1;
    const { page, log, close } = await open(suite.browser, fileUrl(pageName), { viewport: NARROW });
    try {
      await waitForState(page);
      const m = await measure(page);
      assert.ok(m.scrollWidth <= m.clientWidth, `page is ${m.scrollWidth} px wide in a ${m.clientWidth} px viewport`);
      assert.equal(m.wraps.length, 3 * count);
      for (const wrap of m.wraps) {
        assert.deepEqual(
          { fits: wrap.fits, layout: wrap.layout, inside: wrap.inside, tabindex: wrap.tabindex, role: wrap.role },
          { fits: true, layout: 'cards', inside: true, tabindex: null, role: 'region' },
        );
        assert.ok(wrap.label);
      }
      await assertClean(page, log);
      await screenshot(page, `${path.basename(pageName, '.html')}-320`);
    } finally {
      await close();
    }
  });
}

// Describes document.activeElement, through shadow roots.
function focused(page) {
  return page.evaluate(() => {
    let node = document.activeElement;
    while (node && node.shadowRoot && node.shadowRoot.activeElement) node = node.shadowRoot.activeElement;
    if (!node || node === document.body) return null;
    return { tag: node.localName, inTable: Boolean(node.closest && node.closest('.table-wrap')) };
  });
}

// A table that never scrolls is no tab stop of its own: Tab goes from the controls to each
// panel's export buttons, never onto a table or into one.
test('keyboard: Tab passes the tables by, and never lands in one', async () => {
  const { page, close } = await open(suite.browser, fileUrl('index.html'), { viewport: NARROW });
  try {
    await waitForState(page);
    const stops = [];
    for (let presses = 0; presses < 120; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (!now) break;
      stops.push(now);
    }
    // The controls (N, the radios' groups, the tolerance), the editor's one line (closed: none of
    // its 28 fields and 14 row buttons), each panel's exports and its diff to the repair's line
    // (the two published implementations); 49 stops when the editor was open.
    assert.ok(stops.length >= 20 && stops.length <= 32, `${stops.length} tab stops`);
    assert.equal(stops.filter((stop) => stop.tag === 'summary').length, 3, 'the editor\'s line and the two diffs\' lines, a stop each');
    assert.deepEqual(stops.filter((stop) => stop.inTable), []);
    const copies = await page.evaluate(() => {
      const root = document.querySelector('failure-map-case').shadowRoot;
      return [...root.querySelectorAll('button[data-copy="json"]')].length;
    });
    assert.equal(copies, 3);
  } finally {
    await close();
  }
});

function themeOf(page, selector = 'failure-map-case') {
  return page.evaluate((s) => document.querySelector(s).getAttribute('data-fm-theme'), selector);
}

async function waitForTheme(page, theme) {
  for (let tries = 0; tries < 40; tries += 1) {
    if ((await themeOf(page)) === theme) return theme;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return themeOf(page);
}

test('theme: the theme attribute, the host page theme switch, then prefers-color-scheme', async () => {
  const { page, close } = await open(suite.browser, fileUrl('index.html'), { colorScheme: 'light' });
  try {
    await waitForState(page);
    assert.equal(await themeOf(page), 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await waitForTheme(page, 'dark'), 'dark', 'follows prefers-color-scheme');
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await waitForTheme(page, 'light'), 'light');

    const set = (target, name, value) =>
      page.evaluate(([t, n, v]) => {
        const node = t === 'html' ? document.documentElement : document.body;
        if (v === null) node.removeAttribute(n);
        else node.setAttribute(n, v);
      }, [target, name, value]);
    await set('body', 'data-md-color-scheme', 'slate'); // Material for MkDocs
    assert.equal(await waitForTheme(page, 'dark'), 'dark', 'MkDocs slate');
    await set('body', 'data-md-color-scheme', 'default');
    assert.equal(await waitForTheme(page, 'light'), 'light', 'MkDocs default');
    await set('body', 'data-md-color-scheme', null);
    await set('html', 'data-theme', 'dark'); // Docusaurus
    assert.equal(await waitForTheme(page, 'dark'), 'dark', 'Docusaurus dark');

    await page.evaluate(() => document.querySelector('failure-map-case').setAttribute('theme', 'light'));
    assert.equal(await waitForTheme(page, 'light'), 'light', 'the explicit attribute wins over the page');
    await page.evaluate(() => document.querySelector('failure-map-case').removeAttribute('theme'));
    assert.equal(await waitForTheme(page, 'dark'), 'dark');
    await set('html', 'data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await waitForTheme(page, 'light'), 'light', "the page's explicit light wins over the OS");
  } finally {
    await close();
  }
});

test('print: black on white, no shadows, tables unclipped', async () => {
  const { page, close } = await open(suite.browser, fileUrl('index.html'), { colorScheme: 'dark' });
  try {
    await waitForState(page);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const printed = await page.evaluate(() => {
      const root = document.querySelector('failure-map-case').shadowRoot;
      const card = getComputedStyle(root.querySelector('.card'));
      const cell = getComputedStyle(root.querySelector('td[data-col="outcome"]'));
      return {
        color: card.color,
        background: card.backgroundColor,
        shadow: card.boxShadow,
        cell: cell.color,
        overflow: getComputedStyle(root.querySelector('.table-wrap')).overflowX,
      };
    });
    assert.deepEqual(printed, {
      color: 'rgb(0, 0, 0)',
      background: 'rgb(255, 255, 255)',
      shadow: 'none',
      cell: 'rgb(0, 0, 0)',
      overflow: 'visible',
    });
  } finally {
    await close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe-core: no WCAG 2.1 A/AA violation on both pages (${colorScheme})`, async () => {
    for (const [pageName, count] of [['index.html', 1], ['embed.html', 2]]) {
      const { page, close } = await open(suite.browser, suite.server.url(pageName), { colorScheme });
      try {
        await waitForState(page, { count });
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], `${pageName} (${colorScheme})`);
      } finally {
        await close();
      }
    }
  });
}

// The controls in use: tolerance mode (ULP column, tolerance summary), an outcome filter, an error
// at a field (with the stale note), a bad-link notice, an export status line.
async function useControls(page) {
  await page.check('failure-map-case input[name="filter"][value="failed"]');
  await openEditor(page);
  await page.fill('failure-map-case [data-field="fixtures[1].weight_sums"]', '1');
  await waitForState(page, { state: 'error' });
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe-core with the controls in use: no WCAG 2.1 A/AA violation (${colorScheme})`, async () => {
    for (const hash of ['#n=0.1&mode=tolerance&tolerance=1e-9', '#n=%zz']) {
      const { page, close } = await open(suite.browser, suite.server.url(`index.html${hash}`), { colorScheme });
      try {
        await waitForState(page);
        await useControls(page);
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], `${hash} (${colorScheme})`);
        if (colorScheme === 'dark' && hash.includes('tolerance')) await screenshot(page, 'index-dark-controls');
      } finally {
        await close();
      }
    }
  });
}

test('controls at 320 px: every control has a label and a 24 px target; nothing overflows the page', async () => {
  const url = suite.server.url('index.html#n=0.1&mode=tolerance&tolerance=1e-9');
  const { page, log, close } = await open(suite.browser, url, { viewport: NARROW });
  try {
    await waitForState(page);
    await useControls(page);
    const m = await measure(page);
    assert.ok(m.scrollWidth <= m.clientWidth, `page is ${m.scrollWidth} px wide in a ${m.clientWidth} px viewport`);
    const controls = await page.evaluate(() => {
      const root = document.querySelector('failure-map-case').shadowRoot;
      const host = document.querySelector('failure-map-case').getBoundingClientRect();
      return [...root.querySelectorAll('input, textarea, button, a[href], summary')].map((node) => {
        const label = node.closest('label');
        // A radio's target is its whole label.
        const box = (node.type === 'radio' ? label : node).getBoundingClientRect();
        return {
          what: node.getAttribute('data-field') || node.getAttribute('data-action') || node.getAttribute('data-copy') ||
            node.getAttribute('data-download') || node.localName,
          named: Boolean((label && label.textContent.trim()) || node.textContent.trim()),
          inside: box.left >= host.left - 1 && box.right <= host.right + 1,
          size: [Math.round(box.width), Math.round(box.height)],
        };
      });
    });
    for (const control of controls) {
      assert.ok(control.named, `${control.what} has a label`);
      assert.ok(control.inside, `${control.what} fits the widget at 320 px`);
      if (control.size[0] > 0) assert.ok(control.size[1] >= 24, `${control.what} is at least 24 px tall (${control.size})`);
    }
    // The error message at 320 px is readable (wraps inside the widget).
    const note = await page.evaluate(() => {
      const root = document.querySelector('failure-map-case').shadowRoot;
      const box = root.querySelector('.field-error').getBoundingClientRect();
      return { left: box.left, right: box.right, width: document.documentElement.clientWidth };
    });
    assert.ok(note.left >= 0 && note.right <= note.width);
    await assertClean(page, log);
    await screenshot(page, 'index-320-controls');
  } finally {
    await close();
  }
});

test('keyboard: the controls work without a mouse', async () => {
  const { page, close } = await open(suite.browser, suite.server.url('index.html'));
  try {
    await waitForState(page);
    await page.focus('failure-map-case [data-field="n"]');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0.1');
    await waitForState(page);
    // Tab to the comparison radios, arrow to "tolerance".
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await waitForState(page);
    const state = await page.evaluate(() => {
      const root = document.querySelector('failure-map-case').shadowRoot;
      return {
        mode: root.querySelector('input[name="mode"]:checked').value,
        ulps: root.querySelectorAll('td[data-col="ulps"]').length,
        caption: root.querySelector('table[data-impl="repair"] caption').textContent,
      };
    });
    assert.deepEqual(state, { mode: 'tolerance', ulps: 21, caption: 'The repair: boundary fixtures at N = 0.1' });
    // The editor starts closed: Enter on its line opens it, as on any disclosure.
    await page.focus('failure-map-case details.editor > summary');
    await page.keyboard.press('Enter');
    // Space on "Add a fixture", Enter on a row's "Remove".
    await page.focus('failure-map-case button[data-action="add"]');
    await page.keyboard.press('Space');
    await waitForState(page);
    assert.equal(await page.evaluate(() => document.querySelector('failure-map-case').shadowRoot.querySelectorAll('li.row').length), 8);
    await page.focus('failure-map-case li.row:last-child button[data-action="remove"]');
    await page.keyboard.press('Enter');
    await waitForState(page);
    assert.equal(await page.evaluate(() => document.querySelector('failure-map-case').shadowRoot.querySelectorAll('li.row').length), 7);
  } finally {
    await close();
  }
});
