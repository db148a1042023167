// The line under a table that fails by float rounding alone (rounding_note.hpp), against what
// CPython 3.12 printed for each implementation at each N (tests/golden/family.jsonl): a report has
// the line exactly when it fails and every value CPython's == refused is math.isclose() to what it
// expects (|a - b| <= 1e-09 * max(|a|, |b|)), and the line names the widest distance in doubles.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstring>

#include "evaluation.hpp"
#include "expected_message.hpp"
#include "golden_files.hpp"
#include "rounding_note.hpp"

namespace bdata = boost::unit_test::data;
using fm::test::GoldenRun;

namespace {

// How many doubles apart two finite doubles of one sign are (their bit patterns' distance).
std::uint64_t doubles_apart(double a, double b) {
  std::int64_t x = 0;
  std::int64_t y = 0;
  std::memcpy(&x, &a, sizeof x);
  std::memcpy(&y, &b, sizeof y);
  return static_cast<std::uint64_t>(x > y ? x - y : y - x);
}

// What CPython's output says the line must be: nullopt for none, else the widest distance.
std::optional<std::uint64_t> rounding_only(const GoldenRun& run) {
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseNanAndInfFlag>(run.stdout_text.c_str(), run.stdout_text.size());
  BOOST_TEST_REQUIRE(!doc.HasParseError());
  if (run.exit_code == 0) return std::nullopt;
  std::uint64_t widest = 0;
  for (const auto& o : doc["observations"].GetArray()) {
    if (o["passed"].GetBool()) continue;
    if (!o["actual"].IsNumber() || !o["expected"].IsNumber()) return std::nullopt;
    const double a = o["actual"].GetDouble();
    const double b = o["expected"].GetDouble();
    if (!std::isfinite(a) || !std::isfinite(b) || std::fabs(a - b) > 1e-09 * std::fmax(std::fabs(a), std::fabs(b)))
      return std::nullopt;
    widest = std::max(widest, doubles_apart(a, b));
  }
  return widest;
}

std::string note_of(const GoldenRun& run) {
  const auto report = fm::evaluate({run.implementation, run.n, std::nullopt});
  BOOST_TEST_REQUIRE(report.ok(), fm::test::message_of(report));
  return fm::rounding_note(*report);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(rounding_note)

BOOST_DATA_TEST_CASE(a_line_exactly_where_cpython_fails_by_rounding_alone,
                     bdata::make(fm::test::golden_runs("golden/family.jsonl")), run) {
  const std::optional<std::uint64_t> widest = rounding_only(run);
  const std::string note = note_of(run);
  if (!widest) {
    BOOST_TEST(note == "");
    return;
  }
  const std::string units = std::to_string(*widest) + (*widest == 1 ? " unit " : " units ");
  BOOST_TEST(note.find(units + "in the last place") != std::string::npos, note);
  BOOST_TEST(note.find("all 7 checks pass.") != std::string::npos, note);
}

// Not a property of no run: the golden file holds failures of both kinds.
BOOST_AUTO_TEST_CASE(the_golden_runs_hold_both_kinds_of_failure) {
  std::size_t rounding = 0;
  std::size_t real = 0;
  for (const GoldenRun& run : fm::test::golden_runs("golden/family.jsonl")) {
    if (run.exit_code == 0) continue;
    (rounding_only(run) ? rounding : real) += 1;
  }
  BOOST_TEST(rounding > 0);
  BOOST_TEST(real > 0);
}

// The repair at N = 0.1, whose three failures CPython prints as 3.0000000000000004, 2.9999999999999996
// and 0.21428571428571433 (expected 3, 3 and 0.21428571428571427: 1, 1 and 2 doubles apart).
BOOST_AUTO_TEST_CASE(the_repair_at_a_tenth_reads_as_rounding) {
  const auto report = fm::evaluate({"repair", "0.1", std::nullopt});
  BOOST_TEST_REQUIRE(report.ok());
  BOOST_TEST(fm::rounding_note(*report) ==
             "Each failed check is at most 2 units in the last place from its expected value: float rounding, which "
             "exact == counts as a failure. Compared with a relative tolerance of 1e-09, all 7 checks pass.");
  // A tolerance narrower than the widest failure (2 doubles near 0.214: about 5.6e-17) has no line.
  BOOST_TEST(fm::rounding_note(*report, 1e-16) == "");
}

BOOST_AUTO_TEST_SUITE_END()
