// The reader corpora (reader-corpus.js names them) as regression suites: every solve() module at
// N = 1, 3 and 0.1 through the record's script (as `run --solve`) and every script (as `exec`),
// against CPython 3.12's answers in tests/golden/NAME.jsonl. No run may be answered wrongly; the
// share run exactly and the constructs that block the refused ones are reported (reader-corpus.js
// says how each is told).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { CORPORA, corpusRuns, goldenRuns, classify, construct } = require('./reader-corpus');

for (const name of CORPORA) test(`${name}: no wrong answer; the share run exactly, and what blocks the rest`, () => {
  const golden = goldenRuns(name);
  const runs = corpusRuns(name);
  assert.ok(runs.length >= 200, `${runs.length} runs`);
  const counts = { exact: 0, refused: 0, wrong: 0, skipped: 0 };
  const nonNumpy = { exact: 0, total: 0 };
  const blockers = new Map();  // construct -> files it blocks
  const wrong = [];
  for (const run of runs) {
    const expected = golden.get(run.name);
    assert.ok(expected, `${run.name} has no CPython answer: run scripts/regen-golden`);
    const result = classify(run, expected);
    counts[result.kind] += 1;
    if (!/numpy/.test(run.name) && result.kind !== 'skipped') {
      nonNumpy.total += 1;
      nonNumpy.exact += result.kind === 'exact' ? 1 : 0;
    }
    if (result.kind === 'refused') {
      const key = construct(result.reason);
      if (!blockers.has(key)) blockers.set(key, new Set());
      blockers.get(key).add(run.name.replace(/ N=.*$/, ''));
    }
    if (result.kind === 'wrong') wrong.push({ run: run.name, cpython: { stdout: expected.stdout.slice(-300), exit: expected.exit, error: expected.error, line: expected.line }, ours: result.ours });
  }
  const share = (100 * nonNumpy.exact / nonNumpy.total).toFixed(1);
  const top = [...blockers.entries()].sort((a, b) => b[1].size - a[1].size).map(([k, v]) => `${v.size} ${k}`);
  console.log(`${name}: ${counts.exact} exact, ${counts.refused} refused, ${counts.wrong} wrong, ${counts.skipped} skipped of ${runs.length} runs; ` +
    `${nonNumpy.exact} of ${nonNumpy.total} non-numpy runs exact (${share}%)`);
  console.log('refusals by the programs they block:\n  ' + top.join('\n  '));
  assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} runs answered wrongly`);
});
