// The builtins of the subset (sum len max min abs zip range enumerate all any float int round
// sorted list tuple str bool repr print), the exception classes a program may raise, list.append and
// json.dumps; with CPython 3.12's argument checks and messages.
#pragma once

#include <string>
#include <vector>

#include "interpreter.hpp"

namespace fm::pyexec {

// A builtin by name (after the module's globals), into `out`.
bool find_builtin(const std::string& name, Value& out);
// "len", "ValueError", "append", ...
std::string builtin_name(const Value& builtin);
// A builtin, an exception class or a bound list.append; keywords name the last arguments.
Value call_builtin(Interpreter& in, const Value& callee, std::vector<Value>& args, const std::vector<std::string>& keywords, int line);
// object.name: list.append and json.dumps; anything else is outside the subset.
Value builtin_attribute(Interpreter& in, const Value& object, const std::string& name, int line);

// json.dumps(value, ensure_ascii=...) into `out` (json_dumps.cpp); false after an error.
bool json_dumps(Interpreter& in, const Value& value, bool ensure_ascii, std::string& out, int line);

}  // namespace fm::pyexec
