#include "yours_view.hpp"

#include "explanation.hpp"
#include "implementations.hpp"
#include "json_writer.hpp"
#include "py_repr.hpp"
#include "report_view.hpp"

namespace fm {

namespace {

// The row's sentence for a reader's solve(): what it returned against the contract's answer.
std::string explain_yours(const Fixture&, const Observation& o, const ContractFacts& facts) {
  std::string text = "Your solve() returned " + (o.actual_json ? *o.actual_json : repr_value(o.actual));
  if (facts.contract) text += "; the contract's answer (total weighted sum / total weight mass) is " + repr_value(*facts.contract);
  return text + (o.passed ? ", and the check expects exactly that." : "; the check expects " + repr_value(o.expected) + ".");
}

constexpr Implementation kYours{"yours", "Your fix", "", "", "", false, nullptr, explain_yours};

}  // namespace

std::string yours_report_view_json(const std::vector<Fixture>& fixtures, const Report& report) {
  return report_view_json(kYours, fixtures, report);
}

std::string unsuccessful_fix_solve_source() {
  return "def solve(weighted_sums, weight_sums):\n    return " +
         std::string(find_implementation("unsuccessful-fix")->python) + "\n";
}

Expected<std::string> start_view_json(const EvaluationRequest& request) {
  EvaluationRequest start = request;
  start.implementation = "unsuccessful-fix";
  const Expected<Evaluation> evaluation = evaluate_with_fixtures(start);
  if (!evaluation) return evaluation.error();
  JsonWriter w;
  w.begin_object().member("code", unsuccessful_fix_solve_source()).key("answer").begin_object().key("report");
  w.raw(yours_report_view_json(evaluation->fixtures, evaluation->report));
  w.key("error").null().member("printed", "");
  return w.end_object().end_object().take();
}

}  // namespace fm
