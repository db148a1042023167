// Expressions: each node evaluated as CPython evaluates it, left to right, with `and`/`or` and
// chained comparisons short-circuiting and generator expressions left lazy.
#include <algorithm>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "format_spec.hpp"
#include "interpreter.hpp"
#include "iteration.hpp"
#include "typing.hpp"

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
      if (expr.binary_op == BinaryOp::BitOr) {  // int | None in a type hint; the bitwise operators are outside the subset
        const auto hint = [](const Value& v) {
          return v.kind == Kind::Alias || v.kind == Kind::None || (v.kind == Kind::Builtin && type_name(v) == std::string("type"));
        };
        if (hint(left) && hint(right)) return typing_union(*this, left, right, expr.line);
        unsupported("the bitwise operator '|' is not supported", expr.line);
        return {};
      }
      return binary(expr.binary_op, left, right, expr.line);
    }
    case Expr::Kind::UnaryOp: {
      const Value operand = evaluate(*expr.items[0], scope);
      if (failed()) return {};
      if (expr.unary_op == UnaryOp::Not) return Value::boolean(!truthy(operand));
      return negate(operand, expr.unary_op, expr.line);
    }
    case Expr::Kind::BoolOp: {
      Value value;
      for (const ExprPtr& item : expr.items) {
        value = evaluate(*item, scope);
        if (failed()) return {};
        if (truthy(value) == info(expr.bool_op).stops_when) break;  // `or` stops at a true value, `and` at a false one
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
        if (failed()) return {};
        // list[float], Optional[int]: a type hint, as CPython's types.GenericAlias.
        if (container.kind == Kind::Alias || (container.kind == Kind::Builtin && type_name(container) == std::string("type"))) {
          return typing_subscript(*this, container, key, expr.line);
        }
        return subscript(container, key, expr.line);
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
        if (item->kind == Expr::Kind::Starred) {  // [*xs, y]
          const Value iterable = evaluate(*item->items[0], scope);
          if (failed() || !collect(iterable, items, item->line)) return {};
          continue;
        }
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
    case Expr::Kind::DictComp:
      return evaluate_dict_comprehension(expr, scope);
    case Expr::Kind::Lambda:
      return make_function(*expr.function, scope, expr.line);
    case Expr::Kind::FString:
      return evaluate_fstring(expr, scope);
    case Expr::Kind::Starred:
      break;  // only in a call, a display or an assignment target
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
    const CompareOp op = expr.ops[i];
    if (op == CompareOp::In || op == CompareOp::NotIn) {
      if (!contains(right, left, result, expr.line)) return {};
      if (op == CompareOp::NotIn) result = !result;
    } else if (op == CompareOp::Is || op == CompareOp::IsNot) {
      const auto small_int = [](const Value& v) {
        return v.kind == Kind::Number && v.number.is_int() && v.number.int_value() >= -5 && v.number.int_value() <= 256;
      };
      if (left.kind == Kind::Number && right.kind == Kind::Number && !(small_int(left) && small_int(right)) &&
          left.number.is_int() == right.number.is_int()) {
        // Which int and float objects CPython shares depends on where they were made; the ints
        // -5 to 256 are always the same objects.
        unsupported("'is' on numbers other than the small ints -5 to 256 is not supported (use ==)", expr.line);
        return {};
      }
      if (left.kind == Kind::Str && right.kind == Kind::Str) {
        unsupported("'is' on strings is not supported (use ==)", expr.line);
        return {};
      }
      if (left.kind == Kind::Number || right.kind == Kind::Number) {
        result = small_int(left) && small_int(right) && left.number.int_value() == right.number.int_value();
      } else {
        result = left.kind == right.kind && left.object == right.object && left.tag == right.tag &&
                 (left.kind != Kind::Bool || left.number.int_value() == right.number.int_value());
      }
      if (op == CompareOp::IsNot) result = !result;
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
  if (expr.items.size() == 1 && is_type(callee, "super")) return make_super(scope, expr.line);  // super(): its class and self
  // expr.keywords and expr.unpack hold one entry per argument: its keyword ("" for none) and
  // '*' or '**' for f(*xs, **d). Positionals first, then keywords, each in the order written.
  std::vector<Value> args;
  std::vector<Value> keyword_values;
  std::vector<std::string> keywords;
  args.reserve(expr.items.size() - 1);
  for (std::size_t i = 1; i < expr.items.size(); ++i) {
    const Value value = evaluate(*expr.items[i], scope);
    if (failed()) return {};
    const char unpack = expr.unpack.empty() ? 0 : expr.unpack[i - 1];
    if (unpack == '*') {
      if (!collect(value, args, expr.line)) return {};
    } else if (unpack == '+') {  // **mapping
      if (value.kind != Kind::Dict) {
        raise("TypeError", std::string(expr.items[0]->kind == Expr::Kind::Name ? expr.items[0]->name : "function") +
                               "() argument after ** must be a mapping, not " + type_name(value), expr.line);
        return {};
      }
      for (const auto& [key, item] : static_cast<DictObject*>(value.object)->entries) {
        if (key.kind != Kind::Str) {
          raise("TypeError", "keywords must be strings", expr.line);
          return {};
        }
        const std::string& name = static_cast<StrObject*>(key.object)->text;
        if (std::find(keywords.begin(), keywords.end(), name) != keywords.end()) {
          raise("TypeError", std::string(expr.items[0]->kind == Expr::Kind::Name ? expr.items[0]->name : "function") +
                                 "() got multiple values for keyword argument '" + name + "'", expr.line);
          return {};
        }
        keywords.push_back(name);
        keyword_values.push_back(item);
      }
    } else if (!expr.keywords[i - 1].empty()) {
      keywords.push_back(expr.keywords[i - 1]);
      keyword_values.push_back(value);
    } else {
      args.push_back(value);
    }
  }
  args.insert(args.end(), keyword_values.begin(), keyword_values.end());
  return call(callee, std::move(args), keywords, expr.line);
}

// A comprehension's generator: the first iterable is evaluated here, in the enclosing scope; the
// rest in the comprehension's own. nullptr when that failed.
GeneratorIterator* Interpreter::start_comprehension(const Expr& expr, Scope& scope) {
  const Value first = evaluate(*expr.generators[0].iter, scope);
  if (failed()) return nullptr;
  IteratorObject* it = iterate(first, expr.generators[0].iter->line);
  if (!it) return nullptr;
  Scope* inner = make<Scope>(expr.line);
  inner->type = Scope::Type::Comprehension;
  inner->parent = &scope;
  inner->names = &expr.comprehension_names;
  auto* generator = make<GeneratorIterator>(expr.line, expr, inner, it);
  return failed() ? nullptr : generator;
}

Value Interpreter::evaluate_dict_comprehension(const Expr& expr, Scope& scope) {
  // {k: v for ...}: items[0] and items[1] are the key and the value, run by a generator over pairs.
  GeneratorIterator* generator = start_comprehension(expr, scope);
  if (!generator) return {};
  const Value dict = make_dict(expr.line);
  Value pair;
  while (generator->next(*this, pair)) {
    const auto& kv = static_cast<ListObject*>(pair.object)->items;
    dict_set(*static_cast<DictObject*>(dict.object), kv[0], kv[1], expr.line);
    if (failed()) return {};
  }
  return failed() ? Value() : dict;
}

Value Interpreter::evaluate_attribute(const Expr& expr, Scope& scope) {
  const Value object = evaluate(*expr.items[0], scope);
  if (failed()) return {};
  return builtin_attribute(*this, object, expr.name, expr.line);
}

Value Interpreter::evaluate_comprehension(const Expr& expr, Scope& scope) {
  GeneratorIterator* generator = start_comprehension(expr, scope);
  if (!generator) return {};
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

namespace fm::pyexec {

Value Interpreter::evaluate_fstring(const Expr& expr, Scope& scope) {
  std::string out;
  for (std::size_t i = 0; i < expr.items.size(); ++i) {
    if (expr.unpack[i] == 'L') {
      out += static_cast<StrObject*>(expr.items[i]->constant.object)->text;
      continue;
    }
    Value value = evaluate(*expr.items[i], scope);
    if (failed()) return {};
    const char conversion = expr.unpack[i];
    if (conversion == 'a') {
      unsupported("the !a conversion in an f-string is not supported", expr.line);
      return {};
    }
    if (conversion == 'r' || conversion == 's') {
      std::string text;
      if (!(conversion == 'r' ? repr(value, text, expr.line) : str(value, text, expr.line))) return {};
      value = make_str(std::move(text), expr.line);
      if (failed()) return {};
    }
    std::string spec;
    if (expr.specs[i]) {
      const Value spec_value = evaluate(*expr.specs[i], scope);
      if (failed()) return {};
      spec = static_cast<StrObject*>(spec_value.object)->text;
    }
    if (!format_value(*this, value, spec, out, expr.line) || !fits(out.size(), expr.line)) return {};
  }
  return make_str(std::move(out), expr.line);
}

}  // namespace fm::pyexec
