// The CLI's output and exit contract, run as a user runs it: golden stdout from the record and
// from CPython; every bad input exits 2 with one line on stderr and nothing on stdout (the golden
// lines and exit codes of tests/cli/bad-input).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <filesystem>

#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <vector>

#include "golden_files.hpp"
#include "large_log.hpp"
#include "log_diagnosis.hpp"
#include "log_report.hpp"
#include "process_io.hpp"
#include "run_log.hpp"

namespace bdata = boost::unit_test::data;

namespace {

struct CliResult {
  std::string out;
  std::string err;
  int exit_code;
};

std::string shell_quote(const std::string& word) {
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

CliResult run_cli(const std::vector<std::string>& args, const std::string& stdin_text = "") {
  static int counter = 0;
  // Unique per process and call, in the system's temp folder: parallel runs cannot collide.
  const std::string base = fm::test::temp_path("cli-test", "-" + std::to_string(++counter));
  std::ofstream(base + ".in", std::ios::binary) << stdin_text;
  std::string command = shell_quote(FM_CLI);
  for (const std::string& arg : args) command += " " + shell_quote(arg);
  command += " <" + base + ".in >" + base + ".out 2>" + base + ".err";
  const int status = std::system(command.c_str());
  CliResult result{slurp(base + ".out"), slurp(base + ".err"), WIFEXITED(status) ? WEXITSTATUS(status) : -1};
  for (const char* ext : {".in", ".out", ".err"}) std::remove((base + ext).c_str());
  return result;
}

std::string fixtures_path(const std::string& name) { return fm::test::tests_path("data/fixtures/" + name); }

}  // namespace

BOOST_AUTO_TEST_SUITE(cli)

BOOST_AUTO_TEST_CASE(reference_lines_byte_for_byte_and_exit_1) {
  const CliResult broken = run_cli({"run", "--impl", "broken"});
  BOOST_TEST(broken.out == fm::test::read_text("golden/record/the_failure.observations.json"));
  BOOST_TEST(broken.exit_code == 1);
  BOOST_TEST(broken.err.empty());
  const CliResult fix = run_cli({"run", "--impl=unsuccessful-fix", "--n=1"});
  BOOST_TEST(fix.out == fm::test::read_text("golden/record/the_unsuccessful_fix.observations.json"));
  BOOST_TEST(fix.exit_code == 1);
}

BOOST_AUTO_TEST_CASE(markdown_reproduces_the_record_tables) {
  BOOST_TEST(run_cli({"run", "--impl", "broken", "--format", "markdown"}).out ==
             fm::test::read_text("golden/record/the_failure.md"));
  BOOST_TEST(run_cli({"run", "--format", "markdown", "--impl", "unsuccessful-fix"}).out ==
             fm::test::read_text("golden/record/the_unsuccessful_fix.md"));
}

BOOST_AUTO_TEST_CASE(repair_exits_0) {
  const CliResult repair = run_cli({"run", "--impl", "repair"});
  BOOST_TEST(repair.exit_code == 0);
  BOOST_TEST(repair.out.find("\"passed\": true}\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(list_and_help) {
  BOOST_TEST(run_cli({"list"}).out ==
             "broken\tThe failure\nunsuccessful-fix\tThe unsuccessful fix\nrepair\tThe repair\n");
  const CliResult help = run_cli({"help"});
  BOOST_TEST(help.exit_code == 0);
  BOOST_TEST(help.out.find("usage: failure-map run --impl ID") == 0u);
}

// The version has one source, package.json; the CLI must say that one (FailureMap.version is
// checked against it in tests/js).
BOOST_AUTO_TEST_CASE(version_is_the_package_json_version) {
  rapidjson::Document package;
  package.Parse(fm::test::read_text("../package.json").c_str());
  BOOST_REQUIRE(!package.HasParseError() && package.IsObject() && package.HasMember("version") &&
                package["version"].IsString());
  const std::string version = package["version"].GetString();
  const CliResult result = run_cli({"--version"});
  BOOST_TEST(result.out == "failure-map " + version + "\n");
  BOOST_TEST(result.exit_code == 0);
  BOOST_TEST(result.err.empty());
  BOOST_TEST(run_cli({"help"}).out.find("failure-map --version\n") != std::string::npos);
}

BOOST_DATA_TEST_CASE(family_runs_match_cpython, bdata::make(fm::test::golden_runs("golden/family.jsonl")), run) {
  const CliResult result = run_cli({"run", "--impl", run.implementation, "--n", run.n});
  BOOST_TEST(result.out == run.stdout_text);
  BOOST_TEST(result.exit_code == run.exit_code);
  BOOST_TEST(result.err.empty());
}

BOOST_DATA_TEST_CASE(fixture_files_match_cpython, bdata::make(fm::test::golden_runs("golden/custom.jsonl")), run) {
  const CliResult result = run_cli({"run", "--impl", run.implementation, "--fixtures", fixtures_path(run.file)});
  BOOST_TEST(result.out == run.stdout_text);
  BOOST_TEST(result.exit_code == run.exit_code);
}

BOOST_AUTO_TEST_CASE(fixtures_from_standard_input) {
  const CliResult result =
      run_cli({"run", "--impl", "broken", "--fixtures", "-"}, fm::test::read_text("data/fixtures/record.json"));
  BOOST_TEST(result.out == fm::test::read_text("golden/record/the_failure.observations.json"));
}

// Every bad input in tests/cli/bad-input/*.jsonl: exactly the golden stderr line and exit code,
// nothing on stdout; and the golden files keep the README's contract (one line, exit 2).
BOOST_DATA_TEST_CASE(bad_input_exits_2_with_one_clear_line, bdata::make(fm::test::bad_input_cases("cli/bad-input")),
                     bad) {
  BOOST_TEST(bad.exit_code == 2);
  BOOST_TEST(bad.stderr_text.rfind("failure-map: ", 0) == 0u, bad.stderr_text);
  BOOST_TEST(bad.stderr_text.find('\n') == bad.stderr_text.size() - 1, bad.stderr_text);
  const std::string file = fm::test::temp_path("cli-bad-input");
  if (bad.file_text) {
    std::filesystem::remove(file);
    std::ofstream(file, std::ios::binary) << *bad.file_text;
    if (bad.file_size) std::filesystem::resize_file(file, *bad.file_size);  // sparse: no disk space used
  }
  const auto place = [&file](const std::string& text) {
    return fm::test::replace_all(fm::test::replace_all(text, "{tests}", FM_TESTS_DIR), "{file}", file);
  };
  std::vector<std::string> args;
  for (const std::string& arg : bad.args) args.push_back(place(arg));
  const CliResult result = run_cli(args, bad.stdin_text);
  if (bad.file_text) std::filesystem::remove(file);
  BOOST_TEST(result.out.empty());
  BOOST_TEST(result.err == place(bad.stderr_text));
  BOOST_TEST(result.exit_code == bad.exit_code);
}

BOOST_AUTO_TEST_CASE(check_gives_cpython_answers_on_every_golden_log) {
  // The values open the JSON answer, as CPython's reference prints them; the diagnosis follows.
  for (const std::string& line : fm::test::data_lines("golden/logs.jsonl")) {
    rapidjson::Document doc;
    doc.Parse(line.c_str());
    const std::string file = doc["file"].GetString();
    const CliResult result = run_cli({"check", "--format", "json", fm::test::tests_path("data/logs/" + file)});
    std::string values = doc["stdout"].GetString();
    values.resize(values.size() - 2);  // without "}\n"
    BOOST_TEST(result.out.substr(0, values.size() + 13) == values + ", \"verdict\": ", file);
    BOOST_TEST(result.exit_code != 2, file);  // an answer: the verdict's exit, 0 or 1
  }
}

BOOST_AUTO_TEST_CASE(check_exits_0_only_when_the_run_follows_the_repair) {
  const std::string repair = "step,weighted_sum,weight_sum,loss\n1,3,1,0.75\n1,0,3,0\n2,1,2,0.125\n2,1,6,0.125\n";
  const CliResult ok = run_cli({"check", "-"}, repair);
  BOOST_TEST(ok.exit_code == 0);
  BOOST_TEST(ok.out.find("Verdict: not affected: this run divides by the total weight mass") != std::string::npos);
  const std::string unsuccessful =
      "step,weighted_sum,weight_sum,loss\n1,3,1,1.5\n1,0,3,0\n2,1,2,0.25\n2,1,6,0.08333333333333333\n";
  const CliResult affected = run_cli({"check", "-"}, unsuccessful);
  BOOST_TEST(affected.exit_code == 1);
  BOOST_TEST(affected.out.find("Verdict: affected: this run's loss follows the unsuccessful fix") != std::string::npos);
  const CliResult json = run_cli({"check", "--format=json", "-"}, unsuccessful);
  BOOST_TEST(json.exit_code == 1);
  BOOST_TEST(json.out.find(R"("verdict": {"id": "affected", "matches": ["unsuccessful-fix"])") != std::string::npos);
  const CliResult named =
      run_cli({"check", "--loss", "reported", "-"}, "step,weighted_sum,weight_sum,reported\n1,3,1,0.75\n1,0,3,0\n");
  BOOST_TEST(named.exit_code == 0);
  const CliResult help = run_cli({"check", "--help"});
  BOOST_TEST(help.exit_code == 0);
  BOOST_TEST(help.out.rfind("usage: failure-map check", 0) == 0u);
}

// Logs large enough for check's two threads (over 1 MiB of rows): the answer is the core's
// one-pass check_log's, and so is the first error, wherever it is.
namespace {

using fm::test::large_log;

std::string one_pass(const std::string& log) {
  const auto result = fm::check_log(log);
  return result ? fm::log_report_json(*result, fm::diagnose_log(*result)) + "\n"
                : "failure-map: check: -: " + result.error().message + "\n";
}

// check on the log as a file (mapped) and on standard input (read): stdout, or stderr on error.
std::vector<std::string> check_both_ways(const std::string& log) {
  const std::string path = fm::test::temp_path("cli-log", ".csv");
  std::ofstream(path, std::ios::binary) << log;
  const CliResult from_file = run_cli({"check", "--format", "json", path});
  std::remove(path.c_str());
  const CliResult from_stdin = run_cli({"check", "--format", "json", "-"}, log);
  std::string file_answer = from_file.exit_code != 2 ? from_file.out : from_file.err;
  if (const auto at = file_answer.find(path); at != std::string::npos) file_answer.replace(at, path.size(), "-");
  return {file_answer, from_stdin.exit_code != 2 ? from_stdin.out : from_stdin.err};
}

}  // namespace

BOOST_AUTO_TEST_CASE(check_on_two_threads_gives_the_one_pass_answer) {
  const std::vector<std::string> logs = {
      large_log(80000, 0),
      large_log(80000, 8),
      large_log(80000, 30000),                                        // steps across the cut
      large_log(80000, 8, "\r\n"),                                    // CRLF
      "\xEF\xBB\xBF" + large_log(80000, 8),                           // byte order mark
      large_log(80000, 8).substr(0, large_log(80000, 8).size() - 1),  // no newline at the end
      large_log(79999, 8) + "\xc3\xa9tape \xe2\x80\x94 1,1.5,2\n",    // UTF-8 beyond ASCII in the later half
      large_log(79999, 8) + "3,1.5,2\n",                              // a step that comes back, late
      large_log(79999, 8) + std::string("8,1.5,2,\0\n", 10),          // a NUL in a column nobody reads
  };
  for (const std::string& log : logs) {
    BOOST_TEST_REQUIRE(log.size() > (std::size_t{1} << 20));
    const std::string expected = one_pass(log);
    BOOST_TEST(expected.rfind("{\"batches\": 80000", 0) == 0u);
    for (const std::string& answer : check_both_ways(log)) BOOST_TEST(answer == expected);
  }
  std::string blank_lines = large_log(80000, 8);
  for (std::size_t at = 1000; at < blank_lines.size(); at += 50000) {  // blank lines after a row, every ~50 kB
    at = blank_lines.find('\n', at) + 1;
    blank_lines.insert(at, "\n \t\n");
  }
  for (const std::string& answer : check_both_ways(blank_lines)) BOOST_TEST(answer == one_pass(blank_lines));
}

BOOST_AUTO_TEST_CASE(check_on_two_threads_names_the_bad_lines) {
  const std::string log = large_log(80000, 8);
  const auto line_start = [&log](int line) {  // offset of a 1-based line
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) at = log.find('\n', at) + 1;
    return at;
  };
  const auto replaced = [&](const std::string& base, int line, const std::string& text) {
    std::string out = base;
    const std::size_t from = line_start(line);
    out.replace(from, out.find('\n', from) - from, text);
    return out;
  };
  const std::string late_bad = replaced(log, 70001, "8749,1.5,oops");
  const std::string two_bad = replaced(late_bad, 20001, "2499,x,1");
  const std::string late_nul = replaced(log, 70001, std::string("8749,1.5\0,2", 11));
  const std::string late_utf8 = replaced(log, 70001, "8749,1.5,\xff");
  const std::string bad_header_late_utf8 = "weighted_sum;weight_sum" + late_utf8.substr(late_utf8.find('\n'));
  const std::string not_utf8 = "line 70001: the text is not valid UTF-8 (Python would stop reading the file here)";
  // Rows that cannot be read are skipped and named, in line order, whichever thread read them.
  const std::vector<std::pair<std::string, std::string>> skipped = {
      {late_bad, R"("first": [{"line": 70001, "step": "8749", )"
                 R"("message": "weight_sum: could not convert string to float: \"oops\""}])"},
      {two_bad,
       R"("count": 2, "message": "rows that cannot be read: skipped", "first": [{"line": 20001, "step": "2499", )"
       R"("message": "weighted_sum: could not convert string to float: \"x\""}, {"line": 70001, "step": "8749", )"
       R"("message": "weight_sum: could not convert string to float: \"oops\""}])"},
      {late_nul, R"({"line": 70001, "step": "8749", )"
                 R"("message": "weighted_sum: could not convert string to float: \"1.5\\u0000\""})"},
  };
  for (const auto& [bad_log, named] : skipped) {
    const std::string expected = one_pass(bad_log);
    BOOST_TEST(expected.find(named) != std::string::npos, named);
    BOOST_TEST(expected.rfind("{\"batches\": 7999", 0) == 0u, expected.substr(0, 40));
    for (const std::string& answer : check_both_ways(bad_log)) BOOST_TEST(answer == expected);
  }
  const std::vector<std::pair<std::string, std::string>> refused = {
      {late_utf8, not_utf8}, {bad_header_late_utf8, not_utf8},  // the bytes first, as Python reads them
  };
  for (const auto& [bad_log, message] : refused) {
    const std::string expected = one_pass(bad_log);
    BOOST_TEST(expected == "failure-map: check: -: " + message + "\n");
    for (const std::string& answer : check_both_ways(bad_log)) BOOST_TEST(answer == expected);
  }
}

BOOST_AUTO_TEST_CASE(check_does_not_report_a_sigbus_as_a_shrunk_file_when_nothing_is_mapped) {
  // The "file shrank" handler is for a mapped input only (tests/cli/test_read_file.cpp truncates
  // one for real). A FIFO is read, not mapped: a SIGBUS that reaches the CLI while it waits on
  // one is not taken for bad input (it stays a crash, or the sanitizer's report).
  const std::string fifo = fm::test::temp_path("cli-fifo");
  std::filesystem::remove(fifo);
  BOOST_TEST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  int errors[2];
  BOOST_TEST_REQUIRE(::pipe(errors) == 0);
  const pid_t child = ::fork();
  if (child == 0) {
    const rlimit no_core{0, 0};  // the crash is expected: no core file
    ::setrlimit(RLIMIT_CORE, &no_core);
    ::dup2(errors[1], STDERR_FILENO);
    ::close(errors[0]);
    ::close(errors[1]);
    ::execl(FM_CLI, FM_CLI, "check", fifo.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(errors[1]);
  const int writer = ::open(fifo.c_str(), O_WRONLY);  // returns once the CLI has opened the FIFO
  ::kill(child, SIGBUS);
  int status = 0;
  ::waitpid(child, &status, 0);
  const std::string err = fm::test::read_to_end(errors[0]);
  ::close(errors[0]);
  ::close(writer);
  std::filesystem::remove(fifo);
  BOOST_TEST(!(WIFEXITED(status) && (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 2)));
  BOOST_TEST(err.find("shrank") == std::string::npos, err);
}

BOOST_AUTO_TEST_CASE(train_prints_the_documented_json_shape) {
  const CliResult result = run_cli({"train", "--accum", "4", "--steps", "3", "--seed", "7", "--format", "json"});
  BOOST_TEST(result.exit_code == 0);
  rapidjson::Document doc;
  doc.Parse(result.out.c_str());
  BOOST_TEST_REQUIRE(!doc.HasParseError());
  BOOST_TEST(doc["accum"].GetInt() == 4);
  BOOST_TEST(doc["steps"].GetInt() == 3);
  BOOST_TEST(doc["seed"].GetInt() == 7);
  const auto& strategies = doc["strategies"];
  BOOST_TEST_REQUIRE(strategies.Size() == 4u);
  const char* ids[] = {"full-batch", "broken", "unsuccessful-fix", "repair"};
  for (rapidjson::SizeType s = 0; s < 4; ++s) {
    BOOST_TEST(strategies[s]["id"].GetString() == std::string(ids[s]));
    BOOST_TEST(strategies[s]["loss"].Size() == 3u);
    BOOST_TEST(strategies[s]["param_distance"].IsNumber());
  }
  BOOST_TEST(strategies[0]["param_distance"].GetDouble() == 0.0);
}

// exec: the record's own scripts, unmodified, give their published lines and exit 1.
BOOST_AUTO_TEST_CASE(exec_runs_the_record_scripts_byte_for_byte) {
  for (const char* name : {"the_failure", "the_unsuccessful_fix"}) {
    const CliResult result = run_cli({"exec", fm::test::tests_path(std::string("reference/") + name + ".py")});
    BOOST_TEST(result.out == fm::test::read_text(std::string("golden/record/") + name + ".observations.json"));
    BOOST_TEST(result.err.empty());
    BOOST_TEST(result.exit_code == 1);
  }
  const CliResult from_stdin = run_cli({"exec", "-"}, fm::test::read_text("reference/the_failure.py"));
  BOOST_TEST(from_stdin.out == fm::test::read_text("golden/record/the_failure.observations.json"));
}

BOOST_AUTO_TEST_CASE(exec_ends_as_the_script_ends) {
  // An uncaught exception: what was printed before it, then one line on stderr, exit 1.
  const CliResult raised = run_cli({"exec", "-"}, "print('partial')\nx = 0\nprint(1 / x)\n");
  BOOST_TEST(raised.out == "partial\n");
  BOOST_TEST(raised.err == "failure-map: exec: -: line 3: ZeroDivisionError: division by zero\n");
  BOOST_TEST(raised.exit_code == 1);
  const CliResult key = run_cli({"exec", "-"}, "d = {}\nd['k']\n");
  BOOST_TEST(key.err == "failure-map: exec: -: line 2: KeyError: 'k'\n");
  // SystemExit's code is the exit code; no code, or None, is 0; text is printed and exits 1.
  BOOST_TEST(run_cli({"exec", "-"}, "raise SystemExit(3)\n").exit_code == 3);
  BOOST_TEST(run_cli({"exec", "-"}, "raise SystemExit\n").exit_code == 0);
  const CliResult text = run_cli({"exec", "-"}, "raise SystemExit('stopped')\n");
  BOOST_TEST(text.exit_code == 1);
  BOOST_TEST(text.err == "failure-map: exec: -: line 1: SystemExit: stopped\n");
  const CliResult fine = run_cli({"exec", "-"}, "print('ok')\n");
  BOOST_TEST(fine.out == "ok\n");
  BOOST_TEST(fine.exit_code == 0);
  BOOST_TEST(run_cli({"exec", "-"}, "").exit_code == 0);  // an empty script does nothing
}

// run --solve with the unsuccessful fix's source gives --impl unsuccessful-fix's bytes and exit
// code, at every N and on every fixtures file; the repair written as solve() passes every check.
BOOST_AUTO_TEST_CASE(run_solve_equals_run_impl) {
  const std::string fix = fm::test::tests_path("data/pyexec/unsuccessful_fix_solve.py");
  const std::string repair = fm::test::tests_path("data/pyexec/repair_solve.py");
  for (const char* n : {"1", "0.1", "-3", "7", "2.5e-3", "1_000", "0x10", "0", "-0.0", "1e-300", "123456789"}) {
    for (const char* format : {"json", "markdown"}) {
      BOOST_TEST_CONTEXT("N = " << n << ", " << format) {
        const CliResult impl = run_cli({"run", "--impl", "unsuccessful-fix", "--n", n, "--format", format});
        const CliResult solve = run_cli({"run", "--solve", fix, "--n", n, "--format", format});
        BOOST_TEST(solve.out == impl.out);
        BOOST_TEST(solve.err == impl.err);
        BOOST_TEST(solve.exit_code == impl.exit_code);
        const CliResult repaired = run_cli({"run", "--solve", repair, "--n", n, "--format", format});
        BOOST_TEST(repaired.out == run_cli({"run", "--impl", "repair", "--n", n, "--format", format}).out);
      }
    }
  }
  for (const auto& entry : std::filesystem::directory_iterator(fm::test::tests_path("data/fixtures"))) {
    BOOST_TEST_CONTEXT(entry.path().filename()) {
      const CliResult impl = run_cli({"run", "--impl", "unsuccessful-fix", "--fixtures", entry.path().string()});
      const CliResult solve = run_cli({"run", "--solve", fix, "--fixtures", entry.path().string()});
      BOOST_TEST(solve.out == impl.out);
      BOOST_TEST(solve.exit_code == impl.exit_code);
    }
  }
  const CliResult record = run_cli({"run", "--solve", repair});
  BOOST_TEST(record.out.find("\"passed\": true}], \"passed\": true}") != std::string::npos);
  BOOST_TEST(record.out.find("false") == std::string::npos);  // all seven checks pass
  BOOST_TEST(record.exit_code == 0);
}

BOOST_AUTO_TEST_CASE(run_solve_reports_a_python_exception_at_its_fixture_and_line) {
  const CliResult result =
      run_cli({"run", "--solve", "-"}, "def solve(a, b):\n    print('called')\n    return sum(a) / sum(b)\n");
  BOOST_TEST(result.out.empty());
  BOOST_TEST(
      result.err ==
      "called\ncalled\ncalled\ncalled\nfailure-map: run: --solve -: fixtures[3] (\"zero total weight\"): line 3: "
      "ZeroDivisionError: division by zero\n");
  BOOST_TEST(result.exit_code == 1);
}

BOOST_AUTO_TEST_SUITE_END()
