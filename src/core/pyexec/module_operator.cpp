// operator: the arithmetic functions (add, sub, mul, truediv, floordiv, mod, neg), which are the
// interpreter's own operators, and itemgetter.
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

Result<Value> operator_binary(Arguments& a, BinaryOp op) {
  if (a.exactly(2).failed()) return Failure{};
  return a.in.binary(op, a.args[0], a.args[1], a.line);
}
Result<Value> operator_add(Arguments& a) { return operator_binary(a, BinaryOp::Add); }
Result<Value> operator_sub(Arguments& a) { return operator_binary(a, BinaryOp::Sub); }
Result<Value> operator_mul(Arguments& a) { return operator_binary(a, BinaryOp::Mul); }
Result<Value> operator_truediv(Arguments& a) { return operator_binary(a, BinaryOp::TrueDiv); }
Result<Value> operator_floordiv(Arguments& a) { return operator_binary(a, BinaryOp::FloorDiv); }
Result<Value> operator_mod(Arguments& a) { return operator_binary(a, BinaryOp::Mod); }
Result<Value> operator_neg(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  return a.in.negate(a.args[0], UnaryOp::Neg, a.line);
}

// operator.itemgetter(k, ...): a callable taking x[k] (a tuple of them for several keys).
Result<Value> operator_itemgetter(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "itemgetter expected 1 argument, got 0", a.line);
    return Failure{};
  }
  return bound_builtin("operator.itemgetter.apply",
                       a.in.make_list(std::vector<Value>(a.args.begin(), a.args.end()), a.line));
}

Result<Value> itemgetter_apply(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError, "itemgetter expected 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  const auto& keys = list_of(a.self).items;
  std::vector<Value> items;
  for (const Value& key : keys) {
    FM_LET(Value item, a.in.subscript(a.args[0], key, a.line));
    items.push_back(std::move(item));
  }
  return keys.size() == 1 ? items[0] : a.in.make_list(std::move(items), a.line, Kind::Tuple);
}

}  // namespace

const BuiltinRow kOperatorRows[] = {{"operator.add", operator_add},
                                    {"operator.sub", operator_sub},
                                    {"operator.mul", operator_mul},
                                    {"operator.truediv", operator_truediv},
                                    {"operator.floordiv", operator_floordiv},
                                    {"operator.mod", operator_mod},
                                    {"operator.neg", operator_neg},
                                    {"operator.itemgetter", operator_itemgetter, true},
                                    {"operator.itemgetter.apply", itemgetter_apply},
                                    {nullptr, nullptr}};

extern const ModuleDef kOperatorModule{"operator", kOperatorRows, nullptr};

}  // namespace fm::pyexec
