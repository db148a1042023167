// failure-map-render.js, loaded on demand by FailureMap.render() alone: the renderer of static
// markup (src/core/embed, one WebAssembly module), the bytes `failure-map render` prints. No panel
// needs it, so a page with panels never downloads it. Like the other parts it adds no global
// name: it hands over its version, factory, deflated module, its call (render: embed/api.js) and
// an installPanels() that has no panel to define. Under node, require() returns
// {version, create, wasm, methods}.
import { create, wasm } from 'wasm:failure-map-render';
import version from 'version';
import { exportToNode } from './node.js';
import { renderMethods } from './embed/api.js';

const renderModule = { version, create, wasm, methods: renderMethods };

if (!exportToNode(renderModule)) {
  window.dispatchEvent(new CustomEvent('failure-map-render', { detail: { ...renderModule, installPanels() {} } }));
}
