// The lab API's calls for "Try your own fix", added to FailureMap.loadLab()'s object by
// failure-map.js (api.js's makeLabApi) from this bundle, so the page's own script carries none
// of them. Text in, the core's answer out (solve_view.hpp).
import { unwrap } from '../wasm-module.js';

// [n, fixtures] of a call's options (null when absent), after checking the code is text.
function request(code, options = {}) {
  if (typeof code !== 'string') {
    throw Object.assign(new TypeError(`code: expected the text of a Python file, got ${typeof code}`), { field: 'code' });
  }
  const text = (name) => (options[name] === undefined || options[name] === null ? null : String(options[name]));
  return [text('n'), text('fixtures')];
}

export function solveMethods(lab) {
  return {
    // solve(code, {n: "0.1"}) or solve(code, {fixtures: documentText}) ->
    // {report: <a report view, implementation "yours"> | null,
    //  error: null | {kind, type, message, line, column, where, text}, printed}
    // under the page's limits. Bad n, fixtures or code over 16 KiB throw an Error with .field.
    solve(code, options = {}) {
      const [n, fixtures] = request(code, options);
      return unwrap(lab, lab.solve(code, n ?? '', n !== null, fixtures ?? '', fixtures !== null));
    },
    // cpythonProgram(code, {n} | {fixtures}) -> {program, filename}: the text CPython runs for the
    // reader's solve() (its code, then the record's script), and the file name to compile it as.
    cpythonProgram(code, options = {}) {
      const [n, fixtures] = request(code, options);
      return unwrap(lab, lab.cpythonProgram(code, n ?? '', n !== null, fixtures ?? '', fixtures !== null));
    },
    // cpythonView(code, {n} | {fixtures}, {out, err, exitCode}) -> the answer solve() gives (report,
    // error, printed), read by the core from what that program's run wrote.
    cpythonView(code, options, { out, err, exitCode }) {
      const [n, fixtures] = request(code, options);
      return unwrap(lab, lab.cpythonView(code, n ?? '', n !== null, fixtures ?? '', fixtures !== null, String(out), String(err), exitCode | 0));
    },
    // exec(script) -> {output, exitCode, error}: a whole script, as `failure-map exec` runs it,
    // under the page's limits.
    exec(script) {
      if (typeof script !== 'string') {
        throw Object.assign(new TypeError(`script: expected the text of a Python file, got ${typeof script}`), { field: 'script' });
      }
      return unwrap(lab, lab.exec(script));
    },
    // The panel's starting code: the record's unsuccessful fix as solve().
    solveStart: () => unwrap(lab, lab.solveStart()),
  };
}
