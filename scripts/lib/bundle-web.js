// Assembles build/web/: one classic script per module (the Emscripten glue, the module's wasm
// deflated and inlined as base64, the JS API and the elements, in one scope), minified, and the
// pages with their style sheet. `--no-minify` keeps the scripts readable for debugging.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { minify } = require('terser');
const csso = require('csso');

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'build', 'web');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const shouldMinify = !process.argv.includes('--no-minify');
const css = (...files) => {
  const text = files.map((file) => read(file)).join('');
  // No restructuring: csso's merging of rules moved a `border` shorthand after a rule's
  // border-inline-start-width (the alert's 4 px edge became 1 px). Whitespace, comments and
  // values only.
  return shouldMinify ? csso.minify(text, { restructure: false }).css : text;
};

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
// api.js inflates it with the browser's DecompressionStream.
function inlineWasm(name, file) {
  const wasm = path.join(root, file);
  const deflated = execFileSync('zopfli', ['--zlib', '-c', wasm], { maxBuffer: 64 << 20 });
  return `const ${name} = { bytes: ${fs.statSync(wasm).size}, deflated: '${deflated.toString('base64')}' };`;
}

async function writeScript(name, parts) {
  const text = parts.join('\n');
  const code = shouldMinify
    ? (await minify(text, { compress: { passes: 2 }, mangle: true, format: { comments: /^!/ } })).code
    : text;
  fs.writeFileSync(path.join(out, name), `${code}\n`);
}

async function main() {
  const version = JSON.parse(read('package.json')).version;
  fs.mkdirSync(out, { recursive: true });
  await writeScript('failure-map.js', [
    `/*! failure-map ${version} · FA-98851 widget · built by scripts/build from src/ and web/src/ */`,
    '(function () {',
    coreWithoutUmdExport(read('build/wasm/failure-map-core.js')),
    inlineWasm('FAILURE_MAP_CORE_WASM', 'build/wasm/failure-map-core.wasm'),
    `const FAILURE_MAP_CSS = ${JSON.stringify(css('web/src/theme.css', 'web/src/element.css'))};`,
    `const FAILURE_MAP_VERSION = ${JSON.stringify(version)};`,  // FailureMap.version
    read('web/src/api.js'),
    read('web/src/element-dom.js'),
    read('web/src/element-results.js'),
    read('web/src/element-controls.js'),
    read('web/src/element.js'),
    read('web/src/panel-loader.js'),
    '})();',
  ]);

  // The lab module, loaded on demand by FailureMap.loadLab(): the training model and log checker,
  // and the two panels that show them. It hands over its factory, its deflated wasm and a function
  // that defines the panels (given the main bundle's FailureMap and FMDom) with an event, so it
  // adds no global name.
  await writeScript('failure-map-lab.js', [
    `/*! failure-map ${version} · lab module (training model, log checker, their panels) · built by scripts/build */`,
    '(function () {',
    coreWithoutUmdExport(read('build/wasm/failure-map-lab.js')),
    inlineWasm('FAILURE_MAP_LAB_WASM', 'build/wasm/failure-map-lab.wasm'),
    `const TRAINING_PANEL_CSS = ${JSON.stringify(css('web/src/theme.css', 'web/src/training-panel.css'))};`,
    `const LOG_PANEL_CSS = ${JSON.stringify(css('web/src/theme.css', 'web/src/log-panel.css'))};`,
    'function installPanels(FailureMap, FMDom) {',
    read('web/src/training-panel.js'),
    read('web/src/log-panel.js'),
    '}',
    'const labModule = { create: createFailureMapLab, wasm: FAILURE_MAP_LAB_WASM };',
    "if (typeof module === 'object' && module.exports) module.exports = labModule;",
    "else window.dispatchEvent(new CustomEvent('failure-map-lab', { detail: { ...labModule, installPanels } }));",
    '})();',
  ]);

  for (const page of ['index.html', 'embed.html', 'training.html', 'log.html']) {
    fs.copyFileSync(path.join(root, 'web', page), path.join(out, page));
  }
  fs.writeFileSync(path.join(out, 'page.css'), css('web/page.css'));
  // For the embedding page (optional): room for the elements until the script has run.
  fs.copyFileSync(path.join(root, 'web', 'failure-map.css'), path.join(out, 'failure-map.css'));
}

main().catch((error) => {
  console.error(`bundle-web: ${error.message}`);
  process.exit(1);
});
