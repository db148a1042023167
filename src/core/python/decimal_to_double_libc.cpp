#include <cstdlib>
#include <string>

#include "decimal_to_double.hpp"

namespace fm {

bool decimal_to_double(const char* first, const char* last, double& value) {
  // The caller passes only [0-9.eE+-], so no locale or hex forms reach strtod; it needs a NUL.
  const std::string text(first, last);
  char* end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size();
}

}  // namespace fm
