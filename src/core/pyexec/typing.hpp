// Type hints as values: the names of `typing` and `collections.abc` (Sequence, Protocol, ...),
// what subscripting them gives (Sequence[float]), `type X = ...` aliases (typing.TypeAliasType,
// evaluated lazily) and the Ellipsis. Each typing name is a Kind::Alias value whose tag says which
// name it is, so that code taking a class base (`class P(Protocol)`) can tell them apart.
#pragma once

#include <optional>
#include <string>

#include "interpreter.hpp"

namespace fm::pyexec {

// `type X = value`: its name and value, evaluated (once) when __value__ is asked for.
struct TypeAliasObject : Object {
  TypeAliasObject(std::string n, const Expr* v, Scope* s) : name(std::move(n)), value(v), scope(s) {}
  std::string name;
  const Expr* value;
  Scope* scope;
  Value evaluated;
  bool done = false;
};

// module.name for the modules `typing` and `collections.abc`: a typing name, a constant
// (TYPE_CHECKING), or none when it is not one of them.
std::optional<Value> typing_member(const std::string& module, const std::string& name);
// "Protocol", "Sequence", ... for a typing name or its subscripted form (Generic[T]); else nullptr.
const char* typing_name(const Value& alias);
// The module that defines it ("typing", "collections.abc"); nullptr as typing_name.
const char* typing_module(const Value& alias);
// Whether the alias was made by subscripting (Sequence[float], Generic[T]).
bool typing_subscripted(const Value& alias);
// isinstance(x, hint) for the classes of collections.abc and numbers (exact over the subset's
// values); refused (false, recorded) for the other hints and the values not modelled.
Status typing_isinstance(Interpreter& in, const Value& x, const Value& hint, bool& result, int line);
// hint[key]: list[float], Sequence[float], Optional[int] (opaque hints), where CPython accepts
// them; the forms it checks and would reject (Optional[int, str], int[str], Protocol[int], a
// TypeAliasType) are refused.
Result<Value> typing_subscript(Interpreter& in, const Value& hint, const Value& key, int line);
// left | right of two hints (int | None): a hint; with a bare special form (Optional | None) refused.
Result<Value> typing_union(Interpreter& in, const Value& left, const Value& right, int line);
// alias.name: a TypeAliasType's __name__ and __value__; anything else refused.
Result<Value> typing_attribute(Interpreter& in, const Value& alias, const std::string& name, int line);
// repr() of a TypeAliasType (its name); false (refused) for the other hints.
Status typing_repr(Interpreter& in, const Value& alias, std::string& out, int line);
// Calling a hint: TypeAliasType raises as CPython; the others are refused.
Result<Value> typing_call(Interpreter& in, const Value& alias, int line);
// A type variable (TypeVar("T"), def f[T]): a hint Generic[...] and Protocol[...] accept.
Value typing_typevar_value();
// The value of `type X = value` run in `scope`.
Result<Value> make_type_alias(Interpreter& in, const std::string& name, const Expr& value, Scope& scope, int line);

}  // namespace fm::pyexec
