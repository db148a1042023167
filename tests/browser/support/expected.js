// The figures the widget must show: the record's two published tables (tests/golden/record/*.md,
// copied verbatim from the record) and, for the repair the record holds back, the native CLI's
// Markdown table (build/native/failure-map, built by scripts/build).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { cliStdout } = require('../../support/cli');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const GOLDEN = path.join(ROOT, 'tests', 'golden', 'record');

// "| a | b | c | d |" lines after the header and separator -> [{check, actual, expected, outcome}]
function parseMarkdownTable(text) {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  const [header, separator, ...rows] = lines;
  if (!header || !/^\|(\s*-+\s*\|)+$/.test(separator)) throw new Error(`not a Markdown table:\n${text}`);
  const columns = header.split('|').slice(1, -1).map((cell) => cell.trim());
  if (columns.join(' | ') !== 'Boundary fixture | Actual | Expected | Outcome') {
    throw new Error(`unexpected table header: ${header}`);
  }
  return rows.map((row) => {
    const [check, actual, expected, outcome] = row.split('|').slice(1, -1).map((cell) => cell.trim());
    return { check, actual, expected, outcome };
  });
}

function goldenTable(name) {
  const file = path.join(GOLDEN, `${name}.md`);
  if (!fs.existsSync(file)) throw new Error(`golden file missing: ${file}`);
  return parseMarkdownTable(fs.readFileSync(file, 'utf8'));
}

// The CLI's stdout for `run` (exit 0 or 1), as bytes in a string. input goes to stdin
// (for --fixtures -).
const cliRun = (args, input) => cliStdout(args, { input });

function cliTable(impl, n) {
  return parseMarkdownTable(cliRun(['run', '--impl', impl, '--format', 'markdown', ...(n === undefined ? [] : ['--n', n])]));
}

// The CLI's table on a fixtures document given as text (read from stdin).
function cliTableOn(impl, fixturesText) {
  return parseMarkdownTable(cliRun(['run', '--impl', impl, '--format', 'markdown', '--fixtures', '-'], fixturesText));
}

// The JS API under node (the same bundle), for figures the CLI does not print (CSV, why, ulps).
function nodeApi() {
  return require(path.join(ROOT, 'build', 'web', 'failure-map.js')).load();
}

const FIXTURES = path.join(ROOT, 'tests', 'data', 'fixtures');
const readFixtures = (name) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

// The three tables at N = 1, keyed by implementation id.
function recordTables() {
  return {
    broken: goldenTable('the_failure'),
    'unsuccessful-fix': goldenTable('the_unsuccessful_fix'),
    repair: cliTable('repair'),
  };
}

module.exports = {
  parseMarkdownTable,
  goldenTable,
  cliStdout: cliRun,
  cliTable,
  cliTableOn,
  recordTables,
  nodeApi,
  readFixtures,
  FIXTURES,
  IMPLS: ['broken', 'unsuccessful-fix', 'repair'],
};
