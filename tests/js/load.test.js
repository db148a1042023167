// Loading the bundle's inlined WebAssembly core under node: it inflates to a working module, and
// a runtime without DecompressionStream gets a clear error rather than a crash.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
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
