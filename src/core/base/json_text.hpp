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

// Well-formed UTF-8 without surrogate code points (Python could not print those to a UTF-8
// stdout, so a label carrying one is refused on input).
bool is_valid_utf8(std::string_view text);

// Appends one code point (at most U+10FFFF) as UTF-8.
void append_utf8(std::string& out, unsigned long code_point);

// The byte offset of the first byte that breaks those rules, or std::string_view::npos.
std::size_t invalid_utf8_offset(std::string_view text);

}  // namespace fm
