// libFuzzer target: any bytes as a Python program, parsed and run by the interpreter (small
// limits, so that each input ends quickly), then as a solve() file on the record's fixtures.
// Properties: no crash, no sanitizer report, no hang (the limits bound every run); every
// failure is one of the three kinds with a one-line description.
#include <cstddef>
#include <cstdint>
#include <string>

#include "evaluation.hpp"
#include "run.hpp"
#include "solve_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string source(reinterpret_cast<const char*>(data), size);
  fm::pyexec::ExecLimits limits;
  limits.max_steps = 20000;
  limits.max_memory_bytes = 4u << 20;
  limits.max_output_bytes = 1u << 16;
  const fm::pyexec::RunResult result = fm::pyexec::run_script(source, limits);
  if (result.error && result.error->describe().find('\n') != std::string::npos &&
      result.error->kind != fm::pyexec::ExecError::Kind::PythonException) {
    __builtin_trap();  // our own messages are one line (a Python message may quote a newline)
  }
  if (result.error && result.exit_code == 0) __builtin_trap();  // an error never ends a run as a success
  static const auto fixtures = fm::request_fixtures({"repair", std::nullopt, std::nullopt});
  const fm::SolveFileRun run = fm::run_solve_file(source, *fixtures, "1", limits);
  if (run.report.has_value() == run.error.has_value()) __builtin_trap();
  return 0;
}
