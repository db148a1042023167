// Shared by the builtins' files (internal): a call's arguments and the checks CPython makes of
// them, with its messages; and the one table every callable of the subset is a row of.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "interpreter.hpp"
#include "py_operators.hpp"
#include "text.hpp"

namespace fm::pyexec {

struct Arguments {
  Interpreter& in;
  std::string name;          // "len", "list.append", ... as CPython's messages name the callable
  std::vector<Value>& args;  // positionals, then keyword values
  const std::vector<std::string>& keywords;
  int line;
  Value self = {};  // a method's object ("abc" of "abc".upper())

  std::size_t positional() const { return args.size() - keywords.size(); }
  const Value* keyword(const char* wanted) const;
  Result<bool> keyword_truth(const char* wanted, bool absent);       // its truth value, or `absent`
  Status no_keywords();                                              // "len() takes no keyword arguments"
  Status only_keywords(std::initializer_list<const char*> allowed);  // "'x' is an invalid keyword argument for sum()"
  Status exactly_one();                                              // "len() takes exactly one argument (2 given)"
  // "float expected at most 1 argument, got 2" (expected_form) or "round() takes at most 2 arguments (3 given)".
  Status at_most(std::size_t n, bool expected_form);
  // "divmod expected 2 arguments, got 1" (CPython's form for builtins with a fixed count).
  Status exactly(std::size_t n);
  // "get expected at least 1 argument, got 0" / "... at most 2 arguments, got 3"; no keywords.
  Status between(std::size_t low, std::size_t high);
  std::string short_name() const;   // "insert" of "list.insert"
  Status int_like(const Value& v);  // "'float' object cannot be interpreted as an integer"
  // Outside the subset, named: "math.gcd() is not supported".
  Failure refuse(const std::string& what);
  Failure refuse(const char* what);  // a literal: its call site builds no string
};

using BuiltinFunction = Result<Value> (*)(Arguments&);

// A row of the table: "len", "math.sqrt" (a module's function), "str.join" (a method: `self` is
// the object). `is_type`: a class (int, list, ...) whose repr is "<class 'int'>".
struct BuiltinRow {
  const char* name;
  BuiltinFunction call;
  bool is_type = false;
};

inline std::size_t code_point_length(const Value& str) {
  return code_point_count(static_cast<StrObject*>(str.object)->text);
}
inline const std::string& text_of(const Value& v) { return static_cast<StrObject*>(v.object)->text; }
inline ListObject& list_of(const Value& v) { return *static_cast<ListObject*>(v.object); }
inline DictObject& dict_of(const Value& v) { return *static_cast<DictObject*>(v.object); }
inline Value int_value(std::int64_t n) { return Value::of(PyValue::make_int(n).value()); }
inline Value float_value(double d) { return Value::of(PyValue::make_float(d)); }
bool is_type(const Value& v, const char* name);  // v is the builtin class `name`
// The row `name` as a value ("dataclass.__init__", put in a class's attributes).
Value builtin_row(const std::string& name);
// The row `row` bound to `self`, as a method is (functools.wraps(f) is "functools.wraps.apply" on f).
Value bound_builtin(const char* row, const Value& self);

// builtins_numeric.cpp
Result<Value> builtin_sum(Arguments& a);
Result<Value> builtin_max_min(Arguments& a, bool max);
Result<Value> builtin_float(Arguments& a);
Result<Value> builtin_int(Arguments& a);
Result<Value> builtin_round(Arguments& a);
Result<Value> builtin_sorted(Arguments& a);
// Sorts in place as list.sort does (stable; key= and reverse= applied by the caller).
Status sort_values(Interpreter& in, std::vector<Value>& items, int line);
// max/min/sorted with key=: each item's key, computed once, in order.
Status keys_of(Arguments& a, const Value& key, const std::vector<Value>& items, std::vector<Value>& keys);

// json_dumps.cpp
Result<Value> json_dumps_call(Arguments& a);

// The builtins' rows (a null name ends each list); each module's are in its ModuleDef.
extern const BuiltinRow kCoreRows[];       // builtins.cpp
extern const BuiltinRow kMoreRows[];       // builtins_more.cpp
extern const BuiltinRow kMethodRows[];     // methods.cpp
extern const BuiltinRow kClassRows[];      // builtins_classes.cpp
extern const BuiltinRow kGeneratorRows[];  // generator.cpp: a generator's methods
extern const BuiltinRow kDequeRows[];      // deque.cpp: collections.deque and its methods

// A name a module has in CPython that the subset refuses as a limit of this project, and why.
struct ModuleRefusal {
  const char* name;  // null ends a list
  const char* reason;
};

// A module the subset imports, declared once, in its own file (kMathModule in module_math.cpp):
// its name, the rows of its functions and classes ("math.sqrt"), its other members (math.pi: none
// when `name` is not one), and the names it refuses by reason. modules.cpp lists the modules, a line each.
struct ModuleDef {
  const char* name;
  const BuiltinRow* rows;                                   // null: none of its own
  std::optional<Value> (*member)(const std::string& name);  // null: none
  const ModuleRefusal* refusals = nullptr;                  // null: none
};
std::size_t module_count();
const ModuleDef& module_at(std::size_t tag);  // a Kind::Module value's tag is its place in the list

// len(), float(), int(), abs() of an instance through its special method (builtins_classes.cpp):
// none when its class defines none.
Result<std::optional<Value>> instance_conversion(Arguments& a, const char* dunder);

// A module's member that is no row (math.pi), or none.
std::optional<Value> module_member(const Value& module, const std::string& name);
// Why the subset refuses a module's name (sys.maxsize), or null.
const char* module_refusal(const Value& module, const std::string& name);

}  // namespace fm::pyexec
