// failure-map.js: the JS API, <failure-map-case> and the loader of the lab's panels. A page loads
// it with one classic script tag (window.FailureMap); node require()s it (module.exports).
import { FailureMap, shareModules } from './api.js';
import { defineElement } from './shared/base-element.js';
import * as dom from './shared/dom.js';
import * as theme from './shared/theme.js';
import * as width from './shared/width.js';
import { FailureMapCase } from './case/element.js';
import { watchPanels } from './panel-loader.js';
import { exportToNode } from './node.js';

// The modules failure-map-lab.js takes from this bundle rather than carrying its own copies
// (their paths as bundle-web.js's SHARED_MODULES names them).
shareModules({ 'api.js': { FailureMap }, 'shared/dom.js': dom, 'shared/theme.js': theme, 'shared/width.js': width });

exportToNode(FailureMap);
if (typeof window !== 'undefined') window.FailureMap = FailureMap;
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  defineElement(FailureMapCase);
  watchPanels();
}
