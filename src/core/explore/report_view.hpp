// A report as the widget shows it: every value already written as the reference prints it, each
// row explained, so that the page renders text and does no arithmetic.
#pragma once

#include <string>
#include <vector>

#include "checks.hpp"
#include "comparison.hpp"
#include "evaluation.hpp"

namespace fm {

// {"implementation": "broken", "title": "The failure",
//  "observations": [{"check": "...", "actual": "7.0", "expected": "3.5", "passed": false,
//                    "withinTolerance": false, "outcome": "Failed", "batches": 2, "mass": "4",
//                    "contract": "3.5", "ulps": 4503599627370496, "why": "..."}, ...],
//  "passed": false, "passedCount": 3, "total": 7, "exitCode": 1,
//  "summary": "3 of 7 checks pass · exit 1", "allWithinTolerance": false, "toleranceSummary": "...",
//  "roundingNote": "" (in exact mode, a line when every failure is within 1e-9: rounding_note.hpp),
//  "json": "<the reference line>", "markdown": "<the table>", "csv": "<the table as CSV>"}
// "passed" is always the reference's exact ==; "outcome" follows the chosen comparison.
std::string report_view_json(const Implementation& implementation, const std::vector<Fixture>& fixtures,
                             const Report& report, const Comparison& comparison = {});

// "3 of 7 checks pass · exit 1"
std::string report_summary(const Report& report);

// One implementation's report as the widget shows it (the JS API's run()): report_view_json of
// evaluate_with_fixtures(request).
Expected<std::string> run_view_json(const EvaluationRequest& request);

}  // namespace fm
