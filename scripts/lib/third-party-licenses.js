// Writes THIRD-PARTY-LICENSES.txt for the npm package: the licence notices of every library
// compiled into the WebAssembly inlined in failure-map.js, failure-map-lab.js, failure-map-python.js and
// failure-map-render.js (and the npm packages esbuild bundled into failure-map-tryfix.js), each quoted
// verbatim from the file Debian installs (a missing file or passage stops the package). Which
// bundle holds which library is declared below and checked against the link's own trace
// (scripts/lib/wasm-link-trace.js), which also names the musl sources linked, whose per-file
// notices are quoted too.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { linkedLibraries } = require('./wasm-link-trace');

const root = path.resolve(__dirname, '..', '..');
const ALL = ['failure-map.js', 'failure-map-lab.js', 'failure-map-python.js', 'failure-map-render.js'];
const EMSCRIPTEN_COPYRIGHT = '/usr/share/doc/emscripten/copyright';
const LLVM_NOTE = 'Used under the Apache License 2.0 with LLVM Exceptions (its full text is at the end of this file).';

// Each library: where it is, its Debian package, the licence it is used under, and the passages
// quoted: {file, header: true} (the file's leading comment), {file, files: 'PATTERN'} or
// {file, license: 'NAME'} (a paragraph of a Debian copyright file), {file, whole: true}.
const LIBRARIES = [
  {
    name: 'RapidJSON', bundles: ALL, debian: 'rapidjson-dev', license: 'MIT (Expat)',
    what: "JSON reading of fixtures documents and URL fragments (and, in the other files, of the fixtures a reader's solve() and the static-markup renderer run on, and of the renderer's options).",
    quotes: [
      { file: '/usr/include/rapidjson/reader.h', header: true },
      { file: '/usr/share/doc/rapidjson-dev/copyright', files: '*' },
    ],
    note: 'include/rapidjson/msinttypes/* (BSD-3-Clause) is used only by Microsoft Visual C++ and is not compiled in.',
  },
  {
    name: 'Dragonbox', bundles: ALL, debian: 'libdragonbox-dev', license: 'Boost Software License 1.0 (chosen from "Apache-2.0 with LLVM Exceptions or BSL-1.0")',
    what: "Shortest round-trip digits for Python's repr() of floats.",
    quotes: [
      { file: '/usr/include/dragonbox-1.1.3/dragonbox/dragonbox.h', header: true },
      { file: '/usr/share/doc/libdragonbox-dev/copyright', files: '*' },
      { file: '/usr/share/doc/libdragonbox-dev/copyright', license: 'BSL-1.0' },
    ],
  },
  {
    name: 'fast_float', bundles: ['failure-map-lab.js'], debian: 'libfast-float-dev', license: 'MIT (Expat) (chosen from "Expat or Apache")',
    what: 'Decimal-to-double parsing of run logs.',
    quotes: [
      { file: '/usr/share/doc/libfast-float-dev/copyright', files: '*' },
      { file: '/usr/share/doc/libfast-float-dev/copyright', license: 'Expat' },
    ],
  },
  {
    name: 'Emscripten', bundles: ALL, debian: 'emscripten', license: 'MIT (Expat) or University of Illinois/NCSA',
    what: "The runtime: the JavaScript glue, embind, emmalloc, libc's Emscripten-specific parts.",
    quotes: [
      { file: EMSCRIPTEN_COPYRIGHT, files: '*' },
      { file: EMSCRIPTEN_COPYRIGHT, license: 'Expat' },
      { file: EMSCRIPTEN_COPYRIGHT, license: 'NCSA~Mozilla' },
    ],
  },
  {
    name: 'musl', bundles: ALL, debian: 'emscripten', license: 'MIT, with the per-file notices below',
    what: "The C library (Emscripten's copy of musl).",
    quotes: [{ file: '/usr/share/emscripten/system/lib/libc/musl/COPYRIGHT', whole: true }],
    perFile: '/libc/musl/',
  },
  {
    name: 'libc++', bundles: ALL, debian: 'emscripten', license: 'Apache-2.0 WITH LLVM-exception',
    what: "The C++ standard library (Emscripten's copy of LLVM's libc++).",
    quotes: [{ file: EMSCRIPTEN_COPYRIGHT, files: 'system/lib/libcxx/*' }], note: LLVM_NOTE,
  },
  {
    name: 'libc++abi', bundles: ALL, debian: 'emscripten', license: 'Apache-2.0 WITH LLVM-exception',
    what: "The C++ ABI library (Emscripten's copy of LLVM's libc++abi).",
    quotes: [{ file: EMSCRIPTEN_COPYRIGHT, files: 'system/lib/libcxxabi/*' }], note: LLVM_NOTE,
  },
  {
    name: 'compiler-rt', bundles: ALL, debian: 'emscripten', license: 'Apache-2.0 WITH LLVM-exception',
    what: "Compiler support routines (Emscripten's copy of LLVM's compiler-rt builtins).",
    quotes: [{ file: EMSCRIPTEN_COPYRIGHT, files: 'system/lib/compiler-rt/*' }], note: LLVM_NOTE,
    perFile: '/compiler-rt/',
  },
];

const readText = (file) => {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (run scripts/setup)`);
  return fs.readFileSync(file, 'utf8');
};

// A Debian copyright file's paragraphs (separated by empty lines).
function paragraphs(file) {
  return readText(file).split(/\n\n+/).map((p) => p.replace(/\n+$/, ''));
}

// The paragraph whose Files field is exactly `pattern` (one line, or continuation lines).
function filesParagraph(file, pattern) {
  const found = paragraphs(file).find((p) => {
    const field = /^Files:([^\n]*(?:\n [^\n]*)*)/.exec(p);
    return field && field[1].split(/\s+/).filter(Boolean).join(' ') === pattern;
  });
  if (!found) throw new Error(`${file}: no paragraph "Files: ${pattern}"`);
  return found;
}

function licenseParagraph(file, name) {
  const found = paragraphs(file).find((p) => p.split('\n')[0].replace(/\s+/g, ' ').trim() === `License: ${name}`);
  if (!found) throw new Error(`${file}: no stand-alone paragraph "License: ${name}"`);
  return found;
}

// The leading comments of a source file, up to the first that says "Copyright" (none: null).
function leadingNotice(file) {
  const text = readText(file);
  const comments = [];
  let rest = text;
  for (;;) {
    const match = /^\s*(\/\*[\s\S]*?\*\/|(?:\/\/[^\n]*\n)+)/.exec(rest);
    if (!match) return null;
    comments.push(match[1].replace(/\s+$/, ''));
    if (/copyright/i.test(match[1])) return comments.join('\n');
    rest = rest.slice(match[0].length);
  }
}

function quote(spec) {
  if (spec.header) {
    const notice = leadingNotice(spec.file);
    if (!notice) throw new Error(`${spec.file}: no copyright comment at the top`);
    return { from: spec.file, text: notice };
  }
  if (spec.files) return { from: `${spec.file}, paragraph "Files: ${spec.files}"`, text: filesParagraph(spec.file, spec.files) };
  if (spec.license) return { from: `${spec.file}, paragraph "License: ${spec.license}"`, text: licenseParagraph(spec.file, spec.license) };
  return { from: spec.file, text: readText(spec.file).replace(/\n+$/, '') };
}

// eslint-disable-next-line no-template-curly-in-string -- dpkg-query's format, not a template
const debianVersion = (pkg) => execFileSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' }).trim();

const RULE = '='.repeat(100);
const THIN = '-'.repeat(100);

// The file's text. `linked` is linkedLibraries()'s answer (traced when not given).
function thirdPartyLicenses(version, linked = linkedLibraries()) {
  // The declared bundles must be what the link pulled in, library by library.
  const names = new Set([...LIBRARIES.map((l) => l.name), ...Object.values(linked).flatMap((b) => b.libraries)]);
  for (const name of names) {
    const library = LIBRARIES.find((l) => l.name === name);
    const actual = Object.keys(linked).filter((bundle) => linked[bundle].libraries.includes(name));
    if (!library) throw new Error(`${name} is linked into ${actual.join(', ')} but has no notice in third-party-licenses.js`);
    if (library.bundles.join() !== actual.join()) {
      throw new Error(`${name}: declared in ${library.bundles.join(', ')} but linked into ${actual.join(', ') || 'neither bundle'}`);
    }
  }

  const out = [
    `Third-party software in failure-map ${version}`,
    '',
    'failure-map.js, failure-map-lab.js, failure-map-python.js and failure-map-render.js each inline a WebAssembly module compiled from this',
    "project's C++ code (MIT, see LICENSE) together with the libraries below, as Debian 12 (bookworm)",
    "packages them, and with Emscripten's runtime. Which bundle holds which library was read from",
    "the link of this build (wasm-ld --trace). failure-map-tryfix.js (the fix panel) bundles the npm",
    'packages of its code editor (CodeMirror, Lezer), listed after them as esbuild reported them. Every notice',
    'is quoted from the file named above it.',
    '',
    ...LIBRARIES.map((l) => `  ${l.name.padEnd(12)} ${l.license}; in ${l.bundles.join(' and ')}`),
    '',
  ];
  for (const library of LIBRARIES) {
    out.push(RULE, `${library.name} — in ${library.bundles.join(' and ')}`,
      `${library.what} Debian package ${library.debian} ${debianVersion(library.debian)}. Licence: ${library.license}.`);
    if (library.note) out.push(library.note);
    out.push(RULE, '');
    for (const spec of library.quotes) {
      const { from, text } = quote(spec);
      out.push(`[${from}]`, '', text, '', THIN, '');
    }
    if (library.perFile) {
      // The notices at the top of the linked source files, each once, with the files that carry it.
      const notices = new Map();
      for (const source of new Set(Object.values(linked).flatMap((b) => b.sources))) {
        if (!source.includes(library.perFile)) continue;
        const notice = leadingNotice(source);
        if (!notice) continue;
        if (!notices.has(notice)) notices.set(notice, []);
        notices.get(notice).push(source);
      }
      for (const [notice, files] of notices) {
        out.push(`[the top of ${files.sort().join(', ')}]`, '', notice, '', THIN, '');
      }
    }
  }
  out.push(...npmNotices());
  out.push(RULE, 'The Apache License 2.0 (libc++, libc++abi, compiler-rt, with the LLVM Exceptions quoted above)', RULE, '',
    '[/usr/share/common-licenses/Apache-2.0]', '', readText('/usr/share/common-licenses/Apache-2.0').replace(/\n+$/, ''), '');
  return `${out.join('\n')}\n`;
}

// The npm packages bundled into the scripts (the fix panel's editor: CodeMirror and Lezer), as
// esbuild reported them (build/bundled-packages.json, written by bundle-web.js): each one's
// version and its LICENSE file, quoted verbatim from node_modules (the lockfile pins them).
function npmNotices() {
  const listed = path.join(root, 'build', 'bundled-packages.json');
  if (!fs.existsSync(listed)) throw new Error(`${listed} is missing: run scripts/build`);
  const bundles = JSON.parse(fs.readFileSync(listed, 'utf8'));
  const packages = new Map();
  for (const [bundle, names] of Object.entries(bundles)) {
    for (const name of names) packages.set(name, [...(packages.get(name) || []), bundle]);
  }
  const out = [];
  for (const [name, inBundles] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    const dir = path.join(root, 'node_modules', name);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = fs.readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
    if (!file) throw new Error(`node_modules/${name}: no LICENSE file to quote`);
    out.push(RULE, `${name} ${meta.version} (npm, ${meta.license}) — in ${inBundles.join(' and ')}`, RULE, '',
      `[node_modules/${name}/${file}]`, '', readText(path.join(dir, file)).replace(/\n+$/, ''), '', THIN, '');
  }
  return out;
}

module.exports = { thirdPartyLicenses, LIBRARIES };
