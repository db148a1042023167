'use strict';
// The native CLI as the JS tests and tools run it: build/native/failure-map, made by scripts/build.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const CLI_PATH = path.resolve(__dirname, '..', '..', 'build', 'native', 'failure-map');

// {stdout, stderr, status} of one run; input goes to standard input. A missing build says so.
function runCli(args, { input } = {}) {
  if (!fs.existsSync(CLI_PATH)) throw new Error(`native CLI missing: ${CLI_PATH} (run scripts/build)`);
  const result = spawnSync(CLI_PATH, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.error) throw result.error;
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

// Standard output of a run that must end as the reference ends (exit 0 or 1).
function cliStdout(args, { input } = {}) {
  const result = runCli(args, { input });
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`failure-map ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  }
  return result.stdout;
}

// `check LOG`'s overall results, as the text its JSON line writes for each implementation.
function cliCheckResults(file) {
  const { stdout, stderr, status } = runCli(['check', '--format', 'json', file]);
  const match = /"results": \{"broken": ([^,]+), "unsuccessful-fix": ([^,]+), "repair": ([^,}]+)\}/.exec(stdout);
  if (status === 2 || !match) throw new Error(`failure-map check ${file} exited ${status}: ${stdout.slice(0, 200)} ${stderr}`);
  return { broken: match[1], 'unsuccessful-fix': match[2], repair: match[3] };
}

module.exports = { CLI_PATH, runCli, cliStdout, cliCheckResults };
