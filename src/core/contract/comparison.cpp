#include "comparison.hpp"

#include <cmath>
#include <cstring>
#include <limits>

namespace fm {

bool within_tolerance(const PyValue& actual, const PyValue& expected, double relative_tolerance) {
  if (py_equal(actual, expected)) return true;
  const double a = actual.to_double();
  const double b = expected.to_double();
  if (std::isinf(a) || std::isinf(b)) return false;  // unequal infinities are never close
  const double difference = std::fabs(a - b);
  return difference <= std::fabs(relative_tolerance * b) || difference <= std::fabs(relative_tolerance * a);
}

namespace {
// Maps doubles onto integers in the same order, adjacent doubles to adjacent integers.
std::int64_t ordinal(double value) {
  std::int64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits < 0 ? std::numeric_limits<std::int64_t>::min() - bits : bits;
}
}  // namespace

std::optional<std::uint64_t> ulp_distance(const PyValue& a, const PyValue& b) {
  const double x = a.to_double();
  const double y = b.to_double();
  if (std::isnan(x) || std::isnan(y)) return std::nullopt;
  const std::int64_t i = ordinal(x);
  const std::int64_t j = ordinal(y);
  return i > j ? static_cast<std::uint64_t>(i) - static_cast<std::uint64_t>(j)
               : static_cast<std::uint64_t>(j) - static_cast<std::uint64_t>(i);
}

}  // namespace fm
