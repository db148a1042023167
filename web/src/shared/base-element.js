// What the three elements share: an open shadow root with their style sheet, the theme they
// follow (theme.js), their state attribute and their events. Under node, where there is no
// HTMLElement, the class extends Object and nothing defines an element.
import { adoptStyles } from './dom.js';
import { resolveTheme, unwatchTheme, watchTheme } from './theme.js';

const Base = typeof HTMLElement === 'function' ? HTMLElement : Object;

/**
 * What every failure-map element shares (not an element of its own).
 *
 * @cssprop --fm-bg - card and table background
 * @cssprop --fm-fg - text
 * @cssprop --fm-muted - secondary text, labels, captions
 * @cssprop --fm-border - borders, rules
 * @cssprop --fm-surface - panels, table headers
 * @cssprop --fm-code-bg - code blocks
 * @cssprop --fm-pass - "Passed" and passing summaries
 * @cssprop --fm-fail - "Failed", failing summaries, error border
 * @cssprop --fm-fail-bg - rows that fail, error background
 * @cssprop --fm-accent - keywords, accents
 * @cssprop --fm-focus - keyboard focus ring
 * @cssprop --fm-control-border - borders of text fields and buttons (3:1 against the backgrounds)
 * @cssprop --fm-radius - corner radius
 * @cssprop --fm-font - prose font (unset: the page's font, inherited); values use --fm-mono
 * @cssprop --fm-mono - code and values
 * @cssprop --fm-font-size - base font size (unset: the page's text size, inherited); sizes inside are in em of it
 */
export class FailureMapElement extends Base {
  // css: the element's style sheet (theme.css and its own), one constructable sheet per page.
  // deferShadow: the element attaches its shadow root itself (_attachShadowRoot), if it takes one:
  // a shadow root changes how Chromium sizes the light DOM shown through its slot (a table in a
  // theme's shrink-to-fit wrapper grows), so an element that shows its light DOM takes none.
  constructor(css, { deferShadow = false } = {}) {
    super();
    this._css = css;
    this._announcedReady = false;
    if (!deferShadow) this._attachShadowRoot();
  }

  _attachShadowRoot() {
    this.attachShadow({ mode: 'open' });
    adoptStyles(this.shadowRoot, this._css);
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

  /** Resolves the theme again (the theme attribute, the page's switch, prefers-color-scheme). */
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
