// The log panel's diagnosis: the verdict first (in words and colour), the numbers that support
// it, which code is which, the per-step errors with their worst steps (buttons that show the
// step), what it does to training, zero mass and the warnings. Every figure is the core's text.
import { el } from '../shared/dom.js';
import { implementations, textOf } from './implementations.js';

// What the verdict means for the reader: ok (not affected), bad (affected), open (no verdict).
const TONE = { 'not-affected': 'ok', affected: 'bad' };
const HEADLINE = { 'not-affected': 'Not affected', affected: 'Affected' };

const stepName = (ref) => {
  if (ref.step !== undefined) return `step ${ref.step}${ref.rank !== undefined ? ` (rank ${ref.rank})` : ''}`;
  return ref.rank !== undefined ? `rank ${ref.rank}` : 'the whole log';
};

// A button that shows a step in the table (go(ref) is the panel's).
function stepButton(ref, go) {
  const button = el('button', { type: 'button', class: 'link', 'data-action': 'show-step', 'data-index': String(ref.index) }, stepName(ref));
  button.addEventListener('click', () => go(ref));
  return button;
}

export function verdictSection(result) {
  const v = result.verdict;
  const tone = TONE[v.id] || 'open';
  const facts = [];
  if (v.steps_compared !== undefined && v.steps_compared > 0) {
    facts.push(el('li', {}, `Compared on ${textOf(v.steps_compared)} steps within the logged precision (${v.precision} values, at most ±${v.max_relative_tolerance_text} relative); ${textOf(v.steps_deciding)} of them rule out at least one normalisation.`));
  }
  const skipped = [
    [v.steps_without_loss, 'without a loss'], [v.steps_nonfinite_loss, 'with a nan or inf loss'], [v.steps_zero_mass, 'of zero mass'],
  ].filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  if (skipped.length) facts.push(el('li', {}, `Not compared: ${skipped.join(', ')}.`));
  if (v.hint) facts.push(el('li', {}, el('strong', {}, 'Next: '), v.hint));
  return el(
    'section',
    { class: `verdict ${tone}`, 'data-verdict': v.id, 'aria-labelledby': 'verdict-title' },
    el('h3', { id: 'verdict-title' }, el('span', { class: 'badge' }, HEADLINE[v.id] || 'No verdict'), ' ', v.detail),
    facts.length ? el('ul', { class: 'facts' }, ...facts) : null,
    el('details', { class: 'codes' },
      el('summary', {}, 'Which code is which'),
      el('dl', {}, ...implementations().flatMap((impl) => [
        el('dt', {}, impl.name), el('dd', {}, el('code', {}, result.codes[impl.id])),
      ]))),
  );
}

export function errorsSection(result, go) {
  const rows = implementations().filter((impl) => impl.id !== 'repair').map((impl) => {
    const e = result.errors[impl.id];
    return el(
      'tr',
      { 'data-impl': impl.id },
      el('th', { scope: 'row' }, el('span', { class: `key k-${impl.id}`, 'aria-hidden': 'true' }), impl.name),
      el('td', { 'data-col': 'median', 'data-label': 'Median' }, el('span', { class: 'num' }, e.steps ? e.median_percent : '—')),
      el('td', { 'data-col': 'max', 'data-label': 'Max' }, el('span', { class: 'num' }, e.steps ? e.max_percent : '—'),
        ...(e.max_step ? [' at ', stepButton(e.max_step, go)] : [])),
      el('td', { 'data-col': 'over', 'data-label': 'Steps over 0.1% / 1%' },
        el('span', { class: 'num' }, `${textOf(e.over_0_1_percent)} and ${textOf(e.over_1_percent)} of ${textOf(e.steps)}`)),
      el('td', { 'data-col': 'whole-log', 'data-label': 'Whole log as one window' }, el('span', { class: 'num' }, e.whole_log_percent)),
    );
  });
  const worst = implementations().filter((impl) => impl.id !== 'repair' && result.errors[impl.id].worst.length)
    .map((impl) => el('p', { class: 'worst', 'data-worst': impl.id }, `${impl.name}, its worst steps: `,
      ...result.errors[impl.id].worst.flatMap((ref, k) => [k ? ', ' : '', stepButton(ref, go)])));
  return el(
    'section',
    { class: 'errors' },
    el('div', { class: 'table-wrap', role: 'region', 'aria-label': 'Error per step against the repair' },
      el('table', { 'data-table': 'errors' },
        el('caption', {}, 'Error against the repair, step by step'),
        el('thead', {}, el('tr', {},
          el('th', { scope: 'col' }, 'Implementation'), el('th', { scope: 'col' }, 'Median'), el('th', { scope: 'col' }, 'Max'),
          el('th', { scope: 'col' }, 'Steps over 0.1% / 1%'), el('th', { scope: 'col' }, 'Whole log as one window'))),
        el('tbody', {}, ...rows))),
    ...worst,
  );
}

export function trainingSection(result) {
  const w = result.weighting;
  const z = result.zero_mass;
  const parts = [];
  if (w.steps > 0) {
    const fix = w['unsuccessful-fix'];
    parts.push(el('p', {}, `The unsuccessful fix weights the examples of a step unequally: the largest weight is ${fix.spread_median_text} the smallest in the median step, ${fix.spread_max_text} at worst. `,
      `The failure scales a whole step by its mass per micro-batch: ${w.broken.scale_median_text} in the median step (from ${w.broken.scale_min_text} to ${w.broken.scale_max_text}).`));
    parts.push(el('p', { class: 'note' }, w.optimisers));
  }
  if (z.batches > 0) {
    const zero = [];
    if (z.steps > 0) zero.push(`${textOf(z.steps)} steps have no weight at all (first: ${stepName(z.first_steps[0])}): every normalisation gives 0.0 there, where a mean-reduced PyTorch loss is nan.`);
    if (z.steps_with_zero_batch > 0) zero.push(`${textOf(z.steps_with_zero_batch)} steps hold a micro-batch of weight 0 (first: ${stepName(z.first_partial[0])}): the unsuccessful fix skips it in its sum but counts it in its divisor.`);
    parts.push(el('p', { 'data-zero-mass': '' }, `Zero mass: ${textOf(z.batches)} micro-batches of weight 0. `, ...zero.map((t) => `${t} `)));
  }
  if (!parts.length) return null;
  return el('section', { class: 'training' }, el('h3', {}, 'What it does to training'), ...parts);
}

export function warningsSection(result) {
  if (!result.warnings.length) return null;
  return el(
    'section',
    { class: 'warnings', 'data-warnings': '' },
    el('h3', {}, 'Warnings'),
    el('ul', {}, ...result.warnings.map((w) => el(
      'li',
      { 'data-warning': w.kind },
      w.kind === 'header' ? w.message : `${textOf(w.count)} ${w.message}`,
      w.first && w.first.length
        ? el('ul', {}, ...w.first.map((n) => el('li', {}, `line ${n.line}${n.step ? ` (step ${n.step})` : ''}: ${n.message}`)))
        : null,
    ))),
  );
}
