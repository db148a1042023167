// The rest of Python's number operators, for the interpreter (src/core/pyexec): `-`, `//`, `%`,
// `**`, unary minus, ordering, round(). Each mirrors CPython 3.12 (Objects/longobject.c,
// Objects/floatobject.c, Python/bltinmodule.c). A Python exception comes back as a PyError with
// its type and CPython's exact message; an int leaving ±2^53 as a refusal (type empty).
#pragma once

#include <optional>
#include <string>

#include "py_value.hpp"

namespace fm {

PyResult py_subtract(const PyValue& a, const PyValue& b);
PyResult py_floor_div(const PyValue& a, const PyValue& b);
PyResult py_modulo(const PyValue& a, const PyValue& b);
PyResult py_power(const PyValue& a, const PyValue& b);
PyResult py_negate(const PyValue& a);
PyValue py_abs(const PyValue& a);
// `a < b` for numbers (exact, nan is unordered).
bool py_less(const PyValue& a, const PyValue& b);
// round(x) and round(x, ndigits) (ndigits given: the result keeps x's type).
PyResult py_round(const PyValue& x, std::optional<std::int64_t> ndigits);
// int(x) of a float: truncation toward zero.
PyResult py_float_to_int(double x);

}  // namespace fm
