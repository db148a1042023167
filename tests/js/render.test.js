// FailureMap.render() in node, from the built bundle: the bytes `failure-map render` prints, for a
// matrix of choices (the static markup a page carries must not depend on which one made it).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadBundle, runCli } = require('./support');

const FailureMap = loadBundle();

const SHOWS = [null, ['broken'], 'broken,unsuccessful-fix', ['repair', 'broken']];
const PROSES = [null, 'full', 'none'];
const WHYS = [null, 'auto', 'column', 'line', 'details', 'none'];

function cliArgs({ n, show, prose, why, compact, format, tableClass }) {
  const args = ['render'];
  if (n) args.push('--n', n);
  if (show) args.push('--show', Array.isArray(show) ? show.join(' ') : show);
  if (prose) args.push('--prose', prose);
  if (why) args.push('--why', why);
  if (compact) args.push('--compact');
  if (format) args.push('--format', format);
  if (tableClass !== undefined) args.push('--table-class', tableClass);
  return args;
}

function* matrix() {
  for (const show of SHOWS) {
    for (const prose of PROSES) {
      for (const why of WHYS) {
        for (const compact of [false, true]) yield { show, prose, why, compact };
      }
    }
  }
  for (const n of ['0.1', '-3', '1e16', '0x10']) {
    for (const format of ['html', 'json']) yield { n, format };
  }
  yield { format: 'json', show: ['broken'], why: 'none', prose: 'none' };
  yield { format: 'json', compact: true };
  yield { tableClass: 'docutils align-default' };
  yield { tableClass: '', show: 'broken' };
}

test('render() gives the CLI\'s bytes for every choice', async () => {
  let cases = 0;
  for (const options of matrix()) {
    const cli = runCli(cliArgs(options));
    assert.equal(cli.status, 0, `${JSON.stringify(options)}: ${cli.stderr}`);
    const js = await FailureMap.render(options);
    assert.equal(js, cli.stdout, JSON.stringify(options));
    cases += 1;
  }
  assert.ok(cases > 150);
});

test('render() returns text that ends with a newline; JSON parses', async () => {
  const html = await FailureMap.render({});
  assert.ok(html.startsWith('<div class="failure-map-static" data-fm-static data-fm-request="{&quot;n&quot;: '));
  assert.ok(html.endsWith('</div>\n'));
  const json = JSON.parse(await FailureMap.render({ format: 'json', show: 'broken' }));
  assert.deepEqual(json.implementations.map((impl) => impl.id), ['broken']);
  assert.equal(json.implementations[0].rows.length, 7);
});

test('render() refuses bad choices with the CLI\'s words and the field', async () => {
  const cases = [
    [{ show: 'fixed' }, 'show', ['--show', 'fixed']],
    [{ why: 'sideways' }, 'why', ['--why', 'sideways']],
    [{ prose: 'some' }, 'prose', ['--prose', 'some']],
    [{ format: 'markdown' }, 'format', ['--format', 'markdown']],
    [{ n: 'abc' }, 'n', ['--n', 'abc']],
  ];
  for (const [options, field, args] of cases) {
    const cli = runCli(['render', ...args]);
    assert.equal(cli.status, 2);
    await assert.rejects(FailureMap.render(options), (error) => {
      assert.equal(error.field, field);
      // The CLI says "failure-map: render: --why: <message>"; the API "why: <message>".
      assert.equal(`failure-map: render: --${error.message}\n`, cli.stderr);
      return true;
    });
  }
  await assert.rejects(FailureMap.render({ compact: 'yes' }), (error) => error.field === 'compact');
  await assert.rejects(FailureMap.render({ show: [1] }), (error) => error.field === 'show');
  await assert.rejects(FailureMap.render({ tableClass: 'a"b' }), (error) => error.field === 'tableClass' &&
    /character "\\"" at 2 is not allowed in a class name/.test(error.message));
});

// The renderer is a part of its own (failure-map-render.js): render() needs only that file beside
// failure-map.js, and the lab, which the training and log panels load, has none of it.
test('render() loads failure-map-render.js alone; the lab carries no renderer', async () => {
  const os = require('os');
  const fs = require('fs');
  const path = require('path');
  const { execFileSync } = require('child_process');
  const { root } = require('./support');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-map-render-'));
  try {
    for (const name of ['failure-map.js', 'failure-map-render.js']) {
      fs.copyFileSync(path.join(root, 'build', 'web', name), path.join(dir, name));
    }
    const script = `const F = require(${JSON.stringify(path.join(dir, 'failure-map.js'))});
      Promise.allSettled([F.render({ n: '0.1', format: 'json' }), F.loadLab()])
        .then(([json, lab]) => console.log(JSON.stringify([json.value, lab.reason && lab.reason.message])));`;
    const [json, labError] = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
    assert.equal(json, runCli(['render', '--n', '0.1', '--format', 'json']).stdout);
    assert.match(labError, /failure-map-lab\.js/, 'no lab beside it, and render() did not need one');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const lab = await FailureMap.loadLab();
  assert.equal(lab.render, undefined, 'the lab has no render()');
});
