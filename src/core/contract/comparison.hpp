// How an actual value is compared with the expected one. The reference compares exactly (==);
// the widget can also compare with a relative tolerance, to tell real failures from rounding.
#pragma once

#include <cstdint>
#include <optional>

#include "py_value.hpp"

namespace fm {

struct Comparison {
  enum class Mode { Exact, Tolerance } mode = Mode::Exact;
  double relative_tolerance = 1e-9;  // as math.isclose(a, b, rel_tol=..., abs_tol=0)
};

bool within_tolerance(const PyValue& actual, const PyValue& expected, double relative_tolerance);

// How many doubles lie between the two values (0 when equal; ints are compared as doubles, which
// is exact within ±2^53). None when either is nan.
std::optional<std::uint64_t> ulp_distance(const PyValue& a, const PyValue& b);

}  // namespace fm
