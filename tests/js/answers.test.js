// How answers leave the WebAssembly core: UTF-8 bytes that api.js decodes in one call. In a file of
// its own, so that the module is fresh: its memory must grow during the long answer's call.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { loadBundle, runCli } = require('./support');

const FailureMap = loadBundle();

test('answers cross as UTF-8 text, whatever their characters and length', async () => {
  const api = await FailureMap.load();
  // Labels in several scripts and outside the BMP come back as typed, through explore()'s
  // fixtures and the JSON export, beside the CLI's bytes for the same document.
  const labels = ['Gewichtsmasse · ü', '重み付き和', '✓ mass — 4', 'astral 𝔽𝕄 🙂'];
  const document = JSON.stringify({
    fixtures: labels.map((check) => ({ check, weighted_sums: [2, 12], weight_sums: [1, 3], expected: 3.5 })),
  });
  const result = api.explore({ fixtures: document });
  assert.deepEqual(result.fixtures.map((fixture) => fixture.check), labels);
  const file = path.join(os.tmpdir(), `fm-utf8-${process.pid}.json`);
  fs.writeFileSync(file, document);
  try {
    assert.equal(`${result.reports[2].json}\n`, runCli(['run', '--impl', 'repair', '--fixtures', file]).stdout);
  } finally {
    fs.unlinkSync(file);
  }
  // A long answer (1,000 fixtures with 500-byte labels: about 8 MB) arrives whole, though the
  // WebAssembly memory grows while it is built (the view on it is made after the growth).
  const label = (i) => `fixture ${i} ✓ ${'x'.repeat(480)}`;
  const many = JSON.stringify({
    fixtures: Array.from({ length: 1000 }, (_, i) => ({
      check: label(i), weighted_sums: [2, 12], weight_sums: [1, 3], expected: 3.5,
    })),
  });
  const before = api.memoryBytes();
  const long = api.explore({ fixtures: many });
  assert.ok(api.memoryBytes() > before, 'the memory grew during the call');
  assert.equal(long.reports[0].observations.length, 1000);
  assert.deepEqual(long.reports[2].observations.map((o) => o.check), Array.from({ length: 1000 }, (_, i) => label(i)));
});
