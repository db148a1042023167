// The widget's exploration: explanations of each row, comparison modes, editor fields and the
// shareable link state.
#include <boost/test/unit_test.hpp>
#include <cmath>

#include "comparison.hpp"
#include "evaluation.hpp"
#include "expected_message.hpp"
#include "explanation.hpp"
#include "exploration.hpp"
#include "fixture_fields.hpp"
#include "fragment_state.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "report_writers.hpp"

namespace {

fm::PyValue f(double v) { return fm::PyValue::make_float(v); }
fm::PyValue i(std::int64_t v) { return fm::PyValue::make_int(v).value(); }

// The explanation of one row of the record's table for an implementation at N.
fm::Explanation row(const std::string& implementation, const std::string& n, std::size_t index) {
  const fm::EvaluationRequest request{implementation, n, std::nullopt};
  const auto fixtures = fm::request_fixtures(request).value();
  const auto report = fm::evaluate(request).value();
  return fm::explain(*fm::find_implementation(implementation), fixtures.at(index), report.observations.at(index));
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

BOOST_AUTO_TEST_SUITE(explanations)

BOOST_AUTO_TEST_CASE(the_failure_passes_unit_weights_only_because_mass_equals_count) {
  const auto why = row("broken", "1", 1);
  BOOST_TEST(why.batches == 2u);
  BOOST_TEST(why.mass == "2");
  BOOST_TEST(why.contract == "3.0");
  BOOST_TEST(contains(why.reason, "weight mass (2) equals the batch count (2)"), why.reason);
}

BOOST_AUTO_TEST_CASE(the_failure_divides_by_the_count_instead_of_the_mass) {
  const auto why = row("broken", "1", 0);
  BOOST_TEST(why.mass == "4");
  BOOST_TEST(contains(why.reason, "batch count (2) instead of the weight mass (4): 7.0 where the contract gives 3.5"),
             why.reason);
}

BOOST_AUTO_TEST_CASE(the_mean_of_means_matches_when_every_batch_has_the_same_mean) {
  BOOST_TEST(contains(row("unsuccessful-fix", "1", 2).reason, "same per-example mean"));  // one batch
  BOOST_TEST(contains(row("unsuccessful-fix", "1", 1).reason, "same mass (1)"));          // unit weights
  const auto why = row("unsuccessful-fix", "1", 0);  // means 2.0 and 4.0, masses 1 and 3
  BOOST_TEST(contains(why.reason, "per-batch means (2.0, 4.0)"), why.reason);
  BOOST_TEST(contains(why.reason, "whatever its mass (1, 3)"), why.reason);
}

BOOST_AUTO_TEST_CASE(the_mean_of_means_matches_when_all_batches_have_equal_mass) {
  const fm::Fixture fixture{"equal mass", {i(2), i(6)}, {i(2), i(2)}, f(2.0)};
  const auto* implementation = fm::find_implementation("unsuccessful-fix");
  const auto report = fm::run_checks(*implementation, {fixture}).value();
  BOOST_TEST(report.passed);
  BOOST_TEST(contains(fm::explain(*implementation, fixture, report.observations[0]).reason, "same mass (2)"));
}

BOOST_AUTO_TEST_CASE(the_repair_fails_at_n_0_1_by_units_in_the_last_place) {
  const auto why = row("repair", "0.1", 1);  // 3.0000000000000004 against 3
  BOOST_TEST(why.ulps.value() == 1u);
  BOOST_TEST(contains(why.reason, "1 unit in the last place from the expected 3"), why.reason);
  BOOST_TEST(contains(row("repair", "0.1", 6).reason, "2 units in the last place"));
}

BOOST_AUTO_TEST_CASE(zero_mass_yields_zero) {
  const auto why = row("repair", "0", 0);
  BOOST_TEST(why.mass == "0");
  BOOST_TEST(contains(why.reason, "weight mass is zero, so the contract gives 0.0; the fixture expects 3.5"),
             why.reason);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(comparison)

BOOST_AUTO_TEST_CASE(ulp_distance_counts_doubles_between) {
  BOOST_TEST(fm::ulp_distance(f(1.0), f(std::nextafter(1.0, 2.0))).value() == 1u);
  BOOST_TEST(fm::ulp_distance(f(-0.0), f(0.0)).value() == 0u);
  BOOST_TEST(fm::ulp_distance(f(-5e-324), f(5e-324)).value() == 2u);
  BOOST_TEST(fm::ulp_distance(i(3), f(3.0000000000000004)).value() == 1u);
  BOOST_TEST(!fm::ulp_distance(f(NAN), f(1.0)).has_value());
}

BOOST_AUTO_TEST_CASE(tolerance_is_math_isclose_with_no_absolute_term) {
  BOOST_TEST(fm::within_tolerance(f(1.0 + 1e-10), i(1), 1e-9));
  BOOST_TEST(!fm::within_tolerance(f(1.0 + 1e-8), i(1), 1e-9));
  BOOST_TEST(fm::within_tolerance(f(INFINITY), f(INFINITY), 1e-9));
  BOOST_TEST(!fm::within_tolerance(f(INFINITY), f(1e308), 1e-9));
  BOOST_TEST(!fm::within_tolerance(f(NAN), f(NAN), 1e-9));
  BOOST_TEST(!fm::within_tolerance(f(1e-300), i(0), 1e-9));
}

BOOST_AUTO_TEST_CASE(tolerance_mode_separates_rounding_from_real_failures) {
  fm::ExploreRequest request;
  request.n = "0.1";
  request.comparison.mode = fm::Comparison::Mode::Tolerance;
  const std::string view = fm::explore_json(request).value();
  BOOST_TEST(contains(view, "\"toleranceSummary\": \"7 of 7 checks within a relative tolerance of 1e-09\""));
  BOOST_TEST(contains(view, "\"summary\": \"4 of 7 checks pass · exit 1\""));  // the reference's exact verdict
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(editor_fields)

BOOST_AUTO_TEST_CASE(fields_round_trip_to_the_same_results) {
  const auto fixtures = fm::record_fixtures(fm::parse_python_literal("0.1").value()).value();
  std::vector<fm::FixtureFields> fields;
  for (const auto& fixture : fixtures) fields.push_back(fm::fields_of(fixture));
  BOOST_TEST(fields[0].weighted_sums == "0.2, 1.2000000000000002");
  BOOST_TEST(fields[4].weight_sums == "");
  const auto back = fm::fixtures_from_fields(fields);
  BOOST_TEST_REQUIRE(back.ok(), fm::test::message_of(back));
  for (const auto& implementation : fm::implementations()) {
    BOOST_TEST(fm::report_json(fm::run_checks(implementation, *back).value()) ==
               fm::report_json(fm::run_checks(implementation, fixtures).value()));
  }
}

BOOST_AUTO_TEST_CASE(bad_fields_name_the_field) {
  const auto error = [](fm::FixtureFields f) { return fm::fixtures_from_fields({f}).error(); };
  BOOST_TEST(error({"a", "1, x", "1, 1", "1"}).field == "fixtures[0].weighted_sums");
  BOOST_TEST(contains(error({"a", "1, x", "1, 1", "1"}).message, "item 2: \"x\" is not a number"));
  BOOST_TEST(contains(error({"a", "1,,2", "1, 1, 1", "1"}).message, "item 2 is empty"));
  BOOST_TEST(error({"a", "1, 2", "1", "1"}).field == "fixtures[0].weight_sums");
  BOOST_TEST(error({"a", "1", "1", ""}).field == "fixtures[0].expected");
  BOOST_TEST(error({"a", "1", "1", "inf"}).field == "fixtures[0].expected");
  BOOST_TEST(error({"a", "1e999", "1", "1"}).field == "fixtures[0].weighted_sums");
  BOOST_TEST(error({std::string(501, 'x'), "1", "1", "1"}).field == "fixtures[0].check");
  BOOST_TEST_REQUIRE(fm::fixtures_from_fields({}).ok());  // no rows: no checks, as a document's "fixtures": []
  const std::string many(600000, '1');                    // two such lists pass each row's checks but not the total
  BOOST_TEST(contains(fm::fixtures_from_fields({{"a", many, "1", "1"}, {"b", many, "1", "1"}}).error().message,
                      "the limit is 1048576"));
  BOOST_TEST(fm::fixtures_from_fields(std::vector<fm::FixtureFields>(1001, {"a", "1", "1", "1"})).error().field ==
             "fixtures");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fragment_state)

BOOST_AUTO_TEST_CASE(reads_n_fixtures_and_mode) {
  const auto state = fm::read_fragment("#n=0.1&mode=tolerance&tolerance=1e-6").value();
  BOOST_TEST(state.n.value() == "0.1");
  BOOST_TEST(state.mode.value() == "tolerance");
  BOOST_TEST(state.tolerance.value() == "1e-6");
  BOOST_TEST(!state.fixtures.has_value());
  BOOST_TEST(!fm::read_fragment("").value().n.has_value());
  BOOST_TEST(!fm::read_fragment("#").value().n.has_value());
}

BOOST_AUTO_TEST_CASE(a_fixtures_document_survives_the_round_trip) {
  const std::string document =
      R"({"fixtures": [{"check": "ü & <b>|%", "weighted_sums": [1, 0.5], "weight_sums": [2, 3], "expected": 1}]})";
  fm::FragmentState state;
  state.fixtures = document;
  const std::string link = fm::write_fragment(state);
  BOOST_TEST(link.find_first_of("\"{} <>&|") == std::string::npos, link);
  BOOST_TEST(fm::read_fragment(link).value().fixtures.value() == document);
}

BOOST_AUTO_TEST_CASE(a_solve_source_survives_the_round_trip_beside_n) {
  const std::string code = "def solve(weighted_sums, weight_sums):\n    return sum(weighted_sums) / 2  # ü & #x=1\n";
  fm::FragmentState state;
  state.n = "0.1";
  state.solve = code;
  const std::string link = fm::write_fragment(state);
  BOOST_TEST(link.rfind("#n=0.1&solve=def%20solve", 0) == 0, link);
  BOOST_TEST(link.find_first_of(" #&\n", 1) == link.find('&'), link);
  const auto read = fm::read_fragment(link).value();
  BOOST_TEST(read.solve.value() == code);
  BOOST_TEST(read.n.value() == "0.1");
  BOOST_TEST(fm::fragment_state_json(read).find("\"solve\": \"def solve") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_solve_source_over_16_KiB_is_refused_with_its_size) {
  BOOST_TEST(fm::read_fragment("#solve=" + std::string(16384, 'x')).value().solve->size() == 16384u);
  const auto error = fm::read_fragment("#solve=" + std::string(16385, 'x')).error();
  BOOST_TEST(error.field == "solve");
  BOOST_TEST(error.message == "the code is 16385 bytes; the limit is 16384");
  // The limit is on the decoded code: 16,384 bytes written as %-escapes is within it.
  std::string escaped;
  for (int i = 0; i < 16384; ++i) escaped += "%41";
  BOOST_TEST(fm::read_fragment("#solve=" + escaped).value().solve->size() == 16384u);
}

BOOST_AUTO_TEST_CASE(bad_links_are_refused_with_a_reason) {
  BOOST_TEST(contains(fm::read_fragment("#n=%zz").error().message, "broken %-escape"));
  BOOST_TEST(contains(fm::read_fragment("#n=%F").error().message, "broken %-escape"));
  BOOST_TEST(contains(fm::read_fragment("#n=%FF").error().message, "not valid UTF-8"));
  BOOST_TEST(contains(fm::read_fragment("#x=1").error().message, "unknown key \"x\""));
  BOOST_TEST(contains(fm::read_fragment("#n").error().message, "has no value"));
  BOOST_TEST(contains(fm::read_fragment("#n=1&n=2").error().message, "given twice"));
  BOOST_TEST(contains(fm::read_fragment("#n=1&fixtures=x").error().message, "not both"));
  BOOST_TEST(contains(fm::read_fragment("#n=" + std::string(10 << 20, '1')).error().message, "the limit is 4194304"));
}

BOOST_AUTO_TEST_SUITE_END()
