// The width of the column an element's content is in, and the layouts it fits.
import { el, setAttr } from './dom.js';

// A ruler is an empty, zero-height box as wide as the column it is placed in
// (position: absolute across a positioned parent, so it takes no room in a grid or flex
// layout). Work done when its width changes cannot resize it, so it cannot loop the observer.
const widthWatchers = new WeakMap();
const rulerObserver = typeof ResizeObserver === 'function'
  ? new ResizeObserver((entries) => {
    for (const entry of entries) {
      const watcher = widthWatchers.get(entry.target);
      if (watcher && entry.contentRect.width !== watcher.width) {
        watcher.width = entry.contentRect.width;
        watcher.onWidth(watcher.width);
      }
    }
  })
  : null;

export function ruler() {
  return el('div', { class: 'ruler', 'aria-hidden': 'true' });
}

// onWidth(width) runs before the next paint after the ruler is first laid out and whenever its
// width changes. Unwatch when the element leaves the document (the observer would keep it).
export function watchWidth(rulerNode, onWidth) {
  if (!rulerObserver) return;
  widthWatchers.set(rulerNode, { width: undefined, onWidth });
  rulerObserver.observe(rulerNode);
}

export function unwatchWidth(rulerNode) {
  if (!rulerObserver) return;
  rulerObserver.unobserve(rulerNode);
  widthWatchers.delete(rulerNode);
}

// Sets box's data-layout to the widest of `layouts` (widest first; the last must always fit)
// whose content is no wider than the box: the values decide as much as the width. A box not
// laid out (hidden) is left alone.
export function fitLayout(box, layouts) {
  if (!box.clientWidth) return;
  for (const layout of layouts) {
    setAttr(box, 'data-layout', layout);
    if (layout === layouts[layouts.length - 1] || box.scrollWidth <= box.clientWidth) return;
  }
}
