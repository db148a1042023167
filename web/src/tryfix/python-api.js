// The fix panel's API calls (solve, exec, solveStart, and the CPython runner's program and view),
// made by failure-map-python.js from its module: api.js's loadPart freezes them into
// FailureMap.loadTryfix()'s object, so the page's own script carries none of them. A request in
// (read by the core: tryfix_requests.hpp), the core's answer out (solve_view.hpp).
import { request, unwrap } from '../wasm-module.js';

// `tryfixModule`: the instantiated failure-map-python WebAssembly module (its Embind functions).
export function solveMethods(tryfixModule) {
  return {
    // solve(code, {n: "0.1"}) or solve(code, {fixtures: documentText}) ->
    // {report: <a report view, implementation "yours"> | null,
    //  error: null | {kind, type, message, line, column, where, text}, printed, printedErrors}
    // under the page's limits. Bad n, fixtures, code that is not text or over 16 KiB throw an
    // Error with .field.
    solve(code, options = {}) {
      return unwrap(tryfixModule, tryfixModule.solve(request({ ...options, code })));
    },
    // cpythonProgram(code, {n} | {fixtures}) -> {program, filename}: the text CPython runs for the
    // reader's solve() (its code, then the record's script), and the file name to compile it as.
    cpythonProgram(code, options = {}) {
      return unwrap(tryfixModule, tryfixModule.cpythonProgram(request({ ...options, code })));
    },
    // cpythonView(code, {n} | {fixtures}, {out, err, exitCode}) -> the answer solve() gives (report,
    // error, printed, printedErrors), read by the core from what that program's run wrote.
    cpythonView(code, options, run) {
      return unwrap(tryfixModule, tryfixModule.cpythonView(request({ ...options, ...run, code })));
    },
    // exec(script) -> {output, exitCode, error}: a whole script, as `failure-map exec` runs it,
    // under the page's limits.
    exec(script) {
      return unwrap(tryfixModule, tryfixModule.exec(request({ script })));
    },
    // The panel's starting code: the record's unsuccessful fix as solve().
    solveStart: () => unwrap(tryfixModule, tryfixModule.solveStart()),
  };
}
