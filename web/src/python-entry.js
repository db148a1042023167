// failure-map-python.js, loaded on demand by FailureMap.loadTryfix(): the Python interpreter, one
// WebAssembly module. A fix panel asks for it when its reader first goes to the code (its answer
// for the prefilled code, the record's unsuccessful fix, is the page core's report of that
// implementation). Like failure-map-lab.js it adds no global name: it hands over its version,
// factory, deflated module and its calls (solve, exec, solveStart, cpythonProgram, cpythonView:
// tryfix/python-api.js) with an event. Under node, require() returns {version, create, wasm,
// methods}.
import { create, wasm } from 'wasm:failure-map-python';
import version from 'version';
import { exportToNode } from './node.js';
import { solveMethods } from './tryfix/python-api.js';

const pythonModule = { version, create, wasm, methods: solveMethods };

if (!exportToNode(pythonModule)) {
  window.dispatchEvent(new CustomEvent('failure-map-python', { detail: pythonModule }));
}
