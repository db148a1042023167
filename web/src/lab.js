// failure-map-lab.js, loaded on demand by FailureMap.loadLab(): the training model and the log
// checker, in one WebAssembly module, and the two panels that show them. It adds no global name:
// it hands over its version, factory, deflated module, its calls (lab-api.js) and installPanels()
// with an event, and failure-map.js calls installPanels() once it has taken the file. The panels
// use failure-map.js's shared modules (handover.js). The fix panel is failure-map-tryfix.js's
// (tryfix-entry.js) and its interpreter failure-map-python.js's (python-entry.js); the renderer
// of static markup is failure-map-render.js's (render-entry.js).
// Under node, require() returns {version, create, wasm, methods} and no panel is defined.
import { create, wasm } from 'wasm:failure-map-lab';
import version from 'version';
import { labMethods } from './lab-api.js';
import { exportToNode } from './node.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapTraining } from './training/element.js';
import { FailureMapLog } from './log/element.js';

const labModule = { version, create, wasm, methods: labMethods };

function installPanels() {
  defineElement(FailureMapTraining);
  defineElement(FailureMapLog);
}

if (!exportToNode(labModule)) window.dispatchEvent(new CustomEvent('failure-map-lab', { detail: { ...labModule, installPanels } }));
