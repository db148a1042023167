// One version, from package.json: FailureMap.version, the bundles' banners and
// `failure-map --version` all say it.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { root, loadBundle, runCli } = require('./support');

const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

test('package.json has a semantic version', () => {
  assert.match(version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/);
});

test('FailureMap.version is the package.json version', () => {
  const FailureMap = loadBundle();
  assert.equal(FailureMap.version, version);
  assert.ok(Object.isFrozen(FailureMap), 'FailureMap cannot be changed by a page');
});

test('failure-map --version says the same version', () => {
  const result = runCli(['--version']);
  assert.equal(result.stdout, `failure-map ${version}\n`);
  assert.equal(result.status, 0);
});

test('both bundles carry the version in their banner', () => {
  for (const name of ['failure-map.js', 'failure-map-lab.js']) {
    const head = fs.readFileSync(path.join(root, 'build', 'web', name), 'utf8').slice(0, 200);
    assert.match(head, new RegExp(`^/\\*! failure-map ${version.replace(/\./g, '\\.')} `), name);
  }
});
