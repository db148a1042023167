// Builtin sum() exactly as CPython 3.12 computes it (Python/bltinmodule.c, builtin_sum_impl).
// 3.12 changed float summation (gh-100425): sum([0.1]*10) is 1.0, where 3.11 gives
// 0.9999999999999999. The steps, with start 0:
//  1. while items are ints, keep an exact int total;
//  2. the first float is added to that total with ordinary Python addition;
//  3. then floats are added with Neumaier's compensated summation, and ints (uncompensated)
//     as f += (double)item;
//  4. the result is f + c when the compensation c is non-zero and finite, else f.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "py_value.hpp"

namespace fm {

// Steps 3 and 4 for floats: Neumaier's improvement of Kahan-Babuska summation, as in 3.12.
// Shared by PySum and PyFloatSum, inline for loops over millions of items.
struct CompensatedSum {
  double f = 0.0;
  double c = 0.0;

  void add(double x) {
    const double t = f + x;
    if (std::fabs(f) >= std::fabs(x)) {
      c += (f - t) + x;
    } else {
      c += (x - t) + f;
    }
    f = t;
  }
  // Adding c only when it is non-zero and finite keeps -0.0, and keeps an overflowed sum at
  // ±inf instead of turning it into nan.
  double total() const { return c != 0.0 && std::isfinite(c) ? f + c : f; }
};

// An accumulator, so that callers can sum a generator (s / w for ... if w) without a list. An int
// partial sum that leaves ±2^53 fails the sum: the error is kept and given by result(), so that a
// caller fails only on the sums it reads.
class PySum {
 public:
  PySum() = default;
  // sum(items, start) with a number as start: an int start opens the int path, a float start the
  // float path (with no compensation yet), as builtin_sum_impl does.
  explicit PySum(const PyValue& start)
      : in_float_path_(start.is_float()),
        int_total_(start.is_int() ? start.int_value() : 0),
        float_{start.is_float() ? start.float_value() : 0.0, 0.0} {}
  void add(const PyValue& item);
  PyResult result() const;

 private:
  bool in_float_path_ = false;
  std::int64_t int_total_ = 0;
  CompensatedSum float_;
  std::optional<PyError> error_;
};

PyResult py_sum(const std::vector<PyValue>& items);

// The same sum when every item is a float (a run log's columns, s / w): PySum's steps without the
// int path. Bit-identical to PySum on floats.
class PyFloatSum {
 public:
  void add(double x) {
    if (started_) {
      float_.add(x);
      return;
    }
    // The int start 0 plus the first float: one rounding (0 + -0.0 is 0.0), no compensation yet.
    float_.f = 0.0 + x;
    started_ = true;
  }
  // The int 0 when nothing was added, as sum([]) is.
  PyValue result() const;

 private:
  bool started_ = false;
  CompensatedSum float_;
};

}  // namespace fm
