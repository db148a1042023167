// Every input the reference accepts gets CPython 3.12's bytes and exit code from the CLI, the JS
// API and the fixture editor; what Python refuses, we refuse (exit 2, one line). Inputs come from
// cases.py with fixed seeds (scripts/differential runs any seed for longer hunts); the README's
// deviation table says which inputs Python runs and the project may refuse.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { compareCases, makeCases, exampleCases } = require('./differential');

const FailureMap = require(path.join(__dirname, '..', '..', 'build', 'web', 'failure-map.js'));
const SEEDS = [20261201, 14];
const PER_KIND = 350;  // cases of each kind (N literals, fixture documents, logs) per seed

async function paths() {
  return { api: await FailureMap.load(), lab: await FailureMap.loadLab() };
}

function report(problems) {
  return problems.slice(0, 8).map((p) => `${p.kind} via ${p.path}: ${JSON.stringify(p.input).slice(0, 300)}\n  ${p.problem.slice(0, 600)}`)
    .join('\n') + (problems.length > 8 ? `\n... and ${problems.length - 8} more` : '');
}

test('the inputs once refused get the reference\'s bytes (17 tokens like 0e400, empty lists and logs, repeated keys and columns, 70 columns, NUL bytes, a step that comes back)', async () => {
  const cases = await exampleCases();
  for (const testCase of cases) {
    const answers = Object.values(testCase.answers);
    assert.ok(answers.every((a) => a !== null) && testCase.deviation === null, `Python runs ${JSON.stringify(testCase.input)}`);
  }
  const { problems } = await compareCases(cases, await paths());
  assert.deepEqual(problems, [], report(problems));
});

for (const seed of SEEDS) {
  test(`seed ${seed}: ${3 * PER_KIND} generated inputs, answered as CPython 3.12 answers them`, async () => {
    const cases = await makeCases(seed, PER_KIND);
    // The generators must keep aiming at inputs Python runs: most cases are compared byte for byte.
    for (const kind of ['n', 'fixtures', 'log']) {
      const ofKind = cases.filter((c) => c.kind === kind);
      const exact = ofKind.filter((c) => c.deviation === null && Object.values(c.answers).some((a) => a !== null));
      const passing = ofKind.filter((c) => Object.values(c.answers).some((a) => a && a.exit === 0));
      assert.ok(exact.length >= 0.6 * ofKind.length, `${kind}: ${exact.length} of ${ofKind.length} inputs run by Python without a deviation`);
      assert.ok(passing.length >= 0.1 * ofKind.length, `${kind}: ${passing.length} of ${ofKind.length} inputs where a run passes`);
    }
    const { compared, problems } = await compareCases(cases, await paths());
    assert.ok(compared >= 6 * PER_KIND, `${compared} answers compared`);
    assert.deepEqual(problems, [], report(problems));
  });
}
