// Python's int/float arithmetic as the contract needs it.
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <tuple>

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

// CPython 3.12: 1/0, 1.0/0 and 1/0.0 raise ZeroDivisionError; only int/int says "division by zero".
BOOST_AUTO_TEST_CASE(division_by_zero_is_a_python_exception_with_cpythons_message) {
  for (const auto& [a, b, message] :
       {std::tuple{i(1), i(0), "division by zero"}, std::tuple{f(1.0), i(0), "float division by zero"},
        std::tuple{i(1), f(0.0), "float division by zero"}}) {
    const fm::PyResult q = fm::py_true_div(a, b);
    BOOST_TEST_REQUIRE(!q.ok());
    BOOST_TEST(q.error().exception == "ZeroDivisionError");
    BOOST_TEST(q.error().message == message);
  }
}

// An int leaving ±2^53 is this project's refusal, not a Python exception: no exception type.
BOOST_AUTO_TEST_CASE(an_int_beyond_the_exact_range_is_a_refusal) {
  const fm::PyResult big = fm::py_mul(i(std::int64_t{1} << 30), i(std::int64_t{1} << 30));
  BOOST_TEST_REQUIRE(!big.ok());
  BOOST_TEST(big.error().exception.empty());
  // The layers above read it as an Error with the same message.
  const fm::Expected<fm::PyValue> seen = big;
  BOOST_TEST(seen.error().message == big.error().message);
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
