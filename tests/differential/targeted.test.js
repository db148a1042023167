// The interpreter against CPython 3.12 on programs aimed at what interpreters get wrong
// (targeted.py: aliasing under augmented operators, NaN and identity in containers, format specs,
// str methods at their edges, exception reprs and args, comparison dispatch, __eq__ under equal
// hashes, sorting with failing keys). Every program must print CPython's bytes, or be refused by
// name where the README says.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { makePrograms, comparePrograms, describe } = require('./pyexec');

const AREAS = ['aliasing', 'identity', 'format', 'str', 'exceptions', 'comparison', 'collisions', 'sorting'];
const SEEDS = [20261203, 11];
const PER_SEED = 400;

for (const seed of SEEDS) {
  test(`seed ${seed}: ${PER_SEED} targeted programs run as CPython 3.12 runs them`, async () => {
    const programs = await makePrograms(seed, PER_SEED, AREAS);
    const { stats, problems } = comparePrograms(programs);
    assert.deepEqual(problems.map(describe).slice(0, 5), [], `${problems.length} programs differ`);
    // Most programs stay inside the subset, so that they compare rather than being refused.
    assert.ok(stats.compared >= 0.6 * PER_SEED, `${stats.compared} of ${PER_SEED} compared byte for byte`);
  });
}
