#include "iteration.hpp"

#include "deque.hpp"

#include "text.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

struct SequenceIterator : IteratorObject {
  explicit SequenceIterator(ListObject* l) : list(l) {}
  ListObject* list;
  std::size_t index = 0;
  const char* type_name() const override { return "list_iterator"; }
  Result<bool> next(Interpreter&, Value& out) override {
    if (index >= list->items.size()) return false;
    out = list->items[index++];
    return true;
  }
};

struct StrIterator : IteratorObject {
  StrIterator(const StrObject* s, int l) : text(s), line(l) {}
  const StrObject* text;
  int line;
  std::size_t offset = 0;
  const char* type_name() const override { return "str_ascii_iterator"; }
  Result<bool> next(Interpreter& in, Value& out) override {
    const std::string& t = text->text;
    if (offset >= t.size()) return false;
    std::size_t end = offset + 1;
    while (end < t.size() && is_utf8_continuation(t[end])) ++end;
    out = in.make_str(t.substr(offset, end - offset), line);
    offset = end;
    return true;
  }
};

struct DictKeyIterator : IteratorObject {
  DictKeyIterator(DictObject* d, int l) : dict(d), size(d->entries.size()), line(l) {}
  DictObject* dict;
  std::size_t size;
  int line;
  std::size_t index = 0;
  const char* type_name() const override { return "dict_keyiterator"; }
  Result<bool> next(Interpreter& in, Value& out) override {
    if (dict->entries.size() != size)
      return in.raise(PyExc::RuntimeError, "dictionary changed size during iteration", line);
    if (index >= size) return false;
    out = dict->entries[index++].first;
    return true;
  }
};

struct RangeIterator : IteratorObject {
  explicit RangeIterator(const RangeObject* r) : range(*r), length(r->length()) {}
  RangeObject range;
  std::int64_t length;
  std::int64_t index = 0;
  const char* type_name() const override { return "range_iterator"; }
  Result<bool> next(Interpreter&, Value& out) override {
    if (index >= length) return false;
    out = Value::of(PyValue::make_int(range.at(index++)).value());
    return true;
  }
};

}  // namespace

Result<bool> ZipIterator::next(Interpreter& in, Value& out) {
  if (parts.empty()) return false;
  std::vector<Value> items(parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    FM_LET(const bool got, parts[i]->next(in, items[i]));
    if (got) continue;
    // The shortest ends it; with strict=True, all must end together (zip_next in
    // Python/bltinmodule.c, its messages).
    if (!strict) return false;
    const char* plural = i == 1 ? " " : "s 1-";
    if (i > 0) {
      return in.raise(
          PyExc::ValueError,
          "zip() argument " + std::to_string(i + 1) + " is shorter than argument" + plural + std::to_string(i), line);
    }
    for (std::size_t j = 1; j < parts.size(); ++j) {
      Value extra;
      FM_LET(const bool longer, parts[j]->next(in, extra));
      if (longer) {
        const char* plural_j = j == 1 ? " " : "s 1-";
        return in.raise(
            PyExc::ValueError,
            "zip() argument " + std::to_string(j + 1) + " is longer than argument" + plural_j + std::to_string(j),
            line);
      }
    }
    return false;
  }
  out = in.make_list(std::move(items), 0, Kind::Tuple);
  return true;
}

Result<bool> EnumerateIterator::next(Interpreter& in, Value& out) {
  Value item;
  FM_LET(const bool got, inner->next(in, item));
  if (!got) return false;
  const Expected<PyValue> index = PyValue::make_int(count++);
  if (!index) return in.refuse(index.error().message, 0);
  out = in.make_list({Value::of(*index), item}, 0, Kind::Tuple);
  return true;
}

namespace {
// What a comprehension makes of one turn of its clauses: its element, or a dict comprehension's
// (key, value) pair, the key evaluated first.
Result<Value> comprehension_element(Interpreter& in, const ComprehensionExpr& expr, Scope& scope) {
  if (expr.kind != Expr::Kind::DictComp) return in.evaluate(*expr.element, scope);
  FM_LET(const Value key, in.evaluate(*expr.element, scope));
  FM_LET(const Value value, in.evaluate(*expr.value, scope));
  return in.make_list({key, value}, expr.line, Kind::Tuple);
}

// Whether the clause's `if` conditions all hold for the item just bound (the first false one ends it).
Result<bool> conditions_hold(Interpreter& in, const ComprehensionFor& clause, Scope& scope) {
  for (const ExprPtr& test : clause.conditions) {
    FM_LET(const bool truth, in.condition(*test, scope));
    if (!truth) return false;
  }
  return true;
}
}  // namespace

Result<bool> GeneratorIterator::next(Interpreter& in, Value& out) {
  if (done) return false;
  if (running) return in.raise(PyExc::ValueError, "generator already executing", expr.line);
  running = true;
  const Result<bool> produced = produce(in, out);
  running = false;
  done = produced.failed() || !*produced;
  return produced;
}

Result<bool> GeneratorIterator::produce(Interpreter& in, Value& out) {
  const std::size_t clauses = expr.generators.size();
  std::size_t level = started ? clauses - 1 : 0;  // resume at the innermost clause
  started = true;
  while (true) {
    Value item;
    FM_LET(const bool got, iterators[level]->next(in, item));
    if (!got) {
      if (level == 0) return false;
      iterators.pop_back();
      --level;
      continue;
    }
    const ComprehensionFor& clause = expr.generators[level];
    FM_CHECK(in.assign(*clause.target, item, *scope));
    FM_LET(const bool keep, conditions_hold(in, clause, *scope));
    if (!keep) continue;
    if (level + 1 == clauses) {
      FM_LET(out, comprehension_element(in, expr, *scope));
      return true;
    }
    ++level;
    FM_LET(const Value iterable, in.evaluate(*expr.generators[level].iter, *scope));
    FM_LET(IteratorObject* const it, in.iterate(iterable, expr.generators[level].iter->line));
    iterators.push_back(it);
  }
}

Result<IteratorObject*> Interpreter::iterate(const Value& v, int line) {
  switch (v.kind) {
    case Kind::List:
    case Kind::Tuple: return make<SequenceIterator>(line, static_cast<ListObject*>(v.object));
    case Kind::Str: return make<StrIterator>(line, static_cast<const StrObject*>(v.object), line);
    case Kind::Deque: return deque_iterator(*this, v, line);
    case Kind::Dict: return make<DictKeyIterator>(line, static_cast<DictObject*>(v.object), line);
    case Kind::Range: return make<RangeIterator>(line, static_cast<const RangeObject*>(v.object));
    case Kind::Iterator: return static_cast<IteratorObject*>(v.object)->fresh(*this, line);
    case Kind::Class:
      if (static_cast<ClassObject*>(v.object)->enum_members)
        return make<SequenceIterator>(line, static_cast<ClassObject*>(v.object)->enum_members);
      return raise(PyExc::TypeError, "'type' object is not iterable", line);  // (a class without a metaclass __iter__)
    case Kind::Instance: {
      FM_LET(const std::optional<Value> r, call_dunder(v, "__iter__", {}, line));
      if (r) {
        if (r->kind != Kind::Iterator) {
          return raise(PyExc::TypeError, std::string("iter() returned non-iterator of type '") + type_name(*r) + "'",
                       line);
        }
        return static_cast<IteratorObject*>(r->object);
      }
      if (class_of(v)->find("__getitem__")) {
        return unsupported("iterating through __getitem__ (the old sequence protocol) is not supported", line);
      }
    }
      [[fallthrough]];
    default: return raise(PyExc::TypeError, std::string("'") + type_name(v) + "' object is not iterable", line);
  }
}

// list.extend(x) and list += x, as CPython's list_extend: a list or a tuple taken whole (a list
// extends with itself once), any other iterable item by item (a generator reading the list sees
// it grow, and an error part-way keeps the items before it).
Status Interpreter::extend_list(ListObject& list, const Value& iterable, int line) {
  if (iterable.kind == Kind::List || iterable.kind == Kind::Tuple) {
    const std::vector<Value> items = static_cast<ListObject*>(iterable.object)->items;
    if (charge(items.size() * sizeof(Value), line).failed()) return Failure{};
    list.items.insert(list.items.end(), items.begin(), items.end());
    return Status::ok();
  }
  FM_LET(IteratorObject * it, iterate(iterable, line));
  Value item;
  for (;;) {
    FM_LET(const bool got, it->next(*this, item));
    if (!got) return Status::ok();
    if (step(line).failed() || charge(sizeof(Value), line).failed()) return Failure{};
    list.items.push_back(item);
  }
}

Status Interpreter::collect(const Value& iterable, std::vector<Value>& out, int line) {
  FM_LET(IteratorObject * it, iterate(iterable, line));
  Value item;
  for (;;) {
    FM_LET(const bool got, it->next(*this, item));
    if (!got) return Status::ok();
    if (step(line).failed() || charge(sizeof(Value), line).failed()) return Failure{};
    out.push_back(item);
  }
}

}  // namespace fm::pyexec
