// What every call across the WebAssembly boundary answers, one JSON text:
//   {"ok": true, "value": <the call's JSON>}  or  {"ok": false, "field": "n", "message": "..."}.
// web/src/wasm-module.js's unwrap() turns a failure into an Error with .field.
#pragma once

#include <string>
#include <string_view>

#include "expected.hpp"

namespace fm {

std::string ok_envelope(std::string_view value_json);
std::string error_envelope(const Error& error);

// A call's answer that is already JSON text, or its error.
std::string envelope(const Expected<std::string>& value_json);

}  // namespace fm
