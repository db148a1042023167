// The training panel's tables, the plots' text alternative (visible with "Show numbers"): each
// strategy's final loss and distance, and the distance at every K. Cells carry data-value, the
// number as JS prints it; the text is formatted for display only.
import { el, setText } from '../shared/dom.js';
import { formatDistance, formatNumber } from './format.js';
import { strategyInfo } from './strategies.js';

// The table in its scrolling region, labelled by its caption.
function captionedTable(kind, head) {
  const caption = el('caption', { id: `fmt-${kind}-caption` });
  const body = el('tbody');
  const table = el('table', { 'data-table': kind }, caption, el('thead', {}, head), body);
  const wrap = el('div', { class: 'table-wrap', role: 'region', 'aria-labelledby': `fmt-${kind}-caption` }, table);
  return { wrap, caption, body };
}

export class FinalTable {
  constructor() {
    const head = el('tr', {}, ...['Strategy', 'Final loss', 'Distance to full batch', 'Run'].map((h) => el('th', { scope: 'col' }, h)));
    Object.assign(this, captionedTable('final', head));
  }

  // runs: [{id, values (the loss per step), distance, diverged (step, or 0)}]
  fill(runs, caption) {
    setText(this.caption, caption);
    this.body.replaceChildren(...runs.map((r) => {
      const last = r.values[r.values.length - 1];
      return el(
        'tr',
        { 'data-strategy': r.id },
        el('th', { scope: 'row' }, strategyInfo(r.id).name),
        el('td', { 'data-col': 'final-loss', 'data-value': String(last) }, formatNumber(last)),
        el('td', { 'data-col': 'param-distance', 'data-value': String(r.distance) }, formatDistance(r.distance)),
        el('td', { 'data-col': 'run' }, r.diverged ? `diverged at step ${r.diverged}` : 'finite'),
      );
    }));
  }
}

export class SweepTable {
  constructor() {
    this.head = el('tr');
    Object.assign(this, captionedTable('sweep', this.head));
  }

  // sweep: the lab's {accum: [K...]}; chosenK: the run's K; series: [{id, values (one per K)}]
  fill(sweep, chosenK, series, caption) {
    setText(this.caption, caption);
    this.head.replaceChildren(
      el('th', { scope: 'col' }, 'K'),
      ...series.map((s) => el('th', { scope: 'col' }, strategyInfo(s.id).name)),
    );
    this.body.replaceChildren(...sweep.accum.map((k, index) => el(
      'tr',
      { 'data-k': k, 'data-current': k === chosenK ? 'true' : null },
      el('th', { scope: 'row' }, String(k), k === chosenK ? el('span', { class: 'tag' }, ' (chosen)') : null),
      ...series.map((s) => el('td', { 'data-col': s.id, 'data-value': String(s.values[index]) }, formatDistance(s.values[index]))),
    )));
  }
}
