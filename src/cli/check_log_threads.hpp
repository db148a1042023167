// fm::check_log on two threads, for the CLI (the core has no threads: the WebAssembly build
// runs on one).
#pragma once

#include <string_view>

#include "run_log.hpp"

namespace fm::cli {

// The same answer, and the same first error, as fm::check_log(text). A log with at least
// kTwoThreadsFrom bytes of rows is cut in two at a line start: this thread checks the bytes of,
// reads and sums the first part while another checks and reads the second, which is then summed
// after it, in file order. A part that is not text, or a bad header, sends the log to
// fm::check_log, whose one pass finds the first error in the reference's order, as does a
// failure of the other thread. `used_two_threads`, if given, says which way the answer came.
Expected<LogCheck> check_log_on_two_threads(std::string_view text, const LogColumnNames& names = {},
                                            bool* used_two_threads = nullptr);

constexpr std::size_t kTwoThreadsFrom = std::size_t{1} << 20;

}  // namespace fm::cli
