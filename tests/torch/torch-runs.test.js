// Real PyTorch training runs (Debian's python3-torch, CPU, a few seconds): a tiny causal language
// model on padded sequences of skewed lengths, cross-entropy with ignore_index, 4 micro-batches a
// step, AdamW, each normalisation as people write it (train_accum.py). `failure-map check` must
// name the one each run follows from its own logged loss, and exit 0 only for the repair.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { runCli } = require('../support/cli');

// Debian's interpreter, which python3-torch installs into (another python3 on PATH may lack it).
const PYTHON = '/usr/bin/python3';
const SCRIPT = path.join(__dirname, 'train_accum.py');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-torch-'));
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

// One training run's log, written to a file; its arguments name it.
function train(args) {
  const file = path.join(dir, `${args.join('_').replace(/[^a-z0-9_-]/gi, '')}.csv`);
  const run = spawnSync(PYTHON, [SCRIPT, ...args, '--out', file], { encoding: 'utf8' });
  assert.equal(run.status, 0, `train_accum.py ${args.join(' ')}: ${run.stderr}`);
  return file;
}

function check(file) {
  const { stdout, stderr, status } = runCli(['check', '--format', 'json', file]);
  assert.notEqual(status, 2, stderr);
  return { answer: JSON.parse(stdout.replace(/\b(NaN|-?Infinity)\b/g, 'null')), status };
}

test('Debian\'s PyTorch is there to train with', () => {
  const probe = spawnSync(PYTHON, ['-c', 'import torch; print(torch.__version__)'], { encoding: 'utf8' });
  assert.equal(probe.status, 0, `scripts/setup installs python3-torch: ${probe.stderr}`);
});

const RUNS = [
  // normalisation as written in the loop, what check must say, which implementation it follows
  { norm: 'mean-accum', verdict: 'affected', matches: ['unsuccessful-fix'], exit: 1 },
  { norm: 'stacked-means', verdict: 'affected', matches: ['unsuccessful-fix'], exit: 1 },
  { norm: 'sum-accum', verdict: 'affected', matches: ['broken'], exit: 1 },
  { norm: 'sum-tokens', verdict: 'not-affected', matches: ['repair'], exit: 0 },
];

for (const { norm, verdict, matches, exit } of RUNS) {
  test(`a ${norm} run, its loss logged on every micro-batch row: ${verdict} (${matches})`, () => {
    const { answer, status } = check(train(['--norm', norm]));
    assert.equal(answer.verdict.id, verdict, answer.verdict.summary);
    assert.deepEqual(answer.verdict.matches, matches);
    assert.equal(status, exit);
    assert.equal(answer.verdict.precision, 'float32');
    assert.equal(answer.verdict.steps_compared, 40);
    assert.ok(answer.verdict.steps_deciding >= 38, `${answer.verdict.steps_deciding} steps decide`);
  });
}

test('the step\'s loss on its last row only (a running tr_loss): the same verdicts', () => {
  for (const { norm, verdict, matches } of [RUNS[0], RUNS[3]]) {
    const { answer } = check(train(['--norm', norm, '--loss-rows', 'step', '--steps', '20']));
    assert.equal(answer.verdict.id, verdict, `${norm}: ${answer.verdict.summary}`);
    assert.deepEqual(answer.verdict.matches, matches);
  }
});

test('a run logged without its loss gets no verdict, and says why (exit 1)', () => {
  const { answer, status } = check(train(['--norm', 'sum-tokens', '--loss-rows', 'none', '--steps', '10']));
  assert.equal(answer.verdict.id, 'no-loss');
  assert.match(answer.verdict.summary, /the log has no loss column/);
  assert.equal(status, 1);
});

test('an all-padding step: counted as zero mass, left out of the verdict, which stands', () => {
  const { answer } = check(train(['--norm', 'mean-accum', '--zero-mass-step', '7', '--steps', '20']));
  assert.equal(answer.zero_mass.steps, 1);
  assert.equal(answer.zero_mass.first_steps[0].step, '7');
  assert.equal(answer.verdict.steps_zero_mass, 1);
  assert.equal(answer.verdict.id, 'affected');
  assert.deepEqual(answer.verdict.matches, ['unsuccessful-fix']);
});

test('two ranks\' logs concatenated: the steps going backwards are named, the verdict stands', () => {
  const first = fs.readFileSync(train(['--norm', 'sum-tokens', '--steps', '10', '--seed', '1']), 'utf8');
  const second = fs.readFileSync(train(['--norm', 'sum-tokens', '--steps', '10', '--seed', '2']), 'utf8');
  const file = path.join(dir, 'two-ranks.csv');
  fs.writeFileSync(file, first + second.slice(second.indexOf('\n') + 1));
  const { answer, status } = check(file);
  const backwards = answer.warnings.find((w) => w.kind === 'step-backwards');
  assert.ok(backwards, JSON.stringify(answer.warnings));
  assert.equal(backwards.first[0].step, '1');
  assert.equal(backwards.first[0].line, 10 * 4 + 2);
  assert.equal(answer.verdict.id, 'not-affected');
  assert.equal(status, 0);
});

test('docs/log.md\'s PyTorch recipe, run as written, logs what check needs for each normalisation', () => {
  const cases = [['mean-accum', 'unsuccessful-fix', 1], ['sum-accum', 'broken', 1], ['sum-tokens', 'repair', 0]];
  for (const [norm, follows, exit] of cases) {
    const file = path.join(dir, `recipe-${norm}.csv`);
    const run = spawnSync(PYTHON, [path.join(__dirname, 'recipe_run.py'), '--norm', norm, '--out', file], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const { answer, status } = check(file);
    assert.deepEqual(answer.verdict.matches, [follows], `${norm}: ${answer.verdict.summary}`);
    assert.equal(status, exit);
  }
});

test('the training-loop code every embed shows computes what it is named for, and its diff the repair', () => {
  const embed = runCli(['render', '--which', '--format', 'json']);
  assert.equal(embed.status, 0, embed.stderr);
  const run = spawnSync(PYTHON, [path.join(__dirname, 'embed_code_run.py')], { input: embed.stdout, encoding: 'utf8' });
  const { checked, failures } = JSON.parse(run.stdout || '{"checked":[],"failures":[]}');
  assert.deepEqual(failures, [], run.stderr);
  assert.equal(run.status, 0, run.stderr);
  // Each published implementation before and after its diff, the repair's block, on three windows
  // of uneven micro-batches; and every repair on a window of padding alone.
  assert.equal(checked.length, 3 * 5 + 3);
});
