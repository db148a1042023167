// itertools: the lazy iterators (accumulate, starmap, compress, chain, pairwise, zip_longest,
// batched: one step function each); the combinatoric iterators and slicers: combinations,
// permutations, product (which take their inputs whole when made, as CPython does, and give
// tuples one at a time), islice (lazy, taking from its input exactly the items CPython takes) and
// groupby (groups that share the input, and end when the next group is asked for).
// Modules/itertoolsmodule.c, 3.12.
#include <algorithm>
#include <cmath>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

// An iterator whose items a step function computes, one at a time (itertools' lazy iterators).
struct StepIterator : IteratorObject {
  const char* name = "itertools";
  std::vector<IteratorObject*> parts;
  Value function;
  Value state;
  Value fill;
  bool started = false;
  bool done = false;
  int line = 0;
  Result<bool> (*step_fn)(StepIterator& self, Interpreter& in, Value& out) = nullptr;
  const char* type_name() const override { return name; }
  Result<bool> next(Interpreter& in, Value& out) override {
    if (done) return false;
    const Result<bool> more = step_fn(*this, in, out);
    if (!more.failed() && *more) return true;
    done = true;  // at its end, or after an error
    return more;
  }
};

StepIterator* step_iterator(Arguments& a, const char* name, Result<bool> (*fn)(StepIterator&, Interpreter&, Value&)) {
  auto* it = a.in.make<StepIterator>(a.line);
  it->name = name;
  it->line = a.line;
  it->step_fn = fn;
  return it;
}

Result<bool> accumulate_step(StepIterator& s, Interpreter& in, Value& out) {
  if (!s.started && s.fill.kind != Kind::Alias) {  // initial=: yielded first
    s.started = true;
    s.state = s.fill;
    out = s.state;
    return true;
  }
  Value item;
  FM_LET(const bool more, s.parts[0]->next(in, item));
  if (!more) return false;
  if (!s.started) {
    s.started = true;
    s.state = item;
  } else {
    FM_LET(s.state, s.function.kind == Kind::None ? in.binary(BinaryOp::Add, s.state, item, s.line)
                                                  : in.call(s.function, {s.state, item}, {}, s.line));
  }
  out = s.state;
  return true;
}

Result<Value> itertools_accumulate(Arguments& a) {
  if (a.only_keywords({"func", "initial"}).failed()) return Failure{};
  if (a.positional() < 1) {
    a.in.raise(PyExc::TypeError, "accumulate() missing required argument 'iterable' (pos 1)", a.line);
    return Failure{};
  }
  if (a.positional() > 2) {
    a.in.raise(PyExc::TypeError,
               "accumulate() takes at most 2 arguments (" + std::to_string(a.positional()) + " given)", a.line);
    return Failure{};
  }
  StepIterator* it = step_iterator(a, "itertools.accumulate", accumulate_step);
  FM_LET(IteratorObject * inner, a.in.iterate(a.args[0], a.line));
  it->parts.push_back(inner);
  const Value* func = a.positional() == 2 ? &a.args[1] : a.keyword("func");
  it->function = func ? *func : Value::none();
  const Value* initial = a.keyword("initial");
  it->fill = initial && initial->kind != Kind::None ? *initial : Value::of(Kind::Alias, nullptr);
  return Value::of(Kind::Iterator, it);
}

Result<bool> starmap_step(StepIterator& s, Interpreter& in, Value& out) {
  Value item;
  FM_LET(const bool more, s.parts[0]->next(in, item));
  if (!more) return false;
  std::vector<Value> args;
  FM_CHECK(in.collect(item, args, s.line));
  FM_LET(out, in.call(s.function, std::move(args), {}, s.line));
  return true;
}

Result<Value> itertools_starmap(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 2) {
    a.in.raise(PyExc::TypeError, "starmap expected 2 arguments, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  StepIterator* it = step_iterator(a, "itertools.starmap", starmap_step);
  it->function = a.args[0];
  FM_LET(IteratorObject * inner, a.in.iterate(a.args[1], a.line));
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

Result<bool> compress_step(StepIterator& s, Interpreter& in, Value& out) {
  Value item, selector;
  for (;;) {
    FM_LET(const bool more_data, s.parts[0]->next(in, item));
    if (!more_data) return false;
    FM_LET(const bool more_selectors, s.parts[1]->next(in, selector));
    if (!more_selectors) return false;
    FM_CHECK(in.step(s.line));
    FM_LET(const bool selected, in.truthy(selector));
    if (selected) {
      out = item;
      return true;
    }
  }
  return false;
}

Result<Value> itertools_compress(Arguments& a) {
  if (a.only_keywords({"data", "selectors"}).failed()) return Failure{};
  if (!a.keywords.empty()) return a.refuse("itertools.compress() with keyword arguments");
  if (a.positional() != 2) {
    a.in.raise(PyExc::TypeError, "compress() missing required argument 'selectors' (pos 2)", a.line);
    return Failure{};
  }
  StepIterator* it = step_iterator(a, "itertools.compress", compress_step);
  for (std::size_t i = 0; i < 2; ++i) {
    FM_LET(IteratorObject * inner, a.in.iterate(a.args[i], a.line));
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

Result<bool> chain_step(StepIterator& s, Interpreter& in, Value& out) {
  while (!s.parts.empty()) {
    FM_LET(const bool more, s.parts.front()->next(in, out));
    if (more) return true;
    s.parts.erase(s.parts.begin());
  }
  return false;
}

Result<Value> itertools_chain(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  StepIterator* it = step_iterator(a, "itertools.chain", chain_step);
  for (std::size_t i = 0; i < a.positional(); ++i) {
    FM_LET(IteratorObject * inner, a.in.iterate(a.args[i], a.line));
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

Result<bool> pairwise_step(StepIterator& s, Interpreter& in, Value& out) {
  if (!s.started) {
    s.started = true;
    FM_LET(const bool more, s.parts[0]->next(in, s.state));
    if (!more) return false;
  }
  Value item;
  FM_LET(const bool more, s.parts[0]->next(in, item));
  if (!more) return false;
  out = in.make_list({s.state, item}, s.line, Kind::Tuple);
  s.state = item;
  return true;
}

Result<Value> itertools_pairwise(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  StepIterator* it = step_iterator(a, "itertools.pairwise", pairwise_step);
  FM_LET(IteratorObject * inner, a.in.iterate(a.args[0], a.line));
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

Result<bool> zip_longest_step(StepIterator& s, Interpreter& in, Value& out) {
  std::vector<Value> items(s.parts.size());
  bool any = false;
  for (std::size_t i = 0; i < s.parts.size(); ++i) {
    if (s.parts[i]) {
      FM_LET(const bool more, s.parts[i]->next(in, items[i]));
      if (more) {
        any = true;
        continue;
      }
    }
    s.parts[i] = nullptr;
    items[i] = s.fill;
  }
  if (!any) return false;
  out = in.make_list(std::move(items), s.line, Kind::Tuple);
  return true;
}

Result<Value> itertools_zip_longest(Arguments& a) {
  if (a.only_keywords({"fillvalue"}).failed()) return Failure{};
  StepIterator* it = step_iterator(a, "itertools.zip_longest", zip_longest_step);
  const Value* fill = a.keyword("fillvalue");
  it->fill = fill ? *fill : Value::none();
  for (std::size_t i = 0; i < a.positional(); ++i) {
    FM_LET(IteratorObject * inner, a.in.iterate(a.args[i], a.line));
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

// itertools.batched(iterable, n) (3.12): tuples of n items, the last one shorter.
Result<bool> batched_step(StepIterator& s, Interpreter& in, Value& out) {
  std::vector<Value> batch;
  Value item;
  const std::int64_t n = s.state.number.int_value();
  while (static_cast<std::int64_t>(batch.size()) < n) {
    FM_LET(const bool more, s.parts[0]->next(in, item));
    if (!more) break;
    FM_CHECK(in.step(s.line));
    FM_CHECK(in.charge(sizeof(Value), s.line));
    batch.push_back(item);
  }
  if (batch.empty()) return false;
  out = in.make_list(std::move(batch), s.line, Kind::Tuple);
  return true;
}

Result<Value> itertools_batched(Arguments& a) {
  if (a.only_keywords({"iterable", "n"}).failed()) return Failure{};
  if (!a.keywords.empty()) return a.refuse("itertools.batched() with keyword arguments");
  if (a.positional() != 2) {
    a.in.raise(PyExc::TypeError,
               "batched() missing required argument '" + std::string(a.positional() == 0 ? "iterable" : "n") +
                   "' (pos " + std::to_string(a.positional() + 1) + ")",
               a.line);
    return Failure{};
  }
  if (a.int_like(a.args[1]).failed()) return Failure{};
  if (a.args[1].number.int_value() < 1) {
    a.in.raise(PyExc::ValueError, "n must be at least one", a.line);
    return Failure{};
  }
  StepIterator* it = step_iterator(a, "itertools.batched", batched_step);
  it->state = a.args[1];
  FM_LET(IteratorObject * inner, a.in.iterate(a.args[0], a.line));
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

// combinations / permutations / product over pools taken whole: the indices of the next tuple.
struct CombinatoricIterator : IteratorObject {
  enum class Type { Combinations, Permutations, Product } type;
  const char* name;
  std::vector<std::vector<Value>> pools;  // product: one per iterable (repeated); else one
  std::size_t r = 0;
  std::vector<std::size_t> indices;
  std::vector<std::size_t> cycles;  // permutations
  bool first = true;
  bool stopped = false;
  int line = 0;
  CombinatoricIterator(Type t, const char* n) : type(t), name(n) {}
  const char* type_name() const override { return name; }

  Result<bool> next(Interpreter& in, Value& out) override {
    if (stopped) return false;
    FM_CHECK(in.step(line));
    if (first) {
      first = false;
      if (!start()) return stopped = true, false;
    } else if (!advance()) {
      return stopped = true, false;
    }
    std::vector<Value> items;
    items.reserve(r);
    for (std::size_t i = 0; i < r; ++i)
      items.push_back(type == Type::Product ? pools[i][indices[i]] : pools[0][indices[i]]);
    FM_CHECK(in.charge(r * sizeof(Value), line));
    out = in.make_list(std::move(items), line, Kind::Tuple);
    return true;
  }

 private:
  bool start() {
    const std::size_t n = type == Type::Product ? 0 : pools[0].size();
    switch (type) {
      case Type::Combinations:
        if (r > n) return false;
        for (std::size_t i = 0; i < r; ++i) indices.push_back(i);
        return true;
      case Type::Permutations:
        if (r > n) return false;
        for (std::size_t i = 0; i < n; ++i) indices.push_back(i);
        for (std::size_t i = 0; i < r; ++i) cycles.push_back(n - i);
        return true;
      case Type::Product:
        for (const auto& pool : pools) {
          if (pool.empty()) return false;
        }
        indices.assign(r, 0);
        return true;
    }
    return false;
  }

  // The recipes of the itertools documentation, which the C code follows.
  bool advance() {
    switch (type) {
      case Type::Combinations: {
        const std::size_t n = pools[0].size();
        std::size_t i = r;
        while (i > 0 && indices[i - 1] == i - 1 + n - r) --i;
        if (i == 0) return false;
        ++indices[i - 1];
        for (std::size_t j = i; j < r; ++j) indices[j] = indices[j - 1] + 1;
        return true;
      }
      case Type::Permutations: {
        const std::size_t n = pools[0].size();
        if (n == 0) return false;
        for (std::size_t i = r; i-- > 0;) {
          if (--cycles[i] == 0) {
            std::rotate(indices.begin() + static_cast<std::ptrdiff_t>(i),
                        indices.begin() + static_cast<std::ptrdiff_t>(i) + 1, indices.end());
            cycles[i] = n - i;
          } else {
            std::swap(indices[i], indices[n - cycles[i]]);
            return true;
          }
        }
        return false;
      }
      case Type::Product: {
        for (std::size_t i = r; i-- > 0;) {
          if (++indices[i] < pools[i].size()) return true;
          indices[i] = 0;
        }
        return false;
      }
    }
    return false;
  }
};

// An argument that must be an int (r=, repeat=): the int, or false after CPython's TypeError.
Status int_argument(Arguments& a, const Value& v, std::int64_t& out) {
  if (a.int_like(v).failed()) return Failure{};
  out = v.number.int_value();
  return Status::ok();
}

// "combinations() missing required argument 'r' (pos 2)" and the like, for the clinic-made signatures.
Status signature(Arguments& a, const char* fn, std::initializer_list<const char*> names, std::size_t required,
                 std::vector<const Value*>& out) {
  if (a.only_keywords(names).failed()) return Failure{};
  const std::size_t count = names.size();
  if (a.positional() > count) {
    a.in.raise(PyExc::TypeError,
               std::string(fn) + "() takes at most " + std::to_string(count) + " arguments (" +
                   std::to_string(a.args.size()) + " given)",
               a.line);
    return Failure{};
  }
  out.assign(count, nullptr);
  std::size_t i = 0;
  for (const char* name : names) {
    const Value* keyword = a.keyword(name);
    if (i < a.positional() && keyword) {
      a.in.raise(PyExc::TypeError,
                 std::string("argument for ") + fn + "() given by name ('" + name + "') and position (" +
                     std::to_string(i + 1) + ")",
                 a.line);
      return Failure{};
    }
    out[i] = i < a.positional() ? &a.args[i] : keyword;
    if (!out[i] && i < required) {
      a.in.raise(PyExc::TypeError,
                 std::string(fn) + "() missing required argument '" + name + "' (pos " + std::to_string(i + 1) + ")",
                 a.line);
      return Failure{};
    }
    ++i;
  }
  return Status::ok();
}

Result<Value> combinatoric(Arguments& a, CombinatoricIterator::Type type) {
  const bool combinations = type == CombinatoricIterator::Type::Combinations;
  std::vector<const Value*> args;
  if (signature(a, combinations ? "combinations" : "permutations", {"iterable", "r"}, combinations ? 2 : 1, args)
          .failed())
    return Failure{};
  auto* it =
      a.in.make<CombinatoricIterator>(a.line, type, combinations ? "itertools.combinations" : "itertools.permutations");
  it->line = a.line;
  it->pools.emplace_back();
  if (a.in.collect(*args[0], it->pools[0], a.line).failed()) return Failure{};
  std::int64_t r = static_cast<std::int64_t>(it->pools[0].size());
  if (args[1] && !combinations && args[1]->kind != Kind::None) {
    // permutations() checks r itself: "Expected int as r".
    if (!(args[1]->kind == Kind::Bool || (args[1]->kind == Kind::Number && args[1]->number.is_int()))) {
      a.in.raise(PyExc::TypeError, "Expected int as r", a.line);
      return Failure{};
    }
    r = args[1]->number.int_value();
  } else if (args[1] && combinations && int_argument(a, *args[1], r).failed()) {
    return Failure{};
  }
  if (r < 0) {
    a.in.raise(PyExc::ValueError, "r must be non-negative", a.line);
    return Failure{};
  }
  it->r = static_cast<std::size_t>(r);
  return Value::of(Kind::Iterator, it);
}

Result<Value> itertools_combinations(Arguments& a) { return combinatoric(a, CombinatoricIterator::Type::Combinations); }
Result<Value> itertools_permutations(Arguments& a) { return combinatoric(a, CombinatoricIterator::Type::Permutations); }

Result<Value> itertools_product(Arguments& a) {
  if (a.only_keywords({"repeat"}).failed()) return Failure{};
  std::int64_t repeat = 1;
  if (const Value* given = a.keyword("repeat"); given && int_argument(a, *given, repeat).failed()) return Failure{};
  if (repeat < 0) {
    a.in.raise(PyExc::ValueError, "repeat argument cannot be negative", a.line);
    return Failure{};
  }
  auto* it = a.in.make<CombinatoricIterator>(a.line, CombinatoricIterator::Type::Product, "itertools.product");
  it->line = a.line;
  std::vector<std::vector<Value>> pools(a.positional());
  for (std::size_t i = 0; i < a.positional(); ++i) {
    if (a.in.collect(a.args[i], pools[i], a.line).failed()) return Failure{};
  }
  if (repeat > 0 && pools.size() > 10000 / static_cast<std::size_t>(repeat))
    return a.refuse("itertools.product() of more than 10,000 pools");
  for (std::int64_t k = 0; k < repeat; ++k) {
    for (const auto& pool : pools) {
      if (a.in.charge(pool.size() * sizeof(Value), a.line).failed()) return Failure{};
      it->pools.push_back(pool);
    }
  }
  it->r = it->pools.size();
  return Value::of(Kind::Iterator, it);
}

// islice: skips to each next index, taking the items between, as islice_next does.
struct IsliceIterator : IteratorObject {
  IteratorObject* inner = nullptr;
  std::int64_t next_index = 0, stop = -1, step = 1, count = 0;
  int line = 0;
  const char* type_name() const override { return "itertools.islice"; }
  Result<bool> next(Interpreter& in, Value& out) override {
    if (!inner) return false;
    Value item;
    // As islice_next, the input is let go at the end and after an error.
    const auto take = [&]() -> Result<bool> {
      const Result<bool> more = inner->next(in, item);
      if (more.failed() || !*more) inner = nullptr;
      return more;
    };
    while (count < next_index) {
      FM_CHECK(in.step(line));
      FM_LET(const bool more, take());
      if (!more) return false;
      ++count;
    }
    if (stop != -1 && count >= stop) return inner = nullptr, false;
    FM_LET(const bool more, take());
    if (!more) return false;
    ++count;
    const std::int64_t old = next_index;
    next_index += step;
    if (next_index < old || (stop != -1 && next_index > stop)) next_index = stop;
    out = item;
    return true;
  }
};

Result<Value> itertools_islice(Arguments& a) {
  if (a.no_keywords().failed()) {
    a.in.raise(PyExc::TypeError, "islice() takes no keyword arguments", a.line);
    return Failure{};
  }
  if (a.positional() < 2 || a.positional() > 4) {
    a.in.raise(PyExc::TypeError,
               "islice expected " + std::string(a.positional() < 2 ? "at least 2" : "at most 4") + " arguments, got " +
                   std::to_string(a.positional()),
               a.line);
    return Failure{};
  }
  // As islice_new: an argument that is not an int in range reads as -1; a stop of exactly -1 is
  // named as the stop, a start below 0 or a stop below -1 as the indices, then the step.
  const auto read = [](const Value& v, std::int64_t fallback) -> std::int64_t {
    if (v.kind == Kind::None) return fallback;
    if (v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int())) return v.number.int_value();
    return -1;
  };
  const auto fail = [&](const char* message) {
    a.in.raise(PyExc::ValueError, message, a.line);
    return Failure{};
  };
  auto* it = a.in.make<IsliceIterator>(a.line);
  it->line = a.line;
  std::int64_t start = 0;
  const Value& stop = a.args[a.positional() == 2 ? 1 : 2];
  if (a.positional() > 2) start = read(a.args[1], 0);
  it->stop = read(stop, -1);
  if (stop.kind != Kind::None && it->stop == -1)
    return fail("Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
  if (start < 0 || it->stop < -1)
    return fail("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
  if (a.positional() == 4) {
    it->step = read(a.args[3], 1);
    if (it->step < 1) return fail("Step for islice() must be a positive integer or None.");
  }
  it->next_index = start;
  FM_LET(it->inner, a.in.iterate(a.args[0], a.line));
  return Value::of(Kind::Iterator, it);
}

// groupby: (key, group) pairs; a group takes items from the shared input while their key stays
// the group's, and is finished once the next pair is asked for.
struct GroupbyIterator;

struct GrouperIterator : IteratorObject {
  GroupbyIterator* parent;
  Value key;
  std::uint64_t key_taken;  // which item's key it is (identical to the current key when the same)
  GrouperIterator(GroupbyIterator* p, Value k, std::uint64_t t) : parent(p), key(k), key_taken(t) {}
  const char* type_name() const override { return "itertools._grouper"; }
  Result<bool> next(Interpreter& in, Value& out) override;
};

struct GroupbyIterator : IteratorObject {
  IteratorObject* inner = nullptr;
  Value keyfunc;
  Value target, current_key, current_value;
  bool has_target = false, has_current_key = false, has_current_value = false;
  std::uint64_t taken = 0, target_taken = 0;  // items taken from the input; the one the target key came from
  GrouperIterator* current_grouper = nullptr;
  int line = 0;
  const char* type_name() const override { return "itertools.groupby"; }

  Result<bool> step_input(Interpreter& in) {
    Value item;
    FM_LET(const bool more, inner->next(in, item));
    if (!more) return false;
    Value key = item;
    if (keyfunc.kind != Kind::None) {
      FM_LET(key, in.call(keyfunc, {item}, {}, line));
    }
    current_value = item;
    current_key = key;
    ++taken;
    has_current_value = has_current_key = true;
    return true;
  }

  // PyObject_RichCompareBool: identical objects are equal without asking (the same item's key,
  // the same container, the same NaN).
  Result<bool> same_key(Interpreter& in, const Value& x, std::uint64_t x_taken, const Value& y) {
    if (x_taken == taken) return true;
    return in.same_or_equal(x, y, line);
  }

  Result<bool> next(Interpreter& in, Value& out) override {
    current_grouper = nullptr;
    for (;;) {
      FM_CHECK(in.step(line));
      if (!has_current_key) {
        // pass
      } else if (!has_target) {
        break;
      } else {
        FM_LET(const bool same, same_key(in, target, target_taken, current_key));
        if (!same) break;
      }
      FM_LET(const bool more, step_input(in));
      if (!more) return false;
    }
    target = current_key;
    target_taken = taken;
    has_target = true;
    current_grouper = in.make<GrouperIterator>(line, this, target, taken);
    out = in.make_list({target, Value::of(Kind::Iterator, current_grouper)}, line, Kind::Tuple);
    return true;
  }
};

Result<bool> GrouperIterator::next(Interpreter& in, Value& out) {
  if (parent->current_grouper != this) return false;
  if (!parent->has_current_value) {
    FM_LET(const bool more, parent->step_input(in));
    if (!more) return false;
  }
  FM_LET(const bool same, parent->same_key(in, key, key_taken, parent->current_key));
  if (!same) return false;
  out = parent->current_value;
  parent->has_current_value = false;
  parent->has_current_key = false;
  parent->current_key = Value();
  return true;
}

Result<Value> itertools_groupby(Arguments& a) {
  std::vector<const Value*> args;
  if (signature(a, "groupby", {"iterable", "key"}, 1, args).failed()) return Failure{};
  auto* it = a.in.make<GroupbyIterator>(a.line);
  it->line = a.line;
  it->keyfunc = args[1] ? *args[1] : Value::none();
  FM_LET(it->inner, a.in.iterate(*args[0], a.line));
  return Value::of(Kind::Iterator, it);
}

}  // namespace

const BuiltinRow kItertoolsRows[] = {{"itertools.accumulate", itertools_accumulate, true},
                                     {"itertools.starmap", itertools_starmap, true},
                                     {"itertools.compress", itertools_compress, true},
                                     {"itertools.chain", itertools_chain, true},
                                     {"itertools.pairwise", itertools_pairwise, true},
                                     {"itertools.zip_longest", itertools_zip_longest, true},
                                     {"itertools.batched", itertools_batched, true},
                                     {"itertools.combinations", itertools_combinations, true},
                                     {"itertools.permutations", itertools_permutations, true},
                                     {"itertools.product", itertools_product, true},
                                     {"itertools.islice", itertools_islice, true},
                                     {"itertools.groupby", itertools_groupby, true},
                                     {nullptr, nullptr}};

extern const ModuleDef kItertoolsModule{"itertools", kItertoolsRows, nullptr};

}  // namespace fm::pyexec
