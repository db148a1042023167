// The page's own look (look="host": a <failure-map-case> that holds its static copy, as the
// documentation generators write it) once the widget runs: the copy stays as a block of the page,
// with no shadow root, and nothing more is loaded while the attributes ask for what it shows; an
// attribute changed later renders again; a refused attribute is named in an alert above the copy,
// which stays, marked stale, until a valid value renders again.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, waitForState, sharedBrowserAndServer, assertClean } = require('./support/browser');
const { cliStdout } = require('../support/cli');

const suite = sharedBrowserAndServer();
// The copy for the default attributes, as `failure-map render` writes it for the generators.
const COPY = cliStdout(['render']);

function hostPage(attributes) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="stylesheet" href="failure-map.css"><script src="failure-map.js" defer></script></head>
<body><main><h1>Docs</h1><failure-map-case ${attributes}>${COPY}</failure-map-case><p>After.</p></main></body></html>`;
}

// Opens a page of the test server's origin whose element has `attributes` and the default copy;
// the element's events are recorded in window.__events.
async function openHost(attributes = '') {
  const name = `own-${Math.random().toString(36).slice(2)}.html`;
  const session = await open(suite.browser, suite.server.url('embed.html'));
  await session.context.route(suite.server.url(name), (route) => route.fulfill({ contentType: 'text/html', body: hostPage(attributes) }));
  await session.page.addInitScript(() => {
    window.__events = [];
    for (const type of ['failure-map-ready', 'failure-map-update', 'failure-map-error']) {
      document.addEventListener(type, (event) => window.__events.push({ type, detail: event.detail }), true);
    }
  });
  await session.page.goto(suite.server.url(name));
  return session;
}

// What the element shows: its look, state, stale mark, alert, the captions of its tables.
function seen(page) {
  return page.evaluate(() => {
    const host = document.querySelector('failure-map-case');
    const alert = host.querySelector(':scope > [data-fm-alert]');
    return {
      look: host.look,
      shadow: Boolean(host.shadowRoot),
      display: getComputedStyle(host).display,
      state: host.getAttribute('data-state'),
      stale: host.hasAttribute('data-fm-stale'),
      alert: alert ? { role: alert.getAttribute('role'), lines: [...alert.children].map((line) => line.textContent.trim()) } : null,
      captions: [...host.querySelectorAll('caption')].map((caption) => caption.textContent.trim()),
      events: window.__events.map((event) => event.type),
    };
  });
}

const renderRequested = (log) => log.requests.some((url) => url.endsWith('/failure-map-render.js'));
const CAPTION_N1 = 'The failure: boundary fixtures at N = 1';

test('a copy that shows what the attributes ask: kept, a block, no shadow root, nothing more loaded', async () => {
  const { page, log, close } = await openHost();
  try {
    await waitForState(page);
    const now = await seen(page);
    assert.deepEqual([now.look, now.shadow, now.display, now.stale, now.alert], ['host', false, 'block', false, null]);
    assert.equal(now.captions[0], CAPTION_N1);
    assert.deepEqual(now.events, ['failure-map-ready', 'failure-map-update']);
    assert.equal(renderRequested(log), false, 'the renderer was loaded for a copy that needed none');
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('a refused attribute at the start: an alert names it above the copy, which stays, marked stale', async () => {
  const { page, log, close } = await openHost('n="abc"');
  try {
    await waitForState(page, { state: 'error' });
    const now = await seen(page);
    assert.equal(now.alert.role, 'alert');
    const [line, kept] = now.alert.lines;
    assert.match(line, /^Error: The n attribute is refused: "abc" is not a number/, line);
    assert.equal(kept, 'What follows still shows the last valid attributes.');
    assert.equal(now.stale, true);
    assert.equal(now.captions[0], CAPTION_N1);
    assert.deepEqual(now.events, ['failure-map-error']);
    const detail = await page.evaluate(() => window.__events[0].detail);
    assert.equal(detail.field, 'n');
    assert.equal(`Error: ${detail.message}`, line);
    // The first element the page shows in the element is the alert, then the copy.
    const order = await page.evaluate(() => [...document.querySelector('failure-map-case').children]
      .map((child) => (child.hasAttribute('data-fm-alert') ? 'alert' : child.hasAttribute('data-fm-static') ? 'copy' : child.tagName)));
    assert.deepEqual(order, ['alert', 'copy']);
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('attributes changed after ready: rendered again; a refused one keeps the last good copy; a valid one mends it', async () => {
  const { page, log, close } = await openHost();
  const setN = (value) => page.evaluate((n) => document.querySelector('failure-map-case').setAttribute('n', n), value);
  try {
    await waitForState(page);
    await setN('2');
    await page.waitForFunction(() => document.querySelector('failure-map-case caption').textContent.includes('N = 2'));
    await waitForState(page);
    let now = await seen(page);
    assert.deepEqual([now.stale, now.alert, now.captions.length], [false, null, 3]);
    assert.equal(now.captions[0], 'The failure: boundary fixtures at N = 2');
    assert.equal(renderRequested(log), true);

    await setN('two');
    await waitForState(page, { state: 'error' });
    now = await seen(page);
    assert.match(now.alert.lines[0], /^Error: The n attribute is refused: "two" is not a number/);
    assert.equal(now.stale, true);
    assert.equal(now.captions[0], 'The failure: boundary fixtures at N = 2', 'the last good copy was not kept');

    await setN('3');
    await page.waitForFunction(() => document.querySelector('failure-map-case caption').textContent.includes('N = 3'));
    await waitForState(page);
    now = await seen(page);
    assert.deepEqual([now.stale, now.alert, now.state], [false, null, 'ready']);
    assert.deepEqual(now.events, ['failure-map-ready', 'failure-map-update', 'failure-map-update',
      'failure-map-error', 'failure-map-update']);
    await assertClean(page, log);
  } finally {
    await close();
  }
});
