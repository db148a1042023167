// The repair, derived from the case contract (the record holds its source back): divide the
// total weighted sum by the total weight mass; zero mass yields zero (0.0, as the other two
// implementations return floats).
#include "implementations.hpp"
#include "py_sum.hpp"

namespace fm {

Expected<PyValue> solve_repair(const Batches& weighted_sums, const Batches& weight_sums) {
  Expected<PyValue> mass = py_sum(weight_sums);
  if (!mass) return with_context("sum(weight_sums)", mass.error());
  if (!py_truthy(*mass)) return PyValue::make_float(0.0);
  Expected<PyValue> total = py_sum(weighted_sums);
  if (!total) return with_context("sum(weighted_sums)", total.error());
  return py_true_div(*total, *mass);
}

}  // namespace fm
