// What the three elements share: an open shadow root with their style sheet, the theme they
// follow (theme.js), their state attribute and their events. Under node, where there is no
// HTMLElement, the class extends Object and nothing defines an element.
import { adoptStyles } from './dom.js';
import { resolveTheme, unwatchTheme, watchTheme } from './theme.js';

const Base = typeof HTMLElement === 'function' ? HTMLElement : Object;

export class FailureMapElement extends Base {
  // css: the element's style sheet (theme.css and its own), one constructable sheet per page.
  constructor(css) {
    super();
    this.attachShadow({ mode: 'open' });
    adoptStyles(this.shadowRoot, css);
    this._announcedReady = false;
  }

  connectedCallback() {
    watchTheme(this);
    this.applyTheme();
  }

  disconnectedCallback() {
    unwatchTheme(this);
  }

  // theme is every element's; the others go to _attributeChanged.
  attributeChangedCallback(name, oldValue, newValue) {
    if (name === 'theme') this.applyTheme();
    else this._attributeChanged(name, oldValue, newValue);
  }

  _attributeChanged() {}

  // Called by the theme watcher when the page's theme may have changed.
  applyTheme() {
    const theme = resolveTheme(this);
    if (this.getAttribute('data-fm-theme') !== theme) this.setAttribute('data-fm-theme', theme);
  }

  // data-state; the card is busy only while the element first loads (a recompute must not
  // silence its live regions).
  _setState(state) {
    this.setAttribute('data-state', state);
    this._card.setAttribute('aria-busy', state === 'loading' && !this._result ? 'true' : 'false');
  }

  // The performance mark and the event of the first render, once.
  _readyOnce(mark, type, detail) {
    if (this._announcedReady) return;
    this._announcedReady = true;
    if (typeof performance !== 'undefined' && performance.mark) performance.mark(mark);
    this._dispatch(type, detail);
  }

  // Every event bubbles out of the shadow root.
  _dispatch(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }
}

// Defines an element class under its static tag, unless the page already has one (a second copy
// of the script) or has no custom elements (node).
export function defineElement(constructor) {
  if (typeof customElements !== 'undefined' && !customElements.get(constructor.tag)) {
    customElements.define(constructor.tag, constructor);
  }
}
