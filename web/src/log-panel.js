// <failure-map-log>: the run-log panel. Paste, choose or drop a training log (CSV or TSV with
// weighted_sum, weight_sum and an optional step column); the lab's check() answers what the three
// normalisations give on it, and this panel shows that answer's text as it is.
//
// No arithmetic on the data happens here: every value shown is the core's text (Python's repr);
// the plot only maps Number(text) to pixels.
//
// Bundled by scripts/lib/bundle-web.js after training-panel.js, in one scope with FailureMap,
// FMDom and LOG_PANEL_CSS (theme.css + log-panel.css). Everything lives in its own function scope;
// under node (no custom elements) it defines nothing.
//
// Attributes: theme="light|dark". Properties and methods: result (the last good check() answer),
// check(log) (text, Uint8Array or ArrayBuffer; resolves when shown), checkFile(file).
// Stable hooks: host data-state="idle|loading|ready|error" and data-fm-theme;
// textarea[data-field=log], input[data-field=file], button[data-action=check|example];
// [data-status]; [role=alert][data-error]; table[data-table=overall], tr[data-impl=ID],
// td[data-col=value|relative-error]; table[data-table=steps], tr[data-step=LABEL],
// td[data-col=batches|broken|unsuccessful-fix|repair]; [data-steps-note]; svg[data-plot=steps],
// path[data-series=ID]. Events (bubbling, composed): failure-map-log-result (detail: the answer),
// failure-map-log-error (detail {field, message}).
if (typeof customElements !== 'undefined' && !customElements.get('failure-map-log')) {
  (() => {
    const TAG = 'failure-map-log';
    const STEP_ROWS = 200;
    const css = typeof LOG_PANEL_CSS === 'string' ? LOG_PANEL_CSS : '';
    const api = () => (typeof FailureMap !== 'undefined' ? FailureMap : globalThis.FailureMap);
    const dom = FMDom;
    const { el, svg, setText, setAttr } = dom;

    const IMPLS = [
      { id: 'broken', name: 'The failure', detail: '÷ number of micro-batches', dash: '6 4' },
      { id: 'unsuccessful-fix', name: 'The unsuccessful fix', detail: 'mean of micro-batch means', dash: '2 3' },
      { id: 'repair', name: 'The repair', detail: '÷ total weight mass', dash: '' },
    ];

    // 5 steps × 3 micro-batches with uneven weights, written out (not computed).
    const EXAMPLE_LOG = [
      'step,weighted_sum,weight_sum',
      '1,12.5,10',
      '1,0.75,0.5',
      '1,48.0,40',
      '2,3.2,2',
      '2,27.9,31',
      '2,0.09,0.1',
      '3,60.5,55',
      '3,1.1,1',
      '3,0.42,0.35',
      '4,0.3,0.25',
      '4,19.8,22',
      '4,7.7,7',
      '5,88.0,80',
      '5,0.6,0.5',
      '5,2.25,3',
      '',
    ].join('\n');

    const adoptStyles = (root) => dom.adoptStyles(root, css);

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
    const textOf = (value) => (value === null || value === undefined ? '—' : String(value));

    let counter = 0;

    class FailureMapLog extends HTMLElement {
      static get observedAttributes() {
        return ['theme'];
      }

      constructor() {
        super();
        this.attachShadow({ mode: 'open' });
        adoptStyles(this.shadowRoot);
        this._uid = `fml${(counter += 1)}`;
        this._built = false;
        this._result = null;
        this._busy = false;
      }

      get result() {
        return this._result ? structuredClone(this._result) : null;
      }

      connectedCallback() {
        dom.watchTheme(this);
        this.applyTheme();
        if (!this._built) {
          this._built = true;
          this._build();
          // Built once: nothing checked yet ("loading" was the loader's, while the lab came in).
          this.setAttribute('data-state', 'idle');
        }
        dom.watchWidth(this._ruler, (width) => this._fitWidth(width));
      }

      disconnectedCallback() {
        dom.unwatchTheme(this);
        dom.unwatchWidth(this._ruler);
      }

      // The results' column changed width: the tables take the widest layout that fits and the
      // plot is drawn again at the new width (its text stays at its size, never scaled down).
      _fitWidth(width) {
        this._width = width;
        if (!this._result || this._results.hidden) return;
        for (const wrap of this._results.querySelectorAll('.table-wrap')) dom.fitLayout(wrap, LAYOUTS);
        const figure = this._results.querySelector('figure.plot');
        if (figure && this._plotWidth() !== this._drawnPlotWidth) figure.replaceWith(this._plot(this._result));
      }

      _plotWidth() {
        return Math.max(240, Math.min(PLOT_WIDTH, Math.floor(this._width || PLOT_WIDTH)));
      }

      attributeChangedCallback(name) {
        if (name === 'theme') this.applyTheme();
      }

      applyTheme() {
        setAttr(this, 'data-fm-theme', dom.resolveTheme(this));
      }

      _build() {
        const id = (name) => `${this._uid}-${name}`;
        this._textarea = el('textarea', {
          id: id('log'), 'data-field': 'log', rows: 8, spellcheck: 'false', autocomplete: 'off',
          'aria-describedby': id('help'),
          placeholder: 'step,weighted_sum,weight_sum\n1,12.5,10\n1,0.75,0.5',
        });
        this._file = el('input', { id: id('file'), type: 'file', accept: '.csv,.tsv,.txt', 'data-field': 'file' });
        this._checkButton = el('button', { type: 'button', class: 'primary', 'data-action': 'check' }, 'Check');
        this._exampleButton = el('button', { type: 'button', 'data-action': 'example' }, 'Try an example');
        this._error = el('div', { id: id('error'), class: 'field-error', role: 'alert', 'data-error': '' });
        this._status = el('p', { class: 'status', 'data-status': '', role: 'status', 'aria-live': 'polite' });
        this._results = el('div', { class: 'results', hidden: true });
        this._ruler = dom.ruler();

        this._card = el(
          'section',
          { class: 'card', 'aria-labelledby': id('title') },
          el('p', { class: 'eyebrow' }, 'Case ', el('span', { class: 'id' }, 'FA-98851'), ' · run log'),
          el('h2', { id: id('title') }, 'Check a run log'),
          el(
            'p',
            { class: 'help', id: id('help') },
            'CSV or TSV with a header naming weighted_sum and weight_sum (one row per micro-batch) and, optionally, step. ',
            'Paste it, choose a file or drop one on this panel.',
          ),
          el(
            'div',
            { class: 'field' },
            el('label', { for: id('log') }, 'Log text'),
            this._textarea,
            this._error,
          ),
          el(
            'div',
            { class: 'actions' },
            this._checkButton,
            this._exampleButton,
            el('span', { class: 'file' }, el('label', { for: id('file') }, 'Or choose a file'), this._file),
          ),
          this._status,
          this._results,
        );
        this.shadowRoot.append(this._card);

        this._checkButton.addEventListener('click', () => this.check(this._textarea.value));
        this._exampleButton.addEventListener('click', () => {
          this._textarea.value = EXAMPLE_LOG;
          this._textarea.focus();
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

      // Reads a File (or Blob) and checks its bytes.
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

      // check(log): text, Uint8Array or ArrayBuffer.
      async check(log, { announced = false } = {}) {
        if (!this._built) {
          this._built = true;
          this._build();
        }
        if (!announced) {
          const size = typeof log === 'string' ? log.length : log.byteLength;
          this._startLoading(`Checking ${sizeText(size)}…`);
        }
        let lab;
        try {
          lab = await api().loadLab();
        } catch (error) {
          this._showError({ field: null, message: `The log checker could not be loaded: ${dom.detailOf(error)}` });
          return;
        }
        await nextFrame(); // let the status paint before the synchronous check
        let result;
        try {
          result = lab.check(log);
        } catch (error) {
          this._showError(error);
          return;
        }
        this._render(result);
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
        const detail = dom.detailOf(error);
        this._error.replaceChildren(el('strong', {}, 'Not checked: '), detail);
        setAttr(this._textarea, 'aria-invalid', 'true');
        setAttr(this._textarea, 'aria-describedby', `${this._uid}-help ${this._uid}-error`);
        setText(this._status, this._result ? 'The results below are from the last log that checked.' : '');
        this._status.hidden = !this._result;
        setAttr(this, 'aria-busy', null);
        this.setAttribute('data-state', 'error');
        this.dispatchEvent(new CustomEvent('failure-map-log-error', { bubbles: true, composed: true, detail: { field, message: detail } }));
      }

      _render(result) {
        this._result = result;
        this._clearError();
        const children = [this._overallTable(result)];
        if (Array.isArray(result.steps) && result.steps.length) {
          children.push(this._plot(result), this._stepsTable(result));
        }
        this._results.replaceChildren(this._ruler, ...children);
        this._results.hidden = false;
        for (const wrap of this._results.querySelectorAll('.table-wrap')) dom.fitLayout(wrap, LAYOUTS);
        setText(this._status, `Checked: ${textOf(result.batches)} micro-batches${result.stepsTotal !== undefined ? `, ${textOf(result.stepsTotal)} steps` : ''}.`);
        this._status.hidden = false;
        setAttr(this, 'aria-busy', null);
        this.setAttribute('data-state', 'ready');
        this.dispatchEvent(new CustomEvent('failure-map-log-result', { bubbles: true, composed: true, detail: this.result }));
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
            el('tbody', {}, ...IMPLS.map((impl) => el(
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

      _stepsTable(result) {
        const steps = result.steps;
        const shown = steps.slice(0, STEP_ROWS);
        const total = textOf(result.stepsTotal !== undefined ? result.stepsTotal : steps.length);
        return el(
          'div',
          { class: 'steps' },
          el('p', { class: 'note', 'data-steps-note': '' }, `Showing ${shown.length} of ${total} steps.`),
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
                ...IMPLS.map((impl) => el('th', { scope: 'col' }, impl.name)))),
              el('tbody', {}, ...shown.map((step) => el(
                'tr',
                { 'data-step': step.step },
                el('th', { scope: 'row' }, textOf(step.step)),
                valueCell('batches', 'Micro-batches', textOf(step.batches)),
                ...IMPLS.map((impl) => valueCell(impl.id, impl.name, textOf(step.results[impl.id]))),
              ))),
            ),
          ),
        );
      }

      // The three values over the steps; x = step index, y = Number(value) (log axis when every
      // finite value is positive). Non-finite values leave a gap.
      _plot(result) {
        const steps = result.steps;
        const W = this._plotWidth();
        this._drawnPlotWidth = W;
        const H = 260;
        const left = 56;
        const right = 12;
        const top = 12;
        const bottom = 40;
        const numbers = IMPLS.map((impl) => steps.map((s) => Number(s.results[impl.id])));
        const finite = numbers.flat().filter(Number.isFinite);
        const useLog = finite.length > 0 && finite.every((v) => v > 0);
        const map = useLog ? (v) => Math.log10(v) : (v) => v;
        let lo = finite.length ? Math.min(...finite.map(map)) : 0;
        let hi = finite.length ? Math.max(...finite.map(map)) : 1;
        if (useLog) {
          lo = Math.floor(lo);
          hi = Math.ceil(hi);
        }
        if (!(hi > lo)) hi = lo + 1;
        const n = steps.length;
        const x = (i) => left + (n > 1 ? (i / (n - 1)) * (W - left - right) : (W - left - right) / 2);
        const y = (v) => top + (H - top - bottom) * (1 - (map(v) - lo) / (hi - lo));
        const round = (v) => Math.round(v * 10) / 10;
        const children = [];
        // Axes and tick labels (the extremes of the axis).
        const tickLabel = (v) => (useLog ? `1e${v}` : String(Number(v.toPrecision(4))));
        children.push(
          svg('line', { class: 'axis', x1: left, y1: top, x2: left, y2: H - bottom }),
          svg('line', { class: 'axis', x1: left, y1: H - bottom, x2: W - right, y2: H - bottom }),
          svg('text', { class: 'tick', x: left - 6, y: top + 4, 'text-anchor': 'end' }, tickLabel(hi)),
          svg('text', { class: 'tick', x: left - 6, y: H - bottom, 'text-anchor': 'end' }, tickLabel(lo)),
          svg('text', { class: 'tick', x: left, y: H - bottom + 14, 'text-anchor': 'start' }, textOf(steps[0].step)),
          svg('text', { class: 'tick', x: W - right, y: H - bottom + 14, 'text-anchor': 'end' }, textOf(steps[n - 1].step)),
          svg('text', { class: 'axis-label', x: (left + W - right) / 2, y: H - 6, 'text-anchor': 'middle' }, 'Step'),
          svg('text', { class: 'axis-label', x: 12, y: (top + H - bottom) / 2, 'text-anchor': 'middle', transform: `rotate(-90 12 ${(top + H - bottom) / 2})` },
            useLog ? 'Value (log scale)' : 'Value'),
        );
        IMPLS.forEach((impl, k) => {
          let d = '';
          let pen = false;
          numbers[k].forEach((v, i) => {
            if (!Number.isFinite(v)) {
              pen = false;
              return;
            }
            d += `${pen ? 'L' : 'M'}${round(x(i))},${round(y(v))}`;
            pen = true;
          });
          children.push(svg('path', { class: `series s-${impl.id}`, 'data-series': impl.id, d, 'stroke-dasharray': impl.dash || null }));
        });
        const total = textOf(result.stepsTotal !== undefined ? result.stepsTotal : n);
        const label = `Line plot of the three values over ${n} steps${useLog ? ' on a log scale' : ''}: ` +
          `${IMPLS.map((impl) => impl.name).join(', ')}. The per-step table below has the numbers.`;
        const figure = el(
          'figure',
          { class: 'plot' },
          svg('svg', { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', 'aria-label': label, 'data-plot': 'steps', preserveAspectRatio: 'xMidYMid meet' }, ...children),
          el('figcaption', {},
            el('ul', { class: 'legend', 'data-legend': 'steps' }, ...IMPLS.map((impl) => el('li', {},
              svg('svg', { class: 'swatch', viewBox: '0 0 36 10', width: 36, height: 10, 'aria-hidden': 'true', focusable: 'false' },
                svg('path', { class: `series s-${impl.id}`, d: 'M1,5H35', 'stroke-dasharray': impl.dash || null })),
              `${impl.name} (${impl.dash ? (impl.dash === '6 4' ? 'dashed' : 'dotted') : 'solid'})`)))),
        );
        if (String(total) !== String(n)) {
          figure.append(el('p', { class: 'note' }, `The plot covers the first ${n} of ${total} steps.`));
        }
        return figure;
      }
    }

    customElements.define(TAG, FailureMapLog);
  })();
}
