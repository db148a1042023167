// The panels live in files beside failure-map.js, so a page pays only for what it shows:
// <failure-map-training> and <failure-map-log> in failure-map-lab.js with the model and the log
// checker, <failure-map-tryfix> in failure-map-tryfix.js with the editor (PART; the panel itself
// loads the interpreter, failure-map-python.js, when its reader first goes to the code).
// This loader, in the main bundle, finds them — now and when a docs site adds them later — marks
// them data-state="loading" and loads the file each needs: at once, or when a loading="lazy" panel
// scrolls into view. The file defines the elements and the browser upgrades them. A file that never
// arrives (not beside failure-map.js, or refused by the page) defines nothing: then this loader
// says so in each of its panels.
//
// A waiting panel holds the room of one viewport (min-height 100vh, set through the CSSOM, which a
// strict style-src allows): what follows it stays below the fold until the panel has rendered, so
// its arrival never pushes visible text (no layout shift), whatever height it then takes. Lazy
// panels start loading a viewport before they scroll into view.
import { FailureMap, loadPart } from './api.js';
import { errorLine, loadFailure } from './shared/dom.js';

const TAGS = ['failure-map-training', 'failure-map-log', 'failure-map-tryfix'];
// As the panels word it when the lab arrives but cannot start.
const WHAT = { 'failure-map-training': 'The training model', 'failure-map-log': 'The log checker', 'failure-map-tryfix': 'The fix panel' };
// The file that defines each panel (api.js's PARTS).
const PART = { 'failure-map-training': 'lab', 'failure-map-log': 'lab', 'failure-map-tryfix': 'tryfix' };
const seen = new WeakSet();
// Per file: {done, failure (its load error, once it has failed), intersection}.
const parts = { lab: {}, tryfix: {} };
let loaded = 0; // files loaded
let mutations = null;

// data-state="error", the message in the panel (plain text, as the panels word theirs; the host
// page styles it) and the error event the panel itself would send (failure-map-training-error,
// failure-map-log-error). Once the page's own scripts can listen: the lab can fail while this
// bundle is still running, before DOMContentLoaded.
const reserve = (panel) => {
  panel.style.setProperty('display', 'block');
  panel.style.setProperty('min-height', '100vh');
  // Released in the microtask after the lab defines the element: the panel has built itself
  // by then, so no frame shows it without the room or the content.
  customElements.whenDefined(panel.localName).then(() => release(panel));
};
const release = (panel) => {
  panel.style.removeProperty('display');
  panel.style.removeProperty('min-height');
  if (panel.getAttribute('style') === '') panel.removeAttribute('style');
};

const reportFailure = (panel) => {
  if (customElements.get(panel.localName) || panel.getAttribute('data-state') === 'error') return;
  release(panel);
  const message = loadFailure(WHAT[panel.localName], parts[PART[panel.localName]].failure);
  const note = errorLine(message, { role: 'alert', 'data-load-error': '' });
  panel.setAttribute('data-state', 'error');
  panel.append(note);
  // Should the element be defined after all, its own shadow root takes over.
  customElements.whenDefined(panel.localName).then(() => note.remove());
  const detail = { field: null, message };
  panel.dispatchEvent(new CustomEvent(`${panel.localName}-error`, { bubbles: true, composed: true, detail }));
};

// Resolves a task after DOMContentLoaded (at once if it has passed).
const pageListening = () => new Promise((resolve) => {
  const later = () => setTimeout(resolve, 0);
  const navigation = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  const parsing = document.readyState === 'loading' || (navigation && navigation.domContentLoadedEventStart === 0);
  if (parsing) document.addEventListener('DOMContentLoaded', later, { once: true });
  else later();
});

const load = (name) => {
  const part = parts[name];
  if (part.done) return;
  part.done = true;
  if (part.intersection) part.intersection.disconnect();
  // Once every file has come, no panel is left to find.
  loadPart(name).then(() => (loaded += 1) === 2 && mutations.disconnect(), (error) => pageListening().then(() => {
    // A panel the file defined reports its own failure (a module that cannot compile, say).
    part.failure = error;
    scan();
  }));
};

const watch = (panel) => {
  const name = PART[panel.localName];
  const part = parts[name];
  if (part.done || seen.has(panel) || customElements.get(panel.localName)) return;
  seen.add(panel);
  if (!panel.hasAttribute('data-state')) panel.setAttribute('data-state', 'loading');
  reserve(panel);
  if (panel.getAttribute('loading') === 'lazy' && typeof IntersectionObserver === 'function') {
    part.intersection = part.intersection || new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load(name);
    }, { rootMargin: '100% 0px' });
    layoutSettled().then(() => {
      if (!part.done) part.intersection.observe(panel);
    });
  } else {
    load(name);
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


const scan = () => document.querySelectorAll(TAGS.join(',')).forEach((panel) => {
  if (parts[PART[panel.localName]].failure) reportFailure(panel);
  else watch(panel);
});
// Called once by main.js in a page: panels now and panels added later.
export function watchPanels() {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  else scan();
  mutations = new MutationObserver(scan);
  mutations.observe(document.documentElement, { childList: true, subtree: true });
}
