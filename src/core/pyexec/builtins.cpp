// The builtins' table, their argument checks (CPython 3.12's messages) and the simple ones;
// the numeric ones (sum, round, int, float, max, min, sorted) are in builtins_numeric.cpp.
#include "builtins.hpp"

#include <algorithm>

#include "builtins_impl.hpp"
#include "iteration.hpp"

namespace fm::pyexec {

namespace {

const char* const kFunctions[] = {"print", "len", "sum", "max", "min", "abs", "zip", "range", "enumerate", "all",
                                  "any", "float", "int", "round", "sorted", "list", "tuple", "str", "bool", "repr"};
const char* const kExceptions[] = {"BaseException", "Exception", "SystemExit", "ArithmeticError", "ZeroDivisionError",
                                   "OverflowError", "LookupError", "IndexError", "KeyError", "ValueError",
                                   "TypeError", "NameError", "UnboundLocalError", "RuntimeError", "AssertionError"};
constexpr int kFunctionCount = sizeof kFunctions / sizeof kFunctions[0];
constexpr int kAppend = 1000;  // Method tag: list.append
constexpr int kDumps = 1001;   // Builtin tag: json.dumps

}  // namespace

bool find_builtin(const std::string& name, Value& out) {
  for (int i = 0; i < kFunctionCount; ++i) {
    if (name == kFunctions[i]) {
      out = {Kind::Builtin, PyValue(), nullptr, i};
      return true;
    }
  }
  for (std::size_t i = 0; i < sizeof kExceptions / sizeof kExceptions[0]; ++i) {
    if (name == kExceptions[i]) {
      out = {Kind::ExceptionClass, PyValue(), nullptr, static_cast<int>(i)};
      return true;
    }
  }
  return false;
}

std::string builtin_name(const Value& builtin) {
  if (builtin.kind == Kind::ExceptionClass) return kExceptions[builtin.tag];
  if (builtin.tag == kAppend) return "append";
  if (builtin.tag == kDumps) return "dumps";
  return kFunctions[builtin.tag];
}

Value builtin_attribute(Interpreter& in, const Value& object, const std::string& name, int line) {
  if (object.kind == Kind::List && name == "append") return {Kind::Method, PyValue(), object.object, kAppend};
  if (object.kind == Kind::Module && name == "dumps") return {Kind::Builtin, PyValue(), nullptr, kDumps};
  const std::string owner = object.kind == Kind::Module ? "json" : type_name(object);
  in.unsupported(owner + "." + name + " is not supported (of attributes, only list.append and json.dumps are)", line);
  return {};
}

// --- argument checks ----------------------------------------------------------------------------

bool Arguments::no_keywords() {
  if (keywords.empty()) return true;
  in.raise("TypeError", name + "() takes no keyword arguments", line);
  return false;
}

bool Arguments::only_keywords(std::initializer_list<const char*> allowed) {
  for (const std::string& keyword : keywords) {
    if (std::find_if(allowed.begin(), allowed.end(), [&](const char* a) { return keyword == a; }) == allowed.end()) {
      in.raise("TypeError", "'" + keyword + "' is an invalid keyword argument for " + name + "()", line);
      return false;
    }
  }
  return true;
}

const Value* Arguments::keyword(const char* wanted) const {
  for (std::size_t k = 0; k < keywords.size(); ++k) {
    if (keywords[k] == wanted) return &args[positional() + k];
  }
  return nullptr;
}

bool Arguments::exactly_one() {
  if (!no_keywords()) return false;
  if (positional() == 1) return true;
  in.raise("TypeError", name + "() takes exactly one argument (" + std::to_string(positional()) + " given)", line);
  return false;
}

bool Arguments::at_most(std::size_t n, bool expected_form) {
  if (positional() <= n) return true;
  const std::string given = std::to_string(positional());
  in.raise("TypeError", expected_form ? name + " expected at most " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " + given
                                      : name + "() takes at most " + std::to_string(n) + " arguments (" + given + " given)",
           line);
  return false;
}

bool Arguments::int_like(const Value& v) {
  if (v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int())) return true;
  in.raise("TypeError", std::string("'") + type_name(v) + "' object cannot be interpreted as an integer", line);
  return false;
}

namespace {

Value builtin_print(Arguments& a) {
  if (!a.only_keywords({"sep", "end", "file", "flush"})) return {};
  if (a.keyword("file") || a.keyword("flush")) {
    a.in.unsupported("print() with file= or flush= is not supported", a.line);
    return {};
  }
  std::string sep = " ";
  std::string end = "\n";
  for (const char* which : {"sep", "end"}) {
    const Value* given = a.keyword(which);
    if (!given || given->kind == Kind::None) continue;
    if (given->kind != Kind::Str) {
      a.in.raise("TypeError", std::string(which) + " must be None or a string, not " + type_name(*given), a.line);
      return {};
    }
    (which[0] == 's' ? sep : end) = static_cast<StrObject*>(given->object)->text;
  }
  std::string text;
  for (std::size_t i = 0; i < a.positional(); ++i) {
    if (i > 0) text += sep;
    if (!a.in.str(a.args[i], text, a.line)) return {};
  }
  text += end;
  a.in.write_output(text, a.line);
  return {};
}

Value builtin_len(Arguments& a) {
  if (!a.exactly_one()) return {};
  const Value& v = a.args[0];
  std::int64_t n = 0;
  switch (v.kind) {
    case Kind::Str: n = static_cast<std::int64_t>(code_point_length(v)); break;
    case Kind::List:
    case Kind::Tuple: n = static_cast<std::int64_t>(static_cast<ListObject*>(v.object)->items.size()); break;
    case Kind::Dict: n = static_cast<std::int64_t>(static_cast<DictObject*>(v.object)->entries.size()); break;
    case Kind::Range: n = static_cast<RangeObject*>(v.object)->length(); break;
    default:
      a.in.raise("TypeError", std::string("object of type '") + type_name(v) + "' has no len()", a.line);
      return {};
  }
  return Value::of(PyValue::make_int(n).value());
}

Value builtin_abs(Arguments& a) {
  if (!a.exactly_one()) return {};
  if (!a.args[0].is_numeric()) {
    a.in.raise("TypeError", std::string("bad operand type for abs(): '") + type_name(a.args[0]) + "'", a.line);
    return {};
  }
  return Value::of(py_abs(a.args[0].number));
}

Value builtin_zip(Arguments& a) {
  if (!a.only_keywords({"strict"})) return {};
  if (a.keyword("strict")) {
    a.in.unsupported("zip(..., strict=...) is not supported", a.line);
    return {};
  }
  auto* zip = a.in.make<ZipIterator>(a.line);
  for (std::size_t i = 0; i < a.positional(); ++i) {
    IteratorObject* it = a.in.iterate(a.args[i], a.line);
    if (!it) return {};
    zip->parts.push_back(it);
  }
  return Value::of(Kind::Iterator, zip);
}

Value builtin_range(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() == 0) {
    a.in.raise("TypeError", "range expected at least 1 argument, got 0", a.line);
    return {};
  }
  if (!a.at_most(3, true)) return {};
  std::int64_t parts[3] = {0, 0, 1};
  for (std::size_t i = 0; i < a.positional(); ++i) {
    if (!a.int_like(a.args[i])) return {};
    parts[a.positional() == 1 ? 1 : i] = a.args[i].number.int_value();
  }
  if (parts[2] == 0) {
    a.in.raise("ValueError", "range() arg 3 must not be zero", a.line);
    return {};
  }
  return Value::of(Kind::Range, a.in.make<RangeObject>(a.line, parts[0], parts[1], parts[2]));
}

Value builtin_enumerate(Arguments& a) {
  if (!a.only_keywords({"iterable", "start"})) return {};
  if (a.keyword("iterable")) {
    a.in.unsupported("enumerate(iterable=...) is not supported", a.line);
    return {};
  }
  if (a.positional() == 0) {
    a.in.raise("TypeError", "enumerate() missing required argument 'iterable'", a.line);
    return {};
  }
  if (!a.at_most(2, false)) return {};
  const Value* start = a.positional() == 2 ? &a.args[1] : a.keyword("start");
  if (start && !a.int_like(*start)) return {};
  IteratorObject* inner = a.in.iterate(a.args[0], a.line);
  if (!inner) return {};
  return Value::of(Kind::Iterator, a.in.make<EnumerateIterator>(a.line, inner, start ? start->number.int_value() : 0));
}

Value builtin_all_any(Arguments& a, bool all) {
  if (!a.exactly_one()) return {};
  IteratorObject* it = a.in.iterate(a.args[0], a.line);
  Value item;
  while (it && it->next(a.in, item)) {
    if (!a.in.step(a.line)) return {};
    if (a.in.truthy(item) != all) return Value::boolean(!all);  // stops here: the rest is never computed
  }
  return a.in.failed() ? Value() : Value::boolean(all);
}

Value builtin_sequence(Arguments& a, Kind kind) {
  if (!a.no_keywords() || !a.at_most(1, true)) return {};
  std::vector<Value> items;
  if (a.positional() == 1 && !a.in.collect(a.args[0], items, a.line)) return {};
  return a.in.make_list(std::move(items), a.line, kind);
}

Value builtin_str(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() > 1) {
    a.in.unsupported("str() with an encoding is not supported", a.line);
    return {};
  }
  std::string text;
  if (a.positional() == 1 && !a.in.str(a.args[0], text, a.line)) return {};
  return a.in.make_str(std::move(text), a.line);
}

Value builtin_repr(Arguments& a) {
  if (!a.exactly_one()) return {};
  std::string text;
  if (!a.in.repr(a.args[0], text, a.line)) return {};
  return a.in.make_str(std::move(text), a.line);
}

Value builtin_bool(Arguments& a) {
  if (!a.no_keywords() || !a.at_most(1, true)) return {};
  return Value::boolean(a.positional() == 1 && a.in.truthy(a.args[0]));
}

Value list_append(Arguments& a, const Value& list) {
  a.name = "list.append";
  if (!a.exactly_one()) return {};
  if (!a.in.charge(sizeof(Value), a.line)) return {};
  static_cast<ListObject*>(list.object)->items.push_back(a.args[0]);
  return {};
}

Value json_dumps_call(Arguments& a) {
  if (!a.only_keywords({"ensure_ascii", "skipkeys", "check_circular", "allow_nan", "cls", "indent", "separators",
                        "default", "sort_keys"})) {
    return {};
  }
  for (const std::string& keyword : a.keywords) {
    if (keyword != "ensure_ascii") {
      a.in.unsupported("json.dumps(..., " + keyword + "=...) is not supported (only ensure_ascii)", a.line);
      return {};
    }
  }
  if (a.positional() == 0) {
    a.in.raise("TypeError", "dumps() missing 1 required positional argument: 'obj'", a.line);
    return {};
  }
  if (a.positional() > 1) {
    a.in.raise("TypeError", "dumps() takes 1 positional argument but " + std::to_string(a.positional()) + " were given", a.line);
    return {};
  }
  const Value* ensure_ascii = a.keyword("ensure_ascii");
  std::string out;
  if (!json_dumps(a.in, a.args[0], !ensure_ascii || a.in.truthy(*ensure_ascii), out, a.line)) return {};
  return a.in.make_str(std::move(out), a.line);
}

}  // namespace

Value call_builtin(Interpreter& in, const Value& callee, std::vector<Value>& args, const std::vector<std::string>& keywords, int line) {
  Arguments a{in, builtin_name(callee), args, keywords, line};
  if (callee.kind == Kind::ExceptionClass) {
    if (!a.no_keywords()) return {};
    return Value::of(Kind::Exception, in.make<ExceptionObject>(line, a.name, args));
  }
  if (callee.kind == Kind::Method) return list_append(a, Value::of(Kind::List, callee.object));
  if (callee.tag == kDumps) return json_dumps_call(a);
  const std::string& name = a.name;
  if (name == "print") return builtin_print(a);
  if (name == "len") return builtin_len(a);
  if (name == "abs") return builtin_abs(a);
  if (name == "zip") return builtin_zip(a);
  if (name == "range") return builtin_range(a);
  if (name == "enumerate") return builtin_enumerate(a);
  if (name == "all" || name == "any") return builtin_all_any(a, name == "all");
  if (name == "list") return builtin_sequence(a, Kind::List);
  if (name == "tuple") return builtin_sequence(a, Kind::Tuple);
  if (name == "str") return builtin_str(a);
  if (name == "bool") return builtin_bool(a);
  if (name == "repr") return builtin_repr(a);
  if (name == "sum") return builtin_sum(a);
  if (name == "max" || name == "min") return builtin_max_min(a, name == "max");
  if (name == "float") return builtin_float(a);
  if (name == "int") return builtin_int(a);
  if (name == "round") return builtin_round(a);
  return builtin_sorted(a);
}

}  // namespace fm::pyexec
