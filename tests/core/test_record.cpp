// The record's own figures: every fixture x implementation, compared with the published
// observations (tests/golden/record/, copied from the record), and the repair on every check.
#include <sstream>

#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checks.hpp"
#include "evaluation.hpp"
#include "golden_files.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "record_checks.hpp"
#include "report_writers.hpp"

namespace bdata = boost::unit_test::data;

namespace {

const char* const kRecordFixtures[] = {"unequal weight mass", "unit weights", "one batch", "zero total weight", "empty",
                                       "zero loss",           "three batches"};

fm::Report report_for(const std::string& implementation, const std::string& n = "1") {
  auto report = fm::evaluate({implementation, n, std::nullopt});
  if (!report) throw std::runtime_error(report.error().message);
  return *report;
}

// The published observation of one check, from the reference's own output line.
struct Published {
  std::string actual;
  std::string expected;
  bool passed;
};
Published published(const std::string& file, std::size_t index) {
  // Numbers are read as the literals the reference printed ("3.0" stays "3.0").
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseNumbersAsStringsFlag>(fm::test::read_text("golden/record/" + file).c_str());
  const auto& o = doc["observations"][static_cast<rapidjson::SizeType>(index)];
  return {o["actual"].GetString(), o["expected"].GetString(), o["passed"].GetBool()};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(record)

BOOST_DATA_TEST_CASE(each_fixture_matches_the_published_observation,
                     bdata::make(std::vector<std::string>{"broken", "unsuccessful-fix"}) *
                         bdata::xrange(std::size(kRecordFixtures)),
                     implementation, index) {
  const std::string file =
      implementation == "broken" ? "the_failure.observations.json" : "the_unsuccessful_fix.observations.json";
  const fm::Report report = report_for(implementation);
  const fm::Observation& ours = report.observations.at(index);
  const Published theirs = published(file, index);
  BOOST_TEST(ours.check == kRecordFixtures[index]);
  BOOST_TEST(fm::json_number(ours.actual) == theirs.actual);
  BOOST_TEST(fm::json_number(ours.expected) == theirs.expected);
  BOOST_TEST(ours.passed == theirs.passed);
}

BOOST_DATA_TEST_CASE(the_repair_passes_every_check, bdata::xrange(std::size(kRecordFixtures)), index) {
  const fm::Report report = report_for("repair");
  const fm::Observation& o = report.observations.at(index);
  BOOST_TEST(o.check == kRecordFixtures[index]);
  BOOST_TEST(o.passed,
             o.check << ": actual " << fm::repr_value(o.actual) << ", expected " << fm::repr_value(o.expected));
}

BOOST_AUTO_TEST_CASE(json_lines_equal_the_reference_output_byte_for_byte) {
  BOOST_TEST(fm::report_json(report_for("broken")) + "\n" ==
             fm::test::read_text("golden/record/the_failure.observations.json"));
  BOOST_TEST(fm::report_json(report_for("unsuccessful-fix")) + "\n" ==
             fm::test::read_text("golden/record/the_unsuccessful_fix.observations.json"));
}

BOOST_AUTO_TEST_CASE(markdown_tables_equal_the_record) {
  BOOST_TEST(fm::report_markdown(report_for("broken")) == fm::test::read_text("golden/record/the_failure.md"));
  BOOST_TEST(fm::report_markdown(report_for("unsuccessful-fix")) ==
             fm::test::read_text("golden/record/the_unsuccessful_fix.md"));
}

BOOST_AUTO_TEST_CASE(verdicts_and_exit_codes_follow_the_reference) {
  BOOST_TEST(report_for("broken").exit_code() == 1);
  BOOST_TEST(report_for("broken").passed_count() == 3u);
  BOOST_TEST(report_for("unsuccessful-fix").exit_code() == 1);
  BOOST_TEST(report_for("unsuccessful-fix").passed_count() == 4u);
  BOOST_TEST(report_for("repair").exit_code() == 0);
}

// The contract holds for every non-zero int N: 14N/4N, 6N/2N, 9N/3N, 8N/4N and 15N/7 are
// correctly rounded divisions of exact ints, equal to the expected values built the same way.
BOOST_DATA_TEST_CASE(the_repair_passes_at_every_nonzero_int_n,
                     bdata::xrange(-300, 301) +
                         bdata::make(std::vector<long long>{1000003, 123456789, -987654321, 600479950316065}),
                     n) {
  if (n == 0) return;
  const fm::Report report = report_for("repair", std::to_string(n));
  BOOST_TEST(report.passed, "N = " << n << ": " << fm::report_json(report));
}

BOOST_AUTO_TEST_CASE(n_zero_makes_the_repair_fail_where_mass_is_zero) {
  const fm::Report report = report_for("repair", "0");
  BOOST_TEST(!report.passed);
  BOOST_TEST(!report.observations[0].passed);  // 0.0 (zero mass) against 3.5
}

BOOST_AUTO_TEST_CASE(an_n_that_leaves_the_int_range_is_refused_naming_the_term) {
  const auto report = fm::evaluate({"repair", std::string("4503599627370496"), std::nullopt});
  BOOST_TEST_REQUIRE(!report.ok());
  BOOST_TEST(report.error().field == "n");
  BOOST_TEST(report.error().message.find("fixture \"unequal weight mass\": 12*N") != std::string::npos,
             report.error().message);
}

// The fixtures come from the record's script, read at build time: its check() lines, in its order,
// each split into its label and arguments so that they put the line together again.
BOOST_AUTO_TEST_CASE(the_fixtures_are_the_check_lines_of_the_record_script) {
  std::vector<std::string> expected;
  std::istringstream script(fm::test::read_text("reference/the_unsuccessful_fix.py"));
  for (std::string line; std::getline(script, line);) {
    if (line.rfind("check(", 0) == 0) expected.push_back(line);
  }
  const auto& checks = fm::kRecordChecks;
  BOOST_TEST_REQUIRE(std::size(checks) == expected.size());
  const auto joined = [](std::string_view items) {
    std::string out;
    for (const std::string_view term : fm::list_items(items)) out += (out.empty() ? "" : ",") + std::string(term);
    return out;
  };
  for (std::size_t i = 0; i < std::size(checks); ++i) {
    const fm::RecordCheck& check = checks[i];
    BOOST_TEST(std::string(check.line) == expected[i]);
    BOOST_TEST(check.label == kRecordFixtures[i]);
    BOOST_TEST("check('" + std::string(check.label) + "',solve([" + joined(check.weighted_sums) + "],[" +
                   joined(check.weight_sums) + "])," + std::string(check.expected) + ")" ==
               expected[i]);
  }
  BOOST_TEST(checks[6].expected == "15*N/7");
  BOOST_TEST(fm::list_items(checks[4].weighted_sums).empty());
  BOOST_TEST(fm::list_items(checks[6].weighted_sums) == (std::vector<std::string_view>{"N", "6*N", "8*N"}),
             boost::test_tools::per_element());
}

// Left to right, as Python: 15*N/7 at N = 0.1 is (15*0.1)/7, not 15*(0.1/7) (CPython:
// 0.21428571428571427 and 0.2142857142857143; the record's script computes the first).
BOOST_AUTO_TEST_CASE(an_expression_in_n_is_computed_left_to_right) {
  const auto n = fm::parse_python_literal("0.1").value();
  BOOST_TEST(fm::repr_value(fm::evaluate_in_n("15*N/7", n).value()) == "0.21428571428571427");
  BOOST_TEST(fm::repr_value(fm::evaluate_in_n("3.5", n).value()) == "3.5");
  BOOST_TEST(fm::repr_value(fm::evaluate_in_n("3", n).value()) == "3");
  const auto bad = fm::evaluate_in_n("2*M", n);
  BOOST_TEST_REQUIRE(!bad);
  BOOST_TEST(bad.error().message.rfind("2*M: ", 0) == 0, bad.error().message);
}

BOOST_AUTO_TEST_SUITE_END()
