// The builtins of the subset: one table of rows {name, function} (builtins_impl.hpp) holding the
// builtin functions and classes, the modules' functions ("math.sqrt") and the methods
// ("str.join"); the exception classes and their hierarchy; the modules a program may import; and
// every other name of CPython 3.12's builtins, refused by name. CPython 3.12's argument checks
// and messages throughout.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "interpreter.hpp"

namespace fm::pyexec {

// What a builtin name (read after the module's globals) means among those the subset runs, or none.
std::optional<Value> lookup_builtin(const std::string& name);
// The same for a program's name: a name of CPython's builtins that the subset does not run is
// refused; none for any other name (the caller raises NameError).
Result<std::optional<Value>> find_builtin(Interpreter& in, const std::string& name, int line);
// Every name of CPython 3.12's dir(builtins), for the tests.
const std::vector<std::string>& cpython_builtin_names();
// A class (int, list, map, ...): its repr is "<class 'int'>", its type 'type'.
bool builtin_is_type(const Value& v);
bool is_type(const Value& v, const char* name);  // v is the builtin class `name`
// A row that a class's attribute binds to its instance, as a method (dataclass.__init__, Logger.info).
bool builtin_binds(const Value& v);
// logging.DEBUG, ... (module_logging.cpp)
// "len", "ValueError", "append", ...
std::string builtin_name(const Value& builtin);
// As the row names it: "len", "itertools.chain" (a class's repr: <class 'itertools.chain'>).
std::string builtin_qualified_name(const Value& builtin);
// A builtin, an exception class or a bound method; keywords name the last arguments.
Result<Value> call_builtin(Interpreter& in, const Value& callee, std::vector<Value>& args,
                           const std::vector<std::string>& keywords, int line);
// object.name: a method, or a module's function or constant; anything else is outside the subset.
Result<Value> builtin_attribute(Interpreter& in, const Value& object, const std::string& name, int line);

// type(x): the class of a value (int, a class the program defined, ...), or refused.
Result<Value> type_of(Interpreter& in, const Value& x, int line);
// Fails with FrozenInstanceError where a frozen dataclass refuses `name` being set.
Status check_frozen_assignment(Interpreter& in, const ClassObject& cls, const std::string& name, int line);

// module_collections.cpp: a defaultdict's or Counter's missing key (none: no default), their repr; named tuples.
Result<std::optional<Value>> dict_missing(Interpreter& in, DictObject& dict, const Value& key, int line);
Status flavored_repr(Interpreter& in, const Value& dict, std::string& out, int line);
Result<Value> named_tuple_new(Interpreter& in, ClassObject* cls, std::vector<Value>& args,
                              const std::vector<std::string>& keywords, int line);
Status named_tuple_repr(Interpreter& in, const Value& tuple, std::string& out, int line);
Result<Value> named_tuple_attribute(Interpreter& in, const Value& tuple, const std::string& name, int line);
Status make_class_named_tuple(Interpreter& in, ClassObject& cls, int line);
bool named_tuple_field(const ClassObject& cls, const std::string& name);

// A module of the subset by name (json, math, typing, ...), or none.
std::optional<Value> find_module(const std::string& name);
// A top-level module name of CPython 3.12's standard library (sys.stdlib_module_names).
bool in_standard_library(const std::string& name);
// module_abc.cpp: CPython's TypeError message for instantiating `cls` while a method is abstract, or "".
std::string abstract_methods_message(const ClassObject& cls);
std::string module_name(const Value& module);

// The exception class by name (its tag), or -1; and whether class `tag` is `ancestor` or derives from it.
int exception_class(const std::string& name);
bool exception_derives(int tag, int ancestor);

// json.dumps(value, ensure_ascii=...) appended to `out` (json_dumps.cpp); fails with the error recorded.
Status json_dumps(Interpreter& in, const Value& value, bool ensure_ascii, std::string& out, int line,
                  bool sort_keys = false);

}  // namespace fm::pyexec
