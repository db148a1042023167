#include "percent_text.hpp"

#include <cmath>

#include "py_format.hpp"
#include "py_repr.hpp"

namespace fm {

std::string percent_text(double ratio) {
  if (!std::isfinite(ratio)) return repr_float(ratio);
  const double percent = ratio * 100;
  const bool large = percent >= 1000;
  return format_float_magnitude(percent, large ? 'f' : 'g', large ? 0 : 3, false, false) + "%";
}

std::string times_text(double factor) {
  if (!std::isfinite(factor)) return repr_float(factor) + "\u00d7";
  return format_float_magnitude(factor, 'g', 3, false, false) + "\u00d7";
}

std::string relative_text(double x) {
  if (!std::isfinite(x)) return repr_float(x);
  return format_float_magnitude(x, 'g', 2, false, false);
}

}  // namespace fm
