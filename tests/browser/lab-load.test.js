// The lab module (failure-map-lab.js, loaded on demand for the training and log panels) under the
// conditions a docs site can put it in: a page that enforces Trusted Types and allows the widget's
// policy ("failure-map") runs both panels with no violation; one that enforces them without it,
// or a site that left failure-map-lab.js out, gets the reason in each panel (data-state="error",
// the panel's error event) instead of a panel left loading.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, waitForState, waitUntil, assertClean, sharedBrowserAndServer } = require('./support/browser');
const fs = require('fs');
const path = require('path');
const { STRICT_CSP, WEB_ROOT } = require('./support/server');
const { readPanel: readFixPanel, waitForPanel: waitForFixPanel } = require('./support/fix-panel');

const TRUSTED_TYPES = "; require-trusted-types-for 'script'; trusted-types";
const { version } = require('../../package.json');
// A bundle of another build: its version stamp replaced.
const otherVersion = (file) => fs.readFileSync(path.join(WEB_ROOT, file), 'utf8').split(JSON.stringify(version)).join('"0.0.0-other"');
const PANELS = ['failure-map-training', 'failure-map-log'];

const suite = sharedBrowserAndServer({
  servers: {
    allowed: { headers: { 'Content-Security-Policy': `${STRICT_CSP}${TRUSTED_TYPES} failure-map` } },
    refused: { headers: { 'Content-Security-Policy': `${STRICT_CSP}${TRUSTED_TYPES} 'none'` } },
    // The pages and the main bundle, without failure-map-lab.js, failure-map-tryfix.js or
    // failure-map-python.js beside it.
    missing: { site: { copy: ['failure-map.js', 'page.css', 'training.html', 'log.html', 'tryfix.html'] } },
    // Without the lab or the interpreter: the fix panel needs none of the lab, and the interpreter
    // only once its reader edits.
    noLab: { site: { copy: ['failure-map.js', 'failure-map-tryfix.js', 'page.css', 'tryfix.html'] } },
    // The fix panel's two files from another build, each beside this build's failure-map.js.
    otherPanel: { site: { copy: ['failure-map.js', 'failure-map-python.js', 'page.css', 'tryfix.html'], write: { 'failure-map-tryfix.js': otherVersion('failure-map-tryfix.js') } } },
    otherPython: { site: { copy: ['failure-map.js', 'failure-map-tryfix.js', 'page.css', 'tryfix.html'], write: { 'failure-map-python.js': otherVersion('failure-map-python.js') } } },
    // failure-map-lab.js on a page without failure-map.js.
    labAlone: {
      site: {
        copy: ['failure-map-lab.js'],
        write: {
          'alone.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The lab alone</title>' +
            '<script src="failure-map-lab.js" defer></script></head><body><failure-map-log></failure-map-log></body></html>',
        },
      },
    },
  },
});

// The panels' error events, heard by listeners a host page adds at DOMContentLoaded (an init
// script: no inline script needed).
function errorProbe() {
  window.__labErrors = [];
  document.addEventListener('DOMContentLoaded', () => {
    for (const type of ['failure-map-training-error', 'failure-map-log-error', 'failure-map-tryfix-error']) {
      document.addEventListener(type, (event) => window.__labErrors.push({ type, ...event.detail }));
    }
  });
}

// A host page that took the policy name "failure-map" for itself first.
function takePolicyName() {
  trustedTypes.createPolicy('failure-map', { createScriptURL: (url) => url });
}

const labEvents = (page) => page.evaluate(() => window.__labErrors);

// Waits until the panel's data-state is `state`; returns its state and its load-error text (the
// loader's message, in the panel's light DOM).
function waitForPanel(page, selector, state, timeout = 15000) {
  const read = () => page.evaluate((sel) => {
    const panel = document.querySelector(sel);
    const note = panel.querySelector('[data-load-error]');
    return { state: panel.getAttribute('data-state'), message: note ? note.textContent : null, role: note && note.getAttribute('role') };
  }, selector);
  return waitUntil(read, (seen) => seen.state === state, { what: `${selector} (data-state=${state})`, timeout });
}

test('enforced Trusted Types that allow the failure-map policy: the record and the panels run, no violation', async () => {
  for (const [pageName, selector, state] of [['training.html', PANELS[0], 'ready'], ['log.html', PANELS[1], 'idle'],
    ['tryfix.html', 'failure-map-tryfix', 'ready']]) {
    const { page, log, close } = await open(suite.browser, suite.servers.allowed.url(pageName));
    try {
      const seen = await waitForPanel(page, selector, state);
      assert.equal(seen.message, null);
      if (pageName === 'tryfix.html') {
        // The interpreter, loaded on the first edit, comes through the same policy.
        await page.evaluate(() => { document.querySelector('failure-map-tryfix').code = 'def solve(a, b):\n    return 0.0\n'; });
        await waitForFixPanel(page, (s) => s.state === 'ready' && s.rows.length === 7 && s.rows[0].actual === '0.0');
        assert.ok(log.requests.some((r) => r.endsWith('/failure-map-python.js')));
      }
      await assertClean(page, log, pageName);
    } finally {
      await close();
    }
  }
  const { page, log, close } = await open(suite.browser, suite.servers.allowed.url('index.html'));
  try {
    await waitForState(page);
    // FailureMap.render() loads failure-map-render.js through the same policy.
    const markup = await page.evaluate(() => window.FailureMap.render({ show: 'broken' }));
    assert.ok(markup.startsWith('<div class="failure-map-static" data-fm-static data-fm-request='), markup.slice(0, 80));
    assert.ok(log.requests.some((r) => r.endsWith('/failure-map-render.js')));
    // An element in the page's own look whose copy shows another N renders again: its markup goes
    // through the policy's createHTML.
    const caption = await page.evaluate(async () => {
      const host = document.createElement('failure-map-case');
      host.setAttribute('n', '2');
      host.setAttribute('show', 'broken');
      const copy = document.createElement('div');
      copy.setAttribute('data-fm-static', '');
      copy.setAttribute('data-fm-request', '{"n": "1"}');
      host.append(copy);
      const ready = new Promise((resolve) => host.addEventListener('failure-map-ready', resolve, { once: true }));
      document.body.append(host);
      await ready;
      return [host.look, host.querySelector('caption').textContent];
    });
    assert.deepEqual(caption, ['host', 'The failure: boundary fixtures at N = 2']);
    await assertClean(page, log, 'index.html');
  } finally {
    await close();
  }
});

const PANEL_PAGES = [['training.html', PANELS[0], 'The training model'], ['log.html', PANELS[1], 'The log checker']];
const REFUSED = new RegExp("^this page's Trusted Types policy refuses failure-map-lab\\.js: the policy failure-map could not " +
  "be created \\((.+)\\); its Content-Security-Policy must allow it \\(trusted-types failure-map, and 'allow-duplicates' " +
  'if the page uses that name too\\)$');

test('enforced Trusted Types without the failure-map policy: each panel says what the page must allow', async () => {
  for (const [pageName, selector, what] of PANEL_PAGES) {
    const { page, log, close } = await open(suite.browser, suite.servers.refused.url(pageName),
      { initScripts: [errorProbe] });
    try {
      const seen = await waitForPanel(page, selector, 'error');
      const prefix = `Error: ${what} could not be loaded: `;
      assert.ok(seen.message.startsWith(prefix), seen.message);
      const [, why] = REFUSED.exec(seen.message.slice(prefix.length)) || [];
      assert.match(why || '', /"failure-map" disallowed/, seen.message);  // the browser's reason, passed on
      assert.equal(seen.role, 'alert');
      const message = seen.message.slice('Error: '.length);
      assert.deepEqual(await labEvents(page), [{ type: `${selector}-error`, field: null, message }]);
      assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-lab.js')), 'the refused script was never requested');
      assert.deepEqual(log.pageErrors, [], `${pageName}: page errors`);
    } finally {
      await close();
    }
  }
});

test("a page that took the policy name failure-map itself is told why the widget's policy failed", async () => {
  const { page, close } = await open(suite.browser, suite.servers.allowed.url('training.html'), { initScripts: [takePolicyName] });
  try {
    const seen = await waitForPanel(page, PANELS[0], 'error');
    const [, why] = REFUSED.exec(seen.message.slice('Error: The training model could not be loaded: '.length)) || [];
    assert.match(why || '', /"failure-map" already exists/, seen.message);
  } finally {
    await close();
  }
});

test('a site without failure-map-lab.js or failure-map-tryfix.js beside failure-map.js: each panel says so, and so does one added later', async () => {
  const pages = [...PANEL_PAGES.map((each) => [...each, 'failure-map-lab.js']),
    ['tryfix.html', 'failure-map-tryfix', 'The fix panel', 'failure-map-tryfix.js']];
  for (const [pageName, selector, what, file] of pages) {
    const { page, log, close } = await open(suite.browser, suite.servers.missing.url(pageName),
      { initScripts: [errorProbe] });
    try {
      const seen = await waitForPanel(page, selector, 'error');
      const message = `${what} could not be loaded: could not load ${file}, which belongs beside failure-map.js`;
      assert.equal(seen.message, `Error: ${message}`);
      assert.deepEqual(await labEvents(page), [{ type: `${selector}-error`, field: null, message }]);
      assert.ok(log.requests.some((r) => r.endsWith(`/${file}`)), `${file} was asked for`);
      assert.equal(log.requests.filter((r) => /failure-map-(lab|tryfix|python)\.js$/.test(r)).length, 1, 'only the file the panel needs');
      assert.deepEqual(log.pageErrors, [], `${pageName}: page errors`);
      // A panel a docs site adds afterwards is told at once, once.
      await page.evaluate((tag) => {
        document.querySelector('main').append(Object.assign(document.createElement(tag), { id: 'later' }));
      }, selector);
      const later = await waitForPanel(page, '#later', 'error');
      assert.equal(later.message, `Error: ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await labEvents(page)).length, 2, 'one event per panel');
      assert.equal(await page.evaluate(() => document.querySelectorAll('[data-load-error]').length), 2, 'one message per panel');
    } finally {
      await close();
    }
  }
});

test('a site with failure-map-tryfix.js but no lab or interpreter: the fix panel shows its first table, and an edit says the interpreter is missing', async () => {
  const { page, log, close } = await open(suite.browser, suite.servers.noLab.url('tryfix.html'), { initScripts: [errorProbe] });
  try {
    await waitForPanel(page, 'failure-map-tryfix', 'ready');
    assert.equal((await readFixPanel(page)).summary, '4 of 7 checks pass · exit 1');
    assert.ok(!log.requests.some((r) => /\/failure-map-(lab|python)\.js$/.test(r)));
    await page.evaluate(() => { document.querySelector('failure-map-tryfix').code = 'def solve(a, b):\n    return 0.0\n'; });
    const seen = await waitForFixPanel(page, (s) => s.state === 'error');
    const message = 'The interpreter could not be loaded: could not load failure-map-python.js, which belongs beside failure-map.js';
    assert.equal(seen.error, message);
    assert.equal(seen.summary, '4 of 7 checks pass · exit 1', 'the last table stays');
    assert.deepEqual(await labEvents(page), [{ type: 'failure-map-tryfix-error', field: 'solve', message, line: null }]);
    assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-lab.js')));
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await close();
  }
});

test('the fix panel\'s files of another build are refused: the panel, or the interpreter on the first edit, says so', async () => {
  const refused = (file) => `${file} is version 0.0.0-other, failure-map.js is ${version}: copy both from the same build`;
  const panel = await open(suite.browser, suite.servers.otherPanel.url('tryfix.html'));
  try {
    const seen = await waitForPanel(panel.page, 'failure-map-tryfix', 'error');
    assert.equal(seen.message, `Error: The fix panel could not be loaded: ${refused('failure-map-tryfix.js')}`);
  } finally {
    await panel.close();
  }
  const python = await open(suite.browser, suite.servers.otherPython.url('tryfix.html'));
  try {
    await waitForPanel(python.page, 'failure-map-tryfix', 'ready');
    await python.page.evaluate(() => { document.querySelector('failure-map-tryfix').code = 'def solve(a, b):\n    return 0.0\n'; });
    const seen = await waitForFixPanel(python.page, (s) => s.state === 'error');
    assert.equal(seen.error, `The interpreter could not be loaded: ${refused('failure-map-python.js')}`);
    assert.equal(seen.summary, '4 of 7 checks pass · exit 1', 'the last table stays');
  } finally {
    await python.close();
  }
});

// The lab takes the theme watcher, the width observer and FailureMap from failure-map.js when it
// runs. Run without it, a panel that uses one fails at once with an error naming it, not later on
// an undefined.
test('failure-map-lab.js without failure-map.js: the first use of what it takes from it throws, naming it', async () => {
  const installOnArrival = () => window.addEventListener('failure-map-lab', ({ detail }) => detail.installPanels());
  const { log, close } = await open(suite.browser, suite.servers.labAlone.url('alone.html'), { initScripts: [installOnArrival] });
  try {
    await waitUntil(() => log.pageErrors.length > 0, (seen) => seen, { what: 'a page error' });
    assert.match(log.pageErrors[0], /^Error: failure-map: themeCss is failure-map\.js's, and failure-map\.js had not run when this file did/);
  } finally {
    await close();
  }
});
