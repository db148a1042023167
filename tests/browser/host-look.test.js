// The host page's look by default: the widget's prose in the page's own font family and size
// (values stay monospace), and the theme of what the page shows behind it when the page has no
// known theme switch — so a light-only documentation theme stays light on a reader's dark system,
// a dark page gets the dark theme, and a change at run time is followed. The theme attribute and
// the custom properties still win.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, waitForState, sharedBrowserAndServer, assertClean } = require('./support/browser');

const suite = sharedBrowserAndServer();

// A documentation page of its own look (served at the test server's origin): Georgia at 17 px on
// white, like alabaster (its style sheet: openHost).
function hostPage(widget = '<failure-map-case n="1" controls="none"></failure-map-case>') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="stylesheet" href="host.css"><script src="failure-map.js" defer></script></head>
<body><main><h1>Docs</h1><p class="body-text">Some documentation text.</p>${widget}</main></body></html>`;
}

async function openHost(options = {}) {
  const { css = '', widget, colorScheme = 'light' } = options;
  const page = `host-${Math.random().toString(36).slice(2)}.html`;
  const session = await open(suite.browser, suite.server.url('embed.html'), { colorScheme });
  await session.context.route(suite.server.url(page), (route) => route.fulfill({ contentType: 'text/html', body: hostPage(widget) }));
  await session.context.route(suite.server.url('host.css'), (route) => route.fulfill({
    contentType: 'text/css',
    body: `body { font: 17px/1.6 Georgia, serif; background: #ffffff; color: #3e4349; } ${css}`,
  }));
  await session.page.goto(suite.server.url(page));
  await waitForState(session.page);
  return session;
}

function look(page, selector = 'failure-map-case') {
  return page.evaluate((hostSelector) => {
    const host = document.querySelector(hostSelector);
    const root = host.shadowRoot;
    const body = getComputedStyle(document.querySelector('.body-text'));
    const prose = getComputedStyle(root.querySelector('.facts p'));
    const value = getComputedStyle(root.querySelector('td[data-col="actual"] .value'));
    return {
      theme: host.getAttribute('data-fm-theme'),
      proseFont: prose.fontFamily,
      bodyFont: body.fontFamily,
      sizeRatio: parseFloat(prose.fontSize) / parseFloat(body.fontSize),
      valueFontIsMono: /mono/i.test(value.fontFamily),
    };
  }, selector);
}

test('a light-only page on a dark system: light widget, the page font family, text within 10%', async () => {
  const { page, log, close } = await openHost({ colorScheme: 'dark' });
  try {
    const seen = await look(page);
    assert.equal(seen.theme, 'light');
    assert.equal(seen.proseFont, seen.bodyFont);
    assert.ok(Math.abs(seen.sizeRatio - 1) <= 0.1, `prose is ${seen.sizeRatio.toFixed(3)}× the page's text`);
    assert.equal(seen.valueFontIsMono, true);
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('a dark page without a known switch: dark widget; a switch of its background at run time is followed', async () => {
  const { page, close } = await openHost({ css: 'body.night { background: #16181d; color: #ddd; }' });
  try {
    assert.equal((await look(page)).theme, 'light');
    await page.evaluate(() => document.body.classList.add('night'));
    await page.waitForFunction(() => document.querySelector('failure-map-case').getAttribute('data-fm-theme') === 'dark');
    await page.evaluate(() => document.body.classList.remove('night'));
    await page.waitForFunction(() => document.querySelector('failure-map-case').getAttribute('data-fm-theme') === 'light');
  } finally {
    await close();
  }
});

test('a faded theme switch: the theme is read again when the background transition ends', async () => {
  const css = 'body { transition: background-color 150ms linear; } html.dim body { background: #101214; }';
  const { page, close } = await openHost({ css });
  try {
    await page.evaluate(() => document.documentElement.classList.add('dim'));
    await page.waitForFunction(() => document.querySelector('failure-map-case').getAttribute('data-fm-theme') === 'dark', null, { timeout: 3000 });
  } finally {
    await close();
  }
});

test('what sits behind the widget counts: a dark card on a light page gives a dark widget', async () => {
  const widget = '<div class="dark-card"><failure-map-case n="1" controls="none"></failure-map-case></div>';
  const { page, close } = await openHost({ css: '.dark-card { background: rgb(20 20 30); padding: 8px; }', widget });
  try {
    assert.equal((await look(page)).theme, 'dark');
  } finally {
    await close();
  }
});

test('a page that paints no background follows the system only where its color-scheme allows dark', async () => {
  const plain = 'body { background: none; } html { background: none; }';
  let session = await openHost({ css: plain, colorScheme: 'dark' });
  try {
    assert.equal((await look(session.page)).theme, 'light', 'the canvas stays white without color-scheme: dark');
  } finally {
    await session.close();
  }
  session = await openHost({ css: `${plain} :root { color-scheme: light dark; }`, colorScheme: 'dark' });
  try {
    assert.equal((await look(session.page)).theme, 'dark', 'the canvas is dark: color-scheme allows it');
  } finally {
    await session.close();
  }
});

test('the theme attribute and the custom properties still win over the page', async () => {
  const css = 'failure-map-case { --fm-font: "Courier New", monospace; --fm-font-size: 20px; }';
  const widget = '<failure-map-case n="1" controls="none" theme="dark"></failure-map-case>';
  const { page, close } = await openHost({ css, widget });
  try {
    const seen = await page.evaluate(() => {
      const host = document.querySelector('failure-map-case');
      const prose = getComputedStyle(host.shadowRoot.querySelector('.facts p'));
      return { theme: host.getAttribute('data-fm-theme'), font: prose.fontFamily, hostSize: getComputedStyle(host).fontSize };
    });
    assert.deepEqual(seen, { theme: 'dark', font: '"Courier New", monospace', hostSize: '20px' });
  } finally {
    await close();
  }
});
