// Nothing a reader sees moves when the widget upgrades or a panel's module arrives: cumulative
// layout shift (Chromium's layout-shift entries, input-driven ones excluded) stays within 0.01
// while each page loads and is scrolled to the bottom, at a desktop and a phone width; a panel
// waiting for its module holds a viewport's room, and gives it back once it has rendered.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, fileUrl, sharedBrowserAndServer, assertClean } = require('./support/browser');
const { recordShifts } = require('./support/shifts');

const suite = sharedBrowserAndServer();

// Loads, waits for every widget and panel to be ready, scrolls to the bottom in steps of half a
// viewport, and returns the shifts.
async function shiftsWhileReading(page, viewport) {
  await page.waitForFunction(() => [...document.querySelectorAll('failure-map-case')].every((el) => el.dataset.state === 'ready'), null, { timeout: 20000 });
  for (let y = 0; ; y += viewport.height / 2) {
    const bottom = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return top + innerHeight >= document.scrollingElement.scrollHeight;
    }, y);
    await page.waitForTimeout(100);
    if (bottom) break;
  }
  // Panels (lazy ones came into view on the way) have loaded and rendered.
  await page.waitForFunction(() => {
    const training = [...document.querySelectorAll('failure-map-training')].map((el) => el.dataset.state);
    const logs = [...document.querySelectorAll('failure-map-log')].map((el) => el.dataset.state);
    return training.every((s) => s === 'ready') && logs.every((s) => s === 'idle');
  }, null, { timeout: 20000 });
  await page.waitForTimeout(300);
  // Input-driven shifts do not count (scrolling is not input, but no shift here follows any).
  return (await page.evaluate(() => window.__shifts)).filter((shift) => !shift.input);
}

for (const pageName of ['index.html', 'embed.html', 'embeds.html', 'training.html', 'log.html']) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`${pageName} at ${viewport.width} px: layout shift ≤ 0.01 while loading and scrolling`, async () => {
      const { page, log, close } = await open(suite.browser, fileUrl(pageName),
        { viewport, initScripts: [recordShifts] });
      try {
        const shifts = await shiftsWhileReading(page, viewport);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        assert.ok(total <= 0.01, `cumulative layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
        await assertClean(page, log);
      } finally {
        await close();
      }
    });
  }
}

test('a panel waiting for its module holds a viewport of room, given back once it has rendered', async () => {
  // The lab's script is held back until the test lets it through.
  const { page, context, close } = await open(suite.browser, suite.server.url('training.html'), { viewport: { width: 800, height: 700 } });
  try {
    await page.waitForFunction(() => document.querySelector('failure-map-training').dataset.state === 'ready', null, { timeout: 20000 });
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route('**/failure-map-lab.js', async (route) => { await held; await route.continue(); });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.querySelector('failure-map-training').dataset.state === 'loading');
    const waiting = await page.evaluate(() => {
      const panel = document.querySelector('failure-map-training');
      return { height: panel.getBoundingClientRect().height, viewport: innerHeight, defined: Boolean(customElements.get('failure-map-training')) };
    });
    assert.deepEqual(waiting, { height: 700, viewport: 700, defined: false });
    release();
    await page.waitForFunction(() => document.querySelector('failure-map-training').dataset.state === 'ready', null, { timeout: 20000 });
    const rendered = await page.evaluate(() => {
      const panel = document.querySelector('failure-map-training');
      const card = panel.shadowRoot.querySelector('.card').getBoundingClientRect();
      return { style: panel.getAttribute('style'), fitsItsContent: Math.abs(panel.getBoundingClientRect().height - card.height) < 40 };
    });
    assert.deepEqual(rendered, { style: null, fitsItsContent: true });
  } finally {
    await close();
  }
});
