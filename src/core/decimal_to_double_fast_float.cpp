#include <fast_float/fast_float.h>

#include "decimal_to_double.hpp"

namespace fm {

bool decimal_to_double(const std::string& text, double& value) {
  const auto result = fast_float::from_chars(text.data(), text.data() + text.size(), value);
  return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

}  // namespace fm
