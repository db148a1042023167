// The two published forms of a report, byte for byte.
#pragma once

#include <string>

#include "checks.hpp"

namespace fm {

// The reference's line (without the newline print adds):
// json.dumps({"observations": [...], "passed": ...}, ensure_ascii=False)
std::string report_json(const Report& report);

// The record's table:
// | Boundary fixture | Actual | Expected | Outcome |
// |---|---|---|---|
// | one batch | 3.0 | 3 | Passed |
// Each line ends with "\n". A "|" in a label is written "\|" and a line break as a space, so
// that a custom label cannot break the table.
std::string report_markdown(const Report& report);

// The table as CSV (RFC 4180: fields with a comma, quote or line break are quoted), lines ending
// in "\r\n": check,actual,expected,outcome.
std::string report_csv(const Report& report);

}  // namespace fm
