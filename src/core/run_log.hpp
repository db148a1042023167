// Checking a real run's log of micro-batches: CSV or TSV with a header naming the columns
// weighted_sum and weight_sum, and optionally step (which groups micro-batches into optimizer
// steps). Values are read as Python's float() reads them; the three implementations are applied
// exactly as CPython 3.12 would apply them to the lists of those values.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "py_sum.hpp"

namespace fm {

struct LogLimits {
  static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;  // 256 MiB
  static constexpr std::size_t kMaxRows = 4000000;
  static constexpr std::size_t kMaxSteps = 500000;
  static constexpr std::size_t kMaxDisplaySteps = 10000;  // per-step rows the widget's view carries
};

// The three implementations over one list of micro-batches, accumulated in a single pass:
// the same sums, in the same order, as solve_broken / solve_unsuccessful_fix / solve_repair.
class ContractTotals {
 public:
  void add(double weighted_sum, double weight_sum) {
    weighted_.add(weighted_sum);
    mass_.add(weight_sum);
    if (weight_sum != 0.0) means_.add(weighted_sum / weight_sum);  // `if w` (nan is true)
    ++batches_;
  }
  std::size_t batches() const { return batches_; }
  PyValue broken() const;
  PyValue unsuccessful_fix() const;
  PyValue repair() const;

 private:
  // Every item is a float, so sum()'s float path alone.
  PyFloatSum weighted_;
  PyFloatSum mass_;
  PyFloatSum means_;
  std::size_t batches_ = 0;
};

struct StepTotals {
  std::string step;  // the step column's text, trimmed
  ContractTotals totals;
};

struct LogCheck {
  ContractTotals overall;
  bool has_steps = false;
  std::vector<StepTotals> steps;  // in log order
};

// Errors name the line: "line 57: weight_sum: could not convert string to float: \"abc\"".
// (log_checker.hpp has the same check in steps, for reading parts of a log on other threads.)
Expected<LogCheck> check_log(std::string_view text);

// {"batches": n, "results": {"broken": x, "unsuccessful-fix": y, "repair": z}} and, with a step
// column, "steps": [{"step": "1", "batches": k, "results": {...}}, ...]; numbers as json.dumps.
// For the widget (display = true) every value is the text repr() gives ("0.1", "inf", "nan"),
// each "results" is followed by "relative_error": {"broken": ..., "unsuccessful-fix": ...}
// against the repair (null where the repair is 0 or not finite), and "steps" holds the first
// kMaxDisplaySteps steps, with "stepsTotal" saying how many there are.
std::string log_check_json(const LogCheck& check, bool display = false);

}  // namespace fm
