#include "report_view.hpp"

#include "json_text.hpp"
#include "py_repr.hpp"
#include "report_writers.hpp"

namespace fm {

std::string report_summary(const Report& report) {
  const std::size_t total = report.observations.size();
  return std::to_string(report.passed_count()) + " of " + std::to_string(total) + (total == 1 ? " check" : " checks") +
         (report.passed_count() == 1 ? " passes" : " pass") + " · exit " + std::to_string(report.exit_code());
}

std::string report_view_json(const Implementation& implementation, const Report& report) {
  std::string out = "{\"implementation\": " + json_string(implementation.id) +
                    ", \"title\": " + json_string(implementation.title) + ", \"observations\": [";
  for (std::size_t i = 0; i < report.observations.size(); ++i) {
    const Observation& o = report.observations[i];
    out += std::string(i ? ", " : "") + "{\"check\": " + json_string(o.check) +
           ", \"actual\": " + json_string(repr_value(o.actual)) +
           ", \"expected\": " + json_string(repr_value(o.expected)) +
           ", \"passed\": " + (o.passed ? "true" : "false") + "}";
  }
  out += "], \"passed\": " + std::string(report.passed ? "true" : "false") +
         ", \"passedCount\": " + std::to_string(report.passed_count()) +
         ", \"total\": " + std::to_string(report.observations.size()) +
         ", \"exitCode\": " + std::to_string(report.exit_code()) +
         ", \"summary\": " + json_string(report_summary(report)) +
         ", \"json\": " + json_string(report_json(report)) +
         ", \"markdown\": " + json_string(report_markdown(report)) + "}";
  return out;
}

}  // namespace fm
