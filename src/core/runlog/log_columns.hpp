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

// The first `wanted` fields of line.split(delimiter), written to `fields`; returns how many the line
// has, up to `wanted` (fewer when the line is short).
std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields, std::size_t wanted);

// The number of fields of line.split(delimiter), for messages.
std::size_t count_log_fields(std::string_view line, char delimiter);

// The header line (the log's first line, without a byte order mark). A column named twice is
// found where it first appears (the reference's names.index); any number of columns is allowed.
Expected<LogColumns> read_log_header(std::string_view line);

}  // namespace fm
