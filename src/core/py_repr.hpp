// repr() of Python ints and floats, and the numbers json.dumps writes.
#pragma once

#include <string>

#include "py_value.hpp"

namespace fm {

// repr(float): the shortest digits that read back to the same double (Dragonbox, which picks
// the same digits as CPython's dtoa mode 0), laid out as Objects/floatobject.c float_repr does:
// exponent notation when the decimal point position d is <= -4 or > 16, else plain with ".0"
// for integral values. Non-finite values give "inf", "-inf", "nan".
std::string repr_float(double value);

// repr() of either kind: ints in decimal, floats as above.
std::string repr_value(const PyValue& value);

// What json.dumps writes for a number: repr, except "NaN", "Infinity", "-Infinity".
std::string json_number(const PyValue& value);

}  // namespace fm
