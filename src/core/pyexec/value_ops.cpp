// Python's operations on values: truth, repr and str, ==, ordering, hashing, arithmetic,
// membership, indexing; each with CPython 3.12's exception types and messages.
#include <algorithm>
#include <cmath>
#include <functional>

#include "builtins.hpp"
#include "deque.hpp"
#include "fraction.hpp"
#include "interpreter.hpp"
#include "percent_format.hpp"
#include "py_operators.hpp"
#include "py_repr.hpp"
#include "py_sum.hpp"
#include "text.hpp"
#include "typing.hpp"

namespace fm::pyexec {

std::int64_t RangeObject::length() const {
  if (step > 0 && start < stop) return (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) return (start - stop - 1) / (-step) + 1;
  return 0;
}

const char* type_name(const Value& value) {
  switch (value.kind) {
    case Kind::None: return "NoneType";
    case Kind::Bool: return "bool";
    case Kind::Number: return value.number.is_int() ? "int" : "float";
    case Kind::Str: return "str";
    case Kind::List: return "list";
    case Kind::Tuple: {
      const ClassObject* named = static_cast<ListObject*>(value.object)->named;
      return named ? named->name.c_str() : "tuple";
    }
    case Kind::Dict:
      switch (static_cast<DictObject*>(value.object)->flavor) {
        case DictObject::Flavor::DefaultDict: return "collections.defaultdict";
        case DictObject::Flavor::Counter: return "Counter";
        default: return "dict";
      }
    case Kind::Range: return "range";
    case Kind::Function: return "function";
    case Kind::Builtin: return builtin_is_type(value) ? "type" : "builtin_function_or_method";
    case Kind::Method: return "builtin_function_or_method";
    case Kind::Module: return "module";
    case Kind::Iterator: return static_cast<IteratorObject*>(value.object)->type_name();
    case Kind::Exception: return static_cast<ExceptionObject*>(value.object)->type.c_str();
    case Kind::ExceptionClass: return "type";
    case Kind::Alias: return value.object ? "typing.TypeAliasType" : "types.GenericAlias";
    case Kind::Ellipsis: return "ellipsis";
    case Kind::Class: return "type";
    case Kind::Instance: return static_cast<InstanceObject*>(value.object)->cls->name.c_str();
    case Kind::NotImplemented: return "NotImplementedType";
    case Kind::Fraction: return "Fraction";
    case Kind::Deque: return "collections.deque";  // its tp_name, as CPython's messages name it
    case Kind::Wrapper:
      switch (static_cast<WrapperObject*>(value.object)->what) {
        case WrapperObject::What::BoundMethod: return "method";
        case WrapperObject::What::StaticMethod: return "staticmethod";
        case WrapperObject::What::ClassMethod: return "classmethod";
        case WrapperObject::What::Property: return "property";
        case WrapperObject::What::Super: return "super";
        case WrapperObject::What::ExceptionInit: return "method-wrapper";
        case WrapperObject::What::Field: return "Field";
        case WrapperObject::What::Suppress: return "suppress";
        case WrapperObject::What::EnumAuto: return "auto";
      }
  }
  return "object";
}

namespace {
ListObject& list_of(const Value& v) { return *static_cast<ListObject*>(v.object); }
const std::string& text_of(const Value& v) { return static_cast<StrObject*>(v.object)->text; }
PyValue number_of(const Value& v) { return v.number; }  // Bool holds 0 or 1 as an int
bool is_sequence(const Value& v) { return v.kind == Kind::List || v.kind == Kind::Tuple; }
bool is_int_like(const Value& v) { return v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int()); }
std::string quoted_type(const Value& v) { return std::string("'") + type_name(v) + "'"; }
}  // namespace

Result<bool> Interpreter::condition(const Expr& test, Scope& scope) {
  FM_LET(const Value value, evaluate(test, scope));
  return truthy(value);
}

Result<bool> Interpreter::truthy(const Value& v) {
  switch (v.kind) {
    case Kind::None: return false;
    case Kind::Bool:
    case Kind::Number: return py_truthy(v.number);
    case Kind::Str: return !text_of(v).empty();
    case Kind::Fraction: return fraction_truthy(v);
    case Kind::Deque: return !list_of(v).items.empty();
    case Kind::List:
    case Kind::Tuple: return !list_of(v).items.empty();
    case Kind::Dict: return !static_cast<DictObject*>(v.object)->entries.empty();
    case Kind::Range: return static_cast<RangeObject*>(v.object)->length() > 0;
    case Kind::Instance: {
      // __bool__, else __len__, else true (CPython's slot_nb_bool).
      FM_LET(const std::optional<Value> as_bool, call_dunder(v, "__bool__", {}, 0));
      if (as_bool) {
        if (as_bool->kind != Kind::Bool) {
          return unsupported(std::string("a __bool__ that returns a ") + type_name(*as_bool) + " is not supported", 0);
        }
        return as_bool->number.int_value() != 0;
      }
      FM_LET(const std::optional<Value> length, call_dunder(v, "__len__", {}, 0));
      if (length) {
        if (!is_int_like(*length) || length->number.int_value() < 0) {
          return unsupported("a __len__ that returns other than an int >= 0 is not supported", 0);
        }
        return length->number.int_value() != 0;
      }
      return true;
    }
    case Kind::NotImplemented:
      return unsupported("the truth value of NotImplemented (a DeprecationWarning) is not supported", 0);
    default: return true;
  }
}

Status Interpreter::repr(const Value& v, std::string& out, int line) {
  const DepthScope depth(*this, line);
  if (!depth.ok()) return Failure{};
  switch (v.kind) {
    case Kind::None: out += "None"; return Status::ok();
    case Kind::Bool: out += v.number.int_value() ? "True" : "False"; return Status::ok();
    case Kind::Number: append_repr_value(out, v.number); return Status::ok();
    case Kind::Str: append_str_repr(out, text_of(v)); return Status::ok();
    case Kind::Fraction: out += fraction_text(v, true); return fits(out.size(), line);
    case Kind::Deque: FM_CHECK(deque_repr(*this, v, out, line)); return fits(out.size(), line);
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict: {
      if (v.kind == Kind::Dict && static_cast<DictObject*>(v.object)->flavor != DictObject::Flavor::Dict)
        return flavored_repr(*this, v, out, line);
      if (v.kind == Kind::Tuple && list_of(v).named) return named_tuple_repr(*this, v, out, line);
      const bool is_dict = v.kind == Kind::Dict;
      if (std::find(repr_active_.begin(), repr_active_.end(), v.object) != repr_active_.end()) {
        out += is_dict ? "{...}" : v.kind == Kind::List ? "[...]" : "(...)";
        return Status::ok();
      }
      repr_active_.push_back(v.object);
      out += is_dict ? '{' : v.kind == Kind::List ? '[' : '(';
      // The container leaves repr_active_ however its items' reprs end.
      const Status items = [&]() -> Status {
        if (is_dict) {
          const auto& entries = static_cast<DictObject*>(v.object)->entries;
          for (std::size_t i = 0; i < entries.size(); ++i) {
            if (i > 0) out += ", ";
            FM_CHECK(repr(entries[i].first, out, line));
            out += ": ";
            FM_CHECK(repr(entries[i].second, out, line));
            FM_CHECK(fits(out.size(), line));
          }
          return Status::ok();
        }
        const auto& list = list_of(v).items;
        for (std::size_t i = 0; i < list.size(); ++i) {
          if (i > 0) out += ", ";
          FM_CHECK(repr(list[i], out, line));
          FM_CHECK(fits(out.size(), line));
        }
        if (v.kind == Kind::Tuple && list.size() == 1) out += ',';
        return Status::ok();
      }();
      out += is_dict ? '}' : v.kind == Kind::List ? ']' : ')';
      repr_active_.pop_back();
      FM_CHECK(items);
      return charge(0, line);
    }
    case Kind::Range: {
      const auto& r = *static_cast<RangeObject*>(v.object);
      out += "range(" + std::to_string(r.start) + ", " + std::to_string(r.stop);
      out += r.step == 1 ? ")" : ", " + std::to_string(r.step) + ")";
      return Status::ok();
    }
    case Kind::Exception: {
      const auto& e = *static_cast<ExceptionObject*>(v.object);
      if (e.cls && e.cls->find("__repr__")) {
        FM_LET(const std::optional<Value> r, call_dunder(v, "__repr__", {}, line));
        if (!r) return unsupported("a __repr__ set to None is not supported", line);
        if (r->kind != Kind::Str) {
          return raise(PyExc::TypeError, std::string("__repr__ returned non-string (type ") + type_name(*r) + ")",
                       line);
        }
        out += text_of(*r);
        return Status::ok();
      }
      if (e.internal) {
        // Raised by the interpreter: CPython's args are (message,); a KeyError's are (key,), whose
        // repr the message is; an errno OverflowError's (errno, text), which the message spells.
        out += e.type;
        if (e.message.empty()) return out += "()", Status::ok();
        if (e.type == "KeyError") return out += "(" + e.message + ")", Status::ok();
        if (e.type == "OverflowError" && e.message[0] == '(') return out += e.message, Status::ok();
        out += "(";
        if (repr(make_str(e.message, line), out, line).failed()) return Failure{};
        return out += ")", Status::ok();
      }
      out += e.type + "(";
      for (std::size_t i = 0; i < e.args.size(); ++i) {
        if (i > 0) out += ", ";
        if (repr(e.args[i], out, line).failed()) return Failure{};
      }
      out += ")";
      return Status::ok();
    }
    case Kind::ExceptionClass:
    case Kind::Builtin: break;
    case Kind::Ellipsis: out += "Ellipsis"; return Status::ok();
    case Kind::Alias: return typing_repr(*this, v, out, line);
    case Kind::Class: {
      const auto& cls = *static_cast<ClassObject*>(v.object);
      out += cls.enum_members ? "<enum '" + cls.name + "'>" : "<class '__main__." + cls.name + "'>";
      return Status::ok();
    }
    case Kind::NotImplemented: out += "NotImplemented"; return Status::ok();
    case Kind::Instance: {
      FM_LET(const std::optional<Value> r, call_dunder(v, "__repr__", {}, line));
      if (r) {
        if (r->kind != Kind::Str) {
          return raise(PyExc::TypeError, std::string("__repr__ returned non-string (type ") + type_name(*r) + ")",
                       line);
        }
        out += text_of(*r);
        return fits(out.size(), line);
      }
      if (class_of(v)->enum_members) {  // Enum.__repr__: <Color.RED: 1>
        const auto& attrs = static_cast<InstanceObject*>(v.object)->attrs;
        out += "<" + class_of(v)->name + "." + text_of(attrs[0].second) + ": ";
        if (repr(attrs[1].second, out, line).failed()) return Failure{};
        out += ">";
        return Status::ok();
      }
    }
      [[fallthrough]];
    default:
      // CPython shows an address here ("<function f at 0x7f...>"), which no other run repeats.
      return unsupported(std::string("repr() of a ") + type_name(v) + " object (it shows a memory address)", line);
  }
  return str(v, out, line);
}

Status Interpreter::str(const Value& v, std::string& out, int line) {
  if (v.kind == Kind::Str) {
    out += text_of(v);
    return Status::ok();
  }
  if (v.kind == Kind::Fraction) {
    out += fraction_text(v, false);
    return fits(out.size(), line);
  }
  if ((v.kind == Kind::Instance || v.kind == Kind::Exception) && class_of(v) && class_of(v)->find("__str__")) {
    FM_LET(const std::optional<Value> r, call_dunder(v, "__str__", {}, line));
    if (!r) return unsupported("a __str__ set to None is not supported", line);
    if (r->kind != Kind::Str) {
      return raise(PyExc::TypeError, std::string("__str__ returned non-string (type ") + type_name(*r) + ")", line);
    }
    out += text_of(*r);
    return fits(out.size(), line);
  }
  if (v.kind == Kind::Instance && class_of(v)->enum_members) {  // Enum.__str__: Color.RED
    out += class_of(v)->name + "." + text_of(static_cast<InstanceObject*>(v.object)->attrs[0].second);
    return Status::ok();
  }
  if (v.kind == Kind::Exception) {
    // BaseException.__str__: "" for no args, str(arg) for one (KeyError: repr), else the tuple.
    const auto& e = *static_cast<ExceptionObject*>(v.object);
    if (e.internal) return out += e.message, Status::ok();
    if (e.args.empty()) return Status::ok();
    const bool key_error =
        e.cls ? exception_derives(e.cls->exception_base, tag_of(PyExc::KeyError)) : e.type == "KeyError";
    if (e.args.size() == 1) return key_error ? repr(e.args[0], out, line) : str(e.args[0], out, line);
    ListObject tuple;
    tuple.items = e.args;
    return repr(Value::of(Kind::Tuple, &tuple), out, line);
  }
  if (v.kind == Kind::ExceptionClass || v.kind == Kind::Builtin) {
    const std::string qualified = builtin_qualified_name(v);
    if (is_type(v, "enum.Enum")) return out += "<enum 'Enum'>", Status::ok();
    // Functions written in Python (typing.NamedTuple, dataclasses.field, json.dumps, ...) and
    // bound methods (sys.stdout.write, random.seed) show an address; the C functions of the
    // builtins, math, operator and sys do not.
    const std::size_t dot = qualified.find('.');
    const std::string module = dot == std::string::npos ? "" : qualified.substr(0, dot);
    const bool c_function = v.kind == Kind::ExceptionClass || dot == std::string::npos ||
                            qualified == "functools.reduce" ||
                            ((module == "math" || module == "operator" || module == "sys") &&
                             qualified.find('.', dot + 1) == std::string::npos);
    if (!c_function && !(builtin_is_type(v) && module != "typing")) {
      return unsupported("str() of " + qualified + " is not supported (CPython shows its address)", line);
    }
    // (the row's qualified name: <class 'collections.Counter'>)
    out += v.kind == Kind::ExceptionClass || builtin_is_type(v) ? "<class '" + qualified + "'>"
                                                                : "<built-in function " + builtin_name(v) + ">";
    return Status::ok();
  }
  return repr(v, out, line);
}

namespace {

// The same object: one allocation, or one NaN (each NaN is an object of its own).
bool identical(const Value& a, const Value& b) {
  if (a.is_numeric() || b.is_numeric()) {
    return a.is_numeric() && b.is_numeric() && a.number.nan_identity() != 0 &&
           a.number.nan_identity() == b.number.nan_identity();
  }
  return a.kind == b.kind && a.object != nullptr && a.object == b.object;
}

}  // namespace

Result<bool> Interpreter::same_or_equal(const Value& a, const Value& b, int line) {
  if (identical(a, b)) return true;
  return equal(a, b, line);
}

Result<bool> Interpreter::equal(const Value& a, const Value& b, int line) {
  const auto opaque = [](const Value& v) {
    return v.kind == Kind::Alias || (v.kind == Kind::Iterator && static_cast<IteratorObject*>(v.object)->is_view());
  };
  if (opaque(a) || opaque(b)) return unsupported("comparing type hints or dict views is not supported", line);
  if (a.is_numeric() && b.is_numeric()) return py_equal(a.number, b.number);
  if (class_of(a) || class_of(b)) {
    FM_LET(const std::optional<bool> answered, instance_compare(CompareOp::Eq, a, b, line));
    return answered.value_or(false);
  }
  const auto counter = [](const Value& v) {
    return v.kind == Kind::Dict && static_cast<DictObject*>(v.object)->flavor == DictObject::Flavor::Counter;
  };
  if (counter(a) || counter(b))
    return unsupported("comparing a Counter (missing counts are zeros) is not supported", line);
  if (a.kind == Kind::Fraction || b.kind == Kind::Fraction) {  // else NotImplemented both ways: identity
    return fraction_compare(CompareOp::Eq, a, b).value_or(a.object == b.object);
  }
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Kind::None: return true;
    case Kind::Str: return text_of(a) == text_of(b);
    case Kind::List:
    case Kind::Deque:
    case Kind::Tuple: {
      if (a.object == b.object) return true;
      const auto& x = list_of(a).items;
      const auto& y = list_of(b).items;
      if (x.size() != y.size()) return false;
      const DepthScope depth(*this, line);
      if (!depth.ok()) return Failure{};
      for (std::size_t i = 0; i < x.size(); ++i) {
        FM_LET(const bool same, same_or_equal(x[i], y[i], line));
        if (!same) return false;
      }
      return true;
    }
    case Kind::Dict: {
      auto& x = *static_cast<DictObject*>(a.object);
      auto& y = *static_cast<DictObject*>(b.object);
      if (x.entries.size() != y.entries.size()) return false;
      const DepthScope depth(*this, line);
      if (!depth.ok()) return Failure{};
      for (const auto& [key, value] : x.entries) {
        FM_LET(const Value* other, dict_find(y, key, line));
        if (!other) return false;
        FM_LET(const bool same, same_or_equal(value, *other, line));
        if (!same) return false;
      }
      return true;
    }
    case Kind::Range: {
      const auto& x = *static_cast<RangeObject*>(a.object);
      const auto& y = *static_cast<RangeObject*>(b.object);
      const std::int64_t n = x.length();
      return n == y.length() && (n == 0 || (x.start == y.start && (n == 1 || x.step == y.step)));
    }
    case Kind::Wrapper: {
      // Two bound methods are equal when they bind the same function to the same object.
      const auto& x = *static_cast<WrapperObject*>(a.object);
      const auto& y = *static_cast<WrapperObject*>(b.object);
      return a.object == b.object ||
             (x.what == WrapperObject::What::BoundMethod && y.what == WrapperObject::What::BoundMethod &&
              x.function.object == y.function.object && x.function.tag == y.function.tag &&
              x.self.object == y.self.object && x.self.kind == y.self.kind);
    }
    default: return a.object == b.object && a.tag == b.tag;
  }
}

Result<bool> Interpreter::compare(CompareOp op, const Value& a, const Value& b, int line) {
  const auto unordered = [&]() {
    return raise(PyExc::TypeError,
                 std::string("'") + info(op).spelling + "' not supported between instances of " + quoted_type(a) +
                     " and " + quoted_type(b),
                 line);
  };
  if (class_of(a) || class_of(b)) {
    FM_LET(const std::optional<bool> answered, instance_compare(op, a, b, line));
    if (answered) return *answered;
    return unordered();
  }
  if (op == CompareOp::Eq || op == CompareOp::NotEq) {
    FM_LET(const bool same, equal(a, b, line));
    return op == CompareOp::NotEq ? !same : same;
  }
  if (a.kind == Kind::Fraction || b.kind == Kind::Fraction) {
    if (const std::optional<bool> result = fraction_compare(op, a, b)) return *result;
  }
  if (a.is_numeric() && b.is_numeric()) {
    const PyValue x = number_of(a);
    const PyValue y = number_of(b);
    return op == CompareOp::Lt    ? py_less(x, y)
           : op == CompareOp::Gt  ? py_less(y, x)
           : op == CompareOp::LtE ? (py_less(x, y) || py_equal(x, y))
                                  : (py_less(y, x) || py_equal(x, y));
  }
  if (a.kind == Kind::Str && b.kind == Kind::Str) {
    const int c = text_of(a).compare(text_of(b));  // UTF-8 bytes order as code points do
    return op == CompareOp::Lt ? c < 0 : op == CompareOp::Gt ? c > 0 : op == CompareOp::LtE ? c <= 0 : c >= 0;
  }
  if ((is_sequence(a) || a.kind == Kind::Deque) && a.kind == b.kind) {
    const auto& x = list_of(a).items;
    const auto& y = list_of(b).items;
    const DepthScope depth(*this, line);
    if (!depth.ok()) return Failure{};
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
      FM_LET(const bool same, same_or_equal(x[i], y[i], line));
      if (!same) return compare(op, x[i], y[i], line);
    }
    const std::size_t m = x.size();
    const std::size_t n = y.size();
    return op == CompareOp::Lt ? m < n : op == CompareOp::Gt ? m > n : op == CompareOp::LtE ? m <= n : m >= n;
  }
  return unordered();
}

Result<std::size_t> Interpreter::hash(const Value& key, int line) {
  switch (key.kind) {
    case Kind::None: return 0x9e3779b9u;
    case Kind::Bool:
    case Kind::Number:  // CPython's hash: 1 == 1.0 == True hash alike, and so does an object whose __hash__ returns 1
      return static_cast<std::size_t>(py_hash(key.number));
    case Kind::Str: return std::hash<std::string>()(text_of(key));
    case Kind::Fraction: return fraction_hash(key);
    case Kind::Tuple: {
      const DepthScope depth(*this, line);
      if (!depth.ok()) return Failure{};
      std::size_t h = 0x345678;
      for (const Value& item : list_of(key).items) {
        FM_LET(const std::size_t item_hash, hash(item, line));
        h = (h ^ item_hash) * 1000003u;
      }
      return h;
    }
    case Kind::List:
    case Kind::Deque:
    case Kind::Dict: return raise(PyExc::TypeError, "unhashable type: " + quoted_type(key), line);
    case Kind::Instance:
    case Kind::Exception: {
      ClassObject* cls = class_of(key);
      const Value* method = cls ? cls->find("__hash__") : nullptr;
      if (method && method->kind == Kind::None) {
        return raise(PyExc::TypeError, "unhashable type: " + quoted_type(key), line);
      }
      if (method) {
        FM_LET(const std::optional<Value> r, call_dunder(key, "__hash__", {}, line));
        if (!is_int_like(*r)) return raise(PyExc::TypeError, "__hash__ method should return an integer", line);
        return static_cast<std::size_t>(py_hash_of_hash_result(r->number.int_value()));
      }
      return std::hash<const void*>()(key.object);
    }
    case Kind::Wrapper: {
      const auto& w = *static_cast<WrapperObject*>(key.object);
      return w.what == WrapperObject::What::BoundMethod
                 ? std::hash<const void*>()(w.function.object) ^ std::hash<const void*>()(w.self.object)
                 : std::hash<const void*>()(key.object);
    }
    default: return std::hash<const void*>()(key.object) ^ static_cast<std::size_t>(key.tag);
  }
}

namespace {
// The positions whose keys hash to h, taken before any key is compared (an __eq__ of the
// program's may change the dict while it is compared), in insertion order: the order CPython's
// probing meets keys of one hash in, so that their __eq__ are called in its order.
std::vector<std::size_t> candidates(const DictObject& dict, std::size_t h) {
  std::vector<std::size_t> out;
  const auto range = dict.index.equal_range(h);
  for (auto it = range.first; it != range.second; ++it) out.push_back(it->second);
  std::sort(out.begin(), out.end());
  return out;
}
}  // namespace

Result<const Value*> Interpreter::dict_find(DictObject& dict, const Value& key_ref, int line) {
  const Value key = key_ref;
  FM_LET(const std::size_t h, hash(key, line));
  for (const std::size_t at : candidates(dict, h)) {
    if (at >= dict.entries.size()) continue;
    const Value candidate = dict.entries[at].first;
    FM_LET(const bool same, same_or_equal(candidate, key, line));
    // An __eq__ may have changed the dict: the entry is read only if it is still there.
    if (same && at < dict.entries.size()) return &dict.entries[at].second;
  }
  return nullptr;
}

Status Interpreter::dict_set(DictObject& dict, const Value& key_ref, const Value& value_ref, int line) {
  const Value key = key_ref;
  const Value value = value_ref;
  FM_LET(const std::size_t h, hash(key, line));
  for (const std::size_t at : candidates(dict, h)) {
    if (at >= dict.entries.size()) continue;
    const Value candidate = dict.entries[at].first;
    FM_LET(const bool same, same_or_equal(candidate, key, line));
    if (same && at < dict.entries.size()) {
      dict.entries[at].second = value;  // the first key stays, as in CPython
      return Status::ok();
    }
  }
  FM_CHECK(charge(2 * sizeof(Value) + 4 * sizeof(std::size_t), line));
  dict.index.emplace(h, dict.entries.size());
  dict.entries.emplace_back(key, value);
  return Status::ok();
}

Result<Value> Interpreter::number_result(const PyResult& r, int line) {
  if (r) return Value::of(*r);
  if (r.error().exception.empty()) return refuse(r.error().message, line);
  return raise_named(r.error().exception, r.error().message, line);
}

Result<Value> Interpreter::binary(BinaryOp op, const Value& a, const Value& b, int line, bool augmented) {
  // CPython's messages spell the operator as written: "+" or, in an augmented assignment, "+=".
  const char* const written = augmented ? info(op).augmented : info(op).spelling;
  // d |= x is d.update(x) for any x (dict.__ior__ never declines): only a dict's is run here.
  if (augmented && op == BinaryOp::BitOr && a.kind == Kind::Dict && b.kind != Kind::Dict) {
    unsupported("the operator '|=' on a dict and a non-dict (dict.update) is not supported", line);
    return Failure{};
  }
  if (class_of(a) || class_of(b)) {
    FM_LET(const std::optional<Value> answer, instance_binary(op, augmented, a, b, line));
    if (answer) return *answer;
  }
  for (const Value* v : {&a, &b}) {
    if (v->kind == Kind::Dict && static_cast<DictObject*>(v->object)->flavor != DictObject::Flavor::Dict) {
      unsupported(std::string("the operator '") + written + "' on a " + type_name(*v) + " is not supported", line);
      return Failure{};
    }
  }
  if (a.kind == Kind::Fraction || b.kind == Kind::Fraction) {
    FM_LET(const std::optional<Value> result, fraction_binary(*this, op, a, b, line));
    if (result) return *result;
  }
  if (a.kind == Kind::Deque || b.kind == Kind::Deque) {
    FM_LET(const std::optional<Value> result, deque_binary(*this, op, a, b, augmented, line));
    if (result) return *result;
  }
  if (op >= BinaryOp::BitOr && a.is_numeric() && b.is_numeric() && number_of(a).is_int() && number_of(b).is_int()) {
    return bitwise(op, a, b, line);
  }
  if (op == BinaryOp::BitOr && a.kind == Kind::Dict && b.kind == Kind::Dict) {  // d | e: a new dict, e's values last
    const Value merged = make_dict(line);
    for (const Value* d : {&a, &b}) {
      for (const auto& [key, value] : static_cast<DictObject*>(d->object)->entries) {
        FM_CHECK(dict_set(*static_cast<DictObject*>(merged.object), key, value, line));
      }
    }
    return merged;
  }
  if (a.is_numeric() && b.is_numeric() && op < BinaryOp::BitOr) {
    const PyValue x = number_of(a);
    const PyValue y = number_of(b);
    if (op == BinaryOp::Add) return number_result(py_add(x, y), line);
    if (op == BinaryOp::Mul) return number_result(py_mul(x, y), line);
    if (op == BinaryOp::Sub) return number_result(py_subtract(x, y), line);
    if (op == BinaryOp::FloorDiv) return number_result(py_floor_div(x, y), line);
    if (op == BinaryOp::Mod) return number_result(py_modulo(x, y), line);
    if (op == BinaryOp::Pow) return number_result(py_power(x, y), line);
    if (op == BinaryOp::TrueDiv) return number_result(py_true_div(x, y), line);
  }
  if (op == BinaryOp::Add) {
    if (a.kind == Kind::Str) {
      if (b.kind != Kind::Str) {
        raise(PyExc::TypeError, std::string("can only concatenate str (not \"") + type_name(b) + "\") to str", line);
        return Failure{};
      }
      return make_str(text_of(a) + text_of(b), line);
    }
    if (is_sequence(a)) {
      if (b.kind != a.kind) {
        raise(
            PyExc::TypeError,
            std::string("can only concatenate ") + type_name(a) + " (not \"" + type_name(b) + "\") to " + type_name(a),
            line);
        return Failure{};
      }
      // A tuple and an empty one: the tuple itself, not a copy (t += () keeps t is u).
      if (a.kind == Kind::Tuple && list_of(b).items.empty()) return a;
      if (a.kind == Kind::Tuple && list_of(a).items.empty()) return b;
      std::vector<Value> items = list_of(a).items;
      items.insert(items.end(), list_of(b).items.begin(), list_of(b).items.end());
      return make_list(std::move(items), line, a.kind);
    }
  }
  // x *= seq where x has the sequence protocol but cannot repeat (a dict, a range): CPython does not
  // try the right operand's repeat then (PyNumber_InPlaceMultiply), and the operands are unsupported.
  const bool inplace_blocked = augmented && (a.kind == Kind::Dict || a.kind == Kind::Range);
  if (op == BinaryOp::Mul && !inplace_blocked &&
      ((a.kind == Kind::Str || is_sequence(a)) || (b.kind == Kind::Str || is_sequence(b)))) {
    const bool sequence_left = a.kind == Kind::Str || is_sequence(a);
    const Value& sequence = sequence_left ? a : b;
    const Value& count = sequence_left ? b : a;
    if (!is_int_like(count)) {
      raise(PyExc::TypeError, std::string("can't multiply sequence by non-int of type '") + type_name(count) + "'",
            line);
      return Failure{};
    }
    const std::int64_t n = std::max<std::int64_t>(0, count.number.int_value());
    if (sequence.kind == Kind::Tuple && (n == 1 || list_of(sequence).items.empty()))
      return sequence;  // the tuple itself
    const std::size_t unit =
        sequence.kind == Kind::Str ? text_of(sequence).size() : list_of(sequence).items.size() * sizeof(Value);
    if (n > 0 && unit > 0 &&
        (static_cast<double>(unit) * static_cast<double>(n) > static_cast<double>(limits_.max_memory_bytes) ||
         charge(unit * static_cast<std::size_t>(n), line).failed())) {
      if (!failed()) (void)charge(limits_.max_memory_bytes + 1, line);
      return Failure{};
    }
    if (sequence.kind == Kind::Str) {
      std::string text;
      text.reserve(unit * static_cast<std::size_t>(n));
      for (std::int64_t i = 0; i < n; ++i) text += text_of(sequence);
      return make_str(std::move(text), line);
    }
    std::vector<Value> items;
    for (std::int64_t i = 0; i < n; ++i)
      items.insert(items.end(), list_of(sequence).items.begin(), list_of(sequence).items.end());
    return make_list(std::move(items), line, sequence.kind);
  }
  if (op == BinaryOp::Mod && a.kind == Kind::Str) {
    std::string out;
    if (percent_format(*this, text_of(a), b, out, line).failed()) return Failure{};
    return make_str(std::move(out), line);
  }
  const char* const shown = op == BinaryOp::Pow && !augmented ? "** or pow()" : written;
  raise(PyExc::TypeError,
        std::string("unsupported operand type(s) for ") + shown + ": " + quoted_type(a) + " and " + quoted_type(b),
        line);
  return Failure{};
}

// &, |, ^, << and >> on ints (True and False among them: bool & bool is a bool), exact within ±2^53.
Result<Value> Interpreter::bitwise(BinaryOp op, const Value& a, const Value& b, int line) {
  const std::int64_t x = number_of(a).int_value();
  const std::int64_t y = number_of(b).int_value();
  const bool booleans = a.kind == Kind::Bool && b.kind == Kind::Bool;
  std::int64_t r = 0;
  switch (op) {
    case BinaryOp::BitOr: r = x | y; break;
    case BinaryOp::BitXor: r = x ^ y; break;
    case BinaryOp::BitAnd: r = x & y; break;
    case BinaryOp::LShift:
    case BinaryOp::RShift:
      if (y < 0) {
        raise(PyExc::ValueError, "negative shift count", line);
        return Failure{};
      }
      if (op == BinaryOp::RShift) {
        r = y >= 63 ? (x < 0 ? -1 : 0) : (x < 0 ? ~(~x >> y) : x >> y);  // floor division by 2**y
      } else if (x != 0 && y > 53) {
        refuse("integer " + std::to_string(x) + " << " + std::to_string(y) +
                   " is outside ±2^53 (±9007199254740992), where ints stay exact",
               line);
        return Failure{};
      } else {
        r = static_cast<std::int64_t>(static_cast<std::uint64_t>(x) << y);
        if (x != 0 && (r >> y) != x)
          r = x < 0 ? -(std::int64_t(1) << 62) : (std::int64_t(1) << 62);  // past range: refused below
      }
      break;
    default: break;
  }
  if (booleans && op <= BinaryOp::BitAnd) return Value::boolean(r != 0);
  const Expected<PyValue> value = PyValue::make_int(r);
  if (!value) {
    refuse(value.error().message, line);
    return Failure{};
  }
  return Value::of(*value);
}

Result<Value> Interpreter::negate(const Value& a, UnaryOp op, int line) {
  if (class_of(a)) {
    FM_LET(const std::optional<Value> answer, call_dunder(a, info(op).name, {}, line));
    if (answer) return *answer;
  }
  if (a.kind == Kind::Dict && static_cast<DictObject*>(a.object)->flavor != DictObject::Flavor::Dict) {
    unsupported(
        std::string("the unary operator '") + info(op).spelling + "' on a " + type_name(a) + " is not supported", line);
    return Failure{};
  }
  if (a.kind == Kind::Fraction && op != UnaryOp::Invert) return fraction_unary(*this, op, a, line);
  if (!a.is_numeric()) {
    raise(PyExc::TypeError, std::string("bad operand type for unary ") + info(op).spelling + ": " + quoted_type(a),
          line);
    return Failure{};
  }
  if (op == UnaryOp::Pos) return Value::of(a.number);
  if (op == UnaryOp::Invert) {
    if (a.kind == Kind::Bool) {
      unsupported("~ on a bool (CPython 3.12 warns: DeprecationWarning) is not supported", line);
      return Failure{};
    }
    if (!a.number.is_int()) {
      raise(PyExc::TypeError, std::string("bad operand type for unary ~: ") + quoted_type(a), line);
      return Failure{};
    }
    return number_result(py_negate(PyValue::make_int(a.number.int_value() + 1).value()), line);  // ~x is -(x + 1)
  }
  return number_result(py_negate(a.number), line);
}

Result<bool> Interpreter::contains(const Value& container, const Value& item, int line) {
  // Walks an iterator for an item the same as or equal to `item`.
  const auto search = [&](IteratorObject* it, bool count_steps) -> Result<bool> {
    Value next;
    while (it) {
      FM_LET(const bool more, it->next(*this, next));
      if (!more) return false;
      if (count_steps) FM_CHECK(step(line));
      FM_LET(const bool same, same_or_equal(next, item, line));
      if (same) return true;
    }
    return false;
  };
  switch (container.kind) {
    case Kind::List:
    case Kind::Tuple:
      for (std::size_t i = 0; i < list_of(container).items.size(); ++i) {
        FM_LET(const bool same, same_or_equal(list_of(container).items[i], item, line));
        if (same) return true;
      }
      return false;
    case Kind::Dict: {
      FM_LET(const Value* found, dict_find(*static_cast<DictObject*>(container.object), item, line));
      return found != nullptr;
    }
    case Kind::Str:
      if (item.kind != Kind::Str) {
        return raise(PyExc::TypeError,
                     std::string("'in <string>' requires string as left operand, not ") + type_name(item), line);
      }
      return text_of(container).find(text_of(item)) != std::string::npos;
    case Kind::Range:
      if (is_int_like(item)) {  // arithmetic, not a walk through the range
        const auto& r = *static_cast<RangeObject*>(container.object);
        const std::int64_t x = item.number.int_value();
        const bool inside = r.step > 0 ? (x >= r.start && x < r.stop) : (x <= r.start && x > r.stop);
        return inside && (x - r.start) % r.step == 0;
      }
      [[fallthrough]];
    case Kind::Deque:
    case Kind::Iterator: {
      FM_LET(IteratorObject * it, iterate(container, line));
      return search(it, false);
    }
    case Kind::Class:
      if (static_cast<ClassObject*>(container.object)->enum_members)
        return unsupported("'in' on an Enum class is not supported", line);
      return raise(PyExc::TypeError, "argument of type " + quoted_type(container) + " is not iterable", line);
    case Kind::Instance: {
      FM_LET(const std::optional<Value> answer, call_dunder(container, "__contains__", {item}, line));
      if (answer) return truthy(*answer);
      if (class_of(container)->find("__iter__")) {
        FM_LET(IteratorObject * it, iterate(container, line));
        return search(it, true);
      }
      if (class_of(container)->find("__getitem__"))
        return unsupported("'in' through __getitem__ (the old sequence protocol) is not supported", line);
    }
      [[fallthrough]];
    default: return raise(PyExc::TypeError, "argument of type " + quoted_type(container) + " is not iterable", line);
  }
}

}  // namespace fm::pyexec
