// The unsuccessful fix: the mean of per-batch means. Right only when every batch has the same
// weight mass or the same per-example mean.
#include <algorithm>

#include "implementations.hpp"
#include "py_sum.hpp"

namespace fm {

Expected<PyValue> solve_unsuccessful_fix(const Batches& weighted_sums, const Batches& weight_sums) {
  // sum() of a generator: each s / w is a float, and zip() stops at the shorter list.
  PySum means;
  const std::size_t pairs = std::min(weighted_sums.size(), weight_sums.size());
  for (std::size_t i = 0; i < pairs; ++i) {
    if (!py_truthy(weight_sums[i])) continue;
    Expected<PyValue> mean = py_true_div(weighted_sums[i], weight_sums[i]);
    if (!mean) return mean.error();
    Status added = means.add(*mean);
    if (!added) return added.error();
  }
  const auto batches = static_cast<std::int64_t>(weighted_sums.size());
  return py_true_div(means.result(), PyValue::make_int(std::max<std::int64_t>(1, batches)).value());
}

}  // namespace fm
