// Expressions: each node evaluated as CPython evaluates it, left to right, with `and`/`or` and
// chained comparisons short-circuiting and generator expressions left lazy.
#include "builtins.hpp"
#include "interpreter.hpp"
#include "iteration.hpp"

namespace fm::pyexec {

Value Interpreter::evaluate(const Expr& expr, Scope& scope) {
  if (failed()) return {};
  const DepthScope depth(*this, expr.line);
  if (!depth.ok() || !step(expr.line)) return {};
  Value value = evaluate_inner(expr, scope);
  return failed() ? Value() : value;
}

Value Interpreter::evaluate_inner(const Expr& expr, Scope& scope) {
  switch (expr.kind) {
    case Expr::Kind::Constant:
      return expr.constant;
    case Expr::Kind::Name:
      return lookup(expr, scope);
    case Expr::Kind::BinOp: {
      const Value left = evaluate(*expr.items[0], scope);
      if (failed()) return {};
      const Value right = evaluate(*expr.items[1], scope);
      if (failed()) return {};
      return binary(expr.name, left, right, expr.line);
    }
    case Expr::Kind::UnaryOp: {
      const Value operand = evaluate(*expr.items[0], scope);
      if (failed()) return {};
      if (expr.name == "not") return Value::boolean(!truthy(operand));
      return negate(operand, expr.name, expr.line);
    }
    case Expr::Kind::BoolOp: {
      Value value;
      for (const ExprPtr& item : expr.items) {
        value = evaluate(*item, scope);
        if (failed()) return {};
        if (truthy(value) == (expr.name == "or")) break;  // `or` stops at a true value, `and` at a false one
      }
      return value;
    }
    case Expr::Kind::Compare:
      return evaluate_compare(expr, scope);
    case Expr::Kind::IfExp: {
      const Value test = evaluate(*expr.items[0], scope);
      if (failed()) return {};
      return evaluate(*expr.items[truthy(test) ? 1 : 2], scope);
    }
    case Expr::Kind::NamedExpr: {
      const Value value = evaluate(*expr.items[0], scope);
      if (!failed()) bind_name(expr.name, value, scope);
      return value;
    }
    case Expr::Kind::Call:
      return evaluate_call(expr, scope);
    case Expr::Kind::Attribute:
      return evaluate_attribute(expr, scope);
    case Expr::Kind::Subscript: {
      const Value container = evaluate(*expr.items[0], scope);
      if (failed()) return {};
      const Expr& index = *expr.items[1];
      if (index.kind != Expr::Kind::Slice) {
        const Value key = evaluate(index, scope);
        return failed() ? Value() : subscript(container, key, expr.line);
      }
      Value parts[3];
      for (int i = 0; i < 3; ++i) {
        if (index.items[static_cast<std::size_t>(i)]) parts[i] = evaluate(*index.items[static_cast<std::size_t>(i)], scope);
        if (failed()) return {};
      }
      return slice(container, parts[0], parts[1], parts[2], expr.line);
    }
    case Expr::Kind::List:
    case Expr::Kind::Tuple: {
      std::vector<Value> items;
      items.reserve(expr.items.size());
      for (const ExprPtr& item : expr.items) {
        items.push_back(evaluate(*item, scope));
        if (failed()) return {};
      }
      return make_list(std::move(items), expr.line, expr.kind == Expr::Kind::List ? Kind::List : Kind::Tuple);
    }
    case Expr::Kind::Dict: {
      const Value dict = make_dict(expr.line);
      for (std::size_t i = 0; i + 1 < expr.items.size(); i += 2) {
        const Value key = evaluate(*expr.items[i], scope);
        if (failed()) return {};
        const Value value = evaluate(*expr.items[i + 1], scope);
        if (failed()) return {};
        dict_set(*static_cast<DictObject*>(dict.object), key, value, expr.items[i]->line);
        if (failed()) return {};
      }
      return dict;
    }
    case Expr::Kind::ListComp:
    case Expr::Kind::GeneratorExp:
      return evaluate_comprehension(expr, scope);
    case Expr::Kind::Slice:
      break;  // only inside a subscript, handled there
  }
  unsupported("this expression", expr.line);
  return {};
}

Value Interpreter::evaluate_compare(const Expr& expr, Scope& scope) {
  Value left = evaluate(*expr.items[0], scope);
  if (failed()) return {};
  bool result = true;
  for (std::size_t i = 0; i < expr.ops.size(); ++i) {
    const Value right = evaluate(*expr.items[i + 1], scope);
    if (failed()) return {};
    const std::string& op = expr.ops[i];
    if (op == "in" || op == "not in") {
      if (!contains(right, left, result, expr.line)) return {};
      if (op == "not in") result = !result;
    } else if (op == "is" || op == "is not") {
      if (left.kind == Kind::Number || right.kind == Kind::Number || left.kind == Kind::Str || right.kind == Kind::Str) {
        // CPython's answer depends on which int and str objects it happens to share.
        unsupported("'is' on numbers or strings is not supported (use ==)", expr.line);
        return {};
      }
      result = left.kind == right.kind && left.object == right.object && left.tag == right.tag &&
               (left.kind != Kind::Bool || left.number.int_value() == right.number.int_value());
      if (op == "is not") result = !result;
    } else if (!compare(op, left, right, result, expr.line)) {
      return {};
    }
    if (!result) return Value::boolean(false);  // a < b < c stops at the first false comparison
    left = right;
  }
  return Value::boolean(true);
}

Value Interpreter::evaluate_call(const Expr& expr, Scope& scope) {
  const Value callee = evaluate(*expr.items[0], scope);
  if (failed()) return {};
  std::vector<Value> args;
  args.reserve(expr.items.size() - 1);
  for (std::size_t i = 1; i < expr.items.size(); ++i) {
    args.push_back(evaluate(*expr.items[i], scope));
    if (failed()) return {};
  }
  return call(callee, std::move(args), expr.keywords, expr.line);
}

Value Interpreter::evaluate_attribute(const Expr& expr, Scope& scope) {
  const Value object = evaluate(*expr.items[0], scope);
  if (failed()) return {};
  return builtin_attribute(*this, object, expr.name, expr.line);
}

Value Interpreter::evaluate_comprehension(const Expr& expr, Scope& scope) {
  // The first iterable is evaluated here, in the enclosing scope; the rest in the comprehension's.
  const Value first = evaluate(*expr.generators[0].iter, scope);
  if (failed()) return {};
  IteratorObject* it = iterate(first, expr.generators[0].iter->line);
  if (!it) return {};
  Scope* inner = make<Scope>(expr.line);
  inner->type = Scope::Type::Comprehension;
  inner->parent = &scope;
  inner->names = &expr.comprehension_names;
  auto* generator = make<GeneratorIterator>(expr.line, expr, inner, it);
  if (failed()) return {};
  if (expr.kind == Expr::Kind::GeneratorExp) return Value::of(Kind::Iterator, generator);
  std::vector<Value> items;
  Value item;
  while (generator->next(*this, item)) {
    if (!charge(sizeof(Value), expr.line)) return {};
    items.push_back(item);
  }
  return failed() ? Value() : make_list(std::move(items), expr.line);
}

}  // namespace fm::pyexec
