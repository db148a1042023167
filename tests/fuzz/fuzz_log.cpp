// libFuzzer target: any bytes as a run log, read over libFuzzer's own exactly-sized buffer (a
// std::string's terminating NUL would hide a one-byte over-read from ASan). Properties: no crash,
// no sanitizer report; an error is one line; with a step column every row lands in exactly one
// step; writing never fails; and read in three parts (as the CLI reads a large log on two
// threads: the first part read and summed, the others read on their own and merged in file
// order), the answer or the first error is check_log's, byte for byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "log_checker.hpp"
#include "run_log.hpp"

namespace {

std::string outcome(const fm::Expected<fm::LogCheck>& result) {
  return result ? fm::log_check_json(*result, true) : "error: " + result.error().message;
}

// The log's rows cut after the first '\n' from about a third, and from about two thirds, of their
// bytes on (at their end when there is none: a part may be empty).
std::string outcome_in_three_parts(const fm::LogStart& start) {
  const std::string_view rows = start.rows;
  std::vector<std::size_t> cuts;
  for (const std::size_t at : {rows.size() / 3, rows.size() / 3 * 2}) {
    const std::size_t newline = at == 0 ? std::string_view::npos : rows.find('\n', at - 1);
    const std::size_t cut = newline == std::string_view::npos ? rows.size() : newline + 1;
    cuts.push_back(cut);  // in order: the second search starts no earlier than the first
  }
  fm::LogChecker checker(start);
  checker.read(rows.substr(0, cuts[0]));
  checker.merge(fm::read_log_part(start.columns, rows.substr(cuts[0], cuts[1] - cuts[0])));
  checker.merge(fm::read_log_part(start.columns, rows.substr(cuts[1])));
  return outcome(checker.finish());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto check = fm::check_log(text);
  if (!check) {
    if (check.error().message.empty() || check.error().message.find('\n') != std::string::npos) __builtin_trap();
  } else {
    std::size_t rows = 0;
    for (const auto& step : check->steps) rows += step.totals.batches;
    if (check->has_steps && rows != check->overall.batches) __builtin_trap();
  }
  const std::string whole = outcome(check);
  const auto start = fm::start_log_check(text);
  if (start && outcome_in_three_parts(*start) != whole) __builtin_trap();
  return 0;
}
