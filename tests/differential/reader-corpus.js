// The reader corpus (tests/data/reader-corpus) against CPython 3.12: which runs there are, how the
// CLI runs each, and how each run is classified against CPython's answer in
// tests/golden/reader-corpus.jsonl (tests/tools/generate-corpus-golden.js):
//   exact   - the same bytes printed, the same exit code, the same exception type, message and line;
//   refused - exit 2 and one clear line: outside the subset (or a limit of this project);
//   wrong   - anything else. There must be none.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
// The corpora: tests/data/NAME/{solve,scripts} with CPython's answers in tests/golden/NAME.jsonl.
// reader-corpus grew the subset. The blind-corpus-issue30 ones were written for issue 30 by people
// who had seen only the record: the first before generators, abc, bitwise operators and missing
// modules were built (then grown on), the second (-b) after, unseen while building: it measures.
const CORPORA = ['reader-corpus', 'blind-corpus-issue30', 'blind-corpus-issue30-b', 'blind-corpus-issue30-c', 'blind-corpus-issue30-d'];
const cliPath = path.join(root, 'build', 'native', 'failure-map');
const N_VALUES = ['1', '3', '0.1'];

// The record's script around a module defining solve(): the module's statements first (as
// `run --solve` runs them once), then the script's own lines with solve() left out.
function recordScript(moduleSource, n) {
  const reference = fs.readFileSync(path.join(root, 'tests', 'reference', 'the_unsuccessful_fix.py'), 'utf8').split('\n');
  const header = reference.slice(1, 4).map((line) => (line.startsWith('N = ') ? `N = ${n}` : line));
  const tail = reference.slice(reference.findIndex((line) => line.startsWith('def check(')));
  const module = moduleSource.endsWith('\n') ? moduleSource : moduleSource + '\n';
  return module + header.join('\n') + '\n' + tail.join('\n');
}

function corpusRuns(name = 'reader-corpus') {
  const corpus = path.join(root, 'tests', 'data', name);
  const runs = [];
  for (const file of fs.readdirSync(path.join(corpus, 'solve')).filter((f) => f.endsWith('.py')).sort()) {
    const source = fs.readFileSync(path.join(corpus, 'solve', file), 'utf8');
    for (const n of N_VALUES) {
      runs.push({ name: `solve/${file} N=${n}`, kind: 'solve', file: path.join(corpus, 'solve', file), n, script: recordScript(source, n) });
    }
  }
  for (const file of fs.readdirSync(path.join(corpus, 'scripts')).filter((f) => f.endsWith('.py')).sort()) {
    const source = fs.readFileSync(path.join(corpus, 'scripts', file), 'utf8');
    runs.push({ name: `scripts/${file}`, kind: 'script', file: path.join(corpus, 'scripts', file), script: source });
  }
  return runs;
}

function goldenRuns(name = 'reader-corpus') {
  const lines = fs.readFileSync(path.join(root, 'tests', 'golden', `${name}.jsonl`), 'utf8').split('\n');
  const byName = new Map();
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue;
    const run = JSON.parse(line);
    byName.set(run.name, run);
  }
  return byName;
}

// What the CLI gives for a run: printed bytes, exit code, the exception ("Type: message") and its
// line, or the refusal's text.
function ourAnswer(run) {
  if (run.kind === 'script') {
    const r = spawnSync(cliPath, ['exec', run.file], { encoding: 'utf8', maxBuffer: 1 << 26 });
    // What the script wrote to sys.stderr comes first on standard error (CPython's is not kept).
    const line = /(?:^|\n)(failure-map: [^\n]*)\n$/.exec(r.stderr);
    const raised = line && /^failure-map: exec: [^\n]*?: line (\d+): ([^\n]*)$/.exec(line[1]);
    const errors = line ? r.stderr.slice(0, r.stderr.length - line[1].length - 1) : r.stderr;
    if (r.status === 2 && line) return { refused: line[1], stdout: r.stdout };
    if (r.status === 1 && raised) {
      return { stdout: r.stdout, errors, exit: 1, error: raised[2], line: Number(raised[1]) };
    }
    return { stdout: r.stdout, errors, exit: r.status, error: line ? `(stderr) ${line[1]}` : null, line: 0 };
  }
  const r = spawnSync(cliPath, ['run', '--solve', run.file, '--n', run.n, '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  // What solve() printed, then what it wrote to sys.stderr, go to standard error before the CLI's
  // own line, if any.
  const last = /(?:^|\n)(failure-map: [^\n]*)\n$/.exec(r.stderr);
  const printed = last ? r.stderr.slice(0, r.stderr.length - last[1].length - 1) : r.stderr;
  if (last && r.status === 2) return { refused: last[1], stdout: printed + r.stdout };
  if (last && r.status === 1) {
    // "...: fixtures[3] ("empty"): line 6: ZeroDivisionError: division by zero"; no line when the
    // exception is raised by the call of solve() itself (a cache hashing a list argument).
    const raised = /\): (?:line (\d+): )?([A-Z][A-Za-z]*(?::[^\n]*)?)$/.exec(last[1]);
    if (raised) return { stdout: printed + r.stdout, exit: 1, error: raised[2], line: Number(raised[1] || 0) };
  }
  return { stdout: printed + r.stdout, exit: r.status, error: last ? `(stderr) ${last[1]}` : null, line: 0 };
}

// An OverflowError from a float operation quotes errno, which differs between libcs.
function normalized(error) {
  return error && error.replace(/^OverflowError: \(\d+, '[^']*'\)$/, 'OverflowError: (errno)');
}

// What the CLI gives on its stdout and, before its own line, on stderr, as one text: for a solve
// run, CPython's printed lines, then its stderr, then the record's JSON line (stdout's last).
function expectedStdout(run, golden) {
  if (run.kind === 'script') return golden.stdout;
  const cut = golden.stdout.lastIndexOf('\n', golden.stdout.length - 2) + 1;
  const last = golden.stdout.slice(cut);
  if (last.startsWith('{"observations"')) return golden.stdout.slice(0, cut) + golden.stderr + last;
  return golden.stdout + golden.stderr;
}

function classify(run, golden) {
  const ours = ourAnswer(run);
  if (golden.long_width_matters) return { kind: 'skipped', reason: "Pyodide's 32-bit sum() differs from a 64-bit CPython's", ours };
  if (ours.refused) return { kind: 'refused', reason: ours.refused, ours };
  // An exception raised by the call of solve() itself is at the record's script's line, after
  // the module's lines; `run --solve` has no such line and gives none.
  const moduleLines = run.kind === 'solve' ? fs.readFileSync(run.file, 'utf8').split('\n').length : Infinity;
  const sameLine = ours.line === golden.line || (ours.line === 0 && golden.line > moduleLines);
  const same = ours.stdout === expectedStdout(run, golden) && ours.exit === golden.exit &&
    (run.kind !== 'script' || ours.errors === golden.stderr) &&
    normalized(ours.error) === normalized(golden.error) && (golden.error === null || sameLine);
  return { kind: same ? 'exact' : 'wrong', ours };
}

// The construct a refusal names: its message without the location and the closing note.
function construct(refusal) {
  return refusal
    .replace(/^failure-map: (exec|run): (--solve )?[^:]*: (fixtures\[\d+\] \([^)]*\): )?/, '')
    .replace(/^line \d+(, column \d+)?: /, '')
    .replace(/ \(outside the Python subset failure-map runs\)$/, '');
}

module.exports = { CORPORA, corpusRuns, goldenRuns, classify, construct, recordScript };
