// Loading the bundle's inlined WebAssembly core under node: it inflates to a working module; a
// damaged copy and a runtime without DecompressionStream get an error rather than a crash.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const Module = require('module');
const path = require('path');
const vm = require('vm');
const { root } = require('./support');

const bundlePath = path.join(root, 'build', 'web', 'failure-map.js');

// A fresh copy of the bundle (its own FailureMap, its own load() promise).
function freshBundle() {
  delete require.cache[require.resolve(bundlePath)];
  return require(bundlePath);
}

test('the inlined core inflates and answers', async () => {
  const api = await freshBundle().load();
  assert.equal(api.record().id, 'FA-98851');
});

test('without DecompressionStream, load() rejects with a message that names it', async () => {
  const saved = globalThis.DecompressionStream;
  delete globalThis.DecompressionStream;
  try {
    await assert.rejects(freshBundle().load(), /lacks DecompressionStream/);
  } finally {
    globalThis.DecompressionStream = saved;
  }
  const api = await freshBundle().load();  // and a runtime that has it loads as before
  assert.equal(api.implementations().length, 3);
});

test('a damaged inlined module is refused: load() rejects, nothing runs', async () => {
  const text = fs.readFileSync(bundlePath, 'utf8');
  const at = text.search(/deflated:["'][A-Za-z0-9+/]/);
  assert.ok(at > 0, 'the inlined module is in the bundle');
  const middle = at + 20000;  // well inside the deflated bytes
  const damaged = text.slice(0, middle) + (text[middle] === 'A' ? 'B' : 'A') + text.slice(middle + 1);
  const copy = { exports: {} };
  vm.runInThisContext(Module.wrap(damaged))(copy.exports, require, copy, bundlePath, path.dirname(bundlePath));
  await assert.rejects(copy.exports.load(), /the inlined WebAssembly module is damaged \(.+\); rebuild failure-map\.js/);
});
