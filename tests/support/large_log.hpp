// Run logs large enough for `check`'s two threads (over 1 MiB of rows), for the CLI tests.
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

namespace fm::test {

// n rows of sin-like values, `per_step` rows a step (0: no step column).
inline std::string large_log(int n, int per_step, const std::string& newline = "\n") {
  std::string log = per_step ? "step,weighted_sum,weight_sum" + newline : "weighted_sum,weight_sum" + newline;
  log.reserve(static_cast<std::size_t>(n) * 32);
  for (int i = 0; i < n; ++i) {
    if (per_step) log += std::to_string(i / per_step) + ",";
    char value[32];
    std::snprintf(value, sizeof value, "%.17g", std::sin(i) * 10 + 11);  // as many digits as repr gives
    log += std::string(value) + "," + std::to_string(i % 7 + 1) + newline;
  }
  return log;
}

}  // namespace fm::test
