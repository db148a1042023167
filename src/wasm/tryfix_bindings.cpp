// The Embind binding of the "tryfix" module, loaded on demand by a page that shows
// <failure-map-tryfix>: the Python interpreter running a reader's solve() (or a whole script)
// under the page's limits. Text in, JSON text out (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <string>

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

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_tryfix) {
  emscripten::function("solve", &solve);
  emscripten::function("solveStart", &solve_start);
  emscripten::function("exec", &exec);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
