// functools: reduce; cache, lru_cache and wraps (decorators); partial, a callable that calls its
// function with the arguments given first, then the call's own (its keywords over the
// partial's). A partial's repr shows the function's, which for a def or lambda holds an address:
// refused, as every partial's is.
#include <algorithm>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

Result<Value> functools_reduce(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 2 || a.positional() > 3) {
    a.in.raise(PyExc::TypeError, "reduce expected at least 2 arguments, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  FM_LET(IteratorObject * it, a.in.iterate(a.args[1], a.line));
  Value total;
  bool have = a.positional() == 3;
  if (have) total = a.args[2];
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(a.in, item));
    if (!more) break;
    if (a.in.step(a.line).failed()) return Failure{};
    if (!have) {
      total = item;
      have = true;
      continue;
    }
    FM_LET(total, a.in.call(a.args[0], {total, item}, {}, a.line));
  }
  if (!have) {
    a.in.raise(PyExc::TypeError, "reduce() of empty iterable with no initial value", a.line);
    return Failure{};
  }
  return total;
}

// A cached copy of a function (functools.cache and lru_cache): the same code, its own answers.
Result<Value> cached(Arguments& a, const Value& function, std::int64_t size) {
  if (function.kind != Kind::Function) return a.refuse("functools caches of other than a def or lambda");
  const auto& f = *static_cast<FunctionObject*>(function.object);
  auto* copy = a.in.make<FunctionObject>(a.line, f.def, f.defaults, f.closure);
  copy->name = f.name;
  copy->cache = static_cast<DictObject*>(a.in.make_dict(a.line).object);
  copy->cache_size = size;
  return Value::of(Kind::Function, copy);
}

Result<Value> functools_cache(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  return cached(a, a.args[0], -1);
}

// lru_cache(f), lru_cache(maxsize=N) or lru_cache(N): a cache, or a decorator making one.
Result<Value> functools_lru_cache(Arguments& a) {
  if (a.only_keywords({"maxsize", "typed"}).failed()) return Failure{};
  FM_LET(const bool typed, a.keyword_truth("typed", false));
  if (typed) return a.refuse("lru_cache(typed=True)");
  if (a.positional() == 1 && a.args[0].kind == Kind::Function && a.keywords.empty()) return cached(a, a.args[0], 128);
  const Value* size = a.positional() >= 1 ? &a.args[0] : a.keyword("maxsize");
  std::int64_t n = 128;
  if (size && size->kind == Kind::None) {
    n = -1;
  } else if (size) {
    if (!(size->kind == Kind::Number && size->number.is_int())) {
      a.in.raise(PyExc::TypeError, "Expected first argument to be an integer, a callable, or None", a.line);
      return Failure{};
    }
    n = std::max<std::int64_t>(0, size->number.int_value());
  }
  return bound_builtin("functools.lru_cache.apply", a.in.make_list({int_value(n)}, a.line));
}

Result<Value> lru_cache_apply(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  return cached(a, a.args[0], list_of(a.self).items[0].number.int_value());
}

// wraps(f)(wrapper): the wrapper, named as f.
Result<Value> functools_wraps(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("functools.wraps() with keyword arguments");
  if (a.positional() != 1) return a.refuse("functools.wraps() with other than one argument");
  if (a.args[0].kind != Kind::Function) return a.refuse("functools.wraps() of other than a def or lambda");
  return bound_builtin("functools.wraps.apply", a.args[0]);
}

Result<Value> wraps_apply(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  if (a.args[0].kind != Kind::Function) return a.refuse("functools.wraps() applied to other than a def or lambda");
  const auto& wrapped = *static_cast<FunctionObject*>(a.self.object);
  static_cast<FunctionObject*>(a.args[0].object)->name = wrapped.name.empty() ? wrapped.def->name : wrapped.name;
  return a.args[0];
}

// The partial is "functools.partial.apply" bound to the list [func, (args...), {keywords}].
Result<Value> functools_partial(Arguments& a) {
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "type 'partial' takes at least one argument", a.line);
    return Failure{};
  }
  const Value& function = a.args[0];
  const Kind k = function.kind;
  if (!(k == Kind::Function || k == Kind::Builtin || k == Kind::Method || k == Kind::ExceptionClass)) {
    a.in.raise(PyExc::TypeError, "the first argument must be callable", a.line);
    return Failure{};
  }
  std::vector<Value> positional(a.args.begin() + 1, a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
  const Value keywords = a.in.make_dict(a.line);
  for (std::size_t i = 0; i < a.keywords.size(); ++i) {
    FM_CHECK(
        a.in.dict_set(dict_of(keywords), a.in.make_str(a.keywords[i], a.line), a.args[a.positional() + i], a.line));
  }
  const Value state =
      a.in.make_list({function, a.in.make_list(std::move(positional), a.line, Kind::Tuple), keywords}, a.line);
  return bound_builtin("functools.partial.apply", state);
}

Result<Value> partial_apply(Arguments& a) {
  const auto& state = list_of(a.self).items;
  std::vector<Value> args = list_of(state[1]).items;
  args.insert(args.end(), a.args.begin(), a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
  // {**partial.keywords, **call keywords}: the call's override the partial's, in the dict's order.
  const Value merged = a.in.make_dict(a.line);
  for (const auto& [key, value] : dict_of(state[2]).entries)
    FM_CHECK(a.in.dict_set(dict_of(merged), key, value, a.line));
  for (std::size_t i = 0; i < a.keywords.size(); ++i) {
    FM_CHECK(a.in.dict_set(dict_of(merged), a.in.make_str(a.keywords[i], a.line), a.args[a.positional() + i], a.line));
  }
  std::vector<std::string> names;
  for (const auto& [key, value] : dict_of(merged).entries) {
    names.push_back(text_of(key));
    args.push_back(value);
  }
  if (a.in.charge(args.size() * sizeof(Value), a.line).failed()) return Failure{};
  return a.in.call(state[0], std::move(args), names, a.line);
}

}  // namespace

const BuiltinRow kFunctoolsRows[] = {{"functools.reduce", functools_reduce},
                                     {"functools.cache", functools_cache},
                                     {"functools.lru_cache", functools_lru_cache},
                                     {"functools.lru_cache.apply", lru_cache_apply},
                                     {"functools.wraps", functools_wraps},
                                     {"functools.wraps.apply", wraps_apply},
                                     {"functools.partial", functools_partial, true},
                                     {"functools.partial.apply", partial_apply},
                                     {nullptr, nullptr}};

extern const ModuleDef kFunctoolsModule{"functools", kFunctoolsRows, nullptr};

}  // namespace fm::pyexec
