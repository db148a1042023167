// The "Try your own fix" panel's call: a reader's solve() as a report view, or its error at its
// line, under the page's limits.
#include <boost/test/unit_test.hpp>

#include <string>

#include "solve_view.hpp"

namespace {
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
fm::EvaluationRequest at_n(const char* n) { return fm::EvaluationRequest{"", std::string(n), std::nullopt}; }
}  // namespace

BOOST_AUTO_TEST_SUITE(tryfix_view)

BOOST_AUTO_TEST_CASE(the_prefilled_unsuccessful_fix_fails_as_published) {
  const std::string view = fm::solve_view_json(fm::unsuccessful_fix_solve_source(), at_n("1")).value();
  BOOST_TEST(contains(view, "\"implementation\": \"yours\""), view);
  BOOST_TEST(contains(view, "\"summary\": \"4 of 7 checks pass \xC2\xB7 exit 1\""), view);
  BOOST_TEST(contains(view, "\"error\": null"), view);
}

BOOST_AUTO_TEST_CASE(the_repair_as_solve_passes_every_check) {
  const std::string repair =
      "def solve(weighted_sums, weight_sums):\n    mass = sum(weight_sums)\n    return sum(weighted_sums) / mass if "
      "mass else 0.0\n";
  const std::string view = fm::solve_view_json(repair, at_n("1")).value();
  BOOST_TEST(contains(view, "7 of 7 checks pass"), view);
}

BOOST_AUTO_TEST_CASE(errors_name_their_line_and_column) {
  const std::string raised = fm::solve_view_json("def solve(a, b):\n    return 1 / 0\n", at_n("1")).value();
  BOOST_TEST(
      contains(
          raised,
          "\"kind\": \"exception\", \"type\": \"ZeroDivisionError\", \"message\": \"division by zero\", \"line\": 2"),
      raised);
  BOOST_TEST(contains(raised, "\"report\": null"), raised);
  const std::string refused = fm::solve_view_json("def solve(a, b):\n    return {x for x in a}\n", at_n("1")).value();
  BOOST_TEST(contains(refused, "\"kind\": \"unsupported\""), refused);
  BOOST_TEST(contains(refused, "\"line\": 2, \"column\": 12"), refused);  // at the opening brace
}

BOOST_AUTO_TEST_CASE(an_endless_loop_stops_at_the_page_limit) {
  const std::string view = fm::solve_view_json("def solve(a, b):\n    while True:\n        pass\n", at_n("1")).value();
  BOOST_TEST(contains(view, "\"kind\": \"limit\""), view);
  BOOST_TEST(contains(view, "200000"), view);
}

// The same big list many times over: its text is refused as it grows, not once it is written
// (it would be ~50 MB and take seconds).
BOOST_AUTO_TEST_CASE(text_of_an_aliased_list_stops_at_the_memory_limit) {
  for (const char* body : {"len(json.dumps([[1.5] * 100000] * 100))", "len(repr([[1.5] * 100000] * 100))",
                           "len(str([{1: [0.5] * 100000}] * 100))"}) {
    const std::string code = std::string("import json\ndef solve(a, b):\n    return ") + body + "\n";
    const std::string view = fm::solve_view_json(code, at_n("1")).value();
    BOOST_TEST(contains(view, "the program used more than 8 MiB (the memory limit)"), view);
  }
}

BOOST_AUTO_TEST_CASE(bad_input_names_its_field) {
  BOOST_TEST(fm::solve_view_json("def solve(a, b):\n    return 0\n", at_n("x")).error().field == "n");
  BOOST_TEST(fm::solve_view_json(std::string(fm::kMaxSolveBytes + 1, ' '), at_n("1")).error().field == "solve");
}

BOOST_AUTO_TEST_SUITE_END()
