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

test('every bundle carries the version in its banner', () => {
  for (const name of ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js']) {
    const head = fs.readFileSync(path.join(root, 'build', 'web', name), 'utf8').slice(0, 200);
    assert.match(head, new RegExp(`^/\\*! failure-map ${version.replace(/\./g, '\\.')} `), name);
  }
});

// A file beside failure-map.js from another build is refused with the reason, not run.
test('a lab, interpreter or render file of another version is refused', () => {
  const os = require('os');
  const { execFileSync } = require('child_process');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-map-version-'));
  try {
    for (const name of ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js']) {
      let text = fs.readFileSync(path.join(root, 'build', 'web', name), 'utf8');
      if (name !== 'failure-map.js') text = text.split(JSON.stringify(version)).join('"0.0.0-other"');
      fs.writeFileSync(path.join(dir, name), text);
    }
    const script = `const F = require(${JSON.stringify(path.join(dir, 'failure-map.js'))});
      Promise.allSettled([F.loadLab(), F.loadTryfix(), F.render({})]).then((r) => console.log(JSON.stringify(r.map((x) => x.reason && x.reason.message))));`;
    const messages = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
    assert.deepEqual(messages, [
      `failure-map-lab.js is version 0.0.0-other, failure-map.js is ${version}: copy both from the same build`,
      `failure-map-python.js is version 0.0.0-other, failure-map.js is ${version}: copy both from the same build`,
      `failure-map-render.js is version 0.0.0-other, failure-map.js is ${version}: copy both from the same build`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
