// <failure-map-case>'s "Explore the failure" controls — N, the comparison mode
// and its relative tolerance, the outcome filter, and the fixture editor (one row per fixture:
// label, weighted sums, weight sums, expected; add, duplicate, remove, reset to the record).
//
// The controls hold text only. They never read a number: what the text means, and whether it is
// valid, is the core's answer (api.explore), which the element passes back to showError() with
// the error's field ("n", "tolerance", "fixtures[2].weight_sums", "fixtures").
import { cloner, el, setAttr, setText } from '../shared/dom.js';

const ERROR_ID = 'fm-field-error';

// The editor's columns, in the order of the API's fields. A label may hold line breaks (a
// fixtures document can carry them), which an <input> would silently drop: it is a textarea.
const ROW_FIELDS = [
  { key: 'check', label: 'Label', className: 'f-check', multiline: true },
  { key: 'weighted_sums', label: 'Weighted sums', className: 'f-list' },
  { key: 'weight_sums', label: 'Weight sums', className: 'f-list' },
  { key: 'expected', label: 'Expected', className: 'f-number' },
];

// How a message names a field, for the announcement that goes with it.
const FIELD_NAMES = {
  check: 'Label',
  weighted_sums: 'Weighted sums',
  weight_sums: 'Weight sums',
  expected: 'Expected',
};

function textInput(attributes = {}, multiline = false) {
  if (multiline) {
    return el('textarea', { rows: '1', wrap: 'off', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', ...attributes });
  }
  return el('input', {
    type: 'text',
    autocomplete: 'off',
    autocapitalize: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    ...attributes,
  });
}

// A visible label around its input; the error message, when there is one, goes after the label
// (inside .field, outside the label, so that it is a description and not part of the name).
function field(labelText, input, className) {
  return el('div', { class: `field ${className || ''}`.trim() }, el('label', {}, el('span', { class: 'field-label' }, labelText), input));
}

function radio(name, value, text, checked) {
  return el(
    'label',
    { class: 'choice' },
    el('input', { type: 'radio', name, value, checked: checked || null }),
    el('span', {}, text),
  );
}

// An empty editor row, cloned (the first render builds seven).
const editorRow = cloner(() => el(
  'li',
  { class: 'row' },
  el(
    'fieldset',
    {},
    // "Fixture 3": the number is a CSS counter, so it follows the rows as they move.
    el('legend', { class: 'row-legend' }),
    ...ROW_FIELDS.map((spec) => field(spec.label, textInput({ 'data-key': spec.key }, spec.multiline), spec.className)),
    el(
      'div',
      { class: 'row-actions' },
      el('button', { type: 'button', 'data-action': 'duplicate' }, 'Duplicate'),
      el('button', { type: 'button', 'data-action': 'remove' }, 'Remove'),
    ),
  ),
));

// One fixture of the editor. Its inputs carry data-field="fixtures[i].key", the names the core
// gives in its errors.
class EditorRow {
  constructor() {
    this.element = editorRow();
    this.inputs = {};
    for (const input of this.element.querySelectorAll('[data-key]')) this.inputs[input.getAttribute('data-key')] = input;
  }

  // fields: {check, weighted_sums, weight_sums, expected} as text; writes only what differs.
  set(fields) {
    for (const { key } of ROW_FIELDS) {
      const value = fields[key] === undefined || fields[key] === null ? '' : String(fields[key]);
      if (this.inputs[key].value !== value) this.inputs[key].value = value;
    }
  }

  get() {
    const fields = {};
    for (const { key } of ROW_FIELDS) fields[key] = this.inputs[key].value;
    return fields;
  }

  setIndex(index) {
    for (const { key } of ROW_FIELDS) setAttr(this.inputs[key], 'data-field', `fixtures[${index}].${key}`);
  }
}

export class Controls {
  // handlers: {onN(text), onMode(mode), onTolerance(text), onFilter(filter), onFields(),
  //            onRowsChanged(), onReset()}
  constructor(handlers) {
    this._handlers = handlers;
    this._rows = [];
    this._rowOf = new WeakMap();
    this._error = null;

    this.nInput = textInput({ 'data-field': 'n', inputmode: 'decimal', class: 'mono' });
    this.toleranceInput = textInput({ 'data-field': 'tolerance', class: 'mono' });
    this._nField = field("N, the scale of the record's fixtures", this.nInput, 'f-n');
    this._toleranceField = field('Relative tolerance', this.toleranceInput, 'f-tolerance');

    this._modeGroup = el(
      'fieldset',
      { class: 'group', 'data-field': 'mode' },
      el('legend', {}, 'Comparison'),
      radio('mode', 'exact', "Exact (the reference's ==)", true),
      radio('mode', 'tolerance', 'Within a relative tolerance'),
      this._toleranceField,
    );
    this._filterGroup = el(
      'fieldset',
      { class: 'group' },
      el('legend', {}, 'Show rows'),
      radio('filter', 'all', 'All', true),
      radio('filter', 'failed', 'Failed'),
      radio('filter', 'passed', 'Passed'),
    );

    this._list = el('ol', { class: 'rows' });
    this._addButton = el('button', { type: 'button', 'data-action': 'add' }, 'Add a fixture');
    this._resetButton = el('button', { type: 'button', 'data-action': 'reset' }, 'Reset to the record');
    this._editorMessage = el('div', { class: 'field editor-message' });
    // Closed at first: one line says what it holds (the count follows the rows).
    this._count = el('span');
    this.editor = el(
      'details',
      { class: 'editor' },
      el('summary', {}, 'Fixtures: ', this._count, ' — open to edit, add or remove'),
      el(
        'p',
        { class: 'hint' },
        'Lists are comma-separated Python numbers (2, 12); an expected value is one number (3.5). ' +
          'Every edit reruns the three implementations.',
      ),
      el('div', { class: 'editor-rows' }, this._list),
      el('div', { class: 'editor-actions' }, this._addButton, this._resetButton),
      this._editorMessage,
    );

    this.section = el(
      'section',
      { class: 'explore', 'aria-labelledby': 'fm-explore-title' },
      el('h3', { id: 'fm-explore-title' }, 'Explore the failure'),
      el('div', { class: 'explore-grid' }, this._nField, this._modeGroup, this._filterGroup),
      this.editor,
    );
    this._listen();
  }

  // ---- Values in and out (text only).
  setN(text) {
    if (this.nInput.value !== text) this.nInput.value = text;
  }

  setTolerance(text) {
    if (this.toleranceInput.value !== text) this.toleranceInput.value = text;
  }

  setMode(mode) {
    for (const input of this._modeGroup.querySelectorAll('input[name="mode"]')) input.checked = input.value === mode;
  }

  fields() {
    return this._rows.map((row) => row.get());
  }

  // Shows fixtures (explore().fixtures) in the editor, reusing its rows.
  fill(fixtures) {
    for (const [index, fixture] of fixtures.entries()) (this._rows[index] || this._appendRow()).set(fixture);
    for (const row of this._rows.splice(fixtures.length)) row.element.remove();
    this._renumber();
  }

  // ---- Errors at their field.
  // showError("fixtures[2].weight_sums", message) -> the field's name for an announcement, or
  // null when no control here has that field.
  showError(fieldName, message) {
    this.clearError();
    const target = this._targetFor(fieldName);
    if (!target) return null;
    const note = el('p', { class: 'field-error', id: ERROR_ID }, message);
    target.container.append(note);
    for (const control of target.controls) {
      setAttr(control, 'aria-invalid', 'true');
      setAttr(control, 'aria-describedby', ERROR_ID);
    }
    if (target.inEditor && !this.editor.open) this.editor.open = true;
    // The rows scroll inside their box: bring the message into view under its field, no further.
    if (target.inEditor && typeof note.scrollIntoView === 'function') note.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this._error = { note, controls: target.controls };
    return target.name;
  }

  clearError() {
    if (!this._error) return;
    this._error.note.remove();
    for (const control of this._error.controls) {
      setAttr(control, 'aria-invalid', null);
      setAttr(control, 'aria-describedby', null);
    }
    this._error = null;
  }

  _targetFor(fieldName) {
    if (fieldName === 'n') return { controls: [this.nInput], container: this._nField, name: 'N' };
    if (fieldName === 'tolerance') {
      return { controls: [this.toleranceInput], container: this._toleranceField, name: 'Relative tolerance' };
    }
    if (fieldName === 'mode') {
      return { controls: [...this._modeGroup.querySelectorAll('input')], container: this._modeGroup, name: 'Comparison' };
    }
    for (const row of this._rows) {
      for (const { key } of ROW_FIELDS) {
        const input = row.inputs[key];
        if (input.getAttribute('data-field') === fieldName) {
          return { controls: [input], container: input.closest('.field'), name: FIELD_NAMES[key], inEditor: true };
        }
      }
    }
    // "fixtures" (how many), "request", an unknown field: the editor as a whole.
    if (fieldName) return { controls: [this._addButton], container: this._editorMessage, name: 'Fixtures', inEditor: true };
    return null;
  }

  // ---- Rows.
  _appendRow() {
    const row = new EditorRow();
    this._rowOf.set(row.element, row);
    this._rows.push(row);
    this._list.append(row.element);
    return row;
  }

  // The rows array follows the list's order; each row's fields follow its position.
  _renumber() {
    this._rows = [...this._list.children].map((item) => this._rowOf.get(item));
    this._rows.forEach((row, index) => row.setIndex(index));
    setText(this._count, `${this._rows.length} in play`);
  }

  _rowFrom(node) {
    const item = node && node.closest ? node.closest('li.row') : null;
    return item ? this._rowOf.get(item) : null;
  }

  _add() {
    const row = this._appendRow();
    row.set({ check: 'new fixture', weighted_sums: '', weight_sums: '', expected: '0' });
    this._renumber();
    row.inputs.check.focus();
    row.inputs.check.select();
    this._handlers.onRowsChanged();
  }

  _duplicate(row) {
    const copy = new EditorRow();
    this._rowOf.set(copy.element, copy);
    copy.set(row.get());
    row.element.after(copy.element);
    this._renumber();
    copy.inputs.check.focus();
    this._handlers.onRowsChanged();
  }

  _remove(row) {
    // Focus goes to the same field of the next row, else of the previous one, else "Add".
    const next = row.element.nextElementSibling || row.element.previousElementSibling;
    row.element.remove();
    this._renumber();
    const nextRow = next ? this._rowOf.get(next) : null;
    if (nextRow) nextRow.inputs.check.focus();
    else this._addButton.focus();
    this._handlers.onRowsChanged();
  }

  _listen() {
    const h = this._handlers;
    this.nInput.addEventListener('input', () => h.onN(this.nInput.value));
    this.toleranceInput.addEventListener('input', () => h.onTolerance(this.toleranceInput.value));
    this._modeGroup.addEventListener('change', (event) => {
      if (event.target.name === 'mode') h.onMode(event.target.value);
    });
    this._filterGroup.addEventListener('change', (event) => {
      if (event.target.name === 'filter') h.onFilter(event.target.value);
    });
    this._list.addEventListener('input', (event) => {
      if (event.target.hasAttribute('data-key')) h.onFields();
    });
    this._list.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-action]');
      const row = this._rowFrom(button);
      if (!row) return;
      if (button.getAttribute('data-action') === 'duplicate') this._duplicate(row);
      else if (button.getAttribute('data-action') === 'remove') this._remove(row);
    });
    this._addButton.addEventListener('click', () => this._add());
    this._resetButton.addEventListener('click', () => h.onReset());
  }
}
