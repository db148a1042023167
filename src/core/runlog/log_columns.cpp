#include "log_columns.hpp"

#include <algorithm>
#include <string>


namespace fm {

std::string_view trim_log_field(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields, std::size_t wanted) {
  std::size_t count = 0;
  while (count < wanted) {
    const std::size_t at = line.find(delimiter);
    fields[count++] = line.substr(0, at);
    if (at == std::string_view::npos) break;
    line.remove_prefix(at + 1);
  }
  return count;
}

std::size_t count_log_fields(std::string_view line, char delimiter) {
  return 1 + static_cast<std::size_t>(std::count(line.begin(), line.end(), delimiter));
}

Expected<LogColumns> read_log_header(std::string_view line) {
  const std::string_view header = trim_log_field(line);
  if (header.empty()) return Error{"the log is empty; expected a header line such as weighted_sum,weight_sum", "log"};
  LogColumns columns;
  columns.delimiter = header.find('\t') != std::string_view::npos ? '\t' : ',';
  columns.count = count_log_fields(header, columns.delimiter);
  const std::size_t absent = columns.count;
  std::size_t weighted = absent, weight = absent, step = absent;
  std::string_view rest = header;
  for (std::size_t c = 0; c < columns.count; ++c) {
    const std::size_t at = rest.find(columns.delimiter);
    const std::string_view name = trim_log_field(rest.substr(0, at));
    rest.remove_prefix(at == std::string_view::npos ? rest.size() : at + 1);
    std::size_t* slot = name == "weighted_sum" ? &weighted
                        : name == "weight_sum" ? &weight
                        : name == "step"       ? &step
                                               : nullptr;
    if (slot && *slot == absent) *slot = c;  // other columns (loss, lr, ...) are ignored
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
