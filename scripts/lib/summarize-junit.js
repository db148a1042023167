// Reads the JUnit files of every suite (with an XML parser: fast-xml-parser) and prints one line per
// suite and the closing line "N passed, N failed". A suite whose file is missing or unreadable (it
// crashed before writing) counts as one failure. Exits 1 when anything failed. Before the closing
// line, when the folder holds times.tsv (scripts/test's laps: "step<TAB>seconds" a line), the run's
// wall time and its slowest steps: "time: 27m 41s; slowest: differential 9m 2s, browser 6m 10s, ...".
'use strict';
const fs = require('fs');
const path = require('path');
const { XMLParser, XMLValidator } = require('fast-xml-parser');

// Every <testcase> anywhere in the document: node's reporter nests suites in suites, CTest and
// Boost.Test write one <testsuite>, scripts/fuzz writes its own.
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testcase' || name === 'testsuite' });

function testcases(node, found = []) {
  if (Array.isArray(node)) {
    for (const item of node) testcases(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'testcase') found.push(...value);
      else testcases(value, found);
    }
  }
  return found;
}

const isTodo = (body) => [].concat(body.skipped ?? []).some((s) => s && s['@_type'] === 'todo');
const isFailure = (body) => !isTodo(body) && ('failure' in body || 'error' in body);

// The failed tests of a readable file: each one's name and the start of its message, so that a
// log which keeps only its end still says what failed and why.
function failedTests(file) {
  if (!fs.existsSync(file) || XMLValidator.validate(fs.readFileSync(file, 'utf8')) !== true) return [];
  const failed = [];
  for (const testcase of testcases(parser.parse(fs.readFileSync(file, 'utf8')))) {
    if (typeof testcase !== 'object' || !isFailure(testcase)) continue;
    const reason = [].concat(testcase.failure ?? testcase.error)[0];
    const text = typeof reason === 'object' ? `${reason['@_message'] ?? ''} ${reason['#text'] ?? ''}` : String(reason ?? '');
    failed.push({ name: String(testcase['@_name'] ?? ''), message: text.replace(/\s+/g, ' ').trim().slice(0, 500) });
  }
  return failed;
}

// One suite's counts, or a reason it has none.
function countSuite(file) {
  if (!fs.existsSync(file)) return { problem: 'no results (the suite did not finish)' };
  const xml = fs.readFileSync(file, 'utf8');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { problem: `unreadable results (${valid.err.msg}, line ${valid.err.line})` };
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testcase of testcases(parser.parse(xml))) {
    const body = typeof testcase === 'object' ? testcase : {};
    // node's reporter writes a todo test that fails with <skipped type="todo"> AND <failure>: a
    // todo never fails its run (node --test exits 0), so it counts as skipped, as node counts it.
    if (isTodo(body) || (('skipped' in body) && !isFailure(body))) counts.skipped += 1;
    else if (isFailure(body)) counts.failed += 1;
    else counts.passed += 1;
  }
  if (counts.passed + counts.failed === 0) return { problem: 'ran no test' };
  return counts;
}

// 0 → "0s", 62 → "1m 2s", 3725 → "1h 2m 5s".
function formatDuration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const [h, m] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60)];
  return h ? `${h}h ${m}m ${s % 60}s` : m ? `${m}m ${s % 60}s` : `${s}s`;
}

// The steps of a times.tsv, in order ([{ name, seconds }]; a step timed twice adds up), or null
// without one. A line that is not "name<TAB>seconds" is left out.
function readTimes(file) {
  if (!fs.existsSync(file)) return null;
  const steps = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^([^\t]+)\t(\d+)$/);
    if (m) steps.set(m[1], (steps.get(m[1]) ?? 0) + Number(m[2]));
  }
  return [...steps].map(([name, seconds]) => ({ name, seconds }));
}

// "time: 27m 41s; slowest: differential 9m 2s, browser 6m 10s, ..." (the laps add up to the run).
function timeLine(steps, slowest = 5) {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const ranked = [...steps].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  return `time: ${formatDuration(total)}; slowest: ${ranked.map((s) => `${s.name} ${formatDuration(s.seconds)}`).join(', ')}`;
}

function main() {
  const [dir, ...suites] = process.argv.slice(2);
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const suite of suites) {
    const counts = countSuite(path.join(dir, `${suite}.xml`));
    if (counts.problem) {
      console.log(`  ${suite}: ${counts.problem}`);
      total.failed += 1;
      continue;
    }
    for (const { name, message } of failedTests(path.join(dir, `${suite}.xml`))) failures.push(`  ${suite}: ${name}: ${message}`);
    console.log(`  ${suite}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  if (failures.length > 0) console.log(`failed:\n${failures.join('\n')}`);
  const steps = readTimes(path.join(dir, 'times.tsv'));
  if (steps && steps.length > 0) console.log(timeLine(steps));
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed === 0 ? 0 : 1);
}

if (require.main === module) main();
module.exports = { countSuite, failedTests, formatDuration, readTimes, timeLine };
