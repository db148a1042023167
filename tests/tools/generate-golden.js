'use strict';
// Generates the golden test data under tests/golden/ and tests/data/fixtures/ with real
// CPython 3.12 (Pyodide). Deterministic: every random choice comes from random.Random(seed)
// inside Python, so re-running reproduces the same bytes. Run it through scripts/regen-golden.
//
// Pyodide is CPython built for wasm32, where a C `long` is 32 bits, while the record was made
// on a 64-bit CPython. builtin sum() keeps ints in a C long, so for lists that mix floats with
// ints beyond +-2**31 Pyodide's sum() differs from the record's platform (e.g. sum([2**40, 0.1,
// 0.1, 0.1])). The Python below models sum() for both widths, proves the 32-bit model equal to
// Pyodide's own sum() on every corpus line, and writes the 64-bit result. Fixtures and
// reference-script runs only ever use sums where both widths agree (asserted).
//
// Optional: FAILURE_MAP_NATIVE_PYTHON=/path/to/64-bit/python3.12 re-checks both corpora there.
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { loadPyodide } = require('pyodide');

const ROOT = path.resolve(__dirname, '..', '..');
const REF = process.env.FAILURE_MAP_REFERENCE_DIR || path.resolve(ROOT, 'tests', 'reference');

// The Python that computes the golden data, after the model of sum() it uses.
const PYTHON = ['cpython_sum_model.py', 'reference_scripts.py', 'golden_generator.py'].map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8')).join('\n');

function writeFile(rel, text) {
  const file = path.join(ROOT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, 'utf8');
  console.log(`wrote ${rel} (${text.split('\n').length - 1} lines)`);
}

async function main() {
  const py = await loadPyodide();
  const read = (name) => fs.readFileSync(path.join(REF, name), 'utf8');
  py.globals.set('FAILURE_SRC', read('the_failure.py'));
  py.globals.set('FIX_SRC', read('the_unsuccessful_fix.py'));
  py.globals.set('PYODIDE_VERSION', py.version);
  const out = JSON.parse(py.runPython(PYTHON));

  // Self-checks: N = 1 reproduces the recorded observations, the repair passes, and the
  // record's fixture file gives the same output as the unmodified scripts.
  const at = (rows, impl, key, value) => rows.find((r) => r.impl === impl && r[key] === value);
  for (const [impl, ref] of [['broken', 'the_failure'], ['unsuccessful-fix', 'the_unsuccessful_fix']]) {
    const row = at(out.family, impl, 'n', '1');
    if (row.stdout !== fs.readFileSync(path.join(ROOT, 'tests', 'golden', 'record', `${ref}.observations.json`), 'utf8') || row.exit !== 1) throw new Error(`${impl} N=1 differs from the record`);
  }
  for (const impl of ['broken', 'unsuccessful-fix', 'repair']) {
    if (at(out.custom, impl, 'file', 'record.json').stdout !== at(out.family, impl, 'n', '1').stdout) {
      throw new Error(`${impl}: record.json differs from N = 1`);
    }
  }
  if (at(out.family, 'repair', 'n', '1').exit !== 0) throw new Error('repair fails at N = 1');

  for (const [rel, text] of Object.entries(out.files)) writeFile(rel, text);
  writeFile('tests/golden/family.jsonl', out.family.map((r) => JSON.stringify(r) + '\n').join(''));
  writeFile('tests/golden/custom.jsonl', out.custom.map((r) => JSON.stringify(r) + '\n').join(''));
  console.log(JSON.stringify(out.summary));

  const native = process.env.FAILURE_MAP_NATIVE_PYTHON;
  if (native) {
    const input = out.files['tests/golden/repr_corpus.tsv'] + '\f' + out.files['tests/golden/sum_corpus.tsv'];
    const r = spawnSync(native, [path.join(__dirname, 'golden_native_check.py')], { input, encoding: 'utf8' });
    process.stdout.write(r.stdout + r.stderr);
    if (r.status !== 0) throw new Error('native CPython check failed');
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
