// read_input_text: what is mapped and what is read, and a mapped file truncated while it is read
// (log rotation): one line and the exit code given, not a crash.
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "process_io.hpp"
#include "read_file.hpp"

namespace {

std::string temp_file(const std::string& name, const std::string& bytes) {
  const std::string path = fm::test::temp_path(name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(read_file)

BOOST_AUTO_TEST_CASE(a_regular_file_is_mapped_unless_asked_to_read_it) {
  const std::string path = temp_file("mapped", "weighted_sum,weight_sum\n2,1\n");
  const auto mapped = fm::cli::read_input_text(path, 1 << 20);
  BOOST_TEST_REQUIRE(static_cast<bool>(mapped));
  BOOST_TEST(mapped->mapped());
  BOOST_TEST(mapped->view() == "weighted_sum,weight_sum\n2,1\n");
  const auto read = fm::cli::read_input_text(path, 1 << 20, /*map=*/false);
  BOOST_TEST_REQUIRE(static_cast<bool>(read));
  BOOST_TEST(!read->mapped());
  BOOST_TEST(read->view() == mapped->view());
  std::filesystem::remove(path);
}

BOOST_AUTO_TEST_CASE(a_mapped_file_truncated_while_it_is_read_ends_with_one_line) {
  // 64 KiB of rows, mapped, then truncated to nothing before its last byte is read: the kernel
  // takes the mapping's pages away, and that read raises SIGBUS. In a child process, so that the
  // handler's exit ends the child only.
  std::string log = "weighted_sum,weight_sum\n";
  while (log.size() < (64u << 10)) log += "2.5,1\n";
  const std::string path = temp_file("shrinks", log);
  int errors[2];
  BOOST_TEST_REQUIRE(::pipe(errors) == 0);
  const pid_t child = ::fork();
  if (child == 0) {
    ::dup2(errors[1], STDERR_FILENO);
    ::close(errors[0]);
    ::close(errors[1]);
    const auto text = fm::cli::read_input_text_guarded(path, 1 << 20, "check: the file shrank while it was read\n", 2);
    if (!text || !text->mapped()) ::_exit(10);
    if (::truncate(path.c_str(), 0) != 0) ::_exit(11);
    const volatile char last = text->view().back();  // beyond the file's end now: SIGBUS
    ::_exit(last == '\n' ? 12 : 13);
  }
  ::close(errors[1]);
  int status = 0;
  ::waitpid(child, &status, 0);
  const std::string err = fm::test::read_to_end(errors[0]);
  ::close(errors[0]);
  std::filesystem::remove(path);
  BOOST_TEST_REQUIRE(WIFEXITED(status));
  BOOST_TEST(WEXITSTATUS(status) == 2);
  BOOST_TEST(err == "check: the file shrank while it was read\n");
}

BOOST_AUTO_TEST_CASE(an_input_that_is_read_gets_no_shrink_handler) {
  // Standard input (here a pipe) is read, not mapped: nothing can shrink under it, and SIGBUS
  // keeps the action it had (checked, not raised: the test runner has its own handlers).
  int input[2];
  BOOST_TEST_REQUIRE(::pipe(input) == 0);
  const pid_t child = ::fork();
  if (child == 0) {
    ::signal(SIGBUS, SIG_DFL);
    ::dup2(input[0], STDIN_FILENO);
    ::close(input[1]);
    const auto text = fm::cli::read_input_text_guarded("-", 1 << 20, "check: the file shrank while it was read\n", 2);
    if (!text || text->mapped()) ::_exit(10);
    struct sigaction now {};
    ::sigaction(SIGBUS, nullptr, &now);
    ::_exit(now.sa_handler == SIG_DFL ? 0 : 20);
  }
  ::close(input[0]);
  const std::string log = "weighted_sum,weight_sum\n2.5,1\n";
  BOOST_TEST_REQUIRE(::write(input[1], log.data(), log.size()) == static_cast<ssize_t>(log.size()));
  ::close(input[1]);
  int status = 0;
  ::waitpid(child, &status, 0);
  BOOST_TEST_REQUIRE(WIFEXITED(status));
  BOOST_TEST(WEXITSTATUS(status) != 10, "the pipe was read, not mapped");
  BOOST_TEST(WEXITSTATUS(status) == 0, "SIGBUS keeps its default action");
}

BOOST_AUTO_TEST_SUITE_END()
