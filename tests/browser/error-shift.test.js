// Nothing moves under the reader's pointer when an error line appears or goes: a reader types a
// wrong N into each element that has one (the case element, the fix panel), waits for the error,
// corrects it and waits for it to go. Every layout shift counts, the input-driven ones included
// (the error arrives a typing pause after the keystroke, when the pointer may already be on the
// next control): their sum stays ≤ 0.01, at a phone and a desktop width. The same for the
// training panel's fields and the log panel's error.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, sharedBrowserAndServer, assertClean } = require('./support/browser');
const { recordShifts } = require('./support/shifts');

const suite = sharedBrowserAndServer();

// The shifts while `act` runs, after the page has settled.
async function shiftsDuring(page, act) {
  await page.waitForTimeout(300);
  await page.evaluate(() => { window.__shifts = []; });
  await act();
  await page.waitForTimeout(400);
  return page.evaluate(() => window.__shifts);
}

// Types `text` into the shadow-root input `selector` of `host` (replacing its value), then waits
// until `settled(host)` holds.
async function typeInto(page, host, selector, text, settled) {
  const input = await page.evaluateHandle(
    ({ host, selector }) => document.querySelector(host).shadowRoot.querySelector(selector), { host, selector });
  await input.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 30 });
  await page.waitForFunction(settled, { host, selector }, { timeout: 10000 });
}

const invalid = ({ host, selector }) => document.querySelector(host).shadowRoot.querySelector(selector).getAttribute('aria-invalid') === 'true';
const valid = ({ host, selector }) => !document.querySelector(host).shadowRoot.querySelector(selector).hasAttribute('aria-invalid');

const CASES = [
  { page: 'index.html', host: 'failure-map-case', input: 'input[data-field=n]', ready: 'ready' },
  { page: 'tryfix.html', host: 'failure-map-tryfix', input: 'input[data-field=n]', ready: 'ready' },
  { page: 'training.html', host: 'failure-map-training', input: 'input[data-field=accum]', ready: 'ready' },
];

for (const { page: pageName, host, input, ready } of CASES) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`${pageName} at ${viewport.width} px: a wrong value typed and corrected moves nothing (CLS ≤ 0.01, input included)`, async () => {
      const { page, log, close } = await open(suite.browser, suite.server.url(pageName),
        { viewport, initScripts: [recordShifts] });
      try {
        await page.waitForFunction(({ host, ready }) => document.querySelector(host).getAttribute('data-state') === ready, { host, ready }, { timeout: 20000 });
        // The field in the middle of the viewport, as a reader has it while typing.
        await page.evaluate(({ host, input }) => document.querySelector(host).shadowRoot.querySelector(input).scrollIntoView({ block: 'center' }), { host, input });
        const shifts = await shiftsDuring(page, async () => {
          await typeInto(page, host, input, 'abc', invalid);
          await page.waitForTimeout(300);
          await typeInto(page, host, input, '2', valid);
        });
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        assert.ok(total <= 0.01, `layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
        await assertClean(page, log);
      } finally {
        await close();
      }
    });
  }
}
