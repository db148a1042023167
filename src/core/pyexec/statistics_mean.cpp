// statistics.mean of floats (and ints mixed with them) as CPython 3.12 computes it: the exact sum
// of the values as fractions (each float is m·2^e), divided by the count, rounded once to a
// double (Fraction.__float__'s correctly rounded int division). Every finite double is a whole
// multiple of 2^-1074 below 2^1024, so the exact sum is a fixed-point integer in units of
// 2^-1074 that fits 2,304 bits for any count a run can reach; the quotient is rounded half to
// even from its bits and the division's remainder.
#include <cmath>
#include <cstdint>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

constexpr int kUnitShift = 1074;  // the value 1 is 2^1074 units
constexpr int kLimbs = 72;        // 2,304 bits, two's complement

struct FixedSum {
  std::uint32_t limb[kLimbs] = {};

  // Adds (or subtracts) m·2^shift, 0 <= m <= 2^53, shift >= 0.
  void add(std::uint64_t m, int shift, bool negative) {
    std::uint32_t addend[kLimbs] = {};
    const int word = shift / 32, bit = shift % 32;
    const std::uint64_t low = m << bit;                    // bits 0..63 of m·2^bit
    const std::uint64_t high = bit ? m >> (64 - bit) : 0;  // bits 64..95
    const std::uint32_t parts[4] = {static_cast<std::uint32_t>(low), static_cast<std::uint32_t>(low >> 32),
                                    static_cast<std::uint32_t>(high), static_cast<std::uint32_t>(high >> 32)};
    for (int k = 0; k < 4 && word + k < kLimbs; ++k) addend[word + k] = parts[k];
    if (negative) {  // two's complement of the addend
      std::uint64_t carry = 1;
      for (int i = 0; i < kLimbs; ++i) {
        const std::uint64_t v = static_cast<std::uint64_t>(static_cast<std::uint32_t>(~addend[i])) + carry;
        addend[i] = static_cast<std::uint32_t>(v);
        carry = v >> 32;
      }
    }
    std::uint64_t carry = 0;
    for (int i = 0; i < kLimbs; ++i) {
      const std::uint64_t v = static_cast<std::uint64_t>(limb[i]) + addend[i] + carry;
      limb[i] = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
  }

  bool negative() const { return (limb[kLimbs - 1] >> 31) != 0; }

  void negate() {
    std::uint64_t carry = 1;
    for (int i = 0; i < kLimbs; ++i) {
      const std::uint64_t v = static_cast<std::uint64_t>(static_cast<std::uint32_t>(~limb[i])) + carry;
      limb[i] = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
  }

  // Divides the (non-negative) value by n in place; returns the remainder.
  std::uint64_t divide(std::uint64_t n) {
    std::uint64_t rem = 0;
    for (int i = kLimbs - 1; i >= 0; --i) {
      const std::uint64_t cur = (rem << 32) | limb[i];
      limb[i] = static_cast<std::uint32_t>(cur / n);
      rem = cur % n;
    }
    return rem;
  }

  bool bit(int i) const { return i >= 0 && ((limb[i / 32] >> (i % 32)) & 1u) != 0; }
  int bit_length() const {
    for (int i = kLimbs - 1; i >= 0; --i) {
      if (limb[i]) {
        int b = 31;
        while (!((limb[i] >> b) & 1u)) --b;
        return i * 32 + b + 1;
      }
    }
    return 0;
  }
};

// x as m·2^shift units of 2^-1074 (a finite double is a whole number of units).
void add_double(FixedSum& sum, double x) {
  if (x == 0.0) return;
  int e = 0;
  const double f = std::frexp(std::fabs(x), &e);                    // |x| = f·2^e, 0.5 <= f < 1
  std::uint64_t m = static_cast<std::uint64_t>(std::ldexp(f, 53));  // exact: 53 bits
  int shift = e - 53 + kUnitShift;
  while (shift < 0) {  // a subnormal: its low bits are zero
    m >>= 1;
    ++shift;
  }
  sum.add(m, shift, x < 0);
}

}  // namespace

// The mean of `items` (ints, bools and at least one float, none of them a non-number).
Result<Value> mean_of_floats(Arguments& a, const std::vector<Value>& items) {
  // Infinities and NaNs: _exact_ratio gives them no fraction; their own sum, from 0, decides.
  bool special = false;
  Value special_sum = int_value(0);
  FixedSum sum;
  for (const Value& item : items) {
    if (item.number.is_float()) {
      const double x = item.number.float_value();
      if (!std::isfinite(x)) {
        special = true;
        FM_LET(special_sum, a.in.binary(BinaryOp::Add, special_sum, item, a.line));
        continue;
      }
      add_double(sum, x);
    } else {
      const std::int64_t v = item.number.int_value();
      const std::uint64_t magnitude = v < 0 ? static_cast<std::uint64_t>(-(v + 1)) + 1 : static_cast<std::uint64_t>(v);
      sum.add(magnitude, kUnitShift, v < 0);
    }
  }
  const std::int64_t n = static_cast<std::int64_t>(items.size());
  if (n >= (std::int64_t{1} << 32)) return a.refuse("statistics.mean() of 2^32 values or more");
  if (special) return a.in.binary(BinaryOp::TrueDiv, special_sum, int_value(n), a.line);
  const bool negative = sum.negative();
  if (negative) sum.negate();
  const std::uint64_t rem = sum.divide(static_cast<std::uint64_t>(n));
  // Round the quotient (in units of 2^-1074) plus rem/n to 53 significant bits, half to even.
  const int length = sum.bit_length();
  const int drop = length > 53 ? length - 53 : 0;
  std::uint64_t mantissa = 0;
  for (int i = 52; i >= 0; --i) mantissa = (mantissa << 1) | (sum.bit(drop + i) ? 1u : 0u);
  int direction = 0;  // -1 below half, 0 exactly half, 1 above half
  if (drop == 0) {
    const std::uint64_t twice = rem * 2;  // rem < n < 2^32
    const std::uint64_t count = static_cast<std::uint64_t>(n);
    direction = twice < count ? -1 : twice == count ? 0 : 1;
  } else if (!sum.bit(drop - 1)) {
    direction = -1;
  } else {
    bool below = rem != 0;
    for (int i = drop - 2; i >= 0 && !below; --i) below = sum.bit(i);
    direction = below ? 1 : 0;
  }
  if (direction > 0 || (direction == 0 && (mantissa & 1u))) ++mantissa;
  const double magnitude = std::ldexp(static_cast<double>(mantissa), drop - kUnitShift);
  return float_value(negative ? -magnitude : magnitude);
}

}  // namespace fm::pyexec
