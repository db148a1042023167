#include "py_repr.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string_view>

#include <dragonbox/dragonbox.h>

namespace fm {

namespace {

// A repr built in a stack buffer, then appended to the output at once: no temporary string.
// The longest repr, "-2.2250738585072014e-308", has 24 characters.
class ReprText {
 public:
  std::size_t size() const { return size_; }
  void put(char c) { text_[size_++] = c; }
  void put(std::string_view chars) {
    for (const char c : chars) text_[size_++] = c;  // short literals
  }
  void put_decimal(std::int64_t value) {
    size_ = static_cast<std::size_t>(std::to_chars(text_ + size_, text_ + kRoom, value).ptr - text_);
  }
  // Opens a gap of `width` characters before the digits from `at` on (at most 17), and returns it.
  // A fixed-size move: a memmove of the exact length is slower (GCC inlines it as `rep movsq`).
  char* open_gap(std::size_t at, std::size_t width) {
    char digits[kMaxDigits];
    std::memcpy(digits, text_ + at, sizeof digits);
    std::memcpy(text_ + at + width, digits, sizeof digits);
    size_ += width;
    return text_ + at;
  }
  void append_to(std::string& out) const { out.append(text_, size_); }

 private:
  static constexpr std::size_t kMaxDigits = 17;
  static constexpr std::size_t kRoom = 48;  // the longest repr, and the moves' slack
  char text_[kRoom] = {};                   // zeroed: open_gap also moves the bytes past the end
  std::size_t size_ = 0;
};

// The shortest digits that round-trip, written in place (digits x 10^exponent), then laid out
// around the decimal point position d, with value = 0.DIGITS x 10^d.
void write_finite_magnitude(ReprText& text, double magnitude) {
  const auto decimal =
      jkj::dragonbox::to_decimal(magnitude, jkj::dragonbox::policy::sign::ignore,
                                 jkj::dragonbox::policy::trailing_zero::remove, jkj::dragonbox::policy::cache::compact);
  const std::size_t first = text.size();
  text.put_decimal(static_cast<std::int64_t>(decimal.significand));
  const int count = static_cast<int>(text.size() - first);
  const int point = count + decimal.exponent;
  if (point <= -4 || point > 16) {  // exponent notation: 1.5e-05, 1e+16
    if (count > 1) *text.open_gap(first + 1, 1) = '.';
    const int exponent = point - 1;
    text.put(exponent < 0 ? "e-" : "e+");
    if (exponent > -10 && exponent < 10) text.put('0');  // at least two exponent digits
    text.put_decimal(exponent < 0 ? -exponent : exponent);
  } else if (point <= 0) {  // 0.0015
    char* gap = text.open_gap(first, static_cast<std::size_t>(2 - point));
    gap[0] = '0';
    gap[1] = '.';
    for (int zero = 2; zero < 2 - point; ++zero) gap[zero] = '0';
  } else if (point >= count) {  // 1500.0
    for (int zeros = point - count; zeros > 0; --zeros) text.put('0');
    text.put(".0");
  } else {  // 1.5
    *text.open_gap(first + static_cast<std::size_t>(point), 1) = '.';
  }
}

void write_repr_float(ReprText& text, double value) {
  if (std::isnan(value)) return text.put("nan");
  if (std::signbit(value)) text.put('-');
  if (std::isinf(value)) return text.put("inf");
  if (value == 0.0) return text.put("0.0");
  write_finite_magnitude(text, std::fabs(value));
}

}  // namespace

void append_repr_float(std::string& out, double value) {
  ReprText text;
  write_repr_float(text, value);
  text.append_to(out);
}

void append_repr_int(std::string& out, std::int64_t value) {
  ReprText text;
  text.put_decimal(value);
  text.append_to(out);
}

void append_repr_value(std::string& out, const PyValue& value) {
  if (value.is_float()) return append_repr_float(out, value.float_value());
  append_repr_int(out, value.int_value());
}

void append_json_number(std::string& out, const PyValue& value) {
  if (value.is_float()) {
    const double x = value.float_value();
    if (std::isnan(x) || std::isinf(x)) {
      out += std::isnan(x) ? "NaN" : x > 0 ? "Infinity" : "-Infinity";
      return;
    }
  }
  append_repr_value(out, value);
}

std::string repr_float(double value) {
  std::string out;
  append_repr_float(out, value);
  return out;
}

std::string repr_value(const PyValue& value) {
  std::string out;
  append_repr_value(out, value);
  return out;
}

std::string json_number(const PyValue& value) {
  std::string out;
  append_json_number(out, value);
  return out;
}

}  // namespace fm
