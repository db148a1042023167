// functools.partial: a callable that calls its function with the arguments given first, then the
// call's own (its keywords over the partial's). Its repr shows the function's, which for a def
// or lambda holds an address: refused, as every partial's is.
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

// The partial is "functools.partial.apply" bound to the list [func, (args...), {keywords}].
Value functools_partial(Arguments& a) {
  if (a.positional() == 0) {
    a.in.raise("TypeError", "type 'partial' takes at least one argument", a.line);
    return {};
  }
  const Value& function = a.args[0];
  const Kind k = function.kind;
  if (!(k == Kind::Function || k == Kind::Builtin || k == Kind::Method || k == Kind::ExceptionClass)) {
    a.in.raise("TypeError", "the first argument must be callable", a.line);
    return {};
  }
  std::vector<Value> positional(a.args.begin() + 1, a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
  const Value keywords = a.in.make_dict(a.line);
  for (std::size_t i = 0; i < a.keywords.size(); ++i) {
    a.in.dict_set(dict_of(keywords), a.in.make_str(a.keywords[i], a.line), a.args[a.positional() + i], a.line);
    if (a.in.failed()) return {};
  }
  const Value state = a.in.make_list({function, a.in.make_list(std::move(positional), a.line, Kind::Tuple), keywords}, a.line);
  return bound_builtin("functools.partial.apply", state);
}

Value partial_apply(Arguments& a) {
  const auto& state = list_of(a.self).items;
  std::vector<Value> args = list_of(state[1]).items;
  args.insert(args.end(), a.args.begin(), a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
  // {**partial.keywords, **call keywords}: the call's override the partial's, in the dict's order.
  const Value merged = a.in.make_dict(a.line);
  for (const auto& [key, value] : dict_of(state[2]).entries) a.in.dict_set(dict_of(merged), key, value, a.line);
  for (std::size_t i = 0; i < a.keywords.size(); ++i) {
    a.in.dict_set(dict_of(merged), a.in.make_str(a.keywords[i], a.line), a.args[a.positional() + i], a.line);
  }
  if (a.in.failed()) return {};
  std::vector<std::string> names;
  for (const auto& [key, value] : dict_of(merged).entries) {
    names.push_back(text_of(key));
    args.push_back(value);
  }
  if (!a.in.charge(args.size() * sizeof(Value), a.line)) return {};
  return a.in.call(state[0], std::move(args), names, a.line);
}

}  // namespace

const BuiltinRow kFunctoolsRows[] = {
    {"functools.partial", functools_partial, true},
    {"functools.partial.apply", partial_apply},
    {nullptr, nullptr}};

}  // namespace fm::pyexec
