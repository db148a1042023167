// Text as Python's json.dumps(..., ensure_ascii=False) writes it.
#pragma once

#include <string>
#include <string_view>

namespace fm {

// A JSON string literal with quotes: '"' and '\' escaped, \n \r \t \b \f as such, other code
// points below U+0020 as \u00XX (lowercase hex); everything else, non-ASCII included, as is.
std::string json_string(std::string_view utf8);

// The same literal, appended to `out` (no temporary string).
void append_json_string(std::string& out, std::string_view utf8);

}  // namespace fm
