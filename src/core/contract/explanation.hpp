// Why a row of a table passes or fails: the figures the contract turns on (batch count, weight
// mass, the contract's own answer) and a sentence saying what the implementation did with them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checks.hpp"

namespace fm {

struct Explanation {
  std::size_t batches = 0;
  std::string mass;                   // repr(sum(weight_sums)), or "" when that sum is refused
  std::string contract;               // repr of the contract's answer (the repair), or ""
  std::optional<std::uint64_t> ulps;  // distance between actual and expected
  std::string reason;
};

Explanation explain(const Implementation& implementation, const Fixture& fixture, const Observation& observation);

// What every implementation's sentence may cite: the fixture's weight mass and the contract's
// answer (each absent when an int sum leaves ±2^53).
struct ContractFacts {
  std::optional<PyValue> mass;
  std::optional<PyValue> contract;
};

// Each implementation's sentence (the registry, implementations.cpp, holds them).
std::string explain_broken(const Fixture& fixture, const Observation& observation, const ContractFacts& facts);
std::string explain_unsuccessful_fix(const Fixture& fixture, const Observation& observation,
                                     const ContractFacts& facts);
std::string explain_repair(const Fixture& fixture, const Observation& observation, const ContractFacts& facts);

}  // namespace fm
