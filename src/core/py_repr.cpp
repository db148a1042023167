#include "py_repr.hpp"

#include <cmath>
#include <cstdint>
#include <string>

#include <dragonbox/dragonbox.h>

namespace fm {

namespace {

// Shortest round-trip digits and the decimal point position d, with value = 0.DIGITS x 10^d.
struct ShortestDigits {
  std::string digits;
  int point;
};

ShortestDigits shortest_digits(double magnitude) {
  const auto decimal = jkj::dragonbox::to_decimal(
      magnitude, jkj::dragonbox::policy::sign::ignore,
      jkj::dragonbox::policy::trailing_zero::remove, jkj::dragonbox::policy::cache::compact);
  std::string digits = std::to_string(decimal.significand);
  const int point = static_cast<int>(digits.size()) + decimal.exponent;
  return {std::move(digits), point};
}

std::string exponent_notation(const std::string& digits, int point) {
  std::string text(1, digits[0]);
  if (digits.size() > 1) text += "." + digits.substr(1);
  const int exponent = point - 1;
  const std::string exponent_digits = std::to_string(exponent < 0 ? -exponent : exponent);
  text += exponent < 0 ? "e-" : "e+";
  if (exponent_digits.size() < 2) text += "0";
  return text + exponent_digits;
}

std::string plain_notation(const std::string& digits, int point) {
  const int count = static_cast<int>(digits.size());
  if (point <= 0) return "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  if (point >= count) return digits + std::string(static_cast<std::size_t>(point - count), '0') + ".0";
  return digits.substr(0, static_cast<std::size_t>(point)) + "." +
         digits.substr(static_cast<std::size_t>(point));
}

}  // namespace

std::string repr_float(double value) {
  if (std::isnan(value)) return "nan";
  const std::string sign = std::signbit(value) ? "-" : "";
  if (std::isinf(value)) return sign + "inf";
  if (value == 0.0) return sign + "0.0";
  const ShortestDigits shortest = shortest_digits(std::fabs(value));
  const bool use_exponent = shortest.point <= -4 || shortest.point > 16;
  return sign + (use_exponent ? exponent_notation(shortest.digits, shortest.point)
                              : plain_notation(shortest.digits, shortest.point));
}

std::string repr_value(const PyValue& value) {
  return value.is_int() ? std::to_string(value.int_value()) : repr_float(value.float_value());
}

std::string json_number(const PyValue& value) {
  if (value.is_float()) {
    const double x = value.float_value();
    if (std::isnan(x)) return "NaN";
    if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
  }
  return repr_value(value);
}

}  // namespace fm
