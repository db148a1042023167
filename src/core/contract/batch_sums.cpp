// The three finish steps, each written once for both kinds of sums (batch_sums.hpp).
#include "batch_sums.hpp"

namespace fm {

namespace {

// The failure: divides by the number of micro-batches, dropping the weight-mass denominator.
template <class Sums>
Expected<PyValue> broken(const Sums& sums) {
  const Expected<PyValue> total = sums.weighted.result();
  if (!total) return with_context("sum(weighted_sums)", total.error());
  return py_true_div(*total, batch_divisor(sums.batches));
}

// The unsuccessful fix: the mean of per-batch means. Right only when every batch has the same
// weight mass or the same per-example mean.
template <class Sums>
Expected<PyValue> unsuccessful_fix(const Sums& sums) {
  const Expected<PyValue> means = sums.means.result();  // a sum of floats: it cannot fail
  if (!means) return means.error();
  return py_true_div(*means, batch_divisor(sums.batches));
}

// The repair, derived from the case contract (the record holds its source back): divide the
// total weighted sum by the total weight mass; zero mass yields zero (0.0, as the other two
// implementations return floats). Python sums weight_sums first.
template <class Sums>
Expected<PyValue> repair(const Sums& sums) {
  const Expected<PyValue> mass = sums.mass.result();
  if (!mass) return with_context("sum(weight_sums)", mass.error());
  if (!py_truthy(*mass)) return PyValue::make_float(0.0);
  const Expected<PyValue> total = sums.weighted.result();
  if (!total) return with_context("sum(weighted_sums)", total.error());
  return py_true_div(*total, *mass);
}

}  // namespace

Expected<PyValue> finish_broken(const ExactSums& sums) { return broken(sums); }
Expected<PyValue> finish_broken(const FloatSums& sums) { return broken(sums); }
Expected<PyValue> finish_unsuccessful_fix(const ExactSums& sums) { return unsuccessful_fix(sums); }
Expected<PyValue> finish_unsuccessful_fix(const FloatSums& sums) { return unsuccessful_fix(sums); }
Expected<PyValue> finish_repair(const ExactSums& sums) { return repair(sums); }
Expected<PyValue> finish_repair(const FloatSums& sums) { return repair(sums); }

}  // namespace fm
