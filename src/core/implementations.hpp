// The contract's three implementations, each a small named unit with an id and a title.
// Contract (from the record): "Weighted sums already include per-example weights. Divide by
// total weight mass; zero mass yields zero."
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "py_value.hpp"

namespace fm {

using Batches = std::vector<PyValue>;
using SolveFunction = Expected<PyValue> (*)(const Batches& weighted_sums, const Batches& weight_sums);

struct Implementation {
  std::string_view id;
  std::string_view title;
  std::string_view python;  // the solve() expression, as the record (or the contract) writes it
  SolveFunction solve;
};

// sum(weighted_sums) / max(1, len(weighted_sums))
Expected<PyValue> solve_broken(const Batches& weighted_sums, const Batches& weight_sums);
// sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))
Expected<PyValue> solve_unsuccessful_fix(const Batches& weighted_sums, const Batches& weight_sums);
// mass = sum(weight_sums); sum(weighted_sums) / mass if mass else 0.0
Expected<PyValue> solve_repair(const Batches& weighted_sums, const Batches& weight_sums);

// broken, unsuccessful-fix, repair: in the record's order.
const std::vector<Implementation>& implementations();
const Implementation* find_implementation(std::string_view id);
// "broken, unsuccessful-fix, repair", for messages.
std::string implementation_ids();

}  // namespace fm
