// The training-loop code an implementation is (the core's registry: record().implementations[].loop):
// what a reader holds against their own loop, when it is wrong, and the diff to the repair. The
// same blocks, in the same order, as the static copy (failure-map render) writes them.
import { el } from '../shared/dom.js';

// One block per line, so that a wrapped line hangs under its own start on a narrow column; a
// diff's lines are marked by their first character (+ added, - removed).
function codeBlock(name, text, diff) {
  const lines = text.split('\n').map((line) => {
    const mark = diff ? { '+': 'add', '-': 'del' }[line[0]] : line[0] === '#' && 'comment';
    return el('span', { class: mark ? `line ${mark}` : 'line' }, line, '\n');
  });
  return el('pre', { class: 'loop', 'data-loop': name }, el('code', {}, ...lines));
}

// Before the table: "<b>The failure</b> (÷ number of micro-batches), in a training loop:", the
// code, and when it is wrong.
export function loopCode({ title, method, loop }) {
  return [
    el('p', { class: 'loop-lead' }, el('b', {}, title), ` (${method}), in a training loop:`),
    codeBlock('code', loop.code, false),
    el('p', { class: 'wrong-when' }, loop.wrongWhen),
  ];
}

// After the summary: the repair as a change to that code (none for the repair itself), open
// (closed in "which", where the code and its summary are what a reader scans).
export function repairDiff({ loop }) {
  if (!loop.diff) return null;
  return el('details', { class: 'repair-diff', open: '' }, el('summary', {}, 'The repair, as a change to that loop'), codeBlock('diff', loop.diff, true));
}
