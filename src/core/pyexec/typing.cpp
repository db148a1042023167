// Type hints as values (typing.hpp) and typing's functions that a program calls at run time:
// cast, overload, override, final, assert_never, NewType. CPython 3.12's Lib/typing.py.
#include "typing.hpp"

#include <cstring>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

struct TypingName {
  const char* module;
  const char* name;
};

// The names a program may take from typing and collections.abc, as hints (annotations,
// aliases, subscripts, class bases); isinstance() with them and calling them stay refused.
// (typing.NamedTuple and typing.TypedDict are not here: their class forms run, module_collections.cpp.)
const TypingName kNames[] = {{"typing", "Any"},
                             {"typing", "List"},
                             {"typing", "Dict"},
                             {"typing", "Tuple"},
                             {"typing", "Optional"},
                             {"typing", "Union"},
                             {"typing", "Sequence"},
                             {"typing", "Iterable"},
                             {"typing", "Iterator"},
                             {"typing", "Mapping"},
                             {"typing", "Callable"},
                             {"typing", "Set"},
                             {"typing", "FrozenSet"},
                             {"typing", "Final"},
                             {"typing", "Literal"},
                             {"typing", "SupportsFloat"},
                             {"typing", "MutableSequence"},
                             {"typing", "Collection"},
                             {"typing", "TypeAlias"},
                             {"typing", "Generator"},
                             {"typing", "Protocol"},
                             {"typing", "Generic"},
                             {"typing", "ClassVar"},
                             {"typing", "Annotated"},
                             {"typing", "Self"},
                             {"typing", "Never"},
                             {"typing", "NoReturn"},
                             {"typing", "LiteralString"},
                             {"typing", "TypeGuard"},
                             {"typing", "Required"},
                             {"typing", "NotRequired"},
                             {"typing", "Type"},
                             {"typing", "MutableMapping"},
                             {"typing", "Container"},
                             {"typing", "Sized"},
                             {"typing", "Hashable"},
                             {"typing", "Reversible"},
                             {"typing", "SupportsInt"},
                             {"typing", "SupportsIndex"},
                             {"typing", "SupportsAbs"},
                             {"typing", "SupportsRound"},
                             {"typing", "DefaultDict"},
                             {"typing", "OrderedDict"},
                             {"typing", "Deque"},
                             {"typing", "Counter"},
                             {"typing", "AbstractSet"},
                             {"typing", "KeysView"},
                             {"typing", "ItemsView"},
                             {"typing", "ValuesView"},
                             {"typing", "ParamSpec"},
                             {"typing", "Concatenate"},
                             {"typing", "TypeVarTuple"},
                             {"typing", "Unpack"},
                             {"typing", "Awaitable"},
                             {"collections.abc", "Sequence"},
                             {"collections.abc", "Iterable"},
                             {"collections.abc", "Iterator"},
                             {"collections.abc", "Mapping"},
                             {"collections.abc", "MutableMapping"},
                             {"collections.abc", "Callable"},
                             {"collections.abc", "Collection"},
                             {"collections.abc", "Container"},
                             {"collections.abc", "Sized"},
                             {"collections.abc", "Hashable"},
                             {"collections.abc", "Reversible"},
                             {"collections.abc", "Generator"},
                             {"collections.abc", "MutableSequence"},
                             {"collections.abc", "Set"},
                             {"collections.abc", "MutableSet"},
                             {"collections.abc", "KeysView"},
                             {"collections.abc", "ItemsView"},
                             {"collections.abc", "ValuesView"},
                             {"collections.abc", "MappingView"},
                             {"collections.abc", "Awaitable"},
                             {"collections.abc", "Buffer"},
                             {"numbers", "Number"},
                             {"numbers", "Complex"},
                             {"numbers", "Real"},
                             {"numbers", "Rational"},
                             {"numbers", "Integral"}};
constexpr int kCount = sizeof kNames / sizeof kNames[0];
constexpr int kSubscripted = 1 << 20;
constexpr int kTypeVar = kCount + 1;  // TypeVar("T") and def f[T]'s T

const TypingName* row_of(const Value& alias) {
  if (alias.kind != Kind::Alias || alias.object || alias.tag <= 0) return nullptr;
  const int index = (alias.tag & (kSubscripted - 1)) - 1;
  return index >= 0 && index < kCount ? &kNames[index] : nullptr;
}

// How a message names a hint: "Sequence", "a type variable", "(a subscripted or union type)".
std::string described(const Value& hint);

TypeAliasObject* type_alias(const Value& v) {
  return v.kind == Kind::Alias && v.object ? static_cast<TypeAliasObject*>(v.object) : nullptr;
}

// typing.cast(typ, val): val itself.
Result<Value> typing_cast(Arguments& a) {
  if (a.only_keywords({"typ", "val"}).failed()) return Failure{};
  if (a.args.size() != 2 || (a.positional() == 1 && !a.keyword("val")) || (a.positional() == 0 && !a.keyword("typ"))) {
    return a.refuse("typing.cast() with other than its two arguments");
  }
  const Value* val = a.keyword("val");
  return val ? *val : a.args[1];
}

// A decorator that gives back what it decorates (typing.override, typing.final,
// typing.no_type_check: they set attributes the subset does not read).
Result<Value> typing_identity_decorator(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) return a.refuse(a.name + "() with other than one argument");
  // no_type_check sets an attribute without catching the AttributeError a builtin raises.
  if (a.name == "typing.no_type_check" && a.args[0].kind != Kind::Function)
    return a.refuse("typing.no_type_check() of other than a def or lambda");
  return a.args[0];
}

// typing.overload(f): CPython's _overload_dummy, which raises when called.
Result<Value> typing_overload(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) return a.refuse("typing.overload() with other than one argument");
  return bound_builtin("typing.overload.dummy", Value::none());
}

Result<Value> overload_dummy(Arguments& a) {
  a.in.raise(
      PyExc::NotImplementedError,
      "You should not call an overloaded function. A series of @overload-decorated functions outside a stub module "
      "should always be followed by an implementation that is not @overload-ed.",
      a.line);
  return Failure{};
}

// typing.assert_never(arg): AssertionError with repr(arg), cut at 100 characters.
Result<Value> typing_assert_never(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError,
               "assert_never() takes 1 positional argument but " + std::to_string(a.positional()) + " were given",
               a.line);
    return Failure{};
  }
  std::string value;
  if (a.in.repr(a.args[0], value, a.line).failed()) return Failure{};
  if (code_point_count(value) > 100) {
    std::size_t bytes = 0;
    for (int n = 0; n < 100; ++n) {
      ++bytes;
      while (bytes < value.size() && is_utf8_continuation(value[bytes])) ++bytes;
    }
    value = value.substr(0, bytes) + "...";
  }
  a.in.raise(PyExc::AssertionError, "Expected code to be unreachable, but got: " + value, a.line);
  return Failure{};
}

// typing.NewType(name, tp): a callable giving back its argument.
Result<Value> typing_newtype(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("typing.NewType() with keyword arguments");
  if (a.positional() != 2 || a.args[0].kind != Kind::Str)
    return a.refuse("typing.NewType() with other than a name and a type");
  return bound_builtin("typing.NewType.apply", a.args[0]);
}

Result<Value> newtype_apply(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("calling a NewType with keyword arguments");
  if (a.positional() != 1) return a.refuse("calling a NewType with other than one argument");
  return a.args[0];
}

// isinstance(x, abc) for the abstract classes of collections.abc (and typing's aliases of them)
// and numbers, over the subset's values: which of them each builtin type is, as CPython
// registers them. 1: yes, 0: no, -1: refused (dict views, generators and type hints are not
// modelled).
int abc_instance(const Value& x, const std::string& abc) {
  const auto one_of = [&](std::initializer_list<const char*> names) {
    for (const char* n : names) {
      if (abc == n) return 1;
    }
    return 0;
  };
  switch (x.kind) {
    case Kind::Bool:
    case Kind::Number:
      if (x.kind == Kind::Number && x.number.is_float()) return one_of({"Number", "Complex", "Real", "Hashable"});
      return one_of({"Number", "Complex", "Real", "Rational", "Integral", "Hashable"});
    case Kind::None:
    case Kind::Ellipsis:
    case Kind::Exception:
    case Kind::Module: return one_of({"Hashable"});
    case Kind::Str:
    case Kind::Tuple:
    case Kind::Range:
      return one_of({"Iterable", "Container", "Sized", "Collection", "Reversible", "Sequence", "Hashable"});
    case Kind::List:
      return one_of({"Iterable", "Container", "Sized", "Collection", "Reversible", "Sequence", "MutableSequence"});
    case Kind::Dict:
      return one_of({"Iterable", "Container", "Sized", "Collection", "Reversible", "Mapping", "MutableMapping"});
    case Kind::Function:
    case Kind::Builtin:
    case Kind::Method:
    case Kind::ExceptionClass: return one_of({"Callable", "Hashable"});
    case Kind::Iterator: {
      const auto* it = static_cast<IteratorObject*>(x.object);
      if (it->is_view() || std::strcmp(it->type_name(), "generator") == 0 || abc == "Generator") return -1;
      return one_of({"Iterable", "Iterator", "Hashable"});
    }
    default: return -1;
  }
}

// The names isinstance() may take: every one of collections.abc and numbers, and typing's
// aliases of the collections.abc classes.
bool checkable(const TypingName& row) {
  if (std::strcmp(row.module, "typing") != 0) return true;
  static const char* const kAliases[] = {"Sequence",       "Iterable",        "Iterator",   "Mapping",
                                         "MutableMapping", "MutableSequence", "Collection", "Container",
                                         "Sized",          "Hashable",        "Reversible", "Callable"};
  for (const char* name : kAliases) {
    if (std::strcmp(row.name, name) == 0) return true;
  }
  return false;
}

}  // namespace

Status typing_isinstance(Interpreter& in, const Value& x, const Value& hint, bool& result, int line) {
  const TypingName* row = row_of(hint);
  if (row && !typing_subscripted(hint) && checkable(*row)) {
    const int answer = abc_instance(x, row->name);
    if (answer >= 0) {
      result = answer == 1;
      return Status::ok();
    }
    in.unsupported(std::string("isinstance() of a ") + type_name(x) + " with " + row->module + "." + row->name +
                       " is not supported",
                   line);
    return Failure{};
  }
  in.unsupported("isinstance() with a typing name or a union", line);
  return Failure{};
}

namespace {
std::string described(const Value& hint) {
  if (const char* name = typing_name(hint)) return name;
  if (hint.kind == Kind::Alias && !hint.object && hint.tag == kTypeVar) return "(a type variable)";
  return "(a subscripted or union type)";
}
}  // namespace

Value typing_typevar_value() { return Value::of(Kind::Alias, nullptr, kTypeVar); }

std::optional<Value> typing_member(const std::string& module, const std::string& name) {
  if (module == "typing" && name == "TYPE_CHECKING") return Value::boolean(false);
  for (int i = 0; i < kCount; ++i) {
    if (module == kNames[i].module && name == kNames[i].name) return Value::of(Kind::Alias, nullptr, i + 1);
  }
  return std::nullopt;
}

const char* typing_name(const Value& alias) {
  const TypingName* row = row_of(alias);
  return row ? row->name : nullptr;
}

const char* typing_module(const Value& alias) {
  const TypingName* row = row_of(alias);
  return row ? row->module : nullptr;
}

bool typing_subscripted(const Value& alias) { return row_of(alias) && (alias.tag & kSubscripted) != 0; }

namespace {

bool is_name(const char* name, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    if (std::strcmp(name, n) == 0) return true;
  }
  return false;
}

// A parameter typing accepts without question: a class, a hint, None, or a forward reference
// that is a (dotted) name.
bool type_like(const Value& v) {
  if (v.kind == Kind::Alias || v.kind == Kind::None || v.kind == Kind::ExceptionClass) return true;
  if (v.kind == Kind::Builtin) return builtin_is_type(v);
  if (v.kind == Kind::Str) {
    const std::string& text = static_cast<StrObject*>(v.object)->text;
    if (text.empty()) return false;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
      if (!(letter || (i > 0 && ((c >= '0' && c <= '9') || c == '.')))) return false;
    }
    return text.back() != '.';
  }
  return false;
}

// Callable[[A, B], R] or Callable[..., R].
bool callable_parameters(const std::vector<Value>& items) {
  if (items.size() != 2 || !type_like(items[1])) return false;
  if (items[0].kind == Kind::Ellipsis) return true;
  if (items[0].kind != Kind::List) return false;
  for (const Value& v : list_of(items[0]).items) {
    if (!type_like(v)) return false;
  }
  return true;
}

// Whether CPython 3.12 accepts name[items] for this typing, collections.abc or numbers name.
bool accepts(const TypingName& row, const std::vector<Value>& items) {
  const bool abc = std::strcmp(row.module, "collections.abc") == 0;
  if (std::strcmp(row.module, "numbers") == 0) return false;
  if (is_name(row.name, {"Callable"})) return callable_parameters(items);
  if (abc) return !is_name(row.name, {"Hashable", "Sized", "Buffer"});  // GenericAlias checks nothing more
  bool types = true;
  for (const Value& v : items) types = types && type_like(v);
  const std::size_t n = items.size();
  if (is_name(row.name, {"List",       "Set",         "FrozenSet",       "Type",        "Sequence",
                         "Iterable",   "Iterator",    "MutableSequence", "Collection",  "Container",
                         "Reversible", "AbstractSet", "KeysView",        "ValuesView",  "Deque",
                         "Counter",    "Awaitable",   "Final",           "ClassVar",    "TypeGuard",
                         "Required",   "NotRequired", "Optional",        "SupportsAbs", "SupportsRound"})) {
    return n == 1 && types;
  }
  if (is_name(row.name, {"Dict", "Mapping", "MutableMapping", "DefaultDict", "OrderedDict", "ItemsView"}))
    return n == 2 && types;
  if (is_name(row.name, {"Generator"})) return n == 3 && types;
  if (is_name(row.name, {"Union"})) return n >= 1 && types;
  if (is_name(row.name, {"Tuple"})) {
    if (n == 2 && items[1].kind == Kind::Ellipsis) return type_like(items[0]);
    return n >= 1 && types;
  }
  if (is_name(row.name, {"Literal"})) {
    for (const Value& v : items) {
      if (!(v.kind == Kind::Number || v.kind == Kind::Str || v.kind == Kind::Bool || v.kind == Kind::None))
        return false;
    }
    return n >= 1;
  }
  if (is_name(row.name, {"Annotated"})) return n >= 2 && type_like(items[0]);
  // Generic[T] and Protocol[T]: one type variable (several must be distinct ones, which the
  // subset cannot tell apart).
  if (is_name(row.name, {"Generic", "Protocol"}))
    return n == 1 && items[0].kind == Kind::Alias && items[0].tag == kTypeVar && !items[0].object;
  return false;  // Any, Protocol, Generic, TypedDict, the Supports* protocols, ...: refused
}

}  // namespace

Result<Value> typing_subscript(Interpreter& in, const Value& hint, const Value& key, int line) {
  if (const TypeAliasObject* alias = type_alias(hint)) {
    in.unsupported("subscripting the type alias " + alias->name + " is not supported", line);
    return Failure{};
  }
  std::vector<Value> items;
  if (key.kind == Kind::Tuple) {
    items = list_of(key).items;
  } else {
    items.push_back(key);
  }
  if (hint.kind == Kind::Builtin) {
    // The classes with __class_getitem__ (types.GenericAlias, which checks nothing).
    const std::string name = builtin_qualified_name(hint);
    if (is_name(name.c_str(), {"list", "tuple", "dict", "type", "enumerate", "itertools.chain", "functools.partial"}))
      return in.alias();
    in.unsupported("subscripting the class " + name + " is not supported", line);
    return Failure{};
  }
  const TypingName* row = row_of(hint);
  if (row && !typing_subscripted(hint) && accepts(*row, items))
    return Value::of(Kind::Alias, nullptr, hint.tag | kSubscripted);
  in.unsupported(std::string("subscripting the type hint ") + described(hint) +
                     (row && !typing_subscripted(hint) ? " with these parameters" : "") + " is not supported",
                 line);
  return Failure{};
}

Result<Value> typing_union(Interpreter& in, const Value& left, const Value& right, int line) {
  if (left.kind == Kind::None && right.kind == Kind::None) {
    in.raise(PyExc::TypeError, "unsupported operand type(s) for |: 'NoneType' and 'NoneType'", line);
    return Failure{};
  }
  for (const Value& side : {left, right}) {
    const TypingName* row = row_of(side);
    if (row && !typing_subscripted(side) && std::strcmp(row->module, "typing") == 0 && !checkable(*row) &&
        !is_name(row->name,
                 {"Any",         "List",          "Dict",        "Tuple",         "Set",         "FrozenSet",
                  "Type",        "SupportsFloat", "SupportsInt", "SupportsIndex", "SupportsAbs", "SupportsRound",
                  "DefaultDict", "OrderedDict",   "Deque",       "Counter",       "AbstractSet", "KeysView",
                  "ItemsView",   "ValuesView",    "Awaitable",   "Generator"})) {
      in.unsupported(std::string("the type hint ") + row->name + " in a union is not supported", line);
      return Failure{};
    }
  }
  return in.alias();
}

Result<Value> typing_attribute(Interpreter& in, const Value& alias, const std::string& name, int line) {
  if (TypeAliasObject* t = type_alias(alias)) {
    if (name == "__name__") return in.make_str(t->name, line);
    if (name == "__value__") {
      if (!t->done) {
        const Result<Value> evaluated = in.evaluate(*t->value, *t->scope);
        if (evaluated.failed()) return Failure{};
        t->evaluated = *evaluated;
        t->done = true;
      }
      return t->evaluated;
    }
  }
  const char* owner = typing_name(alias);
  in.unsupported(std::string("the attribute ") +
                     (type_alias(alias) ? "typing.TypeAliasType"
                      : owner           ? owner
                                        : type_name(alias)) +
                     "." + name + " is not supported",
                 line);
  return Failure{};
}

Status typing_repr(Interpreter& in, const Value& alias, std::string& out, int line) {
  if (const TypeAliasObject* t = type_alias(alias)) return out += t->name, Status::ok();
  return in.unsupported("repr() of the type hint " + described(alias) + " is not supported", line);
}

Result<Value> typing_call(Interpreter& in, const Value& alias, int line) {
  if (type_alias(alias)) {
    in.raise(PyExc::TypeError, "'typing.TypeAliasType' object is not callable", line);
    return Failure{};
  }
  in.unsupported("calling the type hint " + described(alias) + " is not supported", line);
  return Failure{};
}

namespace {
// typing.TypeVar("T", ...): a type hint.
Result<Value> typing_typevar(Arguments& a) {
  if (a.positional() < 1 || a.args[0].kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, "TypeVar() missing required argument 'name' (pos 1)", a.line);
    return Failure{};
  }
  return typing_typevar_value();
}
}  // namespace

Result<Value> make_type_alias(Interpreter& in, const std::string& name, const Expr& value, Scope& scope, int line) {
  return Value::of(Kind::Alias, in.make<TypeAliasObject>(line, name, &value, &scope));
}

const BuiltinRow kTypingRows[] = {{"typing.cast", typing_cast},
                                  {"typing.overload", typing_overload},
                                  {"typing.overload.dummy", overload_dummy},
                                  {"typing.override", typing_identity_decorator},
                                  {"typing.final", typing_identity_decorator},
                                  {"typing.no_type_check", typing_identity_decorator},
                                  {"typing.assert_never", typing_assert_never},
                                  {"typing.NewType", typing_newtype},
                                  {"typing.NewType.apply", newtype_apply},
                                  {"typing.TypeVar", typing_typevar},
                                  {nullptr, nullptr}};

namespace {
std::optional<Value> typing_module_member(const std::string& name) { return typing_member("typing", name); }
std::optional<Value> abc_module_member(const std::string& name) { return typing_member("collections.abc", name); }
std::optional<Value> numbers_module_member(const std::string& name) { return typing_member("numbers", name); }
}  // namespace
extern const ModuleDef kTypingModule{"typing", kTypingRows, typing_module_member};
extern const ModuleDef kCollectionsAbcModule{"collections.abc", nullptr, abc_module_member};
extern const ModuleDef kNumbersModule{"numbers", nullptr, numbers_module_member};

}  // namespace fm::pyexec
