#include "report_view.hpp"

#include "explanation.hpp"
#include "json_writer.hpp"
#include "py_repr.hpp"
#include "report_writers.hpp"
#include "rounding_note.hpp"

namespace fm {

namespace {
std::string plural(std::size_t count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}
}  // namespace

std::string report_summary(const Report& report) {
  // No fixtures: Python's all() of no observations is True, so the run passes.
  if (report.observations.empty()) return "no checks, so none fails · exit " + std::to_string(report.exit_code());
  return std::to_string(report.passed_count()) + " of " + plural(report.observations.size(), "check", "checks") +
         (report.passed_count() == 1 ? " passes" : " pass") + " · exit " + std::to_string(report.exit_code());
}

std::string report_view_json(const Implementation& implementation, const std::vector<Fixture>& fixtures,
                             const Report& report, const Comparison& comparison) {
  const bool tolerant = comparison.mode == Comparison::Mode::Tolerance;
  std::size_t within = 0;
  JsonWriter w;
  w.begin_object().member("implementation", implementation.id).member("title", implementation.title);
  w.key("observations").begin_array();
  for (std::size_t i = 0; i < report.observations.size(); ++i) {
    const Observation& o = report.observations[i];
    const Explanation why = explain(implementation, fixtures.at(i), o);
    const bool close = !o.actual_json && within_tolerance(o.actual, o.expected, comparison.relative_tolerance);
    within += close ? 1 : 0;
    w.begin_object().member("check", o.check).member("actual", o.actual_json ? *o.actual_json : repr_value(o.actual));
    w.member("expected", repr_value(o.expected)).key("passed").boolean(o.passed);
    w.key("withinTolerance").boolean(close).member("outcome", (tolerant ? close : o.passed) ? "Passed" : "Failed");
    w.key("batches").integer(static_cast<std::int64_t>(why.batches)).member("mass", why.mass);
    w.member("contract", why.contract).key("ulps");
    if (why.ulps) {
      w.string(std::to_string(*why.ulps));  // text: a JS number would round beyond 2^53
    } else {
      w.null();
    }
    w.member("why", why.reason).end_object();
  }
  w.end_array();
  w.key("passed").boolean(report.passed).key("passedCount").integer(static_cast<std::int64_t>(report.passed_count()));
  w.key("total").integer(static_cast<std::int64_t>(report.observations.size()));
  w.key("exitCode").integer(report.exit_code()).member("summary", report_summary(report));
  w.key("allWithinTolerance").boolean(within == report.observations.size());
  w.member("toleranceSummary", std::to_string(within) + " of " + plural(report.observations.size(), "check", "checks") +
                                   " within a relative tolerance of " + repr_float(comparison.relative_tolerance));
  w.member("roundingNote", tolerant ? std::string() : rounding_note(report));
  w.member("json", report_json(report)).member("markdown", report_markdown(report)).member("csv", report_csv(report));
  return w.end_object().take();
}

Expected<std::string> run_view_json(const EvaluationRequest& request) {
  const Expected<Evaluation> evaluation = evaluate_with_fixtures(request);
  if (!evaluation) return evaluation.error();
  return report_view_json(*find_implementation(request.implementation), evaluation->fixtures, evaluation->report);
}

}  // namespace fm
