// repr() of Python ints and floats, and the numbers json.dumps writes.
// Each comes in two forms: append_...(out, value) writes onto the end of `out` with no temporary
// string (a run log's JSON writes three numbers per step: 375,000 for a million rows in steps of
// eight); the other returns the text.
#pragma once

#include <cstdint>
#include <string>

#include "py_value.hpp"

namespace fm {

// repr(float): the shortest digits that read back to the same double (Dragonbox, which picks
// the same digits as CPython's dtoa mode 0), laid out as Objects/floatobject.c float_repr does:
// exponent notation when the decimal point position d is <= -4 or > 16, else plain with ".0"
// for integral values. Non-finite values give "inf", "-inf", "nan".
void append_repr_float(std::string& out, double value);
std::string repr_float(double value);

// repr(int): decimal digits, with '-' when negative.
void append_repr_int(std::string& out, std::int64_t value);

// repr() of either kind: ints in decimal, floats as above.
void append_repr_value(std::string& out, const PyValue& value);
std::string repr_value(const PyValue& value);

// What json.dumps writes for a number: repr, except "NaN", "Infinity", "-Infinity".
void append_json_number(std::string& out, const PyValue& value);
std::string json_number(const PyValue& value);

}  // namespace fm
