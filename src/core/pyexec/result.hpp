// The one way an operation of the interpreter fails. It records the error first (Interpreter::raise,
// refuse, unsupported, or a limit), then returns a Failure, which every caller passes up unchanged
// until a try statement catches it or the run ends. A Status (no value) or a Result<T> (a value or
// the failure) is [[nodiscard]], so the compiler rejects a call whose failure is not looked at; an
// empty Value is None and never an error, and a null pointer is never an error.
#pragma once

#include <optional>
#include <type_traits>
#include <utility>

namespace fm::pyexec {

// Converts to Status and Result only: never to false, an empty value or null.
struct Failure {};

class [[nodiscard]] Status {
 public:
  Status(Failure) : ok_(false) {}  // NOLINT(google-explicit-constructor): `return in.raise(...)`
  static Status ok() { return Status(true); }
  bool failed() const { return !ok_; }

 private:
  explicit Status(bool ok) : ok_(ok) {}
  bool ok_;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(Failure) {}  // NOLINT(google-explicit-constructor)
  template <class U,
            class = std::enable_if_t<!std::is_same_v<std::decay_t<U>, Failure> &&
                                     !std::is_same_v<std::decay_t<U>, Result> && std::is_convertible_v<U&&, T>>>
  // In place: a Result<std::optional<X>> made from std::nullopt holds an empty optional, not a failure.
  Result(U&& value) : value_(std::in_place, std::forward<U>(value)) {}  // NOLINT(google-explicit-constructor)

  bool failed() const { return !value_.has_value(); }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }

 private:
  std::optional<T> value_;
};

// An operation's answer for one that may also decline (none: it does not apply): its failure, or its value.
template <class T>
Result<std::optional<T>> answered(Result<T> result) {
  if (result.failed()) return Failure{};
  return std::optional<T>(std::move(*result));
}

}  // namespace fm::pyexec

// Inside a function returning Status or Result: returns its failure when `expr` failed.
#define FM_CHECK(expr)                                   \
  do {                                                   \
    if ((expr).failed()) return ::fm::pyexec::Failure{}; \
  } while (false)

#define FM_CONCAT_INNER(a, b) a##b
#define FM_CONCAT(a, b) FM_CONCAT_INNER(a, b)
// `FM_LET(Value v, in.evaluate(e, scope));` declares v from a Result, or returns its failure. Two
// statements: never the whole body of an unbraced if or loop.
#define FM_LET(declaration, expr) FM_LET_AT(FM_CONCAT(fm_result_, __LINE__), declaration, expr)
#define FM_LET_AT(result, declaration, expr)           \
  auto result = (expr);                                \
  if (result.failed()) return ::fm::pyexec::Failure{}; \
  declaration = std::move(*result)
