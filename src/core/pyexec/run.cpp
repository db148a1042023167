#include "run.hpp"

#include "parser.hpp"

namespace fm::pyexec {

RunResult run_script(std::string_view source, const ExecLimits& limits) {
  const ParseResult parsed = parse_program(source, limits);
  if (!parsed.program) return RunResult{"", "", 2, parsed.error};
  Interpreter interpreter(*parsed.program, limits);
  interpreter.run_module();
  return interpreter.result();
}

}  // namespace fm::pyexec
