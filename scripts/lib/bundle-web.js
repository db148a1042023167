// Assembles build/web/: one classic script (the Emscripten core with the wasm inlined, the JS API
// and the custom element, in one scope) and the pages with their style sheet.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'build', 'web');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');

// Emscripten ends its output with a UMD export block; a bare define() there would break pages
// that use RequireJS (an anonymous define), so the bundle exports FailureMap itself.
function coreWithoutUmdExport(glue) {
  const marker = "if (typeof exports === 'object' && typeof module === 'object')";
  const at = glue.lastIndexOf(marker);
  if (at < 0) throw new Error('bundle-web: Emscripten export block not found in the core');
  return glue.slice(0, at);
}

const version = JSON.parse(read('package.json')).version;
const parts = [
  `/*! failure-map ${version} · FA-98851 widget · built by scripts/build from src/ and web/src/ */`,
  '(function () {',
  coreWithoutUmdExport(read('build/wasm/failure-map-core.js')),
  `const FAILURE_MAP_CSS = ${JSON.stringify(read('web/src/theme.css') + read('web/src/element.css'))};`,
  read('web/src/api.js'),
  read('web/src/element-dom.js'),
  read('web/src/element-results.js'),
  read('web/src/element-controls.js'),
  read('web/src/element.js'),
  read('web/src/panel-loader.js'),
  '})();',
  '',
];
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'failure-map.js'), parts.join('\n'));

// The lab module, loaded on demand by FailureMap.loadLab(): the training model and log checker,
// and the two panels that show them. It hands over its factory and a function that defines the
// panels (given the main bundle's FailureMap and FMDom) with an event, so it adds no global name.
const lab = [
  `/*! failure-map ${version} · lab module (training model, log checker, their panels) · built by scripts/build */`,
  '(function () {',
  coreWithoutUmdExport(read('build/wasm/failure-map-lab.js')),
  `const TRAINING_PANEL_CSS = ${JSON.stringify(read('web/src/theme.css') + read('web/src/training-panel.css'))};`,
  `const LOG_PANEL_CSS = ${JSON.stringify(read('web/src/theme.css') + read('web/src/log-panel.css'))};`,
  'function installPanels(FailureMap, FMDom) {',
  read('web/src/training-panel.js'),
  read('web/src/log-panel.js'),
  '}',
  "if (typeof module === 'object' && module.exports) module.exports = createFailureMapLab;",
  "else window.dispatchEvent(new CustomEvent('failure-map-lab', { detail: { create: createFailureMapLab, installPanels } }));",
  '})();',
  '',
];
fs.writeFileSync(path.join(out, 'failure-map-lab.js'), lab.join('\n'));
for (const page of ['index.html', 'embed.html', 'training.html', 'log.html', 'page.css']) {
  fs.copyFileSync(path.join(root, 'web', page), path.join(out, page));
}
