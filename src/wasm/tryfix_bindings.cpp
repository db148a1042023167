// The Embind binding of the "tryfix" module, loaded on demand by a page that shows
// <failure-map-tryfix>: the Python interpreter running a reader's solve() (or a whole script)
// under the page's limits. Text in, JSON text out (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <string>

#include "cpython_script.hpp"
#include "envelope.hpp"
#include "solve_view.hpp"

namespace {

// A reader's solve() on the record's fixtures at N, or on a fixtures document, under the page's
// limits: {"report": ..., "error": ..., "printed": ...} (solve_view.hpp).
emscripten::val solve(const std::string& source, const std::string& n, bool has_n, const std::string& fixtures,
                      bool has_fixtures) {
  fm::EvaluationRequest request;
  if (has_n) request.n = n;
  if (has_fixtures) request.fixtures = fixtures;
  return fm::wasm::answer(fm::wasm::envelope(fm::solve_view_json(source, request)));
}

// A whole script under the page's limits: {"output", "exitCode", "error"}.
emscripten::val exec(const std::string& source) {
  return fm::wasm::answer(fm::wasm::ok_envelope(fm::script_view_json(source)));
}

// The panel's starting code: the record's unsuccessful fix as solve().
emscripten::val solve_start() {
  return fm::wasm::answer(fm::wasm::ok_envelope(fm::json_string(fm::unsuccessful_fix_solve_source())));
}

fm::EvaluationRequest request_of(const std::string& n, bool has_n, const std::string& fixtures, bool has_fixtures) {
  fm::EvaluationRequest request;
  if (has_n) request.n = n;
  if (has_fixtures) request.fixtures = fixtures;
  return request;
}

// The program CPython runs for a reader's solve(): the code, then the record's script at N (or
// on a fixtures document) (cpython_script.hpp), and the file name to compile it under:
// {"program", "filename"}.
emscripten::val cpython_program(const std::string& source, const std::string& n, bool has_n, const std::string& fixtures,
                                bool has_fixtures) {
  const fm::Expected<std::string> program = fm::cpython_program(source, request_of(n, has_n, fixtures, has_fixtures));
  if (!program) return fm::wasm::answer(fm::wasm::error_envelope(program.error()));
  return fm::wasm::answer(fm::wasm::ok_envelope("{\"program\": " + fm::json_string(*program) + ", \"filename\": " +
                                                fm::json_string(fm::kCPythonFileName) + "}"));
}

// What that program's run wrote (stdout, stderr, exit code), read into solve()'s answer.
emscripten::val cpython_view(const std::string& source, const std::string& n, bool has_n, const std::string& fixtures,
                             bool has_fixtures, const std::string& out, const std::string& err, int exit_code) {
  return fm::wasm::answer(fm::wasm::envelope(
      fm::cpython_view_json(source, request_of(n, has_n, fixtures, has_fixtures), out, err, exit_code)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_tryfix) {
  emscripten::function("solve", &solve);
  emscripten::function("solveStart", &solve_start);
  emscripten::function("exec", &exec);
  emscripten::function("cpythonProgram", &cpython_program);
  emscripten::function("cpythonView", &cpython_view);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
