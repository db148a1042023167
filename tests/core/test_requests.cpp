// The requests of the calls across the WebAssembly boundary (one JSON object each) and the
// envelope every call answers: what each reads, and the field and words of each refusal.
#include <boost/test/unit_test.hpp>

#include "answer_envelope.hpp"
#include "evaluation.hpp"
#include "exploration.hpp"
#include "json_request.hpp"
#include "page_requests.hpp"
#include "train_request.hpp"
#include "tryfix_requests.hpp"

namespace {

// The refusal of a request reader: "field: message".
template <class T>
std::string refusal(const fm::Expected<T>& read) {
  return read.ok() ? std::string("(accepted)") : read.error().field + ": " + read.error().message;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(json_requests)

BOOST_AUTO_TEST_CASE(a_request_is_one_object_of_known_keys) {
  std::optional<std::string> n;
  BOOST_TEST(refusal(fm::read_request("[1]", {{"n", &n}})) == "request: expected an object, got an array");
  BOOST_TEST(refusal(fm::read_request("{\"n\": \"1\", \"m\": 2}", {{"n", &n}}, {"fixtures"})) ==
             "request: unknown key \"m\"; the keys are n, fixtures");
  BOOST_TEST(refusal(fm::read_request("{\"n\": ", {{"n", &n}})).rfind("request: line 1, column 7", 0) == 0u);
  BOOST_TEST(fm::read_request("{}", {{"n", &n}}).ok());
  BOOST_TEST(!n.has_value());
}

BOOST_AUTO_TEST_CASE(members_are_read_as_their_type_and_null_is_not_absent) {
  std::optional<std::string> text;
  std::optional<std::string> required;
  BOOST_TEST(fm::read_request("{\"t\": \"x\", \"r\": \"y\"}", {{"t", &text}, {"r", &required, "an id", true}}).ok());
  BOOST_TEST(text.value() == "x");
  BOOST_TEST(required.value() == "y");
  BOOST_TEST(refusal(fm::read_request("{\"t\": null}", {{"t", &text, "text such as \"0.1\""}})) ==
             "t: expected text such as \"0.1\", got null");
  BOOST_TEST(refusal(fm::read_request("{\"t\": 32}", {{"t", &text}})) == "t: expected text, got a number");
  BOOST_TEST(refusal(fm::read_request("{}", {{"t", &text}, {"r", &required, "an id", true}})) ==
             "r: missing: expected an id");

  const auto read = fm::read_request(
      "{\"b\": true, \"i\": 32, \"f\": 2.5, \"e\": 1e3, \"big\": 4294967299, \"neg\": -3, \"t\": \"x\", \"z\": null}",
      {}, {"b", "i", "f", "e", "big", "neg", "t", "z"});
  BOOST_REQUIRE(read.ok());
  const fm::JsonNode& request = *read;
  BOOST_TEST(fm::has_member(request, "z"));
  BOOST_TEST(!fm::has_member(request, "absent"));
  bool flag = false;
  BOOST_TEST(fm::read_boolean(request, "b", flag).ok());
  BOOST_TEST(flag);
  BOOST_TEST(refusal(fm::read_boolean(request, "t", flag)) == "t: expected true or false, got a string");
  std::int64_t number = 7;
  BOOST_TEST(fm::read_whole_number(request, "absent", 1, 64, number).ok());
  BOOST_TEST(number == 7);
  BOOST_TEST(fm::read_whole_number(request, "i", 1, 64, number).ok());
  BOOST_TEST(number == 32);
  BOOST_TEST(fm::read_whole_number(request, "neg", -5, 5, number).ok());
  BOOST_TEST(number == -3);
  BOOST_TEST(refusal(fm::read_whole_number(request, "f", 1, 64, number)) ==
             "f: expected a whole number from 1 to 64, got 2.5");
  BOOST_TEST(refusal(fm::read_whole_number(request, "e", 1, 2000, number)) ==
             "e: expected a whole number from 1 to 2000, got 1e3");
  BOOST_TEST(refusal(fm::read_whole_number(request, "big", 1, 64, number)) ==
             "big: expected a whole number from 1 to 64, got 4294967299");
  BOOST_TEST(refusal(fm::read_whole_number(request, "z", 1, 64, number)) ==
             "z: expected a whole number from 1 to 64, got null");
}

BOOST_AUTO_TEST_CASE(the_envelope_is_written_by_the_json_writer) {
  BOOST_TEST(fm::ok_envelope("[1, 2]") == "{\"ok\": true, \"value\": [1, 2]}");
  BOOST_TEST(fm::error_envelope(fm::Error{"say \"why\"\n", "n"}) ==
             "{\"ok\": false, \"field\": \"n\", \"message\": \"say \\\"why\\\"\\n\"}");
  BOOST_TEST(fm::envelope(fm::Expected<std::string>(fm::Error{"bad", ""})) ==
             "{\"ok\": false, \"field\": \"\", \"message\": \"bad\"}");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(page_requests)

BOOST_AUTO_TEST_CASE(run_reads_an_implementation_and_n_or_fixtures) {
  const auto run = fm::read_run_request("{\"implementation\": \"repair\", \"n\": \"0.1\"}");
  BOOST_REQUIRE(run.ok());
  BOOST_TEST(run->implementation == "repair");
  BOOST_TEST(run->n.value() == "0.1");
  BOOST_TEST(!run->fixtures.has_value());
  const auto document = fm::read_run_request("{\"implementation\": \"broken\", \"fixtures\": \"{}\"}");
  BOOST_TEST(document->fixtures.value() == "{}");
  BOOST_TEST(!document->n.has_value());
  BOOST_TEST(refusal(fm::read_run_request("{}")) == "implementation: missing: expected an id such as \"repair\"");
  BOOST_TEST(refusal(fm::read_run_request("{\"implementation\": 3}")) ==
             "implementation: expected an id such as \"repair\", got a number");
  BOOST_TEST(refusal(fm::read_run_request("{\"implementation\": \"repair\", \"n\": 0.1}")) ==
             "n: expected text, a Python int or float literal such as \"0.1\", got a number");
  BOOST_TEST(refusal(fm::read_run_request("{\"implementation\": \"repair\", \"N\": \"1\"}")) ==
             "request: unknown key \"N\"; the keys are implementation, n, fixtures");
}

BOOST_AUTO_TEST_CASE(inputs_of_which_a_call_takes_one_are_refused_in_one_sentence) {
  BOOST_TEST(refusal(fm::read_explore_request("{\"n\": \"1\", \"fixtures\": \"{}\"}")) ==
             "request: n, fields and fixtures cannot be combined; give one");
  BOOST_TEST(
      refusal(fm::request_fixtures(
          fm::read_run_request("{\"implementation\": \"repair\", \"n\": \"1\", \"fixtures\": \"{}\"}").value())) ==
      "n: N (the record's fixtures at N) and custom fixtures cannot be combined; give one");
  BOOST_TEST(fm::cannot_be_combined({"--impl", "--solve"}).message ==
             "--impl and --solve cannot be combined; give one");
}

BOOST_AUTO_TEST_CASE(fragments_read_and_write_by_request) {
  BOOST_TEST(fm::read_fragment_request("{\"fragment\": \"#n=2\"}").value() == "#n=2");
  BOOST_TEST(fm::read_fragment_request("{}").value() == "");
  BOOST_TEST(refusal(fm::read_fragment_request("{\"fragment\": null}")) ==
             "fragment: expected text such as \"#n=0.1\", got null");
  const auto state =
      fm::read_fragment_state_request("{\"n\": \"\", \"mode\": \"\", \"tolerance\": \"1e-9\", \"solve\": \"\"}");
  BOOST_REQUIRE(state.ok());
  BOOST_TEST(fm::write_fragment(*state) == "#n=&tolerance=1e-9");  // "" is a value of n; an empty solve is none
  BOOST_TEST(refusal(fm::read_fragment_state_request("{\"code\": \"x\"}")) ==
             "request: unknown key \"code\"; the keys are n, fixtures, mode, tolerance, solve");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(train_requests)

BOOST_AUTO_TEST_CASE(settings_are_python_literals_with_the_models_defaults) {
  const auto defaults = fm::read_train_request("{}");
  BOOST_REQUIRE(defaults.ok());
  const fm::TrainingConfig model_defaults;
  BOOST_TEST(defaults->config.accum == model_defaults.accum);
  BOOST_TEST(defaults->config.steps == model_defaults.steps);
  BOOST_TEST(defaults->config.learning_rate == model_defaults.learning_rate);
  BOOST_TEST(defaults->max_accum == 32);
  BOOST_TEST(defaults->sweep);
  const auto given = fm::read_train_request("{\"accum\": \"8\", \"lr\": \"0.05\", \"maxAccum\": 4, \"sweep\": false}");
  BOOST_REQUIRE(given.ok());
  BOOST_TEST(given->config.accum == 8);
  BOOST_TEST(given->config.learning_rate == 0.05);
  BOOST_TEST(given->max_accum == 4);
  BOOST_TEST(!given->sweep);
}

BOOST_AUTO_TEST_CASE(each_refusal_names_its_setting) {
  BOOST_TEST(refusal(fm::read_train_request("{\"accum\": 4}")) ==
             "accum: expected text, a Python literal such as \"4\", got a number");
  BOOST_TEST(refusal(fm::read_train_request("{\"accum\": \"0\"}"))
                 .rfind("accum: expected K, a whole number from 1 to 64", 0) == 0u);
  BOOST_TEST(refusal(fm::read_train_request("{\"steps\": \"2.5\"}")).rfind("steps: expected a whole number", 0) == 0u);
  BOOST_TEST(refusal(fm::read_train_request("{\"maxAccum\": 65}")) ==
             "maxAccum: expected a whole number from 1 to 64, got 65");
  BOOST_TEST(refusal(fm::read_train_request("{\"maxAccum\": 0.5}")) ==
             "maxAccum: expected a whole number from 1 to 64, got 0.5");
  BOOST_TEST(refusal(fm::read_train_request("{\"sweep\": 1}")) == "sweep: expected true or false, got a number");
  BOOST_TEST(refusal(fm::read_train_request("{\"K\": \"4\"}")) ==
             "request: unknown key \"K\"; the keys are accum, steps, seed, lr, unevenness, maxAccum, sweep");
}

BOOST_AUTO_TEST_CASE(the_answer_holds_the_run_at_k_and_the_sweep_when_asked) {
  auto request = fm::read_train_request("{\"accum\": \"4\", \"steps\": \"5\", \"maxAccum\": 3}").value();
  const std::string run = fm::training_json(fm::train(request.config).value(), true);
  const std::string sweep = fm::distance_sweep_json(request.config, 3).value();
  BOOST_TEST(fm::train_answer_json(request).value() == "{\"run\": " + run + ", \"sweep\": " + sweep + "}");
  BOOST_TEST(sweep.rfind("{\"accum\": [1, 2, 3], ", 0) == 0u);
  request.sweep = false;
  BOOST_TEST(fm::train_answer_json(request).value() == "{\"run\": " + run + ", \"sweep\": null}");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(tryfix_requests)

BOOST_AUTO_TEST_CASE(solve_reads_code_and_n_or_fixtures) {
  const auto solve = fm::read_solve_request("{\"code\": \"def solve(a, b): return 0\", \"n\": \"2\"}");
  BOOST_REQUIRE(solve.ok());
  BOOST_TEST(solve->code == "def solve(a, b): return 0");
  BOOST_TEST(solve->evaluation.n.value() == "2");
  BOOST_TEST(refusal(fm::read_solve_request("{\"code\": 42}")) ==
             "code: expected text, a Python file defining solve(), got a number");
  BOOST_TEST(refusal(fm::read_solve_request("{\"n\": \"1\"}")) ==
             "code: missing: expected text, a Python file defining solve()");
  BOOST_TEST(refusal(fm::read_solve_request("{\"code\": \"\", \"script\": \"\"}")) ==
             "request: unknown key \"script\"; the keys are code, n, fixtures");
}

BOOST_AUTO_TEST_CASE(a_cpython_run_needs_what_it_wrote_and_its_exit_code) {
  const auto run = fm::read_cpython_view_request(
      "{\"code\": \"x = 1\", \"fixtures\": \"{}\", \"out\": \"a\\n\", \"err\": \"\", \"exitCode\": 1}");
  BOOST_REQUIRE(run.ok());
  BOOST_TEST(run->solve.evaluation.fixtures.value() == "{}");
  BOOST_TEST(run->out == "a\n");
  BOOST_TEST(run->exit_code == 1);
  BOOST_TEST(refusal(fm::read_cpython_view_request("{\"code\": \"\", \"out\": \"\", \"err\": \"\"}")) ==
             "exitCode: missing: expected a whole number");
  BOOST_TEST(refusal(fm::read_cpython_view_request("{\"code\": \"\", \"out\": \"\", \"exitCode\": 0}")) ==
             "err: missing: expected text, what the run wrote to stderr");
  BOOST_TEST(
      refusal(fm::read_cpython_view_request("{\"code\": \"\", \"out\": \"\", \"err\": \"\", \"exitCode\": 1.5}")) ==
      "exitCode: expected a whole number from -2147483648 to 2147483647, got 1.5");
}

BOOST_AUTO_TEST_CASE(exec_reads_a_script_and_the_program_names_its_file) {
  BOOST_TEST(fm::read_exec_request("{\"script\": \"print(1)\"}").value() == "print(1)");
  BOOST_TEST(refusal(fm::read_exec_request("{}")) == "script: missing: expected text, a whole Python file");
  const auto program =
      fm::cpython_program_json(fm::read_solve_request("{\"code\": \"def solve(a, b):\\n  return 1\"}").value());
  BOOST_REQUIRE(program.ok());
  BOOST_TEST(program->find("\"program\": \"def solve(a, b):\\n  return 1\\n") != std::string::npos);
  BOOST_TEST(program->find("\"filename\": \"solve.py\"}") != std::string::npos);
  const auto bad_n = fm::cpython_program_json(fm::read_solve_request("{\"code\": \"\", \"n\": \"x\"}").value());
  BOOST_TEST(bad_n.error().field == "n");
}

BOOST_AUTO_TEST_SUITE_END()
