// DOM helpers shared by the elements. Every text they write goes through text nodes (el(),
// setText()); nothing is ever parsed as markup. Nothing here touches the DOM when the bundle loads,
// so it also loads under node.
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
export const el = (tag, attributes, ...children) => build(document.createElement(tag), attributes, children);
// The same for the panels' plots: svg('path', {d: ...}).
export const svg = (tag, attributes, ...children) => build(document.createElementNS(SVG_NS, tag), attributes, children);
// Static prose, written as markup in web/src and compiled by scripts/lib/markup.js into trees
// ([tag, {attributes}, ...children]; text as strings), as a list of nodes: nothing is parsed here.
export const fromMarkup = (trees) => trees.map((tree) => markupNode(tree, false));

function markupNode(tree, inSvg) {
  if (typeof tree === 'string') return tree;
  const [tag, attributes, ...children] = tree;
  const isSvg = inSvg || tag === 'svg';
  return (isSvg ? svg : el)(tag, attributes, ...children.map((child) => markupNode(child, isSvg)));
}

// An alert's line: "Error: " in bold, then the message as text.
export const errorLine = (message, attributes) => el('p', attributes, el('strong', {}, 'Error: '), message);

// A node built once, then cloned (the browser clones a node faster than a script builds one):
// const row = cloner(() => el('tr', ...)); row() is a fresh copy.
export function cloner(build) {
  let template = null;
  return () => (template || (template = build())).cloneNode(true);
}

// Writes only when the text differs, so that an update in place leaves a selection, a caret or a
// screen reader's position alone.
export function setText(node, text) {
  const value = String(text);
  if (node.textContent !== value) node.textContent = value;
}

// setAttr(node, name, value): null or false removes it; writes only when it differs.
export function setAttr(node, name, value) {
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
export function adoptStyles(root, css) {
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

// The one wording of a part of the widget that did not arrive or start: what, then why (the loader
// already words a page's Content-Security-Policy refusal for a reader).
export function loadFailure(what, error) {
  return `${what} could not be loaded: ${detailOf(error)}`;
}

// The core's messages start with the field ("n: ...", sometimes twice); a message shown beside
// its field leaves that out.
export function detailOf(error) {
  const field = error && error.field;
  let detail = error && error.message ? String(error.message) : String(error);
  const prefix = `${field}: `;
  while (field && detail.startsWith(prefix)) detail = detail.slice(prefix.length);
  return detail;
}
