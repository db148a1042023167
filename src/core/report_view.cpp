#include "report_view.hpp"

#include "explanation.hpp"
#include "json_text.hpp"
#include "py_repr.hpp"
#include "report_writers.hpp"

namespace fm {

namespace {
std::string plural(std::size_t count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}
const char* json_bool(bool value) { return value ? "true" : "false"; }
}  // namespace

std::string report_summary(const Report& report) {
  return std::to_string(report.passed_count()) + " of " + plural(report.observations.size(), "check", "checks") +
         (report.passed_count() == 1 ? " passes" : " pass") + " · exit " + std::to_string(report.exit_code());
}

std::string report_view_json(const Implementation& implementation, const std::vector<Fixture>& fixtures,
                             const Report& report, const Comparison& comparison) {
  const bool tolerant = comparison.mode == Comparison::Mode::Tolerance;
  std::size_t within = 0;
  std::string rows;
  for (std::size_t i = 0; i < report.observations.size(); ++i) {
    const Observation& o = report.observations[i];
    const Explanation why = explain(implementation, fixtures.at(i), o);
    const bool close = within_tolerance(o.actual, o.expected, comparison.relative_tolerance);
    within += close ? 1 : 0;
    const bool shown_pass = tolerant ? close : o.passed;
    rows += std::string(i ? ", " : "") + "{\"check\": " + json_string(o.check) +
            ", \"actual\": " + json_string(repr_value(o.actual)) +
            ", \"expected\": " + json_string(repr_value(o.expected)) + ", \"passed\": " + json_bool(o.passed) +
            ", \"withinTolerance\": " + json_bool(close) + ", \"outcome\": " + (shown_pass ? "\"Passed\"" : "\"Failed\"") +
            ", \"batches\": " + std::to_string(why.batches) + ", \"mass\": " + json_string(why.mass) +
            ", \"contract\": " + json_string(why.contract) +
            ", \"ulps\": " + (why.ulps ? "\"" + std::to_string(*why.ulps) + "\"" : std::string("null")) +
            ", \"why\": " + json_string(why.reason) + "}";
  }
  const std::string tolerance_summary = std::to_string(within) + " of " +
                                        plural(report.observations.size(), "check", "checks") +
                                        " within a relative tolerance of " + repr_float(comparison.relative_tolerance);
  return "{\"implementation\": " + json_string(implementation.id) + ", \"title\": " + json_string(implementation.title) +
         ", \"observations\": [" + rows + "], \"passed\": " + json_bool(report.passed) +
         ", \"passedCount\": " + std::to_string(report.passed_count()) +
         ", \"total\": " + std::to_string(report.observations.size()) +
         ", \"exitCode\": " + std::to_string(report.exit_code()) + ", \"summary\": " + json_string(report_summary(report)) +
         ", \"toleranceSummary\": " + json_string(tolerance_summary) + ", \"json\": " + json_string(report_json(report)) +
         ", \"markdown\": " + json_string(report_markdown(report)) + ", \"csv\": " + json_string(report_csv(report)) + "}";
}

}  // namespace fm
