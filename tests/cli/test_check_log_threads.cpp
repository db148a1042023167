// check_log_on_two_threads called directly: a large log is really read on two threads (not just
// handed to the one-pass check), and either way the answer (values, diagnosis and warnings) is
// check_log's, byte for byte.
#include <boost/test/unit_test.hpp>
#include <string>

#include "check_log_threads.hpp"
#include "large_log.hpp"
#include "log_diagnosis.hpp"
#include "log_report.hpp"
#include "run_log.hpp"

namespace {

struct Outcome {
  std::string text;  // the JSON answer or the error message
  bool two_threads = false;
};

Outcome on_two_threads(const std::string& log) {
  Outcome outcome;
  const auto result = fm::cli::check_log_on_two_threads(log, {}, &outcome.two_threads);
  outcome.text = result ? fm::log_report_json(*result, fm::diagnose_log(*result)) : result.error().message;
  return outcome;
}

std::string one_pass(const std::string& log) {
  const auto result = fm::check_log(log);
  return result ? fm::log_report_json(*result, fm::diagnose_log(*result)) : result.error().message;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(check_log_threads)

BOOST_AUTO_TEST_CASE(a_large_log_is_read_on_two_threads_with_the_one_pass_answer) {
  for (const std::string& log : {fm::test::large_log(80000, 0), fm::test::large_log(80000, 8),
                                 fm::test::large_log(80000, 30000), fm::test::large_log(80000, 8, "\r\n")}) {
    BOOST_TEST_REQUIRE(log.size() > fm::cli::kTwoThreadsFrom);
    const Outcome outcome = on_two_threads(log);
    BOOST_TEST(outcome.two_threads);
    BOOST_TEST(outcome.text == one_pass(log));
  }
  // A bad value in either half is still found on two threads, skipped and named as one pass names it.
  std::string late_bad = fm::test::large_log(80000, 8);
  late_bad.replace(late_bad.rfind(",7\n"), 3, ",x\n");
  const Outcome bad = on_two_threads(late_bad);
  BOOST_TEST(bad.two_threads);
  BOOST_TEST(bad.text == one_pass(late_bad));
  BOOST_TEST(bad.text.find(R"("message": "weight_sum: could not convert string to float: \"x\""})") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(small_logs_bad_headers_and_bytes_that_are_not_text_take_the_one_pass) {
  const std::string large = fm::test::large_log(80000, 8);
  const std::string cases[] = {
      fm::test::large_log(1000, 8),                           // under 1 MiB of rows
      "weighted;weight" + large.substr(large.find('\n')),     // a header without the columns
      large.substr(0, large.size() - 10) + "\xff" + "1,1\n",  // bytes late in the file that are not UTF-8
  };
  for (const std::string& log : cases) {
    const Outcome outcome = on_two_threads(log);
    BOOST_TEST(!outcome.two_threads);
    BOOST_TEST(outcome.text == one_pass(log));
  }
}

BOOST_AUTO_TEST_SUITE_END()
