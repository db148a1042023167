// What a run log's check finds: the sums of the whole log and of each step, and the limits that
// keep a log within the page's means. The types only: the reading is log_checker.hpp's, the
// entry point and the JSON run_log.hpp's.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "batch_sums.hpp"

namespace fm {

struct LogLimits {
  static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;  // 256 MiB
  static constexpr std::size_t kMaxRows = 4000000;
  static constexpr std::size_t kMaxSteps = 500000;
  static constexpr std::size_t kMaxDisplaySteps = 10000;  // per-step rows the widget's view carries
};

struct StepTotals {
  std::string step;  // the step column's text, trimmed
  FloatSums totals;
};

struct LogCheck {
  FloatSums overall;
  bool has_steps = false;
  std::vector<StepTotals> steps;  // in log order
};

}  // namespace fm
