// <failure-map-case>: the custom element. It renders the case record FA-98851 into
// an open Shadow DOM and, for every change (the n attribute, a control, the URL fragment), makes
// ONE api.explore() call and shows its answer: the three implementations' tables, in place. It
// loads, calls and renders: every value, count and sentence comes from the API as text and is
// written with textContent, never as markup. Its public surface is the JSDoc of the class below
// (the package's custom-elements.json is generated from it).
import { FailureMap } from '../api.js';
import { el, errorLine, setText, setAttr, detailOf, loadFailure } from '../shared/dom.js';
import { FailureMapElement } from '../shared/base-element.js';
import { panelCss, themeCss } from '../shared/styles.js';
import caseCss from './element.css';
import tableCss from './table.css';
import resultsCss from './results.css';
import controlsCss from './controls.css';
import mediaCss from './media.css';
import { Controls } from './controls.js';
import { CHOICES as HOST_CHOICES, HostView } from './host-view.js';
import { ImplementationPanel, hashLine } from './results.js';
import { readLink, subscribeLink, writeLink } from '../shared/link.js';

// The shadow root's style sheet: the palette, then this element's rules, in cascade order.
const STYLE = themeCss + panelCss + caseCss + tableCss + resultsCss + controlsCss + mediaCss;
const DEFAULT_N = '1';
const DEFAULT_TOLERANCE = '1e-9';
const WHY = ['column', 'line', 'details', 'none'];
const LOOKS = ['host', 'card'];
const EDIT_DELAY_MS = 60; // typing pauses this long before the tables rerun
const URL_DELAY_MS = 250; // and this long before the address bar follows

function fact(title, text) {
  return el('section', { class: 'fact' }, el('h3', {}, title), el('p', {}, text));
}

// How a notice names what a link got wrong.
const LINK_PARTS = { n: 'its N', fixtures: 'its fixtures', mode: 'its comparison mode', tolerance: 'its tolerance' };

// The API's messages start with the field ("n: ..."); the alert names it for a reader.
function errorMessage(error) {
  const field = error && error.field;
  const detail = detailOf(error);
  if (field === 'n') return `N is invalid: ${detail}`;
  if (field) return `The checks could not run (${field}): ${detail}`;
  return loadFailure('The case', error);
}

/**
 * Renders into an open shadow root. Stable hooks (see docs/embedding.md): host
 * data-state="loading|ready|error" and data-fm-theme="light|dark"; table[data-impl=ID],
 * tr[data-check=LABEL], td[data-col=actual|expected|outcome|ulps|why]; [data-summary=ID],
 * [data-tolerance-summary=ID]. Markup inside the element (`failure-map render`'s static copy of
 * the record) is what the page's own look shows (look="host"); the card shows it until its first
 * render, which takes its place.
 *
 * @summary The case record FA-98851 with the three implementations' fixture tables, computed by the WebAssembly core.
 * @tagname failure-map-case
 * @csspart card - The element's card (border, background, shadow).
 * @attr {string} [n="1"] - The scale N of the seven boundary fixtures, as a Python int or float literal: 1, 2, 0.1, -3, 2.5e-3.
 * @attr {'light' | 'dark'} theme - Forces a theme; anything else (or none) follows the page's theme switch, then prefers-color-scheme.
 * @attr {'full' | 'none'} [controls="full"] - full: the "Explore the failure" controls and export buttons; none: the record and its tables only.
 * @attr {boolean} sync-url - Present: keep the widget's state in the URL fragment (#n=0.1, #fixtures=...) and restore it from there. One widget per page at most.
 * @attr {string} [show="broken unsuccessful-fix repair"] - The implementations whose tables appear, in that order: ids separated by spaces or commas (broken, unsuccessful-fix, repair). show="broken unsuccessful-fix" leaves out the derived repair, as the record holds it back.
 * @attr {'full' | 'none'} [prose="full"] - full: the record's header and prose (title, root cause, contract, ...), each implementation's code and the digests; none: the tables and their summaries alone.
 * @attr {'auto' | 'column' | 'line' | 'details' | 'none'} [why="auto"] - Each row's Why: auto picks a column or a line under the row by the column's width; column or line where it fits (cards where nothing else does); details: behind a disclosure per row; none: not shown.
 * @attr {boolean} compact - Present: the first shown implementation alone: its training-loop code, when it is wrong, its fixture table with the outcomes and summary, and the repair as a diff (no prose, no controls), the Why on demand unless why says otherwise; about one screen.
 * @attr {boolean} which - Present: "Which one is my code?": each shown implementation's training-loop code, when it is wrong, its outcome on the fixtures and the repair as a diff, without the tables (with compact: the first alone).
 * @attr {'host' | 'card'} look - host: the page's own look: the static copy (failure-map render) stays in place, styled by the page's theme, and is rendered again only when an attribute changes (no controls, no card); card: the widget's own card, with its controls. Unset: host where the element holds its static copy, card where it does not. Read once, when the element starts.
 * @fires {CustomEvent<{ n: string | null; source: 'record' | 'custom'; mode: 'exact' | 'tolerance' }>} failure-map-ready - Once, after the first render (also the performance mark failure-map:ready). Bubbles and is composed.
 * @fires {CustomEvent<{ n: string | null; source: 'record' | 'custom'; mode: 'exact' | 'tolerance' }>} failure-map-update - After every render, the first included. Bubbles and is composed.
 * @fires {CustomEvent<{ field: string | null; message: string }>} failure-map-error - On each error; field names the input as the core does (n, fixtures[2].weight_sums, tolerance, ...). Bubbles and is composed.
 */
export class FailureMapCase extends FailureMapElement {
  static tag = 'failure-map-case';

  static get observedAttributes() {
    return ['n', 'theme', 'controls', 'show', 'prose', 'why', 'compact', 'which'];
  }

  constructor() {
    super(STYLE, { deferShadow: true });
    this._api = null;
    this._host = null; // the page's own look (host-view.js), or null for the card
    this._panels = null; // id -> ImplementationPanel
    this._controls = null;
    this._built = false;
    // What is on show and what produced it.
    this._result = null; // the last good explore() answer
    this._source = null; // {kind: "record", n} | {kind: "fixtures", doc} | {kind: "fields"}
    this._recordN = null; // the N of the last good record tables
    this._mode = 'exact';
    this._tolerance = DEFAULT_TOLERANCE;
    this._filter = 'all';
    // Pending work.
    this._editTimer = null;
    this._pendingSource = null;
    this._urlTimer = null;
    this._unsubscribe = null;
    // The link changed (the reader, or another sync-url element: shared/link.js).
    this._onLinkChange = () => {
      if (this._api && this._panels) this._fromFragment();
    };
  }

  /** @type {string} N as a Python literal; reflects the n attribute (default "1"). */
  get n() {
    return this.hasAttribute('n') ? this.getAttribute('n') : DEFAULT_N;
  }

  set n(value) {
    this.setAttribute('n', value);
  }

  /** @type {'full' | 'none'} Reflects the controls attribute (default "full"). */
  get controls() {
    return this.getAttribute('controls') === 'none' ? 'none' : 'full';
  }

  set controls(value) {
    this.setAttribute('controls', value);
  }

  /** @type {string} Reflects the show attribute (default "broken unsuccessful-fix repair"). */
  get show() {
    return this.getAttribute('show') ?? 'broken unsuccessful-fix repair';
  }

  set show(value) {
    this.setAttribute('show', value);
  }

  /** @type {'full' | 'none'} Reflects the prose attribute (default "full"). */
  get prose() {
    return this.getAttribute('prose') === 'none' ? 'none' : 'full';
  }

  set prose(value) {
    this.setAttribute('prose', value);
  }

  /** @type {'auto' | 'column' | 'line' | 'details' | 'none'} Reflects the why attribute (default "auto"). */
  get why() {
    const why = this.getAttribute('why');
    return WHY.includes(why) ? why : 'auto';
  }

  set why(value) {
    this.setAttribute('why', value);
  }

  /** @type {boolean} Reflects the compact attribute. */
  get compact() {
    return this.hasAttribute('compact');
  }

  set compact(value) {
    this.toggleAttribute('compact', Boolean(value));
  }

  /** @type {boolean} Reflects the which attribute. */
  get which() {
    return this.hasAttribute('which');
  }

  set which(value) {
    this.toggleAttribute('which', Boolean(value));
  }

  connectedCallback() {
    super.connectedCallback();
    if (this.hasAttribute('sync-url') && !this._unsubscribe) this._unsubscribe = subscribeLink(this._onLinkChange);
    if (this._panels) for (const panel of this._panels.values()) panel.observeWidth();
    if (!this._built) {
      this._built = true;
      this._begin();
    }
  }

  /** @type {'host' | 'card' | null} The look the element took when it started (null before). */
  get look() {
    if (this._host) return 'host';
    return this._panels || this._card ? 'card' : null;
  }

  // The look, chosen once. A script that runs before the element's children are parsed (in the
  // head, not deferred) waits for them.
  _begin() {
    const asked = LOOKS.includes(this.getAttribute('look')) ? this.getAttribute('look') : null;
    if (!asked && !this.firstElementChild && typeof document !== 'undefined' && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this._begin(), { once: true });
      return;
    }
    if ((asked || (this.querySelector(':scope > [data-fm-static]') ? 'host' : 'card')) === 'host') {
      this._host = new HostView(this);
      this._host.start();
      return;
    }
    this._attachShadowRoot();
    this._buildShell();
    this._start();
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    if (this._unsubscribe) {
      this._unsubscribe();
      this._unsubscribe = null;
    }
    this._cancelEdit();
    if (this._urlTimer) {
      clearTimeout(this._urlTimer);
      this._urlTimer = null;
    }
    if (this._panels) for (const panel of this._panels.values()) panel.dispose();
  }

  _attributeChanged(name, oldValue, newValue) {
    if (this._host) {
      if (HOST_CHOICES.includes(name) && oldValue !== newValue) this._host.render();
      return;
    }
    if (name === 'controls') {
      this._applyControlsAttribute();
    } else if (name !== 'n') {
      this._applyView();
    } else if (name === 'n' && this._panels && oldValue !== newValue) {
      this._fromAttribute();
    }
  }

  // ---- Shell and record.
  _buildShell() {
    this._status = el('p', { class: 'status', role: 'status' }, 'Loading the case record…');
    this._alert = el('div', { class: 'alert', role: 'alert', hidden: true });
    this._notice = el('div', { class: 'notice', role: 'status', hidden: true });
    this._content = el('div', { class: 'content' });
    // The page's static copy (failure-map render), shown until the first render replaces it.
    this._static = el('slot');
    this._status.hidden = Boolean(this.firstElementChild);
    this._card = el(
      'article',
      { class: 'card', part: 'card' },
      this._static,
      this._status,
      this._alert,
      this._notice,
      this._content,
    );
    this.shadowRoot.append(this._card);
    this._setState('loading');
  }

  _fillRecord(record) {
    const runs = new Map(record.implementations.map((impl) => [impl.id, impl]));
    const header = el(
      'header',
      {},
      el('p', { class: 'eyebrow' }, el('span', { class: 'id' }, record.id), ` · ${record.family}`),
      el(
        'div',
        { class: 'title-row' },
        el('h2', { id: 'fm-title' }, `${record.title} `, el('span', { class: 'case-label' }, `· ${record.caseLabel}`)),
        el('p', { class: 'access' }, record.access),
      ),
    );
    this._card.setAttribute('aria-labelledby', 'fm-title');
    this._card.prepend(header);

    const facts = el(
      'div',
      { class: 'facts' },
      fact('Root cause', record.rootCause),
      fact('The failure', record.failure),
      fact('Unsuccessful approach', record.unsuccessfulApproach),
      fact('Case contract', record.contract),
      fact('Why this case matters', record.whyItMatters),
    );

    this._controls = new Controls({
      onN: (text) => this._scheduleEdit({ kind: 'record', n: text }),
      onTolerance: (text) => {
        this._tolerance = text;
        if (this._mode === 'tolerance') this._scheduleEdit(this._currentSource());
      },
      onMode: (mode) => {
        this._mode = mode;
        this._run(this._currentSource(), 'edit');
      },
      onFilter: (filter) => {
        this._filter = filter;
        this._applyFilter(true);
      },
      onFields: () => this._scheduleEdit({ kind: 'fields' }),
      onRowsChanged: () => this._run({ kind: 'fields' }, 'edit'),
      onReset: () => {
        const n = this._recordN !== null ? this._recordN : this.n;
        this._controls.setN(n);
        this._run({ kind: 'record', n }, 'edit');
      },
    });
    this._controls.setN(this.n);
    this._controls.setTolerance(this._tolerance);

    this._panels = new Map();
    const list = (this._list = el('ol', { class: 'impls' }));
    for (const { id, title } of this._api.implementations()) {
      const impl = runs.get(id) || { python: '', sha256: '' };
      const panel = new ImplementationPanel({
        id,
        title,
        method: impl.method,
        loop: impl.loop,
        python: impl.python,
        sha256: impl.sha256,
        heldBack: record.heldBack,
        repairNote: record.repairNote,
        fileStem: record.id,
      });
      list.append(panel.element);
      this._panels.set(id, panel);
    }

    this._stale = el(
      'p',
      { class: 'stale', hidden: true },
      'Showing the last valid input: the tables below do not include the change marked in error.',
    );
    // Polite announcements of what an edit changed (the summaries) or why it did not.
    this._live = el('p', { class: 'visually-hidden', role: 'status' });

    const scope = el(
      'section',
      { class: 'scope' },
      el('h3', {}, 'Verification & scope'),
      el('p', {}, record.scope),
      el('p', {}, record.observationNote),
    );
    const digest = el('div', { class: 'digest' }, hashLine('Case digest', record.caseDigest));
    const whichLead = el('p', { class: 'which-lead' }, el('b', {}, 'Which one is my code?'), ' Find the line that computes your loss.');
    // The record reads first: its prose and tables, then the controls that explore it.
    this._content.append(whichLead, facts, this._live, this._stale, list, this._controls.section, scope, digest);
    this._applyView();
  }

  // show, prose, why, compact and which: which panels, in which order, and what of each.
  _applyView() {
    if (!this._panels) return;
    const { compact, which } = this;
    const ids = [...new Set(this.show.split(/[\s,]+/))].filter((id) => this._panels.has(id));
    const shown = (ids.length ? ids : [...this._panels.keys()]).slice(0, compact ? 1 : 3);
    for (const [id, panel] of this._panels) panel.element.hidden = !shown.includes(id);
    this._list.append(...shown.map((id) => this._panels.get(id).element));
    setAttr(this._card, 'data-prose', compact || which || this.prose === 'none' ? 'none' : null);
    setAttr(this._card, 'data-which', which ? '' : null);
    let { why } = this;
    if (why === 'auto' && compact) why = 'details';
    for (const panel of this._panels.values()) {
      panel.setWhy(why);
      panel.setWhich(which, compact);
    }
    this._applyControlsAttribute();
  }

  _applyControlsAttribute() {
    if (!this._controls) return;
    const full = this.controls === 'full' && !this.compact && !this.which;
    this._controls.section.hidden = !full;
    for (const panel of this._panels.values()) panel.setExportsAllowed(full);
    if (!full) this._controls.clearError();
  }

  async _start() {
    this._setState('loading');
    try {
      this._api = await FailureMap.load();
    } catch (error) {
      this._loadFailed(error);
      return;
    }
    this._fillRecord(this._api.record());
    if (this.hasAttribute('sync-url')) this._fromFragment();
    else this._fromAttribute();
  }

  _loadFailed(error) {
    const message = errorMessage(error);
    this._status.hidden = true;
    this._alert.replaceChildren(errorLine(message));
    this._alert.hidden = false;
    this._setState('error');
    this._dispatch('failure-map-error', { field: (error && error.field) || null, message });
  }

  // ---- Sources: the n attribute, the URL fragment, an edit.
  _currentSource() {
    return this._pendingSource || this._source || { kind: 'record', n: this.n };
  }

  _fromAttribute() {
    const n = this.n;
    this._controls.setN(n);
    this._run({ kind: 'record', n }, 'attribute');
  }

  // The state a link carries (#n=0.1, #fixtures=..., &mode=tolerance&tolerance=1e-9). A link
  // that cannot be read or run falls back to the record, with a notice saying why.
  _fromFragment() {
    this._cancelEdit();
    if (this._urlTimer) {
      clearTimeout(this._urlTimer);
      this._urlTimer = null;
    }
    let accepted = null;
    let problem = null;
    try {
      // No fragment (location.hash is "" for none and for "#"): no link state to read.
      const state = readLink(this._api);
      const source = 'fixtures' in state
        ? { kind: 'fixtures', doc: state.fixtures }
        : { kind: 'record', n: 'n' in state ? state.n : this.n };
      const mode = 'mode' in state ? state.mode : 'exact';
      const tolerance = 'tolerance' in state ? state.tolerance : DEFAULT_TOLERANCE;
      const result = this._api.explore(this._request(source, mode, tolerance));
      accepted = { source, tolerance, result };
    } catch (error) {
      problem = error;
    }
    if (accepted) {
      this._source = accepted.source;
      this._mode = accepted.result.mode;
      this._tolerance = accepted.tolerance;
      this._controls.setTolerance(accepted.tolerance);
      if (accepted.source.kind === 'record') this._controls.setN(accepted.source.n);
      else this._controls.editor.open = true; // a link with edited fixtures shows them
      this._setNotice(null);
      this._show(accepted.result, 'fragment');
      return;
    }
    this._mode = 'exact';
    this._tolerance = DEFAULT_TOLERANCE;
    this._controls.setTolerance(DEFAULT_TOLERANCE);
    this._setNotice(problem);
    this._fromAttribute();
  }

  _setNotice(problem) {
    if (!problem) {
      this._notice.hidden = true;
      this._notice.replaceChildren();
      return;
    }
    const what = LINK_PARTS[problem.field];
    this._notice.replaceChildren(
      el('p', {}, el('strong', {}, 'This link could not be opened: '), what ? `${what} — ${detailOf(problem)}` : detailOf(problem)),
      el('p', {}, `Showing the record at N = ${this.n} instead.`),
    );
    this._notice.hidden = false;
  }

  _request(source, mode, tolerance) {
    let request;
    if (source.kind === 'record') request = { n: source.n };
    else if (source.kind === 'fixtures') request = { fixtures: source.doc };
    else request = { fields: this._controls.fields() };
    request.mode = mode;
    if (mode === 'tolerance') request.tolerance = tolerance;
    return request;
  }

  // Typing reruns after a short pause; data-state says "loading" until it has.
  _scheduleEdit(source) {
    this._pendingSource = source;
    this._setState('loading');
    if (this._editTimer) clearTimeout(this._editTimer);
    this._editTimer = setTimeout(() => {
      this._editTimer = null;
      const pending = this._pendingSource;
      this._pendingSource = null;
      if (pending) this._run(pending, 'edit');
    }, EDIT_DELAY_MS);
  }

  _cancelEdit() {
    if (this._editTimer) clearTimeout(this._editTimer);
    this._editTimer = null;
    this._pendingSource = null;
  }

  // One explore() call; its answer replaces what is on show, or its error goes to its field.
  _run(source, origin) {
    this._cancelEdit();
    this._source = source;
    let result;
    try {
      result = this._api.explore(this._request(source, this._mode, this._tolerance));
    } catch (error) {
      this._showError(error, origin);
      return;
    }
    this._show(result, origin);
  }

  // ---- Showing an answer.
  _show(result, origin) {
    this._result = result;
    if (result.source === 'record') this._recordN = result.n;
    const tolerant = result.mode === 'tolerance';
    this._controls.clearError();
    this._controls.setMode(result.mode);
    // The editor shows the fixtures in play, except while it is their source (the user is
    // typing there: it is left exactly as typed).
    if (this._source.kind !== 'fields') this._controls.fill(result.fixtures);

    for (const report of result.reports) {
      const panel = this._panels.get(report.implementation);
      if (!panel) continue;
      const caption = result.source === 'record'
        ? `${panel.title}: boundary fixtures at N = ${result.n}`
        : `${panel.title}: custom fixtures`;
      panel.update(report, { caption, tolerant });
      panel.setStale(false);
    }
    this._applyFilter(false);

    this._static.remove();
    this._status.hidden = true;
    this._alert.hidden = true;
    this._alert.replaceChildren();
    this._stale.hidden = true;
    if (origin === 'edit') {
      this._setNotice(null);
      this._announce(result.reports.map((r) => `${r.title}: ${r.summary}${tolerant ? `; ${r.toleranceSummary}` : ''}.`).join(' '));
      this._scheduleUrlWrite();
    }
    this._setState('ready');
    const detail = { n: result.n, source: result.source, mode: result.mode };
    this._readyOnce('failure-map:ready', 'failure-map-ready', detail);
    this._dispatch('failure-map-update', detail);
  }

  _applyFilter(announce) {
    const counts = [];
    for (const panel of this._panels.values()) counts.push([panel.title, panel.applyFilter(this._filter)]);
    if (announce) {
      this._announce(
        this._filter === 'all'
          ? 'Showing all rows.'
          : `Showing ${this._filter} rows: ${counts.map(([title, c]) => `${title} ${c.shown} of ${c.total}`).join(', ')}.`,
      );
    }
  }

  _announce(text) {
    setText(this._live, text);
  }

  // ---- Errors: at their field when a control made them, else in the alert. The tables of
  // the last good answer stay, marked as such.
  _showError(error, origin) {
    const field = (error && error.field) || null;
    const detail = detailOf(error);
    const message = errorMessage(error);
    const fieldName = this.controls === 'full' ? this._controls.showError(field, detail) : null;
    const kept = this._result !== null;
    if (origin === 'edit' && fieldName) {
      this._alert.hidden = true;
      this._alert.replaceChildren();
      this._announce(`Not updated. ${fieldName}: ${detail}`);
    } else {
      this._alert.replaceChildren(
        errorLine(message),
        kept ? el('p', {}, 'The tables below still show the last valid input.') : null,
      );
      this._alert.hidden = false;
    }
    this._status.hidden = true;
    this._stale.hidden = !kept;
    for (const panel of this._panels.values()) panel.setStale(kept);
    this._setState('error');
    this._dispatch('failure-map-error', { field, message });
  }

  // ---- The address bar (sync-url only): the state of the last good answer.
  _scheduleUrlWrite() {
    if (!this.hasAttribute('sync-url')) return;
    if (this._urlTimer) clearTimeout(this._urlTimer);
    this._urlTimer = setTimeout(() => {
      this._urlTimer = null;
      this._writeUrl();
    }, URL_DELAY_MS);
  }

  _writeUrl() {
    const result = this._result;
    if (!result || !this.isConnected) return;
    const record = result.source === 'record';
    const tolerant = result.mode === 'tolerance';
    // This element's keys; the rest of the link (a fix panel's code) is kept.
    const state = { n: record ? result.n : null, fixtures: record ? null : result.fixturesJson,
      mode: tolerant ? result.mode : null, tolerance: tolerant ? this._tolerance : null };
    try {
      writeLink(this._api, state, this._onLinkChange);
    } catch (error) {
      // A browser that refuses the URL (too long) keeps the previous one; the page is unharmed.
    }
  }
}

