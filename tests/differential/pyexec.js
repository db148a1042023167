// The interpreter's differential run: programs generated from a seed by programs.py are run by
// CPython 3.12 (Pyodide, through tests/tools/run_program.py) and by `failure-map exec`; output,
// exit code, and the exception's type, message and line must be the same. The project may refuse
// (exit 2) only where the README says it does: ints beyond ±2^53, complex results, and what it
// names as outside the subset at run time (a repr that shows an address).
// Used by pyexec.test.js (fixed seeds) and hunt.js (any seed, for longer hunts).
'use strict';
const fs = require('fs');
const path = require('path');
const { runCli } = require('../support/cli');
const { loadPyodide } = require('pyodide');

const root = path.resolve(__dirname, '..', '..');
// Refusals by name are never wrong answers: ints past ±2^53, complex results, what the subset does
// not run, and the memory limit (a generated `'[]' * 1_000 ** 3` is 2 GB, which CPython makes).
const ALLOWED_REFUSALS = [/outside ±2\^53/, /gives a complex number/, /\(outside the Python subset failure-map runs\)$/,
  /\(the memory limit\)$/];

let pythonReady = null;
function python() {
  pythonReady ??= (async () => {
    const py = await loadPyodide();
    const read = (...parts) => fs.readFileSync(path.join(root, ...parts), 'utf8');
    py.runPython(read('tests', 'tools', 'cpython_sum_model.py'));
    py.runPython(read('tests', 'tools', 'run_program.py'));
    py.runPython(read('tests', 'differential', 'programs.py'));
    py.runPython(read('tests', 'differential', 'targeted.py'));
    const version = py.runPython('import sys; sys.version.split()[0]');
    if (!version.startsWith('3.12.')) throw new Error(`programs must run on CPython 3.12, not ${version}`);
    return py;
  })();
  return pythonReady;
}

// `count` programs from `seed`, each with CPython's answer: programs.py's, or with `areas` (a list
// of targeted.py's AREAS, or [] for all of them) targeted.py's.
async function makePrograms(seed, count, areas = null) {
  const py = await python();
  const sources = (areas === null
    ? py.globals.get('make_programs')(seed, count)
    : py.globals.get('make_targeted')(seed, count, areas.length ? py.toPy(areas) : null)).toJs();
  const run = py.globals.get('run_program');
  return sources.map((source, i) => JSON.parse(run(`seed ${seed} #${i}`, source, true)));
}

// An OverflowError from a float operation quotes errno, which differs between libcs.
function normalized(error) {
  return error && error.replace(/^OverflowError: \(\d+, '[^']*'\)$/, 'OverflowError: (errno)');
}

function ourAnswer(source) {
  const result = runCli(['exec', '-'], { input: source });
  const raised = /^failure-map: exec: -: line (\d+): ([^\n]*)\n$/.exec(result.stderr);
  if (result.status === 1 && raised) {
    return { stdout: result.stdout, exit: 1, error: raised[2], line: Number(raised[1]) };
  }
  if (result.status === 2 && result.stdout === '' && /^failure-map: [^\n]+\n$/.test(result.stderr)) {
    return { refused: result.stderr.trim() };
  }
  return { stdout: result.stdout, exit: result.status, error: result.stderr ? `(stderr) ${result.stderr}` : null, line: 0 };
}

// Every program compared: counts, and the programs that differ (none is the only good answer).
function comparePrograms(programs) {
  const stats = { compared: 0, raised: 0, normal: 0, syntax: 0, refused: 0, skipped: 0 };
  const problems = [];
  for (const python of programs) {
    if (python.long_width_matters) {
      stats.skipped += 1;  // Pyodide's sum() there is not the 64-bit CPython's
      continue;
    }
    const ours = ourAnswer(python.source);
    if (ours.refused && python.error && python.error.startsWith('SyntaxError') && /: invalid syntax/.test(ours.refused)) {
      stats.compared += 1;  // not Python: both refuse it before running (the texts are CPython's parser's own)
      stats.syntax += 1;
      continue;
    }
    if (ours.refused) {
      if (ALLOWED_REFUSALS.some((allowed) => allowed.test(ours.refused))) {
        stats.refused += 1;
        continue;
      }
      problems.push({ source: python.source, python, ours });
      continue;
    }
    const same = ours.stdout === python.stdout && ours.exit === python.exit &&
      normalized(ours.error) === normalized(python.error) && ours.line === python.line;
    if (!same) {
      problems.push({ source: python.source, python, ours });
      continue;
    }
    stats.compared += 1;
    if (python.error) stats.raised += 1; else stats.normal += 1;
  }
  return { stats, problems };
}

function describe(problem) {
  const { python, ours } = problem;
  return `${problem.source}\n  CPython: ${JSON.stringify({ stdout: python.stdout, exit: python.exit, error: python.error, line: python.line })}` +
    `\n  ours:    ${JSON.stringify(ours)}`;
}

module.exports = { makePrograms, comparePrograms, describe };
