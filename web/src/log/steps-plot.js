// The log panel's plot: the three values over the steps, drawn at the width given (at most the
// column's). The values are the core's text; Number(text) only places them.
import { el, svg } from '../shared/dom.js';
import { linePath, xPosition, yPosition } from '../shared/plot.js';
import { implementations, textOf } from './implementations.js';

// The three values over the steps; x = step index, y = Number(value) (log axis when every
// finite value is positive). Non-finite values leave a gap.
export function stepsPlot(result, W) {
  const steps = result.steps;
  const H = 260;
  const left = 56;
  const right = 12;
  const top = 12;
  const bottom = 40;
  const numbers = implementations().map((impl) => steps.map((s) => Number(s.results[impl.id])));
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
  const x = xPosition(0, n - 1, left, W - left - right);
  const yOf = yPosition(lo, hi, top, H - top - bottom);
  const y = (v) => yOf(map(v));
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
  implementations().forEach((impl, k) => {
    const { d } = linePath(numbers[k], x, y);
    children.push(svg('path', { class: `series s-${impl.id}`, 'data-series': impl.id, d, 'stroke-dasharray': impl.dash || null }));
  });
  const total = textOf(result.stepsTotal !== undefined ? result.stepsTotal : n);
  const label = `Line plot of the three values over ${n} steps${useLog ? ' on a log scale' : ''}: ` +
    `${implementations().map((impl) => impl.name).join(', ')}. The per-step table below has the numbers.`;
  const figure = el(
    'figure',
    { class: 'plot', 'data-values-plot': '' },
    svg('svg', { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', 'aria-label': label, 'data-plot': 'steps', preserveAspectRatio: 'xMidYMid meet' }, ...children),
    el('figcaption', {},
      el('ul', { class: 'legend', 'data-legend': 'steps' }, ...implementations().map((impl) => el('li', {},
        svg('svg', { class: 'swatch', viewBox: '0 0 36 10', width: 36, height: 10, 'aria-hidden': 'true', focusable: 'false' },
          svg('path', { class: `series s-${impl.id}`, d: 'M1,5H35', 'stroke-dasharray': impl.dash || null })),
        `${impl.name} (${impl.dash ? (impl.dash === '6 4' ? 'dashed' : 'dotted') : 'solid'})`)))),
  );
  if (String(total) !== String(n)) {
    const from = result.stepsFrom || 0;
    figure.append(el('p', { class: 'note' }, `The plot covers steps ${from + 1}–${from + n} of ${total} (the table's buttons reach the others).`));
  }
  return figure;
}
