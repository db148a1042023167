// The record's seven boundary fixtures at N, built from its check() lines (record_checks.hpp) term
// by term, as the reference script evaluates them.
#include "fixtures.hpp"
#include "record_checks.hpp"

namespace fm {

namespace {

Expected<std::vector<PyValue>> evaluate_all(std::string_view items, const PyValue& n) {
  std::vector<PyValue> values;
  for (const std::string_view expression : list_items(items)) {
    Expected<PyValue> value = evaluate_in_n(expression, n);
    if (!value) return value.error();
    values.push_back(*value);
  }
  return values;
}

}  // namespace

Expected<std::vector<Fixture>> record_fixtures(const PyValue& n) {
  std::vector<Fixture> fixtures;
  for (const RecordCheck& check : kRecordChecks) {
    // Python evaluates the arguments left to right: the first failing term is the one named.
    const auto failed = [&](const Error& error) {
      return Error{"fixture \"" + std::string(check.label) + "\": " + error.message};
    };
    Expected<std::vector<PyValue>> weighted_sums = evaluate_all(check.weighted_sums, n);
    if (!weighted_sums) return failed(weighted_sums.error());
    Expected<std::vector<PyValue>> weight_sums = evaluate_all(check.weight_sums, n);
    if (!weight_sums) return failed(weight_sums.error());
    Expected<PyValue> expected = evaluate_in_n(check.expected, n);
    if (!expected) return failed(expected.error());
    fixtures.push_back({std::string(check.label), std::move(*weighted_sums), std::move(*weight_sums), *expected});
  }
  return fixtures;
}

}  // namespace fm
