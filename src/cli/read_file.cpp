#include "read_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace fm::cli {

Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes) {
  const bool from_stdin = path == "-";
  if (!from_stdin) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return Error{std::strerror(errno)};
    if (S_ISDIR(info.st_mode)) return Error{"is a directory, not a file"};
  }
  std::FILE* file = from_stdin ? stdin : std::fopen(path.c_str(), "rb");
  if (!file) return Error{std::strerror(errno)};
  std::string content;
  char buffer[65536];
  bool too_large = false;
  while (true) {
    const std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
    content.append(buffer, got);
    if (content.size() > max_bytes) {
      too_large = true;
      break;
    }
    if (got < sizeof buffer) break;
  }
  const bool failed = std::ferror(file) != 0;
  const int read_errno = errno;
  if (!from_stdin) std::fclose(file);
  if (failed) return Error{std::string("cannot read: ") + std::strerror(read_errno)};
  if (too_large) return Error{"larger than the limit of " + std::to_string(max_bytes) + " bytes"};
  if (content.empty()) return Error{"the file is empty"};
  return content;
}

}  // namespace fm::cli
