#include "solve_view.hpp"

#include "json_writer.hpp"
#include "run.hpp"
#include "solve_file.hpp"
#include "yours_view.hpp"

namespace fm {

namespace {

const char* kind_name(pyexec::ExecError::Kind kind) {
  switch (kind) {
    case pyexec::ExecError::Kind::PythonException: return "exception";
    case pyexec::ExecError::Kind::Unsupported: return "unsupported";
    case pyexec::ExecError::Kind::SyntaxError: return "syntax";
    case pyexec::ExecError::Kind::Limit: break;
  }
  return "limit";
}

void write_error(JsonWriter& w, const std::optional<pyexec::ExecError>& error, const std::string& where) {
  w.key("error");
  if (!error) {
    w.null();
    return;
  }
  const pyexec::ExecError& e = *error;
  w.begin_object().member("kind", kind_name(e.kind)).member("type", e.exception).member("message", e.message);
  w.key("line").integer(e.line).key("column").integer(e.column).member("where", where);
  w.member("text", e.describe()).end_object();
}

}  // namespace

pyexec::ExecLimits page_limits() {
  pyexec::ExecLimits limits;
  limits.max_source_bytes = kMaxSolveBytes;
  limits.max_steps = 200'000;
  limits.max_memory_bytes = 8u << 20;
  limits.max_output_bytes = 64u << 10;
  limits.max_run_depth = 200;
  return limits;
}

Expected<std::string> solve_view_json(std::string_view source, const EvaluationRequest& request,
                                      const pyexec::ExecLimits& limits) {
  if (source.size() > limits.max_source_bytes) {
    return Error{"the code is " + std::to_string(source.size()) + " bytes; the limit is " +
                     std::to_string(limits.max_source_bytes),
                 "solve"};
  }
  const Expected<std::vector<Fixture>> fixtures = request_fixtures(request);
  if (!fixtures) return fixtures.error();
  const SolveFileRun run = run_solve_file(source, *fixtures, request.fixtures ? "1" : request.n.value_or("1"), limits);
  JsonWriter w;
  w.begin_object().key("report");
  if (run.report) {
    w.raw(yours_report_view_json(*fixtures, *run.report));
  } else {
    w.null();
  }
  write_error(w, run.error, run.where);
  w.member("printed", run.printed);
  w.member("printedErrors", run.printed_errors);
  return w.end_object().take();
}

std::string script_view_json(std::string_view source, const pyexec::ExecLimits& limits) {
  const pyexec::RunResult run = pyexec::run_script(source, limits);
  JsonWriter w;
  w.begin_object().member("output", run.output).key("exitCode").integer(run.exit_code);
  write_error(w, run.error, "");
  return w.end_object().take();
}

}  // namespace fm

namespace fm {

std::string solve_answer_json(const std::optional<std::string>& report_view,
                              const std::optional<pyexec::ExecError>& error, const std::string& where,
                              const std::string& printed, const std::string& printed_errors) {
  JsonWriter w;
  w.begin_object().key("report");
  if (report_view) {
    w.raw(*report_view);
  } else {
    w.null();
  }
  write_error(w, error, where);
  w.member("printed", printed);
  w.member("printedErrors", printed_errors);
  return w.end_object().take();
}

}  // namespace fm
