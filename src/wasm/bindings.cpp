// The Embind binding of the page's module: each call takes one JSON request (read by the core:
// page_requests.hpp, exploration.hpp) and answers the core's envelope (as UTF-8 bytes, see
// envelope.hpp); record() needs no request. Nothing else lives here.
#include <emscripten/bind.h>

#include <string>

#include "envelope.hpp"
#include "exploration.hpp"
#include "fragment_state.hpp"
#include "json_text.hpp"
#include "page_requests.hpp"
#include "record.hpp"
#include "report_view.hpp"

namespace {

using emscripten::val;
using fm::wasm::reply;

val record() { return reply(fm::record_json()); }

// {"implementation", "n" | "fixtures"} -> one implementation's report view.
val run(const std::string& request_json) {
  const auto request = fm::read_run_request(request_json);
  if (!request) return reply(request.error());
  return reply(fm::run_view_json(*request));
}

// {"n" | "fields" | "fixtures", "mode", "tolerance"} -> everything the case element shows.
val explore(const std::string& request_json) {
  const auto request = fm::read_explore_request(request_json);
  if (!request) return reply(request.error());
  return reply(fm::explore_json(*request));
}

// {"fragment": "#n=0.1"} -> the link's state.
val read_fragment(const std::string& request_json) {
  const auto fragment = fm::read_fragment_request(request_json);
  if (!fragment) return reply(fragment.error());
  const auto state = fm::read_fragment(*fragment);
  if (!state) return reply(state.error());
  return reply(fm::fragment_state_json(*state));
}

// {"n", "fixtures", "mode", "tolerance", "solve"} -> the link's fragment, as a JSON string.
val write_fragment(const std::string& request_json) {
  const auto state = fm::read_fragment_state_request(request_json);
  if (!state) return reply(state.error());
  return reply(fm::json_string(fm::write_fragment(*state)));
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
