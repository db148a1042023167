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
const { corpusRuns, goldenRuns } = require('./reader-corpus');
const { panelCPython } = require('../tools/generate-cpython-golden');

test('reader corpus in CPython on demand: every non-numpy solve() shown exactly as CPython answers it', async () => {
  const { lab, run } = await panelCPython();
  const golden = goldenRuns();
  const wrong = [];
  let checked = 0;
  for (const entry of corpusRuns().filter((r) => r.kind === 'solve' && !/numpy/.test(r.name))) {
    const expected = golden.get(entry.name);
    if (expected.long_width_matters) continue;  // Pyodide's 32-bit sum() (docs/tryfix.md)
    const code = fs.readFileSync(entry.file, 'utf8');
    const { stdout, stderr, exit } = run(code, { n: entry.n });
    const view = lab.cpythonView(code, { n: entry.n }, { out: stdout, err: stderr, exitCode: exit });
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
  console.log(`reader corpus in CPython on demand: ${checked - wrong.length} of ${checked} non-numpy solve() runs shown exactly`);
  assert.ok(checked >= 500, `${checked} runs checked`);
  assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} runs shown otherwise than CPython answered`);
});
