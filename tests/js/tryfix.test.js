// The fix panel's API (FailureMap.loadTryfix(), failure-map-tryfix.js) under node: solve() gives
// the CLI's `run --solve` answer, errors at their line, the page's limits, exec() runs the record's
// own scripts byte for byte, and the URL fragment keeps the code.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { loadBundle, runCli, root } = require('./support');

const FailureMap = loadBundle();
const REPAIR = fs.readFileSync(path.join(root, 'tests', 'data', 'pyexec', 'repair_solve.py'), 'utf8');
const reference = (name) => fs.readFileSync(path.join(root, 'tests', 'reference', name), 'utf8');

test('solveStart() is the unsuccessful fix; solve() of it and of the repair gives run --solve\'s line', async () => {
  const lab = await FailureMap.loadTryfix();
  const start = lab.solveStart();
  assert.match(start, /^def solve\(weighted_sums, weight_sums\):\n {4}return sum\(/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-tryfix-'));
  try {
    for (const [code, n, summary] of [[start, '1', '4 of 7 checks pass · exit 1'], [REPAIR, '1', '7 of 7 checks pass · exit 0']]) {
      const answer = lab.solve(code, { n });
      assert.equal(answer.error, null);
      assert.equal(answer.report.implementation, 'yours');
      assert.equal(answer.report.summary, summary);
      const file = path.join(dir, 'fix.py');
      fs.writeFileSync(file, code);
      const cli = runCli(['run', '--solve', file, '--n', n, '--format', 'json']);
      assert.equal(`${answer.report.json}\n`, cli.stdout);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const fixtures = '{"fixtures": [{"check": "one", "weighted_sums": [6], "weight_sums": [2], "expected": 3}]}';
  assert.equal(lab.solve(REPAIR, { fixtures }).report.summary, '1 of 1 check passes · exit 0');
});

// Until its reader edits, the fix panel shows the page core's report of the unsuccessful fix for
// the starting code, without the interpreter: its values and outcomes must be, byte for byte, the
// interpreter's for that code, at every N and on every fixtures document (only the row sentences
// differ: the published ones say why the unsuccessful fix fails).
test('the starting code is the record\'s unsuccessful fix; the page core\'s report of it is the interpreter\'s answer', async () => {
  const api = await FailureMap.load();
  const lab = await FailureMap.loadTryfix();
  const start = api.record().implementations.find((impl) => impl.id === 'unsuccessful-fix').solve;
  assert.equal(start, lab.solveStart());
  const fixturesDir = path.join(root, 'tests', 'data', 'fixtures');
  const inputs = [{}, ...['1', '0.1', '3', '-2', '0', '-0.0', '1e16', '1e308', '5e-324', '0.3333', '123456789', '1.7976931348623157e308', '2.5e-3']
    .map((n) => ({ n })), ...fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.json'))
    .map((f) => ({ fixtures: fs.readFileSync(path.join(fixturesDir, f), 'utf8') }))];
  const withoutProse = ({ implementation, title, observations, ...rest }) =>
    ({ ...rest, observations: observations.map(({ why, ...o }) => o) });
  for (const input of inputs) {
    const published = api.explore(input).reports.find((r) => r.implementation === 'unsuccessful-fix');
    const answer = lab.solve(start, input);
    assert.equal(answer.error, null);
    assert.equal(answer.printed, '');
    assert.deepEqual(withoutProse(published), withoutProse(answer.report), JSON.stringify(input).slice(0, 80));
  }
  assert.ok(inputs.length > 15);
});

test('solve() reports an exception, a refused construct and a limit at their line', async () => {
  const lab = await FailureMap.loadTryfix();
  const raised = lab.solve('def solve(a, b):\n    x = 1\n    return a[0] / 0\n', { n: '1' });
  assert.equal(raised.report, null);
  assert.deepEqual({ ...raised.error, text: undefined },
    { kind: 'exception', type: 'ZeroDivisionError', message: 'division by zero', line: 3, column: 0,
      where: 'fixtures[0] ("unequal weight mass")', text: undefined });
  const refused = lab.solve('def solve(a, b):\n    return {1, 2}\n').error;
  assert.equal(refused.kind, 'unsupported');
  assert.equal(refused.line, 2);
  assert.ok(refused.column > 0);
  const started = Date.now();
  const endless = lab.solve('def solve(a, b):\n    while True:\n        pass\n').error;
  assert.equal(endless.kind, 'limit');
  assert.match(endless.message, /200000 steps/);
  assert.ok(Date.now() - started < 1000, 'the limit is reached quickly');
  const printed = lab.solve('print("hi")\ndef solve(a, b):\n    return 0\n');
  assert.equal(printed.printed, 'hi\n');
});

test('solve() refuses bad input by field: n, fixtures, code over 16 KiB, code that is not text', async () => {
  const lab = await FailureMap.loadTryfix();
  assert.throws(() => lab.solve(REPAIR, { n: 'x' }), (e) => e.field === 'n');
  assert.throws(() => lab.solve(REPAIR, { fixtures: '{' }), (e) => e.field === 'fixtures');
  assert.throws(() => lab.solve(`#${'x'.repeat(16384)}`), (e) => e.field === 'solve' && /the limit is 16384/.test(e.message));
  assert.throws(() => lab.solve(42), (e) => e.field === 'code');
  assert.throws(() => lab.solve(REPAIR, { n: '1', N: '2' }), (e) => e.field === 'request' && /unknown key "N"; the keys are code, n, fixtures/.test(e.message));
  assert.throws(() => lab.cpythonView(REPAIR, { n: '1' }, { out: '', err: '' }), (e) => e.field === 'exitCode');
  assert.equal(lab.solve(REPAIR).report.summary, '7 of 7 checks pass · exit 0');
});

test('exec() runs the record\'s own scripts: their published lines, exit 1', async () => {
  const lab = await FailureMap.loadTryfix();
  for (const name of ['the_failure', 'the_unsuccessful_fix']) {
    const ran = lab.exec(reference(`${name}.py`));
    const published = fs.readFileSync(path.join(root, 'tests', 'golden', 'record', `${name}.observations.json`), 'utf8');
    assert.equal(ran.output, published.endsWith('\n') ? published : `${published}\n`, name);
    assert.equal(ran.exitCode, 1);
    assert.equal(ran.error, null);
  }
  assert.equal(lab.exec('x = [1]\nprint(x[3])\n').error.type, 'IndexError');
  assert.throws(() => lab.exec(null), (e) => e.field === 'script');
});

test('the URL fragment keeps the code beside N', async () => {
  const api = await FailureMap.load();
  const hash = api.writeFragment({ n: '0.1', solve: REPAIR });
  assert.match(hash, /^#n=0\.1&solve=/);
  assert.deepEqual(api.readFragment(hash), { n: '0.1', solve: REPAIR });
  assert.throws(() => api.readFragment(`#solve=${'x'.repeat(16385)}`), (e) => e.field === 'solve' && /16385 bytes; the limit is 16384/.test(e.message));
});
