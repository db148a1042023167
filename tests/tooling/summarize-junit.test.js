'use strict';
// scripts/lib/summarize-junit.js reads each runner's JUnit as XML: node's reporter (nested suites,
// '>' left unescaped in attribute values), CTest's and scripts/fuzz's; failures, errors and skips
// counted apart; a missing, unreadable or empty file is a failure of that suite; scripts/test's
// times.tsv gives the run's wall time and slowest steps, printed just before the closing line.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { countSuite, failedTests, formatDuration, readTimes, timeLine } = require('../../scripts/lib/summarize-junit');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-junit-'));
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, text) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

test("node's reporter: nested suites, an unescaped '>' in a name, failures, skips and todos", () => {
  const file = write('node.xml', `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testcase name="a -> b" time="0.1" classname="test"/>
  <testsuite name="outer" tests="3" failures="1">
    <testcase name="x > y" time="0.1" classname="test">
      <failure type="testCodeFailure" message="a &lt; b">stack with > and &amp;</failure>
    </testcase>
    <testsuite name="inner">
      <testcase name="skipped one" time="0" classname="test"><skipped type="skipped" message="later"/></testcase>
      <testcase name="a todo that fails" time="0" classname="test" failure="not yet">
        <skipped type="todo" message="known gap"/>
        <failure type="testCodeFailure" message="not yet">AssertionError</failure>
      </testcase>
      <testcase name="plain" time="0" classname="test"></testcase>
    </testsuite>
  </testsuite>
  <!-- tests 4 -->
</testsuites>`);
  assert.deepEqual(countSuite(file), { passed: 2, failed: 1, skipped: 2 });
});

test("CTest's and scripts/fuzz's files, an error counted as a failure", () => {
  const ctest = write('ctest.xml', `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="Linux" tests="2" failures="1"><testcase name="core_tests" classname="core_tests" time="3" status="run">
<system-out>ok</system-out></testcase><testcase name="cli_tests" status="fail"><failure message="Failed"/></testcase></testsuite>`);
  assert.deepEqual(countSuite(ctest), { passed: 1, failed: 1, skipped: 0 });
  const fuzz = write('fuzz.xml', `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="fuzz" tests="2" failures="0">
<testcase classname="fuzz" name="fuzz_log replays log-a&amp;b&lt;c"/>
<testcase classname="fuzz" name="fuzz_log for 10s"><error message="crashed"/></testcase>
</testsuite>`);
  assert.deepEqual(countSuite(fuzz), { passed: 1, failed: 1, skipped: 0 });
});

test('a missing, malformed or empty file is a problem, not zero tests passed', () => {
  assert.match(countSuite(path.join(dir, 'absent.xml')).problem, /did not finish/);
  assert.match(countSuite(write('cut.xml', '<testsuite><testcase name="a"></testsuite>')).problem, /unreadable/);
  assert.match(countSuite(write('empty.xml', '<testsuite name="none"></testsuite>')).problem, /ran no test/);
});

test('each failed test is named with the start of its message; todos and passes are not', () => {
  const file = write('failed.xml', `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testcase name="fine" time="0.1" classname="test"/>
  <testcase name="webkit: layout, 1280 px" time="1" classname="test">
    <failure type="testCodeFailure" message="layout differences from Chromium">AssertionError: index.html at 1280 px:
      page overflows horizontally by 3 px</failure>
  </testcase>
  <testcase name="a todo" time="0" classname="test"><skipped type="todo" message="later"/><failure message="not yet"/></testcase>
  <testcase name="crashed"><error message="signal 11"/></testcase>
</testsuites>`);
  assert.deepEqual(failedTests(file), [
    { name: 'webkit: layout, 1280 px', message: 'layout differences from Chromium AssertionError: index.html at 1280 px: page overflows horizontally by 3 px' },
    { name: 'crashed', message: 'signal 11' },
  ]);
  assert.deepEqual(failedTests(path.join(dir, 'absent.xml')), []);
});

test('durations read as minutes and seconds; times.tsv adds up a step timed twice and skips stray lines', () => {
  assert.deepEqual([0, 41, 60, 62, 1661, 3725].map(formatDuration), ['0s', '41s', '1m 0s', '1m 2s', '27m 41s', '1h 2m 5s']);
  const file = write('times.tsv', 'build\t245\nnative\t12\nnot a lap\nbrowser\t370\ndifferential\t542\nbrowser\t0\n');
  assert.deepEqual(readTimes(file), [
    { name: 'build', seconds: 245 }, { name: 'native', seconds: 12 }, { name: 'browser', seconds: 370 }, { name: 'differential', seconds: 542 },
  ]);
  assert.equal(readTimes(path.join(dir, 'absent.tsv')), null);
  assert.equal(timeLine(readTimes(file)), 'time: 19m 29s; slowest: differential 9m 2s, browser 6m 10s, build 4m 5s, native 12s');
  assert.equal(timeLine([{ name: 'a', seconds: 1 }, { name: 'b', seconds: 3 }, { name: 'c', seconds: 2 }], 2), 'time: 6s; slowest: b 3s, c 2s');
});

// The script as scripts/test runs it, on a folder of results: its lines and exit code.
function summarize(results, ...suites) {
  const run = spawnSync(process.execPath, [path.join(__dirname, '../../scripts/lib/summarize-junit.js'), results, ...suites], { encoding: 'utf8' });
  return { lines: run.stdout.trimEnd().split('\n'), status: run.status };
}

test('the time line comes just before the closing line, which stays last; without times.tsv there is none', () => {
  const results = fs.mkdtempSync(path.join(dir, 'results-'));
  fs.writeFileSync(path.join(results, 'docs.xml'), '<testsuites><testcase name="a"/><testcase name="b"/></testsuites>');
  fs.writeFileSync(path.join(results, 'browser.xml'), '<testsuites><testcase name="c"><failure message="no"/></testcase></testsuites>');
  assert.deepEqual(summarize(results, 'docs', 'browser'), {
    lines: ['  docs: 2 passed, 0 failed', '  browser: 0 passed, 1 failed', 'failed:', '  browser: c: no', '2 passed, 1 failed'],
    status: 1,
  });
  fs.writeFileSync(path.join(results, 'times.tsv'), 'build\t300\ndocs\t4\nbrowser\t125\n');
  const { lines, status } = summarize(results, 'docs', 'browser');
  assert.equal(status, 1);
  assert.deepEqual(lines.slice(-2), ['time: 7m 9s; slowest: build 5m 0s, browser 2m 5s, docs 4s', '2 passed, 1 failed']);
  assert.match(lines.at(-1), /^\d+ passed, \d+ failed$/);
});
