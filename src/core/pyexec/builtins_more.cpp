// The builtins beyond the first set: divmod, isinstance, map, filter, reversed, pow, ord, chr,
// next, iter, callable, format, dict, type; with CPython 3.12's checks and messages.
#include <algorithm>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "deque.hpp"
#include "format_spec.hpp"
#include "generator.hpp"
#include "typing.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

struct MapIterator : IteratorObject {
  Value function;
  std::vector<IteratorObject*> parts;
  int line = 0;
  const char* type_name() const override { return "map"; }
  Result<bool> next(Interpreter& in, Value& out) override {
    std::vector<Value> args(parts.size());
    for (std::size_t i = 0; i < parts.size(); ++i) {
      FM_LET(const bool more, parts[i]->next(in, args[i]));
      if (!more) return false;
    }
    FM_LET(out, in.call(function, std::move(args), {}, line));
    return true;
  }
};

struct FilterIterator : IteratorObject {
  Value function;  // None: the items' truth
  IteratorObject* inner = nullptr;
  int line = 0;
  const char* type_name() const override { return "filter"; }
  Result<bool> next(Interpreter& in, Value& out) override {
    Value item;
    for (;;) {
      FM_LET(const bool more, inner->next(in, item));
      if (!more) break;
      FM_CHECK(in.step(line));
      FM_LET(const Value test, function.kind == Kind::None ? Result<Value>(item) : in.call(function, {item}, {}, line));
      FM_LET(const bool keep, in.truthy(test));
      if (keep) {
        out = item;
        return true;
      }
    }
    return false;
  }
};

// reversed(): over a snapshot of the sequence's items, last first.
struct ReversedIterator : IteratorObject {
  std::vector<Value> items;
  const char* name = "list_reverseiterator";
  const char* type_name() const override { return name; }
  Result<bool> next(Interpreter&, Value& out) override {
    if (items.empty()) return false;
    out = items.back();
    items.pop_back();
    return true;
  }
};

Result<Value> builtin_divmod(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  const Value& x = a.args[0];
  const Value& y = a.args[1];
  if (!x.is_numeric() || !y.is_numeric()) {
    a.in.raise(
        PyExc::TypeError,
        std::string("unsupported operand type(s) for divmod(): '") + type_name(x) + "' and '" + type_name(y) + "'",
        a.line);
    return Failure{};
  }
  if (y.number.to_double() == 0.0) {
    const bool ints = x.number.is_int() && y.number.is_int();
    a.in.raise(PyExc::ZeroDivisionError, ints ? "integer division or modulo by zero" : "float divmod()", a.line);
    return Failure{};
  }
  // CPython's float divmod is the pair float // and float % compute (_float_div_mod); for ints, the floor pair.
  FM_LET(const Value q, a.in.number_result(py_floor_div(x.number, y.number), a.line));
  FM_LET(const Value r, a.in.number_result(py_modulo(x.number, y.number), a.line));
  return a.in.make_list({q, r}, a.line, Kind::Tuple);
}

// isinstance(x, int), isinstance(x, (int, float)), isinstance(e, ValueError).
Status instance_of(Arguments& a, const Value& x, const Value& cls, bool& result, int depth) {
  if (cls.kind == Kind::Tuple && depth < 50) {
    for (const Value& c : list_of(cls).items) {
      if (instance_of(a, x, c, result, depth + 1).failed()) return Failure{};
      if (result) return Status::ok();
    }
    result = false;
    return Status::ok();
  }
  if (is_type(cls, "fractions.Fraction")) {
    result = x.kind == Kind::Fraction;
    return Status::ok();
  }
  if (is_type(cls, "collections.deque")) {
    result = x.kind == Kind::Deque;
    return Status::ok();
  }
  if (x.kind == Kind::Deque && cls.kind == Kind::Alias) {  // collections.abc.Sequence, typing's classes
    a.in.unsupported("isinstance() of a deque with a collections.abc or typing class", a.line);
    return Failure{};
  }
  if (x.kind == Kind::Fraction && cls.kind == Kind::Alias) {  // numbers.Rational, typing's classes
    a.in.unsupported("isinstance() of a Fraction with a numbers or typing class", a.line);
    return Failure{};
  }
  if ((cls.kind == Kind::Class && static_cast<ClassObject*>(cls.object)->typed_dict) ||
      is_type(cls, "typing.NamedTuple") || is_type(cls, "typing.TypedDict")) {
    a.in.unsupported("isinstance() with a TypedDict or typing.NamedTuple", a.line);
    return Failure{};
  }
  if (is_type(cls, "enum.Enum")) {
    result = class_of(x) && class_of(x)->enum_members;
    return Status::ok();
  }
  if (is_type(cls, "abc.ABC")) {
    result = class_of(x) && class_of(x)->abstract_base;
    return Status::ok();
  }
  if (cls.kind == Kind::Class &&
      static_cast<ClassObject*>(cls.object)->protocol) {  // unless @runtime_checkable, a TypeError
    a.in.unsupported("isinstance() with a Protocol class is not supported", a.line);
    return Failure{};
  }
  if (cls.kind == Kind::Class) {
    ClassObject* of = class_of(x);
    if (x.kind == Kind::Tuple) of = static_cast<ListObject*>(x.object)->named;
    result = of && of->derives(static_cast<ClassObject*>(cls.object));
    return Status::ok();
  }
  if (is_type(cls, "collections.defaultdict") || is_type(cls, "collections.Counter")) {
    result = x.kind == Kind::Dict &&
             static_cast<DictObject*>(x.object)->flavor ==
                 (is_type(cls, "collections.Counter") ? DictObject::Flavor::Counter : DictObject::Flavor::DefaultDict);
    return Status::ok();
  }
  if (is_type(cls, "dict") || is_type(cls, "tuple")) {
    result = x.kind == (is_type(cls, "dict") ? Kind::Dict : Kind::Tuple);
    return Status::ok();
  }
  if (is_type(cls, "object")) {
    result = true;
    return Status::ok();
  }
  if (cls.kind == Kind::ExceptionClass && class_of(x)) {
    result = x.kind == Kind::Exception && exception_derives(class_of(x)->exception_base, cls.tag);
    return Status::ok();
  }
  if (cls.kind == Kind::Builtin && type_name(cls) == std::string("type") &&
      (x.kind == Kind::Instance || x.kind == Kind::Class || x.kind == Kind::Wrapper ||
       x.kind == Kind::NotImplemented)) {
    const std::string name = builtin_name(cls);
    result = (name == "type" && x.kind == Kind::Class) || (x.kind == Kind::Wrapper && name == type_name(x));
    return Status::ok();
  }
  if (cls.kind == Kind::ExceptionClass) {
    result = x.kind == Kind::Exception && exception_class(static_cast<ExceptionObject*>(x.object)->type) >= 0 &&
             exception_derives(exception_class(static_cast<ExceptionObject*>(x.object)->type), cls.tag);
    return Status::ok();
  }
  if (cls.kind == Kind::Builtin && type_name(cls) == std::string("type")) {
    const std::string name = builtin_name(cls);
    const std::string qualified = builtin_qualified_name(cls);
    if (qualified != name) {  // itertools.chain, functools.partial: an iterator by its type; a partial is refused
      if (x.kind == Kind::Method) {
        a.in.unsupported("isinstance() with " + qualified + " is not supported", a.line);
        return Failure{};
      }
      result = x.kind == Kind::Iterator && type_name(x) == qualified;
      return Status::ok();
    }
    if (name == "int") {
      result = x.kind == Kind::Bool || (x.kind == Kind::Number && x.number.is_int());
    } else if (name == "float") {
      result = x.kind == Kind::Number && x.number.is_float();
    } else {
      result = type_name(x) == name;
    }
    return Status::ok();
  }
  if (cls.kind == Kind::Alias) return typing_isinstance(a.in, x, cls, result, a.line);  // typing.cpp
  a.in.raise(PyExc::TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union", a.line);
  return Failure{};
}

Result<Value> builtin_isinstance(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  bool result = false;
  if (instance_of(a, a.args[0], a.args[1], result, 0).failed()) return Failure{};
  return Value::boolean(result);
}

Result<Value> builtin_map(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 2) {
    a.in.raise(PyExc::TypeError, "map() must have at least two arguments.", a.line);
    return Failure{};
  }
  auto* map = a.in.make<MapIterator>(a.line);
  map->function = a.args[0];
  map->line = a.line;
  for (std::size_t i = 1; i < a.positional(); ++i) {
    FM_LET(IteratorObject * it, a.in.iterate(a.args[i], a.line));
    map->parts.push_back(it);
  }
  return Value::of(Kind::Iterator, map);
}

Result<Value> builtin_filter(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 2) {
    a.in.raise(PyExc::TypeError, "filter expected 2 arguments, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  auto* filter = a.in.make<FilterIterator>(a.line);
  filter->function = a.args[0];
  filter->line = a.line;
  FM_LET(filter->inner, a.in.iterate(a.args[1], a.line));
  return Value::of(Kind::Iterator, filter);
}

Result<Value> builtin_reversed(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError, "reversed expected 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  const Value& seq = a.args[0];
  auto* it = a.in.make<ReversedIterator>(a.line);
  switch (seq.kind) {
    case Kind::Deque: return Value::of(Kind::Iterator, deque_iterator(a.in, seq, a.line, true));
    case Kind::List:
    case Kind::Tuple:
    case Kind::Str:
    case Kind::Range:
    case Kind::Dict:
      if (a.in.collect(seq, it->items, a.line).failed()) return Failure{};
      it->name = seq.kind == Kind::List    ? "list_reverseiterator"
                 : seq.kind == Kind::Range ? "range_iterator"
                 : seq.kind == Kind::Dict  ? "dict_reversekeyiterator"
                                           : "reversed";
      return Value::of(Kind::Iterator, it);
    default:
      a.in.raise(PyExc::TypeError, std::string("'") + type_name(seq) + "' object is not reversible", a.line);
      return Failure{};
  }
}

Result<Value> builtin_pow(Arguments& a) {
  if (a.only_keywords({"base", "exp", "mod"}).failed()) return Failure{};
  if (!a.keywords.empty()) return a.refuse("pow() with keyword arguments");
  if (a.positional() == 3) return a.refuse("pow() with a modulus");
  if (a.positional() != 2) {
    a.in.raise(PyExc::TypeError,
               "pow() missing required argument '" + std::string(a.positional() == 0 ? "base" : "exp") + "' (pos " +
                   std::to_string(a.positional() + 1) + ")",
               a.line);
    return Failure{};
  }
  return a.in.binary(BinaryOp::Pow, a.args[0], a.args[1], a.line);
}

Result<Value> builtin_ord(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  const Value& c = a.args[0];
  if (c.kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, std::string("ord() expected string of length 1, but ") + type_name(c) + " found",
               a.line);
    return Failure{};
  }
  const std::string& t = text_of(c);
  const std::size_t n = code_point_count(t);
  if (n != 1) {
    a.in.raise(PyExc::TypeError, "ord() expected a character, but string of length " + std::to_string(n) + " found",
               a.line);
    return Failure{};
  }
  std::size_t at = 0;
  return int_value(static_cast<std::int64_t>(decode_utf8(t, at)));
}

Result<Value> builtin_chr(Arguments& a) {
  if (a.exactly_one().failed() || a.int_like(a.args[0]).failed()) return Failure{};
  const std::int64_t code = a.args[0].number.int_value();
  if (code < 0 || code > 0x10FFFF) {
    a.in.raise(PyExc::ValueError, "chr() arg not in range(0x110000)", a.line);
    return Failure{};
  }
  if (code >= 0xD800 && code <= 0xDFFF) return a.refuse("chr() of a surrogate");
  std::string out;
  append_utf8(out, static_cast<unsigned long>(code));
  return a.in.make_str(std::move(out), a.line);
}

Result<Value> builtin_next(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise(PyExc::TypeError, "next expected at least 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  if (a.args[0].kind != Kind::Iterator) {
    a.in.raise(PyExc::TypeError, std::string("'") + type_name(a.args[0]) + "' object is not an iterator", a.line);
    return Failure{};
  }
  auto& it = *static_cast<IteratorObject*>(a.args[0].object);
  Value item;
  FM_LET(const bool more, it.next(a.in, item));
  if (more) return item;
  if (a.positional() == 2) return a.args[1];
  return raise_stop_iteration(a.in, it, a.line);
}

Result<Value> builtin_iter(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "iter expected at least 1 argument, got 0", a.line);
    return Failure{};
  }
  if (a.positional() == 2) return a.refuse("iter() with a sentinel");
  if (a.at_most(2, true).failed()) return Failure{};
  FM_LET(IteratorObject * it, a.in.iterate(a.args[0], a.line));
  return Value::of(Kind::Iterator, it);
}

Result<Value> builtin_callable(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  const Kind k = a.args[0].kind;
  if (k == Kind::Alias) return a.refuse("callable() of a type hint");
  if (k == Kind::Instance) return Value::boolean(class_of(a.args[0])->find("__call__") != nullptr);
  if (k == Kind::Wrapper) {
    const auto what = static_cast<WrapperObject*>(a.args[0].object)->what;
    return Value::boolean(what == WrapperObject::What::BoundMethod || what == WrapperObject::What::StaticMethod ||
                          what == WrapperObject::What::ExceptionInit);
  }
  return Value::boolean(k == Kind::Function || k == Kind::Builtin || k == Kind::Method || k == Kind::ExceptionClass ||
                        k == Kind::Class);
}

Result<Value> builtin_format(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise(PyExc::TypeError, "format expected at least 1 argument, got 0", a.line);
    return Failure{};
  }
  std::string spec;
  if (a.positional() == 2) {
    if (a.args[1].kind != Kind::Str) {
      a.in.raise(PyExc::TypeError, std::string("format() argument 2 must be str, not ") + type_name(a.args[1]), a.line);
      return Failure{};
    }
    spec = text_of(a.args[1]);
  }
  std::string out;
  if (format_value(a.in, a.args[0], spec, out, a.line).failed()) return Failure{};
  return a.in.make_str(std::move(out), a.line);
}

Result<Value> builtin_dict(Arguments& a) {
  const Value dict = a.in.make_dict(a.line);
  if (a.positional() > 1) {
    a.in.raise(PyExc::TypeError, "dict expected at most 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  if (a.positional() == 1) {
    const Value& source = a.args[0];
    if (source.kind == Kind::Dict) {
      for (const auto& [k, v] : dict_of(source).entries) FM_CHECK(a.in.dict_set(dict_of(dict), k, v, a.line));
    } else {
      std::vector<Value> pairs;
      if (a.in.collect(source, pairs, a.line).failed()) return Failure{};
      for (std::size_t i = 0; i < pairs.size(); ++i) {
        std::vector<Value> kv;
        if (pairs[i].kind != Kind::List && pairs[i].kind != Kind::Tuple && pairs[i].kind != Kind::Str) {
          a.in.raise(PyExc::TypeError,
                     "cannot convert dictionary update sequence element #" + std::to_string(i) + " to a sequence",
                     a.line);
          return Failure{};
        }
        if (a.in.collect(pairs[i], kv, a.line).failed()) return Failure{};
        if (kv.size() != 2) {
          a.in.raise(PyExc::ValueError,
                     "dictionary update sequence element #" + std::to_string(i) + " has length " +
                         std::to_string(kv.size()) + "; 2 is required",
                     a.line);
          return Failure{};
        }
        FM_CHECK(a.in.dict_set(dict_of(dict), kv[0], kv[1], a.line));
      }
    }
  }
  for (std::size_t k = 0; k < a.keywords.size(); ++k) {
    FM_CHECK(a.in.dict_set(dict_of(dict), a.in.make_str(a.keywords[k], a.line), a.args[a.positional() + k], a.line));
  }
  return dict;
}

}  // namespace

Result<Value> type_of(Interpreter& in, const Value& x, int line) {
  if (ClassObject* cls = class_of(x)) return Value::of(Kind::Class, cls);
  if (x.kind == Kind::Tuple && static_cast<ListObject*>(x.object)->named)
    return Value::of(Kind::Class, static_cast<ListObject*>(x.object)->named);
  if (x.kind == Kind::Dict && static_cast<DictObject*>(x.object)->flavor != DictObject::Flavor::Dict) {
    return builtin_row(static_cast<DictObject*>(x.object)->flavor == DictObject::Flavor::Counter
                           ? "collections.Counter"
                           : "collections.defaultdict");
  }
  if (x.kind == Kind::Class || x.kind == Kind::ExceptionClass || builtin_is_type(x)) return builtin_row("type");
  if (x.kind == Kind::Exception) {
    const int tag = exception_class(static_cast<ExceptionObject*>(x.object)->type);
    if (tag >= 0) return Value{Kind::ExceptionClass, PyValue(), nullptr, tag};
  }
  const std::string name = type_name(x);
  if (name == "int" || name == "float" || name == "str" || name == "bool" || name == "list" || name == "tuple" ||
      name == "dict" || name == "range")
    return builtin_row(name);
  in.unsupported("type() of a " + name + " is not supported", line);
  return Failure{};
}

namespace {

Result<Value> builtin_type(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) return a.refuse("type() with other than one argument");
  return type_of(a.in, a.args[0], a.line);
}

}  // namespace

const BuiltinRow kMoreRows[] = {{"divmod", builtin_divmod},
                                {"isinstance", builtin_isinstance},
                                {"map", builtin_map, true},
                                {"filter", builtin_filter, true},
                                {"reversed", builtin_reversed, true},
                                {"pow", builtin_pow},
                                {"ord", builtin_ord},
                                {"chr", builtin_chr},
                                {"next", builtin_next},
                                {"iter", builtin_iter},
                                {"callable", builtin_callable},
                                {"format", builtin_format},
                                {"dict", builtin_dict, true},
                                {"type", builtin_type, true},
                                {nullptr, nullptr}};

}  // namespace fm::pyexec
