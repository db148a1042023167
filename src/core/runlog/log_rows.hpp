// A run log's rows: text.split('\n'), lines that strip to nothing skipped, fields by
// line.split(delimiter) (a quoted field may hold the delimiter), values by float(); a row that
// cannot be read is skipped and noted. Most rows are plain ("10.84,2"): fast_float reads their
// numbers where they stand and must stop at the field's end, and a scan finds the other fields;
// any other line is read field by field as the reference does.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "log_check.hpp"
#include "log_columns.hpp"
#include "py_value.hpp"

namespace fm {

// a == b, inline: step texts are short, and every row compares its step with the one before.
inline bool same_log_text(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

struct LogRow {
  double weighted_sum = 0.0;
  double weight_sum = 0.0;
  std::string_view step;       // trimmed; a view into the log
  std::string_view rank;       // trimmed, when the log has a rank column
  std::string_view loss_text;  // the loss cell as written, when the log has a loss column
  LossCell loss;               // and as read (an unreadable cell is noted and left out)
  bool sums = true;            // false: a row of a loss alone, for the step before it
  float quantum = 0.0f;        // the sums' printed rounding, relative: "1.063e+03" -> 4.7e-4
};

// Half a unit in the last printed digit of a sum, relative to its value; 0 for long texts (repr)
// and integers (counts).
float relative_half_unit(std::string_view text, double value);

// A value as float() reads it, or, in a ';'-separated log, with one decimal comma ("0,93").
Expected<double, PyError> read_log_number(std::string_view text, char delimiter, bool& decimal_comma);
Expected<LossCell> read_loss_cell(std::string_view text, char delimiter);

// The first error in a stretch of rows (only the row limit: other bad rows are skipped and noted):
// its line, counting the stretch's first line as 1, and the message without "line N: ".
struct LogLineError {
  std::size_t line = 0;
  std::string message;
};

class LogRowReader {
 public:
  // `rows`: whole lines after the header (all of them, or a stretch that begins at a line start).
  // The row after max_rows rows is an error ("more than ... micro-batches").
  LogRowReader(const LogColumns& columns, std::string_view rows, std::size_t max_rows);

  // The next row; false at the end or at the first error (then see error()). Rows that cannot be
  // read are skipped and noted (notes()), as are odd values in rows that are kept.
  bool next(LogRow& row);

  // Lines read so far, blank ones included: at the end, all of them; after a row, that row's line;
  // after an error, the error's line.
  std::size_t line() const { return line_; }
  // Rows met so far (non-blank lines), an erroneous one included.
  std::size_t rows() const { return rows_; }
  const std::optional<LogLineError>& error() const { return error_; }
  // What was odd, lines counted from the stretch's first line as 1.
  const LogNotes& notes() const { return notes_; }
  LogNotes take_notes() { return std::move(notes_); }

 private:
  bool plain_row(LogRow& row, const char*& next) const;
  // cut_last: the line is the last and no newline ends it (a run killed while writing it).
  bool any_row(std::string_view line, bool cut_last, LogRow& row);
  bool fail(std::string message);
  void note_values(const LogRow& row);
  void read_loss(LogRow& row);
  void skip(std::string_view step, std::string message, bool cut_last);

  LogColumns columns_;
  unsigned char byte_class_[256];
  std::vector<unsigned char> column_kind_;  // for the columns up to the last one read
  std::vector<std::string_view> fields_;    // any_row's fields, kept to spare an allocation per row
  const char* at_;
  const char* end_;
  std::size_t max_rows_;
  std::size_t line_ = 0;
  std::size_t rows_ = 0;
  std::optional<LogLineError> error_;
  LogNotes notes_;
};

}  // namespace fm
