// Decimal text to the nearest double (correctly rounded, as CPython's float() and json do).
// Two well-kept implementations, chosen at build time by FM_DECIMAL_PARSER (CMake): fast_float,
// the default and the fastest; or the C library's strtod, which in Emscripten's musl is also
// correctly rounded and costs the WebAssembly page about 8 KB (gzip) less than fast_float's
// tables. The golden tests run against both.
#pragma once

#include <string>

namespace fm {

// `text` is an unsigned decimal literal already checked by the caller ("12.5e-3"); false when it
// is not read whole. Overflow gives infinity, as in Python.
bool decimal_to_double(const std::string& text, double& value);

}  // namespace fm
