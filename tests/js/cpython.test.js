// The fix panel's CPython path under node: tests/golden/cpython-runs.jsonl is what CPython 3.12
// (Pyodide) writes today for the programs the core builds (so the core's Boost tests read real
// runs of the current program text), and cpythonView() gives run --solve's own answer for a fix
// inside the subset.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const { loadBundle } = require('./support');
const { cpythonRuns, OUT } = require('../tools/generate-cpython-golden');

test('the golden CPython runs are those of the current program text and driver', async () => {
  assert.equal(await cpythonRuns(), fs.readFileSync(OUT, 'utf8'), 'run node tests/tools/generate-cpython-golden.js');
});

test("for a fix the subset runs, CPython's run read by the core is the subset's answer", async () => {
  const lab = await loadBundle().loadTryfix();
  const { loadPyodide } = require('pyodide');
  const { DRIVER, RUN_SECONDS } = await import('../../web/src/tryfix/cpython.js');
  const py = await loadPyodide();
  let out = '';
  py.setStdout({ write: (bytes) => { out += new TextDecoder().decode(bytes); return bytes.length; } });
  py.runPython(DRIVER);
  const run = py.globals.get('_fm_run');
  for (const n of ['1', '0.1', '3']) {
    const code = lab.solveStart();
    const { program, filename } = lab.cpythonProgram(code, { n });
    out = '';
    const exitCode = run(program, filename, RUN_SECONDS);
    const view = lab.cpythonView(code, { n }, { out, err: '', exitCode });
    assert.deepEqual(view, lab.solve(code, { n }));
  }
});
