// The figures the widget must show: the record's two published tables (tests/golden/record/*.md,
// copied verbatim from the record) and, for the repair the record holds back, the native CLI's
// Markdown table (build/native/failure-map, built by scripts/build).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'build', 'native', 'failure-map');
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

function cliTable(impl, n) {
  if (!fs.existsSync(CLI)) throw new Error(`native CLI missing: ${CLI} (run scripts/build)`);
  const args = ['run', '--impl', impl, '--format', 'markdown', ...(n === undefined ? [] : ['--n', n])];
  const result = spawnSync(CLI, args, { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`failure-map ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  }
  return parseMarkdownTable(result.stdout);
}

// The three tables at N = 1, keyed by implementation id.
function recordTables() {
  return {
    broken: goldenTable('the_failure'),
    'unsuccessful-fix': goldenTable('the_unsuccessful_fix'),
    repair: cliTable('repair'),
  };
}

module.exports = { parseMarkdownTable, goldenTable, cliTable, recordTables };
