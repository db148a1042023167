// <failure-map-log>: the run-log panel. Paste, choose or drop a training log (CSV or TSV with
// weighted_sum, weight_sum and optional step and loss columns); the lab's check() answers which
// normalisation the run's loss follows and what the three give on it, and this panel shows that
// answer's text as it is: the verdict first, then what supports it, then any step of the log.
//
// No arithmetic on the data happens here: every value shown is the core's text (Python's repr);
// the plot only maps Number(text) to pixels. Its public surface is the JSDoc of the class below
// (the package's custom-elements.json is generated from it).
import { FailureMap } from '../api.js';
import { el, setText, setAttr, detailOf, loadFailure } from '../shared/dom.js';
import { FailureMapElement } from '../shared/base-element.js';
import { fitLayout, ruler, unwatchWidth, watchWidth } from '../shared/width.js';
import { themeCss } from '../shared/styles.js';
import fieldErrorCss from '../shared/field-error.css';
import logCss from './element.css';
import exampleLog from './example.csv';
import { implementations, textOf } from './implementations.js';
import { loadImplementationNames } from '../shared/implementation-names.js';
import { stepsPlot } from './steps-plot.js';
import { errorPlots } from './error-plot.js';
import { errorsSection, trainingSection, verdictSection, warningsSection } from './diagnosis.js';

const STEP_ROWS = 200;  // rows of the steps table at a time (the answer holds up to 10,000)



// Display only: a byte count as "26 MB".
function sizeText(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// The tables' layouts, widest first (log-panel.css): columns, or a card per row, which fits.
const LAYOUTS = ['columns', 'cards'];
const PLOT_WIDTH = 640; // at most; narrower columns get a plot drawn at their own width
// A value cell: the column's name for the card layout, the value unbroken in a monospace span.
const valueCell = (col, label, text) => el('td', { 'data-col': col, 'data-label': label }, el('span', { class: 'num' }, text));

let counter = 0;

/**
 * Defined by failure-map-lab.js, loaded from beside failure-map.js. Stable hooks (see
 * docs/log.md): host data-state="idle|loading|ready|error" and data-fm-theme;
 * textarea[data-field=log], input[data-field=file|columns|step],
 * button[data-action=check|example|earlier|later|go|show-step]; [data-status];
 * [role=alert][data-error]; [data-verdict=ID]; table[data-table=errors|overall], tr[data-impl=ID],
 * td[data-col=value|relative-error]; [data-error-plot=ID]; [data-warnings] li[data-warning=KIND];
 * table[data-table=steps], tr[data-step=LABEL][data-index=N],
 * td[data-col=batches|loss|broken|unsuccessful-fix|repair|error-broken|error-unsuccessful-fix];
 * [data-steps-note]; svg[data-plot=steps], path[data-series=ID].
 *
 * @summary "Is my run affected?": paste, choose or drop a training log; its verdict from the run's own loss, the three normalisations per step, and any step.
 * @tagname failure-map-log
 * @attr {'light' | 'dark'} theme - Forces a theme; anything else (or none) follows the page's theme switch, then prefers-color-scheme.
 * @attr {'eager' | 'lazy'} [loading="eager"] - lazy: the lab module loads when the panel scrolls into view.
 * @fires {CustomEvent<LogCheck>} failure-map-log-result - After each check that succeeds; detail is the answer. Bubbles and is composed.
 * @fires {CustomEvent<{ field: string | null; message: string }>} failure-map-log-error - On each error, and when the lab cannot be loaded. Bubbles and is composed.
 * @cssprop --fm-series-broken - the failure's series (dashed)
 * @cssprop --fm-series-unsuccessful-fix - the unsuccessful fix's series (dotted)
 * @cssprop --fm-series-repair - the repair's series
 */
export class FailureMapLog extends FailureMapElement {
  static tag = 'failure-map-log';

  static get observedAttributes() {
    return ['theme'];
  }

  constructor() {
    super(themeCss + logCss + fieldErrorCss);
    this._uid = `fml${(counter += 1)}`;
    this._built = false;
    this._result = null;
    this._busy = false;
  }

  /** @type {LogCheck | null} The last good check() answer (a copy). */
  get result() {
    return this._result ? structuredClone(this._result) : null;
  }

  connectedCallback() {
    super.connectedCallback();
    if (!this._built) {
      this._built = true;
      this._build();
      // Built once: nothing checked yet ("loading" was the loader's, while the lab came in).
      this.setAttribute('data-state', 'idle');
    }
    watchWidth(this._ruler, (width) => this._fitWidth(width));
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    unwatchWidth(this._ruler);
  }

  // The results' column changed width: the tables take the widest layout that fits and the
  // plot is drawn again at the new width (its text stays at its size, never scaled down).
  _fitWidth(width) {
    this._width = width;
    if (!this._result || this._results.hidden) return;
    for (const wrap of this._results.querySelectorAll('.table-wrap')) fitLayout(wrap, LAYOUTS);
    if (this._plotWidth() === this._drawnPlotWidth) return;
    const figure = this._results.querySelector('figure[data-values-plot]');
    const errors = this._results.querySelector('.error-plots');
    if (errors) errors.replaceWith(errorPlots(this._result, this._plotWidth()));
    if (figure) figure.replaceWith(this._stepsPlot(this._result));
  }

  _stepsPlot(result) {
    this._drawnPlotWidth = this._plotWidth();
    return stepsPlot(result, this._drawnPlotWidth);
  }

  _plotWidth() {
    return Math.max(240, Math.min(PLOT_WIDTH, Math.floor(this._width || PLOT_WIDTH)));
  }

  _build() {
    const id = (name) => `${this._uid}-${name}`;
    this._textarea = el('textarea', {
      id: id('log'), 'data-field': 'log', rows: 8, spellcheck: 'false', autocomplete: 'off',
      'aria-describedby': id('help'),
      placeholder: 'step,weighted_sum,weight_sum\n1,12.5,10\n1,0.75,0.5',
    });
    this._file = el('input', { id: id('file'), type: 'file', accept: '.csv,.tsv,.txt', 'data-field': 'file' });
    this._columns = el('input', {
      id: id('columns'), type: 'text', 'data-field': 'columns', spellcheck: 'false', autocomplete: 'off',
      placeholder: 'loss=train_loss,step=global_step', 'aria-describedby': id('columns-help'),
    });
    this._checkButton = el('button', { type: 'button', class: 'primary', 'data-action': 'check' }, 'Check');
    this._exampleButton = el('button', { type: 'button', 'data-action': 'example' }, 'Try an example');
    this._error = el('div', { id: id('error'), class: 'field-error', role: 'alert', 'data-error': '' });
    this._status = el('p', { class: 'status', 'data-status': '', role: 'status', 'aria-live': 'polite' });
    this._results = el('div', { class: 'results', hidden: true });
    this._ruler = ruler();

    this._card = el(
      'section',
      { class: 'card', 'aria-labelledby': id('title') },
      el('p', { class: 'eyebrow' }, 'Case ', el('span', { class: 'id' }, 'FA-98851'), ' · run log'),
      el('h2', { id: id('title') }, 'Is my run affected? Check its log'),
      el(
        'p',
        { class: 'help', id: id('help') },
        'CSV or TSV, one row per micro-batch: weighted_sum (its summed loss), weight_sum (its tokens or summed weights), ',
        'step, and loss (what the run backpropagated for it, or the step\'s loss on one row) for a verdict. ',
        'Paste it, choose a file or drop one on this panel.',
      ),
      el(
        'div',
        { class: 'field' },
        el('label', { for: id('log') }, 'Log text'),
        this._textarea,
      ),
      el(
        'div',
        { class: 'field' },
        el('label', { for: id('columns') }, 'Column names, if yours differ (optional)'),
        this._columns,
        el('p', { class: 'note', id: id('columns-help') }, 'ROLE=NAME pairs: weighted_sum, weight_sum, step, loss, rank.'),
      ),
      el(
        'div',
        { class: 'actions' },
        this._checkButton,
        this._exampleButton,
        el('span', { class: 'file' }, el('label', { for: id('file') }, 'Or choose a file'), this._file),
      ),
      this._error,
      this._status,
      this._results,
    );
    this.shadowRoot.append(this._card);

    this._checkButton.addEventListener('click', () => this.check(this._textarea.value));
    this._exampleButton.addEventListener('click', () => {
      this._textarea.value = exampleLog;
      this._columns.value = '';
      this.check(exampleLog);
    });
    this._textarea.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        this.check(this._textarea.value);
      }
    });
    this._file.addEventListener('change', () => {
      const file = this._file.files && this._file.files[0];
      if (file) this.checkFile(file);
    });
    this._card.addEventListener('dragover', (event) => {
      if (!event.dataTransfer || ![...event.dataTransfer.types].includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      this._card.classList.add('dragging');
    });
    this._card.addEventListener('dragleave', (event) => {
      if (!this._card.contains(event.relatedTarget)) this._card.classList.remove('dragging');
    });
    this._card.addEventListener('drop', (event) => {
      this._card.classList.remove('dragging');
      const file = event.dataTransfer && event.dataTransfer.files && event.dataTransfer.files[0];
      if (!file) return;
      event.preventDefault();
      this.checkFile(file);
    });
  }

  /**
   * Reads a File or Blob and checks its bytes.
   * @param {Blob} file
   * @returns {Promise<void>}
   */
  async checkFile(file) {
    this._startLoading(`Checking ${file.name ? `${file.name} (${sizeText(file.size)})` : sizeText(file.size)}…`);
    let bytes;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      this._showError({ field: 'log', message: `could not read the file: ${error && error.message ? error.message : error}` });
      return;
    }
    await this.check(bytes, { announced: true });
  }

  /**
   * Checks a log (CSV or TSV with weighted_sum, weight_sum and optionally step) and shows the
   * answer; resolves when it is shown.
   * @param {string | Uint8Array | ArrayBuffer} log
   * @returns {Promise<void>}
   */
  async check(log, { announced = false, fromIndex, fromStep } = {}) {
    if (!this._built) {
      this._built = true;
      this._build();
    }
    if (!announced) {
      const size = typeof log === 'string' ? log.length : log.byteLength;
      this._startLoading(fromIndex === undefined && fromStep === undefined ? `Checking ${sizeText(size)}…` : 'Finding the step…');
    }
    let lab;
    try {
      lab = await FailureMap.loadLab();
      await loadImplementationNames();
    } catch (error) {
      this._showError({ field: null, message: loadFailure('The log checker', error) });
      return;
    }
    await nextFrame(); // let the status paint before the synchronous check
    let result;
    // A new log is read with the columns in the field; another window of the same log with the
    // columns it was read with.
    const again = fromIndex !== undefined || fromStep !== undefined;
    const columns = again ? this._checkedColumns : this._columns.value.trim();
    try {
      result = lab.check(log, { columns, fromIndex, fromStep });
    } catch (error) {
      this._showError(error);
      return;
    }
    this._log = log;
    this._checkedColumns = columns;
    this._render(result, fromIndex !== undefined || fromStep !== undefined ? 0 : undefined);
  }

  // Shows a step ({index, step}) in the steps table: within the answer's window, or by asking the
  // core again for the window that starts there.
  _showStep(ref) {
    const result = this._result;
    const at = result.steps ? ref.index - result.stepsFrom : -1;
    if (at >= 0 && at < result.steps.length) {
      this._pageStart = at;
      this._refreshSteps(ref.index);
      return;
    }
    this.check(this._log, { fromIndex: ref.index }).then(() => this._refreshSteps(ref.index));
  }

  _goToLabel(label) {
    const result = this._result;
    const found = result.steps ? result.steps.findIndex((s) => s.step === label) : -1;
    if (found >= 0) {
      this._showStep({ index: result.stepsFrom + found });
    } else {
      this.check(this._log, { fromStep: label });
    }
  }

  _startLoading(message) {
    setText(this._status, message);
    this._status.hidden = false;
    this.setAttribute('data-state', 'loading');
    setAttr(this, 'aria-busy', 'true');
  }

  _clearError() {
    setText(this._error, '');
    setAttr(this._textarea, 'aria-invalid', null);
    setAttr(this._textarea, 'aria-describedby', `${this._uid}-help`);
  }

  _showError(error) {
    const field = (error && error.field) || null;
    const detail = detailOf(error);
    this._error.replaceChildren(el('strong', {}, 'Not checked: '), detail);
    setAttr(this._textarea, 'aria-invalid', 'true');
    setAttr(this._textarea, 'aria-describedby', `${this._uid}-help ${this._uid}-error`);
    setText(this._status, this._result ? 'The results below are from the last log that checked.' : '');
    this._status.hidden = !this._result;
    setAttr(this, 'aria-busy', null);
    this.setAttribute('data-state', 'error');
    this._dispatch('failure-map-log-error', { field, message: detail });
  }

  _render(result, pageStart) {
    this._result = result;
    this._pageStart = pageStart || 0;
    this._clearError();
    const go = (ref) => this._showStep(ref);
    const children = [
      verdictSection(result), errorsSection(result, go), errorPlots(result, this._plotWidth()),
      trainingSection(result), warningsSection(result), this._overallTable(result),
    ].filter(Boolean);
    if (Array.isArray(result.steps) && result.steps.length) {
      children.push(this._stepsPlot(result), this._stepsTable(result));
    }
    this._results.replaceChildren(this._ruler, ...children);
    this._results.hidden = false;
    for (const wrap of this._results.querySelectorAll('.table-wrap')) fitLayout(wrap, LAYOUTS);
    setText(this._status, `Checked: ${textOf(result.batches)} micro-batches${result.stepsTotal !== undefined ? `, ${textOf(result.stepsTotal)} steps` : ''}.`);
    this._status.hidden = false;
    setAttr(this, 'aria-busy', null);
    this.setAttribute('data-state', 'ready');
    this._dispatch('failure-map-log-result', this.result);
  }

  _overallTable(result) {
    const rel = result.relative_error || {};
    return el(
      'div',
      { class: 'table-wrap', role: 'region', 'aria-label': 'Overall results' },
      el(
        'table',
        { 'data-table': 'overall' },
        el('caption', {}, `Whole log (${textOf(result.batches)} micro-batches)`),
        el('thead', {}, el('tr', {},
          el('th', { scope: 'col' }, 'Implementation'),
          el('th', { scope: 'col' }, 'Value'),
          el('th', { scope: 'col' }, 'Relative error vs the repair'))),
        el('tbody', {}, ...implementations().map((impl) => el(
          'tr',
          { 'data-impl': impl.id },
          el('th', { scope: 'row' }, el('span', { class: `key k-${impl.id}`, 'aria-hidden': 'true' }), impl.name,
            el('span', { class: 'detail' }, ` (${impl.detail})`)),
          valueCell('value', 'Value', textOf(result.results[impl.id])),
          valueCell('relative-error', 'Relative error vs the repair', impl.id === 'repair' ? '— (reference)' : textOf(rel[impl.id])),
        ))),
      ),
    );
  }

  // The steps table shows STEP_ROWS rows from _pageStart; a focused row is the one asked for.
  _refreshSteps(focusIndex) {
    const old = this._results.querySelector('.steps');
    if (!old) return;
    const table = this._stepsTable(this._result);
    old.replaceWith(table);
    fitLayout(table.querySelector('.table-wrap'), LAYOUTS);
    const row = focusIndex === undefined ? null : table.querySelector(`tr[data-index="${focusIndex}"]`);
    if (row) {
      row.classList.add('asked');
      row.scrollIntoView({ block: 'nearest' });
      row.querySelector('th').focus();
    }
  }

  _stepsTable(result) {
    const steps = result.steps;
    const from = Math.min(this._pageStart, Math.max(0, steps.length - 1));
    const shown = steps.slice(from, from + STEP_ROWS);
    const first = result.stepsFrom + from;
    const total = result.stepsTotal;
    const hasLoss = steps.some((step) => step.loss !== undefined);
    const published = implementations().filter((impl) => impl.id !== 'repair');
    const pageTo = (start) => {
      if (start >= 0 && start < steps.length) {
        this._pageStart = start;
        this._refreshSteps();
      } else {
        this.check(this._log, { fromIndex: Math.max(0, result.stepsFrom + start) });
      }
    };
    const earlier = el('button', { type: 'button', 'data-action': 'earlier', disabled: first === 0 }, 'Earlier steps');
    const later = el('button', { type: 'button', 'data-action': 'later', disabled: first + shown.length >= total }, 'Later steps');
    earlier.addEventListener('click', () => pageTo(from - STEP_ROWS));
    later.addEventListener('click', () => pageTo(from + STEP_ROWS));
    const goInput = el('input', { type: 'text', 'data-field': 'step', size: 8, 'aria-label': 'Step to show', placeholder: 'step' });
    const goButton = el('button', { type: 'button', 'data-action': 'go' }, 'Show step');
    const go = () => { if (goInput.value.trim()) this._goToLabel(goInput.value.trim()); };
    goButton.addEventListener('click', go);
    goInput.addEventListener('keydown', (event) => { if (event.key === 'Enter') go(); });
    return el(
      'div',
      { class: 'steps' },
      el('p', { class: 'note', 'data-steps-note': '' }, `Showing steps ${textOf(first + 1)}–${textOf(first + shown.length)} of ${textOf(total)} (in log order).`),
      el('div', { class: 'pager' }, earlier, later, goInput, goButton),
      el(
        'div',
        { class: 'table-wrap tall', tabindex: '0', role: 'region', 'aria-label': 'Per-step results' },
        el(
          'table',
          { 'data-table': 'steps' },
          el('caption', {}, 'Per step'),
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col' }, 'Step'),
            el('th', { scope: 'col' }, 'Micro-batches'),
            hasLoss ? el('th', { scope: 'col' }, 'Reported loss') : null,
            ...implementations().map((impl) => el('th', { scope: 'col' }, impl.name)),
            ...published.map((impl) => el('th', { scope: 'col' }, `Error, ${impl.name}`)))),
          el('tbody', {}, ...shown.map((step, k) => el(
            'tr',
            { 'data-step': step.step, 'data-index': String(first + k) },
            el('th', { scope: 'row', tabindex: '-1' }, textOf(step.step)),
            valueCell('batches', 'Micro-batches', textOf(step.batches)),
            hasLoss ? valueCell('loss', 'Reported loss', textOf(step.loss)) : null,
            ...implementations().map((impl) => valueCell(impl.id, impl.name, textOf(step.results[impl.id]))),
            ...published.map((impl) => valueCell(`error-${impl.id}`, `Error, ${impl.name}`, textOf(step.error_percent && step.error_percent[impl.id]))),
          ))),
        ),
      ),
    );
  }
}
