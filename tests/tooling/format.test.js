'use strict';
// The C++ stays as .clang-format lays it out and ESLint finds nothing in the JavaScript:
// scripts/format --check over the repository (the C++ list is every C++ file less the script's
// EXCLUDE; ESLint's files are eslint.config.js's) passes, and on a file that drifts or a finding it
// fails, naming the file and the command that fixes it. No C++ line is longer than 120 characters,
// not even where clang-format cannot break one (a raw string, a clang-format off block).
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.join(__dirname, '..', '..');
const format = (...args) => spawnSync(path.join(root, 'scripts', 'format'), args, { cwd: root, encoding: 'utf8' });

test('every C++ file of the list matches .clang-format (scripts/format fixes a drift)', () => {
  const run = format('--check', '--cxx');
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.match(run.stdout, /^format: \d+ C\+\+ files match \.clang-format$/m);
});

test('ESLint finds nothing in the JavaScript (eslint.config.js)', () => {
  const run = format('--check', '--js');
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.match(run.stdout, /^format: ESLint finds nothing in the JavaScript$/m);
});

test('the list holds the sources, tests and fuzz targets, and leaves out what EXCLUDE names', () => {
  const files = format('--list').stdout.trim().split('\n');
  const expected = ['src/cli/main.cpp', 'src/core/base/expected.hpp', 'src/core/pyexec/interpreter.cpp',
    'tests/core/main.cpp', 'tests/fuzz/fuzz_log.cpp'];
  for (const file of expected) {
    assert.ok(files.includes(file), `${file} is not in the list`);
  }
  assert.deepEqual(files.filter((file) => file.endsWith('.inc')), []);
  assert.ok(files.every((file) => !file.startsWith('build/') && !file.includes('node_modules/')));
});

test('no line of the listed C++ files is longer than 120 characters', () => {
  const long = [];
  for (const file of format('--list').stdout.trim().split('\n')) {
    fs.readFileSync(path.join(root, file), 'utf8').split('\n').forEach((line, i) => {
      if ([...line].length > 120) long.push(`${file}:${i + 1}: ${[...line].length} characters`);
    });
  }
  assert.deepEqual(long, [], 'split the line (adjacent string literals join, raw ones too)');
});

// A folder for probe files under the repository (build/ is ignored by git), where clang-format
// finds .clang-format and ESLint eslint.config.js.
function probeDir(t) {
  fs.mkdirSync(path.join(root, 'build'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'build', 'format-probe-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a C++ file that drifts fails the check, named with the command to run; formatted, it passes', (t) => {
  const file = path.join(probeDir(t), 'probe.cpp');
  fs.writeFileSync(file, 'int  twice(int x){\n    return 2*x;}\n');
  const drifted = format('--check', file);
  assert.equal(drifted.status, 1, `${drifted.stdout}${drifted.stderr}`);
  assert.match(drifted.stdout, /1 of 1 C\+\+ files differ from \.clang-format/);
  assert.ok(drifted.stdout.includes(`  ${file}\n`), drifted.stdout);
  assert.match(drifted.stdout, /To fix: run scripts\/format/);

  assert.equal(format(file).status, 0);
  assert.equal(fs.readFileSync(file, 'utf8'), 'int twice(int x) { return 2 * x; }\n');
  const formatted = format('--check', file);
  assert.equal(formatted.status, 0, `${formatted.stdout}${formatted.stderr}`);
});

test('an ESLint finding fails the check, naming file, line and rule, with the command to run', (t) => {
  const file = path.join(probeDir(t), 'probe.js');
  fs.writeFileSync(file, "'use strict';\nconst unused = 1;\nmodule.exports = (a) => a == 1;\n");
  const found = format('--check', file);
  assert.equal(found.status, 1, `${found.stdout}${found.stderr}`);
  assert.ok(found.stdout.includes(file), found.stdout);
  assert.match(found.stdout, /2:7 +error +'unused' is assigned a value but never used +no-unused-vars/);
  assert.match(found.stdout, /3:27 +error +Expected '===' and instead saw '==' +eqeqeq/);
  assert.match(found.stdout, /To fix: run scripts\/format/);
  fs.writeFileSync(file, "'use strict';\nmodule.exports = (a) => a === 1;\n");
  const clean = format('--check', file);
  assert.equal(clean.status, 0, `${clean.stdout}${clean.stderr}`);
});
