// libFuzzer target: any bytes as a run log, read over libFuzzer's own exactly-sized buffer (a
// std::string's terminating NUL would hide a one-byte over-read from ASan). Properties: no crash,
// no sanitizer report; an error is one line; with a step column every row lands in exactly one
// step; writing never fails.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "run_log.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto check = fm::check_log(text);
  if (!check) {
    if (check.error().message.empty() || check.error().message.find('\n') != std::string::npos) __builtin_trap();
    return 0;
  }
  std::size_t rows = 0;
  for (const auto& step : check->steps) rows += step.totals.batches();
  if (check->has_steps && rows != check->overall.batches()) __builtin_trap();
  (void)fm::log_check_json(*check, true);
  return 0;
}
