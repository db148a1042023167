// The interpreter against CPython 3.12 on programs nobody chose: programs.py generates them from
// fixed seeds (most end in an exception, which must be CPython's type, message and line; many run
// to their end and must print CPython's bytes). pyexec.js says what is compared and which
// refusals the README allows.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { makePrograms, comparePrograms, describe } = require('./pyexec');

const SEEDS = [20261201, 7];
const PER_SEED = 1000;

for (const seed of SEEDS) {
  test(`seed ${seed}: ${PER_SEED} generated programs run as CPython 3.12 runs them`, async () => {
    const programs = await makePrograms(seed, PER_SEED);
    const { stats, problems } = comparePrograms(programs);
    assert.deepEqual(problems.map(describe).slice(0, 5), [], `${problems.length} programs differ`);
    // The generator must keep producing both kinds: programs that end normally and ones that raise.
    assert.ok(stats.compared >= 0.95 * PER_SEED, `${stats.compared} of ${PER_SEED} compared byte for byte`);
    assert.ok(stats.normal >= 0.15 * PER_SEED, `${stats.normal} programs ran to their end`);
    assert.ok(stats.raised >= 0.4 * PER_SEED, `${stats.raised} programs raised`);
  });
}
