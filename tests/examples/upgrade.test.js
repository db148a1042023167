// The upgrade nobody sees. On each example site's article and case page, at 320, 390, 600 and
// 1280 px, every case element's boxes once the widget is live are the boxes its static copy had
// with the widget's scripts refused (the page's own scripts run in both: a theme's script that
// wraps its tables, as Read the Docs' does, is the page's own look): the element, each table, and
// each body row and cell of it. And with the widget's script held back until the static copy has
// certainly been painted, the page's layout shift from the script's arrival on is what the same
// page shifts from then on with the widget's scripts refused, plus at most 0.01.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { SITES, sharedSites } = require('./support/sites');
const { layoutShiftProbe, frames } = require('./support/measure');

const WIDTHS = [320, 390, 600, 1280];
const PAGES = ['article', 'case'];
const WIDGET_SCRIPT = /\/failure-map(-[a-z]+)?\.js(\?|$)/;
const HOLD_MS = 1200; // the widget's script arrives this late in the shift run
const SHIFT_BUDGET = 0.01;
const TOLERANCE_PX = 0.5;
const shared = sharedSites();

// Runs in the page: each case element's box (from the document's top) and, from the element's
// top, each table's box and each body row's and cell's.
function boxesInPage() {
  const round = (value) => Math.round(value * 100) / 100;
  const box = (node, origin) => {
    const r = node.getBoundingClientRect();
    const [top, left] = [round(r.top - origin.top), round(r.left - origin.left)];
    return { top, left, width: round(r.width), height: round(r.height) };
  };
  return [...document.querySelectorAll('failure-map-case')].map((host) => {
    const origin = host.getBoundingClientRect();
    return {
      state: host.getAttribute('data-state'),
      look: host.look || null,
      display: getComputedStyle(host).display,
      box: { top: round(origin.top + window.scrollY), height: round(origin.height), width: round(origin.width) },
      tables: [...host.querySelectorAll('table')].map((table) => ({
        impl: table.dataset.impl,
        box: box(table, origin),
        rows: [...table.querySelectorAll('tbody > tr')].map((row) => ({
          box: box(row, origin),
          cells: [...row.children].map((cell) => box(cell, origin)),
        })),
      })),
    };
  });
}

// The differences between two measurements of the same page, as readable lines.
function differences(before, after, where = '') {
  if (typeof before === 'number' && typeof after === 'number') {
    return Math.abs(before - after) > TOLERANCE_PX ? [`${where}: ${before} → ${after}`] : [];
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [`${where}: ${before.length} → ${after.length} items`];
    return before.flatMap((item, i) => differences(item, after[i], `${where}[${i}]`));
  }
  if (before && after && typeof before === 'object') {
    return Object.keys(before).flatMap((key) => differences(before[key], after[key], where ? `${where}.${key}` : key));
  }
  return before === after ? [] : [`${where}: ${before} → ${after}`];
}

async function openPage(site, kind, width, { widget, holdMs = 0 }) {
  const server = shared.servers[site.id];
  const context = await shared.browser.newContext({ viewport: { width, height: 800 } });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${server.origin}/`)) return route.abort();
    if (!WIDGET_SCRIPT.test(url)) return route.continue();
    if (!widget) return route.abort();
    if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
    return route.continue();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(layoutShiftProbe);
  await page.goto(server.url(site.pages[kind]), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  if (widget) {
    await page.waitForFunction(() => [...document.querySelectorAll('failure-map-case')]
      .every((host) => host.getAttribute('data-state') === 'ready'), null, { timeout: 20000 });
  }
  await frames(page, 3);
  return { page, errors, close: () => context.close() };
}

// The layout shift from `since` (ms after navigation) on. Before the widget's script has arrived
// the two runs are the same page (its style sheet is in both): only what follows can be the
// upgrade's, while a theme's web font swapping in at some 300-500 ms shifts each run by another
// amount (0.03-0.05 on Read the Docs' article page at 320 px).
const shiftSince = (page, since) => page.evaluate((from) => window.__fmShifts
  .filter((shift) => shift.at >= from).reduce((sum, shift) => sum + shift.value, 0), since);
// When the widget's first script had arrived in this page (ms after navigation).
const widgetArrived = (page) => page.evaluate((pattern) => Math.min(...performance.getEntriesByType('resource')
  .filter((entry) => new RegExp(pattern).test(entry.name)).map((entry) => entry.responseEnd)), WIDGET_SCRIPT.source);

for (const site of SITES) {
  for (const kind of PAGES) {
    for (const width of WIDTHS) {
      test(`${site.id}: the ${kind} page at ${width} px: the live elements keep their static copy's boxes`, async () => {
        const before = await openPage(site, kind, width, { widget: false });
        const staticBoxes = await before.page.evaluate(boxesInPage);
        await before.close();
        const after = await openPage(site, kind, width, { widget: true });
        const liveBoxes = await after.page.evaluate(boxesInPage);
        await after.close();
        assert.deepEqual(after.errors, []);
        assert.ok(staticBoxes.length > 0, 'no case element on the page');
        assert.deepEqual(liveBoxes.map((b) => [b.state, b.look]), liveBoxes.map(() => ['ready', 'host']));
        const moved = differences(staticBoxes.map(({ display, box, tables }) => ({ display, box, tables })),
          liveBoxes.map(({ display, box, tables }) => ({ display, box, tables })));
        assert.deepEqual(moved.slice(0, 12), [], `${moved.length} boxes moved or resized`);
      });

      test(`${site.id}: the ${kind} page at ${width} px: the upgrade after the first paint adds ≤ ${SHIFT_BUDGET} layout shift`, async () => {
        const held = await openPage(site, kind, width, { widget: true, holdMs: HOLD_MS });
        const painted = await held.page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
        const ready = await held.page.evaluate(() => performance.getEntriesByName('failure-map:ready')[0].startTime);
        const arrived = await widgetArrived(held.page);
        const heldShift = await shiftSince(held.page, arrived);
        await held.close();
        const own = await openPage(site, kind, width, { widget: false });
        await own.page.waitForTimeout(HOLD_MS + 300);
        const ownShift = await shiftSince(own.page, arrived);
        await own.close();
        assert.ok(arrived >= HOLD_MS && arrived < ready, `the widget's script arrived at ${arrived} ms (ready ${ready} ms)`);
        assert.ok(painted < ready, `the static copy was not painted before the upgrade (FCP ${painted} ms, ready ${ready} ms)`);
        assert.ok(heldShift <= ownShift + SHIFT_BUDGET,
          `layout shift ${heldShift.toFixed(4)} from the widget's arrival at ${Math.round(arrived)} ms, ` +
          `${ownShift.toFixed(4)} without the widget`);
      });
    }
  }
}
