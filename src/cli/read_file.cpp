#include "read_file.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace fm::cli {

InputText::InputText(InputText&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)), mapped_(other.mapped_) {}

InputText& InputText::operator=(InputText&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
    mapped_ = other.mapped_;
  }
  return *this;
}

InputText::~InputText() { release(); }

void InputText::release() {
  if (!data_) return;
  if (mapped_) {
    ::munmap(data_, size_);
  } else {
    std::free(data_);
  }
  data_ = nullptr;
  size_ = 0;
}

namespace {

// For the SIGBUS handler, which may only use async-signal-safe calls: the text is ready.
char shrink_message[1024];
std::size_t shrink_message_size = 0;
int shrink_exit_code = 1;

extern "C" void on_input_shrunk(int) {
  (void)!::write(STDERR_FILENO, shrink_message, shrink_message_size);
  ::_exit(shrink_exit_code);
}

// Installs on_input_shrunk with its text and exit code.
void when_input_shrinks(const std::string& message, int exit_code) {
  shrink_message_size = std::min(message.size(), sizeof shrink_message);
  std::memcpy(shrink_message, message.data(), shrink_message_size);
  shrink_exit_code = exit_code;
  struct sigaction action {};
  action.sa_handler = on_input_shrunk;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGBUS, &action, nullptr);
}

Error too_large(std::size_t max_bytes) {
  return Error{"larger than the limit of " + std::to_string(max_bytes) + " bytes"};
}

// Reads to the end (standard input, a pipe, a file that reports no size), one byte past the
// limit at most. `expected` (the size fstat gave, if any) sizes the first buffer.
Status read_to_end(int fd, std::size_t max_bytes, std::size_t expected, char*& data, std::size_t& size) {
  std::size_t capacity = expected > 0 && expected <= max_bytes ? expected + 1 : std::size_t{1} << 16;
  data = static_cast<char*>(std::malloc(capacity));
  if (!data) return Error{"cannot read: out of memory"};
  size = 0;
  while (true) {
    if (size == capacity) {
      if (capacity > max_bytes) return too_large(max_bytes);
      const std::size_t larger = capacity > max_bytes / 2 ? max_bytes + 1 : 2 * capacity;
      char* grown = static_cast<char*>(std::realloc(data, larger));
      if (!grown) return Error{"cannot read: out of memory"};
      data = grown;
      capacity = larger;
    }
    const ssize_t got = ::read(fd, data + size, capacity - size);
    if (got < 0) {
      if (errno == EINTR) continue;
      return Error{std::string("cannot read: ") + std::strerror(errno)};
    }
    if (got == 0) break;
    size += static_cast<std::size_t>(got);
  }
  if (size > max_bytes) return too_large(max_bytes);
  return ok_status();
}

}  // namespace

Expected<InputText> read_input_text(const std::string& path, std::size_t max_bytes, bool map) {
  const bool from_stdin = path == "-";
  const int fd = from_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Error{std::strerror(errno)};
  struct Closer {
    int fd;
    bool close;
    ~Closer() {
      if (close) ::close(fd);
    }
  } closer{fd, !from_stdin};
  struct stat info {};
  if (::fstat(fd, &info) != 0) return Error{std::strerror(errno)};
  if (!from_stdin && S_ISDIR(info.st_mode)) return Error{"is a directory, not a file"};
  const std::size_t reported = info.st_size > 0 ? static_cast<std::size_t>(info.st_size) : 0;
  if (S_ISREG(info.st_mode) && reported > max_bytes) return too_large(max_bytes);

  InputText text;
  if (map && !from_stdin && S_ISREG(info.st_mode) && reported > 0) {
    // Mapped, with its pages mapped up front: a log of 20 MB is then read by two threads without
    // page faults, and never copied.
    void* mapped = ::mmap(nullptr, reported, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (mapped != MAP_FAILED) {
      text.data_ = static_cast<char*>(mapped);
      text.size_ = reported;
      text.mapped_ = true;
      return text;
    }
  }
  char* data = nullptr;
  std::size_t size = 0;
  const Status read = read_to_end(fd, max_bytes, reported, data, size);
  text.data_ = data;  // owned (and freed) by `text` whatever happened
  text.size_ = size;
  if (!read) return read.error();
  if (size == 0) return Error{"the file is empty"};
  return text;
}

Expected<InputText> read_input_text_guarded(const std::string& path, std::size_t max_bytes,
                                            const std::string& if_it_shrinks, int exit_code) {
  Expected<InputText> text = read_input_text(path, max_bytes);
  if (text && text->mapped()) when_input_shrinks(if_it_shrinks, exit_code);
  return text;
}

Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes) {
  Expected<InputText> text = read_input_text(path, max_bytes, /*map=*/false);
  if (!text) return text.error();
  return std::string(text->view());
}

}  // namespace fm::cli
