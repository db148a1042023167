#include "explanation.hpp"

#include <cmath>

#include "comparison.hpp"
#include "py_repr.hpp"
#include "py_sum.hpp"

namespace fm {

namespace {

std::string join_reprs(const std::vector<PyValue>& values, std::size_t limit = 6) {
  std::string out;
  for (std::size_t i = 0; i < values.size() && i < limit; ++i) out += (i ? ", " : "") + repr_value(values[i]);
  if (values.size() > limit) out += ", …";
  return out;
}

bool all_equal(const std::vector<PyValue>& values) {
  for (const PyValue& value : values) {
    if (!py_equal(value, values.front())) return false;
  }
  return true;
}

bool is_finite(const PyValue& value) { return value.is_int() || std::isfinite(value.float_value()); }

// What the fixture's expected value has to do with the contract's answer.
std::string expected_note(const Observation& o, const std::optional<PyValue>& contract) {
  if (!contract || py_equal(*contract, o.expected)) return "";
  return " (the fixture expects " + repr_value(o.expected) + ", not the contract's " + repr_value(*contract) + ")";
}

}  // namespace

std::string explain_broken(const Fixture& f, const Observation& o, const ContractFacts& facts) {
  const std::optional<PyValue>& mass = facts.mass;
  const std::optional<PyValue>& contract = facts.contract;
  const std::string batches = std::to_string(f.weighted_sums.size());
  if (f.weighted_sums.empty()) {
    return "No batches: the empty sum 0 is divided by max(1, 0) = 1, giving 0.0" +
           std::string(o.passed ? ", which is what was expected." : ".") + expected_note(o, contract);
  }
  const std::string mass_text = mass ? repr_value(*mass) : "out of range";
  const bool mass_is_count =
      mass && py_equal(*mass, PyValue::make_int(static_cast<std::int64_t>(f.weighted_sums.size())).value());
  if (o.passed && mass && !py_truthy(*mass)) {
    return "The weight mass is zero and the weighted sum is " + repr_value(o.actual) +
           " after dividing by the batch count (" + batches + "), which is also the contract's answer for zero mass.";
  }
  if (o.passed) {
    if (mass_is_count) {
      return "Passes only because the weight mass (" + mass_text + ") equals the batch count (" + batches +
             "), the divisor this path uses instead.";
    }
    return "Divides by the batch count (" + batches + ") instead of the weight mass (" + mass_text +
           "), and matches here by coincidence.";
  }
  if (mass && !py_truthy(*mass)) {
    return "The weight mass is zero, so the contract gives 0.0; this path divides by the batch count (" + batches +
           ") and gives " + repr_value(o.actual) + "." + expected_note(o, contract);
  }
  return "Divides by the batch count (" + batches + ") instead of the weight mass (" + mass_text +
         "): " + repr_value(o.actual) + " where the contract gives " +
         (contract ? repr_value(*contract) : "no answer") + "." + expected_note(o, contract);
}

std::string explain_unsuccessful_fix(const Fixture& f, const Observation& o, const ContractFacts& facts) {
  const std::optional<PyValue>& contract = facts.contract;
  std::vector<PyValue> means;
  std::vector<PyValue> masses;
  bool skipped = false;
  for (std::size_t i = 0; i < f.weighted_sums.size() && i < f.weight_sums.size(); ++i) {
    if (!py_truthy(f.weight_sums[i])) {
      skipped = true;
      continue;
    }
    const auto mean = py_true_div(f.weighted_sums[i], f.weight_sums[i]);
    if (mean) means.push_back(*mean);
    masses.push_back(f.weight_sums[i]);
  }
  const std::string batches = std::to_string(f.weighted_sums.size());
  if (f.weighted_sums.empty()) {
    return "No batches: the empty mean is 0, divided by max(1, 0) = 1, giving 0.0" +
           std::string(o.passed ? ", as expected." : ".") + expected_note(o, contract);
  }
  if (means.empty()) {
    return "Every batch has zero mass, so there are no per-batch means: 0 divided by " + batches +
           (f.weighted_sums.size() == 1 ? " batch" : " batches") + " gives 0.0" +
           std::string(o.passed ? ", as expected." : ".") + expected_note(o, contract);
  }
  const std::string averaged = "Averages the per-batch means (" + join_reprs(means) + ") over " + batches +
                               (f.weighted_sums.size() == 1 ? " batch" : " batches");
  const std::string skip_note = skipped ? ", counting the zero-mass batches it skipped" : "";
  if (o.passed) {
    if (!means.empty() && all_equal(means) && !skipped)
      return averaged + "; matches because every batch has the same per-example mean.";
    if (!masses.empty() && all_equal(masses) && !skipped)
      return averaged + "; matches because every batch has the same mass (" + repr_value(masses.front()) + ").";
    return averaged + skip_note + "; matches here by coincidence.";
  }
  return averaged + skip_note + ": each batch counts equally whatever its mass (" + join_reprs(f.weight_sums) +
         "), giving " + repr_value(o.actual) + " where the contract gives " +
         (contract ? repr_value(*contract) : "no answer") + "." + expected_note(o, contract);
}

std::string explain_repair(const Fixture& f, const Observation& o, const ContractFacts& facts) {
  const std::optional<PyValue>& mass = facts.mass;
  if (mass && !py_truthy(*mass)) {
    return "The weight mass is zero, so the contract gives 0.0" +
           std::string(o.passed ? "." : "; the fixture expects " + repr_value(o.expected) + ".");
  }
  const auto total = py_sum(f.weighted_sums);
  const std::string division = "Divides the total weighted sum (" + (total ? repr_value(*total) : "?") +
                               ") by the weight mass (" + (mass ? repr_value(*mass) : "?") + ")";
  if (o.passed) return division + ": " + repr_value(o.actual) + ".";
  const auto ulps = ulp_distance(o.actual, o.expected);
  if (is_finite(o.actual) && is_finite(o.expected) && ulps && *ulps <= 16) {
    return division + ": " + repr_value(o.actual) + ". Rounding in the float inputs and sums puts it " +
           std::to_string(*ulps) + (*ulps == 1 ? " unit" : " units") + " in the last place from the expected " +
           repr_value(o.expected) + ", and the check compares floats exactly.";
  }
  if (!is_finite(o.actual)) {
    return division + ": the floats overflow to " + repr_value(o.actual) + ".";
  }
  return division + ": " + repr_value(o.actual) + ", but the fixture expects " + repr_value(o.expected) + ".";
}

namespace {

// A failure where the implementation gives the contract's own answer: the fixture's expected
// value is what differs, often by rounding.
std::string explain_contract_answer(const Observation& o) {
  const auto ulps = ulp_distance(o.actual, o.expected);
  if (is_finite(o.actual) && is_finite(o.expected) && ulps && *ulps <= 16) {
    return "Gives the contract's answer, " + repr_value(o.actual) + ": rounding in the float inputs and sums puts it " +
           std::to_string(*ulps) + (*ulps == 1 ? " unit" : " units") + " in the last place from the expected " +
           repr_value(o.expected) + ", and the check compares floats exactly.";
  }
  return "Gives the contract's answer, " + repr_value(o.actual) + ", but the fixture expects " +
         repr_value(o.expected) + ".";
}

}  // namespace

Explanation explain(const Implementation& implementation, const Fixture& fixture, const Observation& observation) {
  Explanation explanation;
  explanation.batches = fixture.weighted_sums.size();
  ContractFacts facts;
  if (const auto mass = py_sum(fixture.weight_sums)) facts.mass = *mass;
  if (const auto contract = solve_repair(fixture.weighted_sums, fixture.weight_sums)) facts.contract = *contract;
  if (facts.mass) explanation.mass = repr_value(*facts.mass);
  if (facts.contract) explanation.contract = repr_value(*facts.contract);
  if (observation.actual_json) {  // not a number: only the implementation's own sentence
    explanation.reason = implementation.explain(fixture, observation, facts);
    return explanation;
  }
  explanation.ulps = ulp_distance(observation.actual, observation.expected);
  if (!observation.passed && facts.contract && !implementation.is_contract &&
      py_equal(observation.actual, *facts.contract)) {
    explanation.reason = explain_contract_answer(observation);
  } else {
    explanation.reason = implementation.explain(fixture, observation, facts);
  }
  return explanation;
}

}  // namespace fm
