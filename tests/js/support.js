// Shared by the JS API tests: the built bundle, the native CLI and the golden files.
'use strict';
const fs = require('fs');
const path = require('path');
const { runCli } = require('../support/cli');

const root = path.resolve(__dirname, '..', '..');
const bundlePath = path.join(root, 'build', 'web', 'failure-map.js');

function loadBundle() {
  return require(bundlePath);
}


function goldenRuns(name) {
  return fs.readFileSync(path.join(root, 'tests', 'golden', name), 'utf8')
    .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => JSON.parse(line));
}

const fixturesDir = path.join(root, 'tests', 'data', 'fixtures');
const readFixtures = (name) => fs.readFileSync(path.join(fixturesDir, name), 'utf8');

module.exports = { root, loadBundle, runCli, goldenRuns, fixturesDir, readFixtures };
