// A float's digits as format() writes them for the types e, E, f, F, g, G, n, % and none
// (Objects/floatobject.c float___format__, Python/pystrtod.c PyOS_double_to_string), correctly
// rounded half to even on the double's exact decimal expansion, as CPython's dtoa does.
#pragma once

#include <string>

namespace fm {

// The magnitude of `value` (no sign) in `type` ('e', 'E', 'f', 'F', 'g', 'G', 'r' for repr-like
// shortest, '%' is the caller's 'f' of value * 100) with `precision` digits (-1: the type's
// default); `alternate` is '#'; `add_dot_0` is the none type's ".0" rule.
std::string format_float_magnitude(double value, char type, int precision, bool alternate, bool add_dot_0);

}  // namespace fm
