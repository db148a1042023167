// Every name of CPython 3.12's builtins, enumerated from CPython itself (Pyodide's dir(builtins)),
// either behaves as CPython or is refused by name as outside the subset: never a NameError CPython
// never raises, never another answer. Each name is looked up, printed, and (where it takes no
// arguments, or one number) called, and the CLI's answer compared with CPython's.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { loadPyodide } = require('pyodide');

const root = path.resolve(__dirname, '..', '..');
const cliPath = path.join(root, 'build', 'native', 'failure-map');

const NOT_CALLED = new Set(['input', 'help', 'breakpoint', 'open', 'copyright', 'credits', 'license', 'exit', 'quit',
  'globals', 'locals', 'vars', 'dir', 'id', 'object', 'super', '__import__', '__build_class__', 'compile', 'eval', 'exec']);

function ours(source) {
  const r = spawnSync(cliPath, ['exec', '-'], { input: source, encoding: 'utf8' });
  return { stdout: r.stdout, status: r.status, stderr: r.stderr };
}

test("every name of CPython 3.12's builtins runs as CPython or is refused by name", async () => {
  const py = await loadPyodide();
  py.runPython(fs.readFileSync(path.join(root, 'tests', 'tools', 'run_program.py'), 'utf8'));
  const run = py.globals.get('run_program');
  assert.match(py.runPython('import sys; sys.version'), /^3\.12\./);
  // Pyodide adds names of its own (three leading underscores); they are not CPython's.
  const names = py.runPython('import builtins; [n for n in dir(builtins) if not n.startswith("___")]').toJs();
  assert.ok(names.length >= 150, `${names.length} names`);
  const problems = [];
  let supported = 0;
  for (const name of names) {
    for (const source of [`x = ${name}\nprint('looked up')\n`, `print(${name})\n`, `print(repr(${name}(2)))\n`, `print(repr(${name}()))\n`]) {
      if (['True', 'False', 'None'].includes(name) && source.includes('(2)')) continue;
      // Calling these would wait for input, start a debugger or print pages of text.
      if (NOT_CALLED.has(name) && source.startsWith('print(repr(')) continue;
      const cpython = JSON.parse(run(name, source));
      const answer = ours(source);
      const refusedByName = answer.status === 2 && answer.stdout === '' &&
        answer.stderr.includes(`the builtin '${name}' is not supported`) && /^failure-map: [^\n]+\n$/.test(answer.stderr);
      if (refusedByName) continue;
      const raised = /^failure-map: exec: -: line (\d+): ([^\n]*)\n$/.exec(answer.stderr);
      const same = answer.stdout === cpython.stdout && answer.status === cpython.exit &&
        (cpython.error === null ? answer.stderr === '' : raised !== null && raised[2] === cpython.error);
      // A refusal of something else about the name (a repr that shows an address, a call form) is
      // no wrong answer either, as long as the lookup itself ran.
      const refusedOther = answer.status === 2 && answer.stdout === '' && /outside the Python subset|outside ±2\^53/.test(answer.stderr) && !source.startsWith('x = ');
      if (same) {
        if (source.startsWith('x = ')) supported += 1;
        continue;
      }
      if (!refusedOther) {
        problems.push({
          name, source, cpython: { stdout: cpython.stdout, exit: cpython.exit, error: cpython.error }, ours: answer,
        });
      }
    }
  }
  console.log(`${supported} of ${names.length} builtin names run; the rest are refused by name`);
  assert.deepEqual(problems.slice(0, 8), [], `${problems.length} answers differ from CPython`);
});
