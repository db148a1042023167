#include "tryfix_requests.hpp"

#include <cstdint>
#include <initializer_list>
#include <limits>

#include "cpython_script.hpp"
#include "json_request.hpp"
#include "json_writer.hpp"

namespace fm {

namespace {

constexpr std::string_view kCode = "text, a Python file defining solve()";

Status read_solve_members(const JsonRequest& request, SolveRequest& solve) {
  for (const Status& read : {request.required_text("code", solve.code, kCode),
                            request.text("n", solve.evaluation.n, "text, a Python int or float literal such as \"0.1\""),
                            request.text("fixtures", solve.evaluation.fixtures, "text, the JSON of a fixtures document")}) {
    if (!read) return read;
  }
  return ok_status();
}

}  // namespace

Expected<SolveRequest> read_solve_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"code", "n", "fixtures"});
  if (!request) return request.error();
  SolveRequest solve;
  if (Status read = read_solve_members(*request, solve); !read) return read.error();
  return solve;
}

Expected<CPythonRunRequest> read_cpython_view_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"code", "n", "fixtures", "out", "err", "exitCode"});
  if (!request) return request.error();
  CPythonRunRequest run;
  if (Status read = read_solve_members(*request, run.solve); !read) return read.error();
  if (!request->has("exitCode")) return Error{"missing: expected a whole number", "exitCode"};
  std::int64_t exit_code = 0;
  for (const Status& read : {request->required_text("out", run.out, "text, what the run wrote to stdout"),
                            request->required_text("err", run.err, "text, what the run wrote to stderr"),
                            request->integer("exitCode", std::numeric_limits<int>::min(), std::numeric_limits<int>::max(),
                                             exit_code)}) {
    if (!read) return read.error();
  }
  run.exit_code = static_cast<int>(exit_code);
  return run;
}

Expected<std::string> read_exec_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"script"});
  if (!request) return request.error();
  std::string script;
  if (Status read = request->required_text("script", script, "text, a whole Python file"); !read) return read.error();
  return script;
}

Expected<std::string> cpython_program_json(const SolveRequest& request) {
  const Expected<std::string> program = cpython_program(request.code, request.evaluation);
  if (!program) return program.error();
  JsonWriter w;
  w.begin_object().member("program", *program).member("filename", kCPythonFileName);
  return w.end_object().take();
}

}  // namespace fm
