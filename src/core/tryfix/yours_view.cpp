#include "yours_view.hpp"

#include "explanation.hpp"
#include "implementations.hpp"
#include "py_repr.hpp"
#include "report_view.hpp"

namespace fm {

namespace {

// The row's sentence for a reader's solve(): what it returned against the contract's answer.
std::string explain_yours(const Fixture&, const Observation& o, const ContractFacts& facts) {
  std::string text = "Your solve() returned " + (o.actual_json ? *o.actual_json : repr_value(o.actual));
  if (facts.contract)
    text += "; the contract's answer (total weighted sum / total weight mass) is " + repr_value(*facts.contract);
  return text +
         (o.passed ? ", and the check expects exactly that." : "; the check expects " + repr_value(o.expected) + ".");
}

constexpr Implementation kYours{"yours", "Your fix", "", "", "", false, nullptr, nullptr, explain_yours};

}  // namespace

std::string yours_report_view_json(const std::vector<Fixture>& fixtures, const Report& report) {
  return report_view_json(kYours, fixtures, report);
}

std::string unsuccessful_fix_solve_source() { return solve_source(*find_implementation("unsuccessful-fix")); }

}  // namespace fm
