// What is linked into each WebAssembly module: the module's link command, as CMake wrote it in
// build/wasm, run again into a temporary folder with wasm-ld's --trace, which names every object
// file and archive member that the link pulls in. Each input is mapped to the library it comes
// from: this project's objects to the header-only libraries their sources include (from the
// compiler's dependency files), Emscripten's system archives to musl, libc++, libc++abi,
// compiler-rt or Emscripten's own runtime. Used by scripts/lib/third-party-licenses.js and the
// package tests.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
const wasmDir = path.join(root, 'build', 'wasm', 'src', 'wasm');
const EMSCRIPTEN_LIB = '/usr/share/emscripten/system/lib';
const HEADER_LIBRARIES = { rapidjson: 'RapidJSON', dragonbox: 'Dragonbox', fast_float: 'fast_float' };

// The bundles and the CMake targets whose module each inlines (scripts/lib/bundle-web.js).
const MODULES = {
  'failure-map.js': 'failure-map-core',
  'failure-map-lab.js': 'failure-map-lab',
  'failure-map-python.js': 'failure-map-python',
  'failure-map-render.js': 'failure-map-render',
};

// ['<archive>(<member>)' or '<object>', ...] for one CMake target.
function traceLink(target) {
  const linkFile = path.join(wasmDir, 'CMakeFiles', `${target}.dir`, 'link.txt');
  if (!fs.existsSync(linkFile)) throw new Error(`${linkFile} is missing: run scripts/build first`);
  const command = fs.readFileSync(linkFile, 'utf8').trim();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-map-link-'));
  try {
    const traced = command.replace(/ -o \S+/, ` -o ${path.join(out, 'module.js')}`);
    if (traced === command) throw new Error(`${linkFile}: no -o in the link command`);
    const output = execSync(`${traced} -Wl,--trace`, {
      cwd: wasmDir,
      encoding: 'utf8',
      maxBuffer: 16 << 20,
      env: { ...process.env, NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` },
    });
    return output.split('\n').map((line) => line.trim()).filter((line) => /\.(o|a\(.*\))$/.test(line) || /\.a\(.+\)$/.test(line));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

// The header-only libraries an object of this project was compiled with (its .d file).
function headerLibraries(objectPath) {
  const depFile = `${objectPath}.d`;
  if (!fs.existsSync(depFile)) throw new Error(`${depFile} is missing: the compiler's dependency file of ${objectPath}`);
  const text = fs.readFileSync(depFile, 'utf8');
  return Object.keys(HEADER_LIBRARIES).filter((dir) => text.includes(`/deps/include/${dir}/`)).map((dir) => HEADER_LIBRARIES[dir]);
}

// A member of libfm_core*.a is an object of one of the core's layer libraries (OBJECT libraries,
// src/core/CMakeLists.txt), compiled under CMakeFiles/fm_<layer>.dir/<folder>/: found by its name,
// which is unique in the core.
const coreObjects = {};
function coreObject(coreDir, member) {
  if (!coreObjects[coreDir]) {
    // (fm_core.dir and fm_core_fast_float.dir compile nothing: an older build may have left objects there.)
    const found = execSync(`find ${path.join(coreDir, 'CMakeFiles')} -name '*.o' -not -path '*/fm_core*.dir/*'`, { encoding: 'utf8' })
      .split('\n').filter(Boolean);
    coreObjects[coreDir] = new Map();
    for (const file of found) {
      const name = path.basename(file);
      if (coreObjects[coreDir].has(name)) throw new Error(`two objects of the core are named ${name}: ${file}`);
      coreObjects[coreDir].set(name, file);
    }
  }
  const object = coreObjects[coreDir].get(member);
  if (!object) throw new Error(`no object of the core is named ${member} (under ${coreDir}/CMakeFiles)`);
  return object;
}

// The source file of a system library member, when Emscripten ships it (for per-file notices).
// Sources are indexed once per tree ('<stem>' -> first path in sorted order).
const sourceIndex = {};
function systemSource(archive, member) {
  const base = path.basename(archive);
  const dir = /^libc[-.]/.test(base) ? 'libc' : /^libcompiler_rt/.test(base) ? 'compiler-rt' : null;
  if (!dir) return null;
  if (!sourceIndex[dir]) {
    sourceIndex[dir] = new Map();
    const files = execSync(`find ${path.join(EMSCRIPTEN_LIB, dir)} -name '*.c' -o -name '*.S'`, { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const file of files.split('\n').filter(Boolean).sort()) {
      const stem = path.basename(file).replace(/\.[cS]$/, '');
      if (!sourceIndex[dir].has(stem)) sourceIndex[dir].set(stem, file);
    }
  }
  return sourceIndex[dir].get(member.replace(/\.o$/, '')) || null;
}

// One traced input -> {library, source?}.
function classify(input) {
  const member = /^(.*\.a)\((.+)\)$/.exec(input);
  if (member) {
    const [, archive, name] = member;
    const base = path.basename(archive);
    if (/^libfm_core/.test(base)) {
      return headerLibraries(coreObject(path.dirname(path.resolve(wasmDir, archive)), name))
        .map((library) => ({ library }));
    }
    if (/^libc\+\+abi/.test(base)) return [{ library: 'libc++abi' }];
    if (/^libc\+\+/.test(base)) return [{ library: 'libc++' }];
    if (/^libcompiler_rt/.test(base)) return [{ library: 'compiler-rt', source: systemSource(archive, name) }];
    if (/^libc[-.]/.test(base)) {
      const source = systemSource(archive, name);
      return [{ library: source && source.includes('/libc/musl/') ? 'musl' : 'Emscripten', source }];
    }
    if (/^lib(embind|emmalloc|noexit|stubs|dlmalloc|standalonewasm)/.test(base)) return [{ library: 'Emscripten' }];
    throw new Error(`an archive the notices do not know: ${input}`);
  }
  if (/\/cache\/sysroot\//.test(input) || /^crt/.test(path.basename(input))) return [{ library: 'Emscripten' }];
  // This project's own objects (the bindings): its code, and the headers they include.
  return headerLibraries(path.resolve(wasmDir, input)).map((library) => ({ library }));
}

// {bundle: {libraries: [names], sources: [system source files linked]}} for both bundles. The
// Emscripten runtime (its JS glue, embind) is in every module.
function linkedLibraries() {
  const result = {};
  for (const [bundle, target] of Object.entries(MODULES)) {
    const libraries = new Set(['Emscripten']);
    const sources = new Set();
    for (const input of traceLink(target)) {
      for (const { library, source } of classify(input)) {
        libraries.add(library);
        if (source) sources.add(source);
      }
    }
    result[bundle] = { libraries: [...libraries].sort(), sources: [...sources].sort() };
  }
  return result;
}

module.exports = { linkedLibraries, traceLink, MODULES };

if (require.main === module) console.log(JSON.stringify(linkedLibraries(), null, 2));
