// The three normalisations as the log panel shows them: the core's names (implementation-names.js)
// and each line's dash pattern in the plot (the legend names it), so colour is not the only cue.
import { implementationsInOrder } from '../shared/implementation-names.js';

const DASHES = { broken: '6 4', 'unsuccessful-fix': '2 3', repair: '' };

// [{id, name, detail, dash}] in the record's order; only once the names have loaded.
export const implementations = () => implementationsInOrder()
  .map(({ id, title, method }) => ({ id, name: title, detail: method, dash: DASHES[id] ?? '' }));

// A value of the core's answer as text (its repr), or a dash where there is none.
export const textOf = (value) => (value === null || value === undefined ? '—' : String(value));
