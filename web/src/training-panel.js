// <failure-map-training>: the training panel. It trains the lab's toy model (weighted linear
// regression, one batch of 64 examples with uneven weights split into K micro-batches) under the
// four normalisations and plots what the lab answers: the loss per step at the chosen K, and the
// distance of each strategy's trained parameters to the full-batch run for K = 1..32.
//
// Every number shown comes from one FailureMap.loadLab() train() call per change; this file only
// maps values to pixels, picks the first non-finite value of a diverged run and formats numbers
// for display (toPrecision). Settings travel as text: whether "0.1" is a valid learning rate is
// the core's answer, shown at its field.
//
// Bundled by scripts/lib/bundle-web.js after element.js, in one scope with FailureMap, FMDom and
// TRAINING_PANEL_CSS (the contents of training-panel.css). Everything below lives in its own
// function scope, so it adds no name to the bundle; under node (no custom elements) it defines
// nothing.
//
// Attributes: accum, steps, lr, unevenness, seed (initial settings, as text; changing one updates
// the control and recomputes), theme="light|dark", loading="eager|lazy" (lazy: the lab module
// loads when the panel scrolls into view, or when load() is called).
// Properties and methods: settings (the controls' text), result (the last good train() answer),
// timing ({computeMs, renderMs, totalMs} of the last recompute), load(), recompute().
// Stable hooks: host data-state="loading|ready|error" and data-fm-theme; svg[data-plot=loss|sweep],
// path[data-series=ID], g[data-current-k]; [data-readout=loss|sweep]; input[data-field=...];
// table[data-table=final|sweep|wild], tr[data-strategy=ID], tr[data-k=K], td[data-col=...] with
// data-value (the number as JS prints it). Events (bubbling, composed): failure-map-training-ready
// (once, after the first render; performance mark "failure-map-training:ready"),
// failure-map-training-update (after every render; detail {settings, timing}),
// failure-map-training-error (detail {field, message}).
if (typeof customElements !== 'undefined' && !customElements.get('failure-map-training')) {
  (() => {
    const TAG = 'failure-map-training';
    const MAX_K = 32;
    const TYPING_DELAY_MS = 250; // typed text waits this long; sliders recompute once per frame
    const ANNOUNCE_DELAY_MS = 700; // the polite summary follows the last change by this much
    const css = typeof TRAINING_PANEL_CSS === 'string' ? TRAINING_PANEL_CSS : '';
    const api = () => (typeof FailureMap !== 'undefined' ? FailureMap : globalThis.FailureMap);

    const DEFAULTS = { accum: '4', steps: '50', lr: '0.1', unevenness: '0.5', seed: '1' };
    const FIELDS = ['accum', 'steps', 'lr', 'unevenness', 'seed'];
    const FIELD_NAMES = {
      accum: 'Micro-batches, K',
      steps: 'Steps',
      lr: 'Learning rate',
      unevenness: 'Unevenness',
      seed: 'Seed',
    };

    // Display only: names, line style and marker of each strategy the lab returns.
    const STRATEGIES = {
      'full-batch': { label: 'Full batch (reference)', name: 'Full batch', short: 'full batch', marker: 'none' },
      broken: { label: 'The failure: ÷ number of micro-batches', name: 'The failure', short: 'the failure', marker: 'square' },
      'unsuccessful-fix': { label: 'The unsuccessful fix: mean of micro-batch means', name: 'The unsuccessful fix', short: 'unsuccessful fix', marker: 'triangle' },
      repair: { label: 'The repair: ÷ total weight mass', name: 'The repair', short: 'the repair', marker: 'circle' },
    };
    const strategyInfo = (id) => STRATEGIES[id] || { label: id, name: id, short: id, marker: 'circle' };

    // Elements, text, attributes and the constructable style sheet: the case widget's helpers
    // (element-dom.js); nothing is parsed as markup.
    const { el, svg, errorLine, setText, setAttr } = FMDom;
    const adoptStyles = (root) => FMDom.adoptStyles(root, css);

    // The theme: the case widget's watcher (explicit attribute, the host page's theme switch,
    // the background the page shows behind the panel).
    const theme = FMDom;

    function detailOf(error) {
      const field = error && error.field;
      let detail = error && error.message ? String(error.message) : String(error);
      while (field && detail.startsWith(`${field}: `)) detail = detail.slice(field.length + 2);
      return detail;
    }

    // ---- Number formatting (display only).
    function formatNumber(value) {
      if (Number.isNaN(value)) return 'NaN';
      if (value === Infinity) return '∞';
      if (value === -Infinity) return '−∞';
      if (value === 0) return '0';
      return value.toPrecision(4);
    }

    function formatDistance(value) {
      if (value === 0) return '0 (exact)';
      if (!Number.isFinite(value)) return `${formatNumber(value)} (diverged)`;
      return formatNumber(value);
    }

    // The first step whose loss is not a finite number (1-based), or 0: inspection, not arithmetic
    // of the model.
    function divergedAt(values) {
      const index = values.findIndex((value) => !Number.isFinite(value));
      return index < 0 ? 0 : index + 1;
    }

    const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
    function decadeLabel(exponent) {
      if (exponent >= -2 && exponent <= 3) return String(Number(`1e${exponent}`));
      return `10${String(exponent).replace(/[-0-9]/g, (c) => SUPERSCRIPT[c])}`;
    }

    // ---- Scales (presentation: values to pixels).
    function niceStep(span, count) {
      const raw = span / Math.max(1, count);
      const power = 10 ** Math.floor(Math.log10(raw));
      const fraction = raw / power;
      const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
      return nice * power;
    }

    function linearTicks(min, max, count) {
      if (!(max > min)) {
        const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
        min -= pad;
        max += pad;
      }
      const step = niceStep(max - min, count);
      const first = Math.floor(min / step) * step;
      const last = Math.ceil(max / step) * step;
      const ticks = [];
      for (let i = 0; first + i * step <= last + step * 1e-9; i += 1) ticks.push(Number((first + i * step).toPrecision(12)));
      return { min: first, max: last, ticks };
    }

    // x ticks over whole numbers from..to, always showing the first value.
    function integerTicks(from, to, width) {
      const count = Math.max(2, Math.floor(width / 56));
      if (to <= from) return [from];
      const step = Math.max(1, Math.ceil(niceStep(to - from, count)));
      const ticks = [from];
      for (let value = Math.ceil((from + 1) / step) * step; value <= to; value += step) {
        if (value - ticks[ticks.length - 1] >= step * 0.6) ticks.push(value);
      }
      return ticks;
    }

    function tickNumber(value) {
      return String(Number(value.toPrecision(6)));
    }

    // m × 10^e as a tick label: plain between 0.01 and 1000, else with a power of ten.
    function logLabel(mantissa, exponent) {
      if (exponent >= -2 && exponent <= 3) return tickNumber(mantissa * 10 ** exponent);
      return mantissa === 1 ? decadeLabel(exponent) : `${mantissa}×${decadeLabel(exponent)}`;
    }

    // A y scale over the series' values: linear, or log when they span more than `logAbove`
    // times (always, for distances). On a log axis values at or below zero sit on its floor ("0").
    function yScale(series, { log, logAbove, height, top }) {
      const finite = [];
      let hasZero = false;
      for (const s of series) {
        for (const value of s.values) {
          if (!Number.isFinite(value)) continue;
          finite.push(value);
          if (value <= 0) hasZero = true;
        }
      }
      const positive = finite.filter((value) => value > 0);
      const minPos = positive.length ? Math.min(...positive) : 0;
      const maxPos = positive.length ? Math.max(...positive) : 0;
      const useLog = log || (!hasZero && positive.length > 0 && maxPos / minPos > logAbove);
      if (!useLog) {
        const range = linearTicks(finite.length ? Math.min(...finite) : 0, finite.length ? Math.max(...finite) : 1, Math.max(2, Math.floor(height / 48)));
        const y = (value) => top + height - ((value - range.min) / (range.max - range.min)) * height;
        return { log: false, y, ticks: range.ticks.map((value) => ({ value, y: y(value), label: tickNumber(value) })) };
      }
      const rawLow = positive.length ? Math.log10(minPos) : -17;
      const rawHigh = positive.length ? Math.log10(maxPos) : 0;
      const fine = !hasZero && rawHigh - rawLow <= 3;
      // Candidate ticks m × 10^e (m = 1, 2, 5 on a short axis), from just below to just above.
      const mantissas = fine ? [1, 2, 5] : [1];
      const candidates = [];
      for (let e = Math.floor(rawLow) - 1; e <= Math.ceil(rawHigh) + 1; e += 1) {
        for (const m of mantissas) candidates.push({ m, e, log: Math.log10(m) + e });
      }
      const below = candidates.filter((c) => c.log <= rawLow + 1e-12);
      const above = candidates.filter((c) => c.log >= rawHigh - 1e-12);
      let low = below.length ? below[below.length - 1].log : Math.floor(rawLow);
      let high = above.length ? above[0].log : Math.ceil(rawHigh);
      if (!fine) {
        low = Math.floor(rawLow);
        high = Math.ceil(rawHigh);
      }
      if (high <= low) high = low + 1;
      const floor = hasZero ? Math.floor(low) - 1 : low;
      const span = high - floor;
      const toY = (exponent) => top + height - ((exponent - floor) / span) * height;
      const y = (value) => toY(value > 0 ? Math.max(floor, Math.log10(value)) : floor);
      const ticks = [];
      if (fine) {
        const inside = candidates.filter((c) => c.log >= low - 1e-12 && c.log <= high + 1e-12);
        const every = Math.max(1, Math.ceil(inside.length / Math.max(2, Math.floor(height / 26))));
        inside.forEach((c, index) => {
          if ((inside.length - 1 - index) % every === 0) ticks.push({ value: c.m * 10 ** c.e, y: toY(c.log), label: logLabel(c.m, c.e) });
        });
      } else {
        const every = Math.max(1, Math.ceil(span / Math.max(1, Math.floor(height / 26))));
        for (let exponent = high; exponent > floor; exponent -= every) {
          ticks.push({ value: 10 ** exponent, y: toY(exponent), label: decadeLabel(exponent) });
        }
        if (hasZero) ticks.push({ value: 0, y: toY(floor), label: '0', zero: true });
        else if (ticks[ticks.length - 1].value !== 10 ** floor) ticks.push({ value: 10 ** floor, y: toY(floor), label: decadeLabel(floor) });
      }
      return { log: true, y, ticks, hasZero };
    }

    // ---- Markers: shape (with the dash pattern) tells the strategies apart, not colour alone.
    function marker(shape, x, y, r, className) {
      const attrs = { class: className };
      if (shape === 'square') return svg('rect', { ...attrs, x: x - r * 0.9, y: y - r * 0.9, width: r * 1.8, height: r * 1.8 });
      if (shape === 'triangle') {
        return svg('path', { ...attrs, d: `M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}Z` });
      }
      if (shape === 'cross') return svg('path', { ...attrs, d: `M${x - r},${y - r}L${x + r},${y + r}M${x + r},${y - r}L${x - r},${y + r}` });
      if (shape === 'circle') return svg('circle', { ...attrs, cx: x, cy: y, r });
      return null;
    }

    const round = (value) => Math.round(value * 10) / 10;

    function swatch(id) {
      const shape = strategyInfo(id).marker;
      return svg(
        'svg',
        { class: 'swatch', viewBox: '0 0 36 14', width: 36, height: 14, 'aria-hidden': 'true', focusable: 'false' },
        svg('path', { class: `line s-${id}`, d: 'M1,7H35' }),
        marker(shape, 18, 7, 3.6, `mark s-${id}`),
      );
    }

    // ---- One plot: a focusable frame around an SVG role="img", its legend and its readout. The
    // cursor moves with the pointer and with the arrow keys; the readout says what is under it.
    class Chart {
      // {kind, title, subtitle, onPick(index)}
      constructor({ kind, title, subtitle, hint, onPick }) {
        this.kind = kind;
        this._onPick = onPick || null;
        this._data = null;
        this._cursor = null; // index into data.xs, or null (the readout shows data.defaultIndex)
        this._width = 0;
        const titleId = `fmt-${kind}-title`;
        const readoutId = `fmt-${kind}-readout`;
        const hintId = `fmt-${kind}-hint`;
        this.legend = el('ul', { class: 'legend', 'data-legend': kind });
        this.svg = svg('svg', { class: 'chart', 'data-plot': kind, role: 'img', 'aria-label': title });
        this.frame = el(
          'div',
          {
            class: 'plot-frame',
            tabindex: '0',
            role: 'group',
            'aria-labelledby': titleId,
            'aria-describedby': `${hintId} ${readoutId}`,
          },
          this.svg,
        );
        this.readout = el('p', { class: 'readout', id: readoutId, 'data-readout': kind, 'aria-live': 'polite' });
        this.note = el('p', { class: 'plot-note', 'data-note': kind });
        this.element = el(
          'figure',
          { class: 'plot', 'data-figure': kind, 'aria-labelledby': titleId },
          el('figcaption', {}, el('span', { class: 'plot-title', id: titleId }, title), el('span', { class: 'plot-sub' }, subtitle)),
          this.legend,
          this.frame,
          this.readout,
          el('p', { class: 'hint', id: hintId }, hint),
          this.note,
        );
        this._listen();
      }

      get width() {
        return this._width;
      }

      // Returns true when the width changed enough to redraw.
      setWidth(width) {
        const rounded = Math.max(200, Math.round(width));
        if (Math.abs(rounded - this._width) < 1) return false;
        this._width = rounded;
        return true;
      }

      // data: {xs, series: [{id, values, diverged}], log, highlight (index|null), defaultIndex,
      // xLabel, yLabel, summary, readout(index) -> text, legendNotes: {id: text}, notes: [text]}
      render(data) {
        this._data = data;
        if (this._cursor !== null && this._cursor >= data.xs.length) this._cursor = data.xs.length - 1;
        this._draw();
        this._fillLegend();
        setText(this.note, data.notes.join(' '));
        this.note.hidden = data.notes.length === 0;
        this._showReadout();
      }

      redraw() {
        if (this._data) this._draw();
      }

      _layout() {
        const width = this._width || 560;
        const narrow = width < 420;
        const height = narrow ? 230 : 270;
        const margin = { top: 36, right: narrow ? 10 : 16, bottom: 42, left: narrow ? 50 : 60 };
        return { width, height, margin, plotW: width - margin.left - margin.right, plotH: height - margin.top - margin.bottom };
      }

      _draw() {
        const data = this._data;
        const { width, height, margin, plotW, plotH } = this._layout();
        const xs = data.xs;
        const x0 = xs[0];
        const x1 = xs[xs.length - 1];
        const x = (value) => margin.left + (x1 === x0 ? plotW / 2 : ((value - x0) / (x1 - x0)) * plotW);
        const scale = yScale(data.series, { log: data.log, logAbove: data.logAbove || Infinity, height: plotH, top: margin.top });
        this._geometry = { margin, plotW, plotH, width, height, x, xs };
        const bottom = margin.top + plotH;

        const grid = svg('g', { class: 'grid' });
        const axes = svg('g', { class: 'axes' });
        for (const tick of scale.ticks) {
          const y = round(tick.y);
          if (!tick.zero) grid.append(svg('line', { x1: margin.left, x2: margin.left + plotW, y1: y, y2: y }));
          axes.append(
            svg('line', { class: 'tick', x1: margin.left - 4, x2: margin.left, y1: y, y2: y }),
            svg('text', { class: `tick-label${tick.zero ? ' zero' : ''}`, x: margin.left - 7, y, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, tick.label),
          );
        }
        for (const value of integerTicks(x0, x1, plotW)) {
          const px = round(x(value));
          axes.append(
            svg('line', { class: 'tick', x1: px, x2: px, y1: bottom, y2: bottom + 4 }),
            svg('text', { class: 'tick-label', x: px, y: bottom + 16, 'text-anchor': 'middle' }, String(value)),
          );
        }
        axes.append(
          svg('path', { class: 'axis', d: `M${margin.left},${margin.top}V${bottom}H${margin.left + plotW}` }),
          svg('text', { class: 'axis-label', x: margin.left + plotW / 2, y: height - 6, 'text-anchor': 'middle' }, data.xLabel),
          svg('text', { class: 'axis-label', x: 4, y: 13, 'text-anchor': 'start' }, scale.log ? `${data.yLabel} (log scale)` : data.yLabel),
        );
        if (scale.log && scale.hasZero) {
          // A log axis has no zero: exact zeros are drawn on this dashed floor line.
          axes.append(svg('line', { class: 'floor', x1: margin.left, x2: margin.left + plotW, y1: bottom, y2: bottom }));
        }

        const lines = svg('g', { class: 'series-lines' });
        const marks = svg('g', { class: 'series-marks' });
        const diverged = svg('g', { class: 'diverged-marks' });
        const markerEvery = data.markers === 'all' ? 1 : Math.max(1, Math.ceil(xs.length / Math.max(4, Math.floor(plotW / 45))));
        data.series.forEach((series, seriesIndex) => {
          const info = strategyInfo(series.id);
          let d = '';
          let pen = false;
          const points = [];
          series.values.forEach((value, index) => {
            if (!Number.isFinite(value)) {
              pen = false;
              return;
            }
            const px = round(x(xs[index]));
            const py = round(scale.y(value));
            d += `${pen ? 'L' : 'M'}${px},${py}`;
            pen = true;
            points.push([index, px, py]);
          });
          lines.append(svg('path', { class: `line s-${series.id}`, d: d || 'M0,0', 'data-series': series.id }));
          if (info.marker !== 'none') {
            const offset = Math.floor((markerEvery * seriesIndex) / Math.max(1, data.series.length));
            const group = svg('g', { 'data-series-marks': series.id });
            for (const [index, px, py] of points) {
              if (markerEvery === 1 || (index + offset) % markerEvery === 0) group.append(marker(info.marker, px, py, 3.4, `mark s-${series.id}`));
            }
            marks.append(group);
          }
          // Non-finite values: a cross at the top edge where the run left the numbers.
          series.values.forEach((value, index) => {
            if (Number.isFinite(value)) return;
            if (data.markers !== 'all' && index + 1 !== series.diverged) return;
            diverged.append(marker('cross', round(x(xs[index])), margin.top + 4 + seriesIndex * 3, 4, `cross s-${series.id}`));
          });
        });

        const overlay = svg('g', { class: 'overlay' });
        if (data.highlight !== null && data.highlight !== undefined) {
          const index = data.highlight;
          const px = round(x(xs[index]));
          const group = svg(
            'g',
            { class: 'current', 'data-current-k': xs[index] },
            svg('line', { class: 'current-line', x1: px, x2: px, y1: margin.top, y2: bottom }),
            svg('text', { class: 'current-label', x: Math.min(px + 5, margin.left + plotW - 2), y: margin.top - 6, 'text-anchor': px + 5 > margin.left + plotW - 40 ? 'end' : 'start' }, `K = ${xs[index]}`),
          );
          for (const series of data.series) {
            const value = series.values[index];
            if (!Number.isFinite(value)) continue;
            group.append(svg('circle', { class: `ring s-${series.id}`, cx: px, cy: round(scale.y(value)), r: 7 }));
          }
          overlay.append(group);
        }
        this._cursorLine = svg('line', { class: 'cursor', x1: 0, x2: 0, y1: margin.top, y2: bottom, visibility: 'hidden' });
        overlay.append(this._cursorLine);

        setAttr(this.svg, 'viewBox', `0 0 ${width} ${height}`);
        setAttr(this.svg, 'width', width);
        setAttr(this.svg, 'height', height);
        setAttr(this.svg, 'aria-label', data.summary);
        this.svg.replaceChildren(grid, axes, lines, marks, diverged, overlay);
        this._placeCursor();
      }

      _fillLegend() {
        const data = this._data;
        const items = data.series.map((series) => {
          const note = data.legendNotes[series.id];
          return el(
            'li',
            { 'data-series': series.id },
            swatch(series.id),
            el('span', {}, strategyInfo(series.id).label, note ? el('span', { class: 'legend-note' }, ` — ${note}`) : null),
          );
        });
        this.legend.replaceChildren(...items, ...(data.legendExtra || []));
      }

      _placeCursor() {
        if (!this._cursorLine || !this._geometry) return;
        if (this._cursor === null) {
          setAttr(this._cursorLine, 'visibility', 'hidden');
          return;
        }
        const px = round(this._geometry.x(this._geometry.xs[this._cursor]));
        setAttr(this._cursorLine, 'x1', px);
        setAttr(this._cursorLine, 'x2', px);
        setAttr(this._cursorLine, 'visibility', 'visible');
      }

      _showReadout() {
        if (!this._data) return;
        const index = this._cursor === null ? this._data.defaultIndex : this._cursor;
        setText(this.readout, this._data.readout(index));
        setAttr(this.readout, 'data-index', index);
      }

      _move(index) {
        if (!this._data) return;
        const clamped = Math.max(0, Math.min(this._data.xs.length - 1, index));
        this._cursor = clamped;
        this._placeCursor();
        this._showReadout();
      }

      _indexAt(clientX) {
        const g = this._geometry;
        const rect = this.svg.getBoundingClientRect();
        if (!g || !rect.width) return null;
        const px = ((clientX - rect.left) * g.width) / rect.width;
        const xs = g.xs;
        const span = xs[xs.length - 1] - xs[0];
        const value = span ? xs[0] + ((px - g.margin.left) / g.plotW) * span : xs[0];
        const index = xs.length > 1 ? Math.round(((value - xs[0]) / span) * (xs.length - 1)) : 0;
        return Math.max(0, Math.min(xs.length - 1, index));
      }

      _listen() {
        this.svg.addEventListener('pointermove', (event) => {
          const index = this._indexAt(event.clientX);
          if (index !== null) this._move(index);
        });
        this.svg.addEventListener('pointerleave', () => {
          if (this.frame.matches(':focus')) return;
          this._cursor = null;
          this._placeCursor();
          this._showReadout();
        });
        this.svg.addEventListener('click', (event) => {
          const index = this._indexAt(event.clientX);
          if (index !== null && this._onPick) this._onPick(index);
        });
        this.frame.addEventListener('focus', () => {
          if (this._cursor === null && this._data) this._move(this._data.defaultIndex);
        });
        this.frame.addEventListener('blur', () => {
          this._cursor = null;
          this._placeCursor();
          this._showReadout();
        });
        this.frame.addEventListener('keydown', (event) => {
          if (!this._data) return;
          const last = this._data.xs.length - 1;
          const current = this._cursor === null ? this._data.defaultIndex : this._cursor;
          const page = Math.max(1, Math.round(this._data.xs.length / 10));
          const moves = {
            ArrowRight: current + 1,
            ArrowUp: current + 1,
            ArrowLeft: current - 1,
            ArrowDown: current - 1,
            PageUp: current + page,
            PageDown: current - page,
            Home: 0,
            End: last,
          };
          if (event.key in moves) {
            event.preventDefault();
            this._move(moves[event.key]);
          } else if ((event.key === 'Enter' || event.key === ' ') && this._onPick) {
            event.preventDefault();
            this._onPick(current);
          }
        });
      }
    }

    // ---- The "where you meet this" panel: which real reductions are which strategy.
    function code(text) {
      return el('code', {}, text);
    }

    function link(href, text) {
      return el('a', { href }, text);
    }

    function wildSection() {
      const rows = [
        [['PyTorch ', code('NLLLoss'), ' / ', code('CrossEntropyLoss'), ' with class ', code('weight')],
          [code("reduction='mean'"), ': weighted sum ÷ sum of the targets’ weights'],
          'repair', 'The repair’s divisor',
          'NaN when every target is ignored (deliberate since PyTorch 1.11); this contract gives 0'],
        [['Keras 3'], [code('reduction="sum_over_batch_size"'), ' (the default): ÷ number of elements'],
          'broken', 'The failure’s divisor', 'Divides by a count, not a mass'],
        [['Keras 3'], [code('reduction="mean_with_sample_weight"'), ': ÷ sum of the sample weights'],
          'repair', 'The repair, exactly', '0 (divide-no-nan)'],
        [['Hugging Face Trainer, before the ', code('num_items_in_batch'), ' fix'], ['each micro-batch’s mean loss, averaged over micro-batches'],
          'unsuccessful-fix', 'The unsuccessful fix', '—'],
        [['Hugging Face Trainer, after it (transformers PRs 34191, 34198, 34283)'],
          ['sum over tokens ÷ ', code('num_items_in_batch'), ', the tokens of the whole step'],
          'repair', 'The repair', '—'],
        [['torchtune (PR 1875)'], ['a running token count over the micro-batches'], 'repair', 'The repair', '—'],
        [['mlx-lm (PRs 1413, 1544)'], ['per-token loss over the accumulation window'], 'repair', 'The repair',
          'Windows with no tokens are guarded'],
      ];
      // Explicit table roles: on a narrow panel the rows are restyled as stacked blocks, and the
      // roles keep them a table for assistive technology.
      const HEADINGS = ['Framework', 'Reduction', 'Which strategy', 'Zero weight mass'];
      const body = el('tbody', { role: 'rowgroup' });
      for (const [framework, reduction, id, which, zero] of rows) {
        body.append(
          el(
            'tr',
            { 'data-strategy': id, role: 'row' },
            el('th', { scope: 'row', role: 'rowheader' }, ...framework),
            el('td', { role: 'cell', 'data-label': HEADINGS[1] }, ...reduction),
            el('td', { role: 'cell', class: 'which', 'data-label': HEADINGS[2] }, swatch(id), el('span', {}, which)),
            el('td', { role: 'cell', 'data-label': HEADINGS[3] }, zero),
          ),
        );
      }
      const captionId = 'fmt-wild-caption';
      const table = el(
        'table',
        { 'data-table': 'wild', role: 'table', 'aria-labelledby': captionId },
        el('caption', { id: captionId }, 'Weighted-loss reductions in training frameworks'),
        el(
          'thead',
          { role: 'rowgroup' },
          el('tr', { role: 'row' }, ...HEADINGS.map((h) => el('th', { scope: 'col', role: 'columnheader' }, h))),
        ),
        body,
      );
      const sep = () => document.createTextNode('; ');
      const sources = el(
        'p',
        { class: 'sources' },
        el('strong', {}, 'Sources: '),
        'the incident, ', link('https://github.com/huggingface/trl/issues/2175', 'huggingface/trl issue 2175'), sep(),
        'Hugging Face, “Fixing Gradient Accumulation” (',
        link('https://github.com/huggingface/blog/blob/main/gradient_accumulation.md', 'huggingface/blog, gradient_accumulation.md'), ')', sep(),
        'transformers PRs ', link('https://github.com/huggingface/transformers/pull/34191', '34191'), ', ',
        link('https://github.com/huggingface/transformers/pull/34198', '34198'), ', ',
        link('https://github.com/huggingface/transformers/pull/34283', '34283'), sep(),
        link('https://github.com/pytorch/torchtune/pull/1875', 'torchtune PR 1875'),
        ' (“(x1/n1)+(x2/n2) != (x1+x2)/(n1+n2)”)', sep(),
        'Unsloth’s write-up of the same finding (the distance to the non-accumulated weights grows with K until the fix)', sep(),
        'mlx-lm PRs 1413 and 1544; the PyTorch ', code('NLLLoss'), ' and Keras 3 loss-reduction documentation. ',
        '“—”: not stated by these sources.',
      );
      return el(
        'section',
        { class: 'wild', 'aria-labelledby': 'fmt-wild-title' },
        el('h3', { id: 'fmt-wild-title' }, 'Where you meet this'),
        el(
          'p',
          { class: 'wild-intro' },
          'In October 2024 training with gradient accumulation gave worse loss curves than the same batch without it. ' +
            'Each reduction below is one of the strategies plotted above.',
        ),
        el('div', { class: 'table-wrap', role: 'region', tabindex: '0', 'aria-labelledby': captionId }, table),
        sources,
      );
    }

    // ---- The element.
    class FailureMapTraining extends HTMLElement {
      static get observedAttributes() {
        return ['theme', ...FIELDS];
      }

      constructor() {
        super();
        this.attachShadow({ mode: 'open' });
        adoptStyles(this.shadowRoot);
        this._built = false;
        this._lab = null;
        this._loading = null;
        this._result = null; // the last good train() answer
        this._shownSettings = null; // and the settings that produced it
        this._timing = null;
        this._announcedReady = false;
        this._dirty = false;
        this._frameRequest = 0;
        this._typingTimer = null;
        this._announceTimer = null;
        this._observer = null;
        this._resizeObserver = null;
        this._resizeFrame = 0;
        this._errorField = null;
        this._numbersShown = false;
      }

      // ---- Public surface.
      get settings() {
        if (!this._built) {
          const settings = {};
          for (const field of FIELDS) settings[field] = this._attributeValue(field);
          return settings;
        }
        return {
          accum: this._fields.accum.input.value,
          steps: this._fields.steps.input.value,
          lr: this._fields.lr.input.value,
          unevenness: this._fields.unevenness.input.value,
          seed: this._fields.seed.input.value,
        };
      }

      get result() {
        return this._result ? structuredClone(this._result) : null;
      }

      get timing() {
        return this._timing ? { ...this._timing } : null;
      }

      // Starts loading the lab module (what loading="lazy" waits for); resolves when the first
      // answer is on show or has failed.
      load() {
        if (!this._loading) {
          this._stopObserving();
          this._loading = Promise.resolve()
            .then(() => api().loadLab())
            .then(
              (lab) => {
                this._lab = lab;
                this._status.hidden = true;
                this._recompute();
              },
              (error) => this._loadFailed(error),
            );
        }
        return this._loading;
      }

      // Recomputes now with the controls' settings (no debounce); returns the timing or null.
      recompute() {
        if (!this._lab) return null;
        this._recompute();
        return this.timing;
      }

      _attributeValue(field) {
        return this.hasAttribute(field) ? this.getAttribute(field) : DEFAULTS[field];
      }

      connectedCallback() {
        theme.watchTheme(this);
        this.applyTheme();
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
        theme.unwatchTheme(this);
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

      attributeChangedCallback(name, oldValue, newValue) {
        if (name === 'theme') {
          this.applyTheme();
          return;
        }
        if (!this._built || oldValue === newValue) return;
        this._setControl(name, this._attributeValue(name));
        if (this._lab) this._schedule('frame');
      }

      applyTheme() {
        const resolved = theme.resolveTheme(this);
        if (this.getAttribute('data-fm-theme') !== resolved) this.setAttribute('data-fm-theme', resolved);
      }

      _stopObserving() {
        if (this._observer) {
          this._observer.disconnect();
          this._observer = null;
        }
      }

      _setState(state) {
        this.setAttribute('data-state', state);
        this._card.setAttribute('aria-busy', state === 'loading' && !this._result ? 'true' : 'false');
      }

      // ---- Shell.
      _buildShell() {
        this._status = el('p', { class: 'status', role: 'status' }, 'Loading the training model…');
        this._alert = el('div', { class: 'alert', role: 'alert', hidden: true });
        this._live = el('p', { class: 'visually-hidden', role: 'status' });
        this._settingsLine = el('p', { class: 'settings-line', 'data-settings': '' });
        this._stale = el('p', { class: 'stale', hidden: true });

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
        this._finalTable = this._buildFinalTable();
        this._sweepTable = this._buildSweepTable();
        this._numbers = el(
          'div',
          { class: 'numbers', id: 'fmt-numbers', 'data-shown': 'false' },
          this._finalTable.wrap,
          this._sweepTable.wrap,
        );

        this._card = el(
          'article',
          { class: 'card', part: 'card', 'aria-labelledby': 'fmt-title' },
          el(
            'header',
            {},
            el('p', { class: 'eyebrow' }, el('span', { class: 'id' }, 'FA-98851'), ' · Training lab'),
            el('h2', { id: 'fmt-title' }, 'Gradient accumulation on a small model'),
          ),
          el(
            'p',
            { class: 'intro' },
            'Weighted linear regression on one batch of 64 examples whose weights are uneven, trained with SGD. ' +
              'Each step splits the batch into K micro-batches and normalises their summed losses one of four ways. ' +
              'The full batch is the reference; the repair should track it to rounding, the unsuccessful fix matches it only at K = 1, ' +
              'and the failure is off whenever the batch’s weight mass differs from its count.',
          ),
          this._status,
          this._alert,
          this._live,
          this._buildControls(),
          this._settingsLine,
          this._stale,
          this._plots,
          el('div', { class: 'numbers-bar' }, this._numbersButton),
          this._numbers,
          wildSection(),
        );
        this.shadowRoot.append(this._card);
        this._setState('loading');
      }

      // ---- Controls: text in, text out; the core says what is valid.
      _buildControls() {
        this._fields = {};
        const make = (field, { label, help, input, range, output }) => {
          const labelId = `fmt-label-${field}`;
          const helpId = `fmt-help-${field}`;
          input.setAttribute('id', `fmt-input-${field}`);
          input.setAttribute('data-field', field);
          input.setAttribute('aria-describedby', helpId);
          const controls = [input];
          if (range && range !== input) {
            range.setAttribute('aria-labelledby', labelId);
            range.setAttribute('aria-describedby', helpId);
            range.setAttribute('data-field-range', field);
            controls.push(range);
          }
          const row = el('div', { class: 'field-row' }, range && range !== input ? range : null, input, output || null);
          const container = el(
            'div',
            { class: `field f-${field}` },
            el('label', { class: 'field-label', id: labelId, for: `fmt-input-${field}` }, label),
            row,
            el('p', { class: 'help', id: helpId }, help),
          );
          this._fields[field] = { input, range: range || null, output: output || null, controls, container, helpId };
          return container;
        };
        const text = (attrs) => el('input', { type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', ...attrs });
        const rangeInput = (min, max, step) => el('input', { type: 'range', min, max, step });

        const grid = el(
          'div',
          { class: 'controls-grid' },
          make('accum', {
            label: 'Micro-batches per step, K',
            help: `The batch of 64 is split into K micro-batches (1 to ${MAX_K}).`,
            range: rangeInput(1, MAX_K, 1),
            input: el('input', { type: 'number', min: 1, max: MAX_K, step: 1, inputmode: 'numeric', class: 'num' }),
          }),
          make('steps', {
            label: 'Steps',
            help: 'SGD steps, 10 to 200.',
            input: rangeInput(10, 200, 1),
            range: null,
            output: el('output', { class: 'value', for: 'fmt-input-steps', 'aria-hidden': 'true' }),
          }),
          make('lr', {
            label: 'Learning rate',
            help: 'A number above 0, at most 10. Large rates diverge.',
            input: text({ inputmode: 'decimal', class: 'num' }),
          }),
          make('unevenness', {
            label: 'Unevenness of the weights',
            help: '0: every example weighs the same; 1: very uneven.',
            input: rangeInput(0, 1, 0.05),
            output: el('output', { class: 'value', for: 'fmt-input-unevenness', 'aria-hidden': 'true' }),
          }),
          make('seed', {
            label: 'Seed',
            help: 'Picks the batch and the start; a whole number from 0.',
            input: el('input', { type: 'number', min: 0, step: 1, inputmode: 'numeric', class: 'num' }),
          }),
        );
        for (const field of FIELDS) this._setControl(field, this._attributeValue(field));

        const accum = this._fields.accum;
        accum.range.addEventListener('input', () => {
          accum.input.value = accum.range.value;
          this._schedule('frame');
        });
        accum.input.addEventListener('input', () => {
          if (accum.input.value !== '') accum.range.value = accum.input.value;
          this._schedule('typing');
        });
        for (const field of ['steps', 'unevenness']) {
          const f = this._fields[field];
          f.input.addEventListener('input', () => {
            setText(f.output, f.input.value);
            this._schedule('frame');
          });
        }
        for (const field of ['lr', 'seed']) this._fields[field].input.addEventListener('input', () => this._schedule('typing'));

        return el(
          'section',
          { class: 'controls', 'aria-labelledby': 'fmt-controls-title' },
          el('h3', { id: 'fmt-controls-title' }, 'Settings'),
          grid,
        );
      }

      _setControl(field, value) {
        const f = this._fields[field];
        if (!f) return;
        if (f.input.value !== value) f.input.value = value;
        if (f.range && f.range !== f.input && value !== '') f.range.value = value;
        if (f.output) setText(f.output, f.input.value);
      }

      _pickK(index) {
        if (!this._result) return;
        const k = String(this._result.sweep.accum[index]);
        this._setControl('accum', k);
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
        this._clearError();
        this._alert.hidden = true;
        this._status.hidden = true;
        this._stale.hidden = true;
        setAttr(this._plots, 'data-stale', 'false');
        this._setState('ready');
        this._scheduleAnnouncement();
        const detail = { settings: { ...settings }, timing: { ...this._timing } };
        if (!this._announcedReady) {
          this._announcedReady = true;
          if (typeof performance !== 'undefined' && performance.mark) performance.mark('failure-map-training:ready');
          this._dispatch('failure-map-training-ready', detail);
        }
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
        const runs = run.strategies.map((s) => ({ id: s.id, values: s.loss, distance: s.param_distance, diverged: divergedAt(s.loss) }));
        this._runs = runs;
        const steps = runs.length ? runs[0].values.length : 0;
        const stepXs = Array.from({ length: steps }, (_, i) => i + 1);
        const kIndex = sweep.accum.indexOf(run.accum);

        // (a) Loss per step.
        const legendNotes = {};
        for (const r of runs) if (r.diverged) legendNotes[r.id] = `diverged at step ${r.diverged}`;
        const finalText = runs.map((r) => `${strategyInfo(r.id).short} ${r.diverged ? `diverged at step ${r.diverged}` : formatNumber(r.values[steps - 1])}`).join(', ');
        const lossNotes = [];
        if (runs.some((r) => r.diverged)) {
          lossNotes.push('A cross at the top marks the step where a run’s loss stopped being a finite number; its line ends there.');
        }
        this._lossData = {
          xs: stepXs,
          series: runs,
          log: false,
          logAbove: 20,
          highlight: null,
          defaultIndex: steps - 1,
          xLabel: 'Step',
          yLabel: 'Loss',
          markers: 'some',
          summary: `Line chart: loss per step over ${steps} steps at K = ${run.accum}. Final loss: ${finalText}.`,
          readout: (index) =>
            `Step ${index + 1}: ${runs.map((r) => `${strategyInfo(r.id).short} ${Number.isFinite(r.values[index]) ? formatNumber(r.values[index]) : `${formatNumber(r.values[index])} (diverged)`}`).join(', ')}`,
          legendNotes,
          notes: lossNotes,
        };

        // (b) Distance to the full batch against K (the reference itself is 0 by definition).
        const sweepSeries = sweep.strategies
          .filter((s) => s.id !== 'full-batch')
          .map((s) => ({ id: s.id, values: s.param_distance, diverged: 0 }));
        this._sweepSeries = sweepSeries;
        const sweepNotes = {};
        const describe = (values) => {
          const finite = values.filter(Number.isFinite);
          const nonFinite = values.length - finite.length;
          const zeros = finite.filter((v) => v === 0).length;
          const parts = [];
          if (finite.length) {
            const low = Math.min(...finite);
            const high = Math.max(...finite);
            parts.push(low === high ? `${formatDistance(low)} at every K` : `from ${formatDistance(low)} to ${formatDistance(high)}`);
          }
          if (zeros && zeros < values.length) parts.push(`exactly 0 at ${zeros} of ${values.length} K`);
          if (nonFinite) parts.push(`diverged at ${nonFinite} of ${values.length} K`);
          return parts.join('; ');
        };
        for (const s of sweepSeries) {
          const zeros = s.values.filter((v) => v === 0).length;
          const nonFinite = s.values.filter((v) => !Number.isFinite(v)).length;
          const notes = [];
          if (zeros === s.values.length) notes.push('0 (exact) at every K');
          else if (zeros) notes.push(`0 (exact) at ${zeros} K, on the 0 line`);
          if (nonFinite) notes.push(`diverged at ${nonFinite} K`);
          if (notes.length) sweepNotes[s.id] = notes.join('; ');
        }
        const hasZero = sweepSeries.some((s) => s.values.some((v) => v === 0));
        const sweepNoteList = [];
        if (hasZero) sweepNoteList.push('A log axis has no zero: distances that are exactly 0 are drawn on the dashed “0” line at its floor.');
        if (sweepSeries.some((s) => s.values.some((v) => !Number.isFinite(v)))) {
          sweepNoteList.push('Crosses at the top: the run diverged, so its distance is not a number.');
        }
        const reference = runs.find((r) => r.id === 'full-batch');
        if (reference && reference.diverged) {
          sweepNoteList.push(`The full-batch reference itself diverged (at step ${reference.diverged}): a distance to it says nothing at these settings.`);
        }
        sweepNoteList.push('Full batch is the reference (distance 0 by definition).');
        this._sweepData = {
          xs: sweep.accum,
          series: sweepSeries,
          log: true,
          highlight: kIndex,
          defaultIndex: kIndex,
          xLabel: 'Micro-batches per step, K',
          yLabel: 'Distance',
          markers: 'all',
          summary: `Chart, log scale: distance of the trained parameters to the full-batch run for K = ${sweep.accum[0]} to ${sweep.accum[sweep.accum.length - 1]}` +
            ` (${settings.steps} steps). ${sweepSeries.map((s) => `${strategyInfo(s.id).short}: ${describe(s.values)}`).join('. ')}.` +
            ` At the chosen K = ${run.accum}: ${sweepSeries.map((s) => `${strategyInfo(s.id).short} ${formatDistance(s.values[kIndex])}`).join(', ')}.`,
          readout: (index) =>
            `K = ${sweep.accum[index]}${index === kIndex ? ' (chosen)' : ''}: ${sweepSeries.map((s) => `${strategyInfo(s.id).short} ${formatDistance(s.values[index])}`).join(', ')}`,
          legendNotes: sweepNotes,
          legendExtra: [el('li', { class: 'legend-current' }, el('span', { class: 'ring-swatch', 'aria-hidden': 'true' }), el('span', {}, `Rings: the chosen K = ${run.accum}`))],
          notes: sweepNoteList,
        };
        this._drawCharts();
        this._fillFinalTable();
        this._fillSweepTable();
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

      // ---- The tables (the plots' text alternative; visible with "Show numbers").
      _buildFinalTable() {
        const caption = el('caption', { id: 'fmt-final-caption' });
        const body = el('tbody');
        const table = el(
          'table',
          { 'data-table': 'final' },
          caption,
          el('thead', {}, el('tr', {}, ...['Strategy', 'Final loss', 'Distance to full batch', 'Run'].map((h) => el('th', { scope: 'col' }, h)))),
          body,
        );
        const wrap = el('div', { class: 'table-wrap', role: 'region', 'aria-labelledby': 'fmt-final-caption' }, table);
        return { wrap, caption, body };
      }

      _fillFinalTable() {
        const { caption, body } = this._finalTable;
        setText(caption, `At the chosen settings: ${this._settingsText(this._shownSettings)}`);
        const rows = this._runs.map((r) => {
          const last = r.values[r.values.length - 1];
          return el(
            'tr',
            { 'data-strategy': r.id },
            el('th', { scope: 'row' }, strategyInfo(r.id).name),
            el('td', { 'data-col': 'final-loss', 'data-value': String(last) }, formatNumber(last)),
            el('td', { 'data-col': 'param-distance', 'data-value': String(r.distance) }, formatDistance(r.distance)),
            el('td', { 'data-col': 'run' }, r.diverged ? `diverged at step ${r.diverged}` : 'finite'),
          );
        });
        body.replaceChildren(...rows);
      }

      _buildSweepTable() {
        const caption = el('caption', { id: 'fmt-sweep-caption' });
        const head = el('tr');
        const body = el('tbody');
        const table = el('table', { 'data-table': 'sweep' }, caption, el('thead', {}, head), body);
        const wrap = el('div', { class: 'table-wrap', role: 'region', 'aria-labelledby': 'fmt-sweep-caption' }, table);
        return { wrap, caption, head, body };
      }

      _fillSweepTable() {
        const { caption, head, body } = this._sweepTable;
        const { sweep, run } = this._result;
        setText(caption, `Distance to the full-batch parameters after ${this._shownSettings.steps} steps, for each K (chosen: K = ${run.accum})`);
        head.replaceChildren(
          el('th', { scope: 'col' }, 'K'),
          ...this._sweepSeries.map((s) => el('th', { scope: 'col' }, strategyInfo(s.id).name)),
        );
        const rows = sweep.accum.map((k, index) =>
          el(
            'tr',
            { 'data-k': k, 'data-current': k === run.accum ? 'true' : null },
            el('th', { scope: 'row' }, String(k), k === run.accum ? el('span', { class: 'tag' }, ' (chosen)') : null),
            ...this._sweepSeries.map((s) =>
              el('td', { 'data-col': s.id, 'data-value': String(s.values[index]) }, formatDistance(s.values[index])),
            ),
          ),
        );
        body.replaceChildren(...rows);
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

      _clearError() {
        if (!this._errorField) return;
        const f = this._fields[this._errorField];
        if (f) {
          if (f.errorNode) f.errorNode.remove();
          f.errorNode = null;
          for (const control of f.controls) {
            setAttr(control, 'aria-invalid', null);
            setAttr(control, 'aria-describedby', f.helpId);
          }
        }
        this._errorField = null;
      }

      _showError(error) {
        const field = (error && error.field) || null;
        const detail = detailOf(error);
        this._clearError();
        clearTimeout(this._announceTimer);
        const f = field ? this._fields[field] : null;
        if (f) {
          const errorId = `fmt-error-${field}`;
          f.errorNode = el('p', { class: 'field-error', id: errorId }, detail);
          f.container.append(f.errorNode);
          for (const control of f.controls) {
            setAttr(control, 'aria-invalid', 'true');
            setAttr(control, 'aria-describedby', `${f.helpId} ${errorId}`);
          }
          this._errorField = field;
          setText(this._live, `Not updated. ${FIELD_NAMES[field]}: ${detail}`);
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
        const detail = detailOf(error);
        const message = /Content.Security.Policy|wasm/i.test(detail) && /eval|CSP|Policy/i.test(detail)
          ? "The training model could not be loaded: this page's Content-Security-Policy blocks WebAssembly (script-src needs 'wasm-unsafe-eval')"
          : `The training model could not be loaded: ${detail}`;
        this._status.hidden = true;
        this._alert.replaceChildren(errorLine(message));
        this._alert.hidden = false;
        this._setState('error');
        this._dispatch('failure-map-training-error', { field: null, message });
      }

      _dispatch(type, detail) {
        this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
      }
    }

    FailureMapTraining.formatNumber = formatNumber;
    FailureMapTraining.formatDistance = formatDistance;
    customElements.define(TAG, FailureMapTraining);
  })();
}
