// scripts/differential: the differential run on any seeds, for longer hunts than the suite's.
//   node tests/differential/hunt.js [--seed S] [--cases N] [--seconds T] [--programs | --targeted [AREA,...]]
// Runs seeds S, S+1, ... (S random unless given) with N cases of each kind until T seconds have
// passed (default: one seed), prints each problem, and writes the inputs of the first ones to
// build/differential/ so that they can be replayed. Exit 1 when any answer differs. With
// --programs it hunts with the interpreter's generated programs instead (pyexec.js; N programs
// a seed, run by `failure-map exec`; the differing ones written as seed-S-K.py); with --targeted,
// targeted.py's programs (all its areas, or those named: aliasing,identity,format,...), with a
// count of differing programs per area.
'use strict';
const fs = require('fs');
const path = require('path');
const { runDifferential } = require('./differential');
const { makePrograms, comparePrograms, describe } = require('./pyexec');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name}: expected a whole number, got ${process.argv[at + 1]}`);
  return value;
}

async function main() {
  const first = option('--seed', Math.floor(Math.random() * 2 ** 31));
  const count = option('--cases', 500);
  const seconds = option('--seconds', 0);
  const out = path.join(__dirname, '..', '..', 'build', 'differential');
  if (process.argv.includes('--programs')) return huntPrograms(first, count, seconds, out, null);
  const targeted = process.argv.indexOf('--targeted');
  if (targeted >= 0) {
    const named = process.argv[targeted + 1] && !process.argv[targeted + 1].startsWith('--') ? process.argv[targeted + 1] : '';
    return huntPrograms(first, count, seconds, out, named ? named.split(',') : []);
  }
  const FailureMap = require(path.join(__dirname, '..', '..', 'build', 'web', 'failure-map.js'));
  const paths = { api: await FailureMap.load(), lab: await FailureMap.loadLab() };
  const started = Date.now();
  let seed = first;
  let cases = 0;
  let problems = 0;
  do {
    const result = await runDifferential({ seed, count, ...paths });
    cases += result.cases;
    for (const p of result.problems) {
      problems += 1;
      console.log(`seed ${seed}: ${p.kind} via ${p.path}: ${JSON.stringify(p.input).slice(0, 400)}\n  ${p.problem}`);
      if (problems <= 20) {
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, `seed-${seed}-${problems}.${p.kind === 'log' ? 'csv' : p.kind === 'n' ? 'txt' : 'json'}`), p.input);
      }
    }
    seed += 1;
  } while ((Date.now() - started) / 1000 < seconds);
  console.log(`differential: seeds ${first} to ${seed - 1}, ${cases} inputs, ${problems} differences`);
  process.exitCode = problems ? 1 : 0;
}

async function huntPrograms(first, count, seconds, out, areas) {
  const started = Date.now();
  let seed = first;
  let programs = 0;
  let problems = 0;
  const byArea = {};
  do {
    const result = comparePrograms(await makePrograms(seed, count, areas));
    programs += count;
    for (const p of result.problems) {
      problems += 1;
      for (const area of areasOf(p.source)) byArea[area] = (byArea[area] || 0) + 1;
      console.log(`seed ${seed}: ${describe(p)}`);
      if (problems <= 20) {
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, `seed-${seed}-${problems}.py`), p.source);
      }
    }
    seed += 1;
  } while ((Date.now() - started) / 1000 < seconds);
  console.log(`differential: programs of seeds ${first} to ${seed - 1}, ${programs} programs, ${problems} differences`);
  if (areas !== null) console.log(`differing programs by area (a program may hold two): ${JSON.stringify(byArea)}`);
  process.exitCode = problems ? 1 : 0;
}

// Which of targeted.py's areas a program holds, by the marks each area's code leaves.
const AREA_MARKS = {
  aliasing: /^(x|d\['k'\]|b\.v|rows\[0\]) \S+= /m, identity: /^v = /m, format: /print\(repr\(format\(/,
  str: /^s = /m, exceptions: /print\(type\(e\)\.__name__, repr\(e\)/, comparison: /^class S\(B\):/m,
  collisions: /^class K:/m, sorting: /^xs = /m, generators: /^def gen\(n\):/m, bitwise: /^x \S+= \S+\nprint\(x\)$/m, fractions: /^from fractions import Fraction as F$/m, deques: /^from collections import deque$/m,
};
const areasOf = (source) => Object.keys(AREA_MARKS).filter((area) => AREA_MARKS[area].test(source));

main().catch((error) => {
  console.error(`differential: ${error.message}`);
  process.exitCode = 2;
});
