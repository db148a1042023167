// The failure: divides by the number of micro-batches, dropping the weight-mass denominator.
#include <algorithm>

#include "implementations.hpp"
#include "py_sum.hpp"

namespace fm {

Expected<PyValue> solve_broken(const Batches& weighted_sums, const Batches& /*weight_sums*/) {
  Expected<PyValue> total = py_sum(weighted_sums);
  if (!total) return with_context("sum(weighted_sums)", total.error());
  const auto batches = static_cast<std::int64_t>(weighted_sums.size());
  return py_true_div(*total, PyValue::make_int(std::max<std::int64_t>(1, batches)).value());
}

}  // namespace fm
