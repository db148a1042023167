// Expressions of the subset, by precedence from test() down to atom(); see parser.hpp.
#include <algorithm>

#include "parser_state.hpp"

namespace fm::pyexec {

namespace {
const char* const kKeywords[] = {"False",  "None",   "True",    "and",      "as",       "assert", "async",
                                 "await",  "break",  "class",   "continue", "def",      "del",    "elif",
                                 "else",   "except", "finally", "for",      "from",     "global", "if",
                                 "import", "in",     "is",      "lambda",   "nonlocal", "not",    "or",
                                 "pass",   "raise",  "return",  "try",      "while",    "with",   "yield"};

// The operator a token spells, by the one table in ast.hpp (the parser only asks for ones it has).
BinaryOp binary_op(const std::string& text) {
  int i = 0;
  while (i < static_cast<int>(BinaryOp::RShift) && text != kBinaryOps[i].spelling) ++i;
  return static_cast<BinaryOp>(i);
}

// ==, !=, <, <=, >, >=: true and `op` set when `text` is one of them.
bool rich_comparison(const std::string& text, CompareOp& op) {
  for (int i = 0; i <= static_cast<int>(CompareOp::GtE); ++i) {
    if (text == kCompareOps[i].spelling) {
      op = static_cast<CompareOp>(i);
      return true;
    }
  }
  return false;
}
}  // namespace

bool is_keyword(const std::string& word) {
  // Keywords are 2 to 8 lowercase letters, or False, None, True: most names are ruled out at once.
  if (word.size() < 2 || word.size() > 8) return false;
  return std::find(std::begin(kKeywords), std::end(kKeywords), word) != std::end(kKeywords);
}

DepthGuard::DepthGuard(Parser& parser, const Token& at)
    : parser_(parser), over_(++parser.nesting_ > parser.max_nesting_) {
  if (over_) parser.limit(at, "expressions nested deeper than " + std::to_string(parser.max_nesting_) + " levels");
}

const Token& Parser::peek(std::size_t ahead) const { return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)]; }
const Token& Parser::next() {
  const Token& token = peek();
  if (pos_ + 1 < tokens_.size()) ++pos_;
  return token;
}
bool Parser::at_op(const char* text) const { return peek().kind == Token::Kind::Op && peek().text == text; }
bool Parser::at_keyword(const char* word) const { return peek().kind == Token::Kind::Name && peek().text == word; }
bool Parser::accept_op(const char* text) {
  if (!at_op(text)) return false;
  next();
  return true;
}
bool Parser::accept_keyword(const char* word) {
  if (!at_keyword(word)) return false;
  next();
  return true;
}
bool Parser::expect_op(const char* text) {
  if (accept_op(text)) return true;
  syntax_error(peek(), "expected '" + std::string(text) + "'");
  return false;
}

std::nullptr_t Parser::syntax_error(const Token& at, const char* message) {
  return syntax_error(at, std::string(message));
}
std::nullptr_t Parser::unsupported(const Token& at, const char* message) {
  return unsupported(at, std::string(message));
}
std::nullptr_t Parser::syntax_error(const Token& at, std::string message) {
  if (!error_) error_ = ExecError{ExecError::Kind::SyntaxError, "", std::move(message), at.line, at.column};
  return nullptr;
}
std::nullptr_t Parser::unsupported(const Token& at, std::string message) {
  if (!error_) error_ = ExecError{ExecError::Kind::Unsupported, "", std::move(message), at.line, at.column};
  return nullptr;
}
std::nullptr_t Parser::limit(const Token& at, std::string message) {
  if (!error_) error_ = ExecError{ExecError::Kind::Limit, "", std::move(message), at.line, at.column};
  return nullptr;
}

ExprPtr Parser::finish(ExprPtr expr) {
  int depth = 0;
  for_each_operand(*expr, [&depth](const Expr* operand) { depth = std::max(depth, operand ? operand->depth : 0); });
  if (const auto* with_clauses = expr->if_as<ComprehensionExpr>()) {
    for (const ComprehensionFor& f : with_clauses->generators) {
      depth = std::max({depth, f.target->depth, f.iter->depth});
      for (const ExprPtr& c : f.conditions) depth = std::max(depth, c->depth);
    }
  }
  expr->depth = depth + 1;
  if (expr->depth > max_nesting_) {
    Token at{Token::Kind::Op, "", PyValue(), expr->line, expr->column};
    return limit(at, "expressions nested deeper than " + std::to_string(max_nesting_) + " levels");
  }
  return expr;
}

ExprPtr Parser::expression_list() {
  return comma_list(&Parser::star_or_test, [](Parser& p) {
    return p.peek().kind == Token::Kind::Newline || p.at_op("=") || p.at_op(")") || p.at_op(";") || p.at_op(":");
  });
}

// `item, item, ...` as one tuple (one item without a comma as itself), each item read by `read`;
// a trailing comma is allowed before what `ends` recognises.
ExprPtr Parser::comma_list(ExprPtr (Parser::*read)(), bool (*ends)(Parser&)) {
  const Token start = peek();
  ExprPtr first = (this->*read)();
  if (!first || !at_op(",")) return first;
  auto tuple = node<SequenceExpr>(start, Expr::Kind::Tuple);
  tuple->elements.push_back(std::move(first));
  while (accept_op(",")) {
    if (ends(*this)) break;
    ExprPtr item = (this->*read)();
    if (!item) return nullptr;
    tuple->elements.push_back(std::move(item));
  }
  return finish(std::move(tuple));
}

ExprPtr Parser::named_expression() {
  if (peek().kind == Token::Kind::Name && peek(1).kind == Token::Kind::Op && peek(1).text == ":=") {
    const Token name = next();
    next();
    if (is_keyword(name.text)) return syntax_error(name, "cannot use assignment expressions with " + name.text);
    if (comprehension_iterables_ > 0)
      return syntax_error(name, "assignment expression cannot be used in a comprehension iterable expression");
    for (const std::set<std::string>* names : comprehension_names_) {
      if (names->count(name.text))
        return syntax_error(name,
                            "assignment expression cannot rebind comprehension iteration variable '" + name.text + "'");
    }
    auto walrus = node<NamedExpr>(name);
    walrus->target = name.text;
    bind(name.text);
    walrus->value = test();
    if (!walrus->value) return nullptr;
    return finish(std::move(walrus));
  }
  return test();
}

ExprPtr Parser::test() {
  const DepthGuard guard(*this, peek());
  if (guard.over()) return nullptr;
  if (at_keyword("lambda")) return lambda();
  if (at_keyword("yield"))
    return unsupported(
        peek(),
        "a yield inside an expression is not supported (as a statement it is: yield x, yield from x, x = yield y)");
  if (at_keyword("await")) return unsupported(peek(), "await is not supported");
  const Token start = peek();
  ExprPtr body = or_test();
  if (!body || !at_keyword("if")) return body;
  next();
  ExprPtr condition = or_test();
  if (!condition) return nullptr;
  if (!accept_keyword("else")) return syntax_error(peek(), "expected 'else' after 'if' expression");
  ExprPtr orelse = test();
  if (!orelse) return nullptr;
  auto expr = node<IfExpr>(start);
  expr->test = std::move(condition);
  expr->body = std::move(body);
  expr->orelse = std::move(orelse);
  return finish(std::move(expr));
}

// `a or b or c` (or `and`): one node holding every operand, evaluated left to right.
ExprPtr Parser::bool_chain(BoolOp op, ExprPtr (Parser::*operand)()) {
  const char* const word = info(op).spelling;
  const Token start = peek();
  ExprPtr first = (this->*operand)();
  if (!first || !at_keyword(word)) return first;
  auto expr = node<BoolOpExpr>(start);
  expr->op = op;
  expr->values.push_back(std::move(first));
  while (accept_keyword(word)) {
    ExprPtr item = (this->*operand)();
    if (!item) return nullptr;
    expr->values.push_back(std::move(item));
  }
  return finish(std::move(expr));
}

ExprPtr Parser::or_test() { return bool_chain(BoolOp::Or, &Parser::and_test); }
ExprPtr Parser::and_test() { return bool_chain(BoolOp::And, &Parser::not_test); }

ExprPtr Parser::not_test() {
  if (!at_keyword("not")) return comparison();
  const DepthGuard guard(*this, peek());
  if (guard.over()) return nullptr;
  auto expr = node<UnaryOpExpr>(next());
  expr->op = UnaryOp::Not;
  expr->operand = not_test();
  if (!expr->operand) return nullptr;
  return finish(std::move(expr));
}

// `a | b`: run only for type hints (int | None); see evaluate.cpp.
// |, then ^, then &, then << and >>, each binding tighter than the one before.
ExprPtr Parser::bit_or() { return binary_chain({"|"}, &Parser::bit_xor); }
ExprPtr Parser::bit_xor() { return binary_chain({"^"}, &Parser::bit_and); }
ExprPtr Parser::bit_and() { return binary_chain({"&"}, &Parser::shift); }
ExprPtr Parser::shift() { return binary_chain({"<<", ">>"}, &Parser::arith); }

ExprPtr Parser::comparison() {
  const Token start = peek();
  ExprPtr first = bit_or();
  if (!first) return nullptr;
  ExprNode<CompareExpr> expr;
  while (true) {
    CompareOp op = CompareOp::Eq;
    const Token& t = peek();
    if (t.kind == Token::Kind::Op && rich_comparison(t.text, op)) {
      next();
    } else if (at_keyword("in")) {
      next();
      op = CompareOp::In;
    } else if (at_keyword("not") && peek(1).kind == Token::Kind::Name && peek(1).text == "in") {
      next();
      next();
      op = CompareOp::NotIn;
    } else if (at_keyword("is")) {
      next();
      op = accept_keyword("not") ? CompareOp::IsNot : CompareOp::Is;
    } else {
      break;
    }
    if (!expr) {
      expr = node<CompareExpr>(start);
      expr->left = std::move(first);
    }
    ExprPtr right = bit_or();
    if (!right) return nullptr;
    expr->ops.push_back(op);
    expr->comparators.push_back(std::move(right));
  }
  return expr ? finish(std::move(expr)) : std::move(first);
}

// Left-associative operators of one precedence level: `a - b + c` is `(a - b) + c`.
ExprPtr Parser::binary_chain(std::initializer_list<const char*> ops, ExprPtr (Parser::*operand)()) {
  ExprPtr left = (this->*operand)();
  while (left && std::any_of(ops.begin(), ops.end(), [this](const char* op) { return at_op(op); })) {
    const Token op = next();
    if (op.text == "@") return unsupported(op, "the matrix multiplication operator '@' is not supported");
    ExprPtr right = (this->*operand)();
    if (!right) return nullptr;
    auto expr = node<BinOpExpr>(op);
    expr->line = left->line;  // CPython's line for an operation is its left operand's
    expr->column = left->column;
    expr->op = binary_op(op.text);
    expr->left = std::move(left);
    expr->right = std::move(right);
    left = finish(std::move(expr));
  }
  return left;
}

ExprPtr Parser::arith() { return binary_chain({"+", "-"}, &Parser::term); }
ExprPtr Parser::term() { return binary_chain({"*", "/", "//", "%", "@"}, &Parser::factor); }

ExprPtr Parser::factor() {
  if (!at_op("-") && !at_op("+") && !at_op("~")) return power();
  const DepthGuard guard(*this, peek());
  if (guard.over()) return nullptr;
  auto expr = node<UnaryOpExpr>(next());
  const std::string& spelled = tokens_[pos_ - 1].text;
  expr->op = spelled == "-" ? UnaryOp::Neg : spelled == "+" ? UnaryOp::Pos : UnaryOp::Invert;
  expr->operand = factor();
  if (!expr->operand) return nullptr;
  return finish(std::move(expr));
}

ExprPtr Parser::power() {
  ExprPtr base = primary();
  if (!base || !at_op("**")) return base;
  const Token op = next();
  const DepthGuard guard(*this, op);
  if (guard.over()) return nullptr;
  ExprPtr exponent = factor();  // right-associative, and binds tighter than a unary minus on its left
  if (!exponent) return nullptr;
  auto expr = node<BinOpExpr>(op);
  expr->line = base->line;
  expr->column = base->column;
  expr->op = BinaryOp::Pow;
  expr->left = std::move(base);
  expr->right = std::move(exponent);
  return finish(std::move(expr));
}

ExprPtr Parser::primary() {
  ExprPtr expr = atom();
  while (expr) {
    if (at_op("(")) {
      expr = call(std::move(expr));
    } else if (at_op("[")) {
      expr = subscript(std::move(expr));
    } else if (at_op(".")) {
      next();
      if (peek().kind != Token::Kind::Name || is_keyword(peek().text))
        return syntax_error(peek(), "expected an attribute name after '.'");
      auto attribute = node<AttributeExpr>(peek());
      attribute->line = expr->line;
      attribute->column = expr->column;
      attribute->attr = mangle(next().text);
      attribute->value = std::move(expr);
      expr = finish(std::move(attribute));
    } else {
      break;
    }
  }
  return expr;
}

ExprPtr Parser::call(ExprPtr func) {
  const Token open = next();
  const DepthGuard guard(*this, open);
  if (guard.over()) return nullptr;
  auto expr = node<CallExpr>(open);
  expr->line = func->line;  // a call starts where what it calls does
  expr->column = func->column;
  expr->func = std::move(func);
  bool keyword_seen = false;
  bool double_star_seen = false;
  while (!at_op(")")) {
    if (at_op("*") || at_op("**")) {
      const bool star2 = at_op("**");
      const Token star = next();
      if (!star2 && double_star_seen)
        return syntax_error(star, "iterable argument unpacking follows keyword argument unpacking");
      ExprPtr value = test();
      if (!value) return nullptr;
      expr->args.push_back(std::move(value));
      expr->keywords.emplace_back();
      expr->unpack.push_back(star2 ? '+' : '*');
      double_star_seen = double_star_seen || star2;
      if (!accept_op(",")) break;
      continue;
    }
    if (peek().kind == Token::Kind::Name && peek(1).kind == Token::Kind::Op && peek(1).text == "=") {
      const Token name = next();
      next();
      if (is_keyword(name.text)) return syntax_error(name, "expression cannot contain assignment");
      if (std::find(expr->keywords.begin(), expr->keywords.end(), name.text) != expr->keywords.end()) {
        return syntax_error(name, "keyword argument repeated: " + name.text);
      }
      ExprPtr value = test();
      if (!value) return nullptr;
      expr->keywords.push_back(name.text);
      expr->unpack.push_back(0);
      expr->args.push_back(std::move(value));
      keyword_seen = true;
    } else {
      const Token at = peek();
      if (double_star_seen) return syntax_error(at, "positional argument follows keyword argument unpacking");
      if (keyword_seen) return syntax_error(at, "positional argument follows keyword argument");
      ExprPtr value = named_expression();
      if (!value) return nullptr;
      if (at_keyword("for")) {  // f(x for x in xs): a generator expression as the only argument
        auto generator = node<ComprehensionExpr>(at, Expr::Kind::GeneratorExp);
        generator->element = std::move(value);
        if (!comprehension(*generator)) return nullptr;
        if (!expr->args.empty() || !at_op(")")) return syntax_error(at, "Generator expression must be parenthesized");
        ExprPtr finished = finish(std::move(generator));
        if (!finished) return nullptr;
        expr->args.push_back(std::move(finished));
        expr->keywords.emplace_back();
        expr->unpack.push_back(0);
        break;
      }
      expr->args.push_back(std::move(value));
      expr->keywords.emplace_back();
      expr->unpack.push_back(0);
    }
    if (!accept_op(",")) break;
  }
  if (!expect_op(")")) return nullptr;
  return finish(std::move(expr));
}

// lambda params: body, as a function whose body returns the expression.
ExprPtr Parser::lambda() {
  const Token at = next();
  auto expr = node<LambdaExpr>(at);
  auto function = std::make_unique<FunctionDef>();
  function->name = "<lambda>";
  function->qualname = qualname("<lambda>");
  function->line = at.line;
  if (!parameters(*function, ":", false)) return nullptr;
  if (!expect_op(":")) return nullptr;
  ExprPtr body;
  function_body(*function, nullptr, &body);
  if (!body) return nullptr;
  StmtNode<ReturnStmt> ret(new ReturnStmt);
  ret->line = body->line;
  ret->column = body->column;
  ret->value = std::move(body);
  function->body.push_back(std::move(ret));
  expr->function = std::move(function);
  return finish(std::move(expr));
}

ExprPtr Parser::star_or_arith() {
  if (!at_op("*")) return arith();
  return star_or_named();
}

ExprPtr Parser::star_or_test() {
  if (!at_op("*")) return test();
  return star_or_named();
}

ExprPtr Parser::star_or_named() {
  if (!at_op("*")) return named_expression();
  const Token star = next();
  auto starred = node<StarredExpr>(star);
  starred->value = bit_or();
  if (!starred->value) return nullptr;
  return finish(std::move(starred));
}

ExprPtr Parser::slice_part() {
  if (at_op(":") || at_op("]") || at_op(",")) return nullptr;
  return test();
}

ExprPtr Parser::subscript(ExprPtr value) {
  const Token open = next();
  const DepthGuard guard(*this, open);
  if (guard.over()) return nullptr;
  auto expr = node<SubscriptExpr>(open);
  expr->line = value->line;  // a subscript starts where what it subscripts does
  expr->column = value->column;
  expr->value = std::move(value);
  const Token start = peek();
  ExprPtr index;
  if (!at_op(":")) {
    index = named_expression();
    if (!index) return nullptr;
  }
  if (at_op(":")) {  // lower:upper:step, each optional
    auto slice = node<SliceExpr>(start);
    slice->lower = std::move(index);
    next();
    slice->upper = slice_part();
    if (failed()) return nullptr;
    if (accept_op(":")) {
      slice->step = slice_part();
      if (failed()) return nullptr;
    }
    index = finish(std::move(slice));
  }
  if (!index) return nullptr;
  if (at_op(",")) {
    if (index->kind == Expr::Kind::Slice)
      return unsupported(peek(), "several slices in one subscript are not supported");
    auto tuple = node<SequenceExpr>(start, Expr::Kind::Tuple);
    tuple->elements.push_back(std::move(index));
    while (accept_op(",") && !at_op("]")) {
      ExprPtr item = test();
      if (!item) return nullptr;
      tuple->elements.push_back(std::move(item));
    }
    index = finish(std::move(tuple));
    if (!index) return nullptr;
  }
  expr->index = std::move(index);
  if (!expect_op("]")) return nullptr;
  return finish(std::move(expr));
}

// `for target in iter if cond ...` (one or more), into node.generators.
bool Parser::comprehension(ComprehensionExpr& node) {
  comprehension_names_.push_back(&node.names);
  while (at_keyword("for") || at_keyword("async")) {
    if (at_keyword("async")) {
      unsupported(peek(), "async comprehensions are not supported");
      break;
    }
    next();
    ComprehensionFor clause;
    clause.target = target_list();
    if (!clause.target || !check_target(*clause.target, false)) break;
    bind_target_names(*clause.target, node.names);
    if (!accept_keyword("in")) {
      syntax_error(peek(), "expected 'in'");
      break;
    }
    ++comprehension_iterables_;
    clause.iter = or_test();
    --comprehension_iterables_;
    if (!clause.iter) break;
    while (accept_keyword("if")) {
      ExprPtr condition = or_test();
      if (!condition) break;
      clause.conditions.push_back(std::move(condition));
    }
    node.generators.push_back(std::move(clause));
    if (failed()) break;
  }
  comprehension_names_.pop_back();
  // The element is parsed before the `for`s that name the variables: := on one of them is found here.
  if (!failed()) {
    for_each_operand(node, [&](const Expr* element) { find_rebinding(*element, node.names); });
    for (const ComprehensionFor& clause : node.generators) {
      for (const ExprPtr& condition : clause.conditions) find_rebinding(*condition, node.names);
    }
  }
  return !failed();
}

void Parser::find_rebinding(const Expr& expr, const std::set<std::string>& names) {
  const auto* walrus = expr.if_as<NamedExpr>();
  if (walrus && names.count(walrus->target)) {
    const Token at{Token::Kind::Name, walrus->target, PyValue(), expr.line, expr.column};
    syntax_error(at, "assignment expression cannot rebind comprehension iteration variable '" + walrus->target + "'");
    return;
  }
  for_each_operand(expr, [&](const Expr* item) {
    if (item) find_rebinding(*item, names);  // depth is capped by finish(), so this recursion is bounded
  });
}

ExprPtr Parser::target_list() {
  return comma_list(&Parser::star_or_arith, [](Parser& p) { return p.at_keyword("in") || p.at_op("="); });
}

ExprPtr Parser::atom() {
  const Token& t = peek();
  switch (t.kind) {
    case Token::Kind::Number: {
      auto expr = node<ConstantExpr>(next());
      expr->value = Value::of(t.number);
      return expr;
    }
    case Token::Kind::String:
    case Token::Kind::FString: return string_atom();
    case Token::Kind::Name: {
      if (t.text == "None" || t.text == "True" || t.text == "False") {
        auto expr = node<ConstantExpr>(next());
        expr->value = t.text == "None" ? Value::none() : Value::boolean(t.text == "True");
        return expr;
      }
      if (is_keyword(t.text)) {
        if (t.text == "lambda" || t.text == "yield" || t.text == "await") return test();
        return syntax_error(t, "unexpected keyword '" + t.text + "'");
      }
      if (private_name(t.text))
        return unsupported(t, "a private name (" + t.text + ") inside a class is not supported");
      auto expr = node<NameExpr>(next());
      expr->id = t.text;
      return expr;
    }
    case Token::Kind::Op:
      if (t.text == "(") return display(")", Expr::Kind::Tuple, Expr::Kind::GeneratorExp);
      if (t.text == "[") return display("]", Expr::Kind::List, Expr::Kind::ListComp);
      if (t.text == "{") return braced();
      if (t.text == "...") {
        auto expr = node<ConstantExpr>(next());
        expr->value = Value::of(Kind::Ellipsis, nullptr);
        return expr;
      }
      if (t.text == "*") return unsupported(t, "starred expressions are not supported");
      return syntax_error(
          t, t.text == ")" || t.text == "]" || t.text == "}" ? "unmatched '" + t.text + "'" : "invalid syntax");
    case Token::Kind::Newline:
    case Token::Kind::End: return syntax_error(t, "expected an expression");
    default: return syntax_error(t, "invalid syntax");
  }
}

// ( ... ) and [ ... ]: empty, a comprehension, a tuple or list, or (x), which is x itself.
ExprPtr Parser::display(const char* close, Expr::Kind sequence, Expr::Kind comprehension_kind) {
  const Token open = next();
  if (accept_op(close)) return finish(node<SequenceExpr>(open, sequence));
  ExprPtr first = star_or_named();
  if (!first) return nullptr;
  const bool first_starred = first->kind == Expr::Kind::Starred;
  if (at_keyword("for")) {
    if (first_starred) return syntax_error(peek(), "iterable unpacking cannot be used in comprehension");
    auto made = node<ComprehensionExpr>(open, comprehension_kind);
    made->element = std::move(first);
    if (!comprehension(*made) || !expect_op(close)) return nullptr;
    return finish(std::move(made));
  }
  if (sequence == Expr::Kind::Tuple && accept_op(close)) {
    if (first_starred) return syntax_error(peek(), "cannot use starred expression here");
    return first;
  }
  auto expr = node<SequenceExpr>(open, sequence);
  expr->elements.push_back(std::move(first));
  while (accept_op(",")) {
    if (at_op(close)) break;
    ExprPtr item = star_or_named();
    if (!item) return nullptr;
    expr->elements.push_back(std::move(item));
  }
  if (!expect_op(close)) return nullptr;
  return finish(std::move(expr));
}

ExprPtr Parser::braced() {
  const Token open = next();
  auto dict = node<DictExpr>(open);
  while (!at_op("}")) {
    if (at_op("**")) return unsupported(peek(), "dict unpacking with '**' is not supported");
    ExprPtr key = test();
    if (!key) return nullptr;
    // The construct is named where it starts: at its opening brace.
    if (!at_op(":")) return unsupported(open, "set literals and set comprehensions are not supported");
    next();
    ExprPtr value = test();
    if (!value) return nullptr;
    if (at_keyword("for") && dict->keys.empty()) {
      auto made = node<ComprehensionExpr>(open, Expr::Kind::DictComp);
      made->element = std::move(key);
      made->value = std::move(value);
      if (!comprehension(*made) || !expect_op("}")) return nullptr;
      return finish(std::move(made));
    }
    dict->keys.push_back(std::move(key));
    dict->values.push_back(std::move(value));
    if (!accept_op(",")) break;
  }
  if (!expect_op("}")) return nullptr;
  return finish(std::move(dict));
}

}  // namespace fm::pyexec
