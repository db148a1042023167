#include "log_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "utf8.hpp"

namespace fm {

namespace {

// The length of the text's start made of ASCII bytes, 32 at a time.
std::size_t plain_ascii_prefix(std::string_view text) {
  constexpr std::uint64_t kHighs = 0x8080808080808080u;
  std::size_t i = 0;
  for (; text.size() - i >= 32; i += 32) {
    std::uint64_t words[4];
    std::memcpy(words, text.data() + i, sizeof words);
    std::uint64_t flags = 0;
    for (const std::uint64_t w : words) flags |= w;
    if (flags & kHighs) break;
  }
  while (i < text.size() && static_cast<unsigned char>(text[i]) < 0x80) ++i;
  return i;
}

Error at_line(std::size_t line, const std::string& message) {
  return Error{"line " + std::to_string(line) + ": " + message, "log"};
}

std::string_view without_byte_order_mark(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;  // a spreadsheet's byte order mark
}

}  // namespace

bool log_bytes_are_text(std::string_view part) {
  const std::size_t ascii = plain_ascii_prefix(part);
  if (ascii == part.size()) return true;
  const std::string_view rest = part.substr(ascii);
  return invalid_utf8_offset(rest) == std::string_view::npos;
}

Expected<LogStart> read_log_start(std::string_view text) {
  text = without_byte_order_mark(text);
  const std::size_t header_end = text.find('\n');
  const Expected<LogColumns> columns = read_log_header(text.substr(0, header_end));
  if (!columns) return columns.error();
  return LogStart{*columns, header_end == std::string_view::npos ? std::string_view() : text.substr(header_end + 1)};
}

Expected<LogStart> start_log_check(std::string_view text) {
  if (text.size() > LogLimits::kMaxBytes) {
    return Error{"the log is " + std::to_string(text.size()) + " bytes; the limit is " +
                     std::to_string(LogLimits::kMaxBytes) + " (256 MiB)",
                 "log"};
  }
  const std::string_view body = without_byte_order_mark(text);
  // Most logs are ASCII: one pass tells. (A NUL byte is text to Python: float() refuses it in a
  // value, a step's text keeps it, and a column nobody reads may hold it.)
  const std::size_t ascii = plain_ascii_prefix(body);
  if (ascii < body.size()) {
    if (const std::size_t bad = invalid_utf8_offset(body.substr(ascii)); bad != std::string_view::npos) {
      const auto before = body.begin() + static_cast<std::ptrdiff_t>(ascii + bad);
      return at_line(1 + static_cast<std::size_t>(std::count(body.begin(), before, '\n')),
                     "the text is not valid UTF-8 (Python would stop reading the file here)");
    }
  }
  return read_log_start(text);
}

LogPart read_log_part(const LogColumns& columns, std::string_view rows) {
  LogPart part;
  // A row takes at least 4 bytes ("1,2\n"): room for every row, so no copying as the part grows
  // (pages that are never written cost nothing), and never more than the row limit allows.
  const std::size_t room = std::min(rows.size() / 4 + 1, LogLimits::kMaxRows + 1);
  part.weighted_sums.reserve(room);
  part.weight_sums.reserve(room);
  LogRowReader reader(columns, rows, LogLimits::kMaxRows);
  LogRow row;
  while (reader.next(row)) {
    if (columns.has_step && (part.step_starts.empty() || !same_log_text(row.step, part.step_starts.back().text))) {
      part.step_starts.push_back({part.weighted_sums.size(), reader.line(), row.step});
    }
    part.weighted_sums.push_back(row.weighted_sum);
    part.weight_sums.push_back(row.weight_sum);
  }
  part.lines = reader.line();
  part.rows = reader.rows();
  part.error = reader.error();
  return part;
}

LogChecker::LogChecker(const LogStart& start) : start_(start) { check_.has_steps = start.columns.has_step; }

void LogChecker::fail(std::size_t line, const std::string& message) { error_ = at_line(line, message); }

bool LogChecker::enter_step(std::string_view text, std::size_t line) {
  if (check_.steps.size() >= LogLimits::kMaxSteps) {
    fail(line, "more than " + std::to_string(LogLimits::kMaxSteps) + " steps; the limit is " +
                   std::to_string(LogLimits::kMaxSteps));
    return false;
  }
  check_.steps.push_back({std::string(text), {}});
  step_ = &check_.steps.back().totals;
  step_text_ = text;
  return true;
}

void LogChecker::read(std::string_view rows) {
  if (error_ || read_again_) return;
  LogRowReader reader(start_.columns, rows, LogLimits::kMaxRows - rows_);
  LogRow row;
  if (start_.columns.has_step) {
    while (reader.next(row)) {
      if (!in_step(row.step) && !enter_step(row.step, lines_ + reader.line())) return;
      add(row.weighted_sum, row.weight_sum);
    }
  } else {
    while (reader.next(row)) check_.overall.add(row.weighted_sum, row.weight_sum);
  }
  if (reader.error()) return fail(lines_ + reader.error()->line, reader.error()->message);
  lines_ += reader.line();
  rows_ += reader.rows();
}

void LogChecker::merge(const LogPart& part) {
  if (error_ || read_again_) return;
  if (part.rows > LogLimits::kMaxRows - rows_) {
    read_again_ = true;
    return;
  }
  // Rows between step starts (all of them without a step column) in one loop each.
  std::size_t row = 0;
  for (std::size_t k = 0; k <= part.step_starts.size(); ++k) {
    const std::size_t until = k < part.step_starts.size() ? part.step_starts[k].row : part.weighted_sums.size();
    for (; row < until; ++row) add(part.weighted_sums[row], part.weight_sums[row]);
    if (k == part.step_starts.size()) break;
    const LogPart::StepStart& start = part.step_starts[k];
    if (!in_step(start.text) && !enter_step(start.text, lines_ + start.line)) return;
  }
  if (part.error) return fail(lines_ + part.error->line, part.error->message);
  lines_ += part.lines;
  rows_ += part.rows;
}

Expected<LogCheck> LogChecker::finish() {
  if (read_again_) {
    LogChecker again(start_);
    again.read(start_.rows);
    return again.finish();
  }
  if (error_) return *error_;
  return std::move(check_);
}

}  // namespace fm
