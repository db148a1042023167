// The tests every engine runs (tests/engines/firefox.test.js, webkit.test.js): the record and
// embed pages, typing N, an error at the field, the lab panels, the strict CSP and the message
// when WebAssembly is blocked, and no overflow or scrollbar that Chromium does not show.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { cliCheckResults } = require('../../support/cli');
const { launch: launchChromium, readTables } = require('../../browser/support/browser');
const { STRICT_CSP } = require('../../browser/support/server');
const { recordTables, cliTable } = require('../../browser/support/expected');
const { startProbeServer } = require('./engines');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const STEPS_LOG = path.join(ROOT, 'tests', 'data', 'logs', 'steps.csv');
const CSP_MESSAGE = "this page's Content-Security-Policy blocks WebAssembly (script-src needs 'wasm-unsafe-eval')";

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Functions run in the page (serialized: no closures over node variables).

// "failure-map-case#case=ready" per widget; a widget in error adds what it says, so a failure
// names its cause ("failure-map-training=error (The training model could not load: ...)").
function widgetStates() {
  return [...document.querySelectorAll('failure-map-case, failure-map-training, failure-map-log, failure-map-tryfix')]
    .map((host) => {
      const state = `${host.localName}${host.id ? `#${host.id}` : ''}=${host.getAttribute('data-state')}`;
      if (host.getAttribute('data-state') !== 'error') return state;
      const alert = (host.shadowRoot || host).querySelector('[role=alert]') || host;
      return `${state} (${alert.textContent.trim().slice(0, 300)})`;
    });
}

function nField() {
  return document.querySelector('failure-map-case').shadowRoot.querySelector('input[data-field="n"]');
}

function nFieldState() {
  const root = document.querySelector('failure-map-case').shadowRoot;
  const input = root.querySelector('input[data-field="n"]');
  const id = input.getAttribute('aria-describedby');
  const note = id ? root.getElementById(id) : null;
  return {
    value: input.value,
    invalid: input.getAttribute('aria-invalid'),
    message: note ? note.textContent : null,
    besideField: Boolean(note && input.closest('.field') && input.closest('.field').contains(note)),
    visible: Boolean(note && note.getClientRects().length > 0),
  };
}

function alertText(selector) {
  const host = document.querySelector(selector);
  const node = (host.shadowRoot && host.shadowRoot.querySelector('[role="alert"]:not([hidden])'))
    || host.querySelector('[data-load-error]');
  return node ? node.textContent : null;
}

function pasteLog(text) {
  const root = document.querySelector('failure-map-log').shadowRoot;
  const area = root.querySelector('textarea[data-field="log"]');
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true }));
  root.querySelector('button[data-action="check"]').click();
}

function logResults() {
  const root = document.querySelector('failure-map-log').shadowRoot;
  return Object.fromEntries([...root.querySelectorAll('table[data-table="overall"] tr[data-impl]')]
    .map((tr) => [tr.dataset.impl, tr.querySelector('td[data-col="value"]').textContent]));
}

function themes() {
  return [...document.querySelectorAll('failure-map-case')].map((host) => host.getAttribute('data-fm-theme'));
}

// Every scroll container in the widgets' shadow roots, and the page's own root: its overflow and
// the room its scrollbars take. Keyed by host and position so engines can be compared.
function scrollBoxes(hostSelector) {
  const boxes = [];
  const measure = (node, key) => {
    const style = getComputedStyle(node);
    const px = (v) => parseFloat(v) || 0;
    boxes.push({
      key,
      overflowX: style.overflowX,
      overflowY: style.overflowY,
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
      scrollHeight: node.scrollHeight,
      clientHeight: node.clientHeight,
      // What a vertical / horizontal scrollbar takes (0 with overlay scrollbars or none).
      verticalBar: node.offsetWidth - node.clientWidth - px(style.borderLeftWidth) - px(style.borderRightWidth),
      horizontalBar: node.offsetHeight - node.clientHeight - px(style.borderTopWidth) - px(style.borderBottomWidth),
    });
  };
  const root = document.scrollingElement;
  boxes.push({
    key: 'page', overflowX: 'auto', overflowY: 'auto', scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
    scrollHeight: 0, clientHeight: 0, verticalBar: 0, horizontalBar: 0,
  });
  const hosts = [...document.querySelectorAll(hostSelector)]
    .filter((host) => host.shadowRoot && host.getAttribute('data-state') === 'ready');
  hosts.forEach((host, h) => {
    const seen = {};
    for (const node of host.shadowRoot.querySelectorAll('*')) {
      const style = getComputedStyle(node);
      // A textarea scrolls its text in every engine, whatever its computed overflow says.
      const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY) || node.localName === 'textarea';
      if (!scrolls || node.getClientRects().length === 0) continue;
      const name = `${host.localName}[${h}] ${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
      seen[name] = (seen[name] || 0) + 1;
      measure(node, `${name} #${seen[name]}`);
    }
  });
  return boxes;
}

function codeEditor() {
  return document.querySelector('failure-map-tryfix').shadowRoot.querySelector('[data-field="solve"]');
}

// The fix panel through its hooks: its code, error, marked line and underline, summary, and the
// colours of a keyword and of plain code (the highlighting).
function tryfixState() {
  const host = document.querySelector('failure-map-tryfix');
  const root = host.shadowRoot;
  const error = root.querySelector('[role=alert][data-error]');
  const keyword = [...root.querySelectorAll('.cm-line span[class]')].find((span) => span.textContent === 'def');
  return {
    state: host.getAttribute('data-state'),
    theme: host.getAttribute('data-fm-theme'),
    code: host.code,
    error: error.textContent,
    kind: error.getAttribute('data-kind'),
    line: error.getAttribute('data-line'),
    marked: [...root.querySelectorAll('.cm-lineNumbers .fm-error-line')].map((node) => node.textContent),
    underlined: [...root.querySelectorAll('.fm-error-range')].map((node) => node.textContent).join(''),
    summary: (root.querySelector('[data-summary=yours]') || {}).textContent || '',
    keywordColour: keyword ? getComputedStyle(keyword).color : null,
    plainColour: getComputedStyle(root.querySelector('.cm-line')).color,
    sideways: [document.scrollingElement, root.querySelector('.cm-scroller')].filter((box) => box.scrollWidth > box.clientWidth).length,
  };
}

// ---- Helpers in node.

async function waitFor(page, what, check, timeout = 15000) {
  const deadline = Date.now() + timeout;
  let seen;
  while (Date.now() < deadline) {
    seen = await page.evaluate(widgetStates);
    if (check(seen)) return seen;
    await delay(30);
  }
  throw new Error(`${what}: not reached within ${timeout} ms; widgets: [${seen.join(', ')}]`);
}
// The state of one widgetStates() entry, without what an error adds.
const stateOf = (entry) => entry.split(' (')[0].split('=').pop();
const allAre = (state, count = 1) => (states) => states.length >= count && states.every((s) => stateOf(s) === state);
// Whether some widget of this tag is in this state ("failure-map-case#case=ready").
const some = (tag, state) => (states) => states.some((s) => s.startsWith(tag) && stateOf(s) === state);

// The CLI's overall results of `check` on a log, as the log panel shows them.
const cliCheck = cliCheckResults;

// The widgets whose layout is compared on each page (index.html's training panel is lazy: it
// loads when scrolled into view, which differs between engines and screenshots).
const LAYOUT_HOSTS = {
  'index.html': 'failure-map-case',
  'embed.html': 'failure-map-case',
  'training.html': 'failure-map-training',
  'log.html': 'failure-map-log',
};

// The pages whose layout is compared, and how each reaches its full state.
const LAYOUT_PAGES = {
  'index.html': async (page) => waitFor(page, 'index.html ready', some('failure-map-case', 'ready')),
  'embed.html': async (page) => waitFor(page, 'embed.html ready', (s) => s.filter((x) => x.endsWith('=ready')).length === 2),
  'training.html': async (page) => waitFor(page, 'training.html ready', allAre('ready')),
  'log.html': async (page) => {
    await waitFor(page, 'log.html idle', allAre('idle'));
    await page.evaluate(pasteLog, fs.readFileSync(STEPS_LOG, 'utf8'));
    return waitFor(page, 'log.html checked', allAre('ready'));
  },
};

// Compares one engine's scroll boxes with Chromium's on the same page, width and theme: the same
// boxes; no vertical overflow in any; no horizontal overflow or scrollbar where Chromium has none.
function compareLayout(engine, where, mine, chromium) {
  const problems = [];
  const theirs = new Map(chromium.map((box) => [box.key, box]));
  assert.deepEqual(mine.map((box) => box.key), chromium.map((box) => box.key), `${where}: the same scroll containers as in Chromium`);
  for (const box of mine) {
    const ref = theirs.get(box.key);
    const chromiumScrollsX = ref.scrollWidth > ref.clientWidth;
    const chromiumScrollsY = ref.scrollHeight > ref.clientHeight;
    // A textarea's scroll size is its wrapped text's, measured differently by each engine (Firefox
    // reports 1 px more than its width for a fixture field, and shows no scrollbar); for a
    // textarea only a scrollbar the reader sees counts.
    const textarea = / textarea #/.test(box.key);
    if (box.scrollHeight > box.clientHeight && !chromiumScrollsY && !textarea) {
      problems.push(`${box.key}: overflows vertically by ${box.scrollHeight - box.clientHeight} px ` +
        `(scrollHeight ${box.scrollHeight} > clientHeight ${box.clientHeight}; Chromium ${ref.scrollHeight} <= ${ref.clientHeight})`);
    }
    if (box.scrollWidth > box.clientWidth && !chromiumScrollsX && !textarea) {
      problems.push(`${box.key}: overflows horizontally by ${box.scrollWidth - box.clientWidth} px ` +
        `(scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}; Chromium ${ref.scrollWidth} <= ${ref.clientWidth})`);
    }
    if (box.verticalBar > 0 && !chromiumScrollsY) problems.push(`${box.key}: shows a ${box.verticalBar}-px vertical scrollbar`);
    if (box.horizontalBar > 0 && !chromiumScrollsX) problems.push(`${box.key}: shows a ${box.horizontalBar}-px horizontal scrollbar`);
  }
  assert.deepEqual(problems, [], `${where}: overflow or scrollbars in ${engine} that Chromium does not have`);
}

// defineSuite(makeEngine): the tests for one engine ({name, open, close, version}).
function defineSuite(makeEngine) {
  const engine = makeEngine();
  let plain;
  let strict;
  let noWasm;
  let chromium;

  before(async () => {
    [plain, strict, noWasm, chromium] = await Promise.all([
      startProbeServer(),
      startProbeServer({ headers: { 'Content-Security-Policy': STRICT_CSP } }),
      startProbeServer({ headers: { 'Content-Security-Policy': STRICT_CSP.replace(" 'wasm-unsafe-eval'", '') } }),
      launchChromium(),
    ]);
  });
  after(async () => {
    await Promise.all([
      engine.close(),
      chromium && chromium.close(),
      ...[plain, strict, noWasm].map((server) => server && server.close()),
    ]);
  });

  // Opens a page, runs body(page) and then asserts nothing reached the reader's console.
  async function withPage(url, options, body, { clean = true } = {}) {
    const page = await engine.open(url, options);
    try {
      await body(page);
      if (clean) assert.deepEqual(await page.errors(), [], `${url}: console errors, uncaught errors or rejections`);
    } finally {
      await page.close();
    }
  }

  const name = engine.name;

  test(`${name}: index.html shows the record's 3 × 7 cells`, async () => {
    await withPage(plain.url('index.html'), {}, async (page) => {
      await LAYOUT_PAGES['index.html'](page);
      const tables = await readTables(page, 'failure-map-case');
      const expected = recordTables();
      assert.deepEqual(Object.keys(tables), ['broken', 'unsuccessful-fix', 'repair']);
      for (const id of Object.keys(expected)) assert.deepEqual(tables[id].rows, expected[id], `${id} table at N = 1`);
      assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 1');
      assert.deepEqual(await page.evaluate(themes), ['light']);
    });
  });

  test(`${name}: embed.html shows two widgets, at N = 1 and N = 0.1`, async () => {
    await withPage(plain.url('embed.html'), {}, async (page) => {
      await LAYOUT_PAGES['embed.html'](page);
      const first = await readTables(page, '#case-n1');
      const second = await readTables(page, '#case-n01');
      const expected = recordTables();
      for (const id of Object.keys(expected)) {
        assert.deepEqual(first[id].rows, expected[id], `${id} at N = 1`);
        assert.deepEqual(second[id].rows, cliTable(id, '0.1'), `${id} at N = 0.1`);
      }
    });
  });

  test(`${name}: typing N changes the cells; a bad N shows its error at the field`, async () => {
    await withPage(plain.url('index.html'), {}, async (page) => {
      await LAYOUT_PAGES['index.html'](page);
      await page.typeInto(nField, [], '0.1');
      const expected = cliTable('repair', '0.1');
      let tables;
      for (let i = 0; i < 100; i += 1) {
        tables = await readTables(page, 'failure-map-case');
        if (JSON.stringify(tables.repair.rows) === JSON.stringify(expected)) break;
        await delay(30);
      }
      assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 0.1');
      assert.deepEqual(tables.repair.rows, expected, 'repair at the typed N = 0.1');
      assert.deepEqual(tables.broken.rows, cliTable('broken', '0.1'), 'broken at the typed N = 0.1');

      await page.typeInto(nField, [], 'abc');
      await waitFor(page, 'data-state=error after typing "abc"', some('failure-map-case', 'error'));
      const field = await page.evaluate(nFieldState);
      assert.equal(field.value, 'abc');
      assert.equal(field.invalid, 'true', 'aria-invalid on the N field');
      assert.match(field.message || '', /"abc" is not a number/, 'the message the field describes itself with');
      assert.equal(field.besideField, true, 'the message sits beside the field');
      assert.equal(field.visible, true, 'the message is shown');
      tables = await readTables(page, 'failure-map-case');
      assert.equal(tables.repair.caption, 'The repair: boundary fixtures at N = 0.1', 'the last good tables stay');
      await page.screenshot(`${name}-index-n-error`);
    });
  });

  // The fix panel: typed into key by key, it runs; a syntax error is marked at its line and
  // column and goes when corrected; the code goes into the link and a new page opens it; the
  // highlighting follows the light and dark themes; nothing scrolls sideways.
  test(`${name}: the fix panel (tryfix.html): typing, running, the error marker, the link, light and dark`, async () => {
    const colours = {};
    for (const dark of [false, true]) {
      let link;
      await withPage(plain.url('tryfix.html'), { width: 600, height: 900, dark }, async (page) => {
        await waitFor(page, 'tryfix.html ready', some('failure-map-tryfix', 'ready'));
        await page.evaluate(() => { document.querySelector('failure-map-tryfix').code = 'def solve(weighted_sums, weight_sums):\n    return 0.0\n'; });
        await waitFor(page, 'the zero fix answered', some('failure-map-tryfix', 'ready'));
        await page.typeAtEnd(codeEditor, [], 'x = (');
        let seen;
        for (let i = 0; i < 200; i += 1) {
          seen = await page.evaluate(tryfixState);
          // The underline may be drawn a frame after the alert.
          if (seen.kind === 'syntax' && seen.underlined) break;
          await delay(30);
        }
        assert.equal(seen.code, 'def solve(weighted_sums, weight_sums):\n    return 0.0\nx = (', 'the typed text is in the editor');
        assert.equal(seen.kind, 'syntax', `a syntax error: ${seen.error}`);
        assert.equal(seen.line, '3');
        assert.deepEqual(seen.marked, ['3'], 'its line number marked');
        assert.equal(seen.underlined, '(', 'underlined from its column');
        await page.screenshot(`${name}-tryfix-error-${dark ? 'dark' : 'light'}`);
        await page.typeAtEnd(codeEditor, [], ')');
        for (let i = 0; i < 200; i += 1) {
          seen = await page.evaluate(tryfixState);
          if (seen.state === 'ready' && seen.code.endsWith('x = ()')) break;
          await delay(30);
        }
        assert.equal(seen.state, 'ready');
        assert.equal(seen.error, '');
        assert.deepEqual(seen.marked, []);
        assert.match(seen.summary, /^\d of 7 checks? pass/);
        assert.equal(seen.theme, dark ? 'dark' : 'light');
        assert.notEqual(seen.keywordColour, seen.plainColour, 'keywords are highlighted');
        assert.equal(seen.sideways, 0, 'nothing scrolls sideways');
        colours[dark] = seen.keywordColour;
        for (let i = 0; i < 100 && !link; i += 1) {
          const hash = await page.evaluate(() => location.hash);
          if (hash.includes('x%20%3D%20%28%29')) link = hash;
          else await delay(30);
        }
        assert.ok(link, 'the code went into the link');
        await page.screenshot(`${name}-tryfix-${dark ? 'dark' : 'light'}`);
      });
      await withPage(`${plain.url('tryfix.html')}${link}`, { width: 600, height: 900, dark }, async (page) => {
        await waitFor(page, 'the link reopened', some('failure-map-tryfix', 'ready'));
        assert.equal((await page.evaluate(tryfixState)).code, 'def solve(weighted_sums, weight_sums):\n    return 0.0\nx = ()');
      });
    }
    assert.notEqual(colours.false, colours.true, 'the highlighting has light and dark colours');
  });

  test(`${name}: the lab panels (training.html, log.html) reach data-state=ready`, async () => {
    await withPage(plain.url('training.html'), {}, async (page) => {
      await LAYOUT_PAGES['training.html'](page);
      const plotted = await page.evaluate(() => document.querySelector('failure-map-training').shadowRoot.querySelectorAll('svg path').length);
      assert.ok(plotted > 0, 'the training panel drew its plots');
    });
    await withPage(plain.url('log.html'), {}, async (page) => {
      await LAYOUT_PAGES['log.html'](page);
      assert.deepEqual(await page.evaluate(logResults), cliCheck(STEPS_LOG), 'the log panel shows the CLI results of steps.csv');
    });
  });

  for (const width of [390, 1280]) {
    test(`${name}: the log panel's verdict, its per-step error plots and any step, ${width} px`, async () => {
      await withPage(plain.url('log.html'), { width, height: 900 }, async (page) => {
        await waitFor(page, 'log.html idle', allAre('idle'));
        await page.evaluate(() => document.querySelector('failure-map-log').shadowRoot.querySelector('button[data-action="example"]').click());
        await waitFor(page, 'log.html checked', allAre('ready'));
        const shown = await page.evaluate(() => {
          const root = document.querySelector('failure-map-log').shadowRoot;
          const verdict = root.querySelector('[data-verdict]');
          return {
            verdict: verdict && verdict.dataset.verdict,
            visible: Boolean(verdict && verdict.getBoundingClientRect().height > 0),
            plots: [...root.querySelectorAll('[data-error-plot] path[data-series]')].map((p) => p.getAttribute('d').length > 10),
          };
        });
        assert.deepEqual(shown, { verdict: 'affected', visible: true, plots: [true, true] });
        await page.evaluate(() => {
          const root = document.querySelector('failure-map-log').shadowRoot;
          root.querySelector('input[data-field="step"]').value = '6';
          root.querySelector('button[data-action="go"]').click();
        });
        const asked = await page.evaluate(() => Boolean(document.querySelector('failure-map-log').shadowRoot.querySelector('tr.asked[data-step="6"]')));
        assert.ok(asked, 'Show step marks step 6 in the table');
      });
    });
  }

  for (const [pageName, ready] of [['index.html', 'index.html'], ['embed.html', 'embed.html'], ['training.html', 'training.html']]) {
    test(`${name}: ${pageName} renders under the strict CSP with no violation`, async () => {
      await withPage(strict.url(pageName), {}, async (page) => {
        await LAYOUT_PAGES[ready](page);
        if (pageName !== 'training.html') {
          const tables = await readTables(page, 'failure-map-case');
          assert.deepEqual(tables.broken.rows, recordTables().broken);
          const sheets = await page.evaluate(() => document.querySelector('failure-map-case').shadowRoot.adoptedStyleSheets.length);
          assert.equal(sheets, 1, 'the constructable style sheet applied');
        }
        assert.deepEqual(await page.evaluate(() => window.__engines.violations), [], 'securitypolicyviolation events');
        if (pageName === 'index.html') await page.screenshot(`${name}-csp-strict-index`);
      });
    });
  }

  test(`${name}: without 'wasm-unsafe-eval' each widget shows the documented message`, async () => {
    await withPage(noWasm.url('index.html'), {}, async (page) => {
      await waitFor(page, 'the case in data-state=error', some('failure-map-case', 'error'));
      const message = await page.evaluate(alertText, 'failure-map-case');
      assert.equal(message, `Error: The case could not be loaded: ${CSP_MESSAGE}`);
      // Firefox (as Chromium) reports the refusal as a violation (script-src wasm-eval); WebKitGTK
      // 2.50 refuses only the instantiation and fires no securitypolicyviolation event.
      if (engine.name !== 'webkit') {
        const violations = await page.evaluate(() => window.__engines.violations);
        assert.ok(violations.length > 0, 'the blocked compile is reported as a securitypolicyviolation');
      }
      await page.screenshot(`${name}-csp-no-wasm-index`);
    }, { clean: false });
    for (const [pageName, tag, what] of [['training.html', 'failure-map-training', 'The training model'], ['log.html', 'failure-map-log', 'The log checker']]) {
      await withPage(noWasm.url(pageName), {}, async (page) => {
        if (tag === 'failure-map-log') {
          // The log panel loads its WebAssembly when it is first given a log.
          await waitFor(page, 'log.html idle', allAre('idle'));
          await page.evaluate(pasteLog, 'weighted_sum,weight_sum\n1,2\n');
        }
        await waitFor(page, `${tag} in data-state=error`, some(tag, 'error'));
        const message = await page.evaluate(alertText, tag);
        // "Error: ..." (training) or "Not checked: ..." (log), then the documented words.
        assert.match(message || '', /^(Error|Not checked): /, `${pageName}'s message: ${message}`);
        assert.equal(message.replace(/^(Error|Not checked): /, ''), `${what} could not be loaded: ${CSP_MESSAGE}`, `${pageName}'s message`);
      }, { clean: false });
    }
  });

  // Chromium's layout for the same page, size and theme, measured once per combination.
  async function chromiumBoxes(pageName, width, height, dark) {
    const context = await chromium.newContext({ viewport: { width, height }, colorScheme: dark ? 'dark' : 'light' });
    try {
      const page = await context.newPage();
      await page.goto(plain.url(pageName), { waitUntil: 'load' });
      const adapter = { evaluate: (fn, ...args) => page.evaluate(fn, ...args) };
      await LAYOUT_PAGES[pageName](adapter);
      return await page.evaluate(scrollBoxes, LAYOUT_HOSTS[pageName]);
    } finally {
      await context.close();
    }
  }

  for (const [width, dark] of [[1280, false], [390, false], [1280, true]]) {
    const theme = dark ? 'dark' : 'light';
    test(`${name}: no overflow or scrollbar Chromium does not show, ${width} px, ${theme}`, async () => {
      const failures = [];
      for (const pageName of Object.keys(LAYOUT_PAGES)) {
        await withPage(plain.url(pageName), { width, height: 900, dark }, async (page) => {
          await LAYOUT_PAGES[pageName](page);
          if (pageName !== 'log.html' && pageName !== 'training.html') {
            const seen = await page.evaluate(themes);
            const behind = await page.evaluate(() => ({
              body: getComputedStyle(document.body).backgroundColor,
              html: getComputedStyle(document.documentElement).backgroundColor,
              prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
              chain: (() => {
                const out = [];
                for (let node = document.querySelector('failure-map-case'); node && node.nodeType === 1; node = node.parentElement) {
                  out.push(`${node.localName}:${getComputedStyle(node).backgroundColor}`);
                }
                return out;
              })(),
            }));
            assert.ok(seen.every((t) => t === theme), `${pageName}: widgets in the ${theme} theme: ${JSON.stringify({ seen, behind })}`);
          }
          // The engine's real width (MiniBrowser's narrowest window is wider than 390 px).
          const size = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
          const reference = await chromiumBoxes(pageName, size.width, size.height, dark);
          const where = `${pageName} at ${size.width} px, ${theme}`;
          // A difference is measured again once the engine has had a moment to finish laying out
          // (a window resized or a font swapped just before): only a lasting one counts.
          let mine = await page.evaluate(scrollBoxes, LAYOUT_HOSTS[pageName]);
          try {
            compareLayout(name, where, mine, reference);
          } catch (first) {
            await delay(1000);
            mine = await page.evaluate(scrollBoxes, LAYOUT_HOSTS[pageName]);
            try {
              compareLayout(name, where, mine, reference);
              console.log(`${where}: settled after a second (first measure: ${first.message.replace(/\s+/g, ' ')})`);
            } catch (error) {
              failures.push(error.message);
            }
          }
          await page.screenshot(`${name}-${pageName.replace('.html', '')}-${width}-${theme}`);
        });
      }
      assert.deepEqual(failures, [], 'layout differences from Chromium');
    });
  }
}

module.exports = { defineSuite };
