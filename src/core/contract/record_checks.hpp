// The record's check() lines, as its scripts write them, read from the scripts at build time
// (src/core/CMakeLists.txt): the fixture table (record_fixtures.cpp) and the CPython driver's
// script (tryfix/cpython_script.cpp) are built from them, so the record's fixtures are written once.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "expected.hpp"
#include "py_value.hpp"

namespace fm {

// check('one batch',solve([9*N],[3*N]),3): one a fixture, in the record's order.
const std::vector<std::string_view>& record_check_lines();

// A check() line's label and arguments, each an expression in N as written there ("2*N", "15*N/7").
struct RecordCheck {
  std::string label;
  std::vector<std::string> weighted_sums;
  std::vector<std::string> weight_sums;
  std::string expected;
};
Expected<RecordCheck> read_record_check(std::string_view line);

// An expression of a check() line (3, 3.5, N, 2*N, 15*N/7) at N, left to right as Python computes
// it; a failure names the operation ("2*N: ...", "/7: ...").
Expected<PyValue> evaluate_in_n(std::string_view expression, const PyValue& n);

}  // namespace fm
