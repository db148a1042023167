// check_log in steps, so that a caller with threads (the CLI) can read a large log's rows in
// parts at the same time: the first part is read and summed in order, a later part is read on
// its own (read_log_part: values kept, not summed), and then merged in file order. The sums run
// in file order either way, and the answer and the first error (by line) are check_log's.
//
//   LogChecker checker(start);                 // start: start_log_check(text)
//   checker.read(first_part);                  // while another thread runs read_log_part(...)
//   checker.merge(later_part);                 // in file order
//   Expected<LogCheck> result = checker.finish();
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "log_check.hpp"
#include "log_columns.hpp"
#include "log_rows.hpp"

namespace fm {

// A log whose bytes and header passed: its columns and the text of its rows (after the header).
struct LogStart {
  LogColumns columns;
  std::string_view rows;
};

// The size limit, a byte order mark, files that hold no micro-batch sums, UTF-8 and the header,
// in that order. `names`: the columns a reader named (--columns).
Expected<LogStart> start_log_check(std::string_view text, const LogColumnNames& names = {});

// The checks of start_log_check in pieces, for a caller that checks the bytes of parts of a
// large log on several threads: read_log_start takes the byte order mark and the header only;
// log_bytes_are_text says whether a part (cut after a '\n') is valid UTF-8. When
// every part is text and the log is within the size limit, read_log_start gives
// start_log_check's answer; else start_log_check gives the error.
Expected<LogStart> read_log_start(std::string_view text, const LogColumnNames& names = {});
bool log_bytes_are_text(std::string_view part);

// A stretch of rows read on its own: whole lines that follow earlier stretches.
struct LogPart {
  struct StepStart {
    std::size_t row;   // index into the values
    std::size_t line;  // within the part, from 1
    std::string_view text;
    std::string_view rank;
  };
  std::vector<double> weighted_sums;
  std::vector<double> weight_sums;
  std::vector<LossCell> losses;  // when the log has a loss column
  struct LossRow {
    std::size_t row;  // the rows of sums before it
    LossCell loss;
  };
  std::vector<LossRow> loss_rows;                     // rows of a loss alone, for the step before them
  std::vector<std::pair<std::size_t, float>> quanta;  // rows whose sums were printed rounded
  std::vector<StepStart> step_starts;                 // where the step text changes (and the part's first row)
  std::size_t lines = 0;                              // lines read: all of them, or up to the error
  std::size_t rows = 0;                               // rows met, an erroneous one included
  std::optional<LogLineError> error;                  // the part's first error, if any
  LogNotes notes;                                     // lines counted from the part's first line as 1
};

LogPart read_log_part(const LogColumns& columns, std::string_view rows);

class LogChecker {
 public:
  explicit LogChecker(const LogStart& start);
  // The next rows in file order (whole lines), read and summed.
  void read(std::string_view rows);
  // The next rows in file order, read by read_log_part.
  void merge(const LogPart& part);
  // The answer, or the log's first error (once: the answer is moved out).
  Expected<LogCheck> finish();

 private:
  void add(double weighted_sum, double weight_sum, const LossCell* loss, float quantum) {
    check_.overall.add(weighted_sum, weight_sum);
    if (quantum > step_->sums_quantum) step_->sums_quantum = quantum;
    step_->totals.add(weighted_sum, weight_sum);
    if (weight_sum > 0) {
      if (weight_sum < step_->min_weight) step_->min_weight = weight_sum;
      if (weight_sum > step_->max_weight) step_->max_weight = weight_sum;
    } else if (weight_sum == 0) {
      ++step_->zero_weight_batches;
    } else {
      step_->odd_weight = true;  // negative or nan
    }
    if (weight_sum > std::numeric_limits<double>::max()) step_->odd_weight = true;  // inf
    if (loss) step_->loss.add(*loss);
  }
  // A row of a loss alone: the loss of the step being read (none before the first step).
  void add_loss_only(LossCell loss) {
    loss.own_mean = false;
    if (step_) step_->loss.add(loss);
  }
  // Whether a row of this step (and rank) continues a step being read: the row before's, or, with a
  // rank column, the one its rank is in (ranks' rows may interleave); step_ then points to it.
  bool in_step(std::string_view text, std::string_view rank) {
    if (step_ && same_log_text(text, step_text_) && same_log_text(rank, step_rank_)) return true;
    if (!check_.has_rank) return false;
    for (const RankCursor& cursor : ranks_) {
      if (!same_log_text(cursor.rank, rank)) continue;
      if (!same_log_text(cursor.text, text)) return false;
      step_ = &check_.steps[cursor.step];
      step_text_ = text;
      step_rank_ = rank;
      return true;
    }
    return false;
  }
  // A row whose step differs from the row before (of its rank): a new step, even when an earlier
  // step had the same text (consecutive rows make a step); a label that comes back is noted.
  bool enter_step(std::string_view text, std::string_view rank, std::size_t line);
  void fail(std::size_t line, const std::string& message);
  // Labels that come again after other steps, found once every step is in (a sort, not a hash set
  // per row: cheaper, and no hash table in the page's module).
  void note_repeated_steps();

  LogStart start_;
  LogCheck check_;
  StepTotals* step_ = nullptr;  // the current step
  std::string_view step_text_;
  std::string_view step_rank_;
  // With a rank column, the step each rank is in (views into the log); ranks are few, so a list.
  struct RankCursor {
    std::string_view rank;
    std::string_view text;
    std::size_t step;  // index into check_.steps
  };
  std::vector<RankCursor> ranks_;
  // The last numeric label of each rank (a view into the log).
  std::vector<std::pair<std::string_view, long long>> last_numeric_step_;
  std::vector<bool> went_backwards_;  // per step: noted as going backwards
  bool labels_may_repeat_ = false;    // a label that is not a number, or one that did not rise
  std::size_t lines_;                 // the lines read: the header's (and any before it), then the rows
  std::size_t rows_ = 0;
  std::optional<Error> error_;
  // Parts together passed the row limit: the line that did is found by reading again in one pass.
  bool read_again_ = false;
};

}  // namespace fm
