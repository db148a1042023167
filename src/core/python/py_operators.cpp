#include "py_operators.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "py_repr.hpp"

namespace fm {

namespace {

PyResult ok(PyValue value) { return value; }
PyResult raise(const char* exception, std::string message) { return PyError::raised(exception, std::move(message)); }
PyResult refuse(std::string message) { return PyError::refusal(std::move(message)); }

bool is_odd_integer(double x) { return std::fmod(std::fabs(x), 2.0) == 1.0; }

// float_pow (Objects/floatobject.c), case by case.
PyResult float_power(double iv, double iw) {
  if (iw == 0.0) return ok(PyValue::make_float(1.0));
  if (std::isnan(iv)) return ok(PyValue::make_float(iv));
  if (std::isnan(iw)) return ok(PyValue::make_float(iv == 1.0 ? 1.0 : iw));
  if (std::isinf(iw)) {
    const double base = std::fabs(iv);
    if (base == 1.0) return ok(PyValue::make_float(1.0));
    return ok(PyValue::make_float((iw > 0.0) == (base > 1.0) ? std::fabs(iw) : 0.0));
  }
  if (std::isinf(iv)) {
    const bool odd = is_odd_integer(iw);
    if (iw > 0.0) return ok(PyValue::make_float(odd ? iv : std::fabs(iv)));
    return ok(PyValue::make_float(odd ? std::copysign(0.0, iv) : 0.0));
  }
  if (iv == 0.0) {
    if (iw < 0.0) return raise("ZeroDivisionError", "0.0 cannot be raised to a negative power");
    return ok(PyValue::make_float(is_odd_integer(iw) ? iv : 0.0));
  }
  bool negate = false;
  if (iv < 0.0) {
    // CPython returns a complex number here; this project has only real values.
    if (iw != std::floor(iw)) return refuse("a negative number raised to a fractional power gives a complex number");
    iv = -iv;
    negate = is_odd_integer(iw);
  }
  if (iv == 1.0) return ok(PyValue::make_float(negate ? -1.0 : 1.0));
  const double result = std::pow(iv, iw);
  // CPython reports overflow as OverflowError from errno ERANGE (underflow to 0 is not an error).
  if (std::isinf(result)) return raise("OverflowError", "(34, 'Numerical result out of range')");
  return ok(PyValue::make_float(negate ? -result : result));
}

std::string int_text(std::int64_t v) { return std::to_string(v); }

}  // namespace

PyResult py_subtract(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) {
    const std::int64_t difference = a.int_value() - b.int_value();  // both within ±2^53: no overflow
    if (!int_in_range(difference)) {
      return refuse("integer difference " + int_text(difference) +
                    " is outside ±2^53 (±9007199254740992), where ints stay exact");
    }
    return PyValue::make_int(difference);
  }
  return ok(PyValue::make_float(a.to_double() - b.to_double()));
}

PyResult py_floor_div(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) {
    if (b.int_value() == 0) return raise("ZeroDivisionError", "integer division or modulo by zero");
    std::int64_t q = a.int_value() / b.int_value();
    if ((a.int_value() % b.int_value() != 0) && ((a.int_value() < 0) != (b.int_value() < 0))) --q;
    return PyValue::make_int(q);
  }
  const double vx = a.to_double();
  const double wx = b.to_double();
  if (wx == 0.0) return raise("ZeroDivisionError", "float floor division by zero");
  // float_floor_div through _float_div_mod.
  double mod = std::fmod(vx, wx);
  double div = (vx - mod) / wx;
  if (mod != 0.0) {
    if ((wx < 0) != (mod < 0)) div -= 1.0;
  }
  double floordiv;
  if (div != 0.0) {
    floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    floordiv = std::copysign(0.0, vx / wx);
  }
  return ok(PyValue::make_float(floordiv));
}

PyResult py_modulo(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) {
    if (b.int_value() == 0) return raise("ZeroDivisionError", "integer modulo by zero");
    std::int64_t r = a.int_value() % b.int_value();
    if (r != 0 && ((r < 0) != (b.int_value() < 0))) r += b.int_value();
    return PyValue::make_int(r);
  }
  const double vx = a.to_double();
  const double wx = b.to_double();
  if (wx == 0.0) return raise("ZeroDivisionError", "float modulo");
  double mod = std::fmod(vx, wx);
  if (mod != 0.0) {
    if ((wx < 0) != (mod < 0)) mod += wx;
  } else {
    mod = std::copysign(0.0, wx);
  }
  return ok(PyValue::make_float(mod));
}

PyResult py_power(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int() && b.int_value() >= 0) {
    // Exact, by squaring; any step beyond ±2^53 is refused (the true result is beyond it too,
    // unless the base is 0 or ±1, which never grow).
    std::int64_t base = a.int_value();
    std::int64_t exponent = b.int_value();
    if (base == 0 || base == 1) return PyValue::make_int(exponent == 0 ? 1 : base);
    if (base == -1) return PyValue::make_int(exponent % 2 == 0 ? 1 : -1);
    std::int64_t result = 1;
    const std::string what = "integer power " + int_text(a.int_value()) + "**" + int_text(b.int_value());
    while (exponent > 0) {
      if (exponent & 1) {
        if (__builtin_mul_overflow(result, base, &result) || !int_in_range(result)) {
          return refuse(what + " is outside ±2^53 (±9007199254740992), where ints stay exact");
        }
      }
      exponent >>= 1;
      if (exponent > 0 && (__builtin_mul_overflow(base, base, &base) || !int_in_range(base))) {
        return refuse(what + " is outside ±2^53 (±9007199254740992), where ints stay exact");
      }
    }
    return PyValue::make_int(result);
  }
  // An int to a negative int power, and anything with a float: float_pow on the doubles.
  return float_power(a.to_double(), b.to_double());
}

PyResult py_negate(const PyValue& a) {
  if (a.is_int()) return PyValue::make_int(-a.int_value());
  return ok(PyValue::make_float(-a.float_value()));
}

PyValue py_abs(const PyValue& a) {
  if (a.is_int()) return PyValue::make_int(a.int_value() < 0 ? -a.int_value() : a.int_value()).value();
  return PyValue::make_float(std::fabs(a.float_value()));
}

bool py_less(const PyValue& a, const PyValue& b) {
  if (a.is_int() && b.is_int()) return a.int_value() < b.int_value();
  return a.to_double() < b.to_double();  // exact: ints convert without rounding
}

PyResult py_float_to_int(double x) {
  if (std::isnan(x)) return raise("ValueError", "cannot convert float NaN to integer");
  if (std::isinf(x)) return raise("OverflowError", "cannot convert float infinity to integer");
  const double truncated = std::trunc(x);
  if (std::fabs(truncated) > static_cast<double>(kMaxExactInt)) {
    return refuse("int(" + repr_float(x) + ") is outside ±2^53 (±9007199254740992), where ints stay exact");
  }
  return PyValue::make_int(static_cast<std::int64_t>(truncated));
}

namespace {

// round(int, ndigits < 0): half to even at 10**-ndigits (long_round).
PyResult round_int(std::int64_t x, std::int64_t ndigits) {
  if (ndigits >= 0) return PyValue::make_int(x);
  if (ndigits < -16) return PyValue::make_int(0);  // 10**17 > 2**53 >= |x|: rounds to 0
  std::int64_t unit = 1;
  for (std::int64_t i = 0; i < -ndigits; ++i) unit *= 10;
  std::int64_t q = x / unit;
  std::int64_t r = x % unit;
  if (r < 0) {
    r += unit;
    --q;
  }
  if (2 * r > unit || (2 * r == unit && (q % 2 != 0))) ++q;
  std::int64_t result = 0;
  if (__builtin_mul_overflow(q, unit, &result)) return refuse("round() result is outside ±2^53");
  return PyValue::make_int(result);
}

// double_round (Objects/floatobject.c): the correctly rounded decimal (half to even on the exact
// binary value), read back. The exact decimal expansion of a double has at most 1074 fraction
// digits, so "%.1074f" holds it whole; the rounding is done on those digits.
PyResult round_float(double x, std::int64_t ndigits) {
  constexpr std::int64_t kMaxDigits = 323;   // NDIGITS_MAX
  constexpr std::int64_t kMinDigits = -308;  // NDIGITS_MIN
  if (!std::isfinite(x) || ndigits > kMaxDigits) return ok(PyValue::make_float(x));
  if (ndigits < kMinDigits) return ok(PyValue::make_float(0.0 * x));
  char buffer[1500];
  std::snprintf(buffer, sizeof buffer, "%.1074f", std::fabs(x));
  std::string digits(buffer);
  const std::size_t point = digits.find('.');
  std::string all = digits.substr(0, point) + digits.substr(point + 1);  // digits, point after `point`
  const std::int64_t keep = static_cast<std::int64_t>(point) + ndigits;  // digits kept from the left
  std::string kept;
  bool round_up = false;
  if (keep < 0) {
    kept = "0";
  } else if (keep >= static_cast<std::int64_t>(all.size())) {
    kept = all;
  } else {
    kept = all.substr(0, static_cast<std::size_t>(keep));
    const char first = all[static_cast<std::size_t>(keep)];
    const bool rest_zero = all.find_first_not_of('0', static_cast<std::size_t>(keep) + 1) == std::string::npos;
    const int last = kept.empty() ? 0 : kept.back() - '0';
    round_up = first > '5' || (first == '5' && (!rest_zero || last % 2 == 1));
    if (kept.empty()) kept = "0";
  }
  if (round_up) {
    std::size_t i = kept.size();
    while (i > 0 && kept[i - 1] == '9') kept[--i] = '0';
    if (i == 0) {
      kept.insert(0, "1");
    } else {
      ++kept[i - 1];
    }
  }
  // kept * 10**(-ndigits), when keep >= 0; else 0.
  std::string text = keep < 0 ? "0" : kept + "e" + std::to_string(-ndigits);
  const double magnitude = std::strtod(text.c_str(), nullptr);
  if (std::isinf(magnitude)) return raise("OverflowError", "rounded value too large to represent");
  return ok(PyValue::make_float(std::copysign(magnitude, x)));
}

}  // namespace

PyResult py_round(const PyValue& x, std::optional<std::int64_t> ndigits) {
  if (ndigits) return x.is_int() ? round_int(x.int_value(), *ndigits) : round_float(x.float_value(), *ndigits);
  if (x.is_int()) return ok(x);
  // float___round___impl without ndigits: half to even, then int().
  const double value = x.float_value();
  double rounded = std::round(value);
  if (std::fabs(value - rounded) == 0.5) rounded = 2.0 * std::round(value / 2.0);
  return py_float_to_int(rounded);
}

}  // namespace fm
