#include "checks.hpp"

#include "json_text.hpp"

namespace fm {

std::size_t Report::passed_count() const {
  std::size_t count = 0;
  for (const Observation& observation : observations) count += observation.passed ? 1 : 0;
  return count;
}

Expected<Report> run_checks(const Implementation& implementation, const std::vector<Fixture>& fixtures) {
  Report report;
  report.observations.reserve(fixtures.size());
  for (std::size_t i = 0; i < fixtures.size(); ++i) {
    const Fixture& fixture = fixtures[i];
    Expected<PyValue> actual = implementation.solve(fixture.weighted_sums, fixture.weight_sums);
    if (!actual) {
      return Error{"fixtures[" + std::to_string(i) + "] (" + json_string(fixture.check) +
                   "): " + actual.error().message};
    }
    const bool passed = py_equal(*actual, fixture.expected);
    report.observations.push_back({fixture.check, *actual, fixture.expected, passed});
    report.passed = report.passed && passed;
  }
  return report;
}

}  // namespace fm
