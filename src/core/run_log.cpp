#include "run_log.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <unordered_set>

#include "json_text.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"

namespace fm {

void ContractTotals::add(double weighted_sum, double weight_sum) {
  // Floats only: add() cannot fail (no int partial sums).
  (void)weighted_.add(PyValue::make_float(weighted_sum));
  (void)mass_.add(PyValue::make_float(weight_sum));
  if (py_truthy(PyValue::make_float(weight_sum))) (void)means_.add(PyValue::make_float(weighted_sum / weight_sum));  // `if w`
  ++batches_;
}

namespace {
PyValue batch_divisor(std::size_t batches) {
  return PyValue::make_int(static_cast<std::int64_t>(batches == 0 ? 1 : batches)).value();  // max(1, len)
}
}  // namespace

PyValue ContractTotals::broken() const { return py_true_div(weighted_.result(), batch_divisor(batches_)).value(); }

PyValue ContractTotals::unsuccessful_fix() const {
  return py_true_div(means_.result(), batch_divisor(batches_)).value();
}

PyValue ContractTotals::repair() const {
  const PyValue mass = mass_.result();
  if (!py_truthy(mass)) return PyValue::make_float(0.0);
  return py_true_div(weighted_.result(), mass).value();
}

namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// A step's text as a message quotes it: escaped, and cut short.
std::string quoted_step(std::string_view step) {
  return json_string(step.substr(0, 40)) + (step.size() > 40 ? "..." : "");
}

Error at_line(std::size_t line, const std::string& message) {
  return Error{"line " + std::to_string(line) + ": " + message, "log"};
}

// Splits a line into at most kMaxColumns + 1 fields (one more tells "too many").
std::size_t split(std::string_view line, char delimiter, std::string_view* fields) {
  std::size_t count = 0;
  while (count <= LogLimits::kMaxColumns) {
    const std::size_t at = line.find(delimiter);
    fields[count++] = line.substr(0, at);
    if (at == std::string_view::npos) break;
    line.remove_prefix(at + 1);
  }
  return count;
}

}  // namespace

Expected<LogCheck> check_log(std::string_view text) {
  if (text.size() > LogLimits::kMaxBytes) {
    return Error{"the log is " + std::to_string(text.size()) + " bytes; the limit is " +
                     std::to_string(LogLimits::kMaxBytes) + " (256 MiB)",
                 "log"};
  }
  if (std::memchr(text.data(), '\0', text.size())) return Error{"the log contains a NUL byte; expected CSV or TSV text", "log"};
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a spreadsheet's byte order mark
  if (const std::size_t bad = invalid_utf8_offset(text); bad != std::string_view::npos) {
    std::size_t line = 1;
    for (std::size_t i = 0; i < bad; ++i) line += text[i] == '\n' ? 1 : 0;
    return at_line(line, "the text is not valid UTF-8 (Python would stop reading the file here)");
  }

  std::size_t line_number = 0;
  const auto next_line = [&text, &line_number]() {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line_number;
    return line;
  };

  const std::string_view header = trim(next_line());
  if (header.empty()) return Error{"the log is empty; expected a header line such as weighted_sum,weight_sum", "log"};
  const char delimiter = header.find('\t') != std::string_view::npos ? '\t' : ',';
  std::string_view fields[LogLimits::kMaxColumns + 1];
  const std::size_t columns = split(header, delimiter, fields);
  if (columns > LogLimits::kMaxColumns) return at_line(1, "more than 64 columns");
  std::size_t weighted_column = columns, weight_column = columns, step_column = columns;
  for (std::size_t c = 0; c < columns; ++c) {
    const std::string_view name = trim(fields[c]);
    std::size_t* slot = name == "weighted_sum" ? &weighted_column
                        : name == "weight_sum" ? &weight_column
                        : name == "step"       ? &step_column
                                               : nullptr;
    if (!slot) continue;  // other columns (loss, lr, ...) are allowed and ignored
    if (*slot != columns) return at_line(1, "the column " + std::string(name) + " appears twice");
    *slot = c;
  }
  if (weighted_column == columns || weight_column == columns) {
    return at_line(1, "the header needs the columns weighted_sum and weight_sum (and optionally step), separated by "
                      "commas or tabs");
  }

  LogCheck check;
  check.has_steps = step_column != columns;
  const std::size_t needed_index = std::max({weighted_column, weight_column, check.has_steps ? step_column : 0});
  std::unordered_set<std::string> seen_steps;
  std::size_t rows = 0;
  while (!text.empty()) {
    const std::string_view line = next_line();
    if (trim(line).empty()) continue;  // blank lines, e.g. at the end
    if (++rows > LogLimits::kMaxRows) {
      return at_line(line_number, "more than " + std::to_string(LogLimits::kMaxRows) + " micro-batches; the limit is " +
                                      std::to_string(LogLimits::kMaxRows));
    }
    // Like the reference (fields[column] of line.split), a row needs the columns it is read
    // from; fields beyond them are ignored.
    const std::size_t count = split(line, delimiter, fields);
    if (count <= needed_index) {
      return at_line(line_number, "expected " + std::to_string(columns) + " fields as in the header, found " +
                                      std::to_string(count));
    }
    const auto value = [&](std::size_t column, const char* name) -> Expected<double> {
      Expected<double> parsed = parse_python_float(fields[column]);
      if (!parsed) return at_line(line_number, std::string(name) + ": " + parsed.error().message);
      return parsed;
    };
    const Expected<double> weighted_sum = value(weighted_column, "weighted_sum");
    if (!weighted_sum) return weighted_sum.error();
    const Expected<double> weight_sum = value(weight_column, "weight_sum");
    if (!weight_sum) return weight_sum.error();
    check.overall.add(*weighted_sum, *weight_sum);
    if (check.has_steps) {
      const std::string_view step = trim(fields[step_column]);
      if (check.steps.empty() || check.steps.back().step != step) {
        if (!seen_steps.insert(std::string(step)).second) {
          return at_line(line_number, "step " + quoted_step(step) + " appears again after step " +
                                          quoted_step(check.steps.back().step) + "; the rows of a step must be consecutive");
        }
        if (check.steps.size() >= LogLimits::kMaxSteps) {
          return at_line(line_number, "more than " + std::to_string(LogLimits::kMaxSteps) + " steps; the limit is " +
                                          std::to_string(LogLimits::kMaxSteps));
        }
        check.steps.push_back({std::string(step), {}});
      }
      check.steps.back().totals.add(*weighted_sum, *weight_sum);
    }
  }
  if (rows == 0) return at_line(line_number, "no micro-batches after the header");
  return check;
}

namespace {

void write_totals(JsonWriter& w, const ContractTotals& totals, bool display) {
  const PyValue repair = totals.repair();
  const auto value = [&w, display](const char* key, const PyValue& v) {
    w.key(key);
    if (display) {
      w.string(repr_value(v));
    } else {
      w.number(v);
    }
  };
  w.key("batches").integer(static_cast<std::int64_t>(totals.batches())).key("results").begin_object();
  value("broken", totals.broken());
  value("unsuccessful-fix", totals.unsuccessful_fix());
  value("repair", repair);
  w.end_object();
  if (!display) return;
  const auto relative = [&w, &repair, &value](const char* id, const PyValue& v) {
    const double r = repair.to_double();
    if (r == 0.0 || !std::isfinite(r)) {
      w.key(id).null();
    } else {
      value(id, PyValue::make_float(std::fabs(v.to_double() - r) / std::fabs(r)));
    }
  };
  w.key("relative_error").begin_object();
  relative("broken", totals.broken());
  relative("unsuccessful-fix", totals.unsuccessful_fix());
  w.end_object();
}

}  // namespace

std::string log_check_json(const LogCheck& check, bool display) {
  JsonWriter w;
  w.begin_object();
  write_totals(w, check.overall, display);
  if (check.has_steps) {
    const std::size_t shown = display ? std::min(check.steps.size(), LogLimits::kMaxDisplaySteps) : check.steps.size();
    if (display) w.key("stepsTotal").integer(static_cast<std::int64_t>(check.steps.size()));
    w.key("steps").begin_array();
    for (std::size_t i = 0; i < shown; ++i) {
      w.begin_object().member("step", check.steps[i].step);
      write_totals(w, check.steps[i].totals, display);
      w.end_object();
    }
    w.end_array();
  }
  return w.end_object().take();
}

}  // namespace fm
