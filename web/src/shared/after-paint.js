// The host page paints first. A deferred script runs once the page is parsed, often before the
// page's first contentful paint (which may wait for a web font): the widget's start-up there (its
// module, its tables, some tens of milliseconds on the main thread) would hold that paint. So the
// elements are defined once the page has painted content, unless the page asked for the widget
// before its first paint (blocking="render" on the script: a page whose content the widget is,
// such as the record's own pages).
const script = typeof document !== 'undefined' ? document.currentScript : null;
const renderBlocking = Boolean(script && /\brender\b/.test(script.getAttribute('blocking') || ''));
// A page that paints no content this long after the script ran gets the widget anyway.
const LONGEST_WAIT_MS = 1500;

const contentfulPaint = () => typeof performance !== 'undefined' && typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName('first-contentful-paint').length > 0;

function paintTimingSupported() {
  return typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
}

export function afterHostPaint(run) {
  if (renderBlocking || contentfulPaint() || typeof document === 'undefined' || document.visibilityState === 'hidden') {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The task after the paint's frame: the painted frame is on its way by then.
  const soon = () => setTimeout(once, 0);
  if (!paintTimingSupported()) {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(soon);
    else soon();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, LONGEST_WAIT_MS);
}
