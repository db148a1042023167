// The Embind binding of the "render" module, loaded on demand by FailureMap.render() alone: the
// static markup of an embed (src/core/embed), the bytes `failure-map render` prints. No page with
// a panel needs it, so neither the lab nor the fix panel's file carries it. One JSON request in,
// the core's envelope out (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <string>

#include "embed_view.hpp"
#include "envelope.hpp"
#include "json_text.hpp"

namespace {

// {"n", "show", "prose", "why", "compact", "format"} (render_options.hpp) -> the HTML or JSON
// text, as a JSON string.
emscripten::val render(const std::string& request) {
  const auto options = fm::read_render_request(request);
  if (!options) return fm::wasm::reply(options.error());
  const auto text = fm::render_embed(*options);
  if (!text) return fm::wasm::reply(text.error());
  return fm::wasm::reply(fm::json_string(*text));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_render) {
  emscripten::function("render", &render);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
