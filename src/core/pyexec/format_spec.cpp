// format(value, spec): the format-spec mini-language (Python/formatter_unicode.c) for int, float,
// bool, str and None, with CPython 3.12's messages; f-strings and str.format use it.
#include "format_spec.hpp"

#include <cmath>

#include "builtins_impl.hpp"
#include "py_format.hpp"
#include "py_repr.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

struct Spec {
  std::string fill = " ";
  char align = 0;  // the caller's default until the spec names one
  char sign = 0;
  bool z = false;
  bool alternate = false;
  long width = -1;
  char grouping = 0;
  long precision = -1;
  char type = 0;  // the caller's default type ('d', 's', or none for a float) until the spec names one
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// parse_internal_render_format_spec (Python/formatter_unicode.c), in its order and with its
// messages: fill and align, sign, z, #, the backwards-compatible 0, width, grouping, precision,
// type; then the grouping checked against the type, before any type-specific check.
Status parse_spec(Interpreter& in, const std::string& text, Spec& spec, const char* type, char default_type,
                  char default_align, int line) {
  spec.align = default_align;
  spec.type = default_type;
  std::size_t i = 0;
  bool fill_given = false;
  bool align_given = false;
  const auto is_align = [](char c) { return c == '<' || c == '>' || c == '=' || c == '^'; };
  if (!text.empty()) {
    const std::size_t first = utf8_sequence_length(text[0]);
    if (first < text.size() && is_align(text[first])) {
      spec.fill = text.substr(0, first);
      spec.align = text[first];
      fill_given = align_given = true;
      i = first + 1;
    } else if (is_align(text[0])) {
      spec.align = text[0];
      align_given = true;
      i = 1;
    }
  }
  if (i < text.size() && (text[i] == '+' || text[i] == '-' || text[i] == ' ')) spec.sign = text[i++];
  if (i < text.size() && text[i] == 'z') {
    spec.z = true;
    ++i;
  }
  if (i < text.size() && text[i] == '#') {
    spec.alternate = true;
    ++i;
  }
  // The special case for 0-padding: the fill, unless one was given; '=' for numbers, unless an
  // alignment was given (a string keeps '<': format('x', '05') is 'x0000').
  if (!fill_given && i < text.size() && text[i] == '0') {
    spec.fill = "0";
    if (!align_given && default_align == '>') spec.align = '=';
    ++i;
  }
  // Digits read into `out`: false when there are none.
  const auto number = [&](long& out) -> Result<bool> {
    if (i >= text.size() || !is_digit(text[i])) return false;
    out = 0;
    while (i < text.size() && is_digit(text[i])) {
      out = out * 10 + (text[i++] - '0');
      if (out > 100000) return in.unsupported("a format width or precision above 100000", line);
    }
    return true;
  };
  FM_CHECK(number(spec.width));
  if (i < text.size() && text[i] == ',') {
    spec.grouping = ',';
    ++i;
  }
  if (i < text.size() && text[i] == '_') {
    if (spec.grouping) {
      return in.raise(PyExc::ValueError, "Cannot specify both ',' and '_'.", line);
    }
    spec.grouping = '_';
    ++i;
  }
  if (i < text.size() && text[i] == ',' && spec.grouping == '_') {
    return in.raise(PyExc::ValueError, "Cannot specify both ',' and '_'.", line);
  }
  if (i < text.size() && text[i] == '.') {
    ++i;
    FM_LET(const bool given, number(spec.precision));
    if (!given) return in.raise(PyExc::ValueError, "Format specifier missing precision", line);
  }
  if (text.size() - i > 1) {
    return in.raise(PyExc::ValueError, "Invalid format specifier '" + text + "' for object of type '" + type + "'",
                    line);
  }
  if (i < text.size()) spec.type = text[i];
  if (spec.grouping) {
    const char t = spec.type;
    const bool allowed = t == 'd' || t == 'e' || t == 'f' || t == 'g' || t == 'E' || t == 'G' || t == '%' || t == 'F' ||
                         t == 0 || (spec.grouping == '_' && (t == 'b' || t == 'o' || t == 'x' || t == 'X'));
    if (!allowed) {
      const unsigned char u = static_cast<unsigned char>(t);
      if (u > 32 && u < 128)
        return in.raise(PyExc::ValueError, std::string("Cannot specify '") + spec.grouping + "' with '" + t + "'.",
                        line);
      return in.unsupported("a format type that is not printable ASCII", line);
    }
  }
  return Status::ok();
}

// Groups of `size` digits (3; 4 in binary, octal and hex) in the leading digits of `digits` (which
// may go on with a '.' and more).
std::string grouped(const std::string& digits, char separator, std::size_t size) {
  if (!separator) return digits;
  std::size_t end = 0;
  const auto digit = [size](char c) {
    return size == 4 ? std::isxdigit(static_cast<unsigned char>(c)) != 0 : is_digit(c);
  };
  while (end < digits.size() && digit(digits[end])) ++end;
  std::string out;
  for (std::size_t k = 0; k < end; ++k) {
    if (k > 0 && (end - k) % size == 0) out += separator;
    out += digits[k];
  }
  return out + digits.substr(end);
}

// A fill of '0' with '=' alignment, however written ('010', '0=10'): the padding's zeros are
// digits, grouped with the others.
bool zero_fills(const Spec& spec) { return spec.fill == "0" && spec.align == '=' && spec.width > 0; }

std::size_t width_of(const std::string& s) { return code_point_count(s); }

// sign + body padded to the width as the spec aligns it ('=': fill between sign and digits).
std::string pad(const Spec& spec, const std::string& sign, const std::string& body, char default_align) {
  const char align = spec.align ? spec.align : default_align;
  const std::size_t used = width_of(sign) + width_of(body);
  const std::size_t width = spec.width < 0 ? 0 : static_cast<std::size_t>(spec.width);
  if (used >= width) return sign + body;
  const std::size_t n = width - used;
  std::string fill;
  const auto fills = [&](std::size_t k) {
    std::string f;
    for (std::size_t j = 0; j < k; ++j) f += spec.fill;
    return f;
  };
  switch (align) {
    case '<': return sign + body + fills(n);
    case '^': return fills(n / 2) + sign + body + fills(n - n / 2);
    case '=': return sign + fills(n) + body;
    default: return fills(n) + sign + body;
  }
}

std::string sign_of(const Spec& spec, bool negative) {
  if (negative) return "-";
  if (spec.sign == '+') return "+";
  if (spec.sign == ' ') return " ";
  return "";
}

// Zero padding with grouping ('0=' with ',' or '_') inserts separators into the padding as well:
// zeros go in front of the digits until the grouped text fills the width.
std::string zero_padded_grouped(const Spec& spec, const std::string& sign, std::string digits, std::size_t size) {
  const std::size_t want =
      static_cast<std::size_t>(spec.width) > sign.size() ? static_cast<std::size_t>(spec.width) - sign.size() : 0;
  std::string g = grouped(digits, spec.grouping, size);
  while (g.size() < want) {
    digits.insert(digits.begin(), '0');
    g = grouped(digits, spec.grouping, size);
  }
  return sign + g;
}

Status format_int(Interpreter& in, std::int64_t value, const Spec& spec, std::string& out, int line) {
  const char type = spec.type;
  const bool negative = value < 0;
  const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
  std::string digits;
  std::string prefix;
  if (type == 'd' || type == 'n') {
    digits = std::to_string(magnitude);
  } else if (type == 'b' || type == 'o' || type == 'x' || type == 'X') {
    const unsigned base = type == 'b' ? 2 : type == 'o' ? 8 : 16;
    const char* alphabet = type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    std::uint64_t m = magnitude;
    do {
      digits.insert(digits.begin(), alphabet[m % base]);
      m /= base;
    } while (m);
    if (spec.alternate) prefix = type == 'b' ? "0b" : type == 'o' ? "0o" : type == 'x' ? "0x" : "0X";
    if (spec.grouping && zero_fills(spec)) {  // groups of four, the zeros of the padding grouped too
      out += zero_padded_grouped(spec, sign_of(spec, negative) + prefix, digits, 4);
      return Status::ok();
    }
    out += pad(spec, sign_of(spec, negative) + prefix, grouped(digits, spec.grouping, 4), '>');
    return Status::ok();
  } else {
    in.unsupported("the integer format type '" + std::string(1, type) + "'", line);
    return Failure{};
  }
  if (spec.grouping && zero_fills(spec)) {
    out += zero_padded_grouped(spec, sign_of(spec, negative), digits, 3);
    return Status::ok();
  }
  out += pad(spec, sign_of(spec, negative), grouped(digits, spec.grouping, 3), '>');
  return Status::ok();
}

// 'c': the code point, padded as a number is (CPython counts it as a number's remainder).
Status format_char(Interpreter& in, std::int64_t value, const Spec& spec, std::string& out, int line) {
  if (spec.sign) {
    in.raise(PyExc::ValueError, "Sign not allowed with integer format specifier 'c'", line);
    return Failure{};
  }
  if (spec.alternate) {
    in.raise(PyExc::ValueError, "Alternate form (#) not allowed with integer format specifier 'c'", line);
    return Failure{};
  }
  if (value < 0 || value > 0x10ffff) {
    in.raise(PyExc::OverflowError, "%c arg not in range(0x110000)", line);
    return Failure{};
  }
  if (value >= 0xd800 && value <= 0xdfff) {
    in.unsupported("a lone surrogate from format(n, 'c')", line);
    return Failure{};
  }
  std::string body;
  append_utf8(body, static_cast<unsigned long>(value));
  out += pad(spec, "", body, '>');
  return Status::ok();
}

Status format_float(Interpreter&, double value, const Spec& spec, std::string& out, int) {
  char type = spec.type == 'n' ? 'g' : spec.type;  // 'n' is 'g' in the C locale
  double x = value;
  bool percent = false;
  if (type == '%') {
    x *= 100;
    type = 'f';
    percent = true;
  }
  std::string body;
  if (type == 0) {
    body = spec.precision < 0 ? format_float_magnitude(x, 'r', -1, spec.alternate, true)
                              : format_float_magnitude(x, 'g', static_cast<int>(spec.precision), spec.alternate, true);
  } else {
    body = format_float_magnitude(x, type, static_cast<int>(spec.precision), spec.alternate, false);
  }
  if (percent) body += "%";
  bool negative = std::signbit(x) && !std::isnan(x);
  if (negative && spec.z) {
    // 'z': a negative zero after rounding shows as positive zero.
    bool all_zero = true;
    for (char c : body)
      all_zero = all_zero && (c == '0' || c == '.' || c == '%' || c == 'e' || c == 'E' || c == '+' || c == '-');
    if (all_zero) negative = false;
  }
  if (spec.grouping && zero_fills(spec) && std::isfinite(x)) {
    out += zero_padded_grouped(spec, sign_of(spec, negative), body, 3);
    return Status::ok();
  }
  out += pad(spec, sign_of(spec, negative), grouped(body, spec.grouping, 3), '>');
  return Status::ok();
}

Status format_other(Interpreter& in, const Value& value, int line);

}  // namespace

Status format_value(Interpreter& in, const Value& value, const std::string& text, std::string& out, int line) {
  if (text.empty()) return in.str(value, out, line);
  if (value.kind == Kind::Fraction) {  // 3.12's Fraction.__format__ (float-style presentation)
    in.unsupported("a format spec on a Fraction is not supported", line);
    return Failure{};
  }
  if (value.kind == Kind::Instance && class_of(value)->enum_members) {
    std::string shown;  // Enum.__format__: str(self) formatted as a str
    if (in.str(value, shown, line).failed()) return Failure{};
    return format_value(in, in.make_str(std::move(shown), line), text, out, line);
  }
  const bool is_int = value.kind == Kind::Bool || (value.kind == Kind::Number && value.number.is_int());
  const bool is_float = value.kind == Kind::Number && !is_int;
  const bool is_str = value.kind == Kind::Str;
  if (!is_int && !is_float && !is_str) return format_other(in, value, line);
  Spec spec;
  FM_CHECK(parse_spec(in, text, spec, type_name(value), is_int ? 'd' : is_str ? 's' : 0, is_str ? '<' : '>', line));
  const auto unknown = [&](const char* type) {
    in.raise(PyExc::ValueError,
             std::string("Unknown format code '") + spec.type + "' for object of type '" + type + "'", line);
    return Failure{};
  };
  const auto refuse = [&](const char* message) {
    in.raise(PyExc::ValueError, message, line);
    return Failure{};
  };
  const char t = spec.type;
  if (is_int) {
    const std::int64_t n = value.number.int_value();
    if (t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%')
      return format_float(in, static_cast<double>(n), spec, out, line);
    if (t != 'd' && t != 'n' && t != 'b' && t != 'o' && t != 'x' && t != 'X' && t != 'c')
      return unknown(type_name(value));
    if (spec.precision >= 0) return refuse("Precision not allowed in integer format specifier");
    if (spec.z) return refuse("Negative zero coercion (z) not allowed in integer format specifier");
    if (t == 'c') return format_char(in, n, spec, out, line);
    return format_int(in, n, spec, out, line);
  }
  if (is_float) {
    if (t && t != 'e' && t != 'E' && t != 'f' && t != 'F' && t != 'g' && t != 'G' && t != '%' && t != 'n')
      return unknown("float");
    return format_float(in, value.number.float_value(), spec, out, line);
  }
  if (t != 's') return unknown("str");
  if (spec.sign == ' ') return refuse("Space not allowed in string format specifier");
  if (spec.sign) return refuse("Sign not allowed in string format specifier");
  if (spec.z) return refuse("Negative zero coercion (z) not allowed in string format specifier");
  if (spec.alternate) return refuse("Alternate form (#) not allowed in string format specifier");
  if (spec.align == '=') return refuse("'=' alignment not allowed in string format specifier");
  std::string body = text_of(value);
  if (spec.precision >= 0 && code_point_count(body) > static_cast<std::size_t>(spec.precision)) {
    body = body.substr(0, code_point_offset(body, static_cast<std::size_t>(spec.precision)));
  }
  out += pad(spec, "", body, '<');
  return Status::ok();
}

namespace {

Status format_other(Interpreter& in, const Value& value, int line) {
  if (value.kind == Kind::None || value.kind == Kind::List || value.kind == Kind::Tuple || value.kind == Kind::Dict ||
      (value.kind == Kind::Instance && !class_of(value)->find("__format__"))) {
    in.raise(PyExc::TypeError, std::string("unsupported format string passed to ") + type_name(value) + ".__format__",
             line);
    return Failure{};
  }
  in.unsupported(std::string("format() of a ") + type_name(value) + " with a format spec", line);
  return Failure{};
}

}  // namespace

}  // namespace fm::pyexec
