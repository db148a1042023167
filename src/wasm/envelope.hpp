// What crosses the WebAssembly boundary: one JSON text per call, either
//   {"ok": true, "value": ...}  or  {"ok": false, "field": "n", "message": "..."}.
// No C++ exception and no class handle crosses; web/src/api.js turns a failure into an Error.
#pragma once

#include <string>

#include "expected.hpp"

namespace fm::wasm {

std::string ok_envelope(const std::string& value_json);
std::string error_envelope(const Error& error);

}  // namespace fm::wasm
