'use strict';
// Writes into every case of tests/cli/bad-input/*.jsonl the "stderr" and "exit" that
// build/native/failure-map gives now, so that a changed message shows in `git diff` for review
// (as zstd's cli-tests regenerate their expected output). The format is described at
// bad_input_cases() in tests/support/golden_files.hpp; tests/cli/test_cli.cpp runs the cases.
//   node tests/tools/update-bad-input.js
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runCli } = require('../support/cli');

const ROOT = path.resolve(__dirname, '..', '..');
const TESTS = path.join(ROOT, 'tests');
const CASES = path.join(TESTS, 'cli', 'bad-input');
const file = path.join(os.tmpdir(), `failure-map-bad-input-${process.pid}`);

function answer(spec) {
  if (spec.file) {
    fs.writeFileSync(file, spec.file.text);
    if (spec.file.size !== undefined) fs.truncateSync(file, spec.file.size);  // sparse beyond the text
  }
  const place = (text) => text.split('{tests}').join(TESTS).split('{file}').join(file);
  const input = (spec.stdin || '').repeat(spec.repeat || 1);
  const run = runCli(spec.args.map(place), { input });
  fs.rmSync(file, { force: true });
  if (run.stdout) throw new Error(`${JSON.stringify(spec.args)} wrote to stdout: ${run.stdout.slice(0, 200)}`);
  return { stderr: run.stderr.split(TESTS).join('{tests}').split(file).join('{file}'), exit: run.status };
}

for (const name of fs.readdirSync(CASES).filter((n) => n.endsWith('.jsonl')).sort()) {
  const lines = fs.readFileSync(path.join(CASES, name), 'utf8').split('\n');
  const updated = lines.map((line) => {
    if (line === '' || line.startsWith('#')) return line;
    const { stderr, exit, ...spec } = JSON.parse(line);
    return JSON.stringify({ ...spec, ...answer(spec) });
  });
  fs.writeFileSync(path.join(CASES, name), updated.join('\n'));
  console.log(`${name}: ${updated.filter((l) => l && !l.startsWith('#')).length} cases`);
}
