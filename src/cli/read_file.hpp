// Reading an input file whole, with a size limit, for the CLI.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "expected.hpp"

namespace fm::cli {

// An input's bytes, held for as long as the object lives: a regular file is mapped into memory
// (no copy, and no read of a file over the limit); anything else (standard input, a pipe) is read.
class InputText {
 public:
  InputText() = default;
  InputText(InputText&& other) noexcept;
  InputText& operator=(InputText&& other) noexcept;
  InputText(const InputText&) = delete;
  InputText& operator=(const InputText&) = delete;
  ~InputText();

  std::string_view view() const { return {data_, size_}; }
  // Mapped from a regular file (else read into memory, which nothing can take away).
  bool mapped() const { return mapped_; }

 private:
  friend Expected<InputText> read_input_text(const std::string& path, std::size_t max_bytes, bool map);
  void release();
  char* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;  // else malloc'd (or null)
};

// "-" reads standard input. Refuses files larger than max_bytes without reading them whole, and
// empty ones. With map = false a regular file is read too (no SIGBUS if it shrinks meanwhile).
Expected<InputText> read_input_text(const std::string& path, std::size_t max_bytes, bool map = true);

// read_input_text for an input read in place (a run log). A mapped file that shrinks while it is
// read (truncated by log rotation, say) would end the process with SIGBUS: for a mapped input, a
// handler installed before any of its bytes are read instead writes `if_it_shrinks` to standard
// error and exits with `exit_code`, one clear line as for any bad input. Any other SIGBUS (none
// is expected from an input that was read) stays a crash.
Expected<InputText> read_input_text_guarded(const std::string& path, std::size_t max_bytes,
                                            const std::string& if_it_shrinks, int exit_code);

// The same, read (not mapped), as a string.
Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes);

}  // namespace fm::cli
