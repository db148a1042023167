// A run log's header line: which delimiter it uses and where the columns are: weighted_sum and
// weight_sum (required), and step, loss and rank when the log has them. Names are found as
// logs name them (any case, quoted or not, a step called Step, global_step or iteration), or as
// the reader names them (--columns weighted_sum=NAME,step=NAME, --loss NAME).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.hpp"

namespace fm {

// The header names a reader gave, per role; a role left empty is found by its usual names.
struct LogColumnNames {
  std::optional<std::string> weighted_sum;
  std::optional<std::string> weight_sum;
  std::optional<std::string> step;
  std::optional<std::string> loss;
  std::optional<std::string> rank;
};

// "weighted_sum=tok_loss,weight_sum=n_tok,step=global_step,loss=train/loss,rank=rank" (any of
// the roles, once each). Errors name the part that is wrong.
Expected<LogColumnNames> parse_log_column_names(std::string_view spec);

struct LogColumns {
  char delimiter = ',';          // '\t' when the header has a tab; ';' when it has ';' and no ','
  std::size_t count = 0;         // columns in the header
  std::size_t weighted_sum = 0;  // column indexes
  std::size_t weight_sum = 0;
  bool has_step = false;
  std::size_t step = 0;
  bool has_loss = false;
  std::size_t loss = 0;
  bool has_rank = false;
  std::size_t rank = 0;
  std::size_t needed = 0;       // fields a row must have: one past the last column read
  std::string header;           // the header line, trimmed: a row equal to it is the header again
  std::size_t header_line = 1;  // the header's line in the log (lines before it are not the log's)
  std::string step_name;        // the header's own spelling, for messages
  std::string loss_name;
  // What the header suggests that the checker did not do ("column \"train/global_step\" looks
  // like a step column ..."), for the answer's warnings.
  std::vector<std::string> notes;
};

// The reference's strip(' \t\r'), on both ends.
std::string_view trim_log_field(std::string_view text);

// A field without the double quotes a spreadsheet's export may put around it ("\"1.5\"").
std::string_view unquote_log_field(std::string_view text);

// The first `wanted` fields of line.split(delimiter), written to `fields`; returns how many the line
// has, up to `wanted` (fewer when the line is short). A field that opens with a double quote runs
// to its closing quote, delimiters inside it included.
std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields, std::size_t wanted);

// The number of fields of line.split(delimiter), for messages.
std::size_t count_log_fields(std::string_view line, char delimiter);

// The header line (the log's first line, without a byte order mark). A column named twice is
// found where it first appears; any number of columns is allowed.
Expected<LogColumns> read_log_header(std::string_view line, const LogColumnNames& names = {});

}  // namespace fm
