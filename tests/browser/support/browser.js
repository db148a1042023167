// Launches Debian's Chromium through playwright-core (never the `playwright` package, which would
// download a browser) and opens pages while recording what the tests assert on: console errors,
// page errors, every request URL, CSP violations and any fetch()/XMLHttpRequest the page makes.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');
const { WEB_ROOT } = require('./server');

const SCREENSHOTS = path.resolve(__dirname, '..', '..', '..', 'build', 'screenshots');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

function fileUrl(page) {
  return pathToFileURL(path.join(WEB_ROOT, page)).href;
}

// Runs in the page before its own scripts: records CSP violations and script-initiated fetches
// (data: URLs included, which the network events do not always show).
function pageProbe() {
  window.__fm = { violations: [], fetches: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__fm.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    window.__fm.fetches.push(String(input && input.url ? input.url : input));
    return originalFetch.call(this, input, init);
  };
  const originalOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    window.__fm.fetches.push(String(url));
    return originalOpen.call(this, method, url, ...rest);
  };
}

// open(browser, url, {viewport, colorScheme, allowed}) -> {page, context, log, close()}
// `allowed(url)` says which request URLs are the page's own files; any other is recorded in
// log.foreign and aborted before it leaves the machine.
async function open(browser, url, { viewport = { width: 1100, height: 900 }, colorScheme = 'light', allowed } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
  const log = { consoleErrors: [], pageErrors: [], requests: [], foreign: [], cspMessages: [] };
  const isOwn = allowed || ((candidate) => candidate.startsWith(new URL('.', url).href));
  await context.route('**/*', (route) => {
    const requested = route.request().url();
    if (isOwn(requested)) return route.continue();
    log.foreign.push(requested);
    return route.abort();
  });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  page.on('request', (request) => {
    log.requests.push(request.url());
    if (!isOwn(request.url())) log.foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(message.text());
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) log.cspMessages.push(message.text());
  });
  page.on('pageerror', (error) => log.pageErrors.push(String(error)));
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, log, close: () => context.close() };
}

// Waits until `count` widgets are on the page and all of them have data-state=ready (or until
// any reaches `until`). Polls from node, so nothing is evaluated as a string inside the page (a
// strict CSP would refuse that).
async function waitForState(page, { count = 1, state = 'ready', timeout = 10000 } = {}) {
  const deadline = Date.now() + timeout;
  let states = [];
  while (Date.now() < deadline) {
    states = await page.evaluate(() =>
      [...document.querySelectorAll('failure-map-case')].map((host) => host.getAttribute('data-state')),
    );
    if (states.length >= count && states.every((s) => s === state)) return states;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`widgets did not reach data-state=${state} within ${timeout} ms: [${states.join(', ')}]`);
}

// The tables of the widget matching `selector`, as {implId: {caption, rows: [{check, actual,
// expected, outcome}]}}, read through the stable hooks.
function readTables(page, selector = 'failure-map-case') {
  return page.evaluate((hostSelector) => {
    const host = document.querySelector(hostSelector);
    const tables = {};
    for (const table of host.shadowRoot.querySelectorAll('table[data-impl]')) {
      tables[table.dataset.impl] = {
        caption: table.caption ? table.caption.textContent : null,
        rows: [...table.querySelectorAll('tbody tr[data-check]')].map((row) => ({
          check: row.dataset.check,
          actual: row.querySelector('td[data-col="actual"]').textContent,
          expected: row.querySelector('td[data-col="expected"]').textContent,
          outcome: row.querySelector('td[data-col="outcome"]').textContent,
        })),
      };
    }
    return tables;
  }, selector);
}

// What the page itself recorded: CSP violation events and script-initiated fetches.
function pageRecord(page) {
  return page.evaluate(() => window.__fm);
}

async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

module.exports = { launch, open, fileUrl, waitForState, readTables, pageRecord, screenshot, SCREENSHOTS };
