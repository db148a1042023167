#include "solve_file.hpp"

#include "builtins.hpp"
#include "interpreter.hpp"
#include "json_text.hpp"
#include "number_literal.hpp"
#include "parser.hpp"
#include "tokenizer.hpp"

namespace fm {

namespace {
pyexec::ExecError refusal(std::string message) {
  return pyexec::ExecError{pyexec::ExecError::Kind::Limit, "", std::move(message), 0, 0};
}

int exit_code_for(const pyexec::ExecError& error) {
  return error.kind == pyexec::ExecError::Kind::PythonException ? 1 : 2;
}

// Whether code that runs when solve() is called names `name`: a name token inside a function's
// body or a lambda (module-level lines, which run before the script's own, may bind it freely; an
// f-string's body is not looked into).
bool names_at_call_time(std::string_view source, const std::string& name) {
  using Kind = pyexec::Token::Kind;
  const pyexec::TokenizeResult tokens = pyexec::tokenize(source, 200);
  int depth = 0;             // indentation depth
  std::vector<int> bodies;   // the depths at which function bodies started
  bool def_pending = false;  // a `def` line whose body has not begun
  bool in_lambda = false;    // the rest of a logical line after `lambda`
  for (const pyexec::Token& token : tokens.tokens) {
    if (token.kind == Kind::Indent) {
      ++depth;
      if (def_pending) bodies.push_back(depth);
      def_pending = false;
    } else if (token.kind == Kind::Dedent) {
      if (!bodies.empty() && bodies.back() == depth) bodies.pop_back();
      --depth;
    } else if (token.kind == Kind::Newline) {
      in_lambda = false;
    } else if (token.kind == Kind::Name) {
      if (token.text == "def") def_pending = true;
      if (token.text == "lambda") in_lambda = true;
      if (token.text == name && (!bodies.empty() || in_lambda)) return true;
    }
  }
  return false;
}
}  // namespace

SolveFileRun run_solve_file(std::string_view source, const std::vector<Fixture>& fixtures, std::string_view n,
                            const pyexec::ExecLimits& limits) {
  SolveFileRun run;
  const pyexec::ParseResult parsed = pyexec::parse_program(source, limits);
  if (!parsed.program) {
    run.error = parsed.error;
    return run;
  }
  pyexec::Interpreter interpreter(*parsed.program, limits);
  const auto stop = [&](pyexec::ExecError error) {
    run.exit_code = exit_code_for(error);
    run.error = std::move(error);
    run.printed = interpreter.take_output();
    run.printed_errors = interpreter.take_error_output();
    return std::move(run);
  };
  if (names_at_call_time(source, "check")) {
    return stop(
        refusal("a function that calls `check` is not supported: the record's script defines its own "
                "check(), which takes the place of one of yours"));
  }
  if (names_at_call_time(source, "observations")) {
    return stop(
        refusal("a function that reads `observations` is not supported: in the record's script it holds "
                "the checks made so far"));
  }
  if (!interpreter.run_module()) {
    pyexec::ExecError error = *interpreter.error();
    if (error.exception == "SystemExit") {
      return stop(refusal("the file raised SystemExit at line " + std::to_string(error.line) +
                          " before solve() could be called"));
    }
    return stop(std::move(error));
  }
  // The script's own lines after the reader's: `import json`, `N = ...`.
  if (const auto json_module = pyexec::find_module("json")) interpreter.define_global("json", *json_module);
  const Expected<PyValue> n_value = parse_python_literal(n);
  if (n_value) interpreter.define_global("N", pyexec::Value::of(*n_value));
  const pyexec::Value* solve = interpreter.global("solve");
  if (!solve || solve->kind != pyexec::Kind::Function) {
    return stop(refusal("the file defines no function solve(weighted_sums, weight_sums)"));
  }
  Report report;
  for (std::size_t i = 0; i < fixtures.size(); ++i) {
    const Fixture& fixture = fixtures[i];
    const auto list_of = [&](const std::vector<PyValue>& numbers) {
      std::vector<pyexec::Value> items;
      for (const PyValue& number : numbers) items.push_back(pyexec::Value::of(number));
      return interpreter.make_list(std::move(items), 0);
    };
    std::vector<pyexec::Value> args{list_of(fixture.weighted_sums), list_of(fixture.weight_sums)};
    const pyexec::Result<pyexec::Value> called = interpreter.call(*solve, std::move(args), {}, 0);
    run.where = "fixtures[" + std::to_string(i) + "] (" + json_string(fixture.check) + ")";
    // A new object past the memory limit is recorded, not returned: the host reads failed() too.
    if (called.failed() || interpreter.failed()) return stop(*interpreter.error());
    const pyexec::Value& actual = *called;
    if (actual.kind != pyexec::Kind::Number) {
      // As the record's script: `actual == expected` decides, json.dumps writes the answer.
      Observation o{fixture.check, PyValue(), fixture.expected, false};
      std::string json;
      std::string text;
      const pyexec::Result<bool> passed = interpreter.equal(actual, pyexec::Value::of(fixture.expected), 0);
      if (passed.failed() || pyexec::json_dumps(interpreter, actual, false, json, 0).failed() ||
          interpreter.str(actual, text, 0).failed()) {
        if (interpreter.error()->kind == pyexec::ExecError::Kind::PythonException) {
          return stop(refusal(std::string("solve() returned a value of type '") + pyexec::type_name(actual) +
                              "', which the record's script cannot write as JSON (" + interpreter.error()->exception +
                              ": " + interpreter.error()->message + ")"));
        }
        return stop(*interpreter.error());
      }
      o.passed = *passed;
      o.actual_json = json;
      o.actual_str = text;
      report.observations.push_back(std::move(o));
      report.passed = report.passed && *passed;
      continue;
    }
    const bool passed = py_equal(actual.number, fixture.expected);
    report.observations.push_back({fixture.check, actual.number, fixture.expected, passed});
    report.passed = report.passed && passed;
  }
  run.where.clear();
  run.exit_code = report.exit_code();
  run.report = std::move(report);
  run.printed = interpreter.take_output();
  run.printed_errors = interpreter.take_error_output();
  return run;
}

}  // namespace fm
