// The lab module (failure-map-lab.js, loaded on demand) under node: the training run equals the
// native CLI's, run logs give the CLI's (and so CPython's) answers, and bad input is an Error
// naming its field.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { loadBundle, runCli, root } = require('./support');

const FailureMap = loadBundle();
const logsDir = path.join(root, 'tests', 'data', 'logs');


test('train() equals failure-map train', async () => {
  const lab = await FailureMap.loadLab();
  for (const [accum, steps, seed] of [['1', '50', '1'], ['8', '20', '7'], ['32', '50', '7']]) {
    const ours = lab.train({ accum, steps, seed }, { sweep: false }).run;
    const cli = JSON.parse(runCli(['train', '--accum', accum, '--steps', steps, '--seed', seed]).stdout);
    assert.deepEqual(ours, cli, `K=${accum} steps=${steps} seed=${seed}`);
  }
});

test('train() reports a diverged run as NaN/Infinity numbers, and bad settings by field', async () => {
  const lab = await FailureMap.loadLab();
  const diverged = lab.train({ lr: '10', unevenness: '1', steps: '200' }, { sweep: false }).run;
  assert.ok(diverged.strategies.some((s) => s.loss.some((x) => !Number.isFinite(x))));
  for (const [settings, field] of [[{ accum: '0' }, 'accum'], [{ lr: 'NaN,' }, 'lr'], [{ accum: 'Infinity]' }, 'accum'],
    [{ steps: '2.5' }, 'steps'], [{ unevenness: '2' }, 'unevenness'], [{ seed: '-1' }, 'seed']]) {
    assert.throws(() => lab.train(settings), (error) => error instanceof Error && error.field === field,
      JSON.stringify(settings));
  }
  assert.throws(() => lab.train({}, { maxAccum: 2 ** 32 + 3 }), (error) => error.field === 'maxAccum');
  assert.throws(() => lab.train({}, { maxAccum: 2.5 }), (error) => error.field === 'maxAccum');
  assert.throws(() => lab.train({ accum: 4 }), (error) => error.field === 'accum' && /expected text/.test(error.message));
  assert.throws(() => lab.train({ K: '4' }), (error) => error.field === 'request' && /unknown key "K"/.test(error.message));
  assert.equal(lab.train({ accum: null }, { sweep: false }).run.accum, 4);  // null: the default
  assert.equal(lab.train({ accum: '4' }, { sweep: false }).run.accum, 4);  // still usable
});

test('check() gives the CLI answers (CPython 3.12 golden) on every golden log', async () => {
  const lab = await FailureMap.loadLab();
  const golden = fs.readFileSync(path.join(root, 'tests', 'golden', 'logs.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  // The golden line's numbers as written (json.dumps writes floats as repr, non-finite ones as
  // NaN/Infinity), in order: overall, then each step.
  const written = (text) => [...text.matchAll(/"(broken|unsuccessful-fix|repair)": ([^,}]+)/g)]
    .map(([, , value]) => ({ NaN: 'nan', Infinity: 'inf', '-Infinity': '-inf' }[value] || value));
  const shown = (view) => [view, ...(view.steps || [])]
    .flatMap((part) => ['broken', 'unsuccessful-fix', 'repair'].map((id) => part.results[id]));
  for (const { file, stdout } of golden) {
    const ours = lab.check(new Uint8Array(fs.readFileSync(path.join(logsDir, file))));
    assert.equal(ours.batches, JSON.parse(stdout.replace(/(-?Infinity|NaN)(?=[,\]}])/g, '0')).batches, file);
    assert.deepEqual(shown(ours), written(stdout), file);
  }
});

test('check() reads bytes that cross in one copy as the CLI does: a view at an offset, a large log, an empty one', async () => {
  const lab = await FailureMap.loadLab();
  const log = fs.readFileSync(path.join(logsDir, 'steps.csv'));
  const padded = new Uint8Array(log.length + 9);
  padded.fill(0xff);
  padded.set(log, 5);
  assert.deepEqual(lab.check(padded.subarray(5, 5 + log.length)), lab.check(new Uint8Array(log)));
  assert.deepEqual(lab.check(padded.buffer.slice(5, 5 + log.length)), lab.check(log.toString('utf8')));
  // 150,000 rows (3 MB) in 1,000 steps: every value as the CLI prints it.
  const rows = ['step,weighted_sum,weight_sum'];
  for (let i = 0; i < 150000; i += 1) rows.push(`${Math.floor(i / 150)},${Math.sin(i) * 10 + 11},${(i % 7) + 1}`);
  const file = path.join(require('os').tmpdir(), `failure-map-lab-test-${process.pid}.csv`);
  fs.writeFileSync(file, `${rows.join('\n')}\n`);
  try {
    const { stdout: answer } = runCli(['check', '--format', 'json', file]);
    const stdout = answer.slice(0, answer.indexOf(', "verdict": '));  // the values, before the diagnosis
    const ours = lab.check(new Uint8Array(fs.readFileSync(file)));
    assert.equal(ours.batches, 150000);
    assert.equal(ours.stepsTotal, 1000);
    // The CLI's numbers as written (repr), in order: overall, then each step.
    const written = [...stdout.matchAll(/"(broken|unsuccessful-fix|repair)": ([^,}]+)/g)].map(([, , value]) => value);
    const shown = [ours, ...ours.steps].flatMap((part) => ['broken', 'unsuccessful-fix', 'repair'].map((id) => part.results[id]));
    assert.equal(written.length, 3 * 1001);
    assert.deepEqual(shown, written);
  } finally {
    fs.rmSync(file, { force: true });
  }
  assert.throws(() => lab.check(new Uint8Array(0)), (e) => e.field === 'log' && /the log is empty/.test(e.message));
  assert.throws(() => lab.check(''), (e) => e.field === 'log' && /the log is empty/.test(e.message));
  assert.throws(() => lab.check(42), (e) => e.field === 'log' && /expected text, a Uint8Array or an ArrayBuffer/.test(e.message));
  // Text crosses as its UTF-8 bytes: it reads as the same bytes do.
  const text = 'step,weighted_sum,weight_sum\n0,2,1\n0,12,3\n';
  assert.deepEqual(lab.check(text), lab.check(new TextEncoder().encode(text)));
});

test('check() refuses bad logs by line, and stays usable', async () => {
  const lab = await FailureMap.loadLab();
  assert.throws(() => lab.check('weighted_sum,weight_sum\n1,x\n'), (e) => e.field === 'log' && /line 2: weight_sum/.test(e.message));
  assert.throws(() => lab.check('a,b\n1,2\n'), (e) => e.field === 'log' && /line 1/.test(e.message));
  assert.throws(() => lab.check(42), (e) => e.field === 'log');
  assert.equal(lab.check('weighted_sum,weight_sum\n1,2\n').results.repair, '0.5');
});
