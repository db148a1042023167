#include <cstdlib>

#include "decimal_to_double.hpp"

namespace fm {

bool decimal_to_double(const std::string& text, double& value) {
  char* end = nullptr;
  value = std::strtod(text.c_str(), &end);  // the caller passes only [0-9.eE+-], so no locale or hex forms
  return end == text.c_str() + text.size();
}

}  // namespace fm
