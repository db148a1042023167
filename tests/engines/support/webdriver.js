// WebKitGTK (Safari's engine) through its classic W3C WebDriver server, WebKitWebDriver, driving
// MiniBrowser on an Xvfb display that this module starts and always stops.
//
// Why a client of our own (~100 lines over fetch) rather than selenium-webdriver or webdriverio:
// the suite needs nine endpoints (session, url, execute, element clear/value, actions, window
// rect, screenshot, delete); selenium-webdriver ships Selenium Manager, which looks for and downloads
// drivers and browsers when it does not find one, and webdriverio pulls in its own driver
// management and some 150 packages. Neither may download anything here; this one cannot.
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'; // the W3C web element identifier

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Xvfb on a display it picks itself (-displayfd writes the number once it is listening), so
// two runs (or another engineer's) never collide on a display number.
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => { stderr += chunk; });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${stderr.slice(-400)}`)));
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
  });
}

async function request(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || (json.value && json.value.error)) {
    const { error, message } = json.value || {};
    throw new Error(`WebDriver ${method} ${path}: ${error || response.status}: ${message || JSON.stringify(json)}`);
  }
  return json.value;
}

// startWebKit() -> {session({dark}), close()}: Xvfb + WebKitWebDriver; each session() is a new
// MiniBrowser (dark: MiniBrowser's --dark-mode), closed by its own close(). WebKitWebDriver
// allows one session at a time.
async function startWebKit() {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  let driverLog = '';
  driver.stderr.on('data', (chunk) => { driverLog = (driverLog + chunk).slice(-2000); });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill('SIGTERM');
    xvfb.process.kill('SIGTERM');
  };
  process.once('exit', stop); // a crash in a test still leaves nothing running
  for (let i = 0; ; i += 1) {
    try {
      const status = await request(base, 'GET', '/status');
      if (status.ready) break;
    } catch (error) {
      if (i > 100) {
        stop();
        throw new Error(`WebKitWebDriver did not answer on ${base}: ${error.message}\n${driverLog}`, { cause: error });
      }
    }
    await delay(50);
  }

  async function session({ dark = false } = {}) {
    const args = ['--automation', ...(dark ? ['--dark-mode'] : [])];
    const created = await request(base, 'POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } } },
    });
    const id = `/session/${created.sessionId}`;
    const call = (method, path, body) => request(base, method, id + path, body);
    return {
      version: created.capabilities.browserVersion,
      call,
      navigate: (url) => call('POST', '/url', { url }),
      // Runs fn(...args) in the page and resolves to its (awaited) result; a thrown error comes
      // back as an Error. Element references come back as {[ELEMENT]: id}.
      async execute(fn, args = []) {
        const script = `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
            .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
        const result = await call('POST', '/execute/async', { script, args });
        if (result && result.error) throw new Error(`in the page: ${result.error}`);
        return result ? result.value : undefined;
      },
      // fn(...args) returning an element, as a web element reference (WebKit does not serialize
      // an element nested in an object, so this one returns it directly).
      element: (fn, args = []) => call('POST', '/execute/sync', {
        script: `return (${fn}).apply(null, arguments);`, args,
      }),
      setWindowSize: (width, height) => call('POST', '/window/rect', { width, height }),
      screenshot: () => call('GET', '/screenshot'), // base64 PNG of the viewport
      elementScreenshot: (ref) => call('GET', `/element/${ref[ELEMENT]}/screenshot`),
      clear: (ref) => call('POST', `/element/${ref[ELEMENT]}/clear`, {}),
      type: (ref, text) => call('POST', `/element/${ref[ELEMENT]}/value`, { text }),
      // Key actions (keyDown / keyUp of one keyboard), performed in order.
      keys: (actions) => call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] }),
      close: () => call('DELETE', '').catch(() => {}),
    };
  }

  async function close() {
    process.removeListener('exit', stop);
    stop();
    driver.stderr.destroy();
    xvfb.process.stdio[2].destroy();
    xvfb.process.stdio[3].destroy();
    await Promise.all([driver, xvfb.process].map((child) => (child.exitCode !== null || child.signalCode
      ? null : new Promise((resolve) => child.once('exit', resolve)))));
  }

  return { session, close, display: xvfb.display };
}

module.exports = { startWebKit, ELEMENT };
