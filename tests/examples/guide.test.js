// docs/embedding.md and the example sites say the same thing: the guide leads with the one-line
// set-ups, and every code block of its set-up, MkDocs, Sphinx and Docusaurus sections is tagged
// with the example file it comes from (<!-- example: PATH -->) and appears there line for line, or
// says why it cannot (<!-- not in the examples: why -->, <!-- mkdocs-1.5: why -->).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT } = require('./support/sites');

const GUIDE = path.join(ROOT, 'docs', 'embedding.md');
const SECTIONS = ['## Set up in one line', '## MkDocs (and Material for MkDocs)', '## Sphinx', '## Docusaurus'];
const GENERATORS = SECTIONS.slice(1);

// The guide's fenced blocks with the section they are in and the HTML comment right before them.
function blocks(text) {
  const lines = text.split('\n');
  const out = [];
  let section = null;
  for (let i = 0; i < lines.length; i += 1) {
    if (/^## /.test(lines[i])) section = lines[i].trim();
    // A fence of three or more backticks, closed by the same number (a block may show a fence).
    const open = /^(`{3,})([\w-]*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end].trimEnd() !== open[1]) end += 1;
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before -= 1;
    const tag = before >= 0 ? /^<!--\s*([\w.-]+(?: [\w ]+)?):\s*(.+?)\s*-->$/.exec(lines[before].trim()) : null;
    out.push({
      section, lang: open[2], line: i + 1, body: lines.slice(start, end),
      tag: tag ? { kind: tag[1], value: tag[2] } : null,
    });
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
test("the MkDocs 1.5+ snippet lists the same files as the by-hand 1.4 form, the script with defer", () => {
  const newer = inSections.filter((b) => b.tag && b.tag.kind === 'mkdocs-1.5');
  const older = inSections.find((b) => b.section === '## MkDocs (and Material for MkDocs)' && b.tag &&
    b.tag.kind === 'not in the examples' && b.body.join('\n').includes('extra_javascript'));
  assert.equal(newer.length, 1, 'one MkDocs 1.5+ snippet');
  assert.ok(older, 'the by-hand extra_javascript snippet of the MkDocs section');
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

test('the guide tells authors to copy failure-map-lab.js, failure-map-tryfix.js, failure-map-python.js and failure-map-render.js beside failure-map.js in each set-up', () => {
  for (const section of GENERATORS) {
    const start = guide.indexOf(`${section}\n`);
    const end = guide.indexOf('\n## ', start + section.length);
    const text = guide.slice(start, end);
    assert.ok(/failure-map-lab\.js/.test(text), `"${section}" does not mention failure-map-lab.js`);
    assert.ok(/failure-map-tryfix\.js/.test(text), `"${section}" does not mention failure-map-tryfix.js`);
    assert.ok(/failure-map-python\.js/.test(text), `"${section}" does not mention failure-map-python.js`);
    assert.ok(/failure-map-render\.js/.test(text), `"${section}" does not mention failure-map-render.js`);
  }
});

// The guide's first three code blocks are the one-line set-ups, each the line of an example's
// configuration; and the examples' configurations set the widget up with that line alone.
test('the guide leads with the one-line set-ups, which are the example configurations\' lines', () => {
  const lead = all.slice(0, 3);
  assert.deepEqual(lead.map((b) => b.section), Array(3).fill('## Set up in one line'), 'the first three code blocks');
  assert.deepEqual(lead.map((b) => b.tag && b.tag.value),
    ['examples/sphinx/conf.py', 'examples/mkdocs/mkdocs.yml', 'examples/docusaurus/docusaurus.config.js']);
  const lines = (b) => b.body.filter((l) => l.trim());
  assert.deepEqual(lines(lead[0]), ['extensions = ["failure_map.sphinx"]']);
  assert.deepEqual(dedent(lines(lead[1])), ['plugins:', '  - search', '  - failure-map'], 'MkDocs: its plugin, after the default search');
  assert.deepEqual(dedent(lines(lead[2])), ["plugins: ['failure-map/docusaurus'],"]);
  const config = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const [file, byHand] of [
    ['examples/sphinx/conf.py', /html_static_path|html_js_files|html_css_files/],
    ['examples/mkdocs/mkdocs.yml', /extra_javascript|extra_css/],
    ['examples/docusaurus/docusaurus.config.js', /staticDirectories|scripts:|stylesheets:/],
  ]) {
    assert.doesNotMatch(config(file), byHand, `${file} sets the widget up by hand as well`);
  }
  for (const dir of ['examples/sphinx/_static', 'examples/mkdocs/docs/javascripts']) {
    assert.ok(!fs.existsSync(path.join(ROOT, dir)) || fs.readdirSync(path.join(ROOT, dir)).length === 0, `${dir}: files copied by hand`);
  }
});
