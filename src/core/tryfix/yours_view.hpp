// The fix panel's report of a reader's solve() (implementation "yours": each row says what solve()
// returned against the contract's answer), and the panel's first answer: its starting code, the
// record's unsuccessful fix as solve(), answered from the contract's own implementation. That is
// the answer the interpreter gives for that code (tests/js/tryfix.test.js proves it at every N it
// tries), so a page shows the panel without the interpreter until the reader edits. No pyexec here:
// the page's module links this file.
#pragma once

#include <string>
#include <vector>

#include "evaluation.hpp"
#include "expected.hpp"

namespace fm {

// report_view_json of implementation "yours" ("Your fix").
std::string yours_report_view_json(const std::vector<Fixture>& fixtures, const Report& report);

// The record's unsuccessful fix as a file defining solve(), the panel's starting text.
std::string unsuccessful_fix_solve_source();

// {"code": unsuccessful_fix_solve_source(),
//  "answer": {"report": <yours_report_view_json of the unsuccessful fix>, "error": null, "printed": ""}}
// on the fixtures the request names (its implementation is ignored); errors: a bad n or fixtures
// document (field "n" or "fixtures").
Expected<std::string> start_view_json(const EvaluationRequest& request);

}  // namespace fm
