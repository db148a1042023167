// What the three implementations compute from a run of micro-batches, written once: the sums
// Python takes, fed one micro-batch at a time in order (add), and each implementation's finish
// step from them. solve_* (lists of Python numbers, as fixtures hold them), the run-log checker
// (floats, a million rows) and the training model all go through here.
//   broken            sum(weighted_sums) / max(1, len(weighted_sums))
//   unsuccessful fix  sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(...))
//   repair            mass = sum(weight_sums); sum(weighted_sums) / mass if mass else 0.0
#pragma once

#include <cstddef>
#include <cstdint>

#include "py_sum.hpp"

namespace fm {

// `if w` and `s / w` for the two kinds of value: Python numbers, and a log's floats (nan is true).
inline bool counts_as_mass(const PyValue& w) { return py_truthy(w); }
inline bool counts_as_mass(double w) { return w != 0.0; }
// w is not zero here, so `/` cannot fail.
inline PyValue batch_mean(const PyValue& s, const PyValue& w) { return py_true_div(s, w).value(); }
inline double batch_mean(double s, double w) { return s / w; }

// Sum is PySum (ints and floats; an int sum beyond ±2^53 fails where it is read) or PyFloatSum
// (floats only: the same sums without the int path, for logs).
template <class Sum>
struct BatchSums {
  Sum weighted;             // sum(weighted_sums)
  Sum mass;                 // sum(weight_sums)
  Sum means;                // sum(s / w for s, w in zip(weighted_sums, weight_sums) if w)
  std::size_t batches = 0;  // len(weighted_sums)

  // One micro-batch: a pair as zip() gives it.
  template <class Value>
  void add(const Value& weighted_sum, const Value& weight_sum) {
    weighted.add(weighted_sum);
    mass.add(weight_sum);
    if (counts_as_mass(weight_sum)) means.add(batch_mean(weighted_sum, weight_sum));
    ++batches;
  }
};

using ExactSums = BatchSums<PySum>;
using FloatSums = BatchSums<PyFloatSum>;

// max(1, len(weighted_sums)): the divisor of the broken path and of the unsuccessful fix.
inline PyValue batch_divisor(std::size_t batches) {
  return PyValue::make_int(static_cast<std::int64_t>(batches == 0 ? 1 : batches)).value();
}

// The finish steps, one per implementation (the registry, implementations.hpp, holds them).
Expected<PyValue> finish_broken(const ExactSums& sums);
Expected<PyValue> finish_broken(const FloatSums& sums);
Expected<PyValue> finish_unsuccessful_fix(const ExactSums& sums);
Expected<PyValue> finish_unsuccessful_fix(const FloatSums& sums);
Expected<PyValue> finish_repair(const ExactSums& sums);
Expected<PyValue> finish_repair(const FloatSums& sums);

}  // namespace fm
