// The fix panel's CPython path: the program the core gives CPython for a reader's solve(), and
// what CPython 3.12 (Pyodide) wrote when it ran it (tests/golden/cpython-runs.jsonl, made by
// tests/tools/generate-cpython-golden.js) read back into the panel's view.
#include <boost/test/unit_test.hpp>

#include <map>
#include <stdexcept>
#include <string>

#include "cpython_script.hpp"
#include "evaluation.hpp"
#include "golden_files.hpp"
#include "report_writers.hpp"
#include "solve_view.hpp"

namespace {

struct Run {
  fm::EvaluationRequest request;
  std::string code, out, err;
  int exit_code = 0;
};

std::map<std::string, Run> golden_runs() {
  std::map<std::string, Run> runs;
  for (const std::string& text : fm::test::data_lines("golden/cpython-runs.jsonl")) {
    rapidjson::Document doc;
    doc.Parse(text.c_str(), text.size());
    if (doc.HasParseError() || !doc.IsObject()) throw std::runtime_error("bad line in golden/cpython-runs.jsonl");
    const auto str = [&](const char* key) { return std::string(doc[key].GetString(), doc[key].GetStringLength()); };
    Run run;
    if (doc.HasMember("n")) run.request.n = str("n");
    if (doc.HasMember("fixtures")) run.request.fixtures = str("fixtures");
    run.code = str("code");
    run.out = str("stdout");
    run.err = str("stderr");
    run.exit_code = doc["exit"].GetInt();
    runs[str("name")] = run;
  }
  return runs;
}

const Run& golden(const std::string& name) {
  static const std::map<std::string, Run> runs = golden_runs();
  const auto found = runs.find(name);
  if (found == runs.end()) throw std::runtime_error("no golden run named " + name);
  return found->second;
}

// The view of a golden run, parsed.
rapidjson::Document view_of(const Run& run) {
  const fm::Expected<std::string> view = fm::cpython_view_json(run.code, run.request, run.out, run.err, run.exit_code);
  if (!view) throw std::runtime_error("cpython_view_json failed: " + view.error().message);
  rapidjson::Document doc;
  doc.Parse(view->c_str(), view->size());
  if (doc.HasParseError()) throw std::runtime_error("the view is not JSON: " + *view);
  return doc;
}
rapidjson::Document view_of(const std::string& name) { return view_of(golden(name)); }

std::string text(const rapidjson::Value& value) { return std::string(value.GetString(), value.GetStringLength()); }

// stdout's last line: the JSON line the record's script printed.
std::string json_line(const std::string& out) {
  std::string body = out.substr(0, out.size() - 1);
  return body.substr(body.rfind('\n') == std::string::npos ? 0 : body.rfind('\n') + 1);
}

// What `failure-map run --impl IMPL --n N --format json` prints.
std::string published_line(const char* implementation, const char* n) {
  return fm::report_json(fm::evaluate(fm::EvaluationRequest{implementation, std::string(n), std::nullopt}).value());
}

fm::EvaluationRequest at_n(const char* n) { return fm::EvaluationRequest{"", std::string(n), std::nullopt}; }

Run handmade(std::string out, std::string err, int exit_code) {
  return Run{at_n("1"), "def solve(a, b):\n    return 0\n", std::move(out), std::move(err), exit_code};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tryfix_cpython)

BOOST_AUTO_TEST_CASE(the_program_is_the_code_then_the_records_script_at_n) {
  const std::string program = fm::cpython_program("def solve(a, b):\n    return 0", at_n("0.1")).value();
  const std::string expected =
      "def solve(a, b):\n    return 0\n"
      "import json\nN = 0.1\nobservations = []\n"
      "def check(label, actual, expected):\n"
      "    observations.append({\"check\": label, \"actual\": actual, \"expected\": expected, \"passed\": actual == "
      "expected})\n"
      "check('unequal weight mass',solve([2*N,12*N],[N,3*N]),3.5)\n"
      "check('unit weights',solve([2*N,4*N],[N,N]),3)\n"
      "check('one batch',solve([9*N],[3*N]),3)\n"
      "check('zero total weight',solve([0],[0]),0)\n"
      "check('empty',solve([],[]),0)\n"
      "check('zero loss',solve([0,8*N],[N,3*N]),2)\n"
      "check('three batches',solve([N,6*N,8*N],[1,2,4]),15*N/7)\n"
      "print(json.dumps({\"observations\": observations, \"passed\": all(x[\"passed\"] for x in observations)}, "
      "ensure_ascii=False))\n"
      "raise SystemExit(0 if all(x[\"passed\"] for x in observations) else 1)\n";
  BOOST_TEST(program == expected);
}

BOOST_AUTO_TEST_CASE(the_records_lines_are_the_reference_scripts) {
  // Every line of the record's script after its solve() is in the program, in order.
  const std::string reference = fm::test::read_text("reference/the_unsuccessful_fix.py");
  const std::string program = fm::cpython_program("def solve(a, b):\n    return 0\n", at_n("1")).value();
  std::size_t from = 0;
  const std::size_t tail = reference.find("def check(");
  for (std::size_t at = tail; at < reference.size();) {
    const std::size_t end = reference.find('\n', at);
    const std::string line = reference.substr(at, end - at + 1);
    from = program.find(line, from);
    BOOST_TEST_REQUIRE(from != std::string::npos, line);
    at = end + 1;
  }
  BOOST_TEST(program.find("\nimport json\nN = 1\nobservations = []\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_fixtures_document_writes_each_fixture_as_literals) {
  const fm::EvaluationRequest request{"", std::nullopt,
                                      std::string(R"({"fixtures": [{"check": "it's", "weighted_sums": [0.1, 2], )"
                                                  R"("weight_sums": [1, 1e300], "expected": 1.5}]})")};
  const std::string program = fm::cpython_program("def solve(a, b):\n    return 0\n", request).value();
  BOOST_TEST(program.find("\ncheck(\"it's\",solve([0.1,2],[1,1e+300]),1.5)\n") != std::string::npos, program);
}

BOOST_AUTO_TEST_CASE(bad_input_names_its_field) {
  BOOST_TEST(fm::cpython_program("def solve(a, b):\n    return 0\n", at_n("1/0")).error().field == "n");
  BOOST_TEST(fm::cpython_program(std::string(20000, '#'), at_n("1")).error().field == "solve");
  const fm::EvaluationRequest bad{"", std::nullopt, std::string("{")};
  BOOST_TEST(fm::cpython_program("", bad).error().field == "fixtures");
}

BOOST_AUTO_TEST_CASE(a_class_based_repair_gives_the_repairs_line_at_1_and_0_1) {
  const auto check = [](const std::string& name, const char* n) {
    const Run& run = golden(name);
    const fm::Report repair = fm::evaluate(fm::EvaluationRequest{"repair", std::string(n), std::nullopt}).value();
    BOOST_TEST(run.exit_code == repair.exit_code());
    BOOST_TEST(json_line(run.out) == published_line("repair", n));  // CPython agrees with the core's repair
    const rapidjson::Document view = view_of(run);
    BOOST_TEST(view["error"].IsNull());
    const std::string summary =
        std::to_string(repair.passed_count()) + " of 7 checks pass \xC2\xB7 exit " + std::to_string(repair.exit_code());
    BOOST_TEST(text(view["report"]["summary"]) == summary);
    BOOST_TEST(text(view["report"]["json"]) == json_line(run.out));
    BOOST_TEST(text(view["printed"]).empty());
  };
  check("class repair", "1");
  check("class repair at 0.1", "0.1");
}

BOOST_AUTO_TEST_CASE(a_generator_unsuccessful_fix_fails_as_the_published_one) {
  const Run& run = golden("generator unsuccessful fix");
  BOOST_TEST(run.exit_code == 1);
  BOOST_TEST(json_line(run.out) == published_line("unsuccessful-fix", "1"));
  const rapidjson::Document view = view_of(run);
  BOOST_TEST(text(view["report"]["summary"]) == "4 of 7 checks pass \xC2\xB7 exit 1");
  BOOST_TEST(text(view["report"]["json"]) == json_line(run.out));
  const rapidjson::Value& rows = view["report"]["observations"];
  BOOST_TEST(text(rows[1]["actual"]) == "3.0");
  BOOST_TEST(text(rows[6]["actual"]) == "2.0");
  BOOST_TEST(text(rows[6]["outcome"]) == "Failed");
}

BOOST_AUTO_TEST_CASE(answers_other_than_numbers_are_shown_as_the_script_wrote_them) {
  // None where the sums are zero, numbers elsewhere.
  const rapidjson::Document none = view_of("returns None");
  const rapidjson::Value& rows = none["report"]["observations"];
  BOOST_TEST(text(rows[3]["check"]) == "zero total weight");
  BOOST_TEST(text(rows[3]["actual"]) == "null");
  BOOST_TEST(text(rows[3]["outcome"]) == "Failed");
  BOOST_TEST(text(rows[3]["why"]).find("Your solve() returned null") == 0, text(rows[3]["why"]));
  BOOST_TEST(text(rows[1]["actual"]) == "3.0");
  BOOST_TEST(text(none["report"]["json"]) == json_line(golden("returns None").out));

  const rapidjson::Document str = view_of("returns a str");
  BOOST_TEST(text(str["report"]["observations"][0]["actual"]) == "\"it's 3\"");
  BOOST_TEST(text(str["report"]["summary"]) == "0 of 7 checks pass \xC2\xB7 exit 1");
  BOOST_TEST(text(str["report"]["json"]) == json_line(golden("returns a str").out));

  // True == 3 is False, False == 0 is True: CPython's `==` decides.
  const rapidjson::Document boolean = view_of("returns a bool");
  BOOST_TEST(text(boolean["report"]["observations"][1]["actual"]) == "true");
  BOOST_TEST(text(boolean["report"]["observations"][4]["actual"]) == "false");
  BOOST_TEST(text(boolean["report"]["observations"][4]["outcome"]) == "Passed");
  BOOST_TEST(text(boolean["report"]["json"]) == json_line(golden("returns a bool").out));

  const rapidjson::Document list = view_of("returns a list");
  BOOST_TEST(text(list["report"]["observations"][0]["actual"]) == "[2, 12]");
  BOOST_TEST(text(list["report"]["json"]) == json_line(golden("returns a list").out));

  // The Markdown export shows a list of str as CPython 3.12's str() of it (Pyodide's repr() of the
  // same list): the code points it does not print escaped, quotes chosen per item.
  const rapidjson::Document strs = view_of("returns non-printable characters");
  const std::string markdown = text(strs["report"]["markdown"]);
  const std::string cpython_repr = "['a\\xa0b', '\\u2028', 'tab\\there', '\xC3\xA9', \"'q'\"]";
  BOOST_TEST(markdown.find("| unequal weight mass | " + cpython_repr + " |") != std::string::npos, markdown);
}

BOOST_AUTO_TEST_CASE(nan_and_infinity_read_as_json_loads_reads_them) {
  // CPython's json.dumps writes NaN and Infinity; the view reads them as numbers, the same rows
  // and JSON line as the subset gives for the same code.
  const Run& run = golden("returns nan and infinity");
  const rapidjson::Document cpython = view_of(run);
  const rapidjson::Value& rows = cpython["report"]["observations"];
  BOOST_TEST(text(rows[3]["actual"]) == "inf");
  BOOST_TEST(text(rows[4]["actual"]) == "nan");
  BOOST_TEST(text(rows[3]["outcome"]) == "Failed");
  BOOST_TEST(text(cpython["report"]["json"]) == json_line(run.out));
  const std::string subset_view = fm::solve_view_json(run.code, run.request).value();
  rapidjson::Document subset;
  subset.Parse(subset_view.c_str(), subset_view.size());
  BOOST_TEST((cpython["report"] == subset["report"]), subset_view);
}

BOOST_AUTO_TEST_CASE(an_uncaught_exception_shows_its_type_message_line_and_fixture) {
  const rapidjson::Document view = view_of("raises in solve");
  BOOST_TEST(view["report"].IsNull());
  const rapidjson::Value& error = view["error"];
  BOOST_TEST(text(error["kind"]) == "exception");
  BOOST_TEST(text(error["type"]) == "ZeroDivisionError");
  BOOST_TEST(text(error["message"]) == "division by zero");
  BOOST_TEST(error["line"].GetInt() == 7);
  BOOST_TEST(text(error["where"]) == "fixtures[3] (\"zero total weight\")");
  BOOST_TEST(text(error["text"]) == "line 7: ZeroDivisionError: division by zero");

  const rapidjson::Document syntax = view_of("syntax error");
  BOOST_TEST(text(syntax["error"]["type"]) == "SyntaxError");
  BOOST_TEST(syntax["error"]["line"].GetInt() == 5);
  BOOST_TEST(text(syntax["error"]["where"]).empty());

  // Raised in the record's lines, not the reader's: no line, the fixture being solved.
  const rapidjson::Document missing = view_of("no solve");
  BOOST_TEST(text(missing["error"]["type"]) == "NameError");
  BOOST_TEST(text(missing["error"]["message"]) == "name 'solve' is not defined");
  BOOST_TEST(missing["error"]["line"].GetInt() == 0);
  BOOST_TEST(text(missing["error"]["where"]) == "fixtures[0] (\"unequal weight mass\")");
}

BOOST_AUTO_TEST_CASE(what_the_code_printed_comes_before_the_json_line) {
  const rapidjson::Document view = view_of("prints then passes");
  BOOST_TEST(text(view["printed"]).find("loading my fix\nsolving 2\n") == 0, text(view["printed"]));
  BOOST_TEST(text(view["report"]["summary"]) == "7 of 7 checks pass \xC2\xB7 exit 0");
}

BOOST_AUTO_TEST_CASE(what_the_code_wrote_to_stderr_is_shown_apart) {
  const rapidjson::Document view = view_of("logs a warning and writes to stderr, then passes");
  BOOST_TEST(text(view["printed"]).empty());
  BOOST_TEST(text(view["printedErrors"]) ==
             "starting\nzero mass: 1 batches\nreturning 0\nzero mass: 0 batches\nreturning 0\n");
  BOOST_TEST(text(view["report"]["summary"]) == "7 of 7 checks pass \xC2\xB7 exit 0");
}

// The panel's two paths agree: every golden run whose code the subset runs (no refusal) gives the
// same view through the subset as through CPython's output: report, error, printed, printedErrors.
BOOST_AUTO_TEST_CASE(the_subset_and_cpython_give_the_same_view_where_the_subset_runs) {
  int compared = 0;
  for (const auto& [name, run] : golden_runs()) {
    const fm::Expected<std::string> subset_view = fm::solve_view_json(run.code, run.request);
    if (!subset_view) continue;
    rapidjson::Document subset;
    subset.Parse(subset_view->c_str(), subset_view->size());
    const bool refused = subset["error"].IsObject() && text(subset["error"]["kind"]) != "exception";
    if (refused) continue;
    BOOST_TEST_CONTEXT(name) {
      const rapidjson::Document cpython = view_of(run);
      BOOST_TEST((cpython["report"] == subset["report"]), *subset_view);
      BOOST_TEST((cpython["error"].IsNull() == subset["error"].IsNull()), *subset_view);
      if (cpython["error"].IsObject() && subset["error"].IsObject()) {
        BOOST_TEST(text(cpython["error"]["type"]) == text(subset["error"]["type"]));
        BOOST_TEST(text(cpython["error"]["message"]) == text(subset["error"]["message"]));
        BOOST_TEST(cpython["error"]["line"].GetInt() == subset["error"]["line"].GetInt());
      }
      BOOST_TEST(text(cpython["printed"]) == text(subset["printed"]));
      BOOST_TEST(text(cpython["printedErrors"]) == text(subset["printedErrors"]));
      ++compared;
    }
  }
  BOOST_TEST(compared >= 10);
}

BOOST_AUTO_TEST_CASE(a_script_that_ends_early_says_so) {
  const rapidjson::Document view = view_of("exits before the checks");
  BOOST_TEST(view["report"].IsNull());
  BOOST_TEST(text(view["error"]["kind"]) == "limit");
  BOOST_TEST(text(view["error"]["message"]) ==
             "CPython ended the script with exit code 3 before it printed the record's JSON line");
}

BOOST_AUTO_TEST_CASE(custom_fixtures_run_as_literals) {
  const rapidjson::Document view = view_of("custom fixtures");
  BOOST_TEST(text(view["report"]["summary"]) == "2 of 2 checks pass \xC2\xB7 exit 0");
  BOOST_TEST(text(view["report"]["observations"][1]["check"]) == "it's two");
}

BOOST_AUTO_TEST_CASE(a_bad_or_malformed_line_is_refused_with_a_sentence) {
  const auto message = [](const Run& run) {
    const rapidjson::Document view = view_of(run);
    BOOST_TEST(view["report"].IsNull());
    BOOST_TEST(text(view["error"]["kind"]) == "limit");
    return text(view["error"]["message"]);
  };
  const std::string good = json_line(golden("class repair").out);
  BOOST_TEST(message(handmade("{\"observations\": [", "", 0))
                 .find("CPython ended the script with exit code 0, but its last line is not JSON (") == 0);
  BOOST_TEST(message(handmade("", "", 0)) ==
             "CPython ended the script with exit code 0 before it printed the record's JSON line");
  BOOST_TEST(message(handmade("[1, 2]\n", "", 0)) ==
             "CPython ended the script with exit code 0, but its last line has no \"observations\" list");
  BOOST_TEST(message(handmade("{\"observations\": [], \"passed\": true}\n", "", 0)) ==
             "CPython ended the script with exit code 0, but its last line has 0 observations for 7 fixtures");
  std::string renamed = good;
  renamed.replace(renamed.find("unit weights"), 12, "unit weight");
  BOOST_TEST(message(handmade(renamed + "\n", "", 0)) ==
             "CPython ended the script with exit code 0, but observation 1 is not fixtures[1] (\"unit weights\")");
  std::string no_passed = good;
  no_passed.replace(no_passed.find("\"passed\": true"), 14, "\"passed\": 1");
  BOOST_TEST(message(handmade(no_passed + "\n", "", 0)) ==
             "CPython ended the script with exit code 0, but observation 0 lacks \"check\", \"actual\" or a true/false "
             "\"passed\"");
  BOOST_TEST(message(handmade(good + "\n", "", 1)) ==
             "CPython ended the script with exit code 1, where its JSON line says 0");
  BOOST_TEST(message(handmade("", "Traceback (most recent call last):\n", 1)) ==
             "CPython ended the script with exit code 1 before it printed the record's JSON line: Traceback (most "
             "recent call last):");
  BOOST_TEST(message(handmade("", "the run was stopped after 5 seconds\n", 124)) ==
             "CPython ended the script with exit code 124 before it printed the record's JSON line: the run was "
             "stopped after 5 seconds");
}

BOOST_AUTO_TEST_SUITE_END()
