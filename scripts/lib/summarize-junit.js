// Reads the JUnit files of every suite and prints one line per suite and the closing line
// "N passed, N failed". A suite whose file is missing (it crashed before writing) counts as one
// failure. Exits 1 when anything failed.
'use strict';
const fs = require('fs');
const path = require('path');

const [dir, ...suites] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const suite of suites) {
  const file = path.join(dir, `${suite}.xml`);
  if (!fs.existsSync(file)) {
    console.log(`  ${suite}: no results (the suite did not finish)`);
    failed += 1;
    continue;
  }
  const xml = fs.readFileSync(file, 'utf8');
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // A testcase's attributes are skipped as quoted strings: node's reporter leaves ">" unescaped in
  // them (a name such as "a -> b"), which a plain [^>]* would take for the tag's end.
  for (const match of xml.matchAll(/<testcase\b(?:"[^"]*"|'[^']*'|[^>"'])*?(\/)?>/g)) {
    const end = match[1] ? -1 : xml.indexOf('</testcase>', match.index);
    const body = end < 0 ? '' : xml.slice(match.index + match[0].length, end);
    if (/<(failure|error)\b/.test(body)) counts.failed += 1;
    else if (/<skipped\b/.test(body)) counts.skipped += 1;
    else counts.passed += 1;
  }
  if (counts.passed + counts.failed === 0) {
    console.log(`  ${suite}: ran no test`);
    failed += 1;
    continue;
  }
  console.log(`  ${suite}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
