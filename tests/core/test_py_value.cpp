// Python's int/float arithmetic as the contract needs it.
#include <boost/test/unit_test.hpp>
#include <cmath>

#include "py_repr.hpp"
#include "py_value.hpp"

using fm::PyValue;

namespace {
PyValue i(std::int64_t v) { return PyValue::make_int(v).value(); }
PyValue f(double v) { return PyValue::make_float(v); }
}  // namespace

BOOST_AUTO_TEST_SUITE(py_value)

BOOST_AUTO_TEST_CASE(int_times_int_stays_int_and_float_contaminates) {
  BOOST_TEST(fm::py_mul(i(2), i(3))->is_int());
  BOOST_TEST(fm::py_mul(i(2), i(3))->int_value() == 6);
  BOOST_TEST(fm::py_mul(i(2), f(0.1))->is_float());
  BOOST_TEST(fm::repr_value(*fm::py_mul(i(12), f(0.1))) == "1.2000000000000002");  // 12*0.1 in Python
}

BOOST_AUTO_TEST_CASE(true_division_always_gives_a_float) {
  const auto q = fm::py_true_div(i(6), i(3));
  BOOST_TEST(q->is_float());
  BOOST_TEST(fm::repr_value(*q) == "2.0");
  BOOST_TEST(fm::repr_value(*fm::py_true_div(i(15), i(7))) == "2.142857142857143");
  BOOST_TEST(fm::py_true_div(i(1), i(0)).error().message == "division by zero");
  BOOST_TEST(fm::py_true_div(f(1.0), f(-0.0)).error().message == "float division by zero");
}

BOOST_AUTO_TEST_CASE(int_results_beyond_2_pow_53_are_refused_not_rounded) {
  const std::int64_t limit = std::int64_t{1} << 53;
  BOOST_TEST(PyValue::make_int(limit).ok());
  BOOST_TEST(PyValue::make_int(-limit).ok());
  BOOST_TEST(!PyValue::make_int(limit + 1).ok());
  BOOST_TEST(!fm::py_add(i(limit), i(1)).ok());
  BOOST_TEST(!fm::py_mul(i(limit / 2), i(3)).ok());
  BOOST_TEST(!fm::py_mul(i(limit), i(limit)).ok());  // would overflow int64 too
  BOOST_TEST(fm::py_add(i(limit), f(1.0)).ok());     // a float result is rounded, as in Python
  BOOST_TEST(fm::py_mul(i(limit), i(-1))->int_value() == -limit);
}

BOOST_AUTO_TEST_CASE(equality_compares_exact_values_across_kinds) {
  BOOST_TEST(fm::py_equal(i(3), f(3.0)));
  BOOST_TEST(!fm::py_equal(i(3), f(3.0000000000000004)));
  BOOST_TEST(fm::py_equal(i(0), f(-0.0)));
  BOOST_TEST(!fm::py_equal(f(std::nan("")), f(std::nan(""))));
  const std::int64_t big = (std::int64_t{1} << 53) - 1;
  BOOST_TEST(!fm::py_equal(i(big), f(static_cast<double>(big) + 1.0)));
}

BOOST_AUTO_TEST_CASE(truthiness_of_zero_values) {
  BOOST_TEST(!fm::py_truthy(i(0)));
  BOOST_TEST(!fm::py_truthy(f(0.0)));
  BOOST_TEST(!fm::py_truthy(f(-0.0)));
  BOOST_TEST(fm::py_truthy(f(std::nan(""))));
  BOOST_TEST(fm::py_truthy(f(5e-324)));
  BOOST_TEST(fm::py_truthy(i(-1)));
}

BOOST_AUTO_TEST_SUITE_END()
