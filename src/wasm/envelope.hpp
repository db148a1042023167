// What crosses the WebAssembly boundary: one JSON text per call, either
//   {"ok": true, "value": ...}  or  {"ok": false, "field": "n", "message": "..."}.
// No C++ exception and no class handle crosses; web/src/api.js turns a failure into an Error.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "expected.hpp"
#include "json_text.hpp"

namespace fm::wasm {

std::string ok_envelope(const std::string& value_json);
std::string error_envelope(const Error& error);

// A core answer that is already JSON text, or its error.
inline std::string envelope(const Expected<std::string>& value_json) {
  return value_json ? ok_envelope(*value_json) : error_envelope(value_json.error());
}

// The envelope's UTF-8 bytes as a Uint8Array view into the module's memory, valid until the next
// call or release_answer() (api.js decodes it at once with one TextDecoder call, then releases
// it). Embind's std::string return would walk every byte in JS, twice (for NULs, then for the
// end): on the first render that loop was hot enough to be optimised on the main thread, and a
// log check's answer runs to megabytes.
emscripten::val answer(std::string envelope_text);

// Frees the last answer's bytes (bound as "releaseAnswer"): a multi-megabyte answer is not kept
// while the next one is built.
void release_answer();

}  // namespace fm::wasm
