// The theme an element shows: its theme attribute, else the host page's theme switch, else what
// the page shows behind the element (its background), else the reader's preference where the page
// allows dark. One watcher for every element of the page (the lab's panels use this one too).
const instances = new Set();
let pageObserver = null;
let darkQuery = null;
let observedBody = null;
const THEME_ATTRIBUTES = { attributes: true, attributeFilter: ['data-md-color-scheme', 'data-theme', 'class', 'style'] };

// Material for MkDocs (body/html data-md-color-scheme), Docusaurus and pydata-sphinx-theme
// (html data-theme), Furo (body data-theme; "auto" defers to what the page shows), VitePress
// and Tailwind-style sites (html.dark).
function switchTheme() {
  const html = document.documentElement;
  const body = document.body;
  for (const node of [body, html]) {
    if (!node) continue;
    const scheme = node.getAttribute('data-md-color-scheme');
    if (scheme === 'slate') return 'dark';
    if (scheme === 'default') return 'light';
  }
  for (const node of [html, body]) {
    if (!node) continue;
    const theme = node.getAttribute('data-theme');
    if (theme === 'dark' || theme === 'light') return theme;
  }
  if (html && html.classList.contains('dark')) return 'dark';
  return null;
}

// Relative lightness (0..1) and opacity of a computed colour: rgb()/rgba() as browsers
// serialise most colours, oklab()/oklch()/lab()/lch() as some keep them; null when unknown.
function colourLightness(text) {
  const numbers = (text.match(/-?[\d.]+%?/g) || []).map((part) => [parseFloat(part), part.endsWith('%')]);
  const alphaOf = () => (/\//.test(text) && numbers.length > 3 ? numbers[3][0] / (numbers[3][1] ? 100 : 1) : 1);
  if (/^rgba?\(/.test(text) && numbers.length >= 3) {
    const [r, g, b] = numbers.map(([value]) => value / 255);
    return { lightness: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: numbers.length > 3 ? numbers[3][0] : 1 };
  }
  if (/^ok(lab|lch)\(/.test(text) && numbers.length >= 1) {
    return { lightness: numbers[0][0] / (numbers[0][1] ? 100 : 1), alpha: alphaOf() };
  }
  if (/^(lab|lch)\(/.test(text) && numbers.length >= 1) return { lightness: numbers[0][0] / 100, alpha: alphaOf() };
  return null;
}

// The first opaque background behind the element, through shadow roots up to the root; a page
// that paints none shows the canvas, dark only where the page's color-scheme allows it.
function backgroundTheme(instance) {
  let node = instance.parentNode;
  while (node) {
    if (node.nodeType === 1) {
      const colour = colourLightness(getComputedStyle(node).backgroundColor);
      if (colour && colour.alpha > 0.5) return colour.lightness < 0.5 ? 'dark' : 'light';
    }
    node = node.parentNode || (node.host !== undefined ? node.host : null);
  }
  const allowsDark = /dark/.test(getComputedStyle(document.documentElement).colorScheme || '');
  return allowsDark && darkQuery && darkQuery.matches ? 'dark' : 'light';
}

function updateThemes() {
  for (const instance of instances) instance.applyTheme();
}

// The reader's preference changed: the page's own colours follow it, but an engine may restyle
// the page only after telling us (WebKit did): look now and again once the page has repainted.
function afterPreferenceChange() {
  updateThemes();
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(updateThemes));
}

// A theme switch may fade the page's background: look again when that transition ends.
function afterBackgroundTransition(event) {
  if (event.propertyName === 'background-color' && (event.target === document.body || event.target === document.documentElement)) {
    updateThemes();
  }
}

export function watchTheme(instance) {
  instances.add(instance);
  // A site that swaps <body> on navigation gets its new body watched too.
  if (pageObserver && document.body && document.body !== observedBody) {
    observedBody = document.body;
    pageObserver.observe(observedBody, THEME_ATTRIBUTES);
  }
  if (pageObserver) return;
  pageObserver = new MutationObserver(updateThemes);
  pageObserver.observe(document.documentElement, THEME_ATTRIBUTES);
  // What the page shows may settle after the first element is defined (WebKit applied the
  // reader's dark preference to the page only later, without a change event): look again once
  // the page has loaded.
  if (document.readyState !== 'complete') window.addEventListener('load', afterPreferenceChange, { once: true });
  observedBody = document.body;
  if (observedBody) pageObserver.observe(observedBody, THEME_ATTRIBUTES);
  document.addEventListener('transitionend', afterBackgroundTransition, true);
  if (typeof matchMedia === 'function') {
    darkQuery = matchMedia('(prefers-color-scheme: dark)');
    if (darkQuery.addEventListener) darkQuery.addEventListener('change', afterPreferenceChange);
    else if (darkQuery.addListener) darkQuery.addListener(afterPreferenceChange);
  }
}

export function unwatchTheme(instance) {
  instances.delete(instance);
  if (instances.size || !pageObserver) return;
  pageObserver.disconnect();
  pageObserver = null;
  observedBody = null;
  document.removeEventListener('transitionend', afterBackgroundTransition, true);
  if (darkQuery) {
    if (darkQuery.removeEventListener) darkQuery.removeEventListener('change', afterPreferenceChange);
    else if (darkQuery.removeListener) darkQuery.removeListener(afterPreferenceChange);
    darkQuery = null;
  }
}

// The theme an element shows: its theme attribute, else the page's switch, else its background.
export function resolveTheme(instance) {
  const explicit = instance.getAttribute('theme');
  if (explicit === 'dark' || explicit === 'light') return explicit;
  return switchTheme() || backgroundTheme(instance);
}
