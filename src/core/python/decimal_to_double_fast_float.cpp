#include <fast_float/fast_float.h>

#include "decimal_to_double.hpp"

namespace fm {

bool decimal_to_double(const char* first, const char* last, double& value) {
  const auto result = fast_float::from_chars(first, last, value);
  return result.ec == std::errc() && result.ptr == last;
}

}  // namespace fm
