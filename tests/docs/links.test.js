'use strict';
// The documents a newcomer reads: the README stays short, and every link in README.md, docs/,
// tests/README.md and examples/README.md resolves inside the repository (file and heading).
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const documents = ['README.md', 'tests/README.md', 'examples/README.md',
  ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

// GitHub's heading anchors: lower case, punctuation other than - and _ dropped, spaces to dashes.
function slug(heading) {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function anchorsOf(text) {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1])));
}

function linksOf(text) {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

test('README.md is at most 150 lines', () => {
  const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length - 1;
  assert.ok(lines <= 150, `README.md has ${lines} lines`);
});

test('README.md links only inside the repository', () => {
  const external = linksOf(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).filter((l) => /^[a-z]+:/i.test(l));
  assert.deepEqual(external, []);
});

for (const document of documents) {
  test(`every relative link of ${document} resolves inside the repository`, () => {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    const broken = [];
    for (const link of linksOf(text)) {
      if (/^[a-z]+:/i.test(link)) continue;  // an external source, cited
      const [file, anchor] = link.split('#');
      const target = file ? path.resolve(path.dirname(path.join(root, document)), file) : path.join(root, document);
      if (!target.startsWith(root + path.sep)) { broken.push(`${link} (leaves the repository)`); continue; }
      if (!fs.existsSync(target)) { broken.push(`${link} (no such file)`); continue; }
      if (anchor && target.endsWith('.md') && !anchorsOf(fs.readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${link} (no such heading)`);
      }
    }
    assert.deepEqual(broken, []);
  });
}
