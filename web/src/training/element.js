// <failure-map-training>: the training panel. It trains the lab's toy model (weighted linear
// regression, one batch of 64 examples with uneven weights split into K micro-batches) under the
// four normalisations and plots what the lab answers: the loss per step at the chosen K, and the
// distance of each strategy's trained parameters to the full-batch run for K = 1..32.
//
// Every number shown comes from one FailureMap.loadLab() train() call per change; this file only
// maps values to pixels, picks the first non-finite value of a diverged run and formats numbers
// for display (toPrecision). Settings travel as text: whether "0.1" is a valid learning rate is
// the core's answer, shown at its field. Its public surface is the JSDoc of the class below (the
// package's custom-elements.json is generated from it).
import { FailureMap } from '../api.js';
import { el, errorLine, setText, setAttr, detailOf, fromMarkup, loadFailure } from '../shared/dom.js';
import { FailureMapElement } from '../shared/base-element.js';
import { panelCss, themeCss } from '../shared/styles.js';
import trainingCss from './element.css';
import settingsCss from './settings.css';
import chartCss from './chart.css';
import tablesCss from './tables.css';
import frameworksCss from './frameworks.css';
import mediaCss from './media.css';
import intro from './intro.html';
import { Chart } from './chart.js';
import { lossChartData, sweepChartData } from './chart-data.js';
import { divergedAt, formatDistance } from './format.js';
import { frameworksSection } from './frameworks.js';
import { DEFAULTS, FIELDS, MAX_K, SettingsForm } from './settings.js';
import { strategyInfo } from './strategies.js';
import { loadImplementationNames } from '../shared/implementation-names.js';
import { FinalTable, SweepTable } from './tables.js';

// The shadow root's style sheet: the palette, then this panel's rules, in cascade order.
const STYLE = themeCss + panelCss + trainingCss + settingsCss + chartCss + tablesCss + frameworksCss + mediaCss;
const TYPING_DELAY_MS = 250; // typed text waits this long; sliders recompute once per frame
const ANNOUNCE_DELAY_MS = 700; // the polite summary follows the last change by this much

/**
 * Defined by failure-map-lab.js, which failure-map.js loads from beside itself when a page shows
 * the panel. Stable hooks (see docs/training.md): host data-state="loading|ready|error" and
 * data-fm-theme; svg[data-plot=loss|sweep], path[data-series=ID], g[data-current-k];
 * [data-readout=loss|sweep]; input[data-field=...]; table[data-table=final|sweep|wild],
 * tr[data-strategy=ID], tr[data-k=K], td[data-col=...] with data-value (the number as JS prints it).
 *
 * @summary The toy model's training panel: loss per step and the distance to full batch for K = 1..32, under the four normalisations.
 * @tagname failure-map-training
 * @csspart card - The element's card (border, background, shadow).
 * @attr {string} [accum="4"] - K, the micro-batches per step (initial setting, as text; changing it updates the control and recomputes).
 * @attr {string} [steps="50"] - Training steps.
 * @attr {string} [lr="0.1"] - Learning rate.
 * @attr {string} [unevenness="0.5"] - How uneven the micro-batches' masses are.
 * @attr {string} [seed="1"] - The synthetic data set's seed.
 * @attr {'light' | 'dark'} theme - Forces a theme; anything else (or none) follows the page's theme switch, then prefers-color-scheme.
 * @attr {'eager' | 'lazy'} [loading="eager"] - lazy: the lab module loads when the panel scrolls into view, or when load() is called.
 * @fires {CustomEvent<{ settings: TrainingPanelSettings; timing: TrainingTiming }>} failure-map-training-ready - Once, after the first render (also the performance mark failure-map-training:ready). Bubbles and is composed.
 * @fires {CustomEvent<{ settings: TrainingPanelSettings; timing: TrainingTiming }>} failure-map-training-update - After every render. Bubbles and is composed.
 * @fires {CustomEvent<{ field: string | null; message: string }>} failure-map-training-error - On each error, and when the lab cannot be loaded. Bubbles and is composed.
 * @cssprop --fm-series-full-batch - the full-batch reference line
 * @cssprop --fm-series-broken - the failure's series (dashed)
 * @cssprop --fm-series-unsuccessful-fix - the unsuccessful fix's series (dotted)
 * @cssprop --fm-series-repair - the repair's series
 * @cssprop --fm-grid - grid lines
 * @cssprop --fm-current - the chosen K's line, rings and label
 */
export class FailureMapTraining extends FailureMapElement {
  static tag = 'failure-map-training';

  static get observedAttributes() {
    return ['theme', ...FIELDS];
  }

  constructor() {
    super(STYLE);
    this._built = false;
    this._lab = null;
    this._loading = null;
    this._result = null; // the last good train() answer
    this._shownSettings = null; // and the settings that produced it
    this._timing = null;
    this._dirty = false;
    this._frameRequest = 0;
    this._typingTimer = null;
    this._announceTimer = null;
    this._observer = null;
    this._resizeObserver = null;
    this._resizeFrame = 0;
    this._numbersShown = false;
  }

  // ---- Public surface.
  /** @type {{ accum: string; steps: string; lr: string; unevenness: string; seed: string }} The controls' text. */
  get settings() {
    return this._built ? this._settingsForm.values() : this._attributeSettings();
  }

  /** @type {TrainingResult | null} The last good train() answer (a copy). */
  get result() {
    return this._result ? structuredClone(this._result) : null;
  }

  /** @type {{ computeMs: number; renderMs: number; totalMs: number } | null} The last recompute's timing. */
  get timing() {
    return this._timing ? { ...this._timing } : null;
  }

  /**
   * Starts loading the lab module (what loading="lazy" waits for); resolves when the first answer
   * is on show or has failed.
   * @returns {Promise<void>}
   */
  load() {
    if (!this._loading) {
      this._stopObserving();
      this._loading = Promise.resolve()
        .then(() => Promise.all([FailureMap.loadLab(), loadImplementationNames()]))
        .then(
          ([lab]) => {
            this._lab = lab;
            this._status.hidden = true;
            this._recompute();
          },
          (error) => this._loadFailed(error),
        );
    }
    return this._loading;
  }

  /**
   * Recomputes now with the controls' settings (no debounce); returns the timing, or null before
   * the lab has loaded.
   * @returns {{ computeMs: number; renderMs: number; totalMs: number } | null}
   */
  recompute() {
    if (!this._lab) return null;
    this._recompute();
    return this.timing;
  }

  _attributeValue(field) {
    return this.hasAttribute(field) ? this.getAttribute(field) : DEFAULTS[field];
  }

  // The settings the attributes give (the defaults for those absent).
  _attributeSettings() {
    const settings = {};
    for (const field of FIELDS) settings[field] = this._attributeValue(field);
    return settings;
  }

  connectedCallback() {
    super.connectedCallback();
    if (!this._built) {
      this._built = true;
      this._buildShell();
    }
    this._observeSize();
    if (this._loading) return;
    if (this.getAttribute('loading') === 'lazy' && typeof IntersectionObserver === 'function') {
      this._setState('loading');
      this._observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.load();
      }, { rootMargin: '200px' });
      this._observer.observe(this);
    } else {
      this.load();
    }
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this._stopObserving();
    if (this._resizeObserver) {
      this._resizeObserver.disconnect();
      this._resizeObserver = null;
    }
    if (this._frameRequest) cancelAnimationFrame(this._frameRequest);
    if (this._resizeFrame) cancelAnimationFrame(this._resizeFrame);
    this._frameRequest = 0;
    this._resizeFrame = 0;
    clearTimeout(this._typingTimer);
    clearTimeout(this._announceTimer);
  }

  _attributeChanged(name, oldValue, newValue) {
    if (!this._built || oldValue === newValue) return;
    this._settingsForm.set(name, this._attributeValue(name));
    if (this._lab) this._schedule('frame');
  }

  _stopObserving() {
    if (this._observer) {
      this._observer.disconnect();
      this._observer = null;
    }
  }

  // ---- Shell.
  _buildShell() {
    this._status = el('p', { class: 'status', role: 'status' }, 'Loading the training model…');
    this._alert = el('div', { class: 'alert', role: 'alert', hidden: true });
    this._live = el('p', { class: 'visually-hidden', role: 'status' });
    this._settingsLine = el('p', { class: 'settings-line', 'data-settings': '' });
    this._stale = el('p', { class: 'stale', hidden: true });
    this._settingsForm = new SettingsForm(this._attributeSettings(), (kind) => this._schedule(kind));

    this._lossChart = new Chart({
      kind: 'loss',
      title: 'Loss per step',
      subtitle: 'at the chosen K',
      hint: 'Hover, or focus and use the arrow keys (Home, End, Page Up, Page Down) to read each step.',
    });
    this._sweepChart = new Chart({
      kind: 'sweep',
      title: 'Distance to the full-batch parameters',
      subtitle: `after training, for K = 1 to ${MAX_K}`,
      hint: 'Hover, or focus and use the arrow keys to read each K; click or press Enter to choose that K.',
      onPick: (index) => this._pickK(index),
    });
    this._plots = el('div', { class: 'plots', 'data-stale': 'false' }, this._lossChart.element, this._sweepChart.element);

    this._numbersButton = el('button', { type: 'button', class: 'numbers-toggle', 'aria-pressed': 'false', 'aria-controls': 'fmt-numbers' }, 'Show numbers');
    this._numbersButton.addEventListener('click', () => this._toggleNumbers());
    this._finalTable = new FinalTable();
    this._sweepTable = new SweepTable();
    this._numbers = el(
      'div',
      { class: 'numbers', id: 'fmt-numbers', 'data-shown': 'false' },
      this._finalTable.wrap,
      this._sweepTable.wrap,
    );

    this._card = el(
      'article',
      { class: 'card', part: 'card', 'aria-labelledby': 'fmt-title' },
      ...fromMarkup(intro),
      this._status,
      this._alert,
      this._live,
      this._settingsForm.section,
      this._settingsLine,
      this._stale,
      this._plots,
      el('div', { class: 'numbers-bar' }, this._numbersButton),
      this._numbers,
      frameworksSection(),
    );
    this.shadowRoot.append(this._card);
    this._setState('loading');
  }

  _pickK(index) {
    if (!this._result) return;
    const k = String(this._result.sweep.accum[index]);
    this._settingsForm.set('accum', k);
    this._schedule('frame');
  }

  _toggleNumbers() {
    this._numbersShown = !this._numbersShown;
    setAttr(this._numbers, 'data-shown', this._numbersShown ? 'true' : 'false');
    setAttr(this._numbersButton, 'aria-pressed', this._numbersShown ? 'true' : 'false');
    setText(this._numbersButton, this._numbersShown ? 'Hide numbers' : 'Show numbers');
    // The scrolling regions are focusable only while they can be seen.
    for (const wrap of this._numbers.querySelectorAll('.table-wrap')) setAttr(wrap, 'tabindex', this._numbersShown ? '0' : null);
  }

  // ---- Recomputing: at most once per frame while a slider moves, after a pause while typing.
  _schedule(kind) {
    this._dirty = true;
    if (!this._lab) return;
    this._setState('loading');
    if (kind === 'typing') {
      clearTimeout(this._typingTimer);
      this._typingTimer = setTimeout(() => {
        this._typingTimer = null;
        this._requestFrame();
      }, TYPING_DELAY_MS);
      return;
    }
    this._requestFrame();
  }

  _requestFrame() {
    if (this._frameRequest) return;
    this._frameRequest = requestAnimationFrame(() => {
      this._frameRequest = 0;
      if (this._dirty) this._recompute();
    });
  }

  _recompute() {
    this._dirty = false;
    clearTimeout(this._typingTimer);
    this._typingTimer = null;
    const settings = this.settings;
    const started = performance.now();
    let result;
    // The sweep over K = 1..32 does not depend on K: when only K moved, keep the last one.
    const sweepKey = [settings.steps, settings.seed, settings.lr, settings.unevenness].join('|');
    const reuseSweep = this._result && this._sweepKey === sweepKey;
    try {
      result = this._lab.train(settings, { maxAccum: MAX_K, sweep: !reuseSweep });
    } catch (error) {
      this._showError(error);
      return;
    }
    if (reuseSweep) result.sweep = this._result.sweep;
    this._sweepKey = sweepKey;
    if (!result.sweep.accum.includes(result.run.accum)) {
      const error = new Error(`the plots show K from ${result.sweep.accum[0]} to ${result.sweep.accum[result.sweep.accum.length - 1]}`);
      error.field = 'accum';
      this._showError(error);
      return;
    }
    const computed = performance.now();
    this._result = result;
    this._shownSettings = settings;
    this._render();
    const rendered = performance.now();
    this._timing = { computeMs: computed - started, renderMs: rendered - computed, totalMs: rendered - started };
    this._settingsForm.clearError();
    this._alert.hidden = true;
    this._status.hidden = true;
    this._stale.hidden = true;
    setAttr(this._plots, 'data-stale', 'false');
    this._setState('ready');
    this._scheduleAnnouncement();
    const detail = { settings: { ...settings }, timing: { ...this._timing } };
    this._readyOnce('failure-map-training:ready', 'failure-map-training-ready', detail);
    this._dispatch('failure-map-training-update', detail);
  }

  _settingsText(settings) {
    return `K = ${settings.accum} · ${settings.steps} steps · learning rate ${settings.lr} · unevenness ${settings.unevenness} · seed ${settings.seed}`;
  }

  // ---- Rendering the last good answer.
  _render() {
    const { run, sweep } = this._result;
    const settings = this._shownSettings;
    setText(this._settingsLine, this._settingsText(settings));
    this._runs = run.strategies.map((s) => ({
      id: s.id, values: s.loss, distance: s.param_distance, diverged: divergedAt(s.loss),
    }));
    this._lossData = lossChartData(run, this._runs);
    this._sweepData = sweepChartData(run, sweep, this._runs, settings);
    this._drawCharts();
    this._finalTable.fill(this._runs, `At the chosen settings: ${this._settingsText(settings)}`);
    this._sweepTable.fill(sweep, run.accum, this._sweepData.sweepSeries,
      `Distance to the full-batch parameters after ${settings.steps} steps, for each K (chosen: K = ${run.accum})`);
  }

  _drawCharts() {
    if (!this._lossData) return;
    for (const chart of [this._lossChart, this._sweepChart]) chart.setWidth(chart.frame.clientWidth || 560);
    this._lossChart.render(this._lossData);
    this._sweepChart.render(this._sweepData);
  }

  // Plots are drawn at their box's width (text stays legible at 320 px); a resize redraws
  // them, once per frame, without recomputing.
  _observeSize() {
    if (this._resizeObserver || typeof ResizeObserver !== 'function') return;
    this._resizeObserver = new ResizeObserver(() => {
      if (this._resizeFrame) return;
      this._resizeFrame = requestAnimationFrame(() => {
        this._resizeFrame = 0;
        for (const chart of [this._lossChart, this._sweepChart]) {
          if (chart.setWidth(chart.frame.clientWidth || 560)) chart.redraw();
        }
      });
    });
    this._resizeObserver.observe(this._lossChart.frame);
    this._resizeObserver.observe(this._sweepChart.frame);
  }

  // ---- Announcements and errors.
  _scheduleAnnouncement() {
    clearTimeout(this._announceTimer);
    this._announceTimer = setTimeout(() => {
      if (!this._result) return;
      const { run } = this._result;
      setText(
        this._live,
        `Updated for K = ${run.accum}. Distance to full batch: ${this._runs
          .filter((r) => r.id !== 'full-batch')
          .map((r) => `${strategyInfo(r.id).short} ${formatDistance(r.distance)}`)
          .join(', ')}.`,
      );
    }, ANNOUNCE_DELAY_MS);
  }

  _showError(error) {
    const field = (error && error.field) || null;
    const detail = detailOf(error);
    clearTimeout(this._announceTimer);
    const fieldName = this._settingsForm.showError(field, detail);
    if (fieldName) {
      setText(this._live, `Not updated. ${fieldName}: ${detail}`);
      this._alert.hidden = true;
    } else {
      this._alert.replaceChildren(errorLine(field ? `${field}: ${detail}` : detail));
      this._alert.hidden = false;
    }
    if (this._result) {
      setText(this._stale, `Showing the last valid settings (${this._settingsText(this._shownSettings)}) until the one marked in error is fixed.`);
      this._stale.hidden = false;
      setAttr(this._plots, 'data-stale', 'true');
    }
    this._setState('error');
    this._dispatch('failure-map-training-error', { field, message: detail });
  }

  _loadFailed(error) {
    const message = loadFailure('The training model', error);
    this._status.hidden = true;
    this._alert.replaceChildren(errorLine(message));
    this._alert.hidden = false;
    this._setState('error');
    this._dispatch('failure-map-training-error', { field: null, message });
  }
}
