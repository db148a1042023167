// What crosses the WebAssembly boundary: one JSON text per call, either
//   {"ok": true, "value": ...}  or  {"ok": false, "field": "n", "message": "..."}.
// No C++ exception and no class handle crosses; web/src/api.js turns a failure into an Error.
#pragma once

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

}  // namespace fm::wasm
