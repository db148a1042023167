// The contract's three implementations, and the registry that holds everything about each: its
// id, title and method, its Python source, the training-loop code it is, the record's published
// digest, how it computes (batch_sums.hpp) and how it explains a row (explanation.hpp).
// Contract (from the record): "Weighted sums already include per-example weights. Divide by
// total weight mass; zero mass yields zero."
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "batch_sums.hpp"
#include "loop_code.hpp"

namespace fm {

struct Fixture;
struct Observation;
struct ContractFacts;

using Batches = std::vector<PyValue>;
using SolveFunction = Expected<PyValue> (*)(const Batches& weighted_sums, const Batches& weight_sums);

struct Implementation {
  std::string_view id;
  std::string_view title;
  std::string_view method;  // how it normalises, in a phrase: "÷ number of micro-batches"
  std::string_view python;  // the solve() expression, as the record (or the contract) writes it
  std::string_view sha256;  // the record's digest of its source; "" for the repair, held back
  bool is_contract;         // the repair: its answer is the contract's
  const LoopCode* loop;     // the training-loop code it is, when it is wrong, the diff to the repair
  SolveFunction solve;      // on a fixture's lists (a log's float sums use finish_* directly)
  std::string (*explain)(const Fixture& fixture, const Observation& observation, const ContractFacts& facts);
};

// The implementations on lists of equal length (every source of fixtures checks that; unequal
// lists are an error): the micro-batches fed to ExactSums in order, then finished.
Expected<PyValue> solve_broken(const Batches& weighted_sums, const Batches& weight_sums);
Expected<PyValue> solve_unsuccessful_fix(const Batches& weighted_sums, const Batches& weight_sums);
Expected<PyValue> solve_repair(const Batches& weighted_sums, const Batches& weight_sums);

// broken, unsuccessful-fix, repair: in the record's order.
const std::vector<Implementation>& implementations();
const Implementation* find_implementation(std::string_view id);
// "broken, unsuccessful-fix, repair", for messages.
std::string implementation_ids();

// The implementation as a Python file defining solve(weighted_sums, weight_sums) that returns its
// expression (the fix panel starts from the unsuccessful fix's).
std::string solve_source(const Implementation& implementation);

}  // namespace fm
