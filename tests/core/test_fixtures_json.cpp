// Custom fixture documents: what is read, and a clear, located error for everything else.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "expected_message.hpp"
#include "fixtures.hpp"
#include "py_repr.hpp"

namespace bdata = boost::unit_test::data;

namespace {
struct BadDocument {
  std::string name;
  std::string json;
  std::string message_part;  // what the error must say
};
std::ostream& operator<<(std::ostream& out, const BadDocument& d) { return out << d.name; }

std::string one(const std::string& fixture) { return "{\"fixtures\": [" + fixture + "]}"; }

std::vector<BadDocument> bad_documents() {
  const std::string ok_tail = R"("weight_sums": [1], "expected": 1})";
  return {
      {"empty document", "", "line 1, column 1: The document is empty."},
      {"whitespace only", "  \n ", "The document is empty"},
      {"truncated", R"({"fixtures": [{"check": "a", "weighted_sums": [1)",
       "line 1, column 49: Missing a comma or ']' after an array element."},
      {"trailing garbage", one(R"({"check": "a", "weighted_sums": [1], )" + ok_tail) + " x",
       "The document root must not be followed by other values"},
      {"not an object", "[1, 2]", "document (line 1, column 1): expected an object, found an array"},
      {"missing fixtures", "{}", "missing key \"fixtures\""},
      {"fixtures not a list", R"({"fixtures": 3})",
       "fixtures (line 1, column 14): expected an array of fixtures, found a number"},
      {"missing key", one(R"({"check": "a", "weighted_sums": [1], "expected": 1})"),
       "fixtures[0] (line 1, column 15): missing key \"weight_sums\""},
      {"label not a string", one(R"({"check": 3, "weighted_sums": [1], )" + ok_tail),
       "fixtures[0].check (line 1, column 25): expected a string, found a number"},
      {"value not a number", one(R"({"check": "a", "weighted_sums": [1, "2"], )" + ok_tail),
       "fixtures[0].weighted_sums[1] (line 1, column 51): expected a number, found a string"},
      {"bool is not a number", one(R"({"check": "a", "weighted_sums": [true], )" + ok_tail),
       "fixtures[0].weighted_sums[0]"},
      {"null expected", one(R"({"check": "a", "weighted_sums": [1], "weight_sums": [1], "expected": null})"),
       "fixtures[0].expected"},
      {"lists of different lengths", one(R"({"check": "a", "weighted_sums": [1, 2], )" + ok_tail),
       "weighted_sums has 2 values but weight_sums has 1"},
      {"NaN literal", one(R"({"check": "a", "weighted_sums": [NaN], )" + ok_tail),
       "fixtures[0].weighted_sums[0] (line 1, column 48): NaN and Infinity are not allowed"},
      {"-Infinity literal", one(R"({"check": "a", "weighted_sums": [1], "weight_sums": [-Infinity], "expected": 1})"),
       "fixtures[0].weight_sums[0]"},
      {"a missing key beside an unknown one",
       one(R"({"check": "a", "weight_sum": [1], "weighted_sums": [1], "expected": 1})"), "missing key \"weight_sums\""},
      {"Infinity literal", one(R"({"check": "a", "weighted_sums": [1], "weight_sums": [1], "expected": Infinity})"),
       "NaN and Infinity are not allowed"},
      {"float out of range", one(R"({"check": "a", "weighted_sums": [1e999], )" + ok_tail), "out of range"},
      {"int out of range", one(R"({"check": "a", "weighted_sums": [9007199254740993], )" + ok_tail), "±2^53"},
      {"lone surrogate in label", one(R"({"check": "\udc00", "weighted_sums": [1], )" + ok_tail), "not valid Unicode"},
      {"invalid UTF-8", one("{\"check\": \"\xff\", \"weighted_sums\": [1], " + ok_tail),
       "line 1, column 26: the text is not valid UTF-8"},
      {"absurd nesting", std::string(100000, '['), "nested deeper than 64 levels"},
      {"byte order mark", "\xEF\xBB\xBF{}", "byte order mark"},
      {"NUL byte", std::string("{\"fixtures\": \0[]}", 16), "line 1, column 14: a NUL byte"},
      {"long label", one("{\"check\": \"" + std::string(501, 'x') + "\", \"weighted_sums\": [1], " + ok_tail),
       "the limit is 500"},
      {"too many batches",
       one(R"({"check": "a", "weighted_sums": [)" +
           [] {
             std::string list = "0";
             for (int k = 0; k < 10000; ++k) list += ",0";
             return list;
           }() +
           R"(], )" + ok_tail),
       "10001 batches; the limit is 10000"},
      {"too large", std::string(fm::FixtureLimits::kMaxDocumentBytes + 1, ' '), "the limit is 1048576"},
  };
}
}  // namespace

BOOST_AUTO_TEST_SUITE(fixtures_json)

BOOST_AUTO_TEST_CASE(reads_ints_and_floats_as_python_json_does) {
  const auto fixtures = fm::read_fixtures(R"({"fixtures": [{"check": "mixed", "weighted_sums": [1, 1.0, -0.0, 2e0], )"
                                          R"("weight_sums": [3, 0, 0.5, -1], "expected": 3}]})");
  BOOST_TEST_REQUIRE(fixtures.ok(), fm::test::message_of(fixtures));
  const fm::Fixture& f = fixtures->at(0);
  BOOST_TEST(f.check == "mixed");
  BOOST_TEST(f.weighted_sums[0].is_int());
  BOOST_TEST(f.weighted_sums[1].is_float());
  BOOST_TEST(fm::repr_value(f.weighted_sums[2]) == "-0.0");
  BOOST_TEST(fm::repr_value(f.weighted_sums[3]) == "2.0");
  BOOST_TEST(f.expected.is_int());
}

BOOST_DATA_TEST_CASE(bad_documents_get_a_located_error, bdata::make(bad_documents()), document) {
  const auto fixtures = fm::read_fixtures(document.json);
  BOOST_TEST_REQUIRE(!fixtures.ok());
  const std::string& message = fixtures.error().message;
  BOOST_TEST(message.find(document.message_part) != std::string::npos, message);
  BOOST_TEST(message.find('\n') == std::string::npos);
}

BOOST_AUTO_TEST_CASE(large_exponents_of_finite_numbers_are_read_as_python_json_does) {
  // json.loads gives 0.0, -0.0, 1e+306 and 0.0 for these (RapidJSON alone refuses them).
  const auto fixtures =
      fm::read_fixtures(R"({"fixtures": [{"check": "a", "weighted_sums": [0e400, -0.0e999, 0.001e309], )"
                        R"("weight_sums": [1, 1, 1], "expected": 0e-9999}]})");
  BOOST_TEST_REQUIRE(fixtures.ok(), fm::test::message_of(fixtures));
  const auto& f = fixtures->at(0);
  BOOST_TEST(fm::repr_value(f.weighted_sums[0]) == "0.0");
  BOOST_TEST(fm::repr_value(f.weighted_sums[1]) == "-0.0");
  BOOST_TEST(fm::repr_value(f.weighted_sums[2]) == "1e+306");
  BOOST_TEST(fm::repr_value(f.expected) == "0.0");
  BOOST_TEST(!fm::read_fixtures(
                  R"({"fixtures": [{"check": "a", "weighted_sums": [0.5e309], "weight_sums": [1], "expected": 0}]})")
                  .ok());
}

BOOST_AUTO_TEST_CASE(objects_are_read_as_python_dicts) {
  // json.loads keeps the last value of a repeated key, and the reference reads only its four keys:
  // the others may hold anything Python's json reads (NaN, 1e400, ints beyond 2^53, deep lists).
  const auto fixtures = fm::read_fixtures(
      R"({"note": [NaN, -Infinity, 1e400, 123456789012345678901234567890, [[[]]]], "fixtures": [)"
      R"({"check": 7, "check": "last", "weighted_sums": "x", "weighted_sums": [2, 12], "weight_sums": [1, 3],)"
      R"( "expected": null, "expected": 3.5, "unit": "tokens"}], "fixtures ": 1})");
  BOOST_TEST_REQUIRE(fixtures.ok(), fm::test::message_of(fixtures));
  BOOST_TEST(fixtures->size() == 1u);
  BOOST_TEST(fixtures->at(0).check == "last");
  BOOST_TEST(fm::repr_value(fixtures->at(0).expected) == "3.5");
  BOOST_TEST(fixtures->at(0).weighted_sums.size() == 2u);
  // The last "fixtures" counts, and an empty list is no fixtures at all (Python: no observations).
  const auto none = fm::read_fixtures(R"({"fixtures": [{"check": "a"}], "fixtures": []})");
  BOOST_TEST_REQUIRE(none.ok(), fm::test::message_of(none));
  BOOST_TEST(none->empty());
}

BOOST_AUTO_TEST_CASE(any_number_of_large_exponents_is_read) {
  // A document of many tokens such as 0e400 (once refused after 16 of them), and the values beside
  // them where they stand.
  std::string list = "1.5";
  for (int k = 0; k < 4999; ++k) list += ", 0e400, -0.0e999";
  const auto fixtures = fm::read_fixtures(R"({"fixtures": [{"check": "a", "weighted_sums": [)" + list +
                                          R"(], "weight_sums": [)" + list + R"(], "expected": 1e-400}]})");
  BOOST_TEST_REQUIRE(fixtures.ok(), fm::test::message_of(fixtures));
  const auto& f = fixtures->at(0);
  BOOST_TEST(f.weighted_sums.size() == 9999u);
  BOOST_TEST(fm::repr_value(f.weighted_sums[0]) == "1.5");
  BOOST_TEST(fm::repr_value(f.weighted_sums[9997]) == "0.0");
  BOOST_TEST(fm::repr_value(f.weighted_sums[9998]) == "-0.0");
  BOOST_TEST(fm::repr_value(f.expected) == "0.0");
}

BOOST_AUTO_TEST_CASE(write_then_read_gives_the_same_fixtures) {
  const std::string text = R"({"fixtures": [{"check": "q\"\\\n\u0001é", "weighted_sums": [1, 0.1, -0.0, 1e+16], )"
                           R"("weight_sums": [2, 3.5, 0, 5e-324], "expected": 2.142857142857143}]})";
  const auto fixtures = fm::read_fixtures(text);
  BOOST_TEST_REQUIRE(fixtures.ok(), fm::test::message_of(fixtures));
  BOOST_TEST(fm::write_fixtures(*fixtures) == text);
}

BOOST_AUTO_TEST_SUITE_END()
