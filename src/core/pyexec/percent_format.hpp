// printf-style formatting (`"%.2f" % x`), as CPython 3.12 does it; see percent_format.cpp.
#pragma once

#include <string>

#include "interpreter.hpp"

namespace fm::pyexec {

// `format % args` appended to `out`; fails with the error or refusal recorded on `in`.
Status percent_format(Interpreter& in, const std::string& format, const Value& args, std::string& out, int line);

}  // namespace fm::pyexec
