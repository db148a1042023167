// One call for a whole script: parse, then run the module. What `failure-map exec` does.
#pragma once

#include <string_view>

#include "interpreter.hpp"
#include "limits.hpp"

namespace fm::pyexec {

// The script's output and exit code as CPython 3.12 would give them (see RunResult), or a parse
// error (exit 2) before anything runs.
RunResult run_script(std::string_view source, const ExecLimits& limits = {});

}  // namespace fm::pyexec
