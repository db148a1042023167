// Statements of the subset, and parse_program(); see parser.hpp.
#include "parser.hpp"

#include "parser_state.hpp"

namespace fm::pyexec {

namespace {

// What a statement keyword outside the subset is called in messages.
const char* unsupported_statement(const std::string& word) {
  if (word == "class") return "class definitions are not supported";
  if (word == "try") return "try statements are not supported";
  if (word == "with") return "with statements are not supported";
  if (word == "async") return "async statements are not supported";
  if (word == "global") return "global statements are not supported";
  if (word == "nonlocal") return "nonlocal statements are not supported";
  if (word == "del") return "del statements are not supported";
  if (word == "assert") return "assert statements are not supported";
  if (word == "from") return "from-imports are not supported (only import json)";
  if (word == "yield") return "yield is not supported";
  return nullptr;
}

}  // namespace

bool Parser::parse_module() {
  while (!failed() && peek().kind != Token::Kind::End) {
    if (peek().kind == Token::Kind::Newline) {
      next();
      continue;
    }
    if (peek().kind == Token::Kind::Indent) {
      syntax_error(peek(), "unexpected indent");
      break;
    }
    statement(program_.body);
  }
  return !failed();
}

void Parser::bind(const std::string& name) {
  if (locals_) locals_->insert(name);
}

void Parser::bind_target_names(const Expr& target, std::set<std::string>& names) {
  if (target.kind == Expr::Kind::Name) names.insert(target.name);
  if (target.kind == Expr::Kind::Tuple || target.kind == Expr::Kind::List) {
    for (const ExprPtr& item : target.items) bind_target_names(*item, names);
  }
}

// A name, a subscript, or (not augmented) a tuple or list of targets.
bool Parser::check_target(const Expr& target, bool augmented) {
  const Token at{Token::Kind::Op, "", PyValue(), target.line, target.column};
  switch (target.kind) {
    case Expr::Kind::Name:
      return true;
    case Expr::Kind::Subscript:
      if (target.items[1]->kind == Expr::Kind::Slice) return unsupported(at, "assignment to a slice is not supported"), false;
      return true;
    case Expr::Kind::Attribute:
      return unsupported(at, "assignment to an attribute is not supported"), false;
    case Expr::Kind::Tuple:
    case Expr::Kind::List:
      if (augmented) return syntax_error(at, "'tuple' is an illegal expression for augmented assignment"), false;
      if (target.items.empty() && target.kind == Expr::Kind::Tuple) return syntax_error(at, "cannot assign to ()"), false;
      for (const ExprPtr& item : target.items) {
        if (!check_target(*item, false)) return false;
      }
      return true;
    case Expr::Kind::Call:
      return syntax_error(at, "cannot assign to function call"), false;
    case Expr::Kind::Constant:
      return syntax_error(at, "cannot assign to literal"), false;
    default:
      return syntax_error(at, "cannot assign to expression"), false;
  }
}

void Parser::statement(Block& block) {
  const Token& t = peek();
  if (t.kind == Token::Kind::Name &&
      (t.text == "if" || t.text == "for" || t.text == "while" || t.text == "def")) {
    compound(block);
  } else if (t.kind == Token::Kind::Op && t.text == "@") {
    unsupported(t, "decorators are not supported");
  } else {
    simple_statements(block);
  }
}

void Parser::simple_statements(Block& block) {
  while (!failed()) {
    simple_statement(block);
    if (failed()) return;
    if (accept_op(";")) {
      if (peek().kind == Token::Kind::Newline) break;
      continue;
    }
    break;
  }
  if (failed()) return;
  if (peek().kind != Token::Kind::Newline) {
    syntax_error(peek(), "invalid syntax");
    return;
  }
  next();
}

void Parser::simple_statement(Block& block) {
  const Token t = peek();
  auto stmt = std::make_unique<Stmt>();
  stmt->line = t.line;
  stmt->column = t.column;
  if (t.kind == Token::Kind::Name) {
    if (const char* message = unsupported_statement(t.text)) {
      unsupported(t, message);
      return;
    }
    if (t.text == "match" && peek(1).kind == Token::Kind::Name && !is_keyword(peek(1).text) && peek(2).kind != Token::Kind::Op) {
      unsupported(t, "match statements are not supported");
      return;
    }
    if (t.text == "pass" || t.text == "break" || t.text == "continue") {
      next();
      if (t.text != "pass" && loops_ == 0) {
        syntax_error(t, "'" + t.text + "' outside loop");
        return;
      }
      stmt->kind = t.text == "pass" ? Stmt::Kind::Pass : t.text == "break" ? Stmt::Kind::Break : Stmt::Kind::Continue;
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "return") {
      next();
      if (!locals_) {
        syntax_error(t, "'return' outside function");
        return;
      }
      stmt->kind = Stmt::Kind::Return;
      if (peek().kind != Token::Kind::Newline && !at_op(";")) {
        stmt->value = expression_list();
        if (!stmt->value) return;
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "raise") {
      next();
      stmt->kind = Stmt::Kind::Raise;
      if (peek().kind == Token::Kind::Newline || at_op(";")) {
        unsupported(t, "a bare raise (re-raising) is not supported");
        return;
      }
      stmt->value = test();
      if (!stmt->value) return;
      if (at_keyword("from")) {
        unsupported(peek(), "raise ... from is not supported");
        return;
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "import") {
      next();
      const Token name = peek();
      if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
        syntax_error(name, "expected a module name after import");
        return;
      }
      next();
      if (name.text != "json" || at_op(".") || at_op(",") || at_keyword("as")) {
        unsupported(name, name.text == "json" ? "only a plain 'import json' is supported" : "import of module '" + name.text + "' is not supported (only json)");
        return;
      }
      stmt->kind = Stmt::Kind::Import;
      stmt->op = "json";
      bind("json");
      block.push_back(std::move(stmt));
      return;
    }
  }
  expression_statement(block, t);
}

void Parser::expression_statement(Block& block, const Token& first) {
  auto stmt = std::make_unique<Stmt>();
  stmt->line = first.line;
  stmt->column = first.column;
  ExprPtr expr = expression_list();
  if (!expr) return;
  if (at_op(":=")) {
    syntax_error(peek(), "an assignment expression at statement level needs parentheses");
    return;
  }
  if (at_op(":")) {
    unsupported(peek(), "annotated assignments are not supported");
    return;
  }
  const Token& op = peek();
  static const char* const kAugmented[] = {"+=", "-=", "*=", "/=", "//=", "%=", "**="};
  static const char* const kBitwise[] = {"&=", "|=", "^=", "<<=", ">>=", "@="};
  for (const char* bitwise : kBitwise) {
    if (at_op(bitwise)) {
      unsupported(op, "the augmented assignment '" + op.text + "' is not supported");
      return;
    }
  }
  for (const char* augmented : kAugmented) {
    if (!at_op(augmented)) continue;
    next();
    if (!check_target(*expr, true)) return;
    if (expr->kind == Expr::Kind::Name) bind(expr->name);
    stmt->kind = Stmt::Kind::AugAssign;
    stmt->op = std::string(augmented, std::string(augmented).size() - 1);
    stmt->targets.push_back(std::move(expr));
    stmt->value = expression_list();
    if (!stmt->value) return;
    block.push_back(std::move(stmt));
    return;
  }
  if (!at_op("=")) {
    stmt->kind = Stmt::Kind::Expr;
    stmt->value = std::move(expr);
    block.push_back(std::move(stmt));
    return;
  }
  stmt->kind = Stmt::Kind::Assign;
  while (accept_op("=")) {
    if (!check_target(*expr, false)) return;
    if (locals_) bind_target_names(*expr, *locals_);
    stmt->targets.push_back(std::move(expr));
    if (at_keyword("yield")) {
      unsupported(peek(), "yield is not supported");
      return;
    }
    expr = expression_list();
    if (!expr) return;
  }
  stmt->value = std::move(expr);
  block.push_back(std::move(stmt));
}

// ':' then a block: an indented suite, or simple statements on the same line.
bool Parser::block(Block& body) {
  if (!expect_op(":")) return false;
  if (peek().kind != Token::Kind::Newline) {
    simple_statements(body);
    return !failed();
  }
  next();
  if (peek().kind != Token::Kind::Indent) {
    syntax_error(peek(), "expected an indented block");
    return false;
  }
  next();
  while (!failed() && peek().kind != Token::Kind::Dedent && peek().kind != Token::Kind::End) statement(body);
  if (!failed()) next();  // the Dedent
  return !failed();
}

void Parser::if_statement(Block& block) {
  auto stmt = std::make_unique<Stmt>();
  stmt->kind = Stmt::Kind::If;
  stmt->line = peek().line;
  stmt->column = peek().column;
  do {
    next();  // if / elif
    ExprPtr condition = named_expression();
    if (!condition) return;
    stmt->conditions.push_back(std::move(condition));
    stmt->branches.emplace_back();
    if (!this->block(stmt->branches.back())) return;
  } while (at_keyword("elif"));
  if (accept_keyword("else") && !this->block(stmt->orelse)) return;
  block.push_back(std::move(stmt));
}

void Parser::compound(Block& block) {
  const Token t = peek();
  if (t.text == "if") return if_statement(block);
  auto stmt = std::make_unique<Stmt>();
  stmt->line = t.line;
  stmt->column = t.column;
  next();
  if (t.text == "while" || t.text == "for") {
    if (t.text == "while") {
      stmt->kind = Stmt::Kind::While;
      stmt->value = named_expression();
      if (!stmt->value) return;
    } else {
      stmt->kind = Stmt::Kind::For;
      ExprPtr target = target_list();
      if (!target || !check_target(*target, false)) return;
      if (locals_) bind_target_names(*target, *locals_);
      stmt->targets.push_back(std::move(target));
      if (!accept_keyword("in")) {
        syntax_error(peek(), "expected 'in'");
        return;
      }
      stmt->value = expression_list();
      if (!stmt->value) return;
    }
    ++loops_;
    const bool ok = this->block(stmt->body);
    --loops_;
    if (!ok) return;
    if (at_keyword("else")) {
      unsupported(peek(), "an else clause on a loop is not supported");
      return;
    }
    block.push_back(std::move(stmt));
    return;
  }
  // def NAME(params): body
  if (locals_) {
    unsupported(t, "nested function definitions are not supported");
    return;
  }
  const Token name = next();
  if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
    syntax_error(name, "expected a function name after def");
    return;
  }
  auto function = std::make_unique<FunctionDef>();
  function->name = name.text;
  function->line = t.line;
  if (!expect_op("(")) return;
  while (!at_op(")")) {
    if (at_op("*") || at_op("**") || at_op("/")) {
      unsupported(peek(), "'" + peek().text + "' in a parameter list is not supported");
      return;
    }
    const Token param = next();
    if (param.kind != Token::Kind::Name || is_keyword(param.text)) {
      syntax_error(param, "expected a parameter name");
      return;
    }
    for (const std::string& seen : function->params) {
      if (seen == param.text) {
        syntax_error(param, "duplicate argument '" + param.text + "' in function definition");
        return;
      }
    }
    if (at_op(":")) {
      unsupported(peek(), "annotations are not supported");
      return;
    }
    function->params.push_back(param.text);
    if (accept_op("=")) {
      ExprPtr value = test();
      if (!value) return;
      function->defaults.push_back(std::move(value));
    } else if (!function->defaults.empty()) {
      syntax_error(param, "parameter without a default follows parameter with a default");
      return;
    }
    if (!accept_op(",")) break;
  }
  if (!expect_op(")")) return;
  if (at_op("->")) {
    unsupported(peek(), "annotations are not supported");
    return;
  }
  function->locals.insert(function->params.begin(), function->params.end());
  const int outer_loops = loops_;
  loops_ = 0;
  locals_ = &function->locals;
  const bool ok = this->block(function->body);
  locals_ = nullptr;
  loops_ = outer_loops;
  if (!ok) return;
  stmt->kind = Stmt::Kind::Def;
  stmt->function = std::move(function);
  block.push_back(std::move(stmt));
}

ParseResult parse_program(std::string_view source, const ExecLimits& limits) {
  ParseResult result;
  if (source.size() > limits.max_source_bytes) {
    result.error = ExecError{ExecError::Kind::Limit, "", "the source is larger than " + std::to_string(limits.max_source_bytes) + " bytes", 0, 0};
    return result;
  }
  TokenizeResult tokens = tokenize(source, limits.max_parse_nesting);
  if (!tokens.ok) {
    result.error = tokens.error;
    return result;
  }
  auto program = std::make_unique<Program>();
  Parser parser(std::move(tokens.tokens), *program, limits.max_parse_nesting);
  if (!parser.parse_module()) {
    result.error = *parser.error();
    return result;
  }
  result.program = std::move(program);
  return result;
}

}  // namespace fm::pyexec
