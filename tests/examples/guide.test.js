// docs/embedding.md and the example sites say the same thing: every code block of the guide's
// MkDocs, Sphinx and Docusaurus sections is tagged with the example file it comes from
// (<!-- example: PATH -->) and appears there line for line, or says why it cannot
// (<!-- not in the examples: why -->, <!-- mkdocs-1.5: why -->).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT } = require('./support/sites');

const GUIDE = path.join(ROOT, 'docs', 'embedding.md');
const SECTIONS = ['## MkDocs (and Material for MkDocs)', '## Sphinx', '## Docusaurus'];

// The guide's fenced blocks with the section they are in and the HTML comment right before them.
function blocks(text) {
  const lines = text.split('\n');
  const out = [];
  let section = null;
  for (let i = 0; i < lines.length; i += 1) {
    if (/^## /.test(lines[i])) section = lines[i].trim();
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end += 1;
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before -= 1;
    const tag = before >= 0 ? /^<!--\s*([\w.-]+(?: [\w ]+)?):\s*(.+?)\s*-->$/.exec(lines[before].trim()) : null;
    out.push({ section, lang: open[1], line: i + 1, body: lines.slice(start, end), tag: tag ? { kind: tag[1], value: tag[2] } : null });
    i = end;
  }
  return out;
}

// Lines without their common indentation (a snippet of a nested config keeps its shape).
function dedent(lines) {
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut).replace(/\s+$/, ''));
}

// Does `snippet` (lines) occur in `file` (lines) as consecutive lines, up to common indentation?
function occursIn(snippet, file) {
  const want = dedent(snippet).join('\n');
  for (let i = 0; i + snippet.length <= file.length; i += 1) {
    if (dedent(file.slice(i, i + snippet.length)).join('\n') === want) return true;
  }
  return false;
}

const guide = fs.readFileSync(GUIDE, 'utf8');
const all = blocks(guide);
const inSections = all.filter((b) => SECTIONS.includes(b.section));

test('the guide has its MkDocs, Sphinx and Docusaurus sections, each with tagged code blocks', () => {
  for (const section of SECTIONS) {
    assert.ok(inSections.some((b) => b.section === section), `docs/embedding.md has no code block under "${section}"`);
  }
  for (const b of inSections) {
    assert.ok(b.tag && ['example', 'not in the examples', 'mkdocs-1.5'].includes(b.tag.kind),
      `docs/embedding.md line ${b.line} (${b.section}): a code block without <!-- example: PATH --> or <!-- not in the examples: why -->`);
  }
});

test('every tagged snippet appears line for line in its example file', () => {
  const tagged = inSections.filter((b) => b.tag && b.tag.kind === 'example');
  assert.ok(tagged.length >= 10, `only ${tagged.length} snippets are tied to an example file`);
  for (const b of tagged) {
    const file = path.join(ROOT, b.tag.value);
    assert.ok(fs.existsSync(file), `docs/embedding.md line ${b.line} names ${b.tag.value}, which does not exist`);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    assert.ok(occursIn(b.body, lines),
      `docs/embedding.md line ${b.line}: this snippet is not in ${b.tag.value} as written:\n${b.body.join('\n')}`);
  }
});

test('each example site is covered: its generator config and both widget pages come from the guide', () => {
  const named = new Set(inSections.filter((b) => b.tag && b.tag.kind === 'example').map((b) => b.tag.value));
  for (const file of [
    'examples/mkdocs/mkdocs.yml', 'examples/mkdocs/docs/case.md', 'examples/mkdocs/docs/lab.md',
    'examples/sphinx/conf.py', 'examples/sphinx/case.rst', 'examples/sphinx/lab.rst',
    'examples/docusaurus/docusaurus.config.js', 'examples/docusaurus/docs/case.mdx', 'examples/docusaurus/docs/lab.mdx',
  ]) {
    assert.ok(named.has(file), `no snippet of docs/embedding.md is tied to ${file}`);
  }
});

// The 1.5+ form cannot be built by Debian's MkDocs 1.4; it must still be the same script as the
// 1.4 form the example uses, as YAML (Debian's python3-yaml comes with mkdocs).
test("the MkDocs 1.5+ snippet lists the same files as the example's 1.4 form, the script with defer", () => {
  const newer = inSections.filter((b) => b.tag && b.tag.kind === 'mkdocs-1.5');
  const older = inSections.find((b) => b.tag && b.tag.kind === 'example' && b.tag.value === 'examples/mkdocs/mkdocs.yml' &&
    b.body.join('\n').includes('extra_javascript'));
  assert.equal(newer.length, 1, 'one MkDocs 1.5+ snippet');
  assert.ok(older, 'an extra_javascript snippet tied to examples/mkdocs/mkdocs.yml');
  const parse = (lines) => {
    const run = spawnSync('/usr/bin/python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'],
      { input: lines.join('\n'), encoding: 'utf8' });
    assert.equal(run.status, 0, `python3 yaml: ${run.stderr}`);
    return JSON.parse(run.stdout);
  };
  const css = ['javascripts/failure-map.css'];
  assert.deepEqual(parse(older.body), { extra_javascript: ['javascripts/failure-map.js'], extra_css: css });
  assert.deepEqual(parse(newer[0].body), { extra_javascript: [{ path: 'javascripts/failure-map.js', defer: true }], extra_css: css });
});

test('the guide tells authors to copy failure-map-lab.js and failure-map-tryfix.js beside failure-map.js in each set-up', () => {
  for (const section of SECTIONS) {
    const start = guide.indexOf(`${section}\n`);
    const end = guide.indexOf('\n## ', start + section.length);
    const text = guide.slice(start, end);
    assert.ok(/failure-map-lab\.js/.test(text), `"${section}" does not mention failure-map-lab.js`);
    assert.ok(/failure-map-tryfix\.js/.test(text), `"${section}" does not mention failure-map-tryfix.js`);
  }
});
