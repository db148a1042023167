import { el, svg, setText, setAttr } from '../shared/dom.js';
import { integerTicks, linePath, round, xPosition, yScale } from '../shared/plot.js';
import { marker, strategyInfo, swatch } from './strategies.js';

// One plot of the training panel: a focusable frame around an SVG role="img", its legend and its readout. The
// cursor moves with the pointer and with the arrow keys; the readout says what is under it.
export class Chart {
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
    return {
      width, height, margin, plotW: width - margin.left - margin.right, plotH: height - margin.top - margin.bottom,
    };
  }

  _draw() {
    const data = this._data;
    const { width, height, margin, plotW, plotH } = this._layout();
    const xs = data.xs;
    const x0 = xs[0];
    const x1 = xs[xs.length - 1];
    const x = xPosition(x0, x1, margin.left, plotW);
    const scale = yScale(data.series,
      { log: data.log, logAbove: data.logAbove || Infinity, height: plotH, top: margin.top });
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
      const { d, points } = linePath(series.values, (index) => x(xs[index]), scale.y);
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
