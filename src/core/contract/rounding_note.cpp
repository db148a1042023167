#include "rounding_note.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "py_repr.hpp"

namespace fm {

std::string rounding_note(const Report& report, double relative_tolerance) {
  if (report.passed) return "";
  std::size_t failed = 0;
  std::uint64_t widest = 0;
  for (const Observation& o : report.observations) {
    if (o.passed) continue;
    if (o.actual_json || !within_tolerance(o.actual, o.expected, relative_tolerance)) return "";
    const std::optional<std::uint64_t> ulps = ulp_distance(o.actual, o.expected);
    if (!ulps) return "";
    widest = std::max(widest, *ulps);
    ++failed;
  }
  const std::size_t total = report.observations.size();
  const std::string units = std::to_string(widest) + (widest == 1 ? " unit" : " units");
  return std::string(failed == 1 ? "The failed check is " : "Each failed check is at most ") + units +
         " in the last place from its expected value: float rounding, which exact == counts as a failure." +
         " Compared with a relative tolerance of " + repr_float(relative_tolerance) + ", " +
         (total == 1 ? "it passes." : "all " + std::to_string(total) + " checks pass.");
}

}  // namespace fm
