// Type hints as values (typing.hpp) and typing's functions that a program calls at run time:
// cast, overload, override, final, assert_never, NewType. CPython 3.12's Lib/typing.py.
#include "typing.hpp"

#include <cstring>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

struct TypingName {
  const char* module;
  const char* name;
};

// The names a program may take from typing and collections.abc, as hints (annotations,
// aliases, subscripts, class bases); isinstance() with them and calling them stay refused.
const TypingName kNames[] = {
    {"typing", "Any"}, {"typing", "List"}, {"typing", "Dict"}, {"typing", "Tuple"}, {"typing", "Optional"},
    {"typing", "Union"}, {"typing", "Sequence"}, {"typing", "Iterable"}, {"typing", "Iterator"}, {"typing", "Mapping"},
    {"typing", "Callable"}, {"typing", "Set"}, {"typing", "FrozenSet"}, {"typing", "Final"}, {"typing", "Literal"},
    {"typing", "SupportsFloat"}, {"typing", "MutableSequence"}, {"typing", "Collection"}, {"typing", "TypeAlias"},
    {"typing", "Generator"}, {"typing", "Protocol"}, {"typing", "Generic"}, {"typing", "TypedDict"},
    {"typing", "NamedTuple"}, {"typing", "ClassVar"}, {"typing", "Annotated"}, {"typing", "Self"}, {"typing", "Never"},
    {"typing", "NoReturn"}, {"typing", "LiteralString"}, {"typing", "TypeGuard"}, {"typing", "Required"},
    {"typing", "NotRequired"}, {"typing", "Type"}, {"typing", "MutableMapping"}, {"typing", "Container"},
    {"typing", "Sized"}, {"typing", "Hashable"}, {"typing", "Reversible"}, {"typing", "SupportsInt"},
    {"typing", "SupportsIndex"}, {"typing", "SupportsAbs"}, {"typing", "SupportsRound"}, {"typing", "DefaultDict"},
    {"typing", "OrderedDict"}, {"typing", "Deque"}, {"typing", "Counter"}, {"typing", "AbstractSet"},
    {"typing", "KeysView"}, {"typing", "ItemsView"}, {"typing", "ValuesView"}, {"typing", "ParamSpec"},
    {"typing", "Concatenate"}, {"typing", "TypeVarTuple"}, {"typing", "Unpack"}, {"typing", "Awaitable"},
    {"collections.abc", "Sequence"}, {"collections.abc", "Iterable"}, {"collections.abc", "Iterator"},
    {"collections.abc", "Mapping"}, {"collections.abc", "MutableMapping"}, {"collections.abc", "Callable"},
    {"collections.abc", "Collection"}, {"collections.abc", "Container"}, {"collections.abc", "Sized"},
    {"collections.abc", "Hashable"}, {"collections.abc", "Reversible"}, {"collections.abc", "Generator"},
    {"collections.abc", "MutableSequence"}, {"collections.abc", "Set"}, {"collections.abc", "MutableSet"},
    {"collections.abc", "KeysView"}, {"collections.abc", "ItemsView"}, {"collections.abc", "ValuesView"},
    {"collections.abc", "MappingView"}, {"collections.abc", "Awaitable"}, {"collections.abc", "Buffer"},
    {"numbers", "Number"}, {"numbers", "Complex"}, {"numbers", "Real"}, {"numbers", "Rational"}, {"numbers", "Integral"}};
constexpr int kCount = sizeof kNames / sizeof kNames[0];
constexpr int kSubscripted = 1 << 20;

const TypingName* row_of(const Value& alias) {
  if (alias.kind != Kind::Alias || alias.object || alias.tag <= 0) return nullptr;
  const int index = (alias.tag & (kSubscripted - 1)) - 1;
  return index >= 0 && index < kCount ? &kNames[index] : nullptr;
}

TypeAliasObject* type_alias(const Value& v) {
  return v.kind == Kind::Alias && v.object ? static_cast<TypeAliasObject*>(v.object) : nullptr;
}

// typing.cast(typ, val): val itself.
Value typing_cast(Arguments& a) {
  if (!a.only_keywords({"typ", "val"})) return {};
  if (a.args.size() != 2 || (a.positional() == 1 && !a.keyword("val")) || (a.positional() == 0 && !a.keyword("typ"))) {
    return a.refuse("typing.cast() with other than its two arguments");
  }
  const Value* val = a.keyword("val");
  return val ? *val : a.args[1];
}

// A decorator that gives back what it decorates (typing.override, typing.final,
// typing.no_type_check: they set attributes the subset does not read).
Value typing_identity_decorator(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 1) return a.refuse(a.name + "() with other than one argument");
  // no_type_check sets an attribute without catching the AttributeError a builtin raises.
  if (a.name == "typing.no_type_check" && a.args[0].kind != Kind::Function) return a.refuse("typing.no_type_check() of other than a def or lambda");
  return a.args[0];
}

// typing.overload(f): CPython's _overload_dummy, which raises when called.
Value typing_overload(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 1) return a.refuse("typing.overload() with other than one argument");
  return bound_builtin("typing.overload.dummy", Value::none());
}

Value overload_dummy(Arguments& a) {
  a.in.raise("NotImplementedError",
             "You should not call an overloaded function. A series of @overload-decorated functions outside a stub module "
             "should always be followed by an implementation that is not @overload-ed.",
             a.line);
  return {};
}

// typing.assert_never(arg): AssertionError with repr(arg), cut at 100 characters.
Value typing_assert_never(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 1) {
    a.in.raise("TypeError", "assert_never() takes 1 positional argument but " + std::to_string(a.positional()) + " were given", a.line);
    return {};
  }
  std::string value;
  if (!a.in.repr(a.args[0], value, a.line)) return {};
  if (code_point_count(value) > 100) {
    std::size_t bytes = 0;
    for (int n = 0; n < 100; ++n) {
      ++bytes;
      while (bytes < value.size() && (static_cast<unsigned char>(value[bytes]) & 0xC0) == 0x80) ++bytes;
    }
    value = value.substr(0, bytes) + "...";
  }
  a.in.raise("AssertionError", "Expected code to be unreachable, but got: " + value, a.line);
  return {};
}

// typing.NewType(name, tp): a callable giving back its argument.
Value typing_newtype(Arguments& a) {
  if (!a.no_keywords()) return a.refuse("typing.NewType() with keyword arguments");
  if (a.positional() != 2 || a.args[0].kind != Kind::Str) return a.refuse("typing.NewType() with other than a name and a type");
  return bound_builtin("typing.NewType.apply", a.args[0]);
}

Value newtype_apply(Arguments& a) {
  if (!a.no_keywords()) return a.refuse("calling a NewType with keyword arguments");
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
    case Kind::Module:
      return one_of({"Hashable"});
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
    case Kind::ExceptionClass:
      return one_of({"Callable", "Hashable"});
    case Kind::Iterator: {
      const auto* it = static_cast<IteratorObject*>(x.object);
      if (it->is_view() || std::strcmp(it->type_name(), "generator") == 0 || abc == "Generator") return -1;
      return one_of({"Iterable", "Iterator", "Hashable"});
    }
    default:
      return -1;
  }
}

// The names isinstance() may take: every one of collections.abc and numbers, and typing's
// aliases of the collections.abc classes.
bool checkable(const TypingName& row) {
  if (std::strcmp(row.module, "typing") != 0) return true;
  static const char* const kAliases[] = {"Sequence", "Iterable", "Iterator", "Mapping", "MutableMapping", "MutableSequence",
                                         "Collection", "Container", "Sized", "Hashable", "Reversible", "Callable"};
  for (const char* name : kAliases) {
    if (std::strcmp(row.name, name) == 0) return true;
  }
  return false;
}

}  // namespace

bool typing_isinstance(Interpreter& in, const Value& x, const Value& hint, bool& result, int line) {
  const TypingName* row = row_of(hint);
  if (row && !typing_subscripted(hint) && checkable(*row)) {
    const int answer = abc_instance(x, row->name);
    if (answer >= 0) return result = answer == 1, true;
    in.unsupported(std::string("isinstance() of a ") + type_name(x) + " with " + row->module + "." + row->name + " is not supported", line);
    return false;
  }
  in.unsupported("isinstance() with a typing name or a union", line);
  return false;
}

bool typing_member(const std::string& module, const std::string& name, Value& out) {
  if (module == "typing" && name == "TYPE_CHECKING") return out = Value::boolean(false), true;
  for (int i = 0; i < kCount; ++i) {
    if (module == kNames[i].module && name == kNames[i].name) return out = Value::of(Kind::Alias, nullptr, i + 1), true;
  }
  return false;
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

Value typing_subscript(Interpreter& in, const Value& hint, int line) {
  if (const TypeAliasObject* alias = type_alias(hint)) {
    in.unsupported("subscripting the type alias " + alias->name + " is not supported", line);
    return {};
  }
  if (row_of(hint)) return Value::of(Kind::Alias, nullptr, hint.tag | kSubscripted);
  return in.alias();
}

Value typing_attribute(Interpreter& in, const Value& alias, const std::string& name, int line) {
  if (TypeAliasObject* t = type_alias(alias)) {
    if (name == "__name__") return in.make_str(t->name, line);
    if (name == "__value__") {
      if (!t->done) {
        t->evaluated = in.evaluate(*t->value, *t->scope);
        if (in.failed()) return {};
        t->done = true;
      }
      return t->evaluated;
    }
  }
  const char* owner = typing_name(alias);
  in.unsupported(std::string("the attribute ") + (type_alias(alias) ? "typing.TypeAliasType" : owner ? owner : type_name(alias)) + "." + name + " is not supported", line);
  return {};
}

bool typing_repr(Interpreter& in, const Value& alias, std::string& out, int line) {
  if (const TypeAliasObject* t = type_alias(alias)) return out += t->name, true;
  const char* name = typing_name(alias);
  in.unsupported(std::string("repr() of the type hint ") + (name ? name : "(a subscripted or union type)") + " is not supported", line);
  return false;
}

Value typing_call(Interpreter& in, const Value& alias, int line) {
  if (type_alias(alias)) {
    in.raise("TypeError", "'typing.TypeAliasType' object is not callable", line);
    return {};
  }
  const char* name = typing_name(alias);
  in.unsupported(std::string("calling the type hint ") + (name ? name : "(a subscripted or union type)") + " is not supported", line);
  return {};
}

Value make_type_alias(Interpreter& in, const std::string& name, const Expr& value, Scope& scope, int line) {
  return Value::of(Kind::Alias, in.make<TypeAliasObject>(line, name, &value, &scope));
}

const BuiltinRow kTypingRows[] = {
    {"typing.cast", typing_cast},
    {"typing.overload", typing_overload},
    {"typing.overload.dummy", overload_dummy},
    {"typing.override", typing_identity_decorator},
    {"typing.final", typing_identity_decorator},
    {"typing.no_type_check", typing_identity_decorator},
    {"typing.assert_never", typing_assert_never},
    {"typing.NewType", typing_newtype},
    {"typing.NewType.apply", newtype_apply},
    {nullptr, nullptr}};

}  // namespace fm::pyexec
