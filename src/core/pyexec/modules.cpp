// The small modules: statistics (fmean, median, mean of ints), functools.reduce, operator's
// arithmetic, itertools (accumulate, starmap, compress, chain, pairwise, zip_longest, islice),
// sys (exit, stdout, stderr, float_info) and the modules' constants (math.pi, ...).
#include <cfloat>
#include <algorithm>
#include <cmath>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "typing.hpp"

namespace fm::pyexec {

Value math_fsum(Arguments& a);
Value sumprod_values(Interpreter& in, const Value& p, const Value& q, int line);
Value mean_of_floats(Arguments& a, const std::vector<Value>& items);

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
  bool (*step_fn)(StepIterator& self, Interpreter& in, Value& out) = nullptr;
  const char* type_name() const override { return name; }
  bool next(Interpreter& in, Value& out) override {
    if (done) return false;
    if (step_fn(*this, in, out)) return true;
    done = true;
    return false;
  }
};

StepIterator* step_iterator(Arguments& a, const char* name, bool (*fn)(StepIterator&, Interpreter&, Value&)) {
  auto* it = a.in.make<StepIterator>(a.line);
  it->name = name;
  it->line = a.line;
  it->step_fn = fn;
  return it;
}

Value statistics_error(Arguments& a, const char* message) {
  a.in.raise("StatisticsError", message, a.line);
  return {};
}

Value statistics_fmean(Arguments& a) {
  if (!a.only_keywords({"weights"})) return {};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise("TypeError", "fmean() takes from 1 to 2 positional arguments but " + std::to_string(a.positional()) + " were given", a.line);
    return {};
  }
  const Value* weights = a.positional() == 2 ? &a.args[1] : a.keyword("weights");
  if (weights && weights->kind == Kind::None) weights = nullptr;
  const Value& data = a.args[0];
  if (!weights) {
    std::vector<Value> items;
    if (!a.in.collect(data, items, a.line)) return {};
    std::vector<Value> args{a.in.make_list(items, a.line)};
    std::vector<std::string> none;
    Arguments fsum{a.in, "fsum", args, none, a.line};
    const Value total = math_fsum(fsum);
    if (a.in.failed()) return {};
    if (items.empty()) return statistics_error(a, "fmean requires at least one data point");
    return a.in.binary(BinaryOp::TrueDiv, total, int_value(static_cast<std::int64_t>(items.size())), a.line);
  }
  Value w = *weights;
  if (w.kind != Kind::List && w.kind != Kind::Tuple) {
    std::vector<Value> items;
    if (!a.in.collect(w, items, a.line)) return {};
    w = a.in.make_list(std::move(items), a.line);
  }
  const Value num = sumprod_values(a.in, data, w, a.line);
  if (a.in.failed()) {
    if (a.in.error()->exception == "ValueError" && a.in.error()->message == "Inputs are not the same length") {
      a.in.unsupported("statistics.fmean() with data and weights of different lengths", a.line);
    }
    return {};
  }
  std::vector<Value> args{w};
  std::vector<std::string> none;
  Arguments fsum{a.in, "fsum", args, none, a.line};
  const Value den = math_fsum(fsum);
  if (a.in.failed()) return {};
  if (den.number.float_value() == 0.0) return statistics_error(a, "sum of weights must be non-zero");
  return a.in.binary(BinaryOp::TrueDiv, num, den, a.line);
}

Value statistics_median(Arguments& a) {
  if (!a.exactly_one()) return {};
  std::vector<Value> items;
  if (!a.in.collect(a.args[0], items, a.line) || !sort_values(a.in, items, a.line)) return {};
  const std::size_t n = items.size();
  if (n == 0) return statistics_error(a, "no median for empty data");
  if (n % 2 == 1) return items[n / 2];
  const Value sum = a.in.binary(BinaryOp::Add, items[n / 2 - 1], items[n / 2], a.line);
  if (a.in.failed()) return {};
  return a.in.binary(BinaryOp::TrueDiv, sum, int_value(2), a.line);
}

// statistics.mean of ints (an exact sum, then the int or the correctly rounded quotient); of
// floats, the exact sum of their fractions divided and rounded once (statistics_mean.cpp).
Value statistics_mean(Arguments& a) {
  if (!a.exactly_one()) return {};
  std::vector<Value> items;
  if (!a.in.collect(a.args[0], items, a.line)) return {};
  if (items.empty()) return statistics_error(a, "mean requires at least one data point");
  bool floats = false;
  for (const Value& item : items) {
    if (!item.is_numeric()) return a.refuse("statistics.mean() of other than ints and floats");  // bools count as ints
    floats = floats || item.number.is_float();
  }
  if (floats) return mean_of_floats(a, items);  // statistics_mean.cpp: exact fractions
  Value total = int_value(0);
  for (const Value& item : items) {
    total = a.in.binary(BinaryOp::Add, total, item, a.line);
    if (a.in.failed()) return {};
  }
  const std::int64_t n = static_cast<std::int64_t>(items.size());
  if (total.number.int_value() % n == 0) return int_value(total.number.int_value() / n);
  return a.in.binary(BinaryOp::TrueDiv, total, int_value(n), a.line);
}

Value functools_reduce(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() < 2 || a.positional() > 3) {
    a.in.raise("TypeError", "reduce expected at least 2 arguments, got " + std::to_string(a.positional()), a.line);
    return {};
  }
  IteratorObject* it = a.in.iterate(a.args[1], a.line);
  if (!it) return {};
  Value total;
  bool have = a.positional() == 3;
  if (have) total = a.args[2];
  Value item;
  while (it->next(a.in, item)) {
    if (!a.in.step(a.line)) return {};
    if (!have) {
      total = item;
      have = true;
      continue;
    }
    total = a.in.call(a.args[0], {total, item}, {}, a.line);
    if (a.in.failed()) return {};
  }
  if (a.in.failed()) return {};
  if (!have) {
    a.in.raise("TypeError", "reduce() of empty iterable with no initial value", a.line);
    return {};
  }
  return total;
}

Value operator_binary(Arguments& a, BinaryOp op) {
  if (!a.exactly(2)) return {};
  return a.in.binary(op, a.args[0], a.args[1], a.line);
}
Value operator_add(Arguments& a) { return operator_binary(a, BinaryOp::Add); }
Value operator_sub(Arguments& a) { return operator_binary(a, BinaryOp::Sub); }
Value operator_mul(Arguments& a) { return operator_binary(a, BinaryOp::Mul); }
Value operator_truediv(Arguments& a) { return operator_binary(a, BinaryOp::TrueDiv); }
Value operator_floordiv(Arguments& a) { return operator_binary(a, BinaryOp::FloorDiv); }
Value operator_mod(Arguments& a) { return operator_binary(a, BinaryOp::Mod); }
Value operator_neg(Arguments& a) {
  if (!a.exactly_one()) return {};
  return a.in.negate(a.args[0], UnaryOp::Neg, a.line);
}

// --- itertools ----------------------------------------------------------------------------------

bool accumulate_step(StepIterator& s, Interpreter& in, Value& out) {
  if (!s.started && s.fill.kind != Kind::Alias) {  // initial=: yielded first
    s.started = true;
    s.state = s.fill;
    out = s.state;
    return true;
  }
  Value item;
  if (!s.parts[0]->next(in, item)) return false;
  if (!s.started) {
    s.started = true;
    s.state = item;
  } else {
    s.state = s.function.kind == Kind::None ? in.binary(BinaryOp::Add, s.state, item, s.line) : in.call(s.function, {s.state, item}, {}, s.line);
    if (in.failed()) return false;
  }
  out = s.state;
  return true;
}

Value itertools_accumulate(Arguments& a) {
  if (!a.only_keywords({"func", "initial"})) return {};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise("TypeError", "accumulate() takes at most 2 arguments (" + std::to_string(a.positional()) + " given)", a.line);
    return {};
  }
  StepIterator* it = step_iterator(a, "itertools.accumulate", accumulate_step);
  IteratorObject* inner = a.in.iterate(a.args[0], a.line);
  if (!inner) return {};
  it->parts.push_back(inner);
  const Value* func = a.positional() == 2 ? &a.args[1] : a.keyword("func");
  it->function = func ? *func : Value::none();
  const Value* initial = a.keyword("initial");
  it->fill = initial && initial->kind != Kind::None ? *initial : Value::of(Kind::Alias, nullptr);
  return Value::of(Kind::Iterator, it);
}

bool starmap_step(StepIterator& s, Interpreter& in, Value& out) {
  Value item;
  if (!s.parts[0]->next(in, item)) return false;
  std::vector<Value> args;
  if (!in.collect(item, args, s.line)) return false;
  out = in.call(s.function, std::move(args), {}, s.line);
  return !in.failed();
}

Value itertools_starmap(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 2) {
    a.in.raise("TypeError", "starmap expected 2 arguments, got " + std::to_string(a.positional()), a.line);
    return {};
  }
  StepIterator* it = step_iterator(a, "itertools.starmap", starmap_step);
  it->function = a.args[0];
  IteratorObject* inner = a.in.iterate(a.args[1], a.line);
  if (!inner) return {};
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

bool compress_step(StepIterator& s, Interpreter& in, Value& out) {
  Value item, selector;
  while (s.parts[0]->next(in, item) && s.parts[1]->next(in, selector)) {
    if (!in.step(s.line)) return false;
    if (in.truthy(selector)) {
      out = item;
      return true;
    }
  }
  return false;
}

Value itertools_compress(Arguments& a) {
  if (!a.only_keywords({"data", "selectors"})) return {};
  if (!a.keywords.empty()) return a.refuse("itertools.compress() with keyword arguments");
  if (a.positional() != 2) {
    a.in.raise("TypeError", "compress() missing required argument 'selectors' (pos 2)", a.line);
    return {};
  }
  StepIterator* it = step_iterator(a, "itertools.compress", compress_step);
  for (std::size_t i = 0; i < 2; ++i) {
    IteratorObject* inner = a.in.iterate(a.args[i], a.line);
    if (!inner) return {};
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

bool chain_step(StepIterator& s, Interpreter& in, Value& out) {
  while (!s.parts.empty()) {
    if (s.parts.front()->next(in, out)) return true;
    if (in.failed()) return false;
    s.parts.erase(s.parts.begin());
  }
  return false;
}

Value itertools_chain(Arguments& a) {
  if (!a.no_keywords()) return {};
  StepIterator* it = step_iterator(a, "itertools.chain", chain_step);
  for (std::size_t i = 0; i < a.positional(); ++i) {
    IteratorObject* inner = a.in.iterate(a.args[i], a.line);
    if (!inner) return {};
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

bool pairwise_step(StepIterator& s, Interpreter& in, Value& out) {
  if (!s.started) {
    s.started = true;
    if (!s.parts[0]->next(in, s.state)) return false;
  }
  Value item;
  if (!s.parts[0]->next(in, item)) return false;
  out = in.make_list({s.state, item}, s.line, Kind::Tuple);
  s.state = item;
  return !in.failed();
}

Value itertools_pairwise(Arguments& a) {
  if (!a.exactly_one()) return {};
  StepIterator* it = step_iterator(a, "itertools.pairwise", pairwise_step);
  IteratorObject* inner = a.in.iterate(a.args[0], a.line);
  if (!inner) return {};
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

bool zip_longest_step(StepIterator& s, Interpreter& in, Value& out) {
  std::vector<Value> items(s.parts.size());
  bool any = false;
  for (std::size_t i = 0; i < s.parts.size(); ++i) {
    if (s.parts[i] && s.parts[i]->next(in, items[i])) {
      any = true;
      continue;
    }
    if (in.failed()) return false;
    s.parts[i] = nullptr;
    items[i] = s.fill;
  }
  if (!any) return false;
  out = in.make_list(std::move(items), s.line, Kind::Tuple);
  return !in.failed();
}

Value itertools_zip_longest(Arguments& a) {
  if (!a.only_keywords({"fillvalue"})) return {};
  StepIterator* it = step_iterator(a, "itertools.zip_longest", zip_longest_step);
  const Value* fill = a.keyword("fillvalue");
  it->fill = fill ? *fill : Value::none();
  for (std::size_t i = 0; i < a.positional(); ++i) {
    IteratorObject* inner = a.in.iterate(a.args[i], a.line);
    if (!inner) return {};
    it->parts.push_back(inner);
  }
  return Value::of(Kind::Iterator, it);
}

// --- functools' decorators ---------------------------------------------------------------------

// A cached copy of a function (functools.cache and lru_cache): the same code, its own answers.
Value cached(Arguments& a, const Value& function, std::int64_t size) {
  if (function.kind != Kind::Function) return a.refuse("functools caches of other than a def or lambda");
  const auto& f = *static_cast<FunctionObject*>(function.object);
  auto* copy = a.in.make<FunctionObject>(a.line, f.def, f.defaults, f.closure);
  copy->name = f.name;
  copy->cache = static_cast<DictObject*>(a.in.make_dict(a.line).object);
  copy->cache_size = size;
  return Value::of(Kind::Function, copy);
}

Value functools_cache(Arguments& a) {
  if (!a.exactly_one()) return {};
  return cached(a, a.args[0], -1);
}

// lru_cache(f), lru_cache(maxsize=N) or lru_cache(N): a cache, or a decorator making one.
Value functools_lru_cache(Arguments& a) {
  if (!a.only_keywords({"maxsize", "typed"})) return {};
  if (const Value* typed = a.keyword("typed"); typed && a.in.truthy(*typed)) return a.refuse("lru_cache(typed=True)");
  if (a.positional() == 1 && a.args[0].kind == Kind::Function && a.keywords.empty()) return cached(a, a.args[0], 128);
  const Value* size = a.positional() >= 1 ? &a.args[0] : a.keyword("maxsize");
  std::int64_t n = 128;
  if (size && size->kind == Kind::None) {
    n = -1;
  } else if (size) {
    if (!(size->kind == Kind::Number && size->number.is_int())) {
      a.in.raise("TypeError", "Expected first argument to be an integer, a callable, or None", a.line);
      return {};
    }
    n = std::max<std::int64_t>(0, size->number.int_value());
  }
  return bound_builtin("functools.lru_cache.apply", a.in.make_list({int_value(n)}, a.line));
}

Value lru_cache_apply(Arguments& a) {
  if (!a.exactly_one()) return {};
  return cached(a, a.args[0], list_of(a.self).items[0].number.int_value());
}

// wraps(f)(wrapper): the wrapper, named as f.
Value functools_wraps(Arguments& a) {
  if (!a.no_keywords()) return a.refuse("functools.wraps() with keyword arguments");
  if (a.positional() != 1) return a.refuse("functools.wraps() with other than one argument");
  if (a.args[0].kind != Kind::Function) return a.refuse("functools.wraps() of other than a def or lambda");
  return bound_builtin("functools.wraps.apply", a.args[0]);
}

Value wraps_apply(Arguments& a) {
  if (!a.exactly_one()) return {};
  if (a.args[0].kind != Kind::Function) return a.refuse("functools.wraps() applied to other than a def or lambda");
  const auto& wrapped = *static_cast<FunctionObject*>(a.self.object);
  static_cast<FunctionObject*>(a.args[0].object)->name = wrapped.name.empty() ? wrapped.def->name : wrapped.name;
  return a.args[0];
}

// itertools.batched(iterable, n) (3.12): tuples of n items, the last one shorter.
bool batched_step(StepIterator& s, Interpreter& in, Value& out) {
  std::vector<Value> batch;
  Value item;
  const std::int64_t n = s.state.number.int_value();
  while (static_cast<std::int64_t>(batch.size()) < n && s.parts[0]->next(in, item)) {
    if (!in.step(s.line) || !in.charge(sizeof(Value), s.line)) return false;
    batch.push_back(item);
  }
  if (in.failed() || batch.empty()) return false;
  out = in.make_list(std::move(batch), s.line, Kind::Tuple);
  return !in.failed();
}

Value itertools_batched(Arguments& a) {
  if (!a.only_keywords({"iterable", "n"})) return {};
  if (!a.keywords.empty()) return a.refuse("itertools.batched() with keyword arguments");
  if (a.positional() != 2) {
    a.in.raise("TypeError", "batched() missing required argument '" + std::string(a.positional() == 0 ? "iterable" : "n") + "' (pos " +
                                std::to_string(a.positional() + 1) + ")", a.line);
    return {};
  }
  if (!a.int_like(a.args[1])) return {};
  if (a.args[1].number.int_value() < 1) {
    a.in.raise("ValueError", "n must be at least one", a.line);
    return {};
  }
  StepIterator* it = step_iterator(a, "itertools.batched", batched_step);
  it->state = a.args[1];
  IteratorObject* inner = a.in.iterate(a.args[0], a.line);
  if (!inner) return {};
  it->parts.push_back(inner);
  return Value::of(Kind::Iterator, it);
}

// operator.itemgetter(k, ...): a callable taking x[k] (a tuple of them for several keys).
Value operator_itemgetter(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() == 0) {
    a.in.raise("TypeError", "itemgetter expected 1 argument, got 0", a.line);
    return {};
  }
  return bound_builtin("operator.itemgetter.apply", a.in.make_list(std::vector<Value>(a.args.begin(), a.args.end()), a.line));
}

Value itemgetter_apply(Arguments& a) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 1) {
    a.in.raise("TypeError", "itemgetter expected 1 argument, got " + std::to_string(a.positional()), a.line);
    return {};
  }
  const auto& keys = list_of(a.self).items;
  std::vector<Value> items;
  for (const Value& key : keys) {
    items.push_back(a.in.subscript(a.args[0], key, a.line));
    if (a.in.failed()) return {};
  }
  return keys.size() == 1 ? items[0] : a.in.make_list(std::move(items), a.line, Kind::Tuple);
}

// typing.TypeVar("T", ...): a type hint.
Value typing_typevar(Arguments& a) {
  if (a.positional() < 1 || a.args[0].kind != Kind::Str) {
    a.in.raise("TypeError", "TypeVar() missing required argument 'name' (pos 1)", a.line);
    return {};
  }
  return typing_typevar_value();
}

// copy.copy and copy.deepcopy of the subset's values: lists, dicts and tuples are copied (deeply,
// keeping shared parts shared, for deepcopy); numbers, str, None, bools and functions are themselves.
bool copy_value(Interpreter& in, const Value& v, bool deep, std::vector<std::pair<const Object*, Value>>& memo, Value& out, int line) {
  const DepthScope depth(in, line);
  if (!depth.ok() || !in.step(line)) return false;
  switch (v.kind) {
    case Kind::None: case Kind::Bool: case Kind::Number: case Kind::Str: case Kind::Function: case Kind::Builtin:
    case Kind::ExceptionClass: case Kind::Range:
      out = v;
      return true;
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict: {
      if ((v.kind == Kind::Tuple && list_of(v).named) || (v.kind == Kind::Dict && dict_of(v).flavor != DictObject::Flavor::Dict)) {
        in.unsupported(std::string("copying a ") + type_name(v) + " object", line);
        return false;
      }
      for (const auto& [object, copy] : memo) {
        if (object == v.object) return out = copy, true;
      }
      if (v.kind == Kind::Dict) {
        out = in.make_dict(line);
        memo.emplace_back(v.object, out);
        for (const auto& [key, item] : dict_of(v).entries) {
          Value k = key, value = item;
          if (deep && (!copy_value(in, key, true, memo, k, line) || !copy_value(in, item, true, memo, value, line))) return false;
          in.dict_set(dict_of(out), k, value, line);
          if (in.failed()) return false;
        }
        return true;
      }
      if (v.kind == Kind::Tuple && !deep) return out = v, true;
      out = in.make_list({}, line, v.kind);
      memo.emplace_back(v.object, out);
      std::vector<Value> items;
      for (const Value& item : list_of(v).items) {
        Value c = item;
        if (deep && !copy_value(in, item, true, memo, c, line)) return false;
        items.push_back(c);
      }
      if (v.kind == Kind::Tuple) {
        // _deepcopy_tuple: the same tuple when every item's copy is the item itself.
        bool same = true;
        for (std::size_t i = 0; i < items.size(); ++i) {
          const Value& x = items[i];
          const Value& y = list_of(v).items[i];
          // An item without an object (a number, bool, None) is copied as itself: the same value.
          same = same && x.kind == y.kind && x.object == y.object && x.tag == y.tag;
        }
        if (same) {
          memo.back().second = v;
          return out = v, true;
        }
      }
      if (!in.charge(items.size() * sizeof(Value), line)) return false;
      list_of(out).items = std::move(items);
      return true;
    }
    default:
      in.unsupported(std::string("copying a ") + type_name(v) + " object", line);
      return false;
  }
}

Value copy_copy(Arguments& a, bool deep) {
  if (!a.no_keywords()) return {};
  if (a.positional() != 1) return a.refuse(a.name + "() with other than one argument");
  std::vector<std::pair<const Object*, Value>> memo;
  Value out;
  if (!copy_value(a.in, a.args[0], deep, memo, out, a.line)) return {};
  return out;
}
Value copy_shallow(Arguments& a) { return copy_copy(a, false); }
Value copy_deep(Arguments& a) { return copy_copy(a, true); }

// --- sys ----------------------------------------------------------------------------------------

Value sys_exit(Arguments& a) {
  if (!a.no_keywords() || !a.at_most(1, false)) return {};
  std::vector<Value> args;
  if (a.positional() == 1) args.push_back(a.args[0]);
  Value exception;
  find_builtin(a.in, "SystemExit", exception, a.line);
  const Value raised = a.in.call(exception, args, {}, a.line);
  if (a.in.failed()) return {};
  a.in.raise_value(raised, a.line);
  return {};
}

Value file_write(Arguments& a) {
  if (!a.exactly_one()) return {};
  if (a.args[0].kind != Kind::Str) {
    a.in.raise("TypeError", std::string("write() argument must be str, not ") + type_name(a.args[0]), a.line);
    return {};
  }
  if (a.name == "sys.stdout.write" ? !a.in.write_output(text_of(a.args[0]), a.line) : !a.in.write_error_output(text_of(a.args[0]), a.line)) return {};
  return int_value(static_cast<std::int64_t>(code_point_length(a.args[0])));
}

Value file_flush(Arguments& a) {
  if (!a.no_keywords() || !a.at_most(0, false)) return {};
  return {};
}

}  // namespace

bool module_constant(Interpreter& in, const std::string& module, const std::string& name, Value& out, int line) {
  if (module == "math") {
    if (name == "pi") return out = float_value(3.141592653589793), true;
    if (name == "e") return out = float_value(2.718281828459045), true;
    if (name == "tau") return out = float_value(6.283185307179586), true;
    if (name == "inf") return out = float_value(HUGE_VAL), true;
    if (name == "nan") return out = float_value(std::nan("")), true;
  }
  if (module == "sys") {
    if (name == "stdout" || name == "stderr") return find_module("sys." + name, out);
    if (name == "float_info") return find_module("sys.float_info", out);
    if (name == "maxsize") {
      in.refuse("sys.maxsize is outside ±2^53 (the ints this project runs)", line);
      return false;
    }
  }
  if (module == "sys.float_info") {
    if (name == "epsilon") return out = float_value(DBL_EPSILON), true;
    if (name == "max") return out = float_value(DBL_MAX), true;
    if (name == "min") return out = float_value(DBL_MIN), true;
    if (name == "dig") return out = int_value(DBL_DIG), true;
    if (name == "mant_dig") return out = int_value(DBL_MANT_DIG), true;
    if (name == "max_exp") return out = int_value(DBL_MAX_EXP), true;
    if (name == "min_exp") return out = int_value(DBL_MIN_EXP), true;
  }
  if (module == "logging" && logging_constant(name, out)) return true;
  if (module == "dataclasses" && name == "FrozenInstanceError") return out = {Kind::ExceptionClass, PyValue(), nullptr, exception_class(name)}, true;
  if (module == "statistics" && name == "StatisticsError") return out = {Kind::ExceptionClass, PyValue(), nullptr, exception_class("StatisticsError")}, true;
  return false;
}

const BuiltinRow kModuleRows[] = {
    {"statistics.fmean", statistics_fmean},   {"statistics.median", statistics_median},
    {"statistics.mean", statistics_mean},     {"functools.reduce", functools_reduce},
    {"operator.add", operator_add},           {"operator.sub", operator_sub},
    {"operator.mul", operator_mul},           {"operator.truediv", operator_truediv},
    {"operator.floordiv", operator_floordiv}, {"operator.mod", operator_mod},
    {"operator.neg", operator_neg},           {"itertools.accumulate", itertools_accumulate, true},
    {"itertools.starmap", itertools_starmap, true}, {"itertools.compress", itertools_compress, true},
    {"itertools.chain", itertools_chain, true}, {"itertools.pairwise", itertools_pairwise, true},
    {"itertools.zip_longest", itertools_zip_longest, true}, {"sys.exit", sys_exit},
    {"sys.stdout.write", file_write},         {"sys.stderr.write", file_write},
    {"sys.stdout.flush", file_flush},         {"sys.stderr.flush", file_flush},
    {"functools.cache", functools_cache},     {"functools.lru_cache", functools_lru_cache},
    {"functools.lru_cache.apply", lru_cache_apply}, {"functools.wraps", functools_wraps},
    {"functools.wraps.apply", wraps_apply},   {"typing.TypeVar", typing_typevar},
    {"copy.copy", copy_shallow},              {"copy.deepcopy", copy_deep},   {"itertools.batched", itertools_batched, true},
    {"operator.itemgetter", operator_itemgetter, true}, {"operator.itemgetter.apply", itemgetter_apply},
    {nullptr, nullptr}};

}  // namespace fm::pyexec
