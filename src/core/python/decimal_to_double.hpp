// Decimal text to the nearest double (correctly rounded, as CPython's float() and json do).
// Two well-kept implementations, chosen at build time by FM_DECIMAL_PARSER (CMake): fast_float,
// the default and the fastest; or the C library's strtod, which in Emscripten's musl is also
// correctly rounded and costs the WebAssembly page about 8 KB (gzip) less than fast_float's
// tables. The golden tests run against both. (Run logs are the exception: their rows are read
// where they stand, in buffers with no NUL after a field, so log_rows.cpp calls fast_float
// itself; the page's core does not contain that code.)
#pragma once

#include <string>

namespace fm {

// [first, last) is an unsigned decimal literal already checked by the caller ("12.5e-3", "5.",
// ".5"); false when it is not read whole. Overflow gives infinity, as in Python.
bool decimal_to_double(const char* first, const char* last, double& value);

inline bool decimal_to_double(const std::string& text, double& value) {
  return decimal_to_double(text.data(), text.data() + text.size(), value);
}

}  // namespace fm
