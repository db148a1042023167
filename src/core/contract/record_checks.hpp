// The record's check() lines, as its scripts write them, read from the scripts at build time
// (src/core/CMakeLists.txt writes record_checks.inc): the fixture table (record_fixtures.cpp) and
// the CPython driver's script (tryfix/cpython_script.cpp) are built from them, so the record's
// fixtures are written once.
#pragma once

#include <string_view>
#include <vector>

#include "expected.hpp"
#include "py_value.hpp"

namespace fm {

// One check() line, check('one batch',solve([9*N],[3*N]),3), and its parts, each argument an
// expression in N as written there ("2*N", "15*N/7"); a list's items are written "2*N,12*N".
struct RecordCheck {
  std::string_view line;
  std::string_view label;
  std::string_view weighted_sums;
  std::string_view weight_sums;
  std::string_view expected;
};
// In the record's order.
inline constexpr RecordCheck kRecordChecks[] = {
#include "record_checks.inc"
};

// The items of a list as written ("2*N,12*N"; "" for none).
std::vector<std::string_view> list_items(std::string_view items);

// An expression of a check() line (3, 3.5, N, 2*N, 15*N/7) at N, left to right as Python computes
// it; a failure names the operation ("2*N: ...", "/7: ...").
Expected<PyValue> evaluate_in_n(std::string_view expression, const PyValue& n);

}  // namespace fm
