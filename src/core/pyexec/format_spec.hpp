// format(value, spec) as CPython 3.12: the format-spec mini-language for int, bool, float and
// str ([[fill]align][sign][z][#][0][width][,|_][.precision][type]); floats correctly rounded
// (python/py_format.hpp). For f-strings, str.format and format().
#pragma once

#include <string>

#include "interpreter.hpp"

namespace fm::pyexec {

// Appends the formatted text to `out`; fails with the error recorded on `in`.
Status format_value(Interpreter& in, const Value& value, const std::string& spec, std::string& out, int line);

}  // namespace fm::pyexec
