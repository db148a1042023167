#include "log_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "json_text.hpp"

namespace fm {

namespace {

// The length of the text's start made of bytes 1 to 127, 32 bytes at a time.
std::size_t plain_ascii_prefix(std::string_view text) {
  constexpr std::uint64_t kOnes = 0x0101010101010101u;
  constexpr std::uint64_t kHighs = 0x8080808080808080u;
  std::size_t i = 0;
  for (; text.size() - i >= 32; i += 32) {
    std::uint64_t words[4];
    std::memcpy(words, text.data() + i, sizeof words);
    std::uint64_t flags = 0;
    // A byte's high bit is set in (w - 1) | w exactly when the byte is 0 or above 127 (a borrow
    // only comes from a byte that is 0, which is flagged itself).
    for (const std::uint64_t w : words) flags |= (w - kOnes) | w;
    if (flags & kHighs) break;
  }
  while (i < text.size() && text[i] != '\0' && static_cast<unsigned char>(text[i]) < 0x80) ++i;
  return i;
}

// Digits without a leading zero ("0", "17"), at most 19 of them: texts that are equal exactly when
// their numbers are.
bool counted_number(std::string_view text, std::uint64_t& number) {
  if (text.empty() || text.size() > 19 || (text[0] == '0' && text.size() > 1)) return false;
  number = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    number = number * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return true;
}

Error at_line(std::size_t line, const std::string& message) {
  return Error{"line " + std::to_string(line) + ": " + message, "log"};
}

// A step's text as a message quotes it: escaped, and cut short.
std::string quoted_step(std::string_view step) {
  return json_string(step.substr(0, 40)) + (step.size() > 40 ? "..." : "");
}

std::string_view without_byte_order_mark(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;  // a spreadsheet's byte order mark
}

}  // namespace

bool log_bytes_are_text(std::string_view part) {
  const std::size_t ascii = plain_ascii_prefix(part);
  if (ascii == part.size()) return true;
  const std::string_view rest = part.substr(ascii);
  return !std::memchr(rest.data(), '\0', rest.size()) && invalid_utf8_offset(rest) == std::string_view::npos;
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
  // Most logs are ASCII without NUL: one pass tells. After the first other byte, if any, the
  // checks run in the reference's order: a NUL anywhere, then the first byte that is not UTF-8.
  const std::size_t ascii = plain_ascii_prefix(body);
  if (ascii < body.size()) {
    if (std::memchr(body.data() + ascii, '\0', body.size() - ascii)) {
      return Error{"the log contains a NUL byte; expected CSV or TSV text", "log"};
    }
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
    if (columns.has_step && (part.step_starts.empty() || !same_text(row.step, part.step_starts.back().text))) {
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
  // Steps are mostly numbered upwards: a number above every numbered step so far (written without
  // sign or leading zeros) cannot have appeared before, and needs no lookup.
  std::uint64_t number = 0;
  if (counted_number(text, number) && (!step_ || (counting_up_ && number > last_number_))) {
    seen_steps_.add_new(text);
    counting_up_ = true;
    last_number_ = number;
  } else {
    counting_up_ = false;
    if (!seen_steps_.insert(text)) {
      fail(line, "step " + quoted_step(text) + " appears again after step " + quoted_step(step_text_) +
                     "; the rows of a step must be consecutive");
      return false;
    }
  }
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
  if (rows_ == 0) return at_line(lines_, "no micro-batches after the header");
  return std::move(check_);
}

}  // namespace fm
