#include "utf8.hpp"

#include <cstring>

namespace fm {

bool is_valid_utf8(std::string_view text) { return invalid_utf8_offset(text) == std::string_view::npos; }

std::size_t invalid_utf8_offset(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    // ASCII, 16 bytes at a time: logs of a million rows are mostly ASCII.
    if (text.size() - i >= 16) {
      std::uint64_t words[2];
      std::memcpy(words, text.data() + i, sizeof words);
      if (((words[0] | words[1]) & 0x8080808080808080u) == 0) {
        i += 16;
        continue;
      }
    }
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    int length = 0;
    std::uint32_t code = 0;
    if (lead < 0x80) {
      ++i;
      continue;
    } else if ((lead & 0xE0) == 0xC0) {
      length = 2;
      code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
      length = 3;
      code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
      length = 4;
      code = lead & 0x07;
    } else {
      return i;
    }
    if (i + static_cast<std::size_t>(length) > text.size()) return i;
    for (int k = 1; k < length; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((next & 0xC0) != 0x80) return i;
      code = (code << 6) | (next & 0x3F);
    }
    static constexpr std::uint32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return i;
    i += static_cast<std::size_t>(length);
  }
  return std::string_view::npos;
}

void append_utf8(std::string& out, unsigned long code_point) {
  if (code_point < 0x80) {
    out += static_cast<char>(code_point);
    return;
  }
  const int tail = code_point < 0x800 ? 1 : code_point < 0x10000 ? 2 : 3;
  static constexpr unsigned char kLead[] = {0, 0xC0, 0xE0, 0xF0};
  out += static_cast<char>(kLead[tail] | (code_point >> (6 * tail)));
  for (int shift = 6 * (tail - 1); shift >= 0; shift -= 6)
    out += static_cast<char>(0x80 | ((code_point >> shift) & 0x3F));
}

std::uint32_t decode_utf8(std::string_view text, std::size_t& i) {
  const unsigned char lead = static_cast<unsigned char>(text[i++]);
  std::size_t extra = utf8_sequence_length(static_cast<char>(lead)) - 1;
  static constexpr unsigned char kLeadBits[] = {0x7F, 0x1F, 0x0F, 0x07};
  std::uint32_t code = lead & kLeadBits[extra];
  for (; extra > 0 && i < text.size(); --extra) code = (code << 6) | (static_cast<unsigned char>(text[i++]) & 0x3F);
  return code;
}

}  // namespace fm
