// The log panel's error plot: each published implementation's relative error against the repair,
// step by step, on a linear axis from 0 to its largest error over the whole log (the core's
// "max", labelled with its "max_percent"). One small plot per implementation, so a 1% gap is not
// flattened under a 6000% one. Number(text) only places the core's values.
import { el, svg } from '../shared/dom.js';
import { linePath, xPosition, yPosition } from '../shared/plot.js';
import { implementations, textOf } from './implementations.js';

const H = 120;
const LEFT = 56;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 22;

function onePlot(result, impl, W) {
  const steps = result.steps;
  const stats = result.errors[impl.id];
  const values = steps.map((s) => (s.relative_error && s.relative_error[impl.id] !== null
    ? Number(s.relative_error[impl.id])
    : NaN));
  const top = Number(stats.max) > 0 ? Number(stats.max) : 1;
  const x = xPosition(0, Math.max(1, steps.length - 1), LEFT, W - LEFT - RIGHT);
  const y = yPosition(0, top, TOP, H - TOP - BOTTOM);
  const { d } = linePath(values, x, y);
  const label = `${impl.name}: relative error against the repair at each of ${steps.length} steps, on a linear axis from 0% to ${stats.max_percent}.`;
  return el(
    'figure',
    { class: 'plot error-plot', 'data-error-plot': impl.id },
    el('figcaption', {}, `${impl.name}: error per step`),
    svg('svg', { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', 'aria-label': label, preserveAspectRatio: 'xMidYMid meet' },
      svg('line', { class: 'axis', x1: LEFT, y1: TOP, x2: LEFT, y2: H - BOTTOM }),
      svg('line', { class: 'axis', x1: LEFT, y1: H - BOTTOM, x2: W - RIGHT, y2: H - BOTTOM }),
      svg('text', { class: 'tick', x: LEFT - 6, y: TOP + 4, 'text-anchor': 'end' }, stats.max_percent),
      svg('text', { class: 'tick', x: LEFT - 6, y: H - BOTTOM, 'text-anchor': 'end' }, '0%'),
      svg('text', { class: 'tick', x: LEFT, y: H - BOTTOM + 14, 'text-anchor': 'start' }, `step ${textOf(steps[0].step)}`),
      svg('text', { class: 'tick', x: W - RIGHT, y: H - BOTTOM + 14, 'text-anchor': 'end' }, `step ${textOf(steps[steps.length - 1].step)}`),
      svg('path', { class: `series s-${impl.id}`, 'data-series': impl.id, d, 'stroke-dasharray': impl.dash || null })),
  );
}

// The plots for the window of steps the answer holds (null without steps or without any error).
export function errorPlots(result, W) {
  if (!Array.isArray(result.steps) || !result.steps.length) return null;
  const published = implementations().filter((impl) => impl.id !== 'repair' && result.errors[impl.id].steps > 0);
  if (!published.length) return null;
  return el('div', { class: 'error-plots' }, ...published.map((impl) => onePlot(result, impl, W)));
}
