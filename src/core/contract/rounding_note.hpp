// A report that fails by float rounding alone, said in one line under its table: every check the
// reference's exact == fails is within a relative tolerance of what it expects (the repair at
// N = 0.1, whose sums of 0.1s round differently from the fixture's own arithmetic).
#pragma once

#include <string>

#include "checks.hpp"
#include "comparison.hpp"

namespace fm {

// "" for a report that passes, or that fails any check by more than the tolerance (or with a
// value that is not a number).
std::string rounding_note(const Report& report, double relative_tolerance = Comparison{}.relative_tolerance);

}  // namespace fm
