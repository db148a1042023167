// Parses a program of the supported subset of Python 3.12 (see the README's list). Anything else
// is refused here, before anything runs: a construct outside the subset by name ("class
// statements are not supported"), code that is not Python as a syntax error; both with line and
// column. Nesting is capped (ExecLimits::max_parse_nesting), so no later step recurses deeply.
#pragma once

#include <memory>
#include <string_view>

#include "ast.hpp"
#include "exec_error.hpp"
#include "limits.hpp"

namespace fm::pyexec {

struct ParseResult {
  std::unique_ptr<Program> program;  // null after an error
  ExecError error;
};

ParseResult parse_program(std::string_view source, const ExecLimits& limits = {});

}  // namespace fm::pyexec
