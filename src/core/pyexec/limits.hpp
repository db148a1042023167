// Every run is bounded, so that no program hangs the page or exhausts its memory; each message
// names its limit. The defaults are far above what a solve() or the record's scripts need (the
// record's script takes about 400 steps).
#pragma once

#include <cstddef>
#include <cstdint>

namespace fm::pyexec {

struct ExecLimits {
  std::size_t max_source_bytes = 1 << 20;    // 1 MiB of source
  std::uint64_t max_steps = 10'000'000;      // statements, expressions and loop items evaluated
  std::size_t max_memory_bytes = 64u << 20;  // values, strings and objects created (never freed during a run)
  std::size_t max_output_bytes = 16u << 20;  // what print() writes
  int max_parse_nesting = 100;               // brackets, operators and blocks inside each other
  int max_run_depth = 1000;                  // calls, blocks, expressions and nested values, at run time
};

}  // namespace fm::pyexec
