// The three normalisations as the log panel names them, and how it shows the core's values.

// dash: the line's pattern in the plot (the legend names it), so colour is not the only cue.
export const IMPLS = [
  { id: 'broken', name: 'The failure', detail: '÷ number of micro-batches', dash: '6 4' },
  { id: 'unsuccessful-fix', name: 'The unsuccessful fix', detail: 'mean of micro-batch means', dash: '2 3' },
  { id: 'repair', name: 'The repair', detail: '÷ total weight mass', dash: '' },
];

// A value of the core's answer as text (its repr), or a dash where there is none.
export const textOf = (value) => (value === null || value === undefined ? '—' : String(value));
