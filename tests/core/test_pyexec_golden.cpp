// The interpreter against CPython 3.12: every program of tests/data/pyexec/programs.txt, run by
// CPython (Pyodide) in tests/golden/pyexec.jsonl (tests/tools/generate-pyexec-golden.js), must
// print the same bytes, write the same to stderr, end with the same exception type, message and
// line, and exit alike.
#include <boost/test/unit_test.hpp>
#include <stdexcept>

#include "golden_files.hpp"
#include "run.hpp"

namespace {

struct GoldenProgram {
  std::string name;
  std::string source;
  std::string stdout_text;
  std::string stderr_text;  // print(file=sys.stderr), sys.stderr.write, logging's last resort
  std::string error;        // "Type: message", or empty
  int line = 0;
  int exit_code = 0;
};

std::vector<GoldenProgram> golden_programs() {
  std::vector<GoldenProgram> programs;
  for (const std::string& text : fm::test::data_lines("golden/pyexec.jsonl")) {
    rapidjson::Document doc;
    doc.Parse(text.c_str(), text.size());
    if (doc.HasParseError() || !doc.IsObject()) throw std::runtime_error("bad line in golden/pyexec.jsonl");
    GoldenProgram p;
    p.name = doc["name"].GetString();
    p.source.assign(doc["source"].GetString(), doc["source"].GetStringLength());
    p.stdout_text.assign(doc["stdout"].GetString(), doc["stdout"].GetStringLength());
    p.stderr_text.assign(doc["stderr"].GetString(), doc["stderr"].GetStringLength());
    if (doc["error"].IsString()) p.error = doc["error"].GetString();
    p.line = doc["line"].GetInt();
    p.exit_code = doc["exit"].GetInt();
    programs.push_back(p);
  }
  return programs;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pyexec_golden)

BOOST_AUTO_TEST_CASE(every_program_as_cpython_runs_it) {
  const std::vector<GoldenProgram> programs = golden_programs();
  BOOST_TEST(programs.size() >= 150u);
  for (const GoldenProgram& p : programs) {
    BOOST_TEST_CONTEXT("program \"" << p.name << "\"") {
      const fm::pyexec::RunResult result = fm::pyexec::run_script(p.source);
      std::string error;
      int line = 0;
      if (result.error) {
        error = result.error->kind == fm::pyexec::ExecError::Kind::PythonException
                    ? result.error->exception + (result.error->message.empty() ? "" : ": " + result.error->message)
                    : "(refused) " + result.error->describe();
        line = result.error->line;
      }
      BOOST_TEST(result.output == p.stdout_text);
      BOOST_TEST(result.error_output == p.stderr_text);
      // OverflowError from a float operation quotes errno: 34 (ERANGE) natively, 68 under
      // Pyodide's libc; the type and the tuple's form are compared, not the number.
      const std::string errno_form = "OverflowError: (";
      if (p.error.rfind(errno_form, 0) == 0) {
        BOOST_TEST(error.substr(0, errno_form.size()) == errno_form);
      } else {
        BOOST_TEST(error == p.error);
      }
      BOOST_TEST(line == p.line);
      BOOST_TEST(result.exit_code == p.exit_code);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
