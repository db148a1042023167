// The JS API of the browser bundle, run under node: the same bytes as the native CLI and as
// CPython, errors as Error objects naming the field, and a module that stays usable after them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const { loadBundle, runCli, goldenRuns, fixturesDir, readFixtures } = require('./support');

const FailureMap = loadBundle();
const IDS = ['broken', 'unsuccessful-fix', 'repair'];
const N_VALUES = ['1', '2', '-3', '0', '0.1', '0.3', '2.5', '1e-300', '1e308', '-0.0', '.5', '1_000', '0x10', '7e22'];

test('load() resolves once, however often it is called', async () => {
  const first = FailureMap.load();
  assert.equal(FailureMap.load(), first);
  const api = await first;
  assert.equal(await FailureMap.load(), api);
});

test('implementations() lists the three, in the record order', async () => {
  const api = await FailureMap.load();
  assert.deepEqual(api.implementations(), [
    { id: 'broken', title: 'The failure', method: '÷ number of micro-batches' },
    { id: 'unsuccessful-fix', title: 'The unsuccessful fix', method: 'mean of micro-batch means' },
    { id: 'repair', title: 'The repair', method: '÷ total weight mass' },
  ]);
});

test('record() carries the published text and digests', async () => {
  const record = (await FailureMap.load()).record();
  assert.equal(record.id, 'FA-98851');
  assert.equal(record.caseDigest, '89df7a20abd7200c8a92cdb8d9937f0bfe9a845f03088984a11c1f11bc4eb1b1');
  assert.equal(record.implementations[0].sha256, '5f2acf9a59aaa99483595e3cae6e0327ec0a55821785c3d2b6936c3ad2598a94');
  assert.equal(record.implementations[2].sha256, '');
});

test('run() gives the CLI bytes for every implementation over many N', async () => {
  const api = await FailureMap.load();
  for (const id of IDS) {
    for (const n of N_VALUES) {
      const cli = runCli(['run', '--impl', id, '--n', n]);
      const result = api.run(id, { n });
      assert.equal(`${result.json}\n`, cli.stdout, `${id} N=${n}`);
      assert.equal(result.exitCode, cli.status, `${id} N=${n}`);
      const markdown = runCli(['run', '--impl', id, '--n', n, '--format', 'markdown']).stdout;
      assert.equal(result.markdown, markdown, `${id} N=${n} markdown`);
    }
  }
});

test('run() gives the CLI bytes on every fixture file', async () => {
  const api = await FailureMap.load();
  for (const file of fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.json'))) {
    for (const id of IDS) {
      const cli = runCli(['run', '--impl', id, '--fixtures', `${fixturesDir}/${file}`]);
      assert.equal(`${api.run(id, { fixtures: readFixtures(file) }).json}\n`, cli.stdout, `${id} ${file}`);
    }
  }
});

test('run() equals CPython 3.12 on the golden runs', async () => {
  const api = await FailureMap.load();
  for (const run of goldenRuns('family.jsonl')) {
    const result = api.run(run.impl, { n: run.n });
    assert.equal(`${result.json}\n`, run.stdout, `${run.impl} N=${run.n}`);
    assert.equal(result.exitCode, run.exit);
  }
  for (const run of goldenRuns('custom.jsonl')) {
    assert.equal(`${api.run(run.impl, { fixtures: readFixtures(run.file) }).json}\n`, run.stdout, `${run.impl} ${run.file}`);
  }
});

test('observations carry values as the reference prints them', async () => {
  const result = (await FailureMap.load()).run('broken');
  const first = result.observations[0];
  assert.deepEqual([first.check, first.actual, first.expected, first.passed, first.outcome],
    ['unequal weight mass', '7.0', '3.5', false, 'Failed']);
  assert.equal(first.mass, '4');
  assert.equal(first.contract, '3.5');
  assert.match(first.why, /batch count \(2\) instead of the weight mass \(4\)/);
  assert.equal(result.summary, '3 of 7 checks pass · exit 1');
  assert.equal(result.passedCount, 3);
  assert.equal(result.total, 7);
});

test('readFragment: no fragment and a bare "#" carry no state; writeFragment round-trips', async () => {
  const api = await FailureMap.load();
  assert.deepEqual(api.readFragment(''), {});
  assert.deepEqual(api.readFragment('#'), {});
  assert.deepEqual(api.readFragment('#n=0.1'), { n: '0.1' });
  const document = '{"fixtures": [{"check": "ü", "weighted_sums": [2], "weight_sums": [1], "expected": 2}]}';
  const hash = api.writeFragment({ fixtures: document, mode: 'tolerance', tolerance: '1e-9' });
  assert.deepEqual(api.readFragment(hash), { fixtures: document, mode: 'tolerance', tolerance: '1e-9' });
  // An option that is null or undefined is not given; an empty mode, tolerance or solve leaves no key.
  assert.equal(api.writeFragment({ n: '2', fixtures: null, mode: '', tolerance: undefined, solve: '' }), '#n=2');
  assert.deepEqual(api.run('repair', { n: null, fixtures: undefined }), api.run('repair'));
  assert.equal(api.explore({ n: null }).n, '1');
});

test('bad input throws an Error naming the field, and the module stays usable', async () => {
  const api = await FailureMap.load();
  const cases = [
    [() => api.run('fixed'), 'implementation', /unknown implementation "fixed"/],
    [() => api.run(3), 'implementation', /expected an id/],
    [() => api.run('repair', { n: 'abc' }), 'n', /^n: "abc" is not a number/],
    [() => api.run('repair', { n: '' }), 'n', /^n: empty/],
    [() => api.run('repair', { n: 0.1 }), 'n', /expected text/],
    [() => api.run('repair', { n: NaN }), 'n', /expected text, a Python int or float literal such as "0.1", got null/],
    [() => api.run('repair', { N: '0.1' }), 'request', /^request: unknown key "N"; the keys are implementation, n, fixtures$/],
    [() => api.explore({ n: '1', N: '2' }), 'request', /unknown key "N"/],
    [() => api.writeFragment({ n: '1', code: 'x' }), 'request', /unknown key "code"; the keys are n, fixtures, mode, tolerance, solve/],
    [() => api.writeFragment({ n: 1 }), 'n', /expected text, got a number/],
    [() => api.readFragment(7), 'fragment', /expected text such as "#n=0.1", got a number/],
    [() => api.run('repair', { n: 'nan' }), 'n', /not a finite number/],
    [() => api.run('repair', { n: '4503599627370496' }), 'n', /12\*N/],
    [() => api.run('repair', { n: '1', fixtures: readFixtures('record.json') }), 'n', /cannot be combined/],
    [() => api.run('repair', { fixtures: '' }), 'fixtures', /The document is empty/],
    [() => api.run('repair', { fixtures: '{"fixtures": [' }), 'fixtures', /line 1, column 15/],
    [() => api.run('repair', { fixtures: '{"fixtures": [{"check": "a", "weighted_sums": [1, 2], "weight_sums": [1], "expected": 1}]}' }),
      'fixtures', /weighted_sums has 2 values but weight_sums has 1/],
    [() => api.run('repair', { fixtures: '{"fixtures": [{"check": "a", "weighted_sums": [NaN], "weight_sums": [1], "expected": 1}]}' }),
      'fixtures', /NaN and Infinity are not allowed/],
    [() => api.run('repair', { fixtures: '['.repeat(100000) }), 'fixtures', /nested deeper than 64 levels/],
    [() => api.run('repair', { fixtures: 'x'.repeat((1 << 20) + 1) }), 'fixtures', /the limit is 1048576/],
    [() => api.run('repair', { fixtures: '{"fixtures": [{"check": "\\ud800", "weighted_sums": [1], "weight_sums": [1], "expected": 1}]}' }),
      'fixtures', /./],
  ];
  for (const [call, field, pattern] of cases) {
    assert.throws(call, (error) => {
      assert.ok(error instanceof Error);
      assert.equal(error.field, field);
      assert.match(error.message, pattern);
      return true;
    });
    // After every error the same module computes the record exactly.
    assert.equal(`${api.run('broken').json}\n`, runCli(['run', '--impl', 'broken']).stdout);
  }
});

test('the WebAssembly decimal parser rounds every corpus literal as CPython does', async () => {
  const api = await FailureMap.load();
  const lines = require('fs').readFileSync(require('path').join(__dirname, '..', 'golden', 'float_literal_corpus.tsv'), 'utf8')
    .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t'));
  const finite = lines.filter(([, python]) => python !== 'inf');
  for (let start = 0; start < finite.length; start += 500) {
    const chunk = finite.slice(start, start + 500);
    const view = api.explore({ fields: chunk.map(([literal]) => ({ check: literal, weighted_sums: '', weight_sums: '', expected: literal })) });
    chunk.forEach(([literal, python], i) => assert.equal(view.fixtures[i].expected, python, literal));
  }
  for (const [literal] of lines.filter(([, python]) => python === 'inf')) {
    assert.throws(() => api.explore({ fields: [{ check: 'x', weighted_sums: '', weight_sums: '', expected: literal }] }), /out of range/);
  }
});
