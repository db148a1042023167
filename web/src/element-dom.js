// <failure-map-case>, part 1 of 4: DOM helpers and the theme watcher, shared by the other parts.
// Bundled by scripts/lib/bundle-web.js after api.js, in one scope with FailureMap and
// FAILURE_MAP_CSS. Nothing here touches the DOM when the bundle loads, so it also loads under node.
//
// Every text written by the element goes through text nodes (el(), setText()); nothing is ever
// parsed as markup.
const FMDom = (() => {
  const SVG_NS = 'http://www.w3.org/2000/svg';

  // Attributes (true: present and empty; null, undefined, false: absent) and children (text
  // becomes a text node) onto a new node.
  function build(node, attributes, children) {
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === true) node.setAttribute(name, '');
      else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, String(value));
    }
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
    }
    return node;
  }

  // el('p', {class: 'x', 'data-col': 'actual'}, 'text', child, ...): attributes and text only.
  const el = (tag, attributes, ...children) => build(document.createElement(tag), attributes, children);
  // The same for the panels' plots: svg('path', {d: ...}).
  const svg = (tag, attributes, ...children) => build(document.createElementNS(SVG_NS, tag), attributes, children);
  // An alert's line: "Error: " in bold, then the message as text.
  const errorLine = (message, attributes) => el('p', attributes, el('strong', {}, 'Error: '), message);

  // Writes only when the text differs, so that an update in place leaves a selection, a caret or a
  // screen reader's position alone.
  function setText(node, text) {
    const value = String(text);
    if (node.textContent !== value) node.textContent = value;
  }

  // setAttr(node, name, value): null or false removes it; writes only when it differs.
  function setAttr(node, name, value) {
    if (value === null || value === undefined || value === false) {
      if (node.hasAttribute(name)) node.removeAttribute(name);
      return;
    }
    const text = value === true ? '' : String(value);
    if (node.getAttribute(name) !== text) node.setAttribute(name, text);
  }

  // One constructable style sheet for every instance; style-src 'self' does not block it.
  // One sheet per stylesheet text, shared by every element that uses it (the case widget and
  // each panel have their own).
  const sheets = new Map();
  function adoptStyles(root, css) {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
      try {
        if (!sheets.has(css)) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          sheets.set(css, sheet);
        }
        root.adoptedStyleSheets = [sheets.get(css)];
        return;
      } catch (error) {
        // Browsers without constructable style sheets fall through to a <style> element.
      }
    }
    root.append(el('style', {}, css));
  }

  // The core's messages start with the field ("n: ...", sometimes twice); a message shown beside
  // its field leaves that out.
  function detailOf(error) {
    const field = error && error.field;
    let detail = error && error.message ? String(error.message) : String(error);
    const prefix = `${field}: `;
    while (field && detail.startsWith(prefix)) detail = detail.slice(prefix.length);
    return detail;
  }

  // ---- Widths. A ruler is an empty, zero-height box as wide as the column it is placed in
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

  function ruler() {
    return el('div', { class: 'ruler', 'aria-hidden': 'true' });
  }

  // onWidth(width) runs before the next paint after the ruler is first laid out and whenever its
  // width changes. Unwatch when the element leaves the document (the observer would keep it).
  function watchWidth(rulerNode, onWidth) {
    if (!rulerObserver) return;
    widthWatchers.set(rulerNode, { width: undefined, onWidth });
    rulerObserver.observe(rulerNode);
  }

  function unwatchWidth(rulerNode) {
    if (!rulerObserver) return;
    rulerObserver.unobserve(rulerNode);
    widthWatchers.delete(rulerNode);
  }

  // Sets box's data-layout to the widest of `layouts` (widest first; the last must always fit)
  // whose content is no wider than the box: the values decide as much as the width. A box not
  // laid out (hidden) is left alone.
  function fitLayout(box, layouts) {
    if (!box.clientWidth) return;
    for (const layout of layouts) {
      setAttr(box, 'data-layout', layout);
      if (layout === layouts[layouts.length - 1] || box.scrollWidth <= box.clientWidth) return;
    }
  }

  // ---- Theme: explicit attribute, else the host page's theme switch, else what the page shows
  // behind the element (its background), else the reader's preference where the page allows dark.
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

  function watchTheme(instance) {
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

  function unwatchTheme(instance) {
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
  function resolveTheme(instance) {
    const explicit = instance.getAttribute('theme');
    if (explicit === 'dark' || explicit === 'light') return explicit;
    return switchTheme() || backgroundTheme(instance);
  }

  return {
    el, svg, errorLine, setText, setAttr, adoptStyles, detailOf, watchTheme, unwatchTheme, resolveTheme,
    ruler, watchWidth, unwatchWidth, fitLayout,
  };
})();
