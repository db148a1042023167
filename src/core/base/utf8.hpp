// UTF-8, decoded and encoded in one place: every layer's text (JSON, run logs, Python str values,
// the interpreter's source) is UTF-8, checked once where it comes in (is_valid_utf8) and then
// walked by code point with these helpers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace fm {

// Well-formed UTF-8 without surrogate code points (Python could not print those to a UTF-8
// stdout, so a label carrying one is refused on input).
bool is_valid_utf8(std::string_view text);

// The byte offset of the first byte that breaks those rules, or std::string_view::npos.
std::size_t invalid_utf8_offset(std::string_view text);

// Appends one code point (at most U+10FFFF) as UTF-8.
void append_utf8(std::string& out, unsigned long code_point);

// A byte that continues a code point (10xxxxxx).
inline bool is_utf8_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

// The bytes of the code point a lead byte starts (1 for ASCII), in well-formed UTF-8.
inline std::size_t utf8_sequence_length(char lead) {
  const unsigned char c = static_cast<unsigned char>(lead);
  return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

// The code point at byte `i` (i < text.size()) of well-formed UTF-8; `i` moves past it. A sequence
// cut short by the end of the text yields what it has (no read beyond the end). Text that is not
// well-formed (a stray continuation byte) decodes to nonsense, never out of bounds: check input
// with is_valid_utf8 where it comes in.
std::uint32_t decode_utf8(std::string_view text, std::size_t& i);

}  // namespace fm
