// The differential run: cases made from a seed by cases.py and answered by the reference under
// CPython 3.12 (Pyodide), then given to the native CLI and to the JS API (run(), the editor's
// explore({fields}) and the lab's check()); every answer is compared byte for byte with Python's.
// Used by differential.test.js (fixed seeds) and scripts/differential (any seed, for longer hunts).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { runCli } = require('../support/cli');
const { loadPyodide } = require('pyodide');

const root = path.resolve(__dirname, '..', '..');
const IMPLEMENTATIONS = ['broken', 'unsuccessful-fix', 'repair'];

let pythonReady = null;
function python() {
  pythonReady ??= (async () => {
    const py = await loadPyodide();
    const read = (...parts) => fs.readFileSync(path.join(root, ...parts), 'utf8');
    py.globals.set('FAILURE_SRC', read('tests', 'reference', 'the_failure.py'));
    py.globals.set('FIX_SRC', read('tests', 'reference', 'the_unsuccessful_fix.py'));
    py.globals.set('LOG_SRC', read('tests', 'tools', 'check_log_reference.py'));
    py.runPython(read('tests', 'tools', 'cpython_sum_model.py'));
    py.runPython(read('tests', 'tools', 'reference_scripts.py'));
    py.runPython(read('tests', 'differential', 'cases.py'));
    const version = py.runPython('import sys; sys.version.split()[0]');
    if (!version.startsWith('3.12.')) throw new Error(`the reference must run on CPython 3.12, not ${version}`);
    return py;
  })();
  return pythonReady;
}

// `count` cases of each kind from `seed`, with Python's answers.
async function makeCases(seed, count) {
  const py = await python();
  return JSON.parse(py.globals.get('make_cases')(seed, count));
}

// Inputs the project once refused though the reference runs them.
async function exampleCases() {
  const py = await python();
  return JSON.parse(py.globals.get('example_cases')());
}

// An answer in one shape for every path: {stdout, exit} or {refused: message}.
function cliAnswer(args, input) {
  const result = runCli(args, { input });
  if (result.status === 2 && result.stdout === '' && /^failure-map: [^\n]+\n$/.test(result.stderr)) {
    return { refused: result.stderr.trim() };
  }
  return { stdout: result.stdout, exit: result.status, stderr: result.stderr };
}

function jsAnswer(call) {
  try {
    const view = call();
    return { stdout: `${view.json}\n`, exit: view.exitCode };
  } catch (error) {
    // A refusal names the input it is about (error.field, as every refusal of the API does); a
    // crash of the module (a RuntimeError, an abort) names none.
    if (error instanceof Error && typeof error.field === 'string' && error.field !== '' && error.message) {
      return { refused: error.message };
    }
    return { crash: String(error && error.stack || error) };
  }
}

// The lab's check() answers with repr() text for the widget; Python's line, read back by
// json.loads, gives the same texts (repr survives JSON exactly), so the two are compared there.
function checkAnswer(lab, bytes) {
  try {
    const view = lab.check(bytes);
    const results = (r) => [r.broken, r['unsuccessful-fix'], r.repair];
    return {
      display: JSON.stringify({
        batches: view.batches,
        results: results(view.results),
        steps: view.steps ? view.steps.map((s) => [s.step, s.batches, results(s.results), s.loss === undefined ? '-' : s.loss]) : null,
      }),
    };
  } catch (error) {
    if (error instanceof Error && error.field === 'log') return { refused: error.message };
    return { crash: String(error && error.stack || error) };
  }
}

async function displayOf(stdout) {
  const py = await python();
  py.globals.set('ANSWER_LINE', stdout);
  return py.runPython(String.raw`
import json
def _texts(results):
    return [repr(results[k]) for k in ('broken', 'unsuccessful-fix', 'repair')]
def _loss(step):
    return '-' if 'loss' not in step else None if step['loss'] is None else repr(step['loss'])
_answer = json.loads(ANSWER_LINE)
json.dumps({'batches': _answer['batches'], 'results': _texts(_answer['results']),
            'steps': [[s['step'], s['batches'], _texts(s['results']), _loss(s)] for s in _answer['steps']] if 'steps' in _answer else None},
           ensure_ascii=False, separators=(',', ':'))`);
}

// Compares one path's answer with Python's. Returns a problem (text) or null.
function judge(python, deviation, ours, same) {
  if (ours.crash) return `crashed: ${ours.crash}`;
  if (python === null) return ours.refused ? null : `Python refuses this input; we answered ${JSON.stringify(ours)}`;
  if (ours.refused) return deviation ? null : `Python answers ${JSON.stringify(python)}; we refused: ${ours.refused}`;
  return same(ours) ? null : `Python answers ${JSON.stringify(python)}; we answered ${JSON.stringify(ours)}`;
}

// Runs every case through every path; returns {cases, compared, problems: [{kind, input, path, problem}]}.
async function compareCases(cases, { api, lab }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-differential-'));
  const problems = [];
  let compared = 0;
  const note = (testCase, where, problem) => {
    compared += 1;
    if (problem) {
      problems.push({
        kind: testCase.kind, input: testCase.input, deviation: testCase.deviation, path: where, problem,
      });
    }
  };
  try {
    for (const testCase of cases) {
      const { kind, input, answers, deviation } = testCase;
      const file = path.join(dir, kind === 'log' ? 'log.csv' : 'fixtures.json');
      if (kind !== 'n') fs.writeFileSync(file, input, 'utf8');
      if (kind === 'log') {
        // check's JSON opens with the values Python prints; the diagnosis follows, and the exit
        // is the verdict's (0 or 1), never bad input's.
        const python = answers.check;
        const exact = (ours) => ours.exit !== 2 && python.stdout.endsWith('}\n') &&
          ours.stdout.startsWith(`${python.stdout.slice(0, -2)}, "verdict": `);
        note(testCase, 'CLI check', judge(python, deviation, cliAnswer(['check', '--format', 'json', file]), exact));
        const display = python ? await displayOf(python.stdout) : null;
        note(testCase, 'JS check()', judge(python, deviation, checkAnswer(lab, Buffer.from(input, 'utf8')),
          (ours) => ours.display === display));
        continue;
      }
      for (const id of IMPLEMENTATIONS) {
        const python = answers[id];
        const exact = (ours) => ours.stdout === python.stdout && ours.exit === python.exit;
        const args = kind === 'n' ? ['run', '--impl', id, '--n', input] : ['run', '--impl', id, '--fixtures', file];
        note(testCase, `CLI ${id}`, judge(python, deviation, cliAnswer(args), exact));
        const options = kind === 'n' ? { n: input } : { fixtures: input };
        note(testCase, `JS run ${id}`, judge(python, deviation, jsAnswer(() => api.run(id, options)), exact));
      }
      if (kind === 'fixtures') {
        // The fixture editor: the document's fixtures as the editor's fields, read back.
        const python = answers.repair;
        const editor = jsAnswer(() => {
          const shown = api.explore({ fixtures: input });
          const view = api.explore({ fields: shown.fixtures }).reports.find((r) => r.implementation === 'repair');
          return view;
        });
        note(testCase, 'JS editor repair', judge(python, deviation, editor, (ours) => ours.stdout === python.stdout && ours.exit === python.exit));
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { cases: cases.length, compared, problems };
}

async function runDifferential({ seed, count, api, lab }) {
  return compareCases(await makeCases(seed, count), { api, lab });
}

module.exports = { runDifferential, compareCases, makeCases, exampleCases };
