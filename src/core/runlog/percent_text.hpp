// Ratios as a person reads them in the log's answer: "6.6%", "0.036%", "6004%"; "15.2×"; "5.8e-06".
#pragma once

#include <string>

namespace fm {

// Three significant digits, as Python's f"{ratio * 100:.3g}%", but never in exponent form from
// 1000% up (there the whole percentage); "nan" and "inf" as repr() writes them.
std::string percent_text(double ratio);

// A factor with three significant digits and "×", as f"{factor:.3g}×": "15.2×", "1.02e+03×".
std::string times_text(double factor);

// A small relative figure with two significant digits, as f"{x:.2g}": "5.8e-06", "0.058".
std::string relative_text(double x);

}  // namespace fm
