// The training panel's settings: K, steps, learning rate, unevenness, seed. Text in, text out:
// the core says what is valid, and its error is shown at its field.
import { el, setAttr, setText } from '../shared/dom.js';

export const MAX_K = 32;
export const DEFAULTS = { accum: '4', steps: '50', lr: '0.1', unevenness: '0.5', seed: '1' };
export const FIELDS = ['accum', 'steps', 'lr', 'unevenness', 'seed'];
// How an announcement names a field.
const FIELD_NAMES = {
  accum: 'Micro-batches, K',
  steps: 'Steps',
  lr: 'Learning rate',
  unevenness: 'Unevenness',
  seed: 'Seed',
};

const textInput = (attrs) => el('input', { type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', ...attrs });
const rangeInput = (min, max, step) => el('input', { type: 'range', min, max, step });

export class SettingsForm {
  // initial: {field: text}; onChange('frame') after a slider moved, onChange('typing') after a key.
  constructor(initial, onChange) {
    this._fields = {};
    this._errorField = null;
    const grid = el(
      'div',
      { class: 'controls-grid' },
      this._field('accum', {
        label: 'Micro-batches per step, K',
        help: `The batch of 64 is split into K micro-batches (1 to ${MAX_K}).`,
        range: rangeInput(1, MAX_K, 1),
        input: el('input', { type: 'number', min: 1, max: MAX_K, step: 1, inputmode: 'numeric', class: 'num' }),
      }),
      this._field('steps', {
        label: 'Steps',
        help: 'SGD steps, 10 to 200.',
        input: rangeInput(10, 200, 1),
        output: el('output', { class: 'value', for: 'fmt-input-steps', 'aria-hidden': 'true' }),
      }),
      this._field('lr', {
        label: 'Learning rate',
        help: 'A number above 0, at most 10. Large rates diverge.',
        input: textInput({ inputmode: 'decimal', class: 'num' }),
      }),
      this._field('unevenness', {
        label: 'Unevenness of the weights',
        help: '0: every example weighs the same; 1: very uneven.',
        input: rangeInput(0, 1, 0.05),
        output: el('output', { class: 'value', for: 'fmt-input-unevenness', 'aria-hidden': 'true' }),
      }),
      this._field('seed', {
        label: 'Seed',
        help: 'Picks the batch and the start; a whole number from 0.',
        input: el('input', { type: 'number', min: 0, step: 1, inputmode: 'numeric', class: 'num' }),
      }),
    );
    for (const field of FIELDS) this.set(field, initial[field]);
    this._listen(onChange);
    this.section = el(
      'section',
      { class: 'controls', 'aria-labelledby': 'fmt-controls-title' },
      el('h3', { id: 'fmt-controls-title' }, 'Settings'),
      grid,
    );
  }

  // The settings as text, as the lab's train() takes them.
  values() {
    const values = {};
    for (const field of FIELDS) values[field] = this._fields[field].input.value;
    return values;
  }

  set(field, value) {
    const f = this._fields[field];
    if (!f) return;
    if (f.input.value !== value) f.input.value = value;
    if (f.range && value !== '') f.range.value = value;
    if (f.output) setText(f.output, f.input.value);
  }

  // The error's message under its field. Returns the field's name for an announcement, or null
  // when no field here has that name.
  showError(field, detail) {
    this.clearError();
    const f = field ? this._fields[field] : null;
    if (!f) return null;
    const errorId = `fmt-error-${field}`;
    f.errorNode = el('p', { class: 'field-error', id: errorId }, detail);
    f.container.append(f.errorNode);
    for (const control of f.controls) {
      setAttr(control, 'aria-invalid', 'true');
      setAttr(control, 'aria-describedby', `${f.helpId} ${errorId}`);
    }
    this._errorField = field;
    return FIELD_NAMES[field];
  }

  clearError() {
    if (!this._errorField) return;
    const f = this._fields[this._errorField];
    f.errorNode.remove();
    f.errorNode = null;
    for (const control of f.controls) {
      setAttr(control, 'aria-invalid', null);
      setAttr(control, 'aria-describedby', f.helpId);
    }
    this._errorField = null;
  }

  // A labelled field: its input (and, for K, a slider beside it), its help and the shown value.
  _field(field, { label, help, input, range = null, output = null }) {
    const labelId = `fmt-label-${field}`;
    const helpId = `fmt-help-${field}`;
    input.setAttribute('id', `fmt-input-${field}`);
    input.setAttribute('data-field', field);
    input.setAttribute('aria-describedby', helpId);
    const controls = [input];
    if (range) {
      range.setAttribute('aria-labelledby', labelId);
      range.setAttribute('aria-describedby', helpId);
      range.setAttribute('data-field-range', field);
      controls.push(range);
    }
    const container = el(
      'div',
      { class: `field f-${field}` },
      el('label', { class: 'field-label', id: labelId, for: `fmt-input-${field}` }, label),
      el('div', { class: 'field-row' }, range, input, output),
      el('p', { class: 'help', id: helpId }, help),
    );
    this._fields[field] = { input, range, output, controls, container, helpId, errorNode: null };
    return container;
  }

  _listen(onChange) {
    const accum = this._fields.accum;
    accum.range.addEventListener('input', () => {
      accum.input.value = accum.range.value;
      onChange('frame');
    });
    accum.input.addEventListener('input', () => {
      if (accum.input.value !== '') accum.range.value = accum.input.value;
      onChange('typing');
    });
    for (const field of ['steps', 'unevenness']) {
      const f = this._fields[field];
      f.input.addEventListener('input', () => {
        setText(f.output, f.input.value);
        onChange('frame');
      });
    }
    for (const field of ['lr', 'seed']) this._fields[field].input.addEventListener('input', () => onChange('typing'));
  }
}
