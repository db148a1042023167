// <failure-map-case>'s results: one panel per implementation — its solve() code, its fixture
// table (updated in place: rows and cells are reused, text is written only when it changes), its
// summaries, the rows-shown count of the outcome filter, and the export buttons and links.
//
// Every figure and sentence is the API's text (report.observations[].actual, .why, .summary, ...);
// the panel only places it.
import { cloner, el, setText, setAttr } from '../shared/dom.js';
import { ruler, watchWidth, unwatchWidth, fitLayout } from '../shared/width.js';
import { loopCode, repairDiff } from './loop-code.js';

// What each export holds: the bytes the CLI prints (run --format json: the reference's line and
// a newline; --format markdown: the record's table), and the API's CSV.
const EXPORTS = [
  { key: 'json', name: 'JSON', extension: 'json', type: 'application/json;charset=utf-8', text: (r) => `${r.json}\n` },
  { key: 'markdown', name: 'Markdown', extension: 'md', type: 'text/markdown;charset=utf-8', text: (r) => r.markdown },
  { key: 'csv', name: 'CSV', extension: 'csv', type: 'text/csv;charset=utf-8', text: (r) => r.csv },
];

// A blob: URL lives until the browser has started the download it was made for.
const REVOKE_AFTER_MS = 1000;

const HEADERS = [
  ['check', 'Boundary fixture'],
  ['actual', 'Actual'],
  ['expected', 'Expected'],
  ['outcome', 'Outcome'],
];

// def solve(weighted_sums, weight_sums):\n    return <expression>, one block per line so that a
// wrapped line hangs under its own indentation on narrow screens.
function codeBlock(expression) {
  return el(
    'pre',
    { class: 'solve' },
    el(
      'code',
      {},
      el('span', { class: 'line' }, el('span', { class: 'kw' }, 'def'), ' solve(weighted_sums, weight_sums):\n'),
      el('span', { class: 'line body' }, '    ', el('span', { class: 'kw' }, 'return'), ' ', expression),
    ),
  );
}

export function hashLine(label, value) {
  return el('p', { class: 'hash' }, `${label} / `, el('code', {}, value));
}

// The API's outcome word ("Passed" | "Failed") as a state token for CSS and the filter.
function outcomeToken(word) {
  return String(word).toLowerCase();
}

// An empty table row, cloned (the first render builds 21).
const tableRow = cloner(() => el(
  'tr',
  { role: 'row' },
  el('th', { scope: 'row', role: 'rowheader' }, el('bdi')),
  el('td', { 'data-col': 'actual', role: 'cell' }, el('span', { class: 'value' })),
  el('td', { 'data-col': 'expected', role: 'cell' }, el('span', { class: 'value' })),
  el('td', { 'data-col': 'outcome', role: 'cell' }),
  el('td', { 'data-col': 'why', role: 'cell' }, el('span', { class: 'why-text' }), el('span', { class: 'figures' })),
));

// The table layouts, widest first (element.css): a Why column, a Why line under each row, cards.
// The why attribute narrows them: a column, or a line, where it fits (else cards).
const LAYOUTS = ['columns', 'rows', 'cards'];
const WHY_LAYOUTS = { column: ['columns', 'cards'], line: ['rows', 'cards'], none: ['columns', 'cards'] };

export class ImplementationPanel {
  // {id, title, method, python, loop, sha256, heldBack, repairNote, fileStem}
  constructor(options) {
    this.id = options.id;
    this.title = options.title;
    this._fileStem = options.fileStem;
    this._report = null;
    this._rows = [];
    this._tolerant = false;
    this._urls = new Set();
    this._table = null;
    this._why = 'auto';
    this._layouts = LAYOUTS;

    this._slot = el('div', { class: 'table-slot' });
    this._shown = el('p', { class: 'shown', 'data-shown': this.id, hidden: true });
    // which="": the summary is led by its caption (no table says what it counts).
    this._summaryCaption = el('span', { class: 'summary-caption' });
    this._summaryText = el('span');
    this._summary = el('p', { class: 'summary', 'data-summary': this.id, hidden: true }, this._summaryCaption, this._summaryText);
    this._toleranceSummary = el('p', {
      class: 'summary tolerance-summary',
      'data-tolerance-summary': this.id,
      hidden: true,
    });
    // Exact mode, where every failure is float rounding: the core's line saying so.
    this._roundingNote = el('p', { class: 'summary rounding-note', 'data-rounding-note': this.id, hidden: true });
    this._exports = this._buildExports();
    this.element = el(
      'li',
      { class: 'impl', 'data-impl': this.id },
      el('h3', { id: `fm-impl-${this.id}` }, this.title),
      options.python ? codeBlock(options.python) : null,
      this._slot,
      this._shown,
      this._summary,
      this._toleranceSummary,
      this._roundingNote,
      // After the table, as in the static copy: the code a reader holds against their own loop.
      ...(this._loop = options.loop ? loopCode(options) : []),
      (this._diff = options.loop ? repairDiff(options) : null),
      this._exports,
    );
    if (options.sha256) {
      this.element.append(hashLine('SHA-256', options.sha256));
    } else if (options.heldBack) {
      this.element.append(el('div', { class: 'held' }, el('p', {}, options.heldBack), el('p', {}, options.repairNote)));
    }
  }

  // report: one of explore().reports; caption: the table's caption; tolerant: show the ULP column
  // and the tolerance summary.
  update(report, { caption, tolerant }) {
    this._report = report;
    if (!this._table) this._buildTable();
    setText(this._caption, caption);
    this._captionText = caption;
    this._fillSummaryCaption();
    this._setTolerant(tolerant);
    for (const [index, observation] of report.observations.entries()) {
      this._fillRow(this._rows[index] || this._addRow(), observation);
    }
    for (const row of this._rows.splice(report.observations.length)) row.element.remove();
    // No fixtures, no table: a header row alone says nothing (the summary says what it means).
    this._slot.hidden = report.observations.length === 0;
    setText(this._summaryText, report.summary);
    setAttr(this._summary, 'data-outcome', report.passed ? 'passed' : 'failed');
    this._summary.hidden = false;
    setText(this._toleranceSummary, report.toleranceSummary);
    this._toleranceSummary.hidden = !tolerant;
    setText(this._roundingNote, report.roundingNote || '');
    this._roundingNote.hidden = tolerant || !report.roundingNote;
    this._exports.hidden = false;
    // The first values are fitted at once: a table in view is laid out in its layout from the
    // first frame it shows in (no shift when the observer's answer comes).
    if (!this._measured) fitLayout(this._wrap, this._layouts);
    this._scheduleFit();
  }

  // New values: fit the layout once before the next frame, however many updates come first.
  // The first render is fitted when the ruler reports its width, before the first paint.
  _scheduleFit() {
    if (!this._measured || this._fitFrame || typeof requestAnimationFrame !== 'function') return;
    this._fitFrame = requestAnimationFrame(() => {
      this._fitFrame = 0;
      fitLayout(this._wrap, this._layouts);
    });
  }

  // The table's column is watched while the element is in a document.
  observeWidth() {
    if (!this._ruler) return;
    watchWidth(this._ruler, () => {
      this._measured = true;
      fitLayout(this._wrap, this._layouts);
    });
  }

  // which: no table; the code leads and the summary follows it, its diff closed (as in the static
  // copy). compact: the diff closed too.
  setWhich(which, compact) {
    if (this._diff) this._diff.open = !which && !compact;
    this._which = which;
    this._fillSummaryCaption();
    const after = which && this._loop.length ? this._loop[this._loop.length - 1] : this._shown;
    if (after.nextSibling !== this._summary) after.after(this._summary);
  }

  // Only "which" leads the summary with its caption: elsewhere the table's caption says it, and the
  // summary's text is the API's alone.
  _fillSummaryCaption() {
    setText(this._summaryCaption, this._which && this._captionText ? `${this._captionText} · ` : '');
  }

  // why: "auto" | "column" | "line" | "details" (each row's Why behind a disclosure) | "none".
  setWhy(why) {
    this._why = why;
    this._layouts = WHY_LAYOUTS[why] || LAYOUTS;
    setAttr(this.element, 'data-why', why);
    for (const row of this._rows) this._whyBox(row);
    if (this._wrap) fitLayout(this._wrap, this._layouts);
  }

  _whyBox(row) {
    const wanted = this._why === 'details';
    if (wanted === Boolean(row.details)) return;
    if (wanted) {
      row.details = el('details', {}, el('summary', {}, 'Why'), row.whyText, row.figures);
      row.why.append(row.details);
    } else {
      row.why.append(row.whyText, row.figures);
      row.details.remove();
      row.details = null;
    }
  }

  // filter: "all" | "failed" | "passed". Hides the rows whose outcome differs and says how many
  // rows remain (a count of the table's own rows). Returns {shown, total} for the element's
  // announcement.
  applyFilter(filter) {
    for (const row of this._rows) {
      row.element.hidden = filter !== 'all' && row.element.getAttribute('data-outcome') !== filter;
    }
    const shown = this._rows.filter((row) => !row.element.hidden).length;
    const total = this._rows.length;
    setText(this._shown, `Showing ${shown} of ${total} rows (${filter})`);
    this._shown.hidden = filter === 'all' || !this._table;
    return { shown, total };
  }

  // The tables still show the last valid input while a field is in error.
  setStale(stale) {
    setAttr(this._slot, 'data-stale', stale ? 'true' : null);
  }

  setExportsAllowed(allowed) {
    setAttr(this._exports, 'data-allowed', allowed ? null : 'false');
  }

  dispose() {
    for (const url of this._urls) URL.revokeObjectURL(url);
    this._urls.clear();
    if (this._ruler) unwatchWidth(this._ruler);
    this._measured = false;
    if (this._fitFrame) cancelAnimationFrame(this._fitFrame);
    this._fitFrame = 0;
  }

  // ---- The table.
  _buildTable() {
    const captionId = `fm-caption-${this.id}`;
    this._caption = el('caption', { id: captionId });
    this._ulpsHead = el(
      'th',
      { scope: 'col', role: 'columnheader', 'data-col': 'ulps' },
      el('abbr', { title: 'units in the last place between actual and expected' }, 'ULPs'),
    );
    this._whyHead = el('th', { scope: 'col', role: 'columnheader', 'data-col': 'why' }, 'Why');
    this._headRow = el(
      'tr',
      { role: 'row' },
      ...HEADERS.map(([col, text]) => el('th', { scope: 'col', role: 'columnheader', 'data-col': col }, text)),
      this._whyHead,
    );
    this._tbody = el('tbody', { role: 'rowgroup' });
    // Explicit roles: narrower columns lay the table out as a grid or as cards (element.css),
    // and the roles keep it a table for assistive technology.
    this._table = el(
      'table',
      { 'data-impl': this.id, role: 'table', 'aria-labelledby': captionId },
      this._caption,
      el('thead', { role: 'rowgroup' }, this._headRow),
      this._tbody,
    );
    // A labelled region; the ruler beside it reports its column's width, and the widest layout
    // the values fit is chosen then and after each update (FMDom.fitLayout), so it never needs
    // to scroll sideways.
    this._wrap = el('div', { class: 'table-wrap', role: 'region', 'aria-labelledby': captionId }, this._table);
    this._ruler = ruler();
    this._slot.append(this._ruler, this._wrap);
    this.observeWidth();
  }

  _addRow() {
    const element = tableRow();
    const [head, actual, expected, outcome, why] = element.children;
    const row = {
      element,
      label: head.firstChild,
      actual: actual.firstChild,
      expected: expected.firstChild,
      outcome,
      ulps: null,
      why,
      whyText: why.firstChild,
      figures: why.lastChild,
    };
    if (this._tolerant) this._addUlps(row);
    this._whyBox(row);
    this._rows.push(row);
    this._tbody.append(row.element);
    return row;
  }

  _addUlps(row) {
    row.ulpsCell = el('td', { 'data-col': 'ulps', role: 'cell' }, el('span', { class: 'value' }));
    row.ulps = row.ulpsCell.firstChild;
    row.why.before(row.ulpsCell);
  }

  _setTolerant(tolerant) {
    if (tolerant === this._tolerant) return;
    this._tolerant = tolerant;
    setAttr(this._table, 'data-tolerant', tolerant ? '' : null);
    if (tolerant) {
      this._whyHead.before(this._ulpsHead);
      for (const row of this._rows) this._addUlps(row);
    } else {
      this._ulpsHead.remove();
      for (const row of this._rows) {
        row.ulpsCell.remove();
        row.ulps = null;
        row.ulpsCell = null;
      }
    }
  }

  _fillRow(row, o) {
    const outcome = outcomeToken(o.outcome);
    setAttr(row.element, 'data-check', o.check);
    setAttr(row.element, 'data-outcome', outcome);
    setText(row.label, o.check);
    setText(row.actual, o.actual);
    setText(row.expected, o.expected);
    setText(row.outcome, o.outcome);
    setAttr(row.outcome, 'data-outcome', outcome);
    if (row.ulps) {
      setText(row.ulps, o.ulps === null || o.ulps === undefined ? '—' : o.ulps);
      setAttr(row.ulpsCell, 'aria-label', o.ulps === null || o.ulps === undefined ? 'not applicable' : null);
    }
    setText(row.whyText, o.why);
    setText(row.figures, `batches ${o.batches} · mass ${o.mass} · contract ${o.contract}`);
  }

  // ---- Exports: copy to the clipboard, or download as a file.
  _buildExports() {
    const labelId = `fm-export-${this.id}`;
    this._exportStatus = el('p', { class: 'export-status', role: 'status' });
    const buttons = EXPORTS.map((format) => {
      const button = el('button', { type: 'button', 'data-copy': format.key }, `Copy ${format.name}`);
      button.addEventListener('click', () => this._copy(format));
      return button;
    });
    const links = EXPORTS.map((format) => {
      const link = el(
        'a',
        { href: '#', download: `${this._fileStem}-${this.id}.${format.extension}`, 'data-download': format.key },
        `Download .${format.extension}`,
      );
      link.addEventListener('click', (event) => this._download(event, link, format));
      return link;
    });
    return el(
      'div',
      { class: 'exports', role: 'group', 'aria-labelledby': `${labelId} fm-impl-${this.id}`, hidden: true },
      el(
        'div',
        { class: 'export-row' },
        el('span', { class: 'exports-label', id: labelId }, 'Export'),
        el('span', { class: 'export-actions' }, ...buttons),
        el('span', { class: 'export-actions' }, ...links),
      ),
      this._exportStatus,
    );
  }

  _say(text, failed) {
    setText(this._exportStatus, text);
    setAttr(this._exportStatus, 'data-outcome', failed ? 'failed' : null);
  }

  async _copy(format) {
    const report = this._report;
    if (!report) return;
    try {
      if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
        throw new Error('this page has no clipboard access (it needs https or localhost)');
      }
      await navigator.clipboard.writeText(format.text(report));
      this._say(`Copied ${this.title} as ${format.name}.`, false);
    } catch (error) {
      const reason = error && error.message ? error.message : String(error);
      this._say(`Could not copy ${this.title} as ${format.name}: ${reason}`, true);
    }
  }

  // The link gets a fresh blob: URL just before the browser follows it, and loses it shortly
  // after: a download always holds the tables on show.
  _download(event, link, format) {
    const report = this._report;
    if (!report) {
      event.preventDefault();
      return;
    }
    const url = URL.createObjectURL(new Blob([format.text(report)], { type: format.type }));
    this._urls.add(url);
    link.href = url;
    setTimeout(() => {
      URL.revokeObjectURL(url);
      this._urls.delete(url);
      if (link.getAttribute('href') === url) link.setAttribute('href', '#');
    }, REVOKE_AFTER_MS);
    this._say(`Saving ${link.getAttribute('download')}.`, false);
  }
}
