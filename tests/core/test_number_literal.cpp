// N as a Python literal, and JSON numbers as Python's json module reads them.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "expected_message.hpp"
#include "golden_files.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"

namespace bdata = boost::unit_test::data;

namespace {
// What Python evaluates each literal to (its repr), and whether that is an int.
struct Literal {
  const char* text;
  const char* python_repr;
  bool is_int;
};
std::ostream& operator<<(std::ostream& out, const Literal& l) { return out << l.text; }

// Laid out as a table, three to a row.
// clang-format off
const Literal kValid[] = {
    {"1", "1", true},           {"-3", "-3", true},         {"+7", "7", true},
    {"0", "0", true},           {"00", "0", true},          {"-0", "0", true},
    {"1_000", "1000", true},    {"0x10", "16", true},       {"0X_ff", "255", true},
    {"0o17", "15", true},       {"0b101", "5", true},       {"9007199254740992", "9007199254740992", true},
    {"0.1", "0.1", false},      {".5", "0.5", false},       {"5.", "5.0", false},
    {"5.e3", "5000.0", false},  {"1e3", "1000.0", false},   {"1E5", "100000.0", false},
    {"2.5e-3", "0.0025", false}, {"-0.0", "-0.0", false},   {"1_0.2_5", "10.25", false},
    {"00.5", "0.5", false},     {"1e-400", "0.0", false},   {"  2.5  ", "2.5", false},
    {"1.7976931348623157e308", "1.7976931348623157e+308", false},
    {"0.1e-310", "1e-311", false},
};

const char* const kInvalid[] = {
    "",   "  ",    "abc",   "1e400", "-1e400", "inf",  "-inf", "nan",  "Infinity", "01",   "1__0",
    "1_", "_1",    "1e",    "1e+",   ".",      "e5",   "0x",   "0xg",  "0b102",    "1.2.3", "--1",
    "1 2", "9007199254740993", "-9007199254740993", "0x20000000000001", "1,5", "3j", "1e_5", "0x_",
};
// clang-format on
}  // namespace

BOOST_AUTO_TEST_SUITE(number_literal)

BOOST_DATA_TEST_CASE(valid_python_literals, bdata::make(kValid), literal) {
  const auto value = fm::parse_python_literal(literal.text);
  BOOST_TEST_REQUIRE(value.ok(), fm::test::message_of(value));
  BOOST_TEST(value->is_int() == literal.is_int);
  BOOST_TEST(fm::repr_value(*value) == literal.python_repr);
}

BOOST_DATA_TEST_CASE(invalid_literals_are_refused_with_a_message, bdata::make(kInvalid), text) {
  const auto value = fm::parse_python_literal(text);
  BOOST_TEST_REQUIRE(!value.ok());
  BOOST_TEST(!value.error().message.empty());
  BOOST_TEST(value.error().message.find('\n') == std::string::npos);
}

BOOST_AUTO_TEST_CASE(messages_say_what_is_wrong) {
  BOOST_TEST(fm::parse_python_literal("1e400").error().message.find("out of range") != std::string::npos);
  BOOST_TEST(fm::parse_python_literal("nan").error().message.find("not a finite number") != std::string::npos);
  BOOST_TEST(fm::parse_python_literal("01").error().message.find("leading zeros") != std::string::npos);
  BOOST_TEST(fm::parse_python_literal("9007199254740993").error().message.find("±2^53") != std::string::npos);
  BOOST_TEST(fm::parse_python_literal("a\nb").error().message.find('\n') == std::string::npos);
}

BOOST_AUTO_TEST_CASE(json_numbers_keep_int_and_float_apart) {
  BOOST_TEST(fm::parse_json_number("3")->is_int());
  BOOST_TEST(fm::parse_json_number("3.0")->is_float());
  BOOST_TEST(fm::parse_json_number("3e0")->is_float());
  BOOST_TEST(fm::repr_value(*fm::parse_json_number("-0.0")) == "-0.0");
  BOOST_TEST(fm::repr_value(*fm::parse_json_number("-0")) == "0");
  BOOST_TEST(fm::repr_value(*fm::parse_json_number("1E+2")) == "100.0");
  BOOST_TEST(!fm::parse_json_number("1e309").ok());
  BOOST_TEST(!fm::parse_json_number("123456789012345678901234567890").ok());
}

BOOST_AUTO_TEST_SUITE_END()

// Decimal literals against CPython's float() (tests/golden/float_literal_corpus.tsv): halfway
// cases, subnormals, overflow edges, long digit strings. The native build checks fast_float; the
// sanitize build checks the C library's strtod (FM_DECIMAL_PARSER=libc), as the WebAssembly does.
BOOST_AUTO_TEST_CASE(float_literals_round_as_cpython_does) {
  std::size_t checked = 0;
  std::size_t mismatches = 0;
  for (const std::string& line : fm::test::data_lines("golden/float_literal_corpus.tsv")) {
    const auto columns = fm::test::split(line, '\t');
    const auto value = fm::parse_python_literal(columns.at(0));
    const std::string ours = value ? fm::repr_value(*value) : "inf";  // refused: beyond the double range
    if (!value && value.error().message.find("out of range") == std::string::npos) ++mismatches;
    ++checked;
    if (ours != columns.at(1) && ++mismatches <= 20) {
      BOOST_ERROR(columns.at(0) << ": CPython " << columns.at(1) << ", ours " << ours);
    }
  }
  BOOST_TEST(mismatches == 0u);
  BOOST_TEST(checked > 4000u);
}
