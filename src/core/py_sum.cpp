#include "py_sum.hpp"

#include <cmath>

namespace fm {

void PySum::add_float(double x) {
  // Neumaier's improvement of Kahan-Babuska summation, as in 3.12.
  const double t = f_ + x;
  if (std::fabs(f_) >= std::fabs(x)) {
    c_ += (f_ - t) + x;
  } else {
    c_ += (x - t) + f_;
  }
  f_ = t;
}

Status PySum::add(const PyValue& item) {
  if (!in_float_path_) {
    if (item.is_int()) {
      Expected<PyValue> total = py_add(PyValue::make_int(int_total_).value(), item);
      if (!total) return with_context("int partial sum", total.error());
      int_total_ = total->int_value();
      return ok_status();
    }
    // int total + float: one rounding, then the float path starts with no compensation.
    f_ = static_cast<double>(int_total_) + item.float_value();
    c_ = 0.0;
    in_float_path_ = true;
    return ok_status();
  }
  if (item.is_float()) {
    add_float(item.float_value());
  } else {
    f_ += static_cast<double>(item.int_value());  // 3.12 adds ints here without compensation
  }
  return ok_status();
}

PyValue PySum::result() const {
  if (!in_float_path_) return PyValue::make_int(int_total_).value();
  // Adding c only when it is non-zero and finite keeps -0.0 and keeps an overflowed sum at
  // ±inf instead of turning it into nan.
  if (c_ != 0.0 && std::isfinite(c_)) return PyValue::make_float(f_ + c_);
  return PyValue::make_float(f_);
}

PyValue PyFloatSum::result() const {
  if (!started_) return PyValue();
  if (c_ != 0.0 && std::isfinite(c_)) return PyValue::make_float(f_ + c_);
  return PyValue::make_float(f_);
}

Expected<PyValue> py_sum(const std::vector<PyValue>& items) {
  PySum sum;
  for (const PyValue& item : items) {
    Status status = sum.add(item);
    if (!status) return status.error();
  }
  return sum.result();
}

}  // namespace fm
