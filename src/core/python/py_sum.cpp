#include "py_sum.hpp"

#include <cmath>

namespace fm {

void PySum::add(const PyValue& item) {
  if (error_) return;
  if (!in_float_path_) {
    if (item.is_int()) {
      PyResult total = py_add(PyValue::make_int(int_total_).value(), item);
      if (!total) {
        error_ = PyError::refusal("int partial sum: " + total.error().message);
        return;
      }
      int_total_ = total->int_value();
      return;
    }
    // int total + float: one rounding, then the float path starts with no compensation.
    float_ = {static_cast<double>(int_total_) + item.float_value(), 0.0};
    in_float_path_ = true;
    return;
  }
  if (item.is_float()) {
    float_.add(item.float_value());
  } else {
    float_.f += static_cast<double>(item.int_value());  // 3.12 adds ints here without compensation
  }
}

PyResult PySum::result() const {
  if (error_) return *error_;
  if (!in_float_path_) return PyValue::make_int(int_total_).value();
  return PyValue::make_float(float_.total());
}

PyValue PyFloatSum::result() const {
  if (!started_) return PyValue();
  return PyValue::make_float(float_.total());
}

PyResult py_sum(const std::vector<PyValue>& items) {
  PySum sum;
  for (const PyValue& item : items) sum.add(item);
  return sum.result();
}

}  // namespace fm
