// Boundary fixtures: the record's family (built from N exactly as the reference builds it) and
// custom fixtures read from a JSON document.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "py_value.hpp"

namespace fm {

struct Fixture {
  std::string check;                   // the label, e.g. "one batch"
  std::vector<PyValue> weighted_sums;  // one per micro-batch: sum of weight * loss
  std::vector<PyValue> weight_sums;    // one per micro-batch: its weight mass
  PyValue expected;
};

// Documented limits for custom fixtures, so hostile input gets a message instead of a hang.
struct FixtureLimits {
  static constexpr std::size_t kMaxDocumentBytes = 1 << 20;  // 1 MiB
  static constexpr std::size_t kMaxFixtures = 1000;
  static constexpr std::size_t kMaxBatches = 10000;  // per list
  static constexpr std::size_t kMaxLabelBytes = 500;
};

// Why a fixture whose lists differ in length is refused, in the same words wherever it is read:
// "weighted_sums has 3 values but weight_sums has 2; each micro-batch needs both".
std::string unequal_lists_message(std::size_t weighted_sums, std::size_t weight_sums);

// The record's seven fixtures for a given N (case 01 is N = 1), e.g. [2*N, 12*N] and 15*N/7.
// Fails when an int N makes a product leave ±2^53.
Expected<std::vector<Fixture>> record_fixtures(const PyValue& n);

// {"fixtures": [{"check": "...", "weighted_sums": [...], "weight_sums": [...], "expected": 3}]}.
// Numbers are read as Python's json reads them (1 is an int, 1.0 a float). Errors say where:
// "fixtures[2].weight_sums[1] (line 4, column 30): ...".
Expected<std::vector<Fixture>> read_fixtures(std::string_view json);

// The same document format, written as json.dumps(..., ensure_ascii=False) would.
std::string write_fixtures(const std::vector<Fixture>& fixtures);

}  // namespace fm
