// A reader's own fix: a Python file defining solve(weighted_sums, weight_sums), run by the pyexec
// interpreter on the contract's fixtures and checked as the record's implementations are (the
// same Report, so the same JSON line, Markdown table and exit code).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks.hpp"
#include "exec_error.hpp"
#include "limits.hpp"

namespace fm {

struct SolveFileRun {
  std::optional<Report> report;            // when solve() answered every fixture
  std::optional<pyexec::ExecError> error;  // otherwise, how it failed
  std::string where;           // the fixture being solved when it failed: `fixtures[3] ("empty")`; empty otherwise
  std::string printed;         // what the file's print() calls wrote, in order
  std::string printed_errors;  // what it wrote to sys.stderr (print(file=), write, logging's last resort), in order
  // The report's (0 or 1); 1 for a Python exception, as the script would end; 2 for a file
  // outside the subset, a limit, no solve(), or an answer that is not a number.
  int exit_code = 2;
};

// Runs the file's module statements once (defining solve and anything it uses), then solve() on
// fresh lists for each fixture in order; the module's globals persist between calls, as in a script.
// As in the record's script, where the reader's code comes before the script's own lines
// (cpython_script.cpp), solve() then sees the script's `json` and `N` (n: the N literal, "1" for
// fixtures of one's own); code that names the script's `check` or `observations` is refused, since
// solve() would see the checks made so far.
SolveFileRun run_solve_file(std::string_view source, const std::vector<Fixture>& fixtures, std::string_view n = "1",
                            const pyexec::ExecLimits& limits = {});

}  // namespace fm
