#include "number_literal.hpp"

#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>

#include "decimal_to_double.hpp"
#include "json_text.hpp"

namespace fm {

namespace {

constexpr const char* kLiteralHint = "expected a Python int or float literal such as 1, -3, 0.1 or 2.5e-3";

std::string quoted(std::string_view text) {
  constexpr std::size_t kShown = 40;
  // Escaped as a JSON string, so that a message stays on one line whatever it quotes.
  if (text.size() <= kShown) return json_string(text);
  return json_string(text.substr(0, kShown)) + "...";
}

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

// Digits (no underscores, no sign) in the given base, refused beyond ±2^53.
PyResult int_from_digits(std::string_view digits, int base, bool negative, std::string_view literal) {
  std::int64_t value = 0;
  for (char c : digits) {
    value = value * base + digit_value(c);  // value <= 2^53 here, so this cannot overflow
    if (value > kMaxExactInt) {
      return PyError::refusal(quoted(literal) + " is outside ±2^53 (±9007199254740992), where ints stay exact");
    }
  }
  return PyValue::make_int(negative ? -value : value);
}

// A decimal float literal without underscores or sign, correctly rounded.
PyResult float_from_text(std::string text, bool negative, std::string_view literal) {
  // Python accepts ".5" and "5." and "5.e3"; give fast_float the digits it expects around ".".
  const std::size_t dot = text.find('.');
  if (dot != std::string::npos) {
    if (dot + 1 == text.size() || text[dot + 1] == 'e' || text[dot + 1] == 'E') text.insert(dot + 1, "0");
    if (dot == 0) text.insert(0, "0");
  }
  double value = 0.0;
  if (!decimal_to_double(text, value)) {
    return PyError::refusal(quoted(literal) + " is not a number; " + kLiteralHint);
  }
  if (std::isinf(value)) {
    return PyError::refusal(quoted(literal) + " is out of range: beyond the largest float, 1.7976931348623157e+308");
  }
  return PyValue::make_float(negative ? -value : value);
}

// Python's digitpart: digit (["_"] digit)*. Appends the digits to `out` without underscores.
// Returns false on a misplaced underscore.
bool scan_digit_part(std::string_view s, std::size_t& i, int base, std::string& out) {
  const std::size_t start = i;
  while (i < s.size()) {
    if (digit_value(s[i]) < base) {
      out += s[i++];
    } else if (s[i] == '_' && i > start && i + 1 < s.size() && digit_value(s[i + 1]) < base) {
      ++i;
    } else {
      break;
    }
  }
  return i == start || s[i - 1] != '_';
}

}  // namespace

PyResult parse_python_literal(std::string_view text) {
  const std::string_view original = text;
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  if (text.empty()) return PyError::refusal("empty; " + std::string(kLiteralHint));

  std::size_t i = 0;
  const bool negative = text[0] == '-';
  if (text[0] == '-' || text[0] == '+') ++i;

  std::string lowered;
  for (char c : text.substr(i)) lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lowered == "inf" || lowered == "infinity" || lowered == "nan") {
    return PyError::refusal(quoted(original) + " is not a finite number; " + kLiteralHint);
  }

  // 0x.., 0o.., 0b..: (["_"] digit)+ after the prefix.
  if (i + 1 < text.size() && text[i] == '0' && std::string_view("xXoObB").find(text[i + 1]) != std::string_view::npos) {
    const char prefix = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i + 1])));
    const int base = prefix == 'x' ? 16 : prefix == 'o' ? 8 : 2;
    i += 2;
    if (i < text.size() && text[i] == '_') ++i;
    std::string digits;
    if (!scan_digit_part(text, i, base, digits) || digits.empty() || i != text.size()) {
      return PyError::refusal(quoted(original) + " is not a valid base-" + std::to_string(base) + " int literal");
    }
    return int_from_digits(digits, base, negative, original);
  }

  std::string clean;
  std::string int_part;
  bool ok = scan_digit_part(text, i, 10, int_part);
  clean += int_part;
  bool is_float = false;
  bool has_digits = !int_part.empty();
  if (ok && i < text.size() && text[i] == '.') {
    is_float = true;
    clean += text[i++];
    std::string fraction;
    ok = scan_digit_part(text, i, 10, fraction);
    clean += fraction;
    has_digits = has_digits || !fraction.empty();
  }
  if (ok && has_digits && i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    is_float = true;
    clean += text[i++];
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) clean += text[i++];
    std::string exponent;
    ok = scan_digit_part(text, i, 10, exponent) && !exponent.empty();
    clean += exponent;
  }
  if (!ok || !has_digits || i != text.size()) {
    return PyError::refusal(quoted(original) + " is not a number; " + kLiteralHint);
  }
  if (is_float) return float_from_text(clean, negative, original);
  if (clean.size() > 1 && clean[0] == '0' && clean.find_first_not_of('0') != std::string::npos) {
    return PyError::refusal(quoted(original) +
                            ": leading zeros in a decimal int literal are not permitted (as in Python)");
  }
  return int_from_digits(clean, 10, negative, original);
}

PyResult parse_json_number(std::string_view token) {
  if (token == "NaN" || token == "Infinity" || token == "-Infinity") {
    return PyError::refusal("NaN and Infinity are not allowed; every number must be finite");
  }
  const bool is_float = token.find_first_of(".eE") != std::string_view::npos;
  const bool negative = !token.empty() && token[0] == '-';
  const std::string_view unsigned_part = negative ? token.substr(1) : token;
  if (is_float) return float_from_text(std::string(unsigned_part), negative, token);
  return int_from_digits(unsigned_part, 10, negative, token);
}

namespace {

bool equals_ignoring_case(std::string_view text, std::string_view lower) {
  if (text.size() != lower.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != lower[i]) return false;
  }
  return true;
}

// What float() strips from ASCII text: the C locale's six spaces. (Not 0x1C-0x1F, though
// str.isspace() says they are: float("\x1c5") is an error in CPython 3.12.)
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// Python's float() grammar for the unsigned part; sets `underscores` when some must be dropped.
bool valid_float_body(std::string_view s, bool& underscores) {
  std::size_t i = 0;
  std::size_t digits = 0;
  const auto digit_part = [&](bool& any) {
    const std::size_t start = i;
    while (i < s.size()) {
      if (s[i] >= '0' && s[i] <= '9') {
        ++i;
        ++digits;
      } else if (s[i] == '_' && i > start && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9') {
        underscores = true;
        ++i;
      } else {
        break;
      }
    }
    any = i > start;
  };
  bool any = false;
  digit_part(any);
  if (i < s.size() && s[i] == '.') {
    ++i;
    digit_part(any);
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    digit_part(any);
    if (!any) return false;
  }
  return i == s.size();
}

// [0-9.eE+-] only: what both decimal parsers read as Python does (strtod alone would also take
// hex floats such as "0x1p3", which float() refuses).
bool only_decimal_characters(std::string_view text) {
  for (char c : text) {
    const bool ok = (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    if (!ok) return false;
  }
  return true;
}

}  // namespace

bool read_plain_decimal(std::string_view text, double& value) {
  // Where the decimal parser reads such text whole, Python's float() grammar agrees (digits, one
  // point, an exponent with digits).
  const bool negative = !text.empty() && text.front() == '-';
  const std::string_view body = negative ? text.substr(1) : text;
  if (body.empty() || !((body.front() >= '0' && body.front() <= '9') || body.front() == '.')) return false;
  if (!decimal_to_double(body.data(), body.data() + body.size(), value)) return false;
  if (negative) value = -value;
  return true;
}

Expected<double, PyError> parse_python_float(std::string_view text) {
  // Fast path for the common field, plain digits ("12.5", "-3e-4").
  if (double value = 0.0; only_decimal_characters(text) && read_plain_decimal(text, value)) return value;
  const std::string_view original = text;
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  const bool negative = !text.empty() && text.front() == '-';
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
  double value = 0.0;
  if (equals_ignoring_case(text, "inf") || equals_ignoring_case(text, "infinity")) {
    value = HUGE_VAL;
  } else if (equals_ignoring_case(text, "nan")) {
    value = std::nan("");
  } else {
    bool underscores = false;
    if (!valid_float_body(text, underscores)) {
      return PyError::raised("ValueError", "could not convert string to float: " + quoted(original));
    }
    bool read = false;
    if (underscores) {
      std::string clean;
      for (char c : text) {
        if (c != '_') clean += c;
      }
      read = decimal_to_double(clean, value);
    } else {
      read = decimal_to_double(text.data(), text.data() + text.size(), value);
    }
    if (!read) return PyError::raised("ValueError", "could not convert string to float: " + quoted(original));
  }
  return negative ? -value : value;
}

}  // namespace fm
