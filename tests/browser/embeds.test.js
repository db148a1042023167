// What an author embeds (web/embeds.html: elements holding `failure-map render`'s static markup,
// put there by the build): each embed's attributes choose what it shows; without scripts the
// static tables show and nothing is held empty; with them the live element takes the static copy's
// place; the article's table fits a screen; no combination of the choices scrolls sideways from
// 320 to 1200 px; every embed shows the training-loop code of what it shows, live as in its static
// copy; and FailureMap.render() in the page gives the CLI's bytes.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { open, withPage, fileUrl, waitForState, sharedBrowserAndServer, assertClean } = require('./support/browser');

const suite = sharedBrowserAndServer();
const CLI = path.join(__dirname, '..', '..', 'build', 'native', 'failure-map');
const cli = (args) => spawnSync(CLI, ['render', ...args], { encoding: 'utf8' }).stdout;
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

// The rows each element shows, live (shadow root) or static (its own children), and its box.
function embeds() {
  return [...document.querySelectorAll('failure-map-case')].map((host) => {
    const live = host.dataset.state === 'ready';
    const root = live ? host.shadowRoot : host;
    const tables = [...root.querySelectorAll('table[data-impl]')].filter((table) => table.getClientRects().length > 0);
    const box = host.getBoundingClientRect();
    return {
      id: host.id,
      height: box.height,
      firstTableTop: tables.length ? tables[0].getBoundingClientRect().top - box.top : null,
      staticShown: [...host.children].some((child) => child.getClientRects().length > 0),
      tables: tables.map((table) => ({
        impl: table.dataset.impl,
        caption: table.caption.textContent,
        rows: [...table.querySelectorAll('tbody tr[data-check]')].map((row) => [
          row.dataset.check,
          ...[...row.children].slice(1, 4).map((cell) => cell.querySelector('.value, code')?.textContent ?? cell.firstChild.textContent),
        ]),
      })),
    };
  });
}

const EXPECTED_IMPLS = {
  'embed-table': ['broken'],
  'embed-which': [],
  'embed-lines': ['broken', 'unsuccessful-fix'],
  'embed-record': ['broken', 'unsuccessful-fix', 'repair'],
};

// The training-loop code each element shows (live or static): per block, its kind, its text and
// whether it is open (a diff behind a closed disclosure is not).
function loopBlocks() {
  return Object.fromEntries([...document.querySelectorAll('failure-map-case')].map((host) => {
    const root = host.dataset.state === 'ready' ? host.shadowRoot : host;
    return [host.id, [...root.querySelectorAll('pre[data-loop]')].filter((pre) => pre.closest('[hidden]') === null)
      .map((pre) => ({ kind: pre.dataset.loop, text: pre.textContent.trimEnd(), shown: !pre.closest('details:not([open])') }))];
  }));
}

for (const viewport of SIZES) {
  test(`scripts off at ${viewport.width} px: each embed shows its static tables, nothing held empty`, async () => {
    const context = await suite.browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(fileUrl('embeds.html'));
      const shown = await page.evaluate(embeds);
      for (const embed of shown) {
        assert.deepEqual(embed.tables.map((t) => t.impl), EXPECTED_IMPLS[embed.id], embed.id);
        assert.ok(embed.staticShown);
        // Its height is its content's: no reservation of a viewport below the tables.
        const contentHeight = await page.evaluate((id) => {
          const host = document.getElementById(id);
          const last = host.lastElementChild.getBoundingClientRect();
          return last.bottom - host.getBoundingClientRect().top;
        }, embed.id);
        assert.ok(embed.height <= contentHeight + 1, `${embed.id}: ${embed.height} px for ${contentHeight} px of content`);
      }
      // The article's table (the failure, Why on demand) is at most a screen (1.5 on a phone).
      const table = shown.find((embed) => embed.id === 'embed-table');
      assert.ok(table.height <= viewport.height * (viewport.width < 600 ? 1.5 : 1), `${table.height} px`);
    } finally {
      await context.close();
    }
  });

  test(`scripts on at ${viewport.width} px: the live element takes the static copy's place, same values`, async () => {
    const context = await suite.browser.newContext({ viewport, javaScriptEnabled: false });
    const page0 = await context.newPage();
    await page0.goto(fileUrl('embeds.html'));
    const still = await page0.evaluate(embeds);
    await context.close();
    const { page, log, close } = await open(suite.browser, fileUrl('embeds.html'), { viewport });
    try {
      await waitForState(page, { count: 4 });
      const live = await page.evaluate(embeds);
      for (const [index, embed] of live.entries()) {
        assert.equal(embed.staticShown, false, `${embed.id}: the static copy stepped aside`);
        assert.deepEqual(embed.tables, still[index].tables, embed.id);
      }
      const table = live.find((embed) => embed.id === 'embed-table');
      assert.ok(table.height <= viewport.height * (viewport.width < 600 ? 1.5 : 1), `live: ${table.height} px`);
      await assertClean(page, log);
    } finally {
      await close();
    }
  });
}

test('every embed shows each implementation\'s loop code and diff, live as in its static copy; which closes the diffs', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page0 = await context.newPage();
  await page0.goto(fileUrl('embeds.html'));
  const still = await page0.evaluate(loopBlocks);
  await context.close();
  const { page, log, close } = await open(suite.browser, fileUrl('embeds.html'), { viewport: { width: 1280, height: 800 } });
  try {
    await waitForState(page, { count: 4 });
    const live = await page.evaluate(loopBlocks);
    const registry = await page.evaluate(async () => (await FailureMap.load()).record().implementations);
    const code = (id) => registry.find((impl) => impl.id === id).loop;
    const kinds = (blocks) => blocks.map((b) => `${b.kind}${b.shown ? '' : ' (closed)'}`);
    for (const blocks of [still, live]) {
      assert.deepEqual(kinds(blocks['embed-table']), ['code', 'diff (closed)']);
      assert.deepEqual(blocks['embed-table'].map((b) => b.text), [code('broken').code, code('broken').diff]);
      assert.deepEqual(kinds(blocks['embed-which']), ['code', 'diff (closed)', 'code', 'diff (closed)', 'code']);
      assert.deepEqual(blocks['embed-which'].filter((b) => b.kind === 'code').map((b) => b.text),
        ['broken', 'unsuccessful-fix', 'repair'].map((id) => code(id).code));
      assert.deepEqual(kinds(blocks['embed-lines']), ['code', 'diff', 'code', 'diff']);
      assert.deepEqual(kinds(blocks['embed-record']), ['code', 'diff', 'code', 'diff', 'code']);
    }
    // which: no table, each summary led by what it counts.
    const which = await page.evaluate(() => {
      const root = document.getElementById('embed-which').shadowRoot;
      const shown = (selector) => [...root.querySelectorAll(selector)].filter((n) => n.getClientRects().length > 0);
      return { tables: shown('table').length, summaries: shown('[data-summary]').map((n) => n.textContent), lead: shown('.which-lead').length };
    });
    assert.deepEqual(which, {
      tables: 0,
      lead: 1,
      summaries: [
        'The failure: boundary fixtures at N = 1 · 3 of 7 checks pass · exit 1',
        'The unsuccessful fix: boundary fixtures at N = 1 · 4 of 7 checks pass · exit 1',
        'The repair: boundary fixtures at N = 1 · 7 of 7 checks pass · exit 0',
      ],
    });
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('attributes are reflected by properties and change what the element shows', () => withPage(suite.browser, fileUrl('embeds.html'), { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
  await waitForState(page, { count: 4 });
  const state = await page.evaluate(async () => {
    const host = document.getElementById('embed-record');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const seen = () => {
      const root = host.shadowRoot;
      const visible = (selector) => [...root.querySelectorAll(selector)]
        .filter((node) => node.getClientRects().length > 0);
      return {
        impls: visible('table[data-impl]').map((table) => table.dataset.impl),
        header: visible('header').length,
        controls: visible('.explore').length,
        details: visible('table details').length,
        whyCells: visible('td[data-col="why"]').length,
      };
    };
    const out = { defaults: [host.show, host.prose, host.why, host.compact], full: seen() };
    host.show = 'unsuccessful-fix broken';
    host.prose = 'none';
    await frame();
    out.reordered = seen();
    out.attributes = [host.getAttribute('show'), host.getAttribute('prose')];
    host.why = 'details';
    await frame();
    out.details = seen();
    host.why = 'none';
    await frame();
    out.none = seen();
    host.compact = true;
    host.removeAttribute('why');
    await frame();
    out.compact = seen();
    out.compactAttribute = host.hasAttribute('compact');
    host.which = true;
    await frame();
    out.whichCompact = { ...seen(), loops: host.shadowRoot.querySelectorAll('.impl:not([hidden]) pre[data-loop="code"]').length };
    host.compact = false;
    await frame();
    out.which = { ...seen(), loops: host.shadowRoot.querySelectorAll('.impl:not([hidden]) pre[data-loop="code"]').length };
    out.whichAttribute = host.hasAttribute('which');
    return out;
  });
  assert.deepEqual(state.defaults, ['broken unsuccessful-fix repair', 'full', 'auto', false]);
  assert.deepEqual(state.full.impls, ['broken', 'unsuccessful-fix', 'repair']);
  assert.equal(state.full.header, 1);
  assert.equal(state.full.controls, 1);
  assert.deepEqual(state.reordered.impls, ['unsuccessful-fix', 'broken']);
  assert.equal(state.reordered.header, 0);
  assert.deepEqual(state.attributes, ['unsuccessful-fix broken', 'none']);
  assert.equal(state.details.details, 14);
  assert.equal(state.none.whyCells, 0);
  assert.deepEqual(state.compact.impls, ['unsuccessful-fix']);
  assert.equal(state.compact.controls, 0);
  assert.equal(state.compact.details, 7); // compact: the Why on demand
  assert.equal(state.compactAttribute, true);
  // which: the loop code without tables or controls; with compact, the first implementation's alone.
  assert.deepEqual(state.whichCompact, { impls: [], header: 0, controls: 0, details: 0, whyCells: 0, loops: 1 });
  assert.deepEqual(state.which, { impls: [], header: 0, controls: 0, details: 0, whyCells: 0, loops: 2 });
  assert.equal(state.whichAttribute, true);
}));

test('FailureMap.render() in the page gives the CLI\'s bytes, from failure-map-render.js alone', async () => {
  const { page, log, close } = await open(suite.browser, fileUrl('embeds.html'), { viewport: { width: 1280, height: 800 } });
  const fetched = (file) => log.requests.some((r) => r.endsWith(`/${file}`));
  try {
    await waitForState(page, { count: 4 });
    assert.ok(!fetched('failure-map-render.js'), 'no renderer before FailureMap.render() is called');
    for (const [options, args] of [
      [{}, []],
      [{ show: ['broken'], compact: true }, ['--show', 'broken', '--compact']],
      [{ show: 'repair unsuccessful-fix', which: true }, ['--show', 'repair unsuccessful-fix', '--which']],
      [{ n: '0.1', prose: 'none', why: 'details', format: 'json' }, ['--n', '0.1', '--prose', 'none', '--why', 'details', '--format', 'json']],
    ]) {
      const rendered = await page.evaluate((o) => window.FailureMap.render(o), options);
      assert.equal(rendered, cli(args), JSON.stringify(options));
    }
    assert.equal(log.requests.filter((r) => r.endsWith('/failure-map-render.js')).length, 1, 'the renderer, once');
    assert.ok(!fetched('failure-map-lab.js') && !fetched('failure-map-tryfix.js'), 'neither the lab nor the interpreter');
    await assertClean(page, log);
  } finally {
    await close();
  }
});

// Every combination of the choices, in a column from 320 to 1200 px: nothing wider than its box.
const WIDTHS = [];
for (let width = 320; width <= 1200; width += 40) WIDTHS.push(width);

test('no combination of show, prose, why and compact scrolls sideways, 320–1200 px', () => withPage(suite.browser, fileUrl('embeds.html'), { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
  await waitForState(page, { count: 4 });
  const problems = await page.evaluate(async (widths) => {
    const host = document.getElementById('embed-record');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found = [];
    let measured = 0;
    for (const show of ['broken unsuccessful-fix repair', 'repair broken']) {
      for (const prose of ['full', 'none']) {
        for (const why of ['auto', 'column', 'line', 'details', 'none']) {
          for (const compact of [false, true]) {
            Object.assign(host, { show, prose, why, compact });
            for (const width of widths) {
              host.style.width = `${width}px`;
              await frame();
              const hostBox = host.getBoundingClientRect();
              for (const wrap of host.shadowRoot.querySelectorAll('.table-wrap')) {
                if (!wrap.getClientRects().length) continue;
                measured += 1;
                const where = `${show}/${prose}/${why}/${compact ? 'compact' : ''} ${width}px ${wrap.querySelector('table').dataset.impl}`;
                if (wrap.scrollWidth > wrap.clientWidth) found.push(`${where}: ${wrap.scrollWidth} > ${wrap.clientWidth}`);
                const box = wrap.getBoundingClientRect();
                if (box.right > hostBox.right + 0.5) found.push(`${where}: outside the element`);
              }
              for (const pre of host.shadowRoot.querySelectorAll('pre[data-loop]')) {
                if (pre.getClientRects().length && pre.scrollWidth > pre.clientWidth) {
                  found.push(`${show}/${prose}/${why} ${width}px: the ${pre.dataset.loop} block scrolls`);
                }
              }
              if (document.scrollingElement.scrollWidth > innerWidth) found.push(`${show}/${prose}/${why} ${width}px: the page scrolls`);
            }
          }
        }
      }
    }
    host.style.width = '';
    return { found, measured };
  }, WIDTHS);
  // 2 shows × 2 proses × 5 whys: 3 + 2 tables at full size, 1 compact; at 23 widths.
  assert.equal(problems.measured, 2 * 5 * (3 + 2 + 1 + 1) * WIDTHS.length);
  assert.deepEqual(problems.found.slice(0, 20), [], `${problems.found.length} problems`);
}));

// The record reads first: its prose and tables, then the controls; the editor starts closed with
// one line, and a link with edited fixtures opens it.
for (const viewport of SIZES) {
  test(`the record page at ${viewport.width} px: the first table within a screen, the controls after the tables, the editor closed`, async () => {
    const { page, log, close } = await open(suite.browser, fileUrl('index.html'), { viewport });
    try {
      await waitForState(page);
      const seen = await page.evaluate(() => {
        const host = document.querySelector('failure-map-case');
        const root = host.shadowRoot;
        const top = host.getBoundingClientRect().top;
        const tables = [...root.querySelectorAll('table[data-impl]')];
        const editor = root.querySelector('details.editor');
        return {
          firstTable: tables[0].getBoundingClientRect().top - top,
          lastTableBottom: tables.at(-1).getBoundingClientRect().bottom - top,
          controls: root.querySelector('.explore').getBoundingClientRect().top - top,
          editorOpen: editor.open,
          summary: editor.querySelector('summary').textContent,
        };
      });
      assert.ok(seen.firstTable < viewport.height, `first table ${seen.firstTable} px below the element's top`);
      assert.ok(seen.controls > seen.lastTableBottom, 'the controls come after the tables');
      assert.equal(seen.editorOpen, false);
      assert.equal(seen.summary, 'Fixtures: 7 in play — open to edit, add or remove');
      await assertClean(page, log);
    } finally {
      await close();
    }
  });
}

test('a link with edited fixtures opens the editor; the count follows the rows', async () => {
  const fixtures = JSON.stringify({ fixtures: [{ check: 'one', weighted_sums: [2], weight_sums: [1], expected: 2 }] });
  const { page, log, close } = await open(suite.browser, `${fileUrl('index.html')}#fixtures=${encodeURIComponent(fixtures)}`);
  try {
    await waitForState(page);
    const editor = await page.evaluate(() => {
      const details = document.querySelector('failure-map-case').shadowRoot.querySelector('details.editor');
      return { open: details.open, summary: details.querySelector('summary').textContent };
    });
    assert.deepEqual(editor, { open: true, summary: 'Fixtures: 1 in play — open to edit, add or remove' });
    await assertClean(page, log);
  } finally {
    await close();
  }
});
