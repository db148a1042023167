// A report as the widget shows it: every value already written as the reference prints it, so
// that the page renders text and does no arithmetic.
#pragma once

#include <string>

#include "checks.hpp"

namespace fm {

// {"implementation": "broken", "title": "The failure",
//  "observations": [{"check": "...", "actual": "7.0", "expected": "3.5", "passed": false}, ...],
//  "passed": false, "passedCount": 3, "total": 7, "exitCode": 1,
//  "summary": "3 of 7 checks pass · exit 1", "json": "<the reference line>", "markdown": "<the table>"}
std::string report_view_json(const Implementation& implementation, const Report& report);

// "3 of 7 checks pass · exit 1"
std::string report_summary(const Report& report);

}  // namespace fm
