// builtin sum() against CPython 3.12's answers (tests/golden/sum_corpus.tsv, made by CPython).
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "golden_files.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "py_sum.hpp"

namespace {

struct SumCase {
  std::string items;
  std::string python312;
  std::string naive;
};
std::ostream& operator<<(std::ostream& out, const SumCase& c) { return out << "sum([" << c.items << "])"; }

std::vector<SumCase> sum_cases() {
  std::vector<SumCase> cases;
  for (const std::string& line : fm::test::data_lines("golden/sum_corpus.tsv")) {
    const auto columns = fm::test::split(line, '\t');
    cases.push_back({columns.at(0), columns.at(1), columns.at(2)});
  }
  return cases;
}

std::vector<fm::PyValue> parse_items(const std::string& text) {
  std::vector<fm::PyValue> items;
  for (const std::string& literal : fm::test::split(text, ' ')) {
    if (literal.empty()) continue;
    auto value = fm::parse_python_literal(literal);
    if (!value) throw std::runtime_error("corpus item " + literal + ": " + value.error().message);
    items.push_back(*value);
  }
  return items;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(py_sum)

BOOST_DATA_TEST_CASE(matches_cpython_3_12, boost::unit_test::data::make(sum_cases()), c) {
  const auto result = fm::py_sum(parse_items(c.items));
  BOOST_TEST_REQUIRE(result.ok());
  BOOST_TEST(fm::repr_value(*result) == c.python312);
}

BOOST_AUTO_TEST_CASE(corpus_covers_cases_where_3_11_differs) {
  std::size_t differing = 0;
  for (const SumCase& c : sum_cases()) differing += c.python312 != c.naive ? 1 : 0;
  BOOST_TEST(differing >= 50u);
}

BOOST_AUTO_TEST_CASE(tenth_summed_ten_times_is_one_in_3_12) {
  const std::vector<fm::PyValue> tenths(10, fm::PyValue::make_float(0.1));
  BOOST_TEST(fm::repr_value(*fm::py_sum(tenths)) == "1.0");  // 3.11 gives 0.9999999999999999
}

BOOST_AUTO_TEST_CASE(empty_sum_is_the_int_zero_and_negative_zero_is_lost) {
  BOOST_TEST(fm::repr_value(*fm::py_sum({})) == "0");
  BOOST_TEST(fm::repr_value(*fm::py_sum({fm::PyValue::make_float(-0.0)})) == "0.0");
}

BOOST_AUTO_TEST_CASE(int_partial_sum_beyond_2_pow_53_is_an_error) {
  const auto big = fm::PyValue::make_int(std::int64_t{1} << 53).value();
  const auto one = fm::PyValue::make_int(1).value();
  const auto result = fm::py_sum({big, one});
  BOOST_TEST_REQUIRE(!result.ok());
  BOOST_TEST(result.error().message.find("outside ±2^53") != std::string::npos);
  // After the switch to floats, ints are added as doubles: no int range to leave.
  BOOST_TEST(fm::py_sum({fm::PyValue::make_float(1.0), big, one}).ok());
}

BOOST_AUTO_TEST_SUITE_END()
