// Launches Debian's Chromium through playwright-core (never the `playwright` package, which would
// download a browser) and opens pages while recording what the tests assert on: console errors,
// page errors, every request URL, CSP violations and any fetch()/XMLHttpRequest the page makes.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { before, after } = require('node:test');
const { launchChromium } = require('../../../scripts/lib/chromium');
const { WEB_ROOT, startServer, makeSite } = require('./server');

const SCREENSHOTS = path.resolve(__dirname, '..', '..', '..', 'build', 'screenshots');
// launch({args}): extra Chromium flags, e.g. ['--js-flags=--expose-gc'] for the memory test.
const launch = launchChromium;

// The fixture of every browser test file: one Chromium and one server for build/web (`server`),
// started before the file's tests and closed after them, plus the servers the file names in
// `servers`, each with startServer's options or a `site` of its own (makeSite's {copy, write}),
// made before the tests and removed after them. `args`: extra Chromium flags. For example
//   const strict = { headers: { 'Content-Security-Policy': STRICT_CSP } };
//   const suite = sharedBrowserAndServer({ servers: { strict } });
//   open(suite.browser, suite.servers.strict.url('index.html'));
// Returns {browser, server, servers: {name: server}}, set once they have started.
function sharedBrowserAndServer({ args = [], servers = {} } = {}) {
  const shared = { browser: null, server: null, servers: {} };
  const sites = [];
  before(async () => {
    const named = Object.entries(servers).map(async ([name, { site, ...options }]) => {
      if (site) sites.push((options.root = makeSite(site)));
      shared.servers[name] = await startServer(options);
    });
    [shared.browser, shared.server] = await Promise.all([launch({ args }), startServer(), ...named]);
  });
  after(async () => {
    const running = [shared.browser, shared.server, ...Object.values(shared.servers)];
    await Promise.all(running.map((held) => held && held.close()));
    for (const root of sites) fs.rmSync(root, { recursive: true, force: true });
  });
  return shared;
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

// open(browser, url, {viewport, colorScheme, allowed, permissions, initScripts}) ->
// {page, context, log, close()}
// `allowed(url)` says which request URLs are the page's own files; any other is recorded in
// log.foreign and aborted before it leaves the machine. `permissions` are granted to the page's
// origin (e.g. ['clipboard-read', 'clipboard-write']); `initScripts` run before the page's own.
// Dialogs (alert, confirm, prompt) are recorded in log.dialogs and dismissed.
async function open(browser, url, options = {}) {
  const { viewport = { width: 1100, height: 900 }, colorScheme = 'light', allowed, permissions, initScripts = [] } = options;
  const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce', acceptDownloads: true });
  if (permissions) await context.grantPermissions(permissions, { origin: new URL(url).origin });
  const log = { consoleErrors: [], pageErrors: [], requests: [], foreign: [], cspMessages: [], dialogs: [] };
  const isOwn = allowed || ((candidate) => candidate.startsWith(new URL('.', url).href));
  await context.route('**/*', (route) => {
    const requested = route.request().url();
    if (isOwn(requested)) return route.continue();
    log.foreign.push(requested);
    return route.abort();
  });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  for (const script of initScripts) await page.addInitScript(script);
  page.on('dialog', (dialog) => {
    log.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
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

// withPage(browser, url, [options], body): opens `url` as open() does, runs `body({page, log,
// context})`, then asserts the page clean (assertClean), and closes it whatever happens.
async function withPage(browser, url, ...rest) {
  const body = rest.pop();
  const opened = await open(browser, url, rest[0]);
  try {
    const result = await body(opened);
    await assertClean(opened.page, opened.log);
    return result;
  } finally {
    await opened.close();
  }
}

// Calls `read()` every 25 ms until `done(value)` holds of what it returns, and returns that value;
// after `timeout` ms throws, saying `what` and the last value read. The tests' one way to wait: a
// page is read from node, so nothing is evaluated as a string inside it (a strict CSP would refuse
// that).
async function waitUntil(read, done, { what = 'the page', timeout = 15000 } = {}) {
  const deadline = Date.now() + timeout;
  let seen;
  while (Date.now() < deadline) {
    seen = await read();
    if (done(seen)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not get there within ${timeout} ms: ${JSON.stringify(seen)}`);
}

// Waits until the element matching `selector` (a panel) has data-state=`state`.
function waitForPanelState(page, selector, state, timeout = 15000) {
  const read = () => page.evaluate((sel) => (document.querySelector(sel) ? document.querySelector(sel).getAttribute('data-state') : null), selector);
  return waitUntil(read, (seen) => seen === state, { what: `${selector} (data-state=${state})`, timeout });
}

// Waits until `count` widgets are on the page and all of them have data-state=`state`; returns
// their states.
function waitForState(page, { count = 1, state = 'ready', timeout = 10000 } = {}) {
  const states = () => page.evaluate(() =>
    [...document.querySelectorAll('failure-map-case')].map((host) => host.getAttribute('data-state')));
  return waitUntil(states, (seen) => seen.length >= count && seen.every((s) => s === state),
    { what: `the widgets (data-state=${state})`, timeout });
}

// The tables of the widget matching `selector`, as {implId: {caption, rows: [{check, actual,
// expected, outcome}]}}, read through the stable hooks.
// Runs in the page: the tables of the widget matching `hostSelector` as [{impl, caption, rows:
// [{check, actual, expected, outcome}]}] in the widget's order, read through the stable hooks (a
// list: WebKit's WebDriver does not keep an object's key order).
function tablesInPage(hostSelector) {
  const host = document.querySelector(hostSelector);
  // A card's tables are in its shadow root; the page's own look (look="host") has none.
  return [...(host.shadowRoot || host).querySelectorAll('table[data-impl]')].map((table) => ({
    impl: table.dataset.impl,
    caption: table.caption ? table.caption.textContent : null,
    rows: [...table.querySelectorAll('tbody tr[data-check]')].map((row) => ({
      check: row.dataset.check,
      actual: row.querySelector('td[data-col="actual"]').textContent,
      expected: row.querySelector('td[data-col="expected"]').textContent,
      outcome: row.querySelector('td[data-col="outcome"]').textContent,
    })),
  }));
}

// {implId: {caption, rows}} in the widget's order. `page` is any driver's page with
// evaluate(function, argument): Playwright's, puppeteer's, the engines' WebDriver client's.
async function readTables(page, selector = 'failure-map-case') {
  const list = await page.evaluate(tablesInPage, selector);
  return Object.fromEntries(list.map(({ impl, caption, rows }) => [impl, { caption, rows }]));
}

// Every table of the widget with every column the element shows, including the hidden state of
// each row (outcome filter): {implId: {caption, headers, rows: [{check, label, actual, expected,
// outcome, ulps, why, hidden}], summary, toleranceSummary, roundingNote, shown}}.
function readDetails(page, selector = 'failure-map-case') {
  return page.evaluate((hostSelector) => {
    const root = document.querySelector(hostSelector).shadowRoot;
    const text = (node) => (node ? node.textContent : null);
    const visible = (node) => Boolean(node) && !node.hidden && node.getClientRects().length > 0;
    const tables = {};
    for (const table of root.querySelectorAll('table[data-impl]')) {
      const id = table.dataset.impl;
      tables[id] = {
        caption: text(table.caption),
        headers: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
        rows: [...table.querySelectorAll('tbody tr')].map((row) => ({
          check: row.dataset.check,
          label: text(row.querySelector('th')),
          actual: text(row.querySelector('td[data-col="actual"]')),
          expected: text(row.querySelector('td[data-col="expected"]')),
          outcome: text(row.querySelector('td[data-col="outcome"]')),
          ulps: text(row.querySelector('td[data-col="ulps"]')),
          why: text(row.querySelector('td[data-col="why"] .why-text')),
          figures: text(row.querySelector('td[data-col="why"] .figures')),
          hidden: row.hidden,
        })),
        summary: text(root.querySelector(`[data-summary="${id}"]`)),
        toleranceSummary: visible(root.querySelector(`[data-tolerance-summary="${id}"]`))
          ? text(root.querySelector(`[data-tolerance-summary="${id}"]`))
          : null,
        roundingNote: visible(root.querySelector(`[data-rounding-note="${id}"]`))
          ? text(root.querySelector(`[data-rounding-note="${id}"]`))
          : null,
        shown: visible(root.querySelector(`[data-shown="${id}"]`)) ? text(root.querySelector(`[data-shown="${id}"]`)) : null,
      };
    }
    return tables;
  }, selector);
}

// The deepest focused element, through shadow roots: {tag, field, action, text} or null.
function focusedControl(page) {
  return page.evaluate(() => {
    let node = document.activeElement;
    while (node && node.shadowRoot && node.shadowRoot.activeElement) node = node.shadowRoot.activeElement;
    if (!node || node === document.body) return null;
    return {
      tag: node.localName,
      field: node.getAttribute('data-field'),
      action: node.getAttribute('data-action'),
      text: node.textContent,
    };
  });
}

// The editor's rows as the fields the API takes: [{check, weighted_sums, weight_sums, expected}].
function readEditor(page, selector = 'failure-map-case') {
  return page.evaluate((hostSelector) => {
    const root = document.querySelector(hostSelector).shadowRoot;
    return [...root.querySelectorAll('li.row')].map((row) => {
      const value = (key) => row.querySelector(`[data-key="${key}"]`).value;
      return { check: value('check'), weighted_sums: value('weighted_sums'), weight_sums: value('weight_sums'), expected: value('expected') };
    });
  }, selector);
}

// Opens the fixture editor (it starts closed, as a reader finds it: one line saying what it
// holds) and waits a frame, so that its fields can be typed into.
function openEditor(page, selector = 'failure-map-case') {
  return page.evaluate(async (hostSelector) => {
    document.querySelector(hostSelector).shadowRoot.querySelector('details.editor').open = true;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, selector);
}

// The message shown at a field: {invalid, describedBy, message, besideField} for the control with
// data-field=FIELD (or the editor's "Add" button for "fixtures").
function fieldMessage(page, field, selector = 'failure-map-case') {
  return page.evaluate(([hostSelector, name]) => {
    const root = document.querySelector(hostSelector).shadowRoot;
    const control = name === 'fixtures'
      ? root.querySelector('button[data-action="add"]')
      : [...root.querySelectorAll('[data-field]')].find((node) => node.getAttribute('data-field') === name);
    if (!control) return null;
    const id = control.getAttribute('aria-describedby');
    const note = id ? root.getElementById(id) : null;
    const container = control.closest('.field') || control.closest('.editor');
    return {
      invalid: control.getAttribute('aria-invalid'),
      describedBy: id,
      message: note ? note.textContent : null,
      besideField: Boolean(note && container && container.contains(note)),
      visible: Boolean(note && note.getClientRects().length > 0),
    };
  }, [selector, field]);
}

// What the page itself recorded: CSP violation events and script-initiated fetches.
function pageRecord(page) {
  return page.evaluate(() => window.__fm);
}

// The one page-clean assertion, for a page opened with open(): no uncaught error, no console
// error, no dialog, no Content-Security-Policy violation (event or console message), no request
// beyond the page's own files, and no fetch() or XMLHttpRequest at all (data: URLs included: the
// page needs none). The page's own record covers the document now shown. `label` starts each message.
async function assertClean(page, log, label = 'the page') {
  const record = await pageRecord(page);
  assert.deepEqual(log.pageErrors, [], `${label}: uncaught page errors`);
  assert.deepEqual(log.consoleErrors, [], `${label}: console errors`);
  assert.deepEqual(log.dialogs, [], `${label}: dialogs`);
  assert.deepEqual(record.violations, [], `${label}: securitypolicyviolation events`);
  assert.deepEqual(log.cspMessages, [], `${label}: CSP console messages`);
  assert.deepEqual(log.foreign, [], `${label}: requests beyond the page's own files`);
  assert.deepEqual(record.fetches, [], `${label}: fetch() or XMLHttpRequest`);
}

// The WCAG 2.1 A and AA violations axe-core finds in the page as it stands, one line each
// ("rule: targets"); axe-core is added to the page on first use.
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  }
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

// name may hold a folder: 'examples/mkdocs-case' lands in build/screenshots/examples/.
async function screenshot(page, name) {
  const file = path.join(SCREENSHOTS, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

module.exports = {
  launch,
  sharedBrowserAndServer,
  open,
  withPage,
  fileUrl,
  waitUntil,
  waitForPanelState,
  waitForState,
  readTables,
  readDetails,
  readEditor,
  openEditor,
  focusedControl,
  fieldMessage,
  pageRecord,
  assertClean,
  axeViolations,
  screenshot,
  SCREENSHOTS,
};
