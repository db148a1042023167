#include "py_format.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "py_repr.hpp"

namespace fm {

namespace {

// The exact decimal expansion of |value| (finite, nonzero): its significant digits (a double has
// at most 767) and the decimal exponent of the first. "%.800e" prints them exactly (glibc and
// musl print the exact binary value, as py_round relies on with "%.1074f"); the zeros after are
// the expansion's own.
void exact_digits(double value, std::string& digits, int& exponent) {
  static char buffer[900];
  std::snprintf(buffer, sizeof buffer, "%.800e", std::fabs(value));
  const std::string text(buffer);
  const std::size_t e = text.find('e');
  digits = text.substr(0, 1) + text.substr(2, e - 2);
  exponent = std::atoi(text.c_str() + e + 1);
}

// digits[0, keep) rounded half to even on the rest; keep may be 0 (rounds to 0 or 1 unit) or
// negative (0). Returns the kept digits (keep of them, or keep + 1 after a carry into a new
// leading digit, reported in `carried`).
std::string round_digits(const std::string& digits, int keep, bool& carried) {
  carried = false;
  if (keep < 0) return std::string();
  const std::size_t k = static_cast<std::size_t>(keep);
  std::string kept = digits.substr(0, k);
  if (k >= digits.size()) return kept + std::string(k - digits.size(), '0');
  const char first = digits[k];
  const bool rest_zero = digits.find_first_not_of('0', k + 1) == std::string::npos;
  const int last = kept.empty() ? 0 : kept.back() - '0';
  if (first > '5' || (first == '5' && (!rest_zero || last % 2 == 1))) {
    std::size_t i = kept.size();
    while (i > 0 && kept[i - 1] == '9') kept[--i] = '0';
    if (i == 0) {
      kept.insert(0, "1");
      carried = true;
    } else {
      ++kept[i - 1];
    }
  }
  return kept;
}

// value with `precision` digits after the point.
std::string fixed(double value, int precision, bool alternate) {
  std::string integer;
  std::string fraction;
  if (value == 0.0) {
    integer = "0";
    fraction = std::string(static_cast<std::size_t>(precision), '0');
  } else {
    std::string digits;
    int exponent = 0;
    exact_digits(value, digits, exponent);
    // Digits before the point: exponent + 1 (none when negative: leading zeros after the point).
    bool carried = false;
    const int keep = exponent + 1 + precision;
    std::string kept = round_digits(digits, keep, carried);
    int point = exponent + 1 + (carried ? 1 : 0);  // digits of `kept` before the point
    if (keep <= 0 && !carried) kept.clear();
    if (keep <= 0 && carried) point = 1 - precision;  // kept is "1": one unit in the last place
    // Lay out: kept holds the digits from 10^(point-1) down to 10^-precision.
    if (point <= 0) {
      kept = std::string(static_cast<std::size_t>(-point), '0') + kept;
      point = 0;
    }
    const std::size_t total = static_cast<std::size_t>(point + precision);
    if (kept.size() < total) kept += std::string(total - kept.size(), '0');
    integer = point == 0 ? "0" : kept.substr(0, static_cast<std::size_t>(point));
    fraction = kept.substr(static_cast<std::size_t>(point), static_cast<std::size_t>(precision));
  }
  if (precision == 0) return alternate ? integer + "." : integer;
  return integer + "." + fraction;
}

// value as d.ddd (precision digits after the point) and its exponent, e.g. "1.50e+03".
std::string exponential(double value, int precision, bool alternate, char e) {
  std::string mantissa;
  int exponent = 0;
  if (value == 0.0) {
    mantissa = std::string(static_cast<std::size_t>(precision) + 1, '0');
  } else {
    std::string digits;
    exact_digits(value, digits, exponent);
    bool carried = false;
    mantissa = round_digits(digits, precision + 1, carried);
    if (carried) {
      mantissa.pop_back();
      ++exponent;
    }
  }
  std::string out = mantissa.substr(0, 1);
  if (precision > 0 || alternate) out += ".";
  out += mantissa.substr(1);
  out += e;
  out += exponent < 0 ? '-' : '+';
  const int magnitude = std::abs(exponent);
  if (magnitude < 10) out += '0';
  out += std::to_string(magnitude);
  return out;
}

// 'g': precision significant digits, fixed when -4 <= exponent < precision, trailing zeros removed
// (kept with '#').
std::string general(double value, int precision, bool alternate, bool add_dot_0, char e) {
  if (precision == 0) precision = 1;
  int exponent = 0;
  if (value != 0.0) {
    std::string digits;
    exact_digits(value, digits, exponent);
    bool carried = false;
    round_digits(digits, precision, carried);
    if (carried) ++exponent;
  }
  std::string out;
  // format_float_short (Python/pystrtod.c): the none type's ".0" rule also moves the switch to
  // exponent notation one digit earlier (format(9.9999, '.2') is '1e+01').
  const bool use_fixed = exponent >= -4 && exponent < (add_dot_0 ? precision - 1 : precision);
  if (use_fixed) {
    out = fixed(value, precision - 1 - exponent, alternate);
  } else {
    out = exponential(value, precision - 1, alternate, e);
  }
  if (!alternate) {
    const std::size_t e_at = use_fixed ? out.size() : out.find(e);
    std::string mantissa = out.substr(0, e_at);
    const std::string tail = out.substr(e_at);
    if (mantissa.find('.') != std::string::npos) {
      while (mantissa.back() == '0') mantissa.pop_back();
      if (mantissa.back() == '.') mantissa.pop_back();
    }
    out = mantissa + tail;
  }
  if (add_dot_0 && use_fixed && out.find('.') == std::string::npos) out += ".0";
  return out;
}

}  // namespace

std::string format_float_magnitude(double value, char type, int precision, bool alternate, bool add_dot_0) {
  const bool upper = type == 'E' || type == 'F' || type == 'G';
  value = std::fabs(value);
  if (std::isinf(value)) return upper ? "INF" : "inf";
  if (std::isnan(value)) return upper ? "NAN" : "nan";
  switch (type) {
    case 'f':
    case 'F': return fixed(value, precision < 0 ? 6 : precision, alternate);
    case 'e':
    case 'E': return exponential(value, precision < 0 ? 6 : precision, alternate, upper ? 'E' : 'e');
    case 'g':
    case 'G':
    case 'n': return general(value, precision < 0 ? 6 : precision, alternate, add_dot_0, upper ? 'E' : 'e');
    default: {  // 'r': repr's shortest digits
      std::string out = repr_float(value);
      // '#': a decimal point always, before the exponent if there is one ('1.e+22').
      if (alternate && out.find('.') == std::string::npos) out.insert(std::min(out.find('e'), out.size()), ".");
      return out;
    }
  }
}

}  // namespace fm
