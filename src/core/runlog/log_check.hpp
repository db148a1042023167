// What a run log's check finds: the sums of the whole log and of each step, the loss the run
// reported, what was odd about its rows, and the limits that keep a log within the page's means.
// The types only: the reading is log_checker.hpp's, the entry point and the JSON run_log.hpp's,
// the verdict log_diagnosis.hpp's.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "batch_sums.hpp"
#include "log_columns.hpp"

namespace fm {

struct LogLimits {
  static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;  // 256 MiB
  static constexpr std::size_t kMaxRows = 4000000;
  static constexpr std::size_t kMaxSteps = 500000;
  static constexpr std::size_t kMaxDisplaySteps = 10000;  // per-step rows the widget's view carries
  static constexpr std::size_t kNotesKept = 5;            // instances kept per kind of note (all are counted)
};

// What can be odd about a log's rows. Each kind is counted and its first instances kept.
enum class LogNoteKind {
  BlankSums,        // a row without micro-batch values (Lightning's validation and epoch rows): skipped
  UnreadableRow,    // too few fields, or a value float() cannot read: skipped
  CutLastRow,       // the last line is cut short (a run killed while writing): skipped
  NonFinite,        // nan or inf in weighted_sum or weight_sum: kept, and the step's results are nan/inf
  NegativeWeight,   // weight_sum < 0: kept
  SumOnZeroWeight,  // weight_sum == 0 but weighted_sum != 0: kept
  UnreadableLoss,   // a loss cell float() cannot read: the row is kept without it
  StepRepeats,      // a step label that came before comes back (concatenated ranks, a restart)
  StepBackwards,    // a numeric step label below the one before
  HeaderAgain,      // the header line comes again (logs concatenated, a resumed run): skipped
  DecimalComma,     // a ';' log's number written with a decimal comma ("0,93"): read as "0.93"
  LossOnlyRow,      // a loss without micro-batch sums (a logger's row): the loss of the step before it
};
inline constexpr std::size_t kLogNoteKinds = 12;

struct LogNote {
  std::size_t line = 0;
  std::string step;     // the row's step label ("" without a step column)
  std::string message;  // what is odd, in a few words
};

struct LogNoteList {
  std::size_t count = 0;
  std::vector<LogNote> first;  // the first LogLimits::kNotesKept, in line order
};

struct LogNotes {
  std::array<LogNoteList, kLogNoteKinds> kinds;

  const LogNoteList& operator[](LogNoteKind kind) const { return kinds[static_cast<std::size_t>(kind)]; }
  void add(LogNoteKind kind, std::size_t line, std::string_view step, std::string message) {
    LogNoteList& list = kinds[static_cast<std::size_t>(kind)];
    if (list.count++ < LogLimits::kNotesKept) list.first.push_back({line, std::string(step), std::move(message)});
  }
  // Notes of a later stretch of rows whose first line is line `offset` + 1 of the log.
  void merge(const LogNotes& later, std::size_t offset) {
    for (std::size_t k = 0; k < kLogNoteKinds; ++k) {
      for (const LogNote& note : later.kinds[k].first) {
        if (kinds[k].first.size() < LogLimits::kNotesKept)
          kinds[k].first.push_back({note.line + offset, note.step, note.message});
      }
      kinds[k].count += later.kinds[k].count;
    }
  }
};

// A loss cell read: blank cells give no value.
struct LossCell {
  bool present = false;
  bool own_mean = false;  // equal to its row's weighted_sum / weight_sum (within its precision)
  double value = 0.0;
  double half_unit = 0.0;                                   // half a unit in the last digit printed: "2.3457" -> 5e-05
  bool float32 = false, bfloat16 = false, float16 = false;  // the value is exactly one of these
};

// The loss the run reported for a step: the sum of the step's loss cells (each micro-batch's
// share of what it backpropagated, or the step's total on one row).
struct ReportedLoss {
  PyFloatSum sum;
  std::size_t cells = 0;
  double quantum = 0.0;            // half a unit in the last printed digit, summed over the cells
  double magnitude = 0.0;          // the cells' absolute values, summed
  bool all_float32 = true;         // every cell is a float32 value (as tensor.item() gives)
  bool all_bfloat16 = true;        // ... a bfloat16 value
  bool all_float16 = true;         // ... a float16 value
  std::size_t own_mean_cells = 0;  // cells equal to their own row's weighted_sum / weight_sum

  void add(const LossCell& cell) {
    if (!cell.present) return;
    sum.add(cell.value);
    ++cells;
    quantum += cell.half_unit;
    magnitude += std::fabs(cell.value);
    all_float32 = all_float32 && cell.float32;
    all_bfloat16 = all_bfloat16 && cell.bfloat16;
    all_float16 = all_float16 && cell.float16;
    if (cell.own_mean) ++own_mean_cells;
  }
};

struct StepTotals {
  std::string step;      // the step column's text, trimmed
  std::string rank;      // the rank column's text, when the log has one
  std::size_t line = 0;  // the step's first row
  FloatSums totals;
  ReportedLoss loss;
  double min_weight = std::numeric_limits<double>::infinity();  // among weights > 0
  double max_weight = 0.0;
  std::size_t zero_weight_batches = 0;
  bool odd_weight = false;     // a negative or non-finite weight: no weighting figures for the step
  bool label_repeats = false;  // an earlier step has the same label: messages name its line too
  float sums_quantum = 0.0f;   // the largest relative rounding of a row's printed sums
  bool restarts = false;       // its numeric label is below the one before (of its rank): a new run?
};

struct LogCheck {
  FloatSums overall;
  bool has_steps = false;
  bool has_loss = false;
  bool has_rank = false;
  std::string step_name;
  std::string loss_name;
  std::vector<StepTotals> steps;  // in log order; without a step column, one step holding every row
  std::vector<std::string> header_notes;
  LogNotes notes;
};

}  // namespace fm
