// Error values for the core. The core never throws: the WebAssembly build has no exception
// support, so every fallible step returns Expected<T> (a value or an Error with a message), or
// Expected<T, E> where a layer's failures carry more than a message (python/: PyError).
#pragma once

#include <initializer_list>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace fm {

struct Error {
  std::string message;
  std::string field = {};  // the input it is about ("n", "fixtures"), when one is known
};

template <class T, class E = Error>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  Expected(E error) : state_(std::in_place_index<1>, std::move(error)) {}
  // From a lower layer's kind of failure, where that converts to this one (PyError to Error).
  template <class F, class = std::enable_if_t<!std::is_same_v<F, E> && std::is_convertible_v<const F&, E>>>
  Expected(const Expected<T, F>& other)
      : state_(other ? State(std::in_place_index<0>, *other) : State(std::in_place_index<1>, E(other.error()))) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  const T& value() const& { return std::get<0>(state_); }
  T& value() & { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }

  const E& error() const { return std::get<1>(state_); }

 private:
  using State = std::variant<T, E>;
  State state_;
};

// For steps that produce no value.
struct Done {};
using Status = Expected<Done>;
inline Status ok_status() { return Done{}; }

// Inputs of which a call takes one, named as the reader gave them: "--impl and --solve cannot be
// combined; give one", "n, fields and fixtures cannot be combined; give one". The CLI's flags and
// the core's fields say it in these words alone.
inline Error cannot_be_combined(std::initializer_list<const char*> inputs, std::string field = {}) {
  std::string names;
  std::size_t i = 0;
  for (const char* input : inputs) {
    names += (i == 0 ? "" : i + 1 == inputs.size() ? " and " : ", ") + std::string(input);
    ++i;
  }
  return Error{names + " cannot be combined; give one", std::move(field)};
}

// Prefixes an error message with where it happened ("fixtures[2].weight_sums: ...").
inline Error with_context(const std::string& where, const Error& error) { return Error{where + ": " + error.message}; }

}  // namespace fm
