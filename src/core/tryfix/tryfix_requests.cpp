#include "tryfix_requests.hpp"

#include <cstdint>
#include <limits>
#include <optional>

#include "cpython_script.hpp"
#include "json_request.hpp"
#include "json_writer.hpp"

namespace fm {

namespace {

constexpr const char* kCode = "text, a Python file defining solve()";
constexpr const char* kN = "text, a Python int or float literal such as \"0.1\"";
constexpr const char* kFixtures = "text, the JSON of a fixtures document";

}  // namespace

Expected<SolveRequest> read_solve_request(std::string_view json) {
  std::optional<std::string> code;
  SolveRequest solve;
  const Expected<JsonNode> request = read_request(json, {{"code", &code, kCode, true},
                                                         {"n", &solve.evaluation.n, kN},
                                                         {"fixtures", &solve.evaluation.fixtures, kFixtures}});
  if (!request) return request.error();
  solve.code = std::move(*code);
  return solve;
}

Expected<CPythonRunRequest> read_cpython_view_request(std::string_view json) {
  std::optional<std::string> code;
  std::optional<std::string> out;
  std::optional<std::string> err;
  CPythonRunRequest run;
  const Expected<JsonNode> request = read_request(json,
                                                  {{"code", &code, kCode, true},
                                                   {"n", &run.solve.evaluation.n, kN},
                                                   {"fixtures", &run.solve.evaluation.fixtures, kFixtures},
                                                   {"out", &out, "text, what the run wrote to stdout", true},
                                                   {"err", &err, "text, what the run wrote to stderr", true}},
                                                  {"exitCode"});
  if (!request) return request.error();
  run.solve.code = std::move(*code);
  run.out = std::move(*out);
  run.err = std::move(*err);
  if (!has_member(*request, "exitCode")) return Error{"missing: expected a whole number", "exitCode"};
  std::int64_t value = 0;
  const Status read =
      read_whole_number(*request, "exitCode", std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), value);
  if (!read) return read.error();
  run.exit_code = static_cast<int>(value);
  return run;
}

Expected<std::string> read_exec_request(std::string_view json) {
  std::optional<std::string> script;
  const Expected<JsonNode> request = read_request(json, {{"script", &script, "text, a whole Python file", true}});
  if (!request) return request.error();
  return std::move(*script);
}

Expected<std::string> cpython_program_json(const SolveRequest& request) {
  const Expected<std::string> program = cpython_program(request.code, request.evaluation);
  if (!program) return program.error();
  JsonWriter w;
  w.begin_object().member("program", *program).member("filename", kCPythonFileName);
  return w.end_object().take();
}

}  // namespace fm
