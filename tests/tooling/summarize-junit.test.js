'use strict';
// scripts/lib/summarize-junit.js reads each runner's JUnit as XML: node's reporter (nested suites,
// '>' left unescaped in attribute values), CTest's and scripts/fuzz's; failures, errors and skips
// counted apart; a missing, unreadable or empty file is a failure of that suite.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { countSuite, failedTests } = require('../../scripts/lib/summarize-junit');

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
