// <failure-map-tryfix>: "Try your own fix". An editor prefilled with the record's unsuccessful fix
// as solve(); every edit (debounced) runs it in the interpreter of failure-map-python.js (a subset
// of Python 3.12, under the page's limits) on the record's fixtures at N, and the panel shows its
// fixture table beside the three published implementations' outcomes, or the error at its line.
// The starting code is the record's unsuccessful fix, so its answer is the page core's report of
// that implementation (the same values and outcomes the interpreter gives, proved by
// tests/js/tryfix.test.js; its rows explain why the unsuccessful fix fails): a reader who only
// reads never downloads the interpreter, which loads when the reader first focuses or edits the
// code. It loads, calls and renders: every value, outcome, sentence and error text is the core's.
// Its public surface is the JSDoc of the class below (the package's custom-elements.json is
// generated from it).
import { FailureMap } from '../api.js';
import { el, setText, setAttr, detailOf, loadFailure } from '../shared/dom.js';
import { FailureMapElement } from '../shared/base-element.js';
import { fitLayout, ruler, unwatchWidth, watchWidth } from '../shared/width.js';
import { readLink, subscribeLink, writeLink } from '../shared/link.js';
import { ImplementationPanel } from '../case/results.js';
import { createEditor } from './editor.js';
import { cpythonRunner, loadCPython } from './cpython.js';
import { panelCss, themeCss } from '../shared/styles.js';
import tableCss from '../case/table.css';
import resultsCss from '../case/results.css';
import fieldErrorCss from '../shared/field-error.css';
import tryfixCss from './element.css';

const STYLE = themeCss + panelCss + tableCss + resultsCss + fieldErrorCss + tryfixCss;
const EDIT_DELAY_MS = 120; // typing pauses this long before the code runs
const URL_DELAY_MS = 250; // and this long before the address bar follows
const RUN_MARK = 'failure-map-tryfix:run';
// The published implementations beside the reader's fix; their titles are the core's (_start).
const PUBLISHED = ['broken', 'unsuccessful-fix', 'repair'];
const START = 'unsuccessful-fix'; // the implementation the editor starts from
const KIND_WORDS = { exception: 'Python exception', unsupported: 'Outside the subset', syntax: 'Syntax error', limit: 'Limit reached' };

let counter = 0;
let codeHolder = null; // the panel whose code the link keeps

/**
 * Defined by failure-map-tryfix.js (the editor), loaded from beside failure-map.js only by a page
 * that shows this panel. Runs a subset of Python 3.12 in the core's interpreter
 * (failure-map-python.js, loaded when the reader first focuses or edits the code, or when the link
 * holds other code) under the page's limits (200,000 steps, 8 MiB, 16 KiB of code). With sync-url
 * the code lives in the link (shared/link.js): N follows a sync-url case element live and the other
 * way round; of two sync-url panels, the first keeps its code in the link, the other says it does
 * not. Stable hooks (see docs/tryfix.md): host data-state="loading|ready|error" and
 * data-fm-theme; [data-field=solve] (the editor's editable element, a CodeMirror .cm-content),
 * input[data-field=n] with its error line [data-error-n]; the error's line number
 * .cm-gutterElement.fm-error-line and its range .fm-error-range; [role=alert][data-error]
 * with data-kind="exception|unsupported|syntax|limit|input" and data-line; [data-status]; the
 * reader's table[data-impl=yours] with tr[data-check]/td[data-col] as in the case element;
 * table[data-table=compare] with td[data-col=yours|broken|unsuccessful-fix|repair]. CPython
 * (pyodide-url): host data-runner="subset|cpython"; [data-cpython=offer] with
 * button[data-action=cpython]; progress[data-cpython=progress] while it loads; [data-cpython=on]
 * with button[data-action=subset].
 *
 * @summary Try your own fix: an editor prefilled with the record's unsuccessful fix as solve(), run on every edit on the record's fixtures, beside the three published implementations' outcomes.
 * @tagname failure-map-tryfix
 * @attr {string} [n="1"] - N of the record's fixtures, a Python int or float literal.
 * @attr {boolean} sync-url - Keep the code (and N) in the URL fragment as solve=..., beside the case element's state.
 * @attr {'light' | 'dark'} theme - Forces a theme; anything else (or none) follows the page's theme switch, then prefers-color-scheme.
 * @attr {'eager' | 'lazy'} [loading="eager"] - lazy: failure-map-tryfix.js loads when the panel scrolls into view.
 * @attr {string} pyodide-url - The URL of a folder holding Pyodide 0.27.7 (CPython 3.12): where the subset refuses the code, the panel offers to run it there; nothing is fetched until the reader accepts (docs/tryfix.md).
 * @fires {CustomEvent<SolveResult>} failure-map-tryfix-ready - Once, after the first run (for the prefilled code, the page core's report of the unsuccessful fix: see result). Bubbles and is composed.
 * @fires {CustomEvent<SolveResult>} failure-map-tryfix-result - After each run; detail is the answer (a report, or the error at its line). Bubbles and is composed.
 * @fires {CustomEvent<{ field: string | null; message: string; line: number | null }>} failure-map-tryfix-error - On each error (a Python exception, a construct outside the subset, a limit, bad N), and when its file cannot be loaded. Bubbles and is composed.
 * @cssprop --fm-code-keyword - the editor's Python keywords
 * @cssprop --fm-code-string - the editor's strings
 * @cssprop --fm-code-number - the editor's numbers, True, False, None
 * @cssprop --fm-code-function - the editor's function names
 * @cssprop --fm-code-selection - the editor's selection and matched brackets
 */
export class FailureMapTryfix extends FailureMapElement {
  static tag = 'failure-map-tryfix';

  static get observedAttributes() {
    return ['n', 'theme'];
  }

  constructor() {
    super(STYLE);
    this._uid = `fmt${(counter += 1)}`;
    this._built = false;
    this._api = null;
    this._python = null; // the interpreter's API (FailureMap.loadTryfix()), once loaded
    this._pythonLoading = null; // its loading, while under way
    this._waiting = false; // a run waits for the interpreter
    this._startCode = null; // the prefilled code (the record's unsuccessful fix), whose answer is the page core's
    this._result = null;
    this._timer = null;
    this._urlTimer = null;
    this._fixtures = null; // a fixtures document from the link, instead of N
    this._cpython = null; // CPython's runner (cpython.js), once loaded; used while _runner === 'cpython'
    this._runner = 'subset'; // or 'loading', 'cpython'
    this._unsubscribe = null;
    this._onLinkChange = () => {
      if (this._api) this._fromFragment();
    };
  }

  /** @type {SolveResult | null} The last answer (a copy). While the code is the prefilled text (the record's unsuccessful fix) and runs in the built-in interpreter, the answer is the page core's report of that implementation (report.implementation "unsuccessful-fix", its published explanations); otherwise the interpreter's ("yours"). */
  get result() {
    return this._result ? structuredClone(this._result) : null;
  }

  /** @type {string} The editor's text; setting it runs it. */
  get code() {
    return this._editor ? this._editor.text : '';
  }

  set code(text) {
    if (!this._editor) return;
    this._editor.setText(String(text));
    this._edited();
  }

  connectedCallback() {
    super.connectedCallback();
    if (!this._built) {
      this._built = true;
      this._build();
      this._setState('loading');
      FailureMap.load().then((api) => this._start(api), (error) => {
        this._showError({ kind: 'input', text: loadFailure('The core', error) });
        this._setState('error');
      });
    }
    watchWidth(this._ruler, () => fitLayout(this._compareWrap, ['columns', 'cards']));
    this._yours.observeWidth();
    if (this.hasAttribute('sync-url') && !this._unsubscribe) this._unsubscribe = subscribeLink(this._onLinkChange);
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    unwatchWidth(this._ruler);
    this._yours.dispose();
    if (this._unsubscribe) this._unsubscribe();
    this._unsubscribe = null;
  }

  _attributeChanged(name) {
    if (name === 'n' && this._nInput && this._nInput.value !== this.getAttribute('n')) {
      this._nInput.value = this.getAttribute('n') ?? '1';
      this._fixtures = null;
      this._run();
    }
  }

  _build() {
    const id = (name) => `${this._uid}-${name}`;
    this._nInput = el('input', {
      id: id('n'), 'data-field': 'n', type: 'text', inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false',
      value: this.getAttribute('n') ?? '1',
    });
    this._error = el('div', { id: id('error'), class: 'field-error', role: 'alert', 'data-error': '' });
    // N's own error line, under the N field, over what follows it (theme.css): nothing moves.
    this._nError = el('p', { id: id('n-error'), class: 'field-error', role: 'alert', 'data-error-n': '' });
    this._status = el('p', { class: 'status', 'data-status': '', role: 'status', 'aria-live': 'polite' });
    this._cpythonButton = el('button', { type: 'button', 'data-action': 'cpython' }, 'Run it in CPython 3.12');
    this._offer = el(
      'div',
      { class: 'cpython-offer', 'data-cpython': 'offer', hidden: true },
      el('p', {}, 'This code is outside the subset this page interprets at once. CPython 3.12 itself (Pyodide) can run it: ' +
        'about 5.7 MB compressed, downloaded once, from where this site keeps it.'),
      this._cpythonButton,
    );
    this._progress = el('progress', { 'data-cpython': 'progress', 'aria-label': 'Loading CPython 3.12', hidden: true });
    this._subsetButton = el('button', { type: 'button', 'data-action': 'subset' }, 'Back to the built-in interpreter');
    this._cpythonNote = el(
      'div',
      { class: 'cpython-on', 'data-cpython': 'on', hidden: true },
      el('p', {}, 'Every edit now runs in CPython 3.12 (Pyodide), in this page.'),
      this._subsetButton,
    );
    this._cpythonButton.addEventListener('click', () => this._useCPython());
    this._subsetButton.addEventListener('click', () => this._useSubset());
    this._printed = el('pre', { class: 'printed', 'data-printed': '', hidden: true });
    // What the code wrote to sys.stderr (logging's warnings among it), under the table, as CPython shows it apart.
    this._printedErrorsText = el('pre', { class: 'printed' });
    this._printedErrors = el('div', { class: 'printed-errors', 'data-printed-errors': '', hidden: true },
      el('p', { class: 'printed-label' }, 'Written to standard error'), this._printedErrorsText);
    this._yours = new ImplementationPanel({ id: 'yours', title: 'Your fix', fileStem: 'FA-98851-your-fix' });
    this._compareBody = el('tbody', { role: 'rowgroup' });
    this._compareFoot = el('tfoot', { role: 'rowgroup' });
    this._compareWrap = el(
      'div',
      { class: 'table-wrap compare', role: 'region', 'aria-labelledby': id('compare') },
      el(
        'table',
        { 'data-table': 'compare', role: 'table', 'aria-labelledby': id('compare') },
        el('caption', { id: id('compare') }, 'Outcomes beside the published implementations'),
        el('thead', { role: 'rowgroup' }, el(
          'tr',
          { role: 'row' },
          el('th', { scope: 'col', role: 'columnheader' }, 'Check'),
          el('th', { scope: 'col', role: 'columnheader', 'data-col': 'yours' }, 'Yours'),
          ...PUBLISHED.map((impl) => el('th', { scope: 'col', role: 'columnheader', 'data-col': impl })),
        )),
        this._compareBody,
        this._compareFoot,
      ),
    );
    this._ruler = ruler();
    this._results = el('div', { class: 'results' }, el('ol', { class: 'impls' }, this._yours.element), this._compareWrap, this._ruler);
    const help = 'Edit solve(weighted_sums, weight_sums): it runs on every edit, in this page, on the record’s fixtures, ' +
      'as Python 3.12 would run it (a subset of the language: classes, dataclasses, generators and fractions run; sets, decimal and the rest are named and refused, never run differently). ' +
      'Tab indents; Escape, then Tab, leaves the editor.';
    this._editorBox = el('div', { class: 'editor' });
    this._card = el(
      'section',
      { class: 'card', 'aria-labelledby': id('title') },
      el('p', { class: 'eyebrow' }, 'Case ', el('span', { class: 'id' }, 'FA-98851'), ' · your fix'),
      el('h2', { id: id('title') }, 'Try your own fix'),
      el('p', { class: 'help', id: id('help') }, help),
      el('div', { class: 'field n-field' }, el('label', { for: id('n') }, 'N'), this._nInput, this._nError),
      el(
        'div',
        { class: 'field' },
        el('label', { id: id('code-label') }, 'Your solve()'),
        this._editorBox,
        this._error,
      ),
      this._offer,
      this._progress,
      this._cpythonNote,
      this._status,
      this._printed,
      this._results,
      this._printedErrors,
    );
    this.shadowRoot.append(this._card);
    this._editor = createEditor({
      parent: this._editorBox,
      root: this.shadowRoot,
      doc: '',
      attributes: {
        id: id('code'), 'data-field': 'solve', 'aria-labelledby': id('code-label'),
        'aria-describedby': `${id('help')} ${id('error')}`, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off',
      },
      onChange: () => this._edited(),
    });
    this._card.querySelector(`#${id('code-label')}`).addEventListener('click', () => this._editor.focus());
    // A reader who goes to the code is about to edit it: the interpreter starts loading then.
    this._editorBox.addEventListener('focusin', () => this._interpreter());
    this._nInput.addEventListener('input', () => {
      this._dirty = { ...this._dirty, n: true };
      this._fixtures = null;
      this._schedule();
    });
  }

  // The page's core is in: the starting code, the published titles, the first run.
  _start(api) {
    this._titles = new Map(api.implementations().map(({ id, title }) => [id, title]));
    for (const impl of PUBLISHED) setText(this._compareWrap.querySelector(`thead th[data-col="${impl}"]`), this._titles.get(impl));
    this._api = api;
    this._startCode = api.record().implementations.find(({ id }) => id === START).solve;
    this._editor.setText(this._startCode);
    if (this.hasAttribute('sync-url')) this._fromFragment();
    else this._run();
  }

  // The interpreter (FailureMap.loadTryfix(): solve, cpythonProgram, cpythonView), loaded once;
  // a run that waited for it runs when it arrives. A failure is told to a run that waited (not to
  // a focus alone); the next run asks again and is told the same (loadPart keeps the failure).
  _interpreter() {
    if (!this._pythonLoading) {
      this._pythonLoading = FailureMap.loadTryfix().then((python) => {
        this._python = python;
        if (this._waiting) this._run();
      }, (error) => {
        this._pythonLoading = null;
        if (!this._waiting) return;
        this._waiting = false;
        this._showError({ kind: 'input', text: loadFailure('The interpreter', error) });
        setText(this._status, 'The interpreter could not be loaded');
        this._setState('error');
      });
    }
    return this._pythonLoading;
  }

  // #solve=... (and n or fixtures) from the link; a bad link keeps the prefilled fix and says why.
  _fromFragment() {
    let state;
    try {
      state = readLink(this._api);
    } catch (error) {
      this._run();
      this._showError({ kind: 'input', text: `The link could not be read: ${detailOf(error)}` });
      return;
    }
    const code = this._keepsCode() ? state.solve : undefined;
    if (typeof code === 'string') this._editor.setText(code);
    if (typeof state.n === 'string') this._nInput.value = state.n;
    this._fixtures = typeof state.fixtures === 'string' ? state.fixtures : null;
    this._run();
  }

  _edited() {
    this._dirty = { ...this._dirty, code: true }; // the link follows the reader's edits (not the first run)
    this._schedule();
  }

  _schedule() {
    clearTimeout(this._timer);
    this._timer = setTimeout(() => this._run(), EDIT_DELAY_MS);
  }

  // One run: the reader's code in the runner (the core's subset, or CPython once the reader chose
  // it), the published three from the page's core, at the same N (or the link's fixtures).
  _run() {
    clearTimeout(this._timer);
    if (!this._api || this._runner === 'loading') return;
    const code = this._editor.text;
    // The starting code's answer is the page core's; any other code needs the interpreter.
    const fromCore = this._runner === 'subset' && code === this._startCode;
    this._waiting = !fromCore && !this._python;
    if (this._waiting) {
      this._interpreter();
      this._setState('loading');
      setText(this._status, 'Loading the interpreter…');
      return;
    }
    // The latest run's start, for scripts/bench (one mark, replaced each run).
    if (typeof performance !== 'undefined' && performance.mark) {
      performance.clearMarks(RUN_MARK);
      performance.mark(RUN_MARK);
    }
    const input = this._fixtures !== null ? { fixtures: this._fixtures } : { n: this._nInput.value };
    const runner = this._runner === 'cpython' ? this._cpython : this._python;
    let answer;
    let published;
    try {
      published = this._api.explore(input).reports;
      answer = fromCore ? { report: published.find((r) => r.implementation === START), error: null, printed: '', printedErrors: '' } : runner.solve(code, input);
    } catch (error) {
      if (error.field === 'n') {
        this._showNError(`N is invalid: ${detailOf(error)}`);
      } else {
        this._showError({ kind: 'input', field: error.field, text: `The code could not run: ${detailOf(error)}` });
      }
      this._setState('error');
      return;
    }
    this._showNError(null);
    this._result = answer;
    this._render(answer, published);
    if (this._dirty) this._scheduleUrl(this._dirty);
    this._dirty = null;
  }

  _render(answer, published) {
    const { report, error } = answer;
    this._printed.hidden = !answer.printed;
    setText(this._printed, answer.printed);
    this._printedErrors.hidden = !answer.printedErrors;
    setText(this._printedErrorsText, answer.printedErrors || '');
    this._results.hidden = !report;
    if (report) {
      const by = this._runner === 'cpython' ? ' (CPython 3.12)' : '';
      const caption = this._fixtures !== null ? `Your fix${by}: custom fixtures` : `Your fix${by}: boundary fixtures at N = ${this._nInput.value}`;
      this._yours.update(report, { caption, tolerant: false });
      this._fillCompare(report, published);
    }
    if (error) {
      this._showError(error);
      setText(this._status, `${KIND_WORDS[error.kind] || 'Error'}${error.line ? ` at line ${error.line}` : ''}`);
    } else {
      this._showError(null);
      setText(this._status, `Your fix${this._runner === 'cpython' ? ' (CPython 3.12)' : ''}: ${report.summary}`);
    }
    this._offer.hidden = !(error && error.kind === 'unsupported' && this._runner === 'subset' && this.hasAttribute('pyodide-url'));
    if (this.hasAttribute('sync-url') && !this._keepsCode()) {
      setText(this._status, `${this._status.textContent} · your code is not kept in the link: another panel on this page keeps its code there`);
    }
    this._setState(error ? 'error' : 'ready');
    this._readyOnce('failure-map:tryfix-ready', 'failure-map-tryfix-ready', answer);
    this._dispatch('failure-map-tryfix-result', answer);
  }

  // The reader accepted the offer: Pyodide from pyodide-url (once per panel), then every run in it.
  _useCPython() {
    if (this._runner !== 'subset') return;
    if (this._cpython) {
      this._setRunner('cpython');
      this._run();
      return;
    }
    this._setRunner('loading');
    setText(this._status, 'Loading CPython 3.12 (Pyodide)…');
    // The CPython runner reads its answers through the interpreter's module (the core's program
    // and view of the run): the offer follows a run of it, but a script's click may not.
    Promise.all([loadCPython(this.getAttribute('pyodide-url')), FailureMap.loadTryfix()]).then(([runtime, python]) => {
      this._python = python;
      this._cpython = cpythonRunner(python, runtime);
      if (this._runner !== 'loading') return;
      this._setRunner('cpython');
      this._run();
    }, (error) => {
      this._setRunner('subset');
      this._showError({ kind: 'input', text: loadFailure(`CPython from ${this.getAttribute('pyodide-url')}`, error) });
      setText(this._status, 'CPython could not be loaded');
      this._setState('error');
    });
  }

  _useSubset() {
    this._setRunner('subset');
    this._run();
    this._editor.focus();
  }

  // Which runner runs the code, shown: the offer's button, the progress bar, the note with the way back.
  _setRunner(runner) {
    this._runner = runner;
    this.setAttribute('data-runner', runner === 'cpython' ? 'cpython' : 'subset');
    this._progress.hidden = runner !== 'loading';
    this._cpythonNote.hidden = runner !== 'cpython';
    this._cpythonButton.disabled = runner === 'loading';
    if (runner !== 'subset') this._offer.hidden = true;
    if (runner === 'cpython') this._subsetButton.focus();
  }

  _fillCompare(report, published) {
    const byImpl = new Map(published.map((r) => [r.implementation, r]));
    const cell = (impl, label, observation) => el(
      'td',
      { 'data-col': impl, 'data-label': label, role: 'cell', 'data-outcome': observation ? observation.outcome.toLowerCase() : null },
      observation ? observation.outcome : '',
    );
    this._compareBody.replaceChildren(...report.observations.map((o, i) => el(
      'tr',
      { role: 'row', 'data-check': o.check },
      el('th', { scope: 'row', role: 'rowheader' }, el('bdi', {}, o.check)),
      cell('yours', 'Yours', o),
      ...PUBLISHED.map((impl) =>
        cell(impl, this._titles.get(impl), byImpl.get(impl) && byImpl.get(impl).observations[i])),
    )));
    const count = (r) => (r ? `${r.passedCount} of ${r.total}` : '');
    this._compareFoot.replaceChildren(el(
      'tr',
      { role: 'row' },
      el('th', { scope: 'row', role: 'rowheader' }, 'Passing'),
      el('td', { 'data-col': 'yours', 'data-label': 'Yours', role: 'cell' }, count(report)),
      ...PUBLISHED.map((impl) => el('td', { 'data-col': impl, 'data-label': this._titles.get(impl), role: 'cell' }, count(byImpl.get(impl)))),
    ));
    requestAnimationFrame(() => fitLayout(this._compareWrap, ['columns', 'cards']));
  }

  // The error under the editor, its line marked in the gutter; announced (role=alert).
  _showError(error) {
    setAttr(this._editor.view.contentDOM, 'aria-invalid', error && error.kind !== 'input' ? 'true' : null);
    if (!error) {
      this._editor.showError(null);
      setText(this._error, '');
      setAttr(this._error, 'data-kind', null);
      setAttr(this._error, 'data-line', null);
      return;
    }
    const where = error.line ? `Line ${error.line}${error.column ? `, column ${error.column}` : ''}: ` : '';
    const what = error.kind === 'exception' ? `${error.type}: ${error.message}` : error.message || error.text;
    const during = error.where ? ` (while solving ${error.where})` : '';
    const text = error.kind === 'input' ? error.text : `${KIND_WORDS[error.kind]}. ${where}${what}${during}`;
    this._editor.showError(error.kind === 'input' ? null : error.line, error.column, text);
    setText(this._error, text);
    setAttr(this._error, 'data-kind', error.kind);
    setAttr(this._error, 'data-line', error.line || null);
    this._dispatch('failure-map-tryfix-error', { field: error.field || 'solve', message: text, line: error.line || null });
  }

  // The N field's error (null: none), announced; the code's error line is left as it is.
  _showNError(text) {
    setText(this._nError, text || '');
    setAttr(this._nInput, 'aria-invalid', text ? 'true' : null);
    setAttr(this._nInput, 'aria-describedby', text ? this._nError.id : null);
    if (text) this._dispatch('failure-map-tryfix-error', { field: 'n', message: text, line: null });
  }

  // Whether this panel's code is the one the link keeps: the first sync-url panel on the page to
  // ask, until it leaves the page; two panels then cannot overwrite each other's code. (One copy
  // of this module runs per page, so `codeHolder` is the page's.)
  _keepsCode() {
    if (!this.hasAttribute('sync-url')) return false;
    if (!codeHolder || !codeHolder.isConnected) codeHolder = this;
    return codeHolder === this;
  }

  _scheduleUrl(keys) {
    if (!this.hasAttribute('sync-url')) return;
    this._urlKeys = { ...this._urlKeys, ...keys };
    clearTimeout(this._urlTimer);
    this._urlTimer = setTimeout(() => this._writeUrl(), URL_DELAY_MS);
  }

  // This panel's part of the link: its code (if it keeps it) and N, when the reader changed it
  // here (a sync-url case element on the page then follows).
  _writeUrl() {
    const changes = {};
    if (this._urlKeys.code && this._keepsCode()) changes.solve = this._editor.text;
    // N goes with the code, so that the link reopens the table shown.
    if ((this._urlKeys.n || changes.solve !== undefined) && this._fixtures === null) {
      Object.assign(changes, { n: this._nInput.value, fixtures: null });
    }
    this._urlKeys = {};
    if (!Object.keys(changes).length) return;
    try {
      writeLink(this._api, changes, this._onLinkChange);
    } catch (error) {
      // Code over the link's limit (or a URL the browser refuses) keeps the previous link.
      setText(this._status, `${this._status.textContent} · not kept in the link: ${detailOf(error)}`);
    }
  }
}
