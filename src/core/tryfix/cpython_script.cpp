#include "cpython_script.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <vector>

#include "fragment_state.hpp"
#include "json_text.hpp"
#include "json_tree.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "record_checks.hpp"
#include "solve_view.hpp"
#include "text.hpp"

namespace fm {

namespace {

constexpr const char* kScriptHead =
    "import json\n"
    "N = %N%\n"
    "observations = []\n"
    "def check(label, actual, expected):\n"
    "    observations.append({\"check\": label, \"actual\": actual, \"expected\": expected, \"passed\": actual == "
    "expected})\n";

constexpr const char* kScriptTail =
    "print(json.dumps({\"observations\": observations, \"passed\": all(x[\"passed\"] for x in observations)}, "
    "ensure_ascii=False))\n"
    "raise SystemExit(0 if all(x[\"passed\"] for x in observations) else 1)\n";

// A number as a Python expression that evaluates to it (repr, except for the non-finite floats).
std::string python_number(const PyValue& value) {
  if (value.is_float() && !std::isfinite(value.float_value())) {
    return std::isnan(value.float_value()) ? "float('nan')"
           : value.float_value() > 0       ? "float('inf')"
                                           : "float('-inf')";
  }
  return repr_value(value);
}

std::string python_list(const std::vector<PyValue>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? "," : "") + python_number(values[i]);
  return out + "]";
}

// The program, its fixtures, and where the reader's lines and the check() lines are in it.
struct Program {
  std::string text;
  std::vector<Fixture> fixtures;
  int reader_lines = 0;  // lines 1..reader_lines are the reader's code
  int first_check = 0;   // the line of fixtures[0]'s check()
};

Expected<Program> build_program(std::string_view source, const EvaluationRequest& request) {
  if (source.size() > kMaxSolveBytes) {
    return Error{
        "the code is " + std::to_string(source.size()) + " bytes; the limit is " + std::to_string(kMaxSolveBytes),
        "solve"};
  }
  Expected<std::vector<Fixture>> fixtures = request_fixtures(request);
  if (!fixtures) return fixtures.error();
  Program program;
  program.fixtures = std::move(*fixtures);
  program.text = std::string(source);
  if (!program.text.empty() && program.text.back() != '\n') program.text += '\n';
  for (const char c : program.text) program.reader_lines += c == '\n' ? 1 : 0;
  std::string head = kScriptHead;
  std::string n = "1";
  if (!request.fixtures) {
    const Expected<PyValue> parsed = parse_python_literal(request.n.value_or("1"));
    if (!parsed) return Error{parsed.error().message, "n"};  // request_fixtures has refused it already
    n = python_number(*parsed);
  }
  head.replace(head.find("%N%"), 3, n);
  program.text += head;
  program.first_check = program.reader_lines + 6;
  if (request.fixtures) {
    for (const Fixture& f : program.fixtures) {
      program.text += "check(" + json_string(f.check) + ",solve(" + python_list(f.weighted_sums) + "," +
                      python_list(f.weight_sums) + ")," + python_number(f.expected) + ")\n";
    }
  } else {
    for (const RecordCheck& check : kRecordChecks) program.text += std::string(check.line) + "\n";
  }
  program.text += kScriptTail;
  return program;
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

// repr() of a str, as CPython writes it: the interpreter's (quotes chosen as CPython does, and
// the code points it does not print escaped, \xa0 and \u2028 among them).
std::string python_str_repr(const std::string& text) {
  std::string out;
  pyexec::append_str_repr(out, text);
  return out;
}

// str() (top == true) or repr() of the Python value json.loads would give for a node: what the
// record's tables show for an answer that is not a number.
std::string python_text(const JsonNode& node, bool top) {
  switch (node.kind) {
    case JsonNode::Kind::Null: return "None";
    case JsonNode::Kind::Bool: return node.boolean ? "True" : "False";
    case JsonNode::Kind::String: return top ? node.text : python_str_repr(node.text);
    case JsonNode::Kind::Number: {
      const Expected<PyValue> value = parse_json_number(node.text);
      return value ? repr_value(*value) : node.text;
    }
    case JsonNode::Kind::Array: {
      std::string out = "[";
      for (std::size_t i = 0; i < node.items.size(); ++i) out += (i ? ", " : "") + python_text(node.items[i], false);
      return out + "]";
    }
    case JsonNode::Kind::Object: break;
  }
  std::string out = "{";
  for (std::size_t i = 0; i < node.members.size(); ++i) {
    out += (i ? ", " : "") + python_str_repr(node.members[i].first) + ": " + python_text(node.members[i].second, false);
  }
  return out + "}";
}

void write_node(JsonWriter& w, const JsonNode& node) {
  switch (node.kind) {
    case JsonNode::Kind::Null: w.null(); return;
    case JsonNode::Kind::Bool: w.boolean(node.boolean); return;
    case JsonNode::Kind::String: w.string(node.text); return;
    case JsonNode::Kind::Number: w.raw(node.text); return;
    case JsonNode::Kind::Array:
      w.begin_array();
      for (const JsonNode& item : node.items) write_node(w, item);
      w.end_array();
      return;
    case JsonNode::Kind::Object: break;
  }
  w.begin_object();
  for (const auto& [key, value] : node.members) {
    w.key(key);
    write_node(w, value);
  }
  w.end_object();
}

const JsonNode* member(const JsonNode& object, std::string_view name) {
  for (const auto& [key, value] : object.members) {
    if (key == name) return &value;
  }
  return nullptr;
}

// A number of the JSON line as json.loads reads it: NaN and Infinity are floats there, though a
// fixtures document may not hold them.
Expected<PyValue> loaded_number(std::string_view token) {
  if (token == "NaN") return PyValue::make_float(std::numeric_limits<double>::quiet_NaN());
  if (token == "Infinity") return PyValue::make_float(std::numeric_limits<double>::infinity());
  if (token == "-Infinity") return PyValue::make_float(-std::numeric_limits<double>::infinity());
  return parse_json_number(token);
}

// The record's JSON line read into a report of the program's fixtures, or why it does not read.
Expected<Report> read_report(std::string_view line, const std::vector<Fixture>& fixtures) {
  Expected<JsonNode> parsed = parse_json_tree(line);
  if (!parsed) return Error{"its last line is not JSON (" + parsed.error().message + ")"};
  const JsonNode* observations = parsed->kind == JsonNode::Kind::Object ? member(*parsed, "observations") : nullptr;
  if (!observations || observations->kind != JsonNode::Kind::Array)
    return Error{"its last line has no \"observations\" list"};
  if (observations->items.size() != fixtures.size()) {
    return Error{"its last line has " + std::to_string(observations->items.size()) + " observations for " +
                 std::to_string(fixtures.size()) + " fixtures"};
  }
  Report report;
  for (std::size_t i = 0; i < fixtures.size(); ++i) {
    const JsonNode& o = observations->items[i];
    const std::string which = "observation " + std::to_string(i);
    const JsonNode* check = o.kind == JsonNode::Kind::Object ? member(o, "check") : nullptr;
    const JsonNode* actual = check ? member(o, "actual") : nullptr;
    const JsonNode* passed = check ? member(o, "passed") : nullptr;
    if (!check || !actual || !passed || passed->kind != JsonNode::Kind::Bool) {
      return Error{which + " lacks \"check\", \"actual\" or a true/false \"passed\""};
    }
    if (check->kind != JsonNode::Kind::String || check->text != fixtures[i].check) {
      return Error{which + " is not fixtures[" + std::to_string(i) + "] (" + json_string(fixtures[i].check) + ")"};
    }
    Observation observation{fixtures[i].check, PyValue(), fixtures[i].expected, passed->boolean};
    const Expected<PyValue> number =
        actual->kind == JsonNode::Kind::Number ? loaded_number(actual->text) : Expected<PyValue>(Error{""});
    if (number) {
      observation.actual = *number;
    } else {  // None, a str, a bool, a list, an int beyond the core's: shown as the script wrote it
      JsonWriter w;
      write_node(w, *actual);
      observation.actual_json = w.take();
      observation.actual_str = python_text(*actual, true);
    }
    report.passed = report.passed && observation.passed;
    report.observations.push_back(std::move(observation));
  }
  return report;
}

// An uncaught exception's traceback (its last one, when exceptions were chained): the type and
// message of its last line, the line of the deepest frame in the reader's code, and the fixture
// whose check() line is on the stack.
struct Traceback {
  pyexec::ExecError error;
  std::string where;
};

std::optional<Traceback> read_traceback(std::string_view err, const Program& program) {
  const std::vector<std::string_view> lines = lines_of(err);
  std::size_t start = lines.size();
  for (std::size_t i = lines.size(); i-- > 0;) {
    if (lines[i] == "Traceback (most recent call last):") {
      start = i;
      break;
    }
  }
  if (start == lines.size()) return std::nullopt;
  const std::string frame = std::string("  File \"") + std::string(kCPythonFileName) + "\", line ";
  Traceback traceback;
  traceback.error.kind = pyexec::ExecError::Kind::PythonException;
  std::string_view last;
  for (std::size_t i = start + 1; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    if (line.empty()) continue;
    if (line.substr(0, frame.size()) == frame) {
      const int number = std::atoi(std::string(line.substr(frame.size())).c_str());
      if (number >= 1 && number <= program.reader_lines) traceback.error.line = number;
      const int fixture = number - program.first_check;
      if (fixture >= 0 && static_cast<std::size_t>(fixture) < program.fixtures.size()) {
        traceback.where =
            "fixtures[" + std::to_string(fixture) + "] (" + json_string(program.fixtures[fixture].check) + ")";
      }
    }
    if (line.front() != ' ') last = line;  // the exception's line (frames and source are indented)
  }
  if (last.empty()) return std::nullopt;
  const std::size_t colon = last.find(": ");
  traceback.error.exception = std::string(last.substr(0, colon));
  if (colon != std::string_view::npos) traceback.error.message = std::string(last.substr(colon + 2));
  return traceback;
}

pyexec::ExecError refusal(std::string message) {
  return pyexec::ExecError{pyexec::ExecError::Kind::Limit, "", std::move(message), 0, 0};
}

}  // namespace

Expected<std::string> cpython_program(std::string_view source, const EvaluationRequest& request) {
  Expected<Program> program = build_program(source, request);
  if (!program) return program.error();
  return std::move(program->text);
}

Expected<std::string> cpython_view_json(std::string_view source, const EvaluationRequest& request, std::string_view out,
                                        std::string_view err, int exit_code) {
  const Expected<Program> program = build_program(source, request);
  if (!program) return program.error();
  // What the reader's code wrote to stderr: all of it, less a traceback at its end.
  const std::size_t traceback_at = err.rfind("Traceback (most recent call last):\n");
  const std::string errors(exit_code != 0 && traceback_at != std::string_view::npos &&
                                   (traceback_at == 0 || err[traceback_at - 1] == '\n')
                               ? err.substr(0, traceback_at)
                               : err);
  if (exit_code != 0) {
    if (std::optional<Traceback> traceback = read_traceback(err, *program)) {
      return solve_answer_json(std::nullopt, traceback->error, traceback->where, std::string(out), errors);
    }
  }
  // The JSON line is stdout's last line; what the reader's code printed comes before it.
  std::string_view body = out;
  if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
  const std::size_t cut = body.rfind('\n');
  const std::string_view line = cut == std::string_view::npos ? body : body.substr(cut + 1);
  const std::string printed(cut == std::string_view::npos ? std::string_view() : out.substr(0, cut + 1));
  const std::string ended = "CPython ended the script with exit code " + std::to_string(exit_code);
  if (line.empty() || (exit_code != 0 && exit_code != 1)) {
    const std::vector<std::string_view> said = lines_of(err);
    return solve_answer_json(std::nullopt,
                             refusal(ended + " before it printed the record's JSON line" +
                                     (said.empty() ? std::string() : ": " + std::string(said.back()))),
                             "", std::string(out), errors);
  }
  const Expected<Report> report = read_report(line, program->fixtures);
  if (!report) {
    return solve_answer_json(std::nullopt, refusal(ended + ", but " + report.error().message), "", std::string(out),
                             errors);
  }
  if (report->exit_code() != exit_code) {
    return solve_answer_json(std::nullopt,
                             refusal(ended + ", where its JSON line says " + std::to_string(report->exit_code())), "",
                             std::string(out), errors);
  }
  return solve_answer_json(yours_report_view_json(program->fixtures, *report), std::nullopt, "", printed, errors);
}

}  // namespace fm
