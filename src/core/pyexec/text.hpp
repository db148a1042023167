// str values are UTF-8; Python indexes them by code point. These helpers count, index and quote.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fm::pyexec {

// Code points in well-formed UTF-8.
std::size_t code_point_count(std::string_view text);
// The byte offset of code point `index` (index <= count).
std::size_t code_point_offset(std::string_view text, std::size_t index);

// repr() of a str as CPython 3.12 writes it: single quotes unless the text holds ' and no ";
// \\, the quote, \n, \r, \t escaped; other non-printable code points as \xNN, \uNNNN or
// \UNNNNNNNN. Non-printable is judged by CPython's rules for ASCII and Latin-1, and by a list of
// the format, separator and private-use ranges above (an unassigned code point is kept as is,
// where CPython escapes it).
void append_str_repr(std::string& out, std::string_view text);

}  // namespace fm::pyexec
