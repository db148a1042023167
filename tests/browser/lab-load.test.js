// The lab module (failure-map-lab.js, loaded on demand for the training and log panels) under the
// conditions a docs site can put it in: a page that enforces Trusted Types and allows the widget's
// policy ("failure-map") runs both panels with no violation; one that enforces them without it,
// or a site that left failure-map-lab.js out, gets the reason in each panel (data-state="error",
// the panel's error event) instead of a panel left loading.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { launch, open, waitForState, pageRecord } = require('./support/browser');
const { startServer, WEB_ROOT, STRICT_CSP } = require('./support/server');

const TRUSTED_TYPES = "; require-trusted-types-for 'script'; trusted-types";
const PANELS = ['failure-map-training', 'failure-map-log'];

let browser;
let allowed;
let refused;
let missing;
let missingRoot;

// The panels' error events, recorded from the start (an init script: no inline script needed).
function errorProbe() {
  window.__labErrors = [];
  for (const type of ['failure-map-training-error', 'failure-map-log-error']) {
    document.addEventListener(type, (event) => window.__labErrors.push({ type, ...event.detail }));
  }
}

// Polls until the panel's data-state is `state`; returns its state and its load-error text (the
// loader's message, in the panel's light DOM) or, once defined, its shadow root's alert.
async function waitForPanel(page, selector, state, timeout = 15000) {
  const deadline = Date.now() + timeout;
  let seen = null;
  while (Date.now() < deadline) {
    seen = await page.evaluate((sel) => {
      const panel = document.querySelector(sel);
      const note = panel.querySelector('[data-load-error]');
      return { state: panel.getAttribute('data-state'), message: note ? note.textContent : null, role: note && note.getAttribute('role') };
    }, selector);
    if (seen.state === state) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${selector} did not reach data-state=${state} within ${timeout} ms: ${JSON.stringify(seen)}`);
}

before(async () => {
  // The pages and the main bundle, without failure-map-lab.js beside it.
  missingRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-no-lab-'));
  for (const name of ['failure-map.js', 'page.css', 'training.html', 'log.html']) {
    fs.copyFileSync(path.join(WEB_ROOT, name), path.join(missingRoot, name));
  }
  [browser, allowed, refused, missing] = await Promise.all([
    launch(),
    startServer({ headers: { 'Content-Security-Policy': `${STRICT_CSP}${TRUSTED_TYPES} failure-map` } }),
    startServer({ headers: { 'Content-Security-Policy': `${STRICT_CSP}${TRUSTED_TYPES} 'none'` } }),
    startServer({ root: missingRoot }),
  ]);
});

after(async () => {
  await Promise.all([browser && browser.close(), allowed && allowed.close(), refused && refused.close(), missing && missing.close()]);
  if (missingRoot) fs.rmSync(missingRoot, { recursive: true, force: true });
});

test('under enforced Trusted Types that allow the failure-map policy, the record and both panels run with no violation', async () => {
  for (const [pageName, selector, state] of [['training.html', PANELS[0], 'ready'], ['log.html', PANELS[1], 'idle']]) {
    const { page, log, close } = await open(browser, allowed.url(pageName));
    try {
      const seen = await waitForPanel(page, selector, state);
      assert.equal(seen.message, null);
      const record = await pageRecord(page);
      assert.deepEqual(record.violations, [], `${pageName}: securitypolicyviolation events`);
      assert.deepEqual(log.cspMessages, [], `${pageName}: CSP console messages`);
      assert.deepEqual(log.pageErrors, [], `${pageName}: page errors`);
    } finally {
      await close();
    }
  }
  const { page, log, close } = await open(browser, allowed.url('index.html'));
  try {
    await waitForState(page);
    assert.deepEqual((await pageRecord(page)).violations, [], 'index.html: securitypolicyviolation events');
    assert.deepEqual(log.cspMessages, [], 'index.html: CSP console messages');
  } finally {
    await close();
  }
});

test('enforced Trusted Types without the failure-map policy: each panel says what the page must allow', async () => {
  for (const [pageName, selector, what] of [['training.html', PANELS[0], 'The training model'], ['log.html', PANELS[1], 'The log checker']]) {
    const { page, log, close } = await open(browser, refused.url(pageName), { initScripts: [errorProbe] });
    try {
      const seen = await waitForPanel(page, selector, 'error');
      assert.equal(seen.message, `${what} could not be loaded: this page's Trusted Types policy refuses failure-map-lab.js: ` +
        'its Content-Security-Policy needs the policy name failure-map (trusted-types failure-map)');
      assert.equal(seen.role, 'alert');
      const events = await page.evaluate(() => window.__labErrors);
      assert.deepEqual(events, [{ type: `${selector}-error`, field: null, message: seen.message }]);
      assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-lab.js')), 'the refused script was never requested');
      assert.deepEqual(log.pageErrors, [], `${pageName}: page errors`);
    } finally {
      await close();
    }
  }
});

test('a site without failure-map-lab.js beside failure-map.js: each panel says so instead of loading forever', async () => {
  for (const [pageName, selector, what] of [['training.html', PANELS[0], 'The training model'], ['log.html', PANELS[1], 'The log checker']]) {
    const { page, log, close } = await open(browser, missing.url(pageName), { initScripts: [errorProbe] });
    try {
      const seen = await waitForPanel(page, selector, 'error');
      assert.equal(seen.message, `${what} could not be loaded: could not load failure-map-lab.js, which belongs beside failure-map.js`);
      const events = await page.evaluate(() => window.__labErrors);
      assert.deepEqual(events, [{ type: `${selector}-error`, field: null, message: seen.message }]);
      assert.ok(log.requests.some((r) => r.endsWith('/failure-map-lab.js')), 'the lab module was asked for');
      assert.deepEqual(log.pageErrors, [], `${pageName}: page errors`);
    } finally {
      await close();
    }
  }
});
