// Whole runs against CPython 3.12: the reference scripts at many N (tests/golden/family.jsonl)
// and on custom fixture files (tests/golden/custom.jsonl), for all three implementations.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "evaluation.hpp"
#include "expected_message.hpp"
#include "golden_files.hpp"
#include "report_writers.hpp"

namespace bdata = boost::unit_test::data;
using fm::test::GoldenRun;

namespace {
void check_run(const GoldenRun& run, const fm::EvaluationRequest& request) {
  const auto report = fm::evaluate(request);
  BOOST_TEST_REQUIRE(report.ok(), fm::test::message_of(report));
  BOOST_TEST(fm::report_json(*report) + "\n" == run.stdout_text);
  BOOST_TEST(report->exit_code() == run.exit_code);
}
}  // namespace

BOOST_AUTO_TEST_SUITE(golden_runs)

BOOST_DATA_TEST_CASE(family_of_n_matches_cpython, bdata::make(fm::test::golden_runs("golden/family.jsonl")), run) {
  check_run(run, {run.implementation, run.n, std::nullopt});
}

BOOST_DATA_TEST_CASE(custom_fixtures_match_cpython, bdata::make(fm::test::golden_runs("golden/custom.jsonl")), run) {
  check_run(run, {run.implementation, std::nullopt, fm::test::read_text("data/fixtures/" + run.file)});
}

BOOST_AUTO_TEST_SUITE_END()
