// A Python number as the reference scripts use it: an int or a float (IEEE-754 double).
// Which one matters: json.dumps prints the int 3 as "3" and the float 3.0 as "3.0".
// Ints are kept within ±2^53, where every integer is exact in a double; arithmetic that would
// leave that range is refused (a PyError) instead of being rounded.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "expected.hpp"

namespace fm {

constexpr std::int64_t kMaxExactInt = std::int64_t{1} << 53;  // 9007199254740992

// The one failure of this layer: a Python exception (`exception` is "ZeroDivisionError", ...,
// `message` CPython's words) or, with `exception` empty, a refusal of this project (an int beyond
// ±2^53, a complex result, a literal it does not read). Layers above see its message as an Error.
struct PyError {
  std::string exception;  // empty: a refusal
  std::string message;
  static PyError raised(const char* exception, std::string message) { return PyError{exception, std::move(message)}; }
  static PyError refusal(std::string message) { return PyError{"", std::move(message)}; }
  operator Error() const { return Error{message}; }
};

class PyValue;
using PyResult = Expected<PyValue, PyError>;

class PyValue {
 public:
  PyValue() : PyValue(true, 0, 0.0) {}  // the int 0
  static PyResult make_int(std::int64_t value);
  // A float; a NaN is an object of its own (CPython's containers take an object as equal to
  // itself, and NaN is the one float that is not equal to its own value): each NaN made gets a
  // new identity, which copies of the value share.
  static PyValue make_float(double value) { return PyValue(false, value != value ? next_nan_identity() : 0, value); }
  // The NaN that `math.nan` is: one object, however often it is read.
  static PyValue math_nan();

  bool is_int() const { return is_int_; }
  bool is_float() const { return !is_int_; }
  std::int64_t int_value() const { return int_; }
  double float_value() const { return float_; }
  // The value as a double; exact for ints (they are within ±2^53).
  double to_double() const { return is_int_ ? static_cast<double>(int_) : float_; }
  // The same NaN object (0 for every other value).
  std::int64_t nan_identity() const { return is_int_ ? 0 : int_; }

 private:
  PyValue(bool is_int, std::int64_t i, double f) : is_int_(is_int), int_(i), float_(f) {}
  static std::int64_t next_nan_identity();
  // A float keeps its NaN identity in int_, which only an int's value uses.
  bool is_int_;
  std::int64_t int_;
  double float_;
};

bool int_in_range(std::int64_t value);

// Python's operators on these values.
PyResult py_add(const PyValue& a, const PyValue& b);
PyResult py_mul(const PyValue& a, const PyValue& b);
PyResult py_true_div(const PyValue& a, const PyValue& b);  // `/`: always a float
bool py_equal(const PyValue& a, const PyValue& b);         // `==`: exact values
// hash(x) as CPython 3.12 computes it on a 64-bit build (Python/pyhash.c): an int's value (-1 is
// -2), a float's by _Py_HashDouble, so that 1, 1.0 and True hash alike; a NaN by its identity.
std::int64_t py_hash(const PyValue& value);
// What hash() gives for an object whose __hash__ returned the int `result` (-1 becomes -2).
std::int64_t py_hash_of_hash_result(std::int64_t result);
bool py_truthy(const PyValue& value);  // `if value:`

}  // namespace fm
