#include "log_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "utf8.hpp"

#include <optional>
#include <string>

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

// How far down the header may be (after a tee'd program's warnings).
constexpr std::size_t kHeaderSearchLines = 200;

constexpr const char* kRecipe = "log one row per micro-batch as docs/log.md's recipes show";

// A TensorBoard event file (binary: said before its bytes are found not to be text).
std::optional<Error> event_file(std::string_view text) {
  if (text.substr(0, 64).find("brain.Event") == std::string_view::npos) return std::nullopt;
  return Error{std::string("this is a TensorBoard event file: it holds one scalar per step, not the micro-batches' "
                           "sums; ") +
                   kRecipe,
               "log"};
}

// Files people reach for first that cannot hold micro-batch sums, found where no header is: one
// line saying so (a log whose header follows tee'd lines such as "[rank0]: ..." is read).
std::optional<Error> not_a_micro_batch_log(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && (text[first] == '{' || text[first] == '[')) {
    const bool trainer_state = text.substr(0, 4096).find("\"log_history\"") != std::string_view::npos ||
                               text.substr(0, 4096).find("\"global_step\"") != std::string_view::npos;
    return Error{
        std::string(trainer_state ? "this is Hugging Face's trainer_state.json: its log_history holds the loss "
                                    "averaged over logging steps, not the micro-batches' sums; "
                                  : "this is JSON, not a CSV or TSV log of micro-batches; ") +
            kRecipe,
        "log"};
  }
  const std::string_view header = text.substr(0, text.find('\n'));
  if (header.find("Wall time") != std::string_view::npos && header.find("Value") != std::string_view::npos) {
    return Error{
        std::string("line 1: this is a TensorBoard scalar export (Wall time, Step, Value): one value per step, "
                    "not the micro-batches' sums; ") +
            kRecipe,
        "log"};
  }
  return std::nullopt;
}

}  // namespace

bool log_bytes_are_text(std::string_view part) {
  const std::size_t ascii = plain_ascii_prefix(part);
  if (ascii == part.size()) return true;
  const std::string_view rest = part.substr(ascii);
  return invalid_utf8_offset(rest) == std::string_view::npos;
}

Expected<LogStart> read_log_start(std::string_view text, const LogColumnNames& names) {
  text = without_byte_order_mark(text);
  std::size_t header_end = text.find('\n');
  Expected<LogColumns> columns = read_log_header(text.substr(0, header_end), names);
  // Output captured with tee holds other lines before the header (warnings, a config line): the
  // header is the first of the log's first lines that names the columns.
  for (std::size_t line = 2; !columns && header_end != std::string_view::npos && line <= kHeaderSearchLines; ++line) {
    const std::size_t from = header_end + 1;
    const std::size_t end = text.find('\n', from);
    Expected<LogColumns> found =
        read_log_header(text.substr(from, end == std::string_view::npos ? end : end - from), names);
    if (found) {
      columns = std::move(found);
      columns.value().header_line = line;
      columns.value().notes.insert(
          columns.value().notes.begin(),
          "line " + std::to_string(line) + " is the header: the " + std::to_string(line - 1) +
              " lines before it are not the log's (output captured with tee?) and are skipped");
    }
    header_end = end;
  }
  if (!columns) {
    if (std::optional<Error> refusal = not_a_micro_batch_log(text)) return *refusal;
    return read_log_header(text.substr(0, text.find('\n')), names).error();
  }
  return LogStart{*columns, header_end == std::string_view::npos ? std::string_view() : text.substr(header_end + 1)};
}

Expected<LogStart> start_log_check(std::string_view text, const LogColumnNames& names) {
  if (text.size() > LogLimits::kMaxBytes) {
    return Error{"the log is " + std::to_string(text.size()) + " bytes; the limit is " +
                     std::to_string(LogLimits::kMaxBytes) + " (256 MiB)",
                 "log"};
  }
  const std::string_view body = without_byte_order_mark(text);
  if (std::optional<Error> refusal = event_file(body)) return *refusal;
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
  return read_log_start(text, names);
}

LogPart read_log_part(const LogColumns& columns, std::string_view rows) {
  LogPart part;
  // A row takes at least 4 bytes ("1,2\n"): room for every row, so no copying as the part grows
  // (pages that are never written cost nothing), and never more than the row limit allows.
  const std::size_t room = std::min(rows.size() / 4 + 1, LogLimits::kMaxRows + 1);
  part.weighted_sums.reserve(room);
  part.weight_sums.reserve(room);
  if (columns.has_loss) part.losses.reserve(room);
  LogRowReader reader(columns, rows, LogLimits::kMaxRows);
  LogRow row;
  while (reader.next(row)) {
    if (!row.sums) {
      part.loss_rows.push_back({part.weighted_sums.size(), row.loss});
      continue;
    }
    if (part.step_starts.empty() || !same_log_text(row.step, part.step_starts.back().text) ||
        !same_log_text(row.rank, part.step_starts.back().rank)) {
      part.step_starts.push_back({part.weighted_sums.size(), reader.line(), row.step, row.rank});
    }
    if (row.quantum > 0.0f) part.quanta.emplace_back(part.weighted_sums.size(), row.quantum);
    part.weighted_sums.push_back(row.weighted_sum);
    part.weight_sums.push_back(row.weight_sum);
    if (columns.has_loss) part.losses.push_back(row.loss);
  }
  part.lines = reader.line();
  part.rows = reader.rows();
  part.error = reader.error();
  part.notes = reader.take_notes();
  return part;
}

LogChecker::LogChecker(const LogStart& start) : start_(start), lines_(start.columns.header_line) {
  const LogColumns& columns = start.columns;
  check_.has_steps = columns.has_step;
  check_.has_loss = columns.has_loss;
  check_.has_rank = columns.has_rank;
  check_.step_name = columns.step_name;
  check_.loss_name = columns.loss_name;
  check_.header_notes = columns.notes;
}

namespace {

// A step label that is a whole number ("12", " 7"), for telling when steps go backwards.
std::optional<long long> numeric_step(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

void LogChecker::fail(std::size_t line, const std::string& message) { error_ = at_line(line, message); }

bool LogChecker::enter_step(std::string_view text, std::string_view rank, std::size_t line) {
  if (check_.steps.size() >= LogLimits::kMaxSteps) {
    fail(line, "more than " + std::to_string(LogLimits::kMaxSteps) + " steps; the limit is " +
                   std::to_string(LogLimits::kMaxSteps));
    return false;
  }
  bool backwards = false;
  if (check_.has_steps) {
    const std::optional<long long> number = numeric_step(text);
    auto last = std::find_if(last_numeric_step_.begin(), last_numeric_step_.end(),
                             [rank](const auto& entry) { return same_log_text(entry.first, rank); });
    if (number && last != last_numeric_step_.end() && *number < last->second) {
      backwards = true;
      check_.notes.add(LogNoteKind::StepBackwards, line, text,
                       "step " + std::string(text) + (check_.has_rank ? " of rank " + std::string(rank) : "") +
                           " follows step " + std::to_string(last->second) +
                           (check_.has_rank ? " (a restart?)" : " (logs of several ranks or a restart concatenated?)"));
    }
    // Labels that are numbers rising within each rank cannot come again: no sort needed at the end.
    if (!number || (last != last_numeric_step_.end() && *number <= last->second)) labels_may_repeat_ = true;
    if (number) {
      if (last == last_numeric_step_.end()) {
        last_numeric_step_.emplace_back(rank, *number);
      } else {
        last->second = *number;
      }
    }
  }
  went_backwards_.push_back(backwards);
  StepTotals step;
  step.restarts = backwards;
  step.step = std::string(text);
  step.rank = std::string(rank);
  step.line = line;
  check_.steps.push_back(std::move(step));
  step_ = &check_.steps.back();
  step_text_ = text;
  step_rank_ = rank;
  if (check_.has_rank) {
    auto cursor =
        std::find_if(ranks_.begin(), ranks_.end(), [rank](const RankCursor& c) { return same_log_text(c.rank, rank); });
    if (cursor == ranks_.end()) {
      ranks_.push_back({rank, text, check_.steps.size() - 1});
    } else {
      cursor->text = text;
      cursor->step = check_.steps.size() - 1;
    }
  }
  return true;
}

void LogChecker::read(std::string_view rows) {
  if (error_ || read_again_) return;
  LogRowReader reader(start_.columns, rows, LogLimits::kMaxRows - rows_);
  LogRow row;
  const bool has_loss = start_.columns.has_loss;
  while (reader.next(row)) {
    if (!row.sums) {
      add_loss_only(row.loss);
      continue;
    }
    if (!in_step(row.step, row.rank) && !enter_step(row.step, row.rank, lines_ + reader.line())) return;
    add(row.weighted_sum, row.weight_sum, has_loss ? &row.loss : nullptr, row.quantum);
  }
  check_.notes.merge(reader.notes(), lines_);
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
  // The rows in order; a step starts before its first row, and a row of a loss alone belongs to
  // the step before it.
  const bool has_loss = start_.columns.has_loss;
  const std::size_t rows = part.weighted_sums.size();
  std::size_t next_start = 0, next_loss = 0, next_quantum = 0;
  for (std::size_t row = 0;; ++row) {
    while (next_loss < part.loss_rows.size() && part.loss_rows[next_loss].row == row) {
      add_loss_only(part.loss_rows[next_loss++].loss);
    }
    if (row == rows) break;
    if (next_start < part.step_starts.size() && part.step_starts[next_start].row == row) {
      const LogPart::StepStart& start = part.step_starts[next_start++];
      if (!in_step(start.text, start.rank) && !enter_step(start.text, start.rank, lines_ + start.line)) return;
    }
    float quantum = 0.0f;
    if (next_quantum < part.quanta.size() && part.quanta[next_quantum].first == row)
      quantum = part.quanta[next_quantum++].second;
    add(part.weighted_sums[row], part.weight_sums[row], has_loss ? &part.losses[row] : nullptr, quantum);
  }
  check_.notes.merge(part.notes, lines_);
  if (part.error) return fail(lines_ + part.error->line, part.error->message);
  lines_ += part.lines;
  rows_ += part.rows;
}

void LogChecker::note_repeated_steps() {
  std::vector<StepTotals>& steps = check_.steps;
  std::vector<std::size_t> order(steps.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&steps](std::size_t a, std::size_t b) {
    const int by_rank = steps[a].rank.compare(steps[b].rank);
    if (by_rank != 0) return by_rank < 0;
    const int by_step = steps[a].step.compare(steps[b].step);
    return by_step != 0 ? by_step < 0 : a < b;
  });
  for (std::size_t k = 1; k < order.size(); ++k) {
    const StepTotals& before = steps[order[k - 1]];
    StepTotals& again = steps[order[k]];
    again.label_repeats = again.step == before.step && again.rank == before.rank;
  }
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (!steps[i].label_repeats || went_backwards_[i]) continue;
    check_.notes.add(LogNoteKind::StepRepeats, steps[i].line, steps[i].step,
                     "step " + steps[i].step + (check_.has_rank ? " of rank " + steps[i].rank : "") +
                         " comes again after other steps");
  }
}

Expected<LogCheck> LogChecker::finish() {
  if (read_again_) {
    LogChecker again(start_);
    again.read(start_.rows);
    return again.finish();
  }
  if (error_) return *error_;
  if (check_.has_steps && labels_may_repeat_) note_repeated_steps();
  if (check_.overall.batches == 0) {
    // Rows there were, and none could be read: a refusal naming the first, not an empty answer.
    for (const LogNoteKind kind : {LogNoteKind::UnreadableRow, LogNoteKind::CutLastRow, LogNoteKind::HeaderAgain}) {
      const LogNoteList& list = check_.notes[kind];
      if (!list.first.empty())
        return at_line(list.first.front().line, list.first.front().message + " (no row could be read)");
    }
  }
  return std::move(check_);
}

}  // namespace fm
