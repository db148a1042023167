#include "envelope.hpp"

#include <utility>

#include "json_text.hpp"

namespace fm::wasm {

std::string ok_envelope(const std::string& value_json) { return "{\"ok\": true, \"value\": " + value_json + "}"; }

std::string error_envelope(const Error& error) {
  return "{\"ok\": false, \"field\": " + json_string(error.field) + ", \"message\": " + json_string(error.message) + "}";
}

emscripten::val answer(std::string envelope_text) {
  static std::string last;  // the bytes the returned view shows, kept until the next answer
  last = std::move(envelope_text);
  return emscripten::val(emscripten::typed_memory_view(last.size(), reinterpret_cast<const unsigned char*>(last.data())));
}

}  // namespace fm::wasm
