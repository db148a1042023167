// collections.deque (deque.hpp): each operation as _collectionsmodule.c's.
#include "deque.hpp"

#include <algorithm>
#include <limits>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

ListObject& items_of(const Value& d) { return *static_cast<ListObject*>(d.object); }

// Appends on the right, dropping from the left past maxlen (deque_append); or on the left.
void push(ListObject& d, const Value& v, bool left) {
  ++d.changes;
  if (d.maxlen == 0) return;
  if (left) {
    d.items.insert(d.items.begin(), v);
    if (d.maxlen > 0 && static_cast<std::int64_t>(d.items.size()) > d.maxlen) d.items.pop_back();
  } else {
    d.items.push_back(v);
    if (d.maxlen > 0 && static_cast<std::int64_t>(d.items.size()) > d.maxlen) d.items.erase(d.items.begin());
  }
}

Value new_deque(Interpreter& in, std::int64_t maxlen, int line) {
  auto* d = in.make<ListObject>(line);
  d->maxlen = maxlen;
  return Value::of(Kind::Deque, d);
}

// extend/extendleft: each item appended as it comes (a generator reading the deque sees it grow;
// an error part-way keeps what came before); the deque itself is copied first, as CPython does.
Status extend(Interpreter& in, const Value& d, const Value& iterable, bool left, int line) {
  if (iterable.object == d.object) {
    const std::vector<Value> items = items_of(d).items;
    if (in.charge(items.size() * sizeof(Value), line).failed()) return Failure{};
    for (const Value& v : items) push(items_of(d), v, left);
    return Status::ok();
  }
  FM_LET(IteratorObject * it, in.iterate(iterable, line));
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(in, item));
    if (!more) break;
    if (in.step(line).failed() || in.charge(sizeof(Value), line).failed()) return Failure{};
    push(items_of(d), item, left);
  }
  return Status::ok();
}

// The index of d[i] in range, or -1 after CPython's error.
std::int64_t position(Interpreter& in, const Value& d, const Value& index, int line) {
  if (!(index.kind == Kind::Bool || (index.kind == Kind::Number && index.number.is_int()))) {
    in.raise(PyExc::TypeError, std::string("sequence index must be integer, not '") + type_name(index) + "'", line);
    return -1;
  }
  const std::int64_t n = static_cast<std::int64_t>(items_of(d).items.size());
  std::int64_t i = index.number.int_value();
  if (i < 0) i += n;
  if (i < 0 || i >= n) {
    in.raise(PyExc::IndexError, "deque index out of range", line);
    return -1;
  }
  return i;
}

// iter(d) and reversed(d): RuntimeError once the deque has changed (its size, or a rotation).
struct DequeIterator : IteratorObject {
  DequeIterator(ListObject* d, bool r, int l)
      : deque(d), size(d->items.size()), changes(d->changes), reverse(r), line(l) {}
  ListObject* deque;
  std::size_t size;
  std::uint64_t changes;
  bool reverse;
  std::size_t index = 0;
  int line;
  const char* type_name() const override {
    return reverse ? "_collections._deque_reverse_iterator" : "_collections._deque_iterator";
  }
  Result<bool> next(Interpreter& in, Value& out) override {
    if (deque->changes != changes || deque->items.size() != size) {
      return in.raise(PyExc::RuntimeError, "deque mutated during iteration", line);
    }
    if (index >= deque->items.size()) return false;
    out = reverse ? deque->items[deque->items.size() - 1 - index++] : deque->items[index++];
    return true;
  }
};

Status int_argument(Arguments& a, const Value& v, std::int64_t& out) {
  if (!(v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int()))) {
    a.in.raise(PyExc::TypeError, std::string("'") + type_name(v) + "' object cannot be interpreted as an integer",
               a.line);
    return Failure{};
  }
  out = v.number.int_value();
  return Status::ok();
}

// deque(iterable=(), maxlen=None)
Result<Value> deque_call(Arguments& a) {
  if (a.only_keywords({"iterable", "maxlen"}).failed()) return Failure{};
  if (a.args.size() > 2) {
    a.in.raise(PyExc::TypeError, "deque() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)",
               a.line);
    return Failure{};
  }
  const Value* iterable = a.keyword("iterable");
  const Value* maxlen = a.keyword("maxlen");
  if (a.positional() >= 1) iterable = &a.args[0];
  if (a.positional() == 2) maxlen = &a.args[1];
  std::int64_t limit = -1;
  if (maxlen && maxlen->kind != Kind::None) {
    if (!(maxlen->kind == Kind::Bool || (maxlen->kind == Kind::Number && maxlen->number.is_int()))) {
      a.in.raise(PyExc::TypeError, "an integer is required", a.line);
      return Failure{};
    }
    limit = maxlen->number.int_value();
    if (limit < 0) {
      a.in.raise(PyExc::ValueError, "maxlen must be non-negative", a.line);
      return Failure{};
    }
  }
  const Value d = new_deque(a.in, limit, a.line);
  if (iterable && extend(a.in, d, *iterable, false, a.line).failed()) return Failure{};
  return d;
}

Result<Value> deque_append(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  if (a.in.charge(sizeof(Value), a.line).failed()) return Failure{};
  push(items_of(a.self), a.args[0], false);
  return Value::none();
}

Result<Value> deque_appendleft(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  if (a.in.charge(sizeof(Value), a.line).failed()) return Failure{};
  push(items_of(a.self), a.args[0], true);
  return Value::none();
}

Result<Value> deque_extend(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  FM_CHECK(extend(a.in, a.self, a.args[0], false, a.line));
  return Value::none();
}

Result<Value> deque_extendleft(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  FM_CHECK(extend(a.in, a.self, a.args[0], true, a.line));
  return Value::none();
}

Result<Value> deque_pop_side(Arguments& a, bool left) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  ListObject& d = items_of(a.self);
  if (d.items.empty()) {
    a.in.raise(PyExc::IndexError, "pop from an empty deque", a.line);
    return Failure{};
  }
  ++d.changes;
  const Value v = left ? d.items.front() : d.items.back();
  if (left) {
    d.items.erase(d.items.begin());
  } else {
    d.items.pop_back();
  }
  return v;
}
Result<Value> deque_pop(Arguments& a) { return deque_pop_side(a, false); }
Result<Value> deque_popleft(Arguments& a) { return deque_pop_side(a, true); }

Result<Value> deque_clear(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  ++items_of(a.self).changes;
  items_of(a.self).items.clear();
  return Value::none();
}

Result<Value> deque_copy(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  const Value copy = new_deque(a.in, items_of(a.self).maxlen, a.line);
  if (a.in.charge(items_of(a.self).items.size() * sizeof(Value), a.line).failed()) return Failure{};
  items_of(copy).items = items_of(a.self).items;
  return copy;
}

Result<Value> deque_count(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  ListObject& d = items_of(a.self);
  const std::uint64_t changes = d.changes;
  std::int64_t n = 0;
  for (std::size_t i = 0; i < d.items.size(); ++i) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(d.items[i], a.args[0], a.line));
    if (d.changes != changes) {
      a.in.raise(PyExc::RuntimeError, "deque mutated during iteration", a.line);
      return Failure{};
    }
    n += same ? 1 : 0;
  }
  return int_value(n);
}

Result<Value> deque_remove(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  ListObject& d = items_of(a.self);
  for (std::size_t i = 0; i < d.items.size(); ++i) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(d.items[i], a.args[0], a.line));
    if (same) {
      ++d.changes;
      d.items.erase(d.items.begin() + static_cast<std::ptrdiff_t>(i));
      return Value::none();
    }
  }
  std::string shown;
  if (a.in.repr(a.args[0], shown, a.line).failed()) return Failure{};
  a.in.raise(PyExc::ValueError, shown + " is not in deque", a.line);
  return Failure{};
}

Result<Value> deque_index(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 1 || a.positional() > 3) {
    a.in.raise(PyExc::TypeError, "index expected at least 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  ListObject& d = items_of(a.self);
  const std::int64_t n = static_cast<std::int64_t>(d.items.size());
  std::int64_t start = 0;
  std::int64_t stop = n;
  if (a.positional() >= 2 && int_argument(a, a.args[1], start).failed()) return Failure{};
  if (a.positional() == 3 && int_argument(a, a.args[2], stop).failed()) return Failure{};
  if (start < 0) start = std::max<std::int64_t>(0, start + n);
  if (stop < 0) stop = std::max<std::int64_t>(0, stop + n);
  stop = std::min(stop, n);
  for (std::int64_t i = start; i < stop; ++i) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(d.items[static_cast<std::size_t>(i)], a.args[0], a.line));
    if (same) return int_value(i);
  }
  std::string shown;
  if (a.in.repr(a.args[0], shown, a.line).failed()) return Failure{};
  a.in.raise(PyExc::ValueError, shown + " is not in deque", a.line);
  return Failure{};
}

Result<Value> deque_insert(Arguments& a) {
  if (a.no_keywords().failed() || a.exactly(2).failed()) return Failure{};
  std::int64_t i = 0;
  if (int_argument(a, a.args[0], i).failed()) return Failure{};
  ListObject& d = items_of(a.self);
  const std::int64_t n = static_cast<std::int64_t>(d.items.size());
  if (d.maxlen >= 0 && n >= d.maxlen) {
    a.in.raise(PyExc::IndexError, "deque already at its maximum size", a.line);
    return Failure{};
  }
  if (i < 0) i = std::max<std::int64_t>(0, i + n);
  i = std::min(i, n);
  if (a.in.charge(sizeof(Value), a.line).failed()) return Failure{};
  ++d.changes;
  d.items.insert(d.items.begin() + i, a.args[1]);
  return Value::none();
}

Result<Value> deque_rotate(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() > 1) {  // _PyArg_CheckPositional("deque.rotate", ...)
    a.in.raise(PyExc::TypeError, "deque.rotate expected at most 1 argument, got " + std::to_string(a.positional()),
               a.line);
    return Failure{};
  }
  std::int64_t k = 1;
  if (a.positional() == 1 && int_argument(a, a.args[0], k).failed()) return Failure{};
  ListObject& d = items_of(a.self);
  const std::int64_t n = static_cast<std::int64_t>(d.items.size());
  if (n <= 1) return Value::none();
  ++d.changes;
  k %= n;
  if (k < 0) k += n;
  std::rotate(d.items.begin(), d.items.begin() + (n - k), d.items.end());
  return Value::none();
}

Result<Value> deque_reverse(Arguments& a) {  // in place, and not a change an iterator notices (as CPython's)
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  std::reverse(items_of(a.self).items.begin(), items_of(a.self).items.end());
  return Value::none();
}

}  // namespace

Result<Value> deque_item(Interpreter& in, const Value& d, const Value& index, int line) {
  const std::int64_t i = position(in, d, index, line);
  return i < 0 ? Value() : items_of(d).items[static_cast<std::size_t>(i)];
}

Status deque_store(Interpreter& in, const Value& d, const Value& index, const Value& value, int line) {
  const std::int64_t i = position(in, d, index, line);
  if (i < 0) return Failure{};
  items_of(d).items[static_cast<std::size_t>(i)] = value;
  return Status::ok();
}

Status deque_delete(Interpreter& in, const Value& d, const Value& index, int line) {
  const std::int64_t i = position(in, d, index, line);
  if (i < 0) return Failure{};
  ++items_of(d).changes;
  items_of(d).items.erase(items_of(d).items.begin() + i);
  return Status::ok();
}

Status deque_repr(Interpreter& in, const Value& d, std::string& out, int line) {
  out += "deque(";
  if (in.repr(Value::of(Kind::List, &items_of(d)), out, line).failed()) return Failure{};
  if (items_of(d).maxlen >= 0) out += ", maxlen=" + std::to_string(items_of(d).maxlen);
  out += ")";
  return Status::ok();
}

const BuiltinRow kDequeRows[] = {{"collections.deque", deque_call, true},
                                 {"deque.append", deque_append},
                                 {"deque.appendleft", deque_appendleft},
                                 {"deque.extend", deque_extend},
                                 {"deque.extendleft", deque_extendleft},
                                 {"deque.pop", deque_pop},
                                 {"deque.popleft", deque_popleft},
                                 {"deque.clear", deque_clear},
                                 {"deque.copy", deque_copy},
                                 {"deque.count", deque_count},
                                 {"deque.remove", deque_remove},
                                 {"deque.index", deque_index},
                                 {"deque.insert", deque_insert},
                                 {"deque.rotate", deque_rotate},
                                 {"deque.reverse", deque_reverse},
                                 {nullptr, nullptr}};

IteratorObject* deque_iterator(Interpreter& in, const Value& d, int line, bool reverse) {
  return in.make<DequeIterator>(line, &items_of(d), reverse, line);
}

Result<std::optional<Value>> deque_binary(Interpreter& in, BinaryOp op, const Value& a, const Value& b, bool augmented,
                                          int line) {
  if (op == BinaryOp::Add && a.kind == Kind::Deque) {
    if (augmented) {  // d += any iterable
      FM_CHECK(extend(in, a, b, false, line));
      return std::optional<Value>(a);
    }
    if (b.kind != Kind::Deque) {
      in.raise(PyExc::TypeError, std::string("can only concatenate deque (not \"") + type_name(b) + "\") to deque",
               line);
      return Failure{};
    }
    const Value sum = new_deque(in, items_of(a).maxlen, line);
    if (extend(in, sum, a, false, line).failed() || extend(in, sum, b, false, line).failed()) return Failure{};
    return std::optional<Value>(sum);
  }
  const bool left = a.kind == Kind::Deque;
  const Value& count = left ? b : a;
  const bool is_int = count.kind == Kind::Bool || (count.kind == Kind::Number && count.number.is_int());
  if (op == BinaryOp::Mul && !is_int && count.kind != Kind::Instance &&
      !(!left && (count.kind == Kind::Str || count.kind == Kind::List || count.kind == Kind::Tuple))) {
    // The deque's repeat meets a count that is no int (a sequence on its left repeats first, by it).
    in.raise(PyExc::TypeError, std::string("can't multiply sequence by non-int of type '") + type_name(count) + "'",
             line);
    return Failure{};
  }
  if (op == BinaryOp::Mul && is_int) {
    const Value& d = left ? a : b;
    const std::int64_t n = std::max<std::int64_t>(0, count.number.int_value());
    const std::size_t unit = items_of(d).items.size();
    if (n > 0 && unit > 0 &&
        (static_cast<double>(unit) * static_cast<double>(n) * sizeof(Value) > 64.0 * (1 << 20) ||
         in.charge(unit * static_cast<std::size_t>(n) * sizeof(Value), line).failed())) {
      // Too big even to count: a charge beyond any budget records the limit's error.
      // (Half of size_t's range: past any limit, in 32-bit WebAssembly too.)
      if (!in.failed()) (void)in.charge(std::numeric_limits<std::size_t>::max() / 2, line);
      return Failure{};
    }
    std::vector<Value> repeated;
    for (std::int64_t i = 0; i < n; ++i)
      repeated.insert(repeated.end(), items_of(d).items.begin(), items_of(d).items.end());
    const Value target = augmented && left ? d : new_deque(in, items_of(d).maxlen, line);
    if (augmented && left) {
      ++items_of(target).changes;
      items_of(target).items.clear();
    }
    for (const Value& v : repeated) push(items_of(target), v, false);
    return std::optional<Value>(target);
  }
  return std::optional<Value>();
}

}  // namespace fm::pyexec
