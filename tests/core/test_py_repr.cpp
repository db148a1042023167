// repr(float) against CPython (tests/golden/repr_corpus.tsv: every power of two, subnormals,
// decimal boundaries, random bit patterns), returned and appended.
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "golden_files.hpp"
#include "py_repr.hpp"

namespace {
double from_bits(const std::string& hex) {
  const std::uint64_t bits = std::stoull(hex, nullptr, 16);
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(py_repr)

BOOST_AUTO_TEST_CASE(corpus_matches_cpython) {
  std::size_t checked = 0;
  std::size_t mismatches = 0;
  for (const std::string& line : fm::test::data_lines("golden/repr_corpus.tsv")) {
    const auto columns = fm::test::split(line, '\t');
    const double value = from_bits(columns.at(0));
    const std::string ours = fm::repr_float(value);
    std::string appended = "[1, ";  // what comes before stays, and nothing is written past the repr
    fm::append_repr_float(appended, value);
    ++checked;
    if ((ours != columns.at(1) || appended != "[1, " + columns.at(1)) && ++mismatches <= 20) {
      BOOST_ERROR("bits " << columns.at(0) << ": repr " << columns.at(1) << ", ours " << ours << ", appended "
                          << appended);
    }
  }
  BOOST_TEST(mismatches == 0u);
  BOOST_TEST(checked > 8000u);
}

BOOST_AUTO_TEST_CASE(layout_boundaries_named_in_python_semantics_notes) {
  // Facts of CPython's float_repr, stated in ../shared/notes/python-semantics.md.
  BOOST_TEST(fm::repr_float(1e16) == "1e+16");
  BOOST_TEST(fm::repr_float(1e-5) == "1e-05");
  BOOST_TEST(fm::repr_float(1.5e-5) == "1.5e-05");
  BOOST_TEST(fm::repr_float(0.0001) == "0.0001");
  BOOST_TEST(fm::repr_float(1000000000000000.0) == "1000000000000000.0");
  BOOST_TEST(fm::repr_float(9999999999999998.0) == "9999999999999998.0");
  BOOST_TEST(fm::repr_float(1.2345678901234568e+17) == "1.2345678901234568e+17");
  BOOST_TEST(fm::repr_float(5e-324) == "5e-324");
  BOOST_TEST(fm::repr_float(-0.0) == "-0.0");
  BOOST_TEST(fm::repr_float(9007199254740993.0) == "9007199254740992.0");  // float(2**53 + 1)
}

BOOST_AUTO_TEST_CASE(json_writes_non_finite_values_as_python_json_does) {
  BOOST_TEST(fm::json_number(fm::PyValue::make_float(INFINITY)) == "Infinity");
  BOOST_TEST(fm::json_number(fm::PyValue::make_float(-INFINITY)) == "-Infinity");
  BOOST_TEST(fm::json_number(fm::PyValue::make_float(std::nan(""))) == "NaN");
  BOOST_TEST(fm::repr_float(INFINITY) == "inf");
  BOOST_TEST(fm::json_number(fm::PyValue::make_int(-7).value()) == "-7");
}

BOOST_AUTO_TEST_CASE(appending_writes_after_the_text_already_there) {
  std::string out = "x";
  fm::append_repr_float(out, -1.5e-05);
  fm::append_repr_float(out, 0.0015);
  fm::append_repr_int(out, -9223372036854775807 - 1);
  fm::append_repr_value(out, fm::PyValue::make_float(1500.0));
  fm::append_json_number(out, fm::PyValue::make_float(-INFINITY));
  fm::append_json_number(out, fm::PyValue::make_int(42).value());
  BOOST_TEST(out == "x-1.5e-050.0015-92233720368547758081500.0-Infinity42");
}

BOOST_AUTO_TEST_SUITE_END()
