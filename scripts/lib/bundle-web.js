// Assembles build/web/: web/src's ES modules bundled by esbuild into one minified classic script per
// module (an IIFE: a page needs one plain script tag, and file:// keeps working), each with its
// Emscripten glue and its wasm deflated and inlined as base64; and the pages with their style sheet.
// `--no-minify` keeps the scripts readable for debugging.
//
// failure-map.js (entry web/src/main.js): the core, the JS API, <failure-map-case>, the panel loader.
// failure-map-lab.js (entry web/src/lab.js): the lab module (training model, log checker) and its two
// panels, loaded on demand by the first for a page with <failure-map-training> or <failure-map-log>.
// failure-map-tryfix.js (entry web/src/tryfix-entry.js): the interpreter module, the editor and
// <failure-map-tryfix>, loaded on demand only for a page with that panel.
// failure-map-render.js (entry web/src/render-entry.js): the renderer of static markup, loaded on
// demand only by FailureMap.render() (no panel).
// The panels' files use the first bundle's shared modules (one FailureMap, one theme watcher, one width observer
// for the page): imports of those resolve to what failure-map.js hands over when it loads them
// (see receivedModules below), so they are not bundled twice.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const esbuild = require('esbuild');
const { minify } = require('terser');
const csso = require('csso');
const { compileMarkup } = require('./markup');

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'build', 'web');
const src = path.join(root, 'web', 'src');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const shouldMinify = !process.argv.includes('--no-minify');
const version = JSON.parse(read('package.json')).version;

// The browsers we support: current Chromium, Firefox ESR (128 and later), Safari and WebKitGTK
// 2.40 (Safari 16.4's engine) and later. Syntax they all have is left as written.
const TARGET = ['chrome120', 'firefox128', 'safari16.4'];

// The modules of failure-map.js that failure-map-lab.js and failure-map-tryfix.js use, web/src-relative: main.js hands
// them over (`import sharedModules from 'shared-modules'`), the lab's imports of them receive them.
// Each goes over as an array of its exports in exportedNames() order, which both bundles read from
// the same source: positions cost the page's script less than names (property names are not
// mangled). Exports are functions and constants, so values are as good as live bindings.
const SHARED_MODULES = ['api.js', 'shared/dom.js', 'shared/theme.js', 'shared/width.js', 'shared/link.js'];

function exportedNames(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]);
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

// `import { create, wasm } from 'wasm:failure-map-core'`: an Emscripten module (build/wasm) as
// its factory and its deflated bytes. The glue's require() calls (under node) go to
// node.js, so esbuild leaves them alone.
function wasmModule(name) {
  const glue = coreWithoutUmdExport(read(`build/wasm/${name}.js`));
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

// What web/src imports that is not a source file: wasm:NAME, the version, shared-modules (the
// exports of SHARED_MODULES, by position); style sheets (minified, as text) and markup (as a tree
// for dom.js's fromMarkup).
const sourcePlugin = {
  name: 'failure-map-sources',
  setup(build) {
    build.onResolve({ filter: /^wasm:/ }, (args) => ({ path: args.path.slice(5), namespace: 'wasm' }));
    build.onLoad({ filter: /.*/, namespace: 'wasm' }, (args) => ({ contents: wasmModule(args.path), resolveDir: src, loader: 'js' }));
    build.onResolve({ filter: /^version$/ }, () => ({ path: 'version', namespace: 'version' }));
    build.onLoad({ filter: /.*/, namespace: 'version' }, () => ({ contents: `export default ${JSON.stringify(version)};`, loader: 'js' }));
    build.onResolve({ filter: /^shared-modules$/ }, () => ({ path: 'shared-modules', namespace: 'shared-modules' }));
    build.onLoad({ filter: /.*/, namespace: 'shared-modules' }, () => ({
      resolveDir: src,
      loader: 'js',
      contents: [
        ...SHARED_MODULES.map((file) => `import { ${exportedNames(path.join(src, file)).join(', ')} } from './${file}';`),
        `export default [${SHARED_MODULES.map((file) => `[${exportedNames(path.join(src, file)).join(', ')}]`).join(', ')}];`,
      ].join('\n'),
    }));
    build.onLoad({ filter: /\.css$/ }, (args) => ({ contents: minifyCss(fs.readFileSync(args.path, 'utf8')), loader: 'text' }));
    build.onLoad({ filter: /\.html$/ }, (args) => ({
      contents: `export default ${JSON.stringify(compileMarkup(fs.readFileSync(args.path, 'utf8'), args.path))};`,
      loader: 'js',
    }));
  },
};

// In the lab and tryfix bundles, the shared modules are the ones failure-map.js hands over: each import of one
// becomes live bindings that lab.js's receive() fills before any panel is defined.
const receivedModules = {
  name: 'failure-map-received-modules',
  setup(build) {
    const shared = new Set(SHARED_MODULES.map((file) => path.join(src, file)));
    build.onResolve({ filter: /^\./ }, (args) => {
      const file = path.resolve(args.resolveDir, args.path);
      return shared.has(file) ? { path: path.relative(src, file), namespace: 'received' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'received' }, (args) => {
      const names = exportedNames(path.join(src, args.path));
      return {
        resolveDir: src,
        loader: 'js',
        contents: [
          "import { onReceive } from './lab-receive.js';",
          `export let ${names.join(', ')};`,
          `onReceive((modules) => ([${names.join(', ')}] = modules[${SHARED_MODULES.indexOf(args.path)}]));`,
        ].join('\n'),
      };
    });
  },
};

async function bundle(entry, outfile, banner, plugins) {
  const result = await esbuild.build({
    entryPoints: [path.join(src, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: TARGET,
    minify: shouldMinify,
    legalComments: 'inline',
    charset: 'utf8',
    banner: { js: banner },
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
}

// A page's <failure-map-case ...><!-- failure-map render --></failure-map-case> gets the static
// markup `failure-map render` prints for the element's own attributes (n, show, prose, why,
// compact): what the reader sees before the script runs, or without it.
const CLI = path.join(root, 'build', 'native', 'failure-map');
function withStaticMarkup(html) {
  return html.replace(/(<failure-map-case\b([^>]*)>)\s*<!-- failure-map render -->\s*(<\/failure-map-case>)/g,
    (whole, open, attributes, close) => {
      const args = ['render'];
      for (const name of ['n', 'show', 'prose', 'why']) {
        const value = attributes.match(new RegExp(`\\s${name}="([^"]*)"`));
        if (value) args.push(`--${name}`, value[1]);
      }
      if (/\scompact(?=[\s>]|$)/.test(attributes)) args.push('--compact');
      return `${open}\n${execFileSync(CLI, args, { encoding: 'utf8' })}${close}`;
    });
}

const bundledPackages = {};

async function main() {
  fs.mkdirSync(out, { recursive: true });
  await bundle('main.js', 'failure-map.js',
    `/*! failure-map ${version} · FA-98851 widget · built by scripts/build from src/ and web/src/ */`, [sourcePlugin]);
  await bundle('lab.js', 'failure-map-lab.js',
    `/*! failure-map ${version} · lab module (training model, log checker, their panels) · built by scripts/build */`,
    [receivedModules, sourcePlugin]);
  await bundle('tryfix-entry.js', 'failure-map-tryfix.js',
    `/*! failure-map ${version} · fix panel (Python interpreter, editor, <failure-map-tryfix>) · built by scripts/build */`,
    [receivedModules, sourcePlugin]);
  await bundle('render-entry.js', 'failure-map-render.js',
    `/*! failure-map ${version} · static-markup renderer (FailureMap.render()) · built by scripts/build */`, [sourcePlugin]);

  fs.writeFileSync(path.join(root, 'build', 'bundled-packages.json'), `${JSON.stringify(bundledPackages, null, 2)}\n`);

  // The pages, their comments (notes for this project's readers, not the page's) left out when
  // minifying: they count in the record page's payload budget.
  for (const page of ['index.html', 'embed.html', 'embeds.html', 'training.html', 'log.html', 'tryfix.html']) {
    const html = withStaticMarkup(read(`web/${page}`));
    fs.writeFileSync(path.join(out, page), shouldMinify ? html.replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '') : html);
  }
  for (const sheet of ['page.css', 'docs.css']) fs.writeFileSync(path.join(out, sheet), minifyCss(read(`web/${sheet}`)));
  // For the embedding page (optional): room for the elements until the script has run.
  fs.copyFileSync(path.join(root, 'web', 'failure-map.css'), path.join(out, 'failure-map.css'));
}

main().catch((error) => {
  console.error(`bundle-web: ${error.message}`);
  process.exit(1);
});
