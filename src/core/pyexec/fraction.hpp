// fractions.Fraction as CPython 3.12's fractions.py computes it: a numerator and a positive
// denominator in lowest terms, of any size (Boost.Multiprecision's cpp_int, bounded by
// kMaxFractionBits), with its constructor, arithmetic (a float operand makes the result a float),
// exact comparisons (a float is compared by its exact value), hash, float() rounded once, int(),
// round(), str() and repr(). What else receives a Fraction refuses it by name (builtins.cpp).
#pragma once

#include <optional>

#include <string>
#include <vector>

#include "interpreter.hpp"

namespace fm::pyexec {

// A numerator or denominator past this many bits is refused (a limit of this project).
inline constexpr unsigned kMaxFractionBits = 16384;

// Fraction(numerator=0, denominator=None) with CPython's errors.
Result<Value> make_fraction(Interpreter& in, const std::vector<Value>& args, int line);
// str(f): "7/2", or "3"; repr(f): "Fraction(7, 2)".
std::string fraction_text(const Value& f, bool as_repr);
bool fraction_truthy(const Value& f);
std::size_t fraction_hash(const Value& f);  // hash(f), as CPython's (hash(Fraction(1, 2)) == hash(0.5))
// a OP b where a or b is a Fraction: none when the other operand is not an int, a bool, a float or
// a Fraction (CPython's NotImplemented: the caller raises its TypeError).
Result<std::optional<Value>> fraction_binary(Interpreter& in, BinaryOp op, const Value& a, const Value& b, int line);
// a OP b compared exactly; none as above (== then answers by identity, < raises TypeError).
std::optional<bool> fraction_compare(CompareOp op, const Value& a, const Value& b);
Result<Value> fraction_unary(Interpreter& in, UnaryOp op, const Value& f, int line);  // -f, +f
Result<Value> fraction_abs(Interpreter& in, const Value& f, int line);
Result<Value> fraction_to_float(Interpreter& in, const Value& f, int line);  // numerator / denominator, rounded once
Result<Value> fraction_to_int(Interpreter& in, const Value& f, int line);    // toward zero
Result<Value> fraction_round(Interpreter& in, const Value& f, const Value* ndigits, int line);
// f.numerator, f.denominator, f.limit_denominator, f.is_integer, f.as_integer_ratio.
Result<Value> fraction_attribute(Interpreter& in, const Value& f, const std::string& name, int line);

}  // namespace fm::pyexec
