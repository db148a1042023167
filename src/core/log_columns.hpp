// A run log's header line: which delimiter it uses and where the columns weighted_sum,
// weight_sum and (optionally) step are, as the reference finds them.
#pragma once

#include <cstddef>
#include <string_view>

#include "expected.hpp"

namespace fm {

struct LogColumns {
  char delimiter = ',';          // '\t' when the header has a tab, as in the reference
  std::size_t count = 0;         // columns in the header
  std::size_t weighted_sum = 0;  // column indexes
  std::size_t weight_sum = 0;
  bool has_step = false;
  std::size_t step = 0;
  std::size_t needed = 0;  // fields a row must have: one past the last column read
};

// The reference's strip(' \t\r'), on both ends.
std::string_view trim_log_field(std::string_view text);

// line.split(delimiter), stopping after kMaxColumns + 1 fields (one more than allowed tells "too
// many"); returns the number of fields written to `fields`.
std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields);

// The header line (the log's first line, without a byte order mark). Errors are the log's own
// ("line 1: the column step appears twice").
Expected<LogColumns> read_log_header(std::string_view line);

}  // namespace fm
