// The panels (<failure-map-training>, <failure-map-log>) live in failure-map-lab.js with the model
// and the log checker, so a page pays for them only when it shows one. This loader, in the main
// bundle, finds them — now and when a docs site adds them later — marks them data-state="loading"
// and loads the lab: at once, or when a loading="lazy" panel scrolls into view. The lab defines the
// elements and the browser upgrades them.
if (typeof customElements !== 'undefined' && typeof document !== 'undefined') {
  (() => {
    const TAGS = ['failure-map-training', 'failure-map-log'];
    const seen = new WeakSet();
    let done = false;
    let intersection = null;
    let mutations = null;

    const loadLab = () => {
      if (done) return;
      done = true;
      if (intersection) intersection.disconnect();
      if (mutations) mutations.disconnect();
      FailureMap.loadLab().catch(() => {});  // each panel reports a failed load itself once defined
    };

    const watch = (panel) => {
      if (seen.has(panel) || customElements.get(panel.localName)) return;
      seen.add(panel);
      if (!panel.hasAttribute('data-state')) panel.setAttribute('data-state', 'loading');
      if (panel.getAttribute('loading') === 'lazy' && typeof IntersectionObserver === 'function') {
        intersection = intersection || new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadLab();
        }, { rootMargin: '200px' });
        layoutSettled().then(() => {
          if (!done) intersection.observe(panel);
        });
      } else {
        loadLab();
      }
    };

    // "In view" means in the page's final layout: case widgets above a lazy panel grow when their
    // tables render, so the panel is observed once the core has loaded and they have rendered.
    let settled = null;
    const layoutSettled = () => {
      if (!settled) {
        settled = document.querySelector('failure-map-case')
          ? FailureMap.load().catch(() => {}).then(() => new Promise((resolve) => requestAnimationFrame(resolve)))
          : Promise.resolve();
      }
      return settled;
    };

    const scan = () => {
      if (!done) document.querySelectorAll(TAGS.join(',')).forEach(watch);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
    else scan();
    mutations = new MutationObserver(scan);
    mutations.observe(document.documentElement, { childList: true, subtree: true });
  })();
}
