#include "envelope.hpp"

#include <utility>

#include "json_text.hpp"

namespace fm::wasm {

std::string ok_envelope(const std::string& value_json) { return "{\"ok\": true, \"value\": " + value_json + "}"; }

std::string error_envelope(const Error& error) {
  return "{\"ok\": false, \"field\": " + json_string(error.field) + ", \"message\": " + json_string(error.message) + "}";
}

namespace {
std::string last_answer;  // the bytes the returned view shows, until released or replaced
}  // namespace

emscripten::val answer(std::string envelope_text) {
  last_answer = std::move(envelope_text);
  return emscripten::val(
      emscripten::typed_memory_view(last_answer.size(), reinterpret_cast<const unsigned char*>(last_answer.data())));
}

void release_answer() { std::string().swap(last_answer); }

}  // namespace fm::wasm
