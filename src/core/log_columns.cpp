#include "log_columns.hpp"

#include <algorithm>
#include <string>

#include "run_log.hpp"

namespace fm {

std::string_view trim_log_field(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields) {
  std::size_t count = 0;
  while (count <= LogLimits::kMaxColumns) {
    const std::size_t at = line.find(delimiter);
    fields[count++] = line.substr(0, at);
    if (at == std::string_view::npos) break;
    line.remove_prefix(at + 1);
  }
  return count;
}

Expected<LogColumns> read_log_header(std::string_view line) {
  const std::string_view header = trim_log_field(line);
  if (header.empty()) return Error{"the log is empty; expected a header line such as weighted_sum,weight_sum", "log"};
  LogColumns columns;
  columns.delimiter = header.find('\t') != std::string_view::npos ? '\t' : ',';
  std::string_view fields[LogLimits::kMaxColumns + 1];
  columns.count = split_log_line(header, columns.delimiter, fields);
  if (columns.count > LogLimits::kMaxColumns) return Error{"line 1: more than 64 columns", "log"};
  const std::size_t absent = columns.count;
  std::size_t weighted = absent, weight = absent, step = absent;
  for (std::size_t c = 0; c < columns.count; ++c) {
    const std::string_view name = trim_log_field(fields[c]);
    std::size_t* slot = name == "weighted_sum" ? &weighted
                        : name == "weight_sum" ? &weight
                        : name == "step"       ? &step
                                               : nullptr;
    if (!slot) continue;  // other columns (loss, lr, ...) are allowed and ignored
    if (*slot != absent) return Error{"line 1: the column " + std::string(name) + " appears twice", "log"};
    *slot = c;
  }
  if (weighted == absent || weight == absent) {
    return Error{"line 1: the header needs the columns weighted_sum and weight_sum (and optionally step), separated "
                 "by commas or tabs",
                 "log"};
  }
  columns.weighted_sum = weighted;
  columns.weight_sum = weight;
  columns.has_step = step != absent;
  columns.step = columns.has_step ? step : 0;
  columns.needed = std::max({weighted, weight, columns.step}) + 1;
  return columns;
}

}  // namespace fm
