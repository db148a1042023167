// failure-map-tryfix.js, loaded on demand by the panel loader for a page that shows
// <failure-map-tryfix>: the editor and the fix panel, no WebAssembly. The panel's first answer
// comes from the page's core (failure-map.js); the interpreter (failure-map-python.js) loads when
// the reader first goes to the code. It adds no global name: it hands over its version and installPanels()
// with an event. Under node, require() returns {version}.
import version from 'version';
import { exportToNode } from './node.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapTryfix } from './tryfix/element.js';

function installPanels() {
  defineElement(FailureMapTryfix);
}

if (!exportToNode({ version })) {
  window.dispatchEvent(new CustomEvent('failure-map-tryfix', { detail: { version, installPanels } }));
}
