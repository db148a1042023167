// The four strategies the lab trains, as the training panel shows them: names, and the marker
// and line that tell them apart (not colour alone: training/element.css styles s-ID).
import { svg } from '../shared/dom.js';

// Display only: names, line style and marker of each strategy the lab returns.
const STRATEGIES = {
  'full-batch': { label: 'Full batch (reference)', name: 'Full batch', short: 'full batch', marker: 'none' },
  broken: { label: 'The failure: ÷ number of micro-batches', name: 'The failure', short: 'the failure', marker: 'square' },
  'unsuccessful-fix': { label: 'The unsuccessful fix: mean of micro-batch means', name: 'The unsuccessful fix', short: 'unsuccessful fix', marker: 'triangle' },
  repair: { label: 'The repair: ÷ total weight mass', name: 'The repair', short: 'the repair', marker: 'circle' },
};
export const strategyInfo = (id) => STRATEGIES[id] || { label: id, name: id, short: id, marker: 'circle' };

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
  const shape = strategyInfo(id).marker;
  return svg(
    'svg',
    { class: 'swatch', viewBox: '0 0 36 14', width: 36, height: 14, 'aria-hidden': 'true', focusable: 'false' },
    svg('path', { class: `line s-${id}`, d: 'M1,7H35' }),
    marker(shape, 18, 7, 3.6, `mark s-${id}`),
  );
}
