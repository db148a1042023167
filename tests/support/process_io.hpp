// For tests that run a child process or write a file: a path of their own in the temporary
// directory, and a pipe read to its end.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <filesystem>
#include <string>

namespace fm::test {

// <temp dir>/failure-map-<name>-<pid><suffix>: one per test process, so parallel runs do not meet.
inline std::string temp_path(const std::string& name, const std::string& suffix = "") {
  return (std::filesystem::temp_directory_path() / ("failure-map-" + name + "-" + std::to_string(::getpid()) + suffix))
      .string();
}

// Everything left to read from `fd` (a pipe's end: until every writer has closed it).
inline std::string read_to_end(int fd) {
  std::string text;
  char buffer[512];
  for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
  return text;
}

}  // namespace fm::test
