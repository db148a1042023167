// failure-map.js: the JS API, <failure-map-case> and the loader of the lab's panels. A page loads
// it with one classic script tag (window.FailureMap); node require()s it (module.exports).
import { FailureMap, shareModules } from './api.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapCase } from './case/element.js';
import { watchPanels } from './panel-loader.js';
import { exportToNode } from './node.js';
// The modules failure-map-lab.js takes from this bundle rather than carrying its own copies, by
// path (bundle-web.js's SHARED_MODULES names them).
import sharedModules from 'shared-modules';

shareModules(sharedModules);

exportToNode(FailureMap);
if (typeof window !== 'undefined') window.FailureMap = FailureMap;
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  defineElement(FailureMapCase);
  watchPanels();
}
