// What the training panel's two charts show (Chart's data): the lab's answer as series, and the
// sentences that describe them (the summary read out for role="img", the readout under the
// cursor, legend notes). Presentation only: min and max pick an axis's words, nothing is computed
// of the model.
import { el } from '../shared/dom.js';
import { formatDistance, formatNumber } from './format.js';
import { strategyInfo } from './strategies.js';

// Loss per step at the chosen K; runs: [{id, values (the loss per step), distance, diverged}].
export function lossChartData(run, runs) {
  const steps = runs.length ? runs[0].values.length : 0;
  const stepXs = Array.from({ length: steps }, (_, i) => i + 1);
  const legendNotes = {};
  for (const r of runs) if (r.diverged) legendNotes[r.id] = `diverged at step ${r.diverged}`;
  const finalText = runs.map((r) => `${strategyInfo(r.id).short} ${r.diverged ? `diverged at step ${r.diverged}` : formatNumber(r.values[steps - 1])}`).join(', ');
  const lossNotes = [];
  if (runs.some((r) => r.diverged)) {
    lossNotes.push('A cross at the top marks the step where a run’s loss stopped being a finite number; its line ends there.');
  }
  return {
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

}

// Distance to the full batch against K (the reference itself is 0 by definition). Also returns
// sweepSeries, the series without the reference, for the sweep table.
export function sweepChartData(run, sweep, runs, settings) {
  const kIndex = sweep.accum.indexOf(run.accum);
  const sweepSeries = sweep.strategies
    .filter((s) => s.id !== 'full-batch')
    .map((s) => ({ id: s.id, values: s.param_distance, diverged: 0 }));
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
  return {
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
    sweepSeries,
  };
}
