#include "log_rows.hpp"

#include <fast_float/fast_float.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <system_error>

#include "number_literal.hpp"
#include "py_repr.hpp"

namespace fm {

namespace {

// What a byte means to the plain-row scan: a text field (step, or a column nobody reads) runs to
// the delimiter or the end of the line; a number must be followed by one of those.
enum ByteClass : unsigned char { kOther, kCarriageReturn, kDelimiter, kNewline };
enum ColumnKind : unsigned char { kSkipped, kWeightedSum, kWeightSum, kStep, kLoss, kRank };

// Half a unit in the last digit of a decimal literal: "2.3457" -> 5e-05, "1.5e-3" -> 5e-05.
double half_unit_of(std::string_view text) {
  int exponent = 0;
  const std::size_t e = text.find_first_of("eE");
  if (e != std::string_view::npos) {
    std::string_view digits = text.substr(e + 1);
    const bool negative = !digits.empty() && digits.front() == '-';
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) digits.remove_prefix(1);
    for (char c : digits) {
      if (c >= '0' && c <= '9' && exponent < 1000) exponent = exponent * 10 + (c - '0');
    }
    if (negative) exponent = -exponent;
    text = text.substr(0, e);
  }
  const std::size_t point = text.find_first_of(".,");  // a decimal comma too (read_log_number)
  if (point != std::string_view::npos) {
    for (char c : text.substr(point + 1)) {
      if (c >= '0' && c <= '9') --exponent;
    }
  }
  // 10^exponent by squaring (no pow(): the lab's module would carry it for this alone).
  double scale = 1.0, base = 10.0;
  for (unsigned bits = static_cast<unsigned>(exponent < 0 ? -exponent : exponent); bits != 0;
       bits >>= 1, base *= base) {
    if (bits & 1u) scale *= base;
  }
  return 0.5 * (exponent < 0 ? 1.0 / scale : scale);
}

}  // namespace

float relative_half_unit(std::string_view text, double value) {
  // Long texts are repr()'s or .item()'s digits; integers (token counts) are exact.
  if (text.size() >= 16 || value == 0.0 || text.find_first_of(".eE") == std::string_view::npos) return 0.0f;
  return static_cast<float>(half_unit_of(text) / std::fabs(value));
}

Expected<double, PyError> read_log_number(std::string_view text, char delimiter, bool& decimal_comma) {
  decimal_comma = false;
  Expected<double, PyError> value = parse_python_float(text);
  // A spreadsheet that separates fields with ';' writes "0,93" for 0.93 in many locales.
  if (!value && delimiter == ';' && std::count(text.begin(), text.end(), ',') == 1 &&
      text.find('.') == std::string_view::npos) {
    std::string pointed(text);
    pointed[pointed.find(',')] = '.';
    Expected<double, PyError> again = parse_python_float(pointed);
    if (again) {
      decimal_comma = true;
      return again;
    }
  }
  return value;
}

Expected<LossCell> read_loss_cell(std::string_view text, char delimiter) {
  LossCell cell;
  text = unquote_log_field(text);
  if (text.empty()) return cell;
  // Most cells are plain decimals ("2.345", "-1e-3"): fast_float reads those as float() does (the
  // plain-row rule: a digit or "." first, and the whole cell read); anything else goes to float()'s rules.
  const char* const digits = text.front() == '-' ? text.data() + 1 : text.data();
  double plain = 0.0;
  const fast_float::from_chars_result read = fast_float::from_chars(text.data(), text.data() + text.size(), plain);
  if (digits < text.data() + text.size() && ((*digits >= '0' && *digits <= '9') || *digits == '.') &&
      read.ec == std::errc() && read.ptr == text.data() + text.size()) {
    cell.value = plain;
  } else {
    bool decimal_comma = false;
    const Expected<double, PyError> value = read_log_number(text, delimiter, decimal_comma);
    if (!value) return Error{value.error().message};
    cell.value = *value;
  }
  cell.present = true;
  if (!std::isfinite(cell.value)) return cell;
  cell.half_unit = half_unit_of(text);
  const float narrow = static_cast<float>(cell.value);
  cell.float32 = static_cast<double>(narrow) == cell.value;
  if (cell.float32) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &narrow, sizeof bits);
    cell.bfloat16 = (bits & 0xFFFFu) == 0;
    const int exponent = static_cast<int>((bits >> 23) & 0xFFu) - 127;
    cell.float16 = cell.value == 0.0 || ((bits & 0x1FFFu) == 0 && exponent >= -14 && exponent <= 15);
  }
  return cell;
}

LogRowReader::LogRowReader(const LogColumns& columns, std::string_view rows, std::size_t max_rows)
    : columns_(columns), at_(rows.data()), end_(rows.data() + rows.size()), max_rows_(max_rows) {
  std::memset(byte_class_, kOther, sizeof byte_class_);
  byte_class_[static_cast<unsigned char>('\r')] = kCarriageReturn;
  byte_class_[static_cast<unsigned char>(columns.delimiter)] = kDelimiter;
  byte_class_[static_cast<unsigned char>('\n')] = kNewline;
  column_kind_.assign(columns.needed, kSkipped);
  fields_.resize(columns.needed);
  column_kind_[columns.weighted_sum] = kWeightedSum;
  column_kind_[columns.weight_sum] = kWeightSum;
  if (columns.has_step) column_kind_[columns.step] = kStep;
  if (columns.has_loss) column_kind_[columns.loss] = kLoss;
  if (columns.has_rank) column_kind_[columns.rank] = kRank;
}

bool LogRowReader::fail(std::string message) {
  error_ = LogLineError{line_, std::move(message)};
  at_ = end_;
  return false;
}

// A row whose numbers are plain decimals ("10.84", "-3e-4", "2") and whose line holds the fields
// read: the reference would read it the same way, and so does any_row(). Anything else (spaces,
// "inf", "1_000", too few fields, ...) returns false, for any_row().
bool LogRowReader::plain_row(LogRow& row, const char*& next) const {
  row.quantum = 0.0f;
  const char* p = at_;
  const char* const end = end_;
  for (std::size_t c = 0; c < columns_.needed; ++c) {
    const char* const start = p;
    const ColumnKind kind = static_cast<ColumnKind>(column_kind_[c]);
    if (kind == kWeightedSum || kind == kWeightSum) {
      // fast_float reads the longest decimal literal here and stops at the first other byte, which
      // must then end the field. Only digits, ".", "e", "E", "+" and "-" can be read after a digit
      // or "." (never "inf" or "nan"), so what is read is what read_plain_decimal() would read.
      const char* const digits = p < end && *p == '-' ? p + 1 : p;
      if (digits == end || !((*digits >= '0' && *digits <= '9') || *digits == '.')) return false;
      double value = 0.0;
      const fast_float::from_chars_result read = fast_float::from_chars(p, end, value);
      if (read.ec != std::errc()) return false;
      row.quantum += relative_half_unit(std::string_view(p, static_cast<std::size_t>(read.ptr - p)), value);
      p = read.ptr;
      (kind == kWeightedSum ? row.weighted_sum : row.weight_sum) = value;
    } else {
      if (p < end && *p == '"') return false;  // a quoted field may hold the delimiter: any_row()
      while (p < end && byte_class_[static_cast<unsigned char>(*p)] < kDelimiter) ++p;
      const std::string_view text = trim_log_field(std::string_view(start, static_cast<std::size_t>(p - start)));
      if (kind == kStep) {
        row.step = text;
      } else if (kind == kLoss) {
        row.loss_text = text;
      } else if (kind == kRank) {
        row.rank = text;
      }
    }
    const bool last = c + 1 == columns_.needed;
    if (p == end) {
      if (!last) return false;
      next = end;
      return true;
    }
    switch (byte_class_[static_cast<unsigned char>(*p)]) {
      case kDelimiter:
        if (!last) {
          ++p;
          continue;
        }
        // Fields after the last one read are ignored, as in the reference.
        p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        next = p ? p + 1 : end;
        return true;
      case kNewline:
        if (!last) return false;
        next = p + 1;
        return true;
      case kCarriageReturn:  // a number before "\r\n": float() strips the "\r"
        if (!last || (p + 1 != end && p[1] != '\n')) return false;
        next = p + 1 == end ? end : p + 2;
        return true;
      default: return false;
    }
  }
  return false;  // not reached: columns_.needed >= 2
}

void LogRowReader::skip(std::string_view step, std::string message, bool cut_last) {
  notes_.add(cut_last ? LogNoteKind::CutLastRow : LogNoteKind::UnreadableRow, line_, step, std::move(message));
}

// Any line, as float() reads its fields: 1 row, or a line that gives none (false, no error): a
// blank line, or a row that cannot be read, which is skipped and noted. Only the row limit fails.
bool LogRowReader::any_row(std::string_view line, bool cut_last, LogRow& row) {
  if (trim_log_field(line).empty()) return false;  // blank lines, e.g. at the end
  if (++rows_ > max_rows_) {
    return fail("more than " + std::to_string(LogLimits::kMaxRows) + " micro-batches; the limit is " +
                std::to_string(LogLimits::kMaxRows));
  }
  // A row needs the columns it is read from; fields beyond them are ignored.
  std::string_view* const fields = fields_.data();
  if (split_log_line(line, columns_.delimiter, fields, columns_.needed) < columns_.needed) {
    skip({},
         "expected " + std::to_string(columns_.count) + " fields as in the header, found " +
             std::to_string(count_log_fields(line, columns_.delimiter)),
         cut_last);
    return false;
  }
  const std::string_view step = columns_.has_step ? unquote_log_field(fields[columns_.step]) : std::string_view();
  const std::string_view weighted_text = unquote_log_field(fields[columns_.weighted_sum]);
  const std::string_view weight_text = unquote_log_field(fields[columns_.weight_sum]);
  row.step = step;
  row.sums = true;
  if (columns_.has_loss) row.loss_text = trim_log_field(fields[columns_.loss]);
  if (columns_.has_rank) row.rank = unquote_log_field(fields[columns_.rank]);
  if (weighted_text.empty() && weight_text.empty()) {
    // A logger's row of other metrics (Lightning's CSVLogger), or of the step's loss alone.
    if (columns_.has_loss && !unquote_log_field(row.loss_text).empty()) {
      notes_.add(LogNoteKind::LossOnlyRow, line_, step, "a loss without weighted_sum and weight_sum");
      row.sums = false;
      return true;
    }
    notes_.add(LogNoteKind::BlankSums, line_, step, "no weighted_sum or weight_sum");
    return false;
  }
  if (trim_log_field(line) == columns_.header) {
    notes_.add(LogNoteKind::HeaderAgain, line_, {}, "the header again");
    return false;
  }
  bool comma = false;
  const Expected<double, PyError> weighted_sum = read_log_number(weighted_text, columns_.delimiter, comma);
  if (!weighted_sum) {
    skip(step, "weighted_sum: " + weighted_sum.error().message, cut_last);
    return false;
  }
  bool weight_comma = false;
  const Expected<double, PyError> weight_sum = read_log_number(weight_text, columns_.delimiter, weight_comma);
  if (!weight_sum) {
    skip(step, "weight_sum: " + weight_sum.error().message, cut_last);
    return false;
  }
  if (comma || weight_comma) notes_.add(LogNoteKind::DecimalComma, line_, step, "a decimal comma read as a point");
  row.weighted_sum = *weighted_sum;
  row.weight_sum = *weight_sum;
  row.quantum = relative_half_unit(weighted_text, *weighted_sum) + relative_half_unit(weight_text, *weight_sum);
  return true;
}

void LogRowReader::read_loss(LogRow& row) {
  const Expected<LossCell> cell = read_loss_cell(row.loss_text, columns_.delimiter);
  if (cell) {
    row.loss = *cell;
    // A micro-batch's own mean loss (weighted_sum / weight_sum), within what its digits and
    // format hold: a log of those says nothing about how the step normalises.
    if (row.sums && row.loss.present && row.weight_sum != 0 && std::isfinite(row.loss.value)) {
      const double mean = row.weighted_sum / row.weight_sum;
      const double relative = row.loss.bfloat16 ? 0x1p-7 : row.loss.float16 ? 0x1p-10 : 0x1p-18;
      row.loss.own_mean = std::fabs(row.loss.value - mean) <= row.loss.half_unit + relative * std::fabs(mean);
    }
    return;
  }
  row.loss = LossCell{};
  notes_.add(LogNoteKind::UnreadableLoss, line_, row.step, "loss: " + cell.error().message);
}

// Values that are read but odd: noted with the row's line and step.
void LogRowReader::note_values(const LogRow& row) {
  const double s = row.weighted_sum;
  const double w = row.weight_sum;
  if (!std::isfinite(s) || !std::isfinite(w)) {
    notes_.add(LogNoteKind::NonFinite, line_, row.step,
               std::string(!std::isfinite(s) ? "weighted_sum is " + repr_float(s) : "weight_sum is " + repr_float(w)));
  } else if (w < 0) {
    notes_.add(LogNoteKind::NegativeWeight, line_, row.step, "weight_sum is " + repr_float(w));
  } else if (w == 0 && s != 0) {
    notes_.add(LogNoteKind::SumOnZeroWeight, line_, row.step, "weighted_sum is " + repr_float(s) + " on weight_sum 0");
  }
}

bool LogRowReader::next(LogRow& row) {
  while (at_ < end_) {
    ++line_;
    const char* next = nullptr;
    if (rows_ < max_rows_ && plain_row(row, next)) {
      ++rows_;
      row.sums = true;
      at_ = next;
      if (columns_.has_step && !row.step.empty() && row.step.front() == '"') row.step = unquote_log_field(row.step);
      if (columns_.has_rank) row.rank = unquote_log_field(row.rank);
      if (columns_.has_loss) read_loss(row);
      if (!std::isfinite(row.weight_sum) || row.weight_sum <= 0 || !std::isfinite(row.weighted_sum)) note_values(row);
      return true;
    }
    const char* const newline = static_cast<const char*>(std::memchr(at_, '\n', static_cast<std::size_t>(end_ - at_)));
    const std::string_view line(at_, static_cast<std::size_t>((newline ? newline : end_) - at_));
    at_ = newline ? newline + 1 : end_;
    if (any_row(line, /*cut_last=*/!newline, row)) {
      if (columns_.has_loss) read_loss(row);
      if (row.sums) note_values(row);
      return true;
    }
    if (error_) return false;
  }
  return false;
}

}  // namespace fm
