// The fix panel's code editor: CodeMirror 6 in the element's shadow root, with only the parts it
// uses — Python highlighting (CodeMirror's legacy Python mode, a tokenizer with its own indentation
// rule: a fraction of the Lezer grammar's size), indentation on Enter and Tab, bracket matching,
// undo history, line numbers, long lines wrapped (nothing scrolls sideways), the error underlined
// at its line and column (a mark decoration; its message is the panel's alert, which screen readers
// announce and the editable element's aria-describedby names) and its line number marked. Escape
// then Tab leaves the editor (CodeMirror's tab focus mode). Colours are the widget's --fm-*
// palette and --fm-code-* (element.css), so they follow its light and dark themes. CodeMirror's
// styles go into the shadow root as a constructable style sheet: a strict style-src allows them.
import { EditorState, RangeSet, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, gutterLineClass, keymap, lineNumbers, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting, HighlightStyle, StreamLanguage } from '@codemirror/language';
import { python } from '@codemirror/legacy-modes/mode/python';
import { tags } from '@lezer/highlight';

const pythonLanguage = StreamLanguage.define(python);

const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.operatorKeyword], color: 'var(--fm-code-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--fm-code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--fm-code-number)' },
  { tag: tags.comment, color: 'var(--fm-muted)', fontStyle: 'italic' },
  // The legacy mode's `def` (the name after def or class) and `builtin` (len, sum, …).
  { tag: [tags.definition(tags.variableName), tags.standard(tags.variableName)], color: 'var(--fm-code-function)' },
  { tag: tags.self, color: 'var(--fm-code-keyword)' },
]);

const theme = EditorView.theme({
  '&': { color: 'var(--fm-fg)', backgroundColor: 'var(--fm-bg)', fontSize: '0.875em' },
  '.cm-scroller': { fontFamily: 'var(--fm-mono)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'var(--fm-fg)', padding: '0.5em 0' },
  '&.cm-focused': { outline: 'none' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fm-fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--fm-code-selection)',
  },
  '.cm-gutters': { backgroundColor: 'var(--fm-surface)', color: 'var(--fm-muted)', borderRight: '1px solid var(--fm-border)' },
  '.cm-lineNumbers .cm-gutterElement': { minWidth: '2.5em', padding: '0 0.5em' },
  '.cm-gutterElement.fm-error-line': { color: 'var(--fm-fail)', backgroundColor: 'var(--fm-fail-bg)', fontWeight: '700' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--fm-code-selection)', outline: '1px solid var(--fm-muted)' },
  '&.cm-focused .cm-nonmatchingBracket': { color: 'var(--fm-fail)' },
  // A wavy underline (too short to show under one character in WebKitGTK) on a tinted range.
  '.fm-error-range': {
    backgroundImage: 'none',
    backgroundColor: 'var(--fm-fail-bg)',
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: 'var(--fm-fail)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '0.2em',
  },
});

// The error's range: a mark (class fm-error-range; its title the message, shown on hover).
const setErrorRange = StateEffect.define();
const errorRangeField = StateField.define({
  create: () => Decoration.none,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setErrorRange)) next = effect.value;
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

// The error's line number, marked in the gutter.
const errorMarker = new (class extends GutterMarker {
  elementClass = 'fm-error-line';
})();
const setErrorLine = StateEffect.define();
const errorLineField = StateField.define({
  create: () => RangeSet.empty,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setErrorLine)) next = effect.value;
    return next;
  },
  provide: (field) => gutterLineClass.from(field),
});

// createEditor({parent, root, doc, attributes, onChange}) -> {text, setText(text),
// showError(line, column, message), focus()}. attributes go on the editable element (its
// data-field, aria-labelledby, aria-describedby); onChange() follows each edit by the reader.
export function createEditor({ parent, root, doc, attributes, onChange }) {
  let settingText = false; // setText()'s change is not the reader's
  const view = new EditorView({
    parent,
    root,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentUnit.of('    '),
        EditorState.tabSize.of(4),
        pythonLanguage,
        syntaxHighlighting(highlight),
        indentOnInput(),
        bracketMatching(),
        errorLineField,
        errorRangeField,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of(attributes),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        theme,
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !settingText) onChange();
        }),
      ],
    }),
  });
  return {
    view,
    get text() {
      return view.state.doc.toString();
    },
    setText(text) {
      if (text === view.state.doc.toString()) return;
      settingText = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        settingText = false;
      }
    },
    // The error at line (1-based) and column (1-based; null: from the line's first character to
    // its end); null line: none.
    showError(line, column, message) {
      const { doc: text } = view.state;
      if (!line || line > text.lines) {
        view.dispatch({ effects: [setErrorRange.of(Decoration.none), setErrorLine.of(RangeSet.empty)] });
        return;
      }
      const at = text.line(line);
      const indent = /^\s*/.exec(at.text)[0].length;
      const from = Math.min(at.to, at.from + (column ? column - 1 : indent));
      const to = from < at.to ? at.to : Math.min(text.length, from + 1);
      // A mark may not be empty: an error at the end of the text (`x = ` while it is typed) has
      // its line number marked only.
      const mark = Decoration.mark({ class: 'fm-error-range', attributes: { title: message } });
      view.dispatch({ effects: [setErrorRange.of(Decoration.set(to > from ? [mark.range(from, to)] : [])),
        setErrorLine.of(RangeSet.of([errorMarker.range(at.from)]))] });
    },
    focus: () => view.focus(),
  };
}
