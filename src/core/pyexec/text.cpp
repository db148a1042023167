#include "text.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>

#include "utf8.hpp"

namespace fm::pyexec {

namespace {
// str.isprintable() as CPython 3.12 answers it (Unicode 15.0): what repr() shows as it is.
bool is_printable(std::uint32_t cp) {
  if (cp < 0x7F) return cp >= 0x20;
  struct Range {
    std::uint32_t first, last;
  };
  static constexpr Range kNotPrintable[] = {
#include "unicode_not_printable.inc"
  };
  const auto* const end = std::end(kNotPrintable);
  const auto* const at =
      std::upper_bound(std::begin(kNotPrintable), end, cp, [](std::uint32_t c, const Range& r) { return c < r.first; });
  return at == std::begin(kNotPrintable) || cp > (at - 1)->last;
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
