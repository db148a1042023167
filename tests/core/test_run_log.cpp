// Run logs: the one-pass totals equal the three implementations on the same lists; logs give
// CPython 3.12's answers (tests/golden/logs.jsonl); bad logs name the line.
#include <boost/test/unit_test.hpp>
#include <random>

#include "golden_files.hpp"
#include "implementations.hpp"
#include "py_repr.hpp"
#include "run_log.hpp"

namespace {
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
std::string error_of(const std::string& log) {
  const auto result = fm::check_log(log);
  return result ? "" : result.error().message;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(run_log)

BOOST_AUTO_TEST_CASE(a_logs_float_sums_equal_the_implementations_on_lists) {
  // The two ways the contract is computed (FloatSums, fed a log's rows; solve_*, on lists of Python
  // numbers) agree bit for bit, also where `if w` and `if mass` matter: -0.0, nan, infinities,
  // masses of both signs that cancel, overflow.
  std::mt19937_64 engine(11);
  const double specials[] = {0.0,    -0.0,    std::nan(""), HUGE_VAL, -HUGE_VAL, 1e308, -1e308,
                             5e-324, -5e-324, 1.0,          -1.0,     0.5,       3.0};
  const auto draw = [&engine, &specials](int kind) {
    const double u = static_cast<double>(engine() >> 11) * 0x1.0p-53;
    switch (kind) {
      case 0: return u;
      case 1: return std::round(u * 10) / 10 - 0.5;  // tenths of both signs
      case 2: return specials[engine() % (sizeof specials / sizeof specials[0])];
      default: return (u - 0.5) * 1e16;
    }
  };
  for (int trial = 0; trial < 20000; ++trial) {
    fm::FloatSums sums;
    std::vector<fm::PyValue> weighted_sums, weight_sums;
    const int size = static_cast<int>(engine() % 12);
    for (int i = 0; i < size; ++i) {
      const double s = draw(static_cast<int>(engine() % 4));
      // A mass that cancels an earlier one now and then: sum(weight_sums) is then exactly 0.
      const double w =
          i > 0 && engine() % 5 == 0 ? -weight_sums.back().float_value() : draw(static_cast<int>(engine() % 4));
      sums.add(s, w);
      weighted_sums.push_back(fm::PyValue::make_float(s));
      weight_sums.push_back(fm::PyValue::make_float(w));
    }
    BOOST_TEST(fm::repr_value(fm::finish_broken(sums).value()) ==
                   fm::repr_value(fm::solve_broken(weighted_sums, weight_sums).value()),
               "trial " << trial);
    BOOST_TEST(fm::repr_value(fm::finish_unsuccessful_fix(sums).value()) ==
                   fm::repr_value(fm::solve_unsuccessful_fix(weighted_sums, weight_sums).value()),
               "trial " << trial);
    BOOST_TEST(fm::repr_value(fm::finish_repair(sums).value()) ==
                   fm::repr_value(fm::solve_repair(weighted_sums, weight_sums).value()),
               "trial " << trial);
  }
}

BOOST_AUTO_TEST_CASE(logs_match_cpython) {
  for (const std::string& line : fm::test::data_lines("golden/logs.jsonl")) {
    rapidjson::Document doc;
    doc.Parse(line.c_str());
    const std::string file = doc["file"].GetString();
    const auto result = fm::check_log(fm::test::read_text("data/logs/" + file));
    BOOST_TEST_REQUIRE(result.ok(), file);
    BOOST_TEST(fm::log_check_json(*result) + "\n" == std::string(doc["stdout"].GetString()), file);
  }
}

BOOST_AUTO_TEST_CASE(bad_logs_name_the_line) {
  // A log is refused whole only when no row can be read: its first bad row is named.
  const std::string none = " (no row could be read)";
  BOOST_TEST(contains(error_of(""), "the log is empty"));
  BOOST_TEST(contains(error_of("loss,lr\n1,2\n"), "line 1: the header needs the columns weighted_sum and weight_sum"));
  BOOST_TEST(contains(error_of("loss,lr\n1,2\n"), "this header's columns are: loss, lr"));
  BOOST_TEST(error_of("weighted_sum,weight_sum\n3\n1,x\n") ==
             "line 2: expected 2 fields as in the header, found 1" + none);
  BOOST_TEST(error_of("weighted_sum,weight_sum\n1,x\n") ==
             "line 2: weight_sum: could not convert string to float: \"x\"" + none);
  BOOST_TEST(contains(error_of("weighted_sum,weight_sum\n1__0,2\n"), "line 2: weighted_sum: could not convert"));
  BOOST_TEST(contains(error_of("weighted_sum,weight_sum\n0x10,2\n"), "line 2: weighted_sum"));
  BOOST_TEST(contains(error_of("weighted_sum,weight_sum\n0x1p3,2\n"), "line 2: weighted_sum"));  // strtod would take it
  BOOST_TEST(contains(error_of("weighted_sum,weight_sum\n1e5e5,2\n"), "line 2: weighted_sum"));
  BOOST_TEST(contains(error_of("weighted_sum,weight_sum\n1.5e+,2\n"), "line 2: weighted_sum"));
  BOOST_TEST(contains(error_of(std::string("weighted_sum,weight_sum\n1,2\0\n", 28)),
                      "line 2: weight_sum: could not convert string to float: \"2\\u0000\""));
  BOOST_TEST(contains(error_of("step,weighted_sum,weight_sum\n\xff,1,1\n"), "line 2: the text is not valid UTF-8"));
  BOOST_TEST(
      contains(error_of("weighted_sum,weight_sum,step\n1,1\n"), "line 2: expected 3 fields as in the header, found 2"));
}

BOOST_AUTO_TEST_CASE(logs_the_reference_reads_whatever_their_shape) {
  // Each answer is what tests/tools/check_log_reference.py prints under CPython 3.12 (the values
  // are exact in any Python): no rows; a column named twice (names.index: the first); a step
  // that comes back (a new group: the reference groups consecutive rows); NUL bytes where no
  // float() reads them; 100 columns before the ones read.
  const auto answer = [](const std::string& log) {
    const auto result = fm::check_log(log);
    return result ? fm::log_check_json(*result) : "error: " + result.error().message;
  };
  const std::string zeros = R"("results": {"broken": 0.0, "unsuccessful-fix": 0.0, "repair": 0.0})";
  BOOST_TEST(answer("weighted_sum,weight_sum\n") == R"({"batches": 0, )" + zeros + "}");
  BOOST_TEST(answer("step,weighted_sum,weight_sum\r\n\r\n \n") == R"({"batches": 0, )" + zeros + R"(, "steps": []})");
  BOOST_TEST(answer("weighted_sum,weight_sum,weight_sum,weighted_sum\n3,2,x,y\n") ==
             R"({"batches": 1, "results": {"broken": 3.0, "unsuccessful-fix": 1.5, "repair": 1.5}})");
  BOOST_TEST(
      answer("step,weighted_sum,weight_sum\n1,1,1\n2,4,2\n1,3,1\n") ==
      R"({"batches": 3, "results": {"broken": 2.6666666666666665, "unsuccessful-fix": 2.0, )"
      R"("repair": 2.0}, "steps": [{"step": "1", "batches": 1, "results": {"broken": 1.0, "unsuccessful-fix": 1.0, )"
      R"("repair": 1.0}}, {"step": "2", "batches": 1, "results": {"broken": 4.0, "unsuccessful-fix": 2.0, )"
      R"("repair": 2.0}}, {"step": "1", "batches": 1, "results": {"broken": 3.0, "unsuccessful-fix": 3.0, )"
      R"("repair": 3.0}}]})");
  BOOST_TEST(answer(std::string("weighted_sum,weight_sum,note,step\n1,2,a\0b,s\0t\n", 46)) ==
             R"({"batches": 1, "results": {"broken": 1.0, "unsuccessful-fix": 0.5, "repair": 0.5}, "steps": [{"step": )"
             R"("s\u0000t", "batches": 1, "results": {"broken": 1.0, "unsuccessful-fix": 0.5, "repair": 0.5}}]})");
  std::string wide;
  for (int c = 0; c < 100; ++c) wide += "c" + std::to_string(c) + ",";
  BOOST_TEST(answer(wide + "weighted_sum,weight_sum\n" + std::string(100, ',') + "1,4\n") ==
             R"({"batches": 1, "results": {"broken": 1.0, "unsuccessful-fix": 0.25, "repair": 0.25}})");
}

BOOST_AUTO_TEST_CASE(names_and_steps_are_stripped_of_spaces_tabs_and_carriage_returns_on_both_ends) {
  // The reference's strip(' \t\r'): a leading "\r" goes too. (Its output, from
  // tests/tools/check_log_reference.py; the values are exact in any Python.)
  const auto result = fm::check_log("\rstep,weighted_sum,\r weight_sum\n1,1,1\n\r1 ,2,1\n\r2,3,4\n");
  BOOST_TEST_REQUIRE(result.ok());
  BOOST_TEST(
      fm::log_check_json(*result) ==
      "{\"batches\": 3, \"results\": {\"broken\": 2.0, \"unsuccessful-fix\": 1.25, \"repair\": 1.0}, \"steps\": "
      "[{\"step\": \"1\", \"batches\": 2, \"results\": {\"broken\": 1.5, \"unsuccessful-fix\": 1.5, \"repair\": 1.5}}, "
      "{\"step\": \"2\", \"batches\": 1, \"results\": {\"broken\": 3.0, \"unsuccessful-fix\": 0.75, \"repair\": "
      "0.75}}]}");
}

BOOST_AUTO_TEST_CASE(fields_beyond_the_needed_columns_are_ignored_as_the_reference_does) {
  const auto result = fm::check_log("weighted_sum,weight_sum\n1,2,extra\n3,4\n");
  BOOST_TEST_REQUIRE(result.ok());
  BOOST_TEST(result->overall.batches == 2u);
}

BOOST_AUTO_TEST_CASE(the_display_view_carries_a_bounded_number_of_steps) {
  std::string log = "step,weighted_sum,weight_sum\n";
  for (int i = 0; i < 10005; ++i) log += std::to_string(i) + ",1,2\n";
  const std::string view = fm::log_check_json(fm::check_log(log).value(), true);
  BOOST_TEST(contains(view, "\"stepsTotal\": 10005"));
  BOOST_TEST(contains(view, "{\"step\": \"9999\""));
  BOOST_TEST(!contains(view, "{\"step\": \"10000\""));
  BOOST_TEST(contains(view, "\"relative_error\": {\"broken\": \"1.0\""));  // broken 1.0 vs repair 0.5
  BOOST_TEST(contains(view, "\"repair\": \"0.5\""));
}

BOOST_AUTO_TEST_CASE(logs_beyond_the_documented_limits_get_a_limit_message) {
  std::string rows = "weighted_sum,weight_sum\n";
  rows.reserve(17u << 20);
  for (std::size_t i = 0; i <= fm::LogLimits::kMaxRows; ++i) rows += "1,2\n";
  BOOST_TEST(contains(error_of(rows), "more than 4000000 micro-batches; the limit is 4000000"));
  std::string steps = "step,weighted_sum,weight_sum\n";
  for (std::size_t i = 0; i <= fm::LogLimits::kMaxSteps; ++i) steps += std::to_string(i) + ",1,2\n";
  BOOST_TEST(contains(error_of(steps), "more than 500000 steps; the limit is 500000"));
  BOOST_TEST(contains(error_of(std::string(fm::LogLimits::kMaxBytes + 1, ' ')), "the limit is 268435456 (256 MiB)"));
}

BOOST_AUTO_TEST_CASE(a_million_rows_are_within_the_limits) {
  std::string log = "step,weighted_sum,weight_sum\n";
  log.reserve(20u << 20);
  for (int i = 0; i < 1000000; ++i) log += std::to_string(i / 8) + ",0.5,1\n";
  const auto result = fm::check_log(log);
  BOOST_TEST_REQUIRE(result.ok());
  BOOST_TEST(result->overall.batches == 1000000u);
  BOOST_TEST(result->steps.size() == 125000u);
  BOOST_TEST(fm::repr_value(fm::finish_repair(result->overall).value()) == "0.5");
}

BOOST_AUTO_TEST_SUITE_END()
