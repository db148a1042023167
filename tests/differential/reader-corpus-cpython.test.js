// The reader corpus through the fix panel's CPython path: every non-numpy solve() module at N = 1,
// 3 and 0.1, as the panel runs it when the reader accepts CPython (the core's program, run by the
// panel's own driver in CPython 3.12 under Pyodide, read back by the core's view), against CPython's
// answers for the record's script in tests/golden/reader-corpus.jsonl (made apart from this path,
// by tests/tools/generate-corpus-golden.js). Every run must be shown as CPython answered it: the
// same JSON line and exit code, or the same exception.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { loadPyodide } = require('pyodide');
const { corpusRuns, goldenRuns } = require('./reader-corpus');

const ROOT = path.resolve(__dirname, '..', '..');

test('reader corpus in CPython on demand: every non-numpy solve() shown exactly as CPython answers it', async () => {
  const FailureMap = require(path.join(ROOT, 'build', 'web', 'failure-map.js'));
  const lab = await FailureMap.loadTryfix();
  const { DRIVER, RUN_SECONDS } = await import(path.join(ROOT, 'web', 'src', 'tryfix', 'cpython.js'));
  const py = await loadPyodide();
  const streams = { out: '', err: '' };
  const writer = (name) => {
    const decoder = new TextDecoder();
    return { write: (bytes) => { streams[name] += decoder.decode(bytes, { stream: true }); return bytes.length; } };
  };
  py.setStdout(writer('out'));
  py.setStderr(writer('err'));
  py.runPython(DRIVER);
  const run = py.globals.get('_fm_run');
  const golden = goldenRuns();
  const wrong = [];
  let checked = 0;
  for (const entry of corpusRuns().filter((r) => r.kind === 'solve' && !/numpy/.test(r.name))) {
    const expected = golden.get(entry.name);
    if (expected.long_width_matters) continue;  // Pyodide's 32-bit sum() (docs/tryfix.md)
    const code = fs.readFileSync(entry.file, 'utf8');
    const { program, filename } = lab.cpythonProgram(code, { n: entry.n });
    streams.out = '';
    streams.err = '';
    const exitCode = run(program, filename, RUN_SECONDS);
    const view = lab.cpythonView(code, { n: entry.n }, { out: streams.out, err: streams.err, exitCode });
    checked += 1;
    let shown;
    let wanted;
    if (expected.error === null) {
      const lines = expected.stdout.replace(/\n$/, '').split('\n');
      wanted = { json: lines[lines.length - 1], exit: `exit ${expected.exit}` };
      shown = view.report ? { json: view.report.json, exit: view.report.summary.replace(/^.* · /, '') } : { error: view.error };
    } else {
      wanted = { error: expected.error };
      shown = { error: view.error ? `${view.error.type}: ${view.error.message}`.replace(/: $/, '') : `(report) ${view.report.summary}` };
    }
    if (JSON.stringify(shown) !== JSON.stringify(wanted)) wrong.push({ run: entry.name, shown, wanted });
  }
  py.globals.delete('_fm_run');
  console.log(`reader corpus in CPython on demand: ${checked - wrong.length} of ${checked} non-numpy solve() runs shown exactly`);
  assert.ok(checked >= 500, `${checked} runs checked`);
  assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} runs shown otherwise than CPython answered`);
});
