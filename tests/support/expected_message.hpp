// For assertion messages: an Expected's error text, or "" when it holds a value.
#pragma once

#include "expected.hpp"

namespace fm::test {
template <class T, class E>
std::string message_of(const Expected<T, E>& expected) {
  return expected.ok() ? std::string() : expected.error().message;
}
}  // namespace fm::test
