// failure-map-lab.js, loaded on demand by FailureMap.loadLab(): the training model, the log
// checker and the Python interpreter for "Try your own fix" (one WebAssembly module) and the three
// panels that show them. It adds no global name: it
// hands over its factory, its deflated module and installPanels() with an event, and
// failure-map.js calls installPanels() with the modules the panels share with it (see
// bundle-web.js); `methods` adds the lab API's calls that only this bundle needs (solve, render).
// Under node, require() returns {create, wasm, methods} and no panel is defined.
import { create, wasm } from 'wasm:failure-map-lab';
import { receive } from './lab-receive.js';
import { exportToNode } from './node.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapTraining } from './training/element.js';
import { FailureMapLog } from './log/element.js';
import { FailureMapTryfix } from './tryfix/element.js';
import { solveMethods } from './tryfix/api.js';
import { renderMethods } from './embed/api.js';

const labModule = { create, wasm, methods: (lab) => ({ ...solveMethods(lab), ...renderMethods(lab) }) };

function installPanels(sharedModules) {
  receive(sharedModules);
  defineElement(FailureMapTraining);
  defineElement(FailureMapLog);
  defineElement(FailureMapTryfix);
}

if (!exportToNode(labModule)) window.dispatchEvent(new CustomEvent('failure-map-lab', { detail: { ...labModule, installPanels } }));
