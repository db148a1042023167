// Shared by builtins.cpp and builtins_numeric.cpp (internal): a call's arguments and the checks
// CPython makes of them, with its messages.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "interpreter.hpp"
#include "py_operators.hpp"
#include "text.hpp"

namespace fm::pyexec {

struct Arguments {
  Interpreter& in;
  std::string name;  // "len", "list.append", ...
  std::vector<Value>& args;  // positionals, then keyword values
  const std::vector<std::string>& keywords;
  int line;

  std::size_t positional() const { return args.size() - keywords.size(); }
  const Value* keyword(const char* wanted) const;
  bool no_keywords();                                         // "len() takes no keyword arguments"
  bool only_keywords(std::initializer_list<const char*> allowed);  // "'x' is an invalid keyword argument for sum()"
  bool exactly_one();                                         // "len() takes exactly one argument (2 given)"
  // "float expected at most 1 argument, got 2" (expected_form) or "round() takes at most 2 arguments (3 given)".
  bool at_most(std::size_t n, bool expected_form);
  bool int_like(const Value& v);                              // "'float' object cannot be interpreted as an integer"
};

inline std::size_t code_point_length(const Value& str) { return code_point_count(static_cast<StrObject*>(str.object)->text); }

// builtins_numeric.cpp
Value builtin_sum(Arguments& a);
Value builtin_max_min(Arguments& a, bool max);
Value builtin_float(Arguments& a);
Value builtin_int(Arguments& a);
Value builtin_round(Arguments& a);
Value builtin_sorted(Arguments& a);

}  // namespace fm::pyexec
