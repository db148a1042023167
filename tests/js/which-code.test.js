// The blind readers' measurement of "which one is my code?" (tests/data/which-code/README.md):
// its answers graded against the snippet writer's key, and the page they read held to what the
// core shows now — a change to the code or its sentences makes the measurement stale.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { runCli } = require('../support/cli');

const DIR = path.join(__dirname, '..', 'data', 'which-code');
const key = JSON.parse(fs.readFileSync(path.join(DIR, 'key.json'), 'utf8'));
const NAMES = { A: 'the failure', B: 'the unsuccessful fix', C: 'the repair', other: 'none of them' };
const readers = fs.readdirSync(path.join(DIR, 'readers')).sort()
  .map((file) => JSON.parse(fs.readFileSync(path.join(DIR, 'readers', file), 'utf8')));

// Changed after the measurement, in answer to its readers (README): the next measurement drops it.
const AMENDED_SINCE = { repair: 'wrongWhen' };

const unescape = (html) => html.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('the key covers every snippet, and every snippet was read by two readers', () => {
  const snippets = fs.readdirSync(path.join(DIR, 'snippets')).filter((f) => f.endsWith('.py')).sort();
  assert.deepEqual(key.map((k) => k.file).sort(), snippets);
  for (const file of snippets) {
    assert.equal(readers.flat().filter((a) => a.file === file).length, 2, file);
  }
});

test('the readers placed their code right at least 90% of the time (README: 30 of 32)', () => {
  const answers = readers.flat();
  const right = answers.filter((a) => {
    const k = key.find((entry) => entry.file === a.file);
    return a.affected === k.affected && a.which === NAMES[k.normalisation];
  });
  assert.equal(answers.length, 32);
  assert.equal(right.length, 30);
  assert.ok(right.length / answers.length >= 0.9);
  assert.ok(answers.every((a) => a.affected === key.find((k) => k.file === a.file).affected));
});

test('the page the readers read shows the code and sentences the core shows now', () => {
  const page = unescape(fs.readFileSync(path.join(DIR, 'page.html'), 'utf8'));
  const { stdout, status } = runCli(['render', '--which', '--format', 'json']);
  assert.equal(status, 0);
  for (const impl of JSON.parse(stdout).implementations) {
    assert.ok(page.includes(`<pre data-loop="code"><code>${impl.loop.code}</code></pre>`), `${impl.id}'s code changed: measure again`);
    const sentence = page.includes(`<p>${impl.loop.wrongWhen}</p>`);
    assert.equal(sentence, AMENDED_SINCE[impl.id] !== 'wrongWhen', `${impl.id}'s sentence: measure again`);
    assert.ok(page.includes(impl.loop.diff), `${impl.id}'s diff changed: measure again`);
  }
});
