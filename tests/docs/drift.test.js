'use strict';
// Docs that cannot drift: the command line the documents describe is the one the built CLI
// accepts, and every repository path they quote in code (`src/core/pyexec/ast.hpp`,
// `tests/data/...`) exists. links.test.js checks the documents' links; this checks the rest.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
const cli = path.join(root, 'build', 'native', 'failure-map');  // what scripts/build makes
const documents = ['README.md', 'tests/README.md', 'examples/README.md',
  ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (document) => fs.readFileSync(path.join(root, document), 'utf8');

// The CLI's answer to these arguments: its standard output and error and its exit code.
function failureMap(...args) {
  assert.ok(fs.existsSync(cli), `${path.relative(root, cli)} is missing: run scripts/build first`);
  const { stdout, stderr, status, error } = spawnSync(cli, args, { input: '', encoding: 'utf8', timeout: 30000 });
  if (error) throw error;
  return { stdout, stderr, status };
}

// ---------------------------------------------------------------------------------------------
// The command line

// A synopsis's lines ("failure-map run --impl ID [--n N] ..."; "usage: " before the first, a
// wrapped line indented under its command, a "# comment" after) as one entry per line:
// { command, options: Map(flag -> its value as written, or null for a flag without one) }.
function synopsis(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const words = line.replace(/\s+#\s.*$/, '').replace(/^usage:\s+/, '').trim().split(/\s+/).filter(Boolean);
    if (words[0] === 'failure-map' && words.length > 1) entries.push({ command: words[1], words: words.slice(2) });
    else if (/^\s+\[?--/.test(line) && entries.length > 0) entries.at(-1).words.push(...words);
    else if (entries.length > 0 && line.trim() === '') break;
  }
  return entries.map(({ command, words }) => ({ command, options: optionsOf(words) }));
}

// The options among a command's words: "[--n N]", "--impl ID", "[--compact]", "--n=0.1";
// a word after an option that is not closed by "]" is its value.
function optionsOf(words) {
  const options = new Map();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i].replace(/^\[/, '');
    const flag = word.match(/^(--[a-z][a-z-]*)(?:=(.*))?(\]?)$/);
    if (!flag) continue;
    let value = flag[2] ?? null;
    if (value === null && !flag[3] && i + 1 < words.length && !/^\[|^--/.test(words[i + 1])) {
      value = words[(i += 1)].replace(/\]$/, '');
    }
    options.set(flag[1], value);
  }
  return options;
}

// A value written as a choice ("json|markdown", "html"), not a placeholder ("N", "ROLE=NAME,...").
const choicesOf = (value) => (value !== null && /^[a-z]+(\|[a-z]+)*$/.test(value) ? value.split('|') : null);

// { command -> Map(flag -> [its values as written]) }, the entries of one command ("run" has two)
// merged.
function byCommand(entries) {
  const commands = new Map();
  for (const { command, options } of entries) {
    if (!commands.has(command)) commands.set(command, new Map());
    const merged = commands.get(command);
    for (const [flag, value] of options) merged.set(flag, [...(merged.get(flag) ?? []), value]);
  }
  return commands;
}

// What the built CLI accepts: the commands and options of `failure-map help` and of
// `failure-map check --help`, with the commands its parser names when refusing an unknown one;
// and, for each option that takes a choice, the choices it names when refusing another value.
let realCache;
function real() {
  if (realCache) return realCache;
  const help = failureMap('help');
  assert.equal(help.status, 0, `failure-map help exits ${help.status}: ${help.stderr}`);
  const commands = byCommand([...synopsis(help.stdout), ...synopsis(failureMap('check', '--help').stdout)]);
  const unknown = failureMap('no-such-command').stderr.match(/the commands are (.+?)(?: \(and (.+)\))?\s*$/);
  assert.ok(unknown, 'failure-map no-such-command no longer names the commands');
  for (const command of [...unknown[1].split(/,\s*/), ...(unknown[2] ? unknown[2].split(/,\s*/) : [])]) {
    if (!commands.has(command)) commands.set(command, new Map());
  }
  const choices = new Map();  // "run --format" -> ['json', 'markdown']
  for (const [command, options] of commands) {
    for (const [flag, values] of options) {
      if (!values.some(choicesOf)) continue;
      const refusal = failureMap(command, flag, 'no-such-choice').stderr.trim();
      const named = refusal.match(/choose (?:one of |from )?(.+)$/) ?? refusal.match(/prints (\w+)$/);
      assert.ok(named, `failure-map ${command} ${flag} no-such-choice no longer names the choices: ${refusal}`);
      choices.set(`${command} ${flag}`, named[1].split(/,\s*|\s+or\s+/));
    }
  }
  realCache = { commands, choices };
  return realCache;
}

// docs/cli.md's synopsis: its first code block whose every line is a failure-map command.
function documentedSynopsis() {
  for (const block of read('docs/cli.md').matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const lines = block[1].split('\n').filter((l) => l.trim() !== '');
    if (lines.length > 0 && lines.every((l) => /^failure-map\s/.test(l))) return byCommand(synopsis(block[1]));
  }
  assert.fail('docs/cli.md has no synopsis (a code block of failure-map command lines)');
}

// "A, B and C" for a message.
const listed = (items) => items.map((i) => `\`${i}\``).join(', ');

test("docs/cli.md's synopsis has every command and option of the CLI's help, and only those", () => {
  const documented = documentedSynopsis();
  const { commands } = real();
  const differences = [];
  for (const command of documented.keys()) {
    if (!commands.has(command)) differences.push(`docs/cli.md documents \`failure-map ${command}\`, which the CLI does not have`);
  }
  for (const command of commands.keys()) {
    if (!documented.has(command)) differences.push(`the CLI has \`failure-map ${command}\`, which docs/cli.md's synopsis does not document`);
  }
  for (const [command, options] of documented) {
    if (!commands.has(command)) continue;
    const extra = [...options.keys()].filter((flag) => !commands.get(command).has(flag));
    const missing = [...commands.get(command).keys()].filter((flag) => !options.has(flag));
    if (extra.length) differences.push(`docs/cli.md documents ${listed(extra)} for \`${command}\`, which the CLI's help does not have`);
    if (missing.length) differences.push(`the CLI's help has ${listed(missing)} for \`${command}\`, which docs/cli.md does not document`);
  }
  assert.deepEqual(differences, []);
});

test("docs/cli.md's synopsis names the values the CLI accepts for each choice, all of them", () => {
  const documented = documentedSynopsis();
  const { choices } = real();
  const differences = [];
  for (const [key, accepted] of choices) {
    const [command, flag] = key.split(' ');
    for (const value of documented.get(command)?.get(flag) ?? []) {  // none: reported by the test above
      const written = choicesOf(value) ?? [];
      const extra = written.filter((c) => !accepted.includes(c));
      const missing = accepted.filter((c) => !written.includes(c));
      if (extra.length) differences.push(`docs/cli.md gives \`${key}\` ${listed(extra)}, which the CLI refuses`);
      if (missing.length) differences.push(`the CLI accepts ${listed(missing)} for \`${key}\`, which docs/cli.md does not list`);
    }
  }
  assert.deepEqual(differences, []);
});

test("the CLI's help names the values its parser accepts for each choice, all of them", () => {
  const { commands, choices } = real();
  const differences = [];
  for (const [key, accepted] of choices) {
    const [command, flag] = key.split(' ');
    const written = commands.get(command).get(flag).flatMap((value) => choicesOf(value) ?? []);
    const extra = written.filter((c) => !accepted.includes(c));
    const missing = accepted.filter((c) => !written.includes(c));
    if (extra.length) differences.push(`the CLI's help gives \`${key}\` ${listed(extra)}, which its parser refuses`);
    if (missing.length) differences.push(`the CLI's parser accepts ${listed(missing)} for \`${key}\`, which its help does not list`);
  }
  assert.deepEqual(differences, []);
});

test("every option of the help is one the CLI's parser knows (and an unknown one is refused)", () => {
  const problems = [];
  for (const [command, options] of real().commands) {
    if (options.size === 0) continue;
    if (!/unknown option/.test(failureMap(command, '--no-such-option').stderr)) {
      problems.push(`failure-map ${command} --no-such-option is not refused as an unknown option`);
    }
    for (const flag of options.keys()) {
      const { stderr } = failureMap(command, flag);
      if (/unknown option/.test(stderr)) problems.push(`failure-map ${command} ${flag}: ${stderr.trim()}`);
    }
  }
  assert.deepEqual(problems, []);
});

// Every failure-map command line of a document: in code blocks a line that runs it ("$ ", or in
// an HTML comment "<!-- the output of: ..."), in inline code a span that starts with it.
function commandLines(document) {
  const text = read(document);
  const found = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const invocation = /^(?:\$\s+|<!-- the output of:\s+)?(?:build\/native\/)?failure-map\s+(.+?)(?:\s+#\s.*|\s*-->)?$/;
  for (const block of text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const start = block.index + block[0].indexOf('\n') + 1;
    block[1].split('\n').forEach((line, i) => {
      const m = line.trim().match(invocation);
      if (m) found.push({ line: lineOf(start) + i, words: m[1].trim().split(/\s+/) });
    });
  }
  const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  for (const span of prose.matchAll(/(`+)([^`]+?)\1/g)) {
    const m = span[2].replace(/\s+/g, ' ').trim().match(/^(?:\$ )?(?:build\/native\/)?failure-map (.+)$/);
    if (m) found.push({ line: lineOf(span.index), words: m[1].split(' ') });
  }
  return found;
}

test('every failure-map command line in the README and the docs uses commands, options and values the CLI accepts', () => {
  const { commands, choices } = real();
  const problems = [];
  for (const document of documents) {
    for (const { line, words } of commandLines(document)) {
      const [command, ...rest] = words;
      const where = `${document}:${line}: \`failure-map ${words.join(' ')}\``;
      if (!commands.has(command)) { problems.push(`${where}: no command "${command}"`); continue; }
      for (const [flag, value] of optionsOf(rest)) {
        if (flag === '--help' && command === 'check') continue;  // check --help, the short form
        if (!commands.get(command).has(flag)) { problems.push(`${where}: ${command} has no option ${flag}`); continue; }
        const accepted = choices.get(`${command} ${flag}`);
        const refused = accepted && choicesOf(value) ? choicesOf(value).filter((c) => !accepted.includes(c)) : [];
        if (refused.length) problems.push(`${where}: ${command} ${flag} refuses ${listed(refused)}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the command lines found include the README\'s and docs/cli.md\'s examples (the scan finds them)', () => {
  assert.ok(commandLines('README.md').some((c) => c.words.join(' ') === 'run --impl repair --n 0.1 --format markdown'));
  assert.ok(commandLines('docs/cli.md').some((c) => c.words[0] === 'check' && optionsOf(c.words).has('--columns')));
  // The example inside an HTML comment, wherever the document has it.
  const commented = read('docs/embedding.md').split('\n').findIndex((l) => l.startsWith('<!-- the output of: failure-map render')) + 1;
  assert.ok(commented > 0, 'docs/embedding.md has the commented example');
  assert.ok(commandLines('docs/embedding.md').some((c) => c.line === commented));
});

// ---------------------------------------------------------------------------------------------
// Repository paths

// Quoted paths that are not the repository's, by document, with the reason.
const NOT_REPOSITORY_PATHS = {
  'docs/embedding.md': { 'docs/javascripts/': "a MkDocs site's own docs/ folder" },
};

// The entries a path may start with: the repository's top level but what the build and npm make
// (build/, node_modules/) and .git; for a document below the top, also its own folder's entries
// (tests/README.md's `data/fixtures/` is tests/data/fixtures/).
const generated = new Set(['build', 'node_modules', '.git']);
const entries = (dir) => new Set(fs.readdirSync(dir).filter((e) => !generated.has(e)));
const topLevel = entries(root);

// The repository paths quoted in a document's inline code: each word of a span that starts with
// one of those entries and has a '/'. Code blocks (samples, shell sessions) are left out, as are
// URLs, absolute paths, flags and the words of a command other than its paths. A glob or a
// placeholder (`tests/cli/bad-input/*.jsonl`, `web/src/<element>/element.js`, `tests/data/...`)
// stands for its folder before the first wildcard.
function quotedPaths(document) {
  const text = read(document);
  const own = path.dirname(document) === '.' ? new Set() : entries(path.join(root, path.dirname(document)));
  const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  const found = [];
  for (const span of prose.matchAll(/(`+)([^`]+?)\1/g)) {
    const line = text.slice(0, span.index).split('\n').length;
    for (let word of span[2].split(/\s+/)) {
      word = word.replace(/^["'(]+|["',;:)]+$/g, '').replace(/^\.\//, '').replace(/#.*$/, '');
      if (!word.includes('/') || /:\/\/|^[-/~]/.test(word)) continue;
      const first = word.split('/')[0];
      if (!topLevel.has(first) && !own.has(first)) continue;
      const wildcard = word.search(/[*?{}<>[\]]|\.\.\.|…/);
      const target = wildcard < 0 ? word : word.slice(0, word.lastIndexOf('/', wildcard) + 1);
      if (target.split('/').filter(Boolean).length === 0) continue;
      found.push({ line, word, target });
    }
  }
  return found;
}

function exists(document, target) {
  const candidates = [path.join(root, target), path.join(root, path.dirname(document), target)];
  return candidates.some((file) => fs.existsSync(file) && (!target.endsWith('/') || fs.statSync(file).isDirectory()));
}

for (const document of documents) {
  test(`every repository path ${document} quotes in code exists`, () => {
    const exempt = NOT_REPOSITORY_PATHS[document] ?? {};
    const missing = quotedPaths(document)
      .filter(({ word, target }) => !(word in exempt) && !exists(document, target))
      .map(({ line, word }) => `${document}:${line}: \`${word}\` (no such file or folder)`);
    assert.deepEqual(missing, []);
  });
}

test('the path scan finds the paths the documents quote, and leaves out what is not one', () => {
  const words = (document) => quotedPaths(document).map((p) => p.word);
  assert.ok(words('README.md').includes('src/core/'));
  assert.ok(words('docs/architecture.md').includes('src/core/pyexec/module_math.cpp'));
  assert.ok(words('docs/cli.md').includes('tests/tools/check_log_reference.py'));
  assert.ok(words('tests/README.md').includes('data/pyexec/programs.txt'));  // tests/data/...
  for (const document of documents) {
    for (const word of words(document)) assert.doesNotMatch(word, /^(build|node_modules)\/|:\/\//, `${document}: ${word}`);
  }
  for (const [document, exempt] of Object.entries(NOT_REPOSITORY_PATHS)) {
    for (const word of Object.keys(exempt)) assert.ok(words(document).includes(word), `${document} no longer quotes \`${word}\`: drop it from NOT_REPOSITORY_PATHS`);
  }
});
