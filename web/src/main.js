// failure-map.js: the JS API, <failure-map-case> and the loader of the lab's panels. A page loads
// it with one classic script tag (window.FailureMap); node require()s it (module.exports).
import { FailureMap } from './api.js';
import { defineElement } from './shared/base-element.js';
import { FailureMapCase } from './case/element.js';
import { watchPanels } from './panel-loader.js';
import { exportToNode } from './node.js';
import { share } from './handover.js';
import { afterHostPaint } from './shared/after-paint.js';
// The exports of this bundle's shared modules that the files it loads import, by name
// (bundle-web.js derives them): those files take them rather than carrying their own copies.
import sharedExports from 'shared-exports';

share(sharedExports);
exportToNode(FailureMap);
if (typeof window !== 'undefined') window.FailureMap = FailureMap;
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  afterHostPaint(() => {
    defineElement(FailureMapCase);
    watchPanels();
  });
}
