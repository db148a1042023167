// fractions.Fraction (fraction.hpp): each operation follows CPython 3.12's Lib/fractions.py.
#include "fraction.hpp"

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "builtins.hpp"
#include "builtins_impl.hpp"

#ifdef BOOST_NO_EXCEPTIONS
// Boost reports its errors by throwing, and the WebAssembly core has no exceptions: every operation
// that could throw here (a division by zero, a negative shift) is checked before it is made.
namespace boost {
void throw_exception(const std::exception&) { std::abort(); }
void throw_exception(const std::exception&, const boost::source_location&) { std::abort(); }
}  // namespace boost
#endif

namespace fm::pyexec {

namespace {

using Big = boost::multiprecision::cpp_int;

struct FractionObject : Object {
  Big num;
  Big den;  // > 0, coprime with num
};

const FractionObject& parts(const Value& v) { return *static_cast<const FractionObject*>(v.object); }

unsigned bits(const Big& x) {
  return x == 0 ? 0 : static_cast<unsigned>(boost::multiprecision::msb(boost::multiprecision::abs(x))) + 1;
}

constexpr std::int64_t kMaxExact = std::int64_t(1) << 53;

bool too_large(Interpreter& in, const Big& a, const Big& b, int line) {
  if (bits(a) <= kMaxFractionBits && bits(b) <= kMaxFractionBits) return false;
  in.refuse("a Fraction whose numerator or denominator has more than " + std::to_string(kMaxFractionBits) +
                " bits is outside this project's limits",
            line);
  return true;
}

// A Fraction of parts already in lowest terms, the denominator positive.
Result<Value> make(Interpreter& in, Big num, Big den, int line) {
  if (too_large(in, num, den, line)) return Failure{};
  auto* f = in.make<FractionObject>(line);
  if (in.failed() || in.charge((bits(num) + bits(den)) / 8, line).failed()) return Failure{};
  f->num = std::move(num);
  f->den = std::move(den);
  return Value::of(Kind::Fraction, f);
}

// Fraction(n, d) for a nonzero d: the parts divided by their gcd, the sign on the numerator.
Result<Value> normalized(Interpreter& in, Big n, Big d, int line) {
  if (too_large(in, n, d, line)) return Failure{};
  Big g = boost::multiprecision::gcd(n, d);
  if (d < 0) g = -g;
  n /= g;
  d /= g;
  return make(in, std::move(n), std::move(d), line);
}

// Python's // and % on ints (toward negative infinity); the divisor is nonzero.
Big floor_div(const Big& x, const Big& y) {
  Big q = x / y;
  if (q * y != x && ((x < 0) != (y < 0))) q -= 1;
  return q;
}
Big floor_mod(const Big& x, const Big& y) { return x - floor_div(x, y) * y; }

// Decimal text to and from an int, by 18 digits at a time: Boost's own conversions go through
// iostreams, which would add some 40 KB to the WebAssembly module.
Big from_digits(const std::string& digits) {
  Big out = 0;
  for (std::size_t i = 0; i < digits.size(); i += 18) {
    const std::string chunk = digits.substr(i, 18);
    out = out * boost::multiprecision::pow(Big(10), static_cast<unsigned>(chunk.size())) + std::stoll(chunk);
  }
  return out;
}

std::string digits_of(const Big& x) {
  if (x == 0) return "0";
  const Big chunk = Big(1000000000000000000LL);
  Big rest = boost::multiprecision::abs(x);
  std::vector<std::int64_t> parts;
  while (rest > 0) {
    parts.push_back(Big(rest % chunk).convert_to<std::int64_t>());
    rest /= chunk;
  }
  std::string out = x < 0 ? "-" : "";
  out += std::to_string(parts.back());
  for (std::size_t i = parts.size() - 1; i-- > 0;) {
    const std::string part = std::to_string(parts[i]);
    out += std::string(18 - part.size(), '0') + part;
  }
  return out;
}

// An int, a bool or a Fraction as numerator and denominator; false for anything else.
bool rational(const Value& v, Big& n, Big& d) {
  if (v.kind == Kind::Fraction) {
    n = parts(v).num;
    d = parts(v).den;
    return true;
  }
  if (v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int())) {
    n = v.number.int_value();
    d = 1;
    return true;
  }
  return false;
}

bool is_float(const Value& v) { return v.kind == Kind::Number && v.number.is_float(); }

// The operands of a binary operation or a comparison, each as a rational where it is one.
struct Rationals {
  Big na, da, nb, db;
  bool ra, rb;
  Rationals(const Value& a, const Value& b) : ra(rational(a, na, da)), rb(rational(b, nb, db)) {}
};

// An int result: refused past ±2^53, where the subset's ints stay exact.
Result<Value> int_result(Interpreter& in, const Big& x, int line) {
  if (boost::multiprecision::abs(x) > kMaxExact) {
    in.refuse("an int of " + std::to_string(bits(x)) +
                  " bits from a Fraction is outside ±2^53 (±9007199254740992), where ints stay exact",
              line);
    return Failure{};
  }
  return Value::of(PyValue::make_int(x.convert_to<std::int64_t>()).value());
}

// n / d as a double, rounded once to nearest-even (CPython's true division of ints); false on overflow.
bool to_double(const Big& n, const Big& d, double& out) {
  if (n == 0) {
    out = 0.0;
    return true;
  }
  const bool negative = n < 0;
  Big a = boost::multiprecision::abs(n);
  Big b = d;
  // Scale so that the quotient has at least 55 bits: 53 kept, a rounding bit, and more.
  const int shift = 55 - (static_cast<int>(bits(a)) - static_cast<int>(bits(b)));
  if (shift > 0) {
    a <<= shift;
  } else {
    b <<= -shift;
  }
  Big q = a / b;
  const bool sticky = q * b != a;
  const int q_bits = static_cast<int>(bits(q));
  const int exponent = q_bits - 1 - shift;  // the result is in [2^exponent, 2^(exponent+1))
  int extra = q_bits - 53;
  if (exponent < -1022) extra += -1022 - exponent;  // a subnormal keeps fewer bits
  Big mantissa = q >> extra;
  const Big rest = q - (mantissa << extra);
  const Big half = Big(1) << (extra - 1);
  if (rest > half || (rest == half && (sticky || (mantissa & 1) != 0))) mantissa += 1;
  out = std::ldexp(static_cast<double>(mantissa.convert_to<std::int64_t>()), extra - shift);  // < 2^54: exact
  if (negative) out = -out;
  return std::isfinite(out);
}

// A finite float's exact value, in lowest terms (float.as_integer_ratio).
void from_double(double x, Big& n, Big& d) {
  int e = 0;
  const double m = std::frexp(x, &e);
  n = static_cast<std::int64_t>(std::ldexp(m, 53));
  d = 1;
  e -= 53;
  if (e > 0) {
    n <<= e;
  } else {
    d <<= -e;
  }
  const Big g = boost::multiprecision::gcd(n, d);
  n /= g;
  d /= g;
}

Result<Value> float_of(Interpreter& in, const Value& v, int line) {
  if (v.kind != Kind::Fraction) return Value::of(PyValue::make_float(v.number.to_double()));
  return fraction_to_float(in, v, line);
}

bool compare_ints(CompareOp op, const Big& x, const Big& y) {
  switch (op) {
    case CompareOp::Eq: return x == y;
    case CompareOp::NotEq: return x != y;
    case CompareOp::Lt: return x < y;
    case CompareOp::LtE: return x <= y;
    case CompareOp::Gt: return x > y;
    case CompareOp::GtE: return x >= y;
    default: return false;
  }
}

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Digits with single underscores between them (\d+(_\d+)*), from text[i]; "" when none.
std::string digit_groups(const std::string& text, std::size_t& i) {
  std::string out;
  while (i < text.size() && is_digit(text[i])) {
    out += text[i++];
    if (i + 1 < text.size() && text[i] == '_' && is_digit(text[i + 1])) ++i;
  }
  return out;
}

// Fraction(str) by fractions._RATIONAL_FORMAT: false when the text does not match.
Result<bool> parse_text(Interpreter& in, const std::string& text, Big& n, Big& d, bool& zero_denominator, int line) {
  std::size_t i = 0;
  while (i < text.size() && is_space(text[i])) ++i;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  if (!(i < text.size() && (is_digit(text[i]) || (text[i] == '.' && i + 1 < text.size() && is_digit(text[i + 1])))))
    return false;
  const std::string num = digit_groups(text, i);
  n = num.empty() ? Big(0) : from_digits(num);
  d = 1;
  std::size_t j = i;
  while (j < text.size() && is_space(text[j])) ++j;
  if (j < text.size() && text[j] == '/') {
    ++j;
    while (j < text.size() && is_space(text[j])) ++j;
    const std::string denom = digit_groups(text, j);
    if (denom.empty()) return false;
    d = from_digits(denom);
    i = j;
  } else {
    if (i < text.size() && text[i] == '.') {
      ++i;
      const std::string decimal = digit_groups(text, i);
      if (decimal.size() > 4000) return in.refuse("Fraction() of a text with more than 4000 decimals", line);
      if (!decimal.empty()) {
        const Big scale = boost::multiprecision::pow(Big(10), static_cast<unsigned>(decimal.size()));
        n = n * scale + from_digits(decimal);
        d *= scale;
      }
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
      std::size_t k = i + 1;
      bool exp_negative = false;
      if (k < text.size() && (text[k] == '+' || text[k] == '-')) exp_negative = text[k++] == '-';
      const std::string exp = digit_groups(text, k);
      if (exp.empty()) return false;
      if (exp.size() > 4 || std::stoi(exp) > 4000)
        return in.refuse("Fraction() of a text whose exponent is past 4000", line);
      const Big scale = boost::multiprecision::pow(Big(10), static_cast<unsigned>(std::stoi(exp)));
      if (exp_negative) {
        d *= scale;
      } else {
        n *= scale;
      }
      i = k;
    }
  }
  while (i < text.size() && is_space(text[i])) ++i;
  if (i != text.size()) return false;
  if (negative) n = -n;
  zero_denominator = d == 0;
  return true;
}

Result<Value> zero_division(Interpreter& in, const Big& shown, int line) {
  in.raise(PyExc::ZeroDivisionError, "Fraction(" + digits_of(shown) + ", 0)", line);
  return Failure{};
}

// Fraction ** an int (Fraction.__pow__ with an integral exponent).
Result<Value> power(Interpreter& in, const Big& n, const Big& d, const Big& exponent, int line) {
  if (d == 1 && boost::multiprecision::abs(n) <= 1) {  // 0, 1 and -1: any exponent
    if (n == 0 && exponent < 0) return zero_division(in, Big(1), line);
    if (n == 0) return make(in, Big(exponent == 0 ? 1 : 0), Big(1), line);
    return make(in, n == -1 && (exponent & 1) != 0 ? Big(-1) : Big(1), Big(1), line);
  }
  const unsigned base_bits = std::max(bits(n), bits(d));
  if (bits(exponent) > 20 ||
      base_bits * exponent.convert_to<std::int64_t>() > 2 * static_cast<std::int64_t>(kMaxFractionBits) ||
      base_bits * -exponent.convert_to<std::int64_t>() > 2 * static_cast<std::int64_t>(kMaxFractionBits)) {
    in.refuse("a Fraction raised to a power this large is outside this project's limits", line);
    return Failure{};
  }
  const std::int64_t p = exponent.convert_to<std::int64_t>();
  const auto up = [](const Big& x, std::int64_t k) { return boost::multiprecision::pow(x, static_cast<unsigned>(k)); };
  if (p >= 0) return make(in, up(n, p), up(d, p), line);
  if (n > 0) return make(in, up(d, -p), up(n, -p), line);
  if (n == 0) return zero_division(in, up(d, -p), line);
  return make(in, up(-d, -p), up(-n, -p), line);
}

}  // namespace

Result<Value> make_fraction(Interpreter& in, const std::vector<Value>& args, int line) {
  Big n = 0;
  Big d = 1;
  if (args.empty()) return make(in, n, d, line);
  if (args.size() == 1) {
    const Value& v = args[0];
    if (rational(v, n, d)) return make(in, n, d, line);
    if (is_float(v)) {
      const double x = v.number.float_value();
      if (std::isnan(x)) {
        in.raise(PyExc::ValueError, "cannot convert NaN to integer ratio", line);
        return Failure{};
      }
      if (std::isinf(x)) {
        in.raise(PyExc::OverflowError, "cannot convert Infinity to integer ratio", line);
        return Failure{};
      }
      from_double(x, n, d);
      return make(in, n, d, line);
    }
    if (v.kind == Kind::Str) {
      const std::string& text = static_cast<StrObject*>(v.object)->text;
      for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80) {
          in.unsupported("Fraction() of a text with other than ASCII characters is not supported", line);
          return Failure{};
        }
      }
      bool zero_denominator = false;
      FM_LET(const bool parsed, parse_text(in, text, n, d, zero_denominator, line));
      if (!parsed) {
        std::string shown;
        if (in.repr(v, shown, line).failed()) return Failure{};
        in.raise(PyExc::ValueError, "Invalid literal for Fraction: " + shown, line);
        return Failure{};
      }
      if (zero_denominator) return zero_division(in, n, line);
      return normalized(in, n, d, line);
    }
    in.raise(PyExc::TypeError, "argument should be a string or a Rational instance", line);
    return Failure{};
  }
  Big n2;
  Big d2;
  if (!rational(args[0], n, d) || !rational(args[1], n2, d2)) {
    in.raise(PyExc::TypeError, "both arguments should be Rational instances", line);
    return Failure{};
  }
  const Big numerator = n * d2;
  const Big denominator = n2 * d;
  if (denominator == 0) return zero_division(in, numerator, line);
  return normalized(in, numerator, denominator, line);
}

std::string fraction_text(const Value& f, bool as_repr) {
  const FractionObject& x = parts(f);
  if (as_repr) return "Fraction(" + digits_of(x.num) + ", " + digits_of(x.den) + ")";
  return x.den == 1 ? digits_of(x.num) : digits_of(x.num) + "/" + digits_of(x.den);
}

bool fraction_truthy(const Value& f) { return parts(f).num != 0; }

// fractions._hash_algorithm: |n| * inverse(d) modulo 2^61 - 1, the sign of n; a d divisible by the
// modulus hashes as infinity does.
std::size_t fraction_hash(const Value& f) {
  const FractionObject& x = parts(f);
  const Big modulus = (Big(1) << 61) - 1;
  std::int64_t hash = 314159;
  if (x.den % modulus != 0) {
    const Big inverse = boost::multiprecision::powm(x.den, modulus - 2, modulus);
    hash = ((boost::multiprecision::abs(x.num) % modulus) * inverse % modulus).convert_to<std::int64_t>();
  }
  std::int64_t result = x.num >= 0 ? hash : -hash;
  if (result == -1) result = -2;
  return static_cast<std::size_t>(result);
}

namespace {
// a OP b for two rationals (ints, bools or Fractions), exactly, as Fraction's operators.
Result<Value> rational_binary(Interpreter& in, BinaryOp op, const Value& a, const Value& b, const Rationals& r,
                              int line) {
  switch (op) {
    case BinaryOp::Add: return normalized(in, r.na * r.db + r.nb * r.da, r.da * r.db, line);
    case BinaryOp::Sub: return normalized(in, r.na * r.db - r.nb * r.da, r.da * r.db, line);
    case BinaryOp::Mul: return normalized(in, r.na * r.nb, r.da * r.db, line);
    case BinaryOp::TrueDiv:
      if (r.nb == 0) return zero_division(in, r.db, line);
      return normalized(in, r.na * r.db, r.nb * r.da, line);
    case BinaryOp::FloorDiv:
      if (r.nb == 0) {
        in.raise(PyExc::ZeroDivisionError, "integer division or modulo by zero", line);
        return Failure{};
      }
      return int_result(in, floor_div(r.na * r.db, r.da * r.nb), line);
    case BinaryOp::Mod:
      if (r.nb == 0) {
        in.raise(PyExc::ZeroDivisionError, "integer modulo by zero", line);
        return Failure{};
      }
      return normalized(in, floor_mod(r.na * r.db, r.nb * r.da), r.da * r.db, line);
    case BinaryOp::Pow:
      if (a.kind != Kind::Fraction && r.db == 1 && r.nb >= 0)
        return in.binary(op, a, Value::of(PyValue::make_int(r.nb.convert_to<std::int64_t>()).value()), line);
      if (r.db == 1) return power(in, r.na, r.da, r.nb, line);
      {  // a fractional power: as floats
        FM_LET(const Value x, float_of(in, a, line));
        FM_LET(const Value y, float_of(in, b, line));
        return in.binary(op, x, y, line);
      }
    default: return in.unsupported("this operator on a Fraction is not supported", line);  // the bitwise ones: none
  }
}
}  // namespace

Result<std::optional<Value>> fraction_binary(Interpreter& in, BinaryOp op, const Value& a, const Value& b, int line) {
  if (op >= BinaryOp::BitOr) return std::optional<Value>();  // Fraction defines no bitwise operator
  const Rationals r(a, b);
  if (r.ra && r.rb) return answered(rational_binary(in, op, a, b, r, line));
  if (op == BinaryOp::Pow && b.kind == Kind::Fraction && !r.ra && !is_float(a)) {
    // Fraction.__rpow__ hands any other base on with the exponent as an int or a float, so the
    // TypeError names those: unsupported operand type(s) for ** or pow(): 'str' and 'float'.
    if (r.db == 1) {
      FM_LET(const Value exponent, int_result(in, r.nb, line));
      return answered(in.binary(op, a, exponent, line));
    }
    FM_LET(const Value exponent, fraction_to_float(in, b, line));
    return answered(in.binary(op, a, exponent, line));
  }
  if (!((r.ra && is_float(b)) || (is_float(a) && r.rb))) return std::optional<Value>();
  FM_LET(const Value x, float_of(in, a, line));
  FM_LET(const Value y, float_of(in, b, line));
  return answered(in.binary(op, x, y, line));  // as floats
}

std::optional<bool> fraction_compare(CompareOp op, const Value& a, const Value& b) {
  Rationals r(a, b);  // a float operand is read into its place below
  if (r.ra && r.rb) return compare_ints(op, r.na * r.db, r.nb * r.da);
  if (!((r.ra && is_float(b)) || (is_float(a) && r.rb))) return std::nullopt;
  const double x = (r.ra ? b : a).number.float_value();
  if (std::isnan(x) || std::isinf(x)) {  // the Fraction is taken as 0.0
    const double left = r.ra ? 0.0 : x;
    const double right = r.ra ? x : 0.0;
    switch (op) {
      case CompareOp::Eq: return left == right;
      case CompareOp::NotEq: return !(left == right);
      case CompareOp::Lt: return left < right;
      case CompareOp::LtE: return left <= right;
      case CompareOp::Gt: return left > right;
      case CompareOp::GtE: return left >= right;
      default: return false;
    }
  }
  (r.ra ? from_double(x, r.nb, r.db) : from_double(x, r.na, r.da));
  return compare_ints(op, r.na * r.db, r.nb * r.da);
}

Result<Value> fraction_unary(Interpreter& in, UnaryOp op, const Value& f, int line) {
  const FractionObject& x = parts(f);
  return make(in, op == UnaryOp::Neg ? Big(-x.num) : x.num, x.den, line);
}

Result<Value> fraction_abs(Interpreter& in, const Value& f, int line) {
  return make(in, boost::multiprecision::abs(parts(f).num), parts(f).den, line);
}

Result<Value> fraction_to_float(Interpreter& in, const Value& f, int line) {
  double out = 0.0;
  if (!to_double(parts(f).num, parts(f).den, out)) {
    in.raise(PyExc::OverflowError, "integer division result too large for a float", line);
    return Failure{};
  }
  return Value::of(PyValue::make_float(out));
}

Result<Value> fraction_to_int(Interpreter& in, const Value& f, int line) {
  return int_result(in, Big(parts(f).num / parts(f).den), line);
}

Result<Value> fraction_round(Interpreter& in, const Value& f, const Value* ndigits, int line) {
  const auto half_even = [](const Big& n, const Big& d) {
    const Big floor = floor_div(n, d);
    const Big twice = 2 * (n - floor * d);
    if (twice < d) return floor;
    if (twice > d) return Big(floor + 1);
    return (floor & 1) == 0 ? floor : Big(floor + 1);
  };
  const FractionObject& x = parts(f);
  if (!ndigits || ndigits->kind == Kind::None) return int_result(in, half_even(x.num, x.den), line);
  if (!(ndigits->kind == Kind::Bool || (ndigits->kind == Kind::Number && ndigits->number.is_int()))) {
    in.unsupported("round() of a Fraction with ndigits other than an int is not supported", line);
    return Failure{};
  }
  const std::int64_t k = ndigits->number.int_value();
  if (k > 4000 || k < -4000) {
    in.refuse("round() of a Fraction to more than 4000 digits is outside this project's limits", line);
    return Failure{};
  }
  const Big shift = boost::multiprecision::pow(Big(10), static_cast<unsigned>(k < 0 ? -k : k));
  if (k > 0) return normalized(in, half_even(x.num * shift, x.den), shift, line);
  return make(in, half_even(x.num, x.den * shift) * shift, Big(1), line);
}

Result<Value> fraction_attribute(Interpreter& in, const Value& f, const std::string& name, int line) {
  if (name == "numerator") return int_result(in, parts(f).num, line);
  if (name == "denominator") return int_result(in, parts(f).den, line);
  in.unsupported("the attribute Fraction." + name + " is not supported", line);
  return Failure{};
}

namespace {

Result<Value> fractions_fraction(Arguments& a) {
  if (!a.keywords.empty()) return a.refuse("Fraction() with keyword arguments");
  if (a.args.size() > 2) {
    a.in.raise(PyExc::TypeError,
               "Fraction.__new__() takes from 1 to 3 positional arguments but " + std::to_string(a.args.size() + 1) +
                   " were given",
               a.line);
    return Failure{};
  }
  return make_fraction(a.in, a.args, a.line);
}

// A method of fractions.py takes its arguments as a function written in Python does (`self` and
// `params`, the first `required` of them without a default), with CPython's messages; the values
// given, by parameter (null: its default), into `out`.
Status python_arguments(Arguments& a, const std::vector<const char*>& params, std::size_t required,
                        std::vector<const Value*>& out) {
  const std::string name = a.name + "()";
  out.assign(params.size(), nullptr);
  const std::size_t most = params.size() + 1;  // self counts
  if (a.positional() > params.size()) {
    const std::string takes =
        required == params.size()
            ? std::to_string(most) + (most == 1 ? " positional argument" : " positional arguments")
            : "from " + std::to_string(required + 1) + " to " + std::to_string(most) + " positional arguments";
    const std::size_t given = a.positional() + 1;
    a.in.raise(PyExc::TypeError,
               name + " takes " + takes + " but " + std::to_string(given) + (given == 1 ? " was" : " were") + " given",
               a.line);
    return Failure{};
  }
  for (std::size_t i = 0; i < a.positional(); ++i) out[i] = &a.args[i];
  for (std::size_t k = 0; k < a.keywords.size(); ++k) {
    const auto at = std::find_if(params.begin(), params.end(), [&](const char* p) { return a.keywords[k] == p; });
    if (at == params.end()) {
      a.in.raise(PyExc::TypeError, name + " got an unexpected keyword argument '" + a.keywords[k] + "'", a.line);
      return Failure{};
    }
    const std::size_t i = static_cast<std::size_t>(at - params.begin());
    if (out[i]) {
      a.in.raise(PyExc::TypeError, name + " got multiple values for argument '" + a.keywords[k] + "'", a.line);
      return Failure{};
    }
    out[i] = &a.args[a.positional() + k];
  }
  return Status::ok();
}

Result<Value> fraction_is_integer(Arguments& a) {
  std::vector<const Value*> given;
  if (python_arguments(a, {}, 0, given).failed()) return Failure{};
  return Value::boolean(parts(a.self).den == 1);
}

Result<Value> fraction_as_integer_ratio(Arguments& a) {
  std::vector<const Value*> given;
  if (python_arguments(a, {}, 0, given).failed()) return Failure{};
  FM_LET(const Value n, int_result(a.in, parts(a.self).num, a.line));
  FM_LET(const Value d, int_result(a.in, parts(a.self).den, a.line));
  return a.in.make_list({n, d}, a.line, Kind::Tuple);
}

// Fraction.limit_denominator(max_denominator=1000000): the closest fraction with a denominator at most that.
Result<Value> fraction_limit_denominator(Arguments& a) {
  std::vector<const Value*> given;
  if (python_arguments(a, {"max_denominator"}, 0, given).failed()) return Failure{};
  Big most = 1000000;
  if (given[0]) {
    Big one;
    if (!rational(*given[0], most, one) || one != 1) return a.refuse("limit_denominator() of other than an int");
  }
  if (most < 1) {
    a.in.raise(PyExc::ValueError, "max_denominator should be at least 1", a.line);
    return Failure{};
  }
  const FractionObject& self = parts(a.self);
  if (self.den <= most) return make(a.in, self.num, self.den, a.line);
  Big p0 = 0, q0 = 1, p1 = 1, q1 = 0;
  Big n = self.num, d = self.den;
  while (true) {
    const Big step = floor_div(n, d);
    const Big q2 = q0 + step * q1;
    if (q2 > most) break;
    const Big p2 = p0 + step * p1;
    p0 = p1;
    q0 = q1;
    p1 = p2;
    q1 = q2;
    const Big rest = n - step * d;
    n = d;
    d = rest;
  }
  const Big k = floor_div(most - q0, q1);
  if (2 * d * (q0 + k * q1) <= self.den) return make(a.in, p1, q1, a.line);
  return make(a.in, p0 + k * p1, q0 + k * q1, a.line);
}

}  // namespace

const BuiltinRow kFractionRows[] = {{"fractions.Fraction", fractions_fraction, true},
                                    {"Fraction.is_integer", fraction_is_integer},
                                    {"Fraction.as_integer_ratio", fraction_as_integer_ratio},
                                    {"Fraction.limit_denominator", fraction_limit_denominator},
                                    {nullptr, nullptr}};

extern const ModuleDef kFractionsModule{"fractions", kFractionRows, nullptr};

}  // namespace fm::pyexec
