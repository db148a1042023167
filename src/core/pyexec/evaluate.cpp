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

Result<Value> Interpreter::evaluate(const Expr& expr, Scope& scope) {
  if (failed()) return Failure{};
  const DepthScope depth(*this, expr.line);
  if (!depth.ok()) return Failure{};
  FM_CHECK(step(expr.line));
  return evaluate_inner(expr, scope);
}

Result<Value> Interpreter::evaluate_inner(const Expr& expr, Scope& scope) {
  switch (expr.kind) {
    case Expr::Kind::Constant: return expr.as<ConstantExpr>().value;
    case Expr::Kind::Name: return lookup(expr.as<NameExpr>(), scope);
    case Expr::Kind::BinOp: {
      const auto& binop = expr.as<BinOpExpr>();
      FM_LET(const Value left, evaluate(*binop.left, scope));
      FM_LET(const Value right, evaluate(*binop.right, scope));
      if (binop.op == BinaryOp::BitOr) {  // int | None in a type hint
        const auto hint = [](const Value& v) {
          return v.kind == Kind::Alias || v.kind == Kind::None ||
                 (v.kind == Kind::Builtin && type_name(v) == std::string("type"));
        };
        if (hint(left) && hint(right)) return typing_union(*this, left, right, expr.line);
      }
      return binary(binop.op, left, right, expr.line);
    }
    case Expr::Kind::UnaryOp: {
      const auto& unary = expr.as<UnaryOpExpr>();
      FM_LET(const Value operand, evaluate(*unary.operand, scope));
      if (unary.op == UnaryOp::Not) {
        FM_LET(const bool truth, truthy(operand));
        return Value::boolean(!truth);
      }
      return negate(operand, unary.op, expr.line);
    }
    case Expr::Kind::BoolOp: {
      const auto& boolop = expr.as<BoolOpExpr>();
      Value value;
      for (const ExprPtr& operand : boolop.values) {
        FM_LET(value, evaluate(*operand, scope));
        FM_LET(const bool truth, truthy(value));
        if (truth == info(boolop.op).stops_when) break;  // `or` stops at a true value, `and` at a false one
      }
      return value;
    }
    case Expr::Kind::Compare: return evaluate_compare(expr.as<CompareExpr>(), scope);
    case Expr::Kind::IfExp: {
      const auto& ifexp = expr.as<IfExpr>();
      FM_LET(const bool truth, condition(*ifexp.test, scope));
      return evaluate(truth ? *ifexp.body : *ifexp.orelse, scope);
    }
    case Expr::Kind::NamedExpr: {
      const auto& walrus = expr.as<NamedExpr>();
      FM_LET(const Value value, evaluate(*walrus.value, scope));
      bind_name(walrus.target, value, scope);
      return value;
    }
    case Expr::Kind::Call: return evaluate_call(expr.as<CallExpr>(), scope);
    case Expr::Kind::Attribute: return evaluate_attribute(expr.as<AttributeExpr>(), scope);
    case Expr::Kind::Subscript: {
      const auto& subscript_expr = expr.as<SubscriptExpr>();
      FM_LET(const Value container, evaluate(*subscript_expr.value, scope));
      const Expr& index = *subscript_expr.index;
      if (index.kind != Expr::Kind::Slice) {
        FM_LET(const Value key, evaluate(index, scope));
        // list[float], Optional[int]: a type hint, as CPython's types.GenericAlias.
        if (container.kind == Kind::Alias ||
            (container.kind == Kind::Builtin && type_name(container) == std::string("type"))) {
          return typing_subscript(*this, container, key, expr.line);
        }
        return subscript(container, key, expr.line);
      }
      const auto& slice_expr = index.as<SliceExpr>();
      const Expr* const bounds[3] = {slice_expr.lower.get(), slice_expr.upper.get(), slice_expr.step.get()};
      Value parts[3];
      for (int i = 0; i < 3; ++i) {
        if (!bounds[i]) continue;
        FM_LET(parts[i], evaluate(*bounds[i], scope));
      }
      return slice(container, parts[0], parts[1], parts[2], expr.line);
    }
    case Expr::Kind::List:
    case Expr::Kind::Tuple: {
      const std::vector<ExprPtr>& elements = expr.as<SequenceExpr>().elements;
      std::vector<Value> items;
      items.reserve(elements.size());
      for (const ExprPtr& item : elements) {
        if (const auto* starred = item->if_as<StarredExpr>()) {  // [*xs, y]
          FM_LET(const Value iterable, evaluate(*starred->value, scope));
          if (collect(iterable, items, item->line).failed()) return Failure{};
          continue;
        }
        FM_LET(Value value, evaluate(*item, scope));
        items.push_back(std::move(value));
      }
      return make_list(std::move(items), expr.line, expr.kind == Expr::Kind::List ? Kind::List : Kind::Tuple);
    }
    case Expr::Kind::Dict: {
      const auto& display = expr.as<DictExpr>();
      const Value dict = make_dict(expr.line);
      for (std::size_t i = 0; i < display.keys.size(); ++i) {
        FM_LET(const Value key, evaluate(*display.keys[i], scope));
        FM_LET(const Value value, evaluate(*display.values[i], scope));
        FM_CHECK(dict_set(*static_cast<DictObject*>(dict.object), key, value, display.keys[i]->line));
      }
      return dict;  // make_dict may have passed the memory limit
    }
    case Expr::Kind::ListComp:
    case Expr::Kind::GeneratorExp: return evaluate_comprehension(expr.as<ComprehensionExpr>(), scope);
    case Expr::Kind::DictComp: return evaluate_dict_comprehension(expr.as<ComprehensionExpr>(), scope);
    case Expr::Kind::Lambda: return make_function(*expr.as<LambdaExpr>().function, scope, expr.line);
    case Expr::Kind::FString: return evaluate_fstring(expr.as<FStringExpr>(), scope);
    case Expr::Kind::Starred: break;  // only in a call, a display or an assignment target
    case Expr::Kind::Slice: break;    // only inside a subscript, handled there
  }
  return unsupported("this expression", expr.line);
}

Result<Value> Interpreter::evaluate_compare(const CompareExpr& expr, Scope& scope) {
  FM_LET(Value left, evaluate(*expr.left, scope));
  bool result = true;
  for (std::size_t i = 0; i < expr.ops.size(); ++i) {
    FM_LET(const Value right, evaluate(*expr.comparators[i], scope));
    const CompareOp op = expr.ops[i];
    if (op == CompareOp::In || op == CompareOp::NotIn) {
      FM_LET(result, contains(right, left, expr.line));
      if (op == CompareOp::NotIn) result = !result;
    } else if (op == CompareOp::Is || op == CompareOp::IsNot) {
      const auto small_int = [](const Value& v) {
        return v.kind == Kind::Number && v.number.is_int() && v.number.int_value() >= -5 && v.number.int_value() <= 256;
      };
      if (left.kind == Kind::Number && right.kind == Kind::Number && !(small_int(left) && small_int(right)) &&
          left.number.is_int() == right.number.is_int()) {
        // Which int and float objects CPython shares depends on where they were made; the ints
        // -5 to 256 are always the same objects.
        return unsupported("'is' on numbers other than the small ints -5 to 256 is not supported (use ==)", expr.line);
      }
      if (left.kind == Kind::Str && right.kind == Kind::Str) {
        return unsupported("'is' on strings is not supported (use ==)", expr.line);
      }
      if (left.kind == Kind::Number || right.kind == Kind::Number) {
        result = small_int(left) && small_int(right) && left.number.int_value() == right.number.int_value();
      } else {
        result = left.kind == right.kind && left.object == right.object && left.tag == right.tag &&
                 (left.kind != Kind::Bool || left.number.int_value() == right.number.int_value());
      }
      if (op == CompareOp::IsNot) result = !result;
    } else {
      FM_LET(result, compare(op, left, right, expr.line));
    }
    if (!result) return Value::boolean(false);  // a < b < c stops at the first false comparison
    left = right;
  }
  return Value::boolean(true);
}

Result<Value> Interpreter::evaluate_call(const CallExpr& expr, Scope& scope) {
  FM_LET(const Value callee, evaluate(*expr.func, scope));
  if (expr.args.empty() && is_type(callee, "super"))
    return make_super(scope, expr.line);  // super(): its class and self
  // expr.keywords and expr.unpack hold one entry per argument: its keyword ("" for none) and
  // '*' or '+' for f(*xs, **d). Positionals first, then keywords, each in the order written.
  // The callee as CPython's messages name it.
  const auto callee_name = [&expr]() -> std::string {
    return expr.func->kind == Expr::Kind::Name ? expr.func->as<NameExpr>().id : "function";
  };
  std::vector<Value> args;
  std::vector<Value> keyword_values;
  std::vector<std::string> keywords;
  args.reserve(expr.args.size());
  for (std::size_t i = 0; i < expr.args.size(); ++i) {
    FM_LET(const Value value, evaluate(*expr.args[i], scope));
    const char unpack = expr.unpack[i];
    if (unpack == '*') {
      if (collect(value, args, expr.line).failed()) return Failure{};
    } else if (unpack == '+') {  // **mapping
      if (value.kind != Kind::Dict) {
        return raise(PyExc::TypeError,
                     callee_name() + "() argument after ** must be a mapping, not " + type_name(value), expr.line);
      }
      for (const auto& [key, item] : static_cast<DictObject*>(value.object)->entries) {
        if (key.kind != Kind::Str) {
          return raise(PyExc::TypeError, "keywords must be strings", expr.line);
        }
        const std::string& name = static_cast<StrObject*>(key.object)->text;
        if (std::find(keywords.begin(), keywords.end(), name) != keywords.end()) {
          return raise(PyExc::TypeError, callee_name() + "() got multiple values for keyword argument '" + name + "'",
                       expr.line);
        }
        keywords.push_back(name);
        keyword_values.push_back(item);
      }
    } else if (!expr.keywords[i].empty()) {
      keywords.push_back(expr.keywords[i]);
      keyword_values.push_back(value);
    } else {
      args.push_back(value);
    }
  }
  args.insert(args.end(), keyword_values.begin(), keyword_values.end());
  return call(callee, std::move(args), keywords, expr.line);
}

// A comprehension's generator: the first iterable is evaluated here, in the enclosing scope; the
// rest in the comprehension's own.
Result<GeneratorIterator*> Interpreter::start_comprehension(const ComprehensionExpr& expr, Scope& scope) {
  FM_LET(const Value first, evaluate(*expr.generators[0].iter, scope));
  FM_LET(IteratorObject * it, iterate(first, expr.generators[0].iter->line));
  Scope* inner = make<Scope>(expr.line);
  inner->type = Scope::Type::Comprehension;
  inner->parent = &scope;
  inner->names = &expr.names;
  auto* generator = make<GeneratorIterator>(expr.line, expr, inner, it);
  return generator;
}

Result<Value> Interpreter::evaluate_dict_comprehension(const ComprehensionExpr& expr, Scope& scope) {
  // {k: v for ...}: run by a generator over (key, value) pairs.
  FM_LET(GeneratorIterator * generator, start_comprehension(expr, scope));
  const Value dict = make_dict(expr.line);
  Value pair;
  for (;;) {
    FM_LET(const bool more, generator->next(*this, pair));
    if (!more) break;
    const auto& kv = static_cast<ListObject*>(pair.object)->items;
    FM_CHECK(dict_set(*static_cast<DictObject*>(dict.object), kv[0], kv[1], expr.line));
  }
  return dict;
}

Result<Value> Interpreter::evaluate_attribute(const AttributeExpr& expr, Scope& scope) {
  FM_LET(const Value object, evaluate(*expr.value, scope));
  return builtin_attribute(*this, object, expr.attr, expr.line);
}

Result<Value> Interpreter::evaluate_comprehension(const ComprehensionExpr& expr, Scope& scope) {
  FM_LET(GeneratorIterator * generator, start_comprehension(expr, scope));
  if (expr.kind == Expr::Kind::GeneratorExp) return Value::of(Kind::Iterator, generator);
  std::vector<Value> items;
  Value item;
  for (;;) {
    FM_LET(const bool more, generator->next(*this, item));
    if (!more) break;
    FM_CHECK(charge(sizeof(Value), expr.line));
    items.push_back(item);
  }
  return make_list(std::move(items), expr.line);
}

}  // namespace fm::pyexec

namespace fm::pyexec {

Result<Value> Interpreter::evaluate_fstring(const FStringExpr& expr, Scope& scope) {
  std::string out;
  for (const FStringPart& part : expr.parts) {
    if (part.conversion == 'L') {
      out += static_cast<StrObject*>(part.value->as<ConstantExpr>().value.object)->text;
      continue;
    }
    FM_LET(Value value, evaluate(*part.value, scope));
    const char conversion = part.conversion;
    if (conversion == 'a') return unsupported("the !a conversion in an f-string is not supported", expr.line);
    if (conversion == 'r' || conversion == 's') {
      std::string text;
      FM_CHECK(conversion == 'r' ? repr(value, text, expr.line) : str(value, text, expr.line));
      value = make_str(std::move(text), expr.line);
    }
    std::string spec;
    if (part.spec) {
      FM_LET(const Value spec_value, evaluate(*part.spec, scope));
      spec = static_cast<StrObject*>(spec_value.object)->text;
    }
    if (format_value(*this, value, spec, out, expr.line).failed()) return Failure{};
    FM_CHECK(fits(out.size(), expr.line));
  }
  return make_str(std::move(out), expr.line);
}

}  // namespace fm::pyexec
