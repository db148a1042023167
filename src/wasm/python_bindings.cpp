// The Embind binding of the "python" module (failure-map-python.js), loaded on demand: by a fix
// panel (<failure-map-tryfix>) when its reader first goes to the code, or by
// FailureMap.loadTryfix(). The Python interpreter running a reader's solve() (or a whole script)
// under the page's limits. Each call takes one JSON request read by the core (tryfix_requests.hpp;
// solveStart needs none) and answers the core's envelope (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <string>

#include "cpython_script.hpp"
#include "envelope.hpp"
#include "json_text.hpp"
#include "solve_view.hpp"
#include "tryfix_requests.hpp"

namespace {

using emscripten::val;
using fm::wasm::reply;

// {"code", "n" | "fixtures"} -> a reader's solve() on the record's fixtures at N, or on a fixtures
// document, under the page's limits: {"report": ..., "error": ..., "printed": ...} (solve_view.hpp).
val solve(const std::string& request_json) {
  const auto request = fm::read_solve_request(request_json);
  if (!request) return reply(request.error());
  return reply(fm::solve_view_json(request->code, request->evaluation));
}

// {"script"} -> a whole script under the page's limits: {"output", "exitCode", "error"}.
val exec(const std::string& request_json) {
  const auto script = fm::read_exec_request(request_json);
  if (!script) return reply(script.error());
  return reply(fm::script_view_json(*script));
}

// The panel's starting code: the record's unsuccessful fix as solve().
val solve_start() { return reply(fm::json_string(fm::unsuccessful_fix_solve_source())); }

// {"code", "n" | "fixtures"} -> the program CPython runs for a reader's solve() and the file name
// to compile it under: {"program", "filename"} (cpython_script.hpp).
val cpython_program(const std::string& request_json) {
  const auto request = fm::read_solve_request(request_json);
  if (!request) return reply(request.error());
  return reply(fm::cpython_program_json(*request));
}

// {"code", "n" | "fixtures", "out", "err", "exitCode"} -> what that program's run wrote, read into
// solve()'s answer.
val cpython_view(const std::string& request_json) {
  const auto run = fm::read_cpython_view_request(request_json);
  if (!run) return reply(run.error());
  return reply(fm::cpython_view_json(run->solve.code, run->solve.evaluation, run->out, run->err, run->exit_code));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_python) {
  emscripten::function("solve", &solve);
  emscripten::function("solveStart", &solve_start);
  emscripten::function("exec", &exec);
  emscripten::function("cpythonProgram", &cpython_program);
  emscripten::function("cpythonView", &cpython_view);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
