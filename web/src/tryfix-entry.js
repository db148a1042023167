// failure-map-tryfix.js, loaded on demand by FailureMap.loadTryfix() (the panel loader does so for
// a page that shows <failure-map-tryfix>): the Python interpreter (one WebAssembly module), the
// editor and the fix panel. Like failure-map-lab.js it adds no global name: it hands over its
// version, factory, deflated module, its calls (solve, exec, solveStart: tryfix/api.js) and
// installPanels() with an event. Under node, require() returns {version, create, wasm, methods}.
import { create, wasm } from 'wasm:failure-map-tryfix';
import version from 'version';
import { exportToNode } from './node.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapTryfix } from './tryfix/element.js';
import { solveMethods } from './tryfix/api.js';

const tryfixModule = { version, create, wasm, methods: solveMethods };

function installPanels() {
  defineElement(FailureMapTryfix);
}

if (!exportToNode(tryfixModule)) {
  window.dispatchEvent(new CustomEvent('failure-map-tryfix', { detail: { ...tryfixModule, installPanels } }));
}
