// The fix panel's report of a reader's solve() (implementation "yours": each row says what solve()
// returned against the contract's answer), whichever runner ran it (the interpreter, or CPython:
// cpython_script.hpp), and the panel's starting code.
#pragma once

#include <string>
#include <vector>

#include "evaluation.hpp"

namespace fm {

// report_view_json of implementation "yours" ("Your fix").
std::string yours_report_view_json(const std::vector<Fixture>& fixtures, const Report& report);

// The record's unsuccessful fix as a file defining solve() (solve_source), the panel's starting text.
std::string unsuccessful_fix_solve_source();

}  // namespace fm
