#include "envelope.hpp"

#include "json_text.hpp"

namespace fm::wasm {

std::string ok_envelope(const std::string& value_json) { return "{\"ok\": true, \"value\": " + value_json + "}"; }

std::string error_envelope(const Error& error) {
  return "{\"ok\": false, \"field\": " + json_string(error.field) + ", \"message\": " + json_string(error.message) + "}";
}

}  // namespace fm::wasm
