#include "envelope.hpp"

#include <utility>

namespace fm::wasm {

namespace {
std::string last_answer;  // the bytes the returned view shows, until released or replaced
}  // namespace

emscripten::val reply(const Expected<std::string>& value_json) { return answer(envelope(value_json)); }

emscripten::val answer(std::string envelope_text) {
  last_answer = std::move(envelope_text);
  return emscripten::val(
      emscripten::typed_memory_view(last_answer.size(), reinterpret_cast<const unsigned char*>(last_answer.data())));
}

void release_answer() { std::string().swap(last_answer); }

}  // namespace fm::wasm
