#include "text.hpp"

#include <cstdint>

#include "utf8.hpp"

namespace fm::pyexec {

namespace {
bool is_printable(std::uint32_t cp) {
  if (cp < 0x20 || cp == 0x7F) return false;
  if (cp < 0x7F) return true;
  if (cp <= 0xA0 || cp == 0xAD) return false;  // C1 controls, no-break space, soft hyphen
  struct Range {
    std::uint32_t first, last;
  };
  static constexpr Range kNotPrintable[] = {
      {0x0600, 0x0605}, {0x061C, 0x061C}, {0x06DD, 0x06DD}, {0x070F, 0x070F}, {0x0890, 0x0891}, {0x08E2, 0x08E2},
      {0x1680, 0x1680}, {0x180E, 0x180E}, {0x2000, 0x200F}, {0x2028, 0x202F}, {0x205F, 0x2064}, {0x2066, 0x206F},
      {0x3000, 0x3000}, {0xD800, 0xF8FF}, {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB}, {0xFFFE, 0xFFFF}, {0x110BD, 0x110BD},
      {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
      {0xE0020, 0xE007F}, {0xF0000, 0x10FFFF}};
  for (const Range& r : kNotPrintable) {
    if (cp >= r.first && cp <= r.last) return false;
  }
  return (cp & 0xFFFE) != 0xFFFE;  // the noncharacters U+xFFFE, U+xFFFF
}
}  // namespace

std::size_t code_point_count(std::string_view text) {
  std::size_t n = 0;
  for (char c : text) n += is_utf8_continuation(c) ? 0 : 1;
  return n;
}

std::size_t code_point_offset(std::string_view text, std::size_t index) {
  std::size_t i = 0;
  for (; i < text.size(); ++i) {
    if (!is_utf8_continuation(text[i]) && index-- == 0) return i;
  }
  return i;
}

void append_str_repr(std::string& out, std::string_view text) {
  const bool has_single = text.find('\'') != std::string_view::npos;
  const bool has_double = text.find('"') != std::string_view::npos;
  const char quote = has_single && !has_double ? '"' : '\'';
  static constexpr char kHex[] = "0123456789abcdef";
  out += quote;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t start = i;
    const std::uint32_t cp = decode_utf8(text, i);
    if (cp == static_cast<std::uint32_t>(quote) || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (cp == '\n') {
      out += "\\n";
    } else if (cp == '\r') {
      out += "\\r";
    } else if (cp == '\t') {
      out += "\\t";
    } else if (is_printable(cp)) {
      out.append(text.substr(start, i - start));
    } else {
      const int digits = cp <= 0xFF ? 2 : cp <= 0xFFFF ? 4 : 8;
      out += digits == 2 ? "\\x" : digits == 4 ? "\\u" : "\\U";
      for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += kHex[(cp >> shift) & 0xF];
    }
  }
  out += quote;
}

}  // namespace fm::pyexec
