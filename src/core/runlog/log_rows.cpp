#include "log_rows.hpp"

#include <fast_float/fast_float.h>

#include <cstring>
#include <system_error>

#include "number_literal.hpp"

namespace fm {

namespace {

// What a byte means to the plain-row scan: a text field (step, or a column nobody reads) runs to
// the delimiter or the end of the line; a number must be followed by one of those.
enum ByteClass : unsigned char { kOther, kCarriageReturn, kDelimiter, kNewline };
enum ColumnKind : unsigned char { kSkipped, kWeightedSum, kWeightSum, kStep };

}  // namespace

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
      p = read.ptr;
      (kind == kWeightedSum ? row.weighted_sum : row.weight_sum) = value;
    } else {
      while (p < end && byte_class_[static_cast<unsigned char>(*p)] < kDelimiter) ++p;
      if (kind == kStep) row.step = trim_log_field(std::string_view(start, static_cast<std::size_t>(p - start)));
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
      default:
        return false;
    }
  }
  return false;  // not reached: columns_.needed >= 2
}

// Any line, as the reference reads it: 1 row, or a blank line (false, no error), or an error.
bool LogRowReader::any_row(std::string_view line, LogRow& row) {
  if (trim_log_field(line).empty()) return false;  // blank lines, e.g. at the end
  if (++rows_ > max_rows_) {
    return fail("more than " + std::to_string(LogLimits::kMaxRows) + " micro-batches; the limit is " +
                std::to_string(LogLimits::kMaxRows));
  }
  // Like the reference (fields[column] of line.split), a row needs the columns it is read from;
  // fields beyond them are ignored.
  std::string_view* const fields = fields_.data();
  if (split_log_line(line, columns_.delimiter, fields, columns_.needed) < columns_.needed) {
    return fail("expected " + std::to_string(columns_.count) + " fields as in the header, found " +
                std::to_string(count_log_fields(line, columns_.delimiter)));
  }
  const Expected<double> weighted_sum = parse_python_float(fields[columns_.weighted_sum]);
  if (!weighted_sum) return fail("weighted_sum: " + weighted_sum.error().message);
  const Expected<double> weight_sum = parse_python_float(fields[columns_.weight_sum]);
  if (!weight_sum) return fail("weight_sum: " + weight_sum.error().message);
  row.weighted_sum = *weighted_sum;
  row.weight_sum = *weight_sum;
  if (columns_.has_step) row.step = trim_log_field(fields[columns_.step]);
  return true;
}

bool LogRowReader::next(LogRow& row) {
  while (at_ < end_) {
    ++line_;
    const char* next = nullptr;
    if (rows_ < max_rows_ && plain_row(row, next)) {
      ++rows_;
      at_ = next;
      return true;
    }
    const char* const newline = static_cast<const char*>(std::memchr(at_, '\n', static_cast<std::size_t>(end_ - at_)));
    const std::string_view line(at_, static_cast<std::size_t>((newline ? newline : end_) - at_));
    at_ = newline ? newline + 1 : end_;
    if (any_row(line, row)) return true;
    if (error_) return false;
  }
  return false;
}

}  // namespace fm
