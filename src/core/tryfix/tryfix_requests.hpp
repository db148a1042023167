// The fix panel module's requests, each one JSON object (json_request.hpp: unknown keys and wrong
// types are refused, each error naming its field), and the answer of cpythonProgram.
#pragma once

#include <string>
#include <string_view>

#include "evaluation.hpp"
#include "expected.hpp"

namespace fm {

// A reader's solve() and the fixtures to run it on: {"code": "def solve(...): ...", "n": "0.1"}
// or {"code": ..., "fixtures": "<document>"}; code is required.
struct SolveRequest {
  std::string code;
  EvaluationRequest evaluation;  // its implementation is unused
};
Expected<SolveRequest> read_solve_request(std::string_view json);

// What CPython's run of cpython_program(code, ...) wrote: the solve request's keys and
// "out", "err" (text) and "exitCode" (a whole number), all three required.
struct CPythonRunRequest {
  SolveRequest solve;
  std::string out;
  std::string err;
  int exit_code = 0;
};
Expected<CPythonRunRequest> read_cpython_view_request(std::string_view json);

// {"script": "<a whole Python file>"}, required.
Expected<std::string> read_exec_request(std::string_view json);

// {"program": cpython_program(code, n | fixtures), "filename": kCPythonFileName}
Expected<std::string> cpython_program_json(const SolveRequest& request);

}  // namespace fm
