// The pages in Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver +
// MiniBrowser under Xvfb), behind one small page interface, and Chromium (playwright-core) for the
// layout each engine is compared against. Debian's browsers only: nothing is downloaded.
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { WEB_ROOT } = require('../../browser/support/server');
const { startWebKit, ELEMENT } = require('./webdriver');

const SCREENSHOTS = path.resolve(__dirname, '..', '..', '..', 'build', 'screenshots', 'engines');
const PROBE_PATH = '/__engines-probe.js';

// Loaded first in every page the server sends (a same-origin file, so a strict CSP allows it and
// no inline script is needed). WebKit's classic WebDriver cannot read the console: this records
// what a reader's console would show — uncaught errors, unhandled rejections, console.error —
// and every CSP violation, in window.__engines.
const PROBE = `(() => {
  const log = (window.__engines = { errors: [], violations: [] });
  addEventListener('error', (e) => log.errors.push('uncaught: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')'));
  addEventListener('unhandledrejection', (e) => log.errors.push('unhandled rejection: ' +
    (e.reason instanceof Error ? e.reason.name + ': ' + e.reason.message : String(e.reason))));
  document.addEventListener('securitypolicyviolation', (e) => log.violations.push(e.effectiveDirective + ' ' + e.blockedURI));
  const original = console.error;
  console.error = function (...args) { log.errors.push('console.error: ' + args.map(String).join(' ')); return original.apply(this, args); };
})();
`;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

// A static server for build/web that puts the probe first in each page's <head>. headers: added
// to every response (a Content-Security-Policy).
function startProbeServer({ headers = {} } = {}) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');
    if (pathname === PROBE_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store', ...headers }).end(PROBE);
      return;
    }
    const file = path.resolve(WEB_ROOT, decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(WEB_ROOT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain', ...headers }).end('not found');
      return;
    }
    let body = fs.readFileSync(file);
    if (file.endsWith('.html')) {
      const text = body.toString('utf8');
      if (!/<head>/i.test(text)) throw new Error(`${file}: no <head> to put the probe in`);
      body = text.replace(/<head>/i, `<head><script src="${PROBE_PATH}"></script>`);
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store', ...headers,
    }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({ origin, url: (page) => `${origin}/${page}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

function saveScreenshot(name, base64) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  return file;
}

// ---- Firefox ESR: one browser per theme (dark mode is a preference, set at launch).
function firefox() {
  const puppeteer = require('puppeteer-core');
  const browsers = {};
  const launch = (dark) => {
    browsers[dark] = browsers[dark] || puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      headless: true,
      // 0 = dark, 1 = light: what prefers-color-scheme answers (emulateMediaFeatures is Chromium-only).
      extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1 },
    });
    return browsers[dark];
  };
  return {
    name: 'firefox',
    async version() {
      return (await launch(false)).version();
    },
    async open(url, { width = 1280, height = 900, dark = false } = {}) {
      const browser = await launch(dark);
      const page = await browser.newPage();
      const consoleErrors = [];
      page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`); });
      page.on('pageerror', (error) => consoleErrors.push(`page error: ${error && error.message ? error.message : error}`));
      await page.setViewport({ width, height });
      await page.goto(url, { waitUntil: 'load' });
      return {
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        // Focuses the element find(...args) returns, selects its text and types as a reader would.
        async typeInto(find, args, text) {
          const handle = await page.evaluateHandle(find, ...args);
          await handle.evaluate((node) => { node.focus(); node.select(); });
          await page.keyboard.type(text);
          await handle.dispose();
        },
        // Focuses the editable element find(...args) returns (a code editor), puts the caret at
        // the end of its text and types, key by key.
        async typeAtEnd(find, args, text) {
          const handle = await page.evaluateHandle(find, ...args);
          await handle.evaluate((node) => node.focus());
          await page.keyboard.down('Control');
          await page.keyboard.press('End');
          await page.keyboard.up('Control');
          await page.keyboard.type(text);
          await handle.dispose();
        },
        async errors() {
          const probe = await page.evaluate(() => window.__engines.errors);
          return [...consoleErrors, ...probe];
        },
        async screenshot(name) {
          return saveScreenshot(name, await page.screenshot({ fullPage: true, encoding: 'base64' }));
        },
        close: () => page.close(),
      };
    },
    async close() {
      await Promise.allSettled(Object.values(browsers).map(async (pending) => (await pending).close()));
    },
  };
}

// WebDriver's key codes.
const CONTROL = '\uE009';
const END = '\uE010';

// ---- WebKitGTK: one MiniBrowser at a time (WebKitWebDriver allows one session); --dark-mode is
// a command-line flag, so a change of theme starts a new one.
function webkit() {
  let server = null;
  let current = null; // {dark, session: Promise}
  const start = () => { server = server || startWebKit(); return server; };
  const session = async (dark) => {
    if (current && current.dark !== dark) {
      const previous = current;
      current = null;
      await (await previous.session).close();
    }
    if (!current) current = { dark, session: start().then((wk) => wk.session({ dark })) };
    return current.session;
  };
  return {
    name: 'webkit',
    async version() {
      return `WebKitGTK ${(await session(false)).version}`;
    },
    async open(url, { width = 1280, height = 900, dark = false } = {}) {
      const wd = await session(dark);
      // MiniBrowser's toolbar takes part of the window; its narrowest window is ~447 px.
      const toolbar = 40;
      await wd.setWindowSize(width, height + toolbar);
      await wd.navigate(url);
      return {
        evaluate: (fn, ...args) => wd.execute(fn, args),
        async typeInto(find, args, text) {
          const ref = await wd.element(find, args);
          if (!ref || !ref[ELEMENT]) throw new Error(`typeInto: no element (${find})`);
          await wd.clear(ref);
          await wd.type(ref, text);
        },
        // Focuses the editable element find(...args) returns (a code editor), then with WebDriver's
        // key actions presses Control+End (the caret to the end of its text; Element Send Keys
        // leaves it where the editor had it) and types, key by key.
        async typeAtEnd(find, args, text) {
          const ref = await wd.element(find, args);
          if (!ref || !ref[ELEMENT]) throw new Error(`typeAtEnd: no element (${find})`);
          await wd.execute((node) => node.focus(), [ref]);
          const press = (key) => [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }];
          await wd.keys([{ type: 'keyDown', value: CONTROL }, ...press(END), { type: 'keyUp', value: CONTROL },
            ...[...text].flatMap(press)]);
        },
        errors: () => wd.execute(() => window.__engines.errors),
        async screenshot(name) {
          // WebDriver shoots what is in the window: for the whole page the window is made as tall
          // as the page (Xvfb has no window manager to stop it), then put back.
          const pageHeight = await wd.execute(() => document.documentElement.scrollHeight);
          await wd.setWindowSize(width, Math.min(pageHeight, 20000) + toolbar);
          try {
            // Let the resized window lay out and paint (unpainted parts come out black).
            await wd.execute(() => new Promise(
              (done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
            const root = await wd.element(() => document.documentElement);
            return saveScreenshot(name, await wd.elementScreenshot(root));
          } finally {
            await wd.setWindowSize(width, height + toolbar);
          }
        },
        close: async () => {},
      };
    },
    async close() {
      try {
        if (current) await (await current.session).close();
      } catch {
        // a session that never started has nothing to close
      } finally {
        if (server) await (await server).close();
      }
    },
  };
}

module.exports = { firefox, webkit, startProbeServer, SCREENSHOTS };
