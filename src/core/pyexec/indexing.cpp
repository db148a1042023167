// Indexing, slicing and item assignment, with CPython 3.12's messages.
#include "builtins.hpp"
#include "deque.hpp"
#include "interpreter.hpp"
#include "slicing.hpp"
#include "text.hpp"

namespace fm::pyexec {

namespace {
ListObject& list_of(const Value& v) { return *static_cast<ListObject*>(v.object); }
const std::string& text_of(const Value& v) { return static_cast<StrObject*>(v.object)->text; }
bool is_int_like(const Value& v) { return v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int()); }

// The container's length, for the kinds that have one by index.
std::int64_t indexed_length(const Value& v) {
  if (v.kind == Kind::Str) return static_cast<std::int64_t>(code_point_count(text_of(v)));
  if (v.kind == Kind::Range) return static_cast<RangeObject*>(v.object)->length();
  return static_cast<std::int64_t>(list_of(v).items.size());
}
}  // namespace

Result<Value> Interpreter::subscript(const Value& container, const Value& index, int line) {
  const Kind kind = container.kind;
  if (kind == Kind::Instance) {
    FM_LET(const std::optional<Value> item, call_dunder(container, "__getitem__", {index}, line));
    if (item) return *item;
  }
  if (kind == Kind::Class && static_cast<ClassObject*>(container.object)->enum_members && index.kind == Kind::Str) {
    for (const Value& member : static_cast<ClassObject*>(container.object)->enum_members->items) {  // Color['RED']
      if (static_cast<StrObject*>(static_cast<InstanceObject*>(member.object)->attrs[0].second.object)->text ==
          static_cast<StrObject*>(index.object)->text)
        return member;
    }
    const Value* alias = static_cast<ClassObject*>(container.object)->find(static_cast<StrObject*>(index.object)->text);
    if (alias && alias->kind == Kind::Instance && class_of(*alias) == static_cast<ClassObject*>(container.object))
      return *alias;
    std::string key;
    if (!repr(index, key, line).failed()) raise(PyExc::KeyError, key, line);
    return Failure{};
  }
  if (kind == Kind::Class) {
    unsupported("subscripting a class (a generic alias) is not supported", line);
    return Failure{};
  }
  if (kind == Kind::Deque) return deque_item(*this, container, index, line);
  if (kind == Kind::Dict) {
    const Result<const Value*> found = dict_find(*static_cast<DictObject*>(container.object), index, line);
    if (found.failed()) return Failure{};
    if (*found) return **found;
    FM_LET(const std::optional<Value> fallback,
           dict_missing(*this, *static_cast<DictObject*>(container.object), index, line));
    if (fallback) return *fallback;
    std::string key;
    FM_CHECK(repr(index, key, line));
    return raise(PyExc::KeyError, key, line);
  }
  if (kind != Kind::List && kind != Kind::Tuple && kind != Kind::Str && kind != Kind::Range) {
    raise(PyExc::TypeError, std::string("'") + type_name(container) + "' object is not subscriptable", line);
    return Failure{};
  }
  const std::string name = kind == Kind::Str ? "string" : kind == Kind::Range ? "range object" : type_name(container);
  if (!is_int_like(index)) {
    if (kind == Kind::Str)
      return raise(PyExc::TypeError, std::string("string indices must be integers, not '") + type_name(index) + "'",
                   line);
    return raise(PyExc::TypeError,
                 std::string(type_name(container)) + " indices must be integers or slices, not " + type_name(index),
                 line);
  }
  const std::int64_t length = indexed_length(container);
  std::int64_t i = index.number.int_value();
  if (i < 0) i += length;
  if (i < 0 || i >= length) {
    raise(PyExc::IndexError, name + " index out of range", line);
    return Failure{};
  }
  if (kind == Kind::Range)
    return Value::of(PyValue::make_int(static_cast<RangeObject*>(container.object)->at(i)).value());
  if (kind == Kind::Str) {
    const std::string& text = text_of(container);
    const std::size_t begin = code_point_offset(text, static_cast<std::size_t>(i));
    const std::size_t end = code_point_offset(text, static_cast<std::size_t>(i) + 1);
    return make_str(text.substr(begin, end - begin), line);
  }
  return list_of(container).items[static_cast<std::size_t>(i)];
}

Result<Value> Interpreter::slice(const Value& container, const Value& lower, const Value& upper,
                                 const Value& step_value, int line) {
  const Kind kind = container.kind;
  if (kind == Kind::Instance && class_of(container)->find("__getitem__")) {
    unsupported("slicing an object of a class (slice objects) is not supported", line);
    return Failure{};
  }
  if (kind == Kind::Deque) {
    raise(PyExc::TypeError, "sequence index must be integer, not 'slice'", line);
    return Failure{};
  }
  if (kind == Kind::Dict) {
    // Slices are hashable in 3.12 and no dict here holds one: a KeyError naming the slice.
    std::string key = "slice(";
    for (const Value* part : {&lower, &upper, &step_value}) {
      FM_CHECK(hash(*part, line));  // an unhashable part is CPython's TypeError, not a KeyError
      if (part != &lower) key += ", ";
      if (repr(*part, key, line).failed()) return Failure{};
    }
    raise(PyExc::KeyError, key + ")", line);
    return Failure{};
  }
  if (kind != Kind::List && kind != Kind::Tuple && kind != Kind::Str && kind != Kind::Range) {
    raise(PyExc::TypeError, std::string("'") + type_name(container) + "' object is not subscriptable", line);
    return Failure{};
  }
  for (const Value* part : {&lower, &upper, &step_value}) {
    if (part->kind != Kind::None && !is_int_like(*part)) {
      raise(PyExc::TypeError, "slice indices must be integers or None or have an __index__ method", line);
      return Failure{};
    }
  }
  const std::int64_t step = step_value.kind == Kind::None ? 1 : step_value.number.int_value();
  if (step == 0) {
    raise(PyExc::ValueError, "slice step cannot be zero", line);
    return Failure{};
  }
  const SliceBounds bounds = adjust_slice(indexed_length(container), lower.kind == Kind::None ? nullptr : &lower.number,
                                          upper.kind == Kind::None ? nullptr : &upper.number, step);
  if (kind == Kind::Range) {
    const auto& r = *static_cast<RangeObject*>(container.object);
    return Value::of(Kind::Range, make<RangeObject>(line, r.at(bounds.start), r.at(bounds.stop), r.step * step));
  }
  if (kind == Kind::Str) {
    const std::string& text = text_of(container);
    std::string out;
    for (std::int64_t n = 0, i = bounds.start; n < bounds.count; ++n, i += step) {
      const std::size_t begin = code_point_offset(text, static_cast<std::size_t>(i));
      out += text.substr(begin, code_point_offset(text, static_cast<std::size_t>(i) + 1) - begin);
    }
    return make_str(std::move(out), line);
  }
  std::vector<Value> items;
  items.reserve(static_cast<std::size_t>(bounds.count));
  for (std::int64_t n = 0, i = bounds.start; n < bounds.count; ++n, i += step)
    items.push_back(list_of(container).items[static_cast<std::size_t>(i)]);
  return make_list(std::move(items), line, kind);
}

Status Interpreter::store_subscript(const Value& container, const Value& index, const Value& value, int line) {
  if (container.kind == Kind::Instance) {
    FM_LET(const std::optional<Value> done, call_dunder(container, "__setitem__", {index, value}, line));
    if (done) return Status::ok();
  }
  if (container.kind == Kind::Dict) return dict_set(*static_cast<DictObject*>(container.object), index, value, line);
  if (container.kind == Kind::Deque) return deque_store(*this, container, index, value, line);
  if (container.kind != Kind::List) {
    return raise(PyExc::TypeError,
                 std::string("'") + type_name(container) + "' object does not support item assignment", line);
  }
  if (!is_int_like(index)) {
    return raise(PyExc::TypeError, std::string("list indices must be integers or slices, not ") + type_name(index),
                 line);
  }
  auto& items = list_of(container).items;
  std::int64_t i = index.number.int_value();
  if (i < 0) i += static_cast<std::int64_t>(items.size());
  if (i < 0 || i >= static_cast<std::int64_t>(items.size())) {
    return raise(PyExc::IndexError, "list assignment index out of range", line);
  }
  items[static_cast<std::size_t>(i)] = value;
  return Status::ok();
}

}  // namespace fm::pyexec
