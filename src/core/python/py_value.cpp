#include "py_value.hpp"

#include <atomic>
#include <cmath>

#include <string>

namespace fm {

bool int_in_range(std::int64_t value) { return value >= -kMaxExactInt && value <= kMaxExactInt; }

namespace {
PyError int_out_of_range(const std::string& what) {
  return PyError::refusal("integer " + what + " is outside ±2^53 (±9007199254740992), where ints stay exact");
}
}  // namespace

PyResult PyValue::make_int(std::int64_t value) {
  if (!int_in_range(value)) return int_out_of_range(std::to_string(value));
  return PyValue(true, value, 0.0);
}

PyResult py_add(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) {
    // Both within ±2^53, so the exact sum fits an int64.
    const std::int64_t sum = a.int_value() + b.int_value();
    if (!int_in_range(sum)) return int_out_of_range("sum " + std::to_string(sum));
    return PyValue::make_int(sum);
  }
  return PyValue::make_float(a.to_double() + b.to_double());
}

PyResult py_mul(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) {
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a.int_value(), b.int_value(), &product) || !int_in_range(product)) {
      return int_out_of_range("product " + std::to_string(a.int_value()) + "*" + std::to_string(b.int_value()));
    }
    return PyValue::make_int(product);
  }
  return PyValue::make_float(a.to_double() * b.to_double());
}

PyResult py_true_div(const PyValue& a, const PyValue& b) {
  // CPython divides two ints of at most 53 bits as doubles (long_true_divide's fast path), which
  // is correctly rounded; int/float and float/float convert the int exactly and divide once.
  const double divisor = b.to_double();
  if (divisor == 0.0) {
    return PyError::raised("ZeroDivisionError",
                           a.is_int() && b.is_int() ? "division by zero" : "float division by zero");
  }
  return PyValue::make_float(a.to_double() / divisor);
}

bool py_equal(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) return a.int_value() == b.int_value();
  return a.to_double() == b.to_double();  // exact: ints convert without rounding
}

bool py_truthy(const PyValue& value) { return value.is_int() ? value.int_value() != 0 : value.float_value() != 0.0; }

std::int64_t PyValue::next_nan_identity() {
  // Relaxed: an identity only has to differ from the others'; the log checker's threads make floats too.
  static std::atomic<std::int64_t> last{1};
  return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

PyValue PyValue::math_nan() {
  return PyValue(false, 1, std::nan(""));  // identity 1, which next_nan_identity never gives
}

std::int64_t py_hash_of_hash_result(std::int64_t result) { return result == -1 ? -2 : result; }

std::int64_t py_hash(const PyValue& value) {
  constexpr int kBits = 61;
  constexpr std::uint64_t kModulus = (std::uint64_t{1} << kBits) - 1;
  if (value.is_int()) return py_hash_of_hash_result(value.int_value());  // |v| <= 2^53 < the modulus
  double v = value.float_value();
  if (std::isnan(v)) return value.nan_identity();
  if (std::isinf(v)) return v > 0 ? 314159 : -314159;
  int e = 0;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  std::uint64_t x = 0;
  while (m != 0.0) {  // 28 bits at a time
    x = ((x << 28) & kModulus) | x >> (kBits - 28);
    m *= 268435456.0;
    e -= 28;
    const auto y = static_cast<std::uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kModulus) x -= kModulus;
  }
  e = e >= 0 ? e % kBits : kBits - 1 - ((-1 - e) % kBits);
  x = ((x << e) & kModulus) | x >> (kBits - e);
  const auto h = static_cast<std::int64_t>(x) * sign;
  return py_hash_of_hash_result(h);
}

}  // namespace fm
