// Reading numbers the way Python does, keeping int and float apart.
#pragma once

#include <string_view>

#include "py_value.hpp"

namespace fm {

// A Python int or float literal, optionally signed, as typed for N: "1", "-3", "0.1", ".5", "5.",
// "2.5e-3", "1_000", "0x10", "0o17", "0b101". Surrounding spaces are ignored. A float literal
// beyond the double range, inf and nan are refused: N must be a finite number.
PyResult parse_python_literal(std::string_view text);

// Text as Python's float() reads it: surrounding whitespace, a sign, "inf", "infinity", "nan" in
// any case, decimal digits with single underscores between them ("1_000.5"), an optional point
// and exponent. Beyond the double range is infinity, as in Python. For run logs.
Expected<double, PyError> parse_python_float(std::string_view text);

// float()'s fast path for text made only of [0-9.eE+-] (the caller has checked): an optional "-",
// then a digit or ".", read whole by the decimal parser. False for anything else ("+1", "1e5e5",
// "."), which parse_python_float then reads or refuses. Used by parse_python_float, and the
// reference for log_rows.cpp's in-place reading of plain numbers.
bool read_plain_decimal(std::string_view text, double& value);

// A JSON number token, already checked against JSON's grammar, read as Python's json module
// reads it: with "." or an exponent it is a float, else an int. NaN, Infinity and -Infinity
// (which Python's json also reads) and floats beyond the double range are refused.
PyResult parse_json_number(std::string_view token);

}  // namespace fm
