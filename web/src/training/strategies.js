// The four strategies the lab trains, as the training panel shows them: names (the core's, for the
// three implementations; the full batch is the panel's reference), and the marker and line that
// tell them apart (not colour alone: training/element.css styles s-ID).
import { svg } from '../shared/dom.js';
import { implementationNamed } from '../shared/implementation-names.js';

const FULL_BATCH = { label: 'Full batch (reference)', name: 'Full batch', short: 'full batch', marker: 'none' };
const MARKERS = { 'full-batch': 'none', broken: 'square', 'unsuccessful-fix': 'triangle', repair: 'circle' };

export function strategyInfo(id) {
  if (id === 'full-batch') return FULL_BATCH;
  const named = implementationNamed(id);
  if (!named) return { label: id, name: id, short: id, marker: 'circle' };
  const { title, method } = named;
  return { label: `${title}: ${method}`, name: title, short: title[0].toLowerCase() + title.slice(1), marker: MARKERS[id] };
}

// A marker: shape (with the dash pattern) tells the strategies apart, not colour alone.
export function marker(shape, x, y, r, className) {
  const attrs = { class: className };
  if (shape === 'square') return svg('rect', { ...attrs, x: x - r * 0.9, y: y - r * 0.9, width: r * 1.8, height: r * 1.8 });
  if (shape === 'triangle') {
    return svg('path', { ...attrs, d: `M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}Z` });
  }
  if (shape === 'cross') return svg('path', { ...attrs, d: `M${x - r},${y - r}L${x + r},${y + r}M${x + r},${y - r}L${x - r},${y + r}` });
  if (shape === 'circle') return svg('circle', { ...attrs, cx: x, cy: y, r });
  return null;
}

// A strategy's line and marker, for legends and tables.
export function swatch(id) {
  const shape = MARKERS[id] || 'circle';
  return svg(
    'svg',
    { class: 'swatch', viewBox: '0 0 36 14', width: 36, height: 14, 'aria-hidden': 'true', focusable: 'false' },
    svg('path', { class: `line s-${id}`, d: 'M1,7H35' }),
    marker(shape, 18, 7, 3.6, `mark s-${id}`),
  );
}
