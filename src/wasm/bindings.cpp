// The Embind binding: text in, JSON text out (as UTF-8 bytes, see envelope.hpp), over the core.
// Nothing else lives here.
#include <emscripten/bind.h>

#include <string>

#include "envelope.hpp"
#include "report_view.hpp"
#include "exploration.hpp"
#include "fragment_state.hpp"
#include "record.hpp"

namespace {

using emscripten::val;
using fm::wasm::answer;
using fm::wasm::envelope;

val record() { return answer(fm::wasm::ok_envelope(fm::record_json())); }

// has_n / has_fixtures say whether the caller gave the field at all ("" is a value, and an error).
val run(const std::string& implementation, const std::string& n, bool has_n, const std::string& fixtures,
        bool has_fixtures) {
  fm::EvaluationRequest request{implementation, std::nullopt, std::nullopt};
  if (has_n) request.n = n;
  if (has_fixtures) request.fixtures = fixtures;
  return answer(envelope(fm::run_view_json(request)));
}

val explore(const std::string& request_json) {
  const auto request = fm::read_explore_request(request_json);
  if (!request) return answer(fm::wasm::error_envelope(request.error()));
  return answer(envelope(fm::explore_json(*request)));
}

val read_fragment(const std::string& fragment) {
  const auto state = fm::read_fragment(fragment);
  if (!state) return answer(fm::wasm::error_envelope(state.error()));
  return answer(fm::wasm::ok_envelope(fm::fragment_state_json(*state)));
}

val write_fragment(const std::string& n, bool has_n, const std::string& fixtures, bool has_fixtures,
                   const std::string& mode, const std::string& tolerance, const std::string& solve) {
  fm::FragmentState state;
  if (has_n) state.n = n;
  if (has_fixtures) state.fixtures = fixtures;
  if (!mode.empty()) state.mode = mode;
  if (!tolerance.empty()) state.tolerance = tolerance;
  if (!solve.empty()) state.solve = solve;
  return answer(fm::wasm::ok_envelope(fm::json_string(fm::write_fragment(state))));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map) {
  emscripten::function("record", &record);
  emscripten::function("run", &run);
  emscripten::function("explore", &explore);
  emscripten::function("readFragment", &read_fragment);
  emscripten::function("writeFragment", &write_fragment);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
