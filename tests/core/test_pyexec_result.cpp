// The interpreter's failure types (src/core/pyexec/result.hpp): a Result holds a value or a failure,
// and no value of T — not even an empty one — reads as a failure.
#include <boost/test/unit_test.hpp>

#include <optional>
#include <string>

#include "result.hpp"

namespace fm::pyexec {
namespace {

Result<int> halve(int n) {
  if (n % 2 != 0) return Failure{};
  return n / 2;
}

Result<int> quarter(int n) {
  FM_LET(const int half, halve(n));
  FM_LET(const int result, halve(half));
  return result;
}

Status even(int n) {
  FM_CHECK(halve(n));
  return Status::ok();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pyexec_result)

BOOST_AUTO_TEST_CASE(an_empty_optional_is_a_value_not_a_failure) {
  const Result<std::optional<bool>> no_answer = std::nullopt;
  BOOST_TEST(!no_answer.failed());
  BOOST_TEST(!no_answer->has_value());
  const Result<std::optional<bool>> answer = false;
  BOOST_TEST(!answer.failed());
  BOOST_TEST(answer->value() == false);
  const Result<std::optional<bool>> failure = Failure{};
  BOOST_TEST(failure.failed());
}

BOOST_AUTO_TEST_CASE(empty_values_are_values) {
  BOOST_TEST(!Result<std::string>(std::string()).failed());
  BOOST_TEST(!Result<const int*>(nullptr).failed());
  BOOST_TEST(!Result<int>(0).failed());
}

BOOST_AUTO_TEST_CASE(let_and_check_pass_the_first_failure_up) {
  BOOST_TEST(*quarter(12) == 3);
  BOOST_TEST(quarter(6).failed());  // 6 halves to 3, which does not
  BOOST_TEST(quarter(5).failed());
  BOOST_TEST(!even(4).failed());
  BOOST_TEST(even(3).failed());
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace fm::pyexec
