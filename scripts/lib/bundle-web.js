// Assembles build/web/: web/src's ES modules bundled by esbuild into one minified classic script per
// bundle (an IIFE: a page needs one plain script tag, and file:// keeps working), each with its
// Emscripten glue and its wasm deflated and inlined as base64; and the pages (scripts/lib/pages.js)
// with their style sheets. `--no-minify` keeps the scripts readable for debugging.
//
// The bundles are BUNDLES' rows. The first, failure-map.js, is the page's script; the others are
// loaded by it on demand and take its shared modules (SHARED_MODULES) from it rather than carrying
// copies of their own: one FailureMap, one theme watcher, one width observer for the page. Which of
// those modules' exports go over is derived from esbuild's metafiles of the other bundles (see
// sharedImports below); failure-map.js hands them over by name (web/src/handover.js).
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const esbuild = require('esbuild');
const { minify } = require('terser');
const csso = require('csso');
const { compileMarkup } = require('./markup');
const { pages } = require('./pages');

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'build', 'web');
const src = path.join(root, 'web', 'src');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const shouldMinify = !process.argv.includes('--no-minify');
const version = JSON.parse(read('package.json')).version;

// The browsers we support: current Chromium, Firefox ESR (128 and later), Safari and WebKitGTK
// 2.40 (Safari 16.4's engine) and later. Syntax they all have is left as written.
const TARGET = ['chrome120', 'firefox128', 'safari16.4'];

// The bundles, one row each: the entry in web/src, the file in build/web and what its banner says.
// The first is the page's script, which loads the others.
const BUNDLES = [
  { entry: 'main.js', file: 'failure-map.js', about: 'FA-98851 widget · built by scripts/build from src/ and web/src/' },
  {
    entry: 'lab.js',
    file: 'failure-map-lab.js',
    about: 'lab module (training model, log checker, their panels) · built by scripts/build',
  },
  { entry: 'tryfix-entry.js', file: 'failure-map-tryfix.js', about: 'fix panel (editor, <failure-map-tryfix>) · built by scripts/build' },
  { entry: 'python-entry.js', file: 'failure-map-python.js', about: 'Python interpreter (FailureMap.loadTryfix()) · built by scripts/build' },
  { entry: 'render-entry.js', file: 'failure-map-render.js', about: 'static-markup renderer (FailureMap.render()) · built by scripts/build' },
];

// The modules of failure-map.js whose exports the other bundles take from it (web/src-relative):
// those that hold state for the whole page (the API and its loaded parts, the theme watcher, the
// width observer, the URL fragment's owner), and the parts every panel or module starts from (the
// theme and panel style sheets, the elements' base class, the request and answer helpers of
// wasm-module.js), which a copy per bundle would repeat. Small
// stateless helpers (shared/dom.js) each bundle carries itself: their names would cost
// failure-map.js, whose payload is budgeted, more than the copies.
const SHARED_MODULES = ['api.js', 'shared/theme.js', 'shared/width.js', 'shared/link.js', 'shared/styles.js', 'shared/base-element.js', 'wasm-module.js'];

// Each shared module's export names, as esbuild reads them ({name: module}). The exports travel
// in one object keyed by name, so a name may belong to one shared module only.
async function sharedExportNames() {
  const owner = {};
  for (const file of SHARED_MODULES) {
    const result = await esbuild.build({
      entryPoints: [path.join(src, file)], write: false, metafile: true, format: 'esm', outdir: out, logLevel: 'silent',
      plugins: [sourcePlugin],
    });
    for (const name of Object.values(result.metafile.outputs)[0].exports) {
      if (owner[name]) throw new Error(`bundle-web: ${owner[name]} and ${file} both export ${name}; the shared exports go by name`);
      owner[name] = file;
    }
  }
  return owner;
}

// Emscripten ends its output with a UMD export block; a bare define() there would break pages
// that use RequireJS (an anonymous define), so the bundle exports FailureMap itself.
function coreWithoutUmdExport(glue) {
  const marker = "if (typeof exports === 'object' && typeof module === 'object')";
  const at = glue.lastIndexOf(marker);
  if (at < 0) throw new Error('bundle-web: Emscripten export block not found in the core');
  return glue.slice(0, at);
}

// The module's bytes, deflated (zlib format: Adler-32 catches a damaged copy), as base64 text:
// the script then costs about what the gzipped .wasm file alone would (base64 of the raw wasm
// costs ~30% more). Zopfli deflates ~6% smaller than gzip -9, and always to the same bytes.
// wasm-module.js inflates it with the browser's DecompressionStream.
function deflatedWasm(file) {
  const wasm = path.join(root, file);
  const deflated = execFileSync('zopfli', ['--zlib', '-c', wasm], { maxBuffer: 64 << 20 });
  return { bytes: fs.statSync(wasm).size, deflated: deflated.toString('base64') };
}

// The glue's console advice when compiling fails over an imported memory's size (INITIAL_MEMORY):
// the modules define their own memory and import none, so it cannot apply; ~0.15 KB gzip a bundle.
const MEMORY_IMPORT_ADVICE = /if\(str\.includes\("imported Memory"\)\|\|str\.includes\("memory import"\)\)\{err\("Memory size incompatibility[^"]*"\)\}/;
function withoutMemoryImportAdvice(glue) {
  if (!MEMORY_IMPORT_ADVICE.test(glue)) throw new Error("bundle-web: the glue's advice on an imported memory was not found");
  return glue.replace(MEMORY_IMPORT_ADVICE, '');
}

// `import { create, wasm } from 'wasm:failure-map-core'`: an Emscripten module (build/wasm) as
// its factory and its deflated bytes. The glue's require() calls (under node) go to
// node.js, so esbuild leaves them alone.
function wasmModule(name) {
  const glue = withoutMemoryImportAdvice(coreWithoutUmdExport(read(`build/wasm/${name}.js`)));
  const factory = /^var (create\w+) =/m.exec(glue);
  if (!factory) throw new Error(`bundle-web: no factory in build/wasm/${name}.js`);
  return [
    "import { nodeRequire as require } from './node.js';",
    glue,
    `export const create = ${factory[1]};`,
    `export const wasm = ${JSON.stringify(deflatedWasm(`build/wasm/${name}.wasm`))};`,
  ].join('\n');
}

// No restructuring: csso's merging of rules moved a `border` shorthand after a rule's
// border-inline-start-width (the alert's 4 px edge became 1 px). Whitespace, comments and
// values only.
const minifyCss = (text) => (shouldMinify ? csso.minify(text, { restructure: false }).css : text);

// What web/src imports that is not a source file: wasm:NAME, the version; style sheets (minified,
// as text) and markup (as a tree for dom.js's fromMarkup).
const sourcePlugin = {
  name: 'failure-map-sources',
  setup(build) {
    build.onResolve({ filter: /^wasm:/ }, (args) => ({ path: args.path.slice(5), namespace: 'wasm' }));
    build.onLoad({ filter: /.*/, namespace: 'wasm' }, (args) => ({ contents: wasmModule(args.path), resolveDir: src, loader: 'js' }));
    build.onResolve({ filter: /^version$/ }, () => ({ path: 'version', namespace: 'version' }));
    build.onLoad({ filter: /.*/, namespace: 'version' }, () => ({ contents: `export default ${JSON.stringify(version)};`, loader: 'js' }));
    build.onLoad({ filter: /\.css$/ }, (args) => ({ contents: minifyCss(fs.readFileSync(args.path, 'utf8')), loader: 'text' }));
    build.onLoad({ filter: /\.html$/ }, (args) => ({
      contents: `export default ${JSON.stringify(compileMarkup(fs.readFileSync(args.path, 'utf8'), args.path))};`,
      loader: 'js',
    }));
  },
};

// In a bundle failure-map.js loads: each import of a shared module re-exports, name by name, a
// module `shared-export:NAME` that is take(NAME) (handover.js). Those modules have no side effects,
// so esbuild leaves out the ones nothing uses, and the bundle's metafile lists the ones it kept:
// the names failure-map.js must hand over (sharedImports).
function takenModules(owner) {
  const shared = new Set(SHARED_MODULES.map((file) => path.join(src, file)));
  return {
    name: 'failure-map-taken-modules',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        return shared.has(file) ? { path: path.relative(src, file), namespace: 'shared-module' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'shared-module' }, (args) => ({
        loader: 'js',
        contents: Object.keys(owner).filter((name) => owner[name] === args.path)
          .map((name) => `export { ${name} } from 'shared-export:${name}';`).join('\n'),
      }));
      build.onResolve({ filter: /^shared-export:/ }, (args) => ({ path: args.path.slice(14), namespace: 'shared-export', sideEffects: false }));
      build.onLoad({ filter: /.*/, namespace: 'shared-export' }, (args) => ({
        resolveDir: src,
        loader: 'js',
        contents: `import { take } from './handover.js';\nexport const ${args.path} = take(${JSON.stringify(args.path)});`,
      }));
    },
  };
}

// The names a bundle's code takes from failure-map.js, from its metafile.
function sharedImports(metafile) {
  const [output] = Object.values(metafile.outputs);
  return Object.entries(output.inputs).filter(([input, used]) => input.startsWith('shared-export:') && used.bytesInOutput > 0)
    .map(([input]) => input.slice(14));
}

// In failure-map.js: `import sharedExports from 'shared-exports'` is {name: export} of every name
// the other bundles take.
function sharedExportsModule(owner, names) {
  return {
    name: 'failure-map-shared-exports',
    setup(build) {
      build.onResolve({ filter: /^shared-exports$/ }, () => ({ path: 'shared-exports', namespace: 'shared-exports' }));
      build.onLoad({ filter: /.*/, namespace: 'shared-exports' }, () => ({
        resolveDir: src,
        loader: 'js',
        contents: [
          ...names.map((name) => `import { ${name} } from './${owner[name]}';`),
          `export default { ${names.join(', ')} };`,
        ].join('\n'),
      }));
    },
  };
}

// Bundles one row of BUNDLES with the given plugins; returns the metafile.
async function bundle({ entry, file: outfile, about }, plugins) {
  const result = await esbuild.build({
    entryPoints: [path.join(src, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: TARGET,
    minify: shouldMinify,
    legalComments: 'inline',
    charset: 'utf8',
    banner: { js: `/*! failure-map ${version} · ${about} */` },
    plugins,
    loader: { '.csv': 'text' }, // example data, as text
    // main.js and lab.js set module.exports under node (tests/js), as CommonJS scripts do.
    logOverride: { 'commonjs-variable-in-esm': 'silent' },
    metafile: true,
  });
  // The npm packages with code in the bundle (their notices: scripts/lib/third-party-licenses.js).
  const [output] = Object.values(result.metafile.outputs);
  const packages = new Set(Object.entries(output.inputs).filter(([, used]) => used.bytesInOutput > 0)
    .map(([input]) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)).filter(Boolean).map((m) => m[1]));
  bundledPackages[outfile] = [...packages].sort();
  let code = result.outputFiles[0].text;
  if (shouldMinify) code = (await minify(code, { compress: { passes: 2 }, mangle: true, format: { comments: /^!/ } })).code;
  fs.writeFileSync(path.join(out, outfile), `${code.trimEnd()}\n`);
  return result.metafile;
}

// A page's <failure-map-case ...><!-- failure-map render --></failure-map-case> gets the static
// markup `failure-map render` prints for the element's own attributes (n, show, prose, why,
// compact, which): what the reader sees before the script runs, or without it.
const CLI = path.join(root, 'build', 'native', 'failure-map');
function withStaticMarkup(html) {
  return html.replace(/(<failure-map-case\b([^>]*)>)\s*<!-- failure-map render -->\s*(<\/failure-map-case>)/g,
    (whole, open, attributes, close) => {
      const args = ['render'];
      for (const name of ['n', 'show', 'prose', 'why']) {
        const value = attributes.match(new RegExp(`\\s${name}="([^"]*)"`));
        if (value) args.push(`--${name}`, value[1]);
      }
      for (const flag of ['compact', 'which']) {
        if (new RegExp(`\\s${flag}(?=[\\s>]|$)`).test(attributes)) args.push(`--${flag}`);
      }
      return `${open}\n${execFileSync(CLI, args, { encoding: 'utf8' })}${close}`;
    });
}

const bundledPackages = {};

async function main() {
  fs.mkdirSync(out, { recursive: true });
  // The bundles failure-map.js loads first: what they take from it is then known.
  const owner = await sharedExportNames();
  const [main, ...loaded] = BUNDLES;
  const metafiles = await Promise.all(loaded.map((row) => bundle(row, [takenModules(owner), sourcePlugin])));
  const taken = [...new Set(metafiles.flatMap(sharedImports))].sort();
  await bundle(main, [sharedExportsModule(owner, taken), sourcePlugin]);

  fs.writeFileSync(path.join(root, 'build', 'bundled-packages.json'), `${JSON.stringify(bundledPackages, null, 2)}\n`);

  // The pages (web/layouts and web/*.html, put together by pages.js), their comments (notes for
  // this project's readers, not the page's) left out when minifying: they count in the record
  // page's payload budget.
  for (const { name, html: source } of pages()) {
    const html = withStaticMarkup(source);
    fs.writeFileSync(path.join(out, name), shouldMinify ? html.replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '') : html);
  }
  for (const sheet of ['page.css', 'docs.css']) fs.writeFileSync(path.join(out, sheet), minifyCss(read(`web/${sheet}`)));
  // For the embedding page (optional): room for the elements until the script has run.
  fs.copyFileSync(path.join(root, 'web', 'failure-map.css'), path.join(out, 'failure-map.css'));
}

main().catch((error) => {
  console.error(`bundle-web: ${error.message}`);
  process.exit(1);
});
