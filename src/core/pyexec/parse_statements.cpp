// Statements of the subset, and parse_program(); see parser.hpp.
#include "parser.hpp"

#include <algorithm>

#include "builtins.hpp"
#include "parser_state.hpp"

namespace fm::pyexec {

namespace {

// What a statement keyword outside the subset is called in messages.
const char* unsupported_statement(const std::string& word) {
  if (word == "async") return "async statements are not supported";
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
  if (!locals_) return;
  if (function_ && (function_->globals.count(name) || function_->nonlocals.count(name))) return;
  locals_->insert(name);
}

void Parser::bind_target_names(const Expr& target, std::set<std::string>& names) {
  if (const auto* name = target.if_as<NameExpr>()) {
    if (&names == locals_) {
      bind(name->id);
    } else {
      names.insert(name->id);
    }
  }
  if (const auto* starred = target.if_as<StarredExpr>()) bind_target_names(*starred->value, names);
  if (const auto* sequence = target.if_as<SequenceExpr>()) {
    for (const ExprPtr& element : sequence->elements) bind_target_names(*element, names);
  }
}

// A name, a subscript, or (not augmented) a tuple or list of targets.
bool Parser::check_target(const Expr& target, bool augmented) {
  const Token at{Token::Kind::Op, "", PyValue(), target.line, target.column};
  switch (target.kind) {
    case Expr::Kind::Name: return true;
    case Expr::Kind::Subscript:
      if (target.as<SubscriptExpr>().index->kind == Expr::Kind::Slice)
        return unsupported(at, "assignment to a slice is not supported"), false;
      return true;
    case Expr::Kind::Attribute: return true;
    case Expr::Kind::Tuple:
    case Expr::Kind::List: {
      if (augmented) return syntax_error(at, "'tuple' is an illegal expression for augmented assignment"), false;
      const std::vector<ExprPtr>& elements = target.as<SequenceExpr>().elements;
      if (elements.empty() && target.kind == Expr::Kind::Tuple) return syntax_error(at, "cannot assign to ()"), false;
      int starred = 0;
      for (const ExprPtr& item : elements) {
        if (item->kind == Expr::Kind::Starred) {
          if (++starred > 1) return syntax_error(at, "multiple starred expressions in assignment"), false;
          if (!check_target(*item->as<StarredExpr>().value, false)) return false;
          continue;
        }
        if (!check_target(*item, false)) return false;
      }
      return true;
    }
    case Expr::Kind::Starred: return syntax_error(at, "starred assignment target must be in a list or tuple"), false;
    case Expr::Kind::Call: return syntax_error(at, "cannot assign to function call"), false;
    case Expr::Kind::Constant: return syntax_error(at, "cannot assign to literal"), false;
    default: return syntax_error(at, "cannot assign to expression"), false;
  }
}

void Parser::statement(Block& block) {
  const Token& t = peek();
  if (t.kind == Token::Kind::Name && t.text == "try") {
    try_statement(block);
  } else if (t.kind == Token::Kind::Name && t.text == "match" && is_match_statement()) {
    match_statement(block);
  } else if (t.kind == Token::Kind::Name && t.text == "class") {
    class_statement(block, {});
  } else if (t.kind == Token::Kind::Name && t.text == "with") {
    with_statement(block);
  } else if (t.kind == Token::Kind::Name &&
             (t.text == "if" || t.text == "for" || t.text == "while" || t.text == "def")) {
    compound(block);
  } else if (t.kind == Token::Kind::Op && t.text == "@") {
    // @decorator lines, then the def they apply to (a class is refused as a class).
    std::vector<ExprPtr> decorators;
    while (accept_op("@")) {
      ExprPtr decorator = named_expression();
      if (!decorator) return;
      if (peek().kind != Token::Kind::Newline) {
        syntax_error(peek(), "invalid syntax");
        return;
      }
      next();
      decorators.push_back(std::move(decorator));
    }
    if (at_keyword("class")) {
      class_statement(block, std::move(decorators));
      return;
    }
    if (!at_keyword("def")) {
      syntax_error(peek(), at_keyword("async") ? "async functions are not supported" : "invalid syntax");
      return;
    }
    const std::size_t before = block.size();
    compound(block);
    if (!failed() && block.size() > before) block.back()->as<DefStmt>().function->decorators = std::move(decorators);
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
  if (t.kind == Token::Kind::Name) {
    if (const char* message = unsupported_statement(t.text)) {
      unsupported(t, message);
      return;
    }
    if (t.text == "match" || t.text == "type") {
      // Soft keywords: `match subject:` followed by an indented `case` is a match statement.
      std::size_t k = 1;
      while (peek(k).kind != Token::Kind::Newline && peek(k).kind != Token::Kind::End) ++k;
      const bool colon = k > 1 && peek(k - 1).kind == Token::Kind::Op && peek(k - 1).text == ":";
      (void)colon;
      if (t.text == "type" && peek(1).kind == Token::Kind::Name && !is_keyword(peek(1).text) &&
          peek(2).kind == Token::Kind::Op && (peek(2).text == "=" || peek(2).text == "[")) {
        // type X = value: a TypeAliasType, its value evaluated when asked for.
        next();
        const Token name = next();
        if (at_op("[")) {
          unsupported(peek(), "generic type alias statements (type X[T] = ...) are not supported");
          return;
        }
        next();
        auto stmt = stmt_node<TypeAliasStmt>(t);
        stmt->name = name.text;
        stmt->value = test();
        if (!stmt->value) return;
        if (peek().kind != Token::Kind::Newline && !at_op(";")) {
          syntax_error(peek(), "invalid syntax");
          return;
        }
        bind(name.text);
        block.push_back(std::move(stmt));
        return;
      }
    }
    if (t.text == "global" || t.text == "nonlocal") {
      next();
      auto stmt = stmt_node<PlainStmt>(t, Stmt::Kind::Global);
      const bool global = t.text == "global";
      if (!global && !function_) {
        syntax_error(t, "nonlocal declaration not allowed at module level");
        return;
      }
      do {
        const Token name = next();
        if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
          syntax_error(name, "invalid syntax");
          return;
        }
        if (function_) {
          if (locals_->count(name.text) && !function_->globals.count(name.text) &&
              !function_->nonlocals.count(name.text)) {
            const bool is_param =
                std::find(function_->params.begin(), function_->params.end(), name.text) != function_->params.end();
            syntax_error(name, is_param ? "name '" + name.text + "' is parameter and " + t.text
                                        : "name '" + name.text + "' is assigned to before " + t.text + " declaration");
            return;
          }
          (global ? function_->globals : function_->nonlocals).insert(name.text);
        }
      } while (accept_op(","));
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "del") {
      next();
      auto stmt = stmt_node<DelStmt>(t);
      ExprPtr targets = target_list();
      if (!targets) return;
      std::vector<ExprPtr> items;
      if (targets->kind == Expr::Kind::Tuple) {
        items = std::move(targets->as<SequenceExpr>().elements);
      } else {
        items.push_back(std::move(targets));
      }
      for (ExprPtr& target : items) {
        if (target->kind == Expr::Kind::Name) {
          bind(target->as<NameExpr>().id);
        } else if (target->kind == Expr::Kind::Subscript &&
                   target->as<SubscriptExpr>().index->kind != Expr::Kind::Slice) {
        } else {
          const Token at{Token::Kind::Op, "", PyValue(), target->line, target->column};
          unsupported(at, target->kind == Expr::Kind::Subscript ? "del of a slice is not supported"
                                                                : "this del target is not supported");
          return;
        }
        stmt->targets.push_back(std::move(target));
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "assert") {
      next();
      auto stmt = stmt_node<AssertStmt>(t);
      stmt->test = test();
      if (!stmt->test) return;
      if (accept_op(",")) {
        stmt->message = test();
        if (!stmt->message) return;
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "pass" || t.text == "break" || t.text == "continue") {
      next();
      if (t.text != "pass" && loops_ == 0) {
        syntax_error(t, "'" + t.text + "' outside loop");
        return;
      }
      block.push_back(stmt_node<PlainStmt>(t, t.text == "pass"    ? Stmt::Kind::Pass
                                              : t.text == "break" ? Stmt::Kind::Break
                                                                  : Stmt::Kind::Continue));
      return;
    }
    if (t.text == "yield") {
      yield_statement(block, t, nullptr);
      return;
    }
    if (t.text == "return") {
      next();
      if (!locals_) {
        syntax_error(t, "'return' outside function");
        return;
      }
      auto stmt = stmt_node<ReturnStmt>(t);
      if (peek().kind != Token::Kind::Newline && !at_op(";")) {
        stmt->value = expression_list();
        if (!stmt->value) return;
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "raise") {
      next();
      auto stmt = stmt_node<RaiseStmt>(t);
      if (peek().kind == Token::Kind::Newline || at_op(";")) {  // a bare raise: re-raises
        block.push_back(std::move(stmt));
        return;
      }
      stmt->exception = test();
      if (!stmt->exception) return;
      if (accept_keyword("from")) {
        stmt->cause = test();
        if (!stmt->cause) return;
      }
      block.push_back(std::move(stmt));
      return;
    }
    if (t.text == "import" || t.text == "from") {
      import_statement(block, t.text == "from");
      return;
    }
  }
  expression_statement(block, t);
}

void Parser::expression_statement(Block& block, const Token& first) {
  ExprPtr expr = expression_list();
  if (!expr) return;
  if (at_op(":=")) {
    syntax_error(peek(), "an assignment expression at statement level needs parentheses");
    return;
  }
  if (accept_op(":")) {  // an annotated assignment: x: T, or x: T = value
    if (expr->kind != Expr::Kind::Name && expr->kind != Expr::Kind::Subscript && expr->kind != Expr::Kind::Attribute) {
      syntax_error(first, expr->kind == Expr::Kind::Tuple ? "only single target (not tuple) can be annotated"
                                                          : "illegal target for annotation");
      return;
    }
    if (!check_target(*expr, false)) return;
    auto stmt = stmt_node<AnnAssignStmt>(first);
    stmt->annotation = test();
    if (!stmt->annotation) return;
    if (!class_name_.empty() && !function_ && mentions_class_var(*stmt->annotation)) {
      unsupported(first, "ClassVar and InitVar annotations are not supported");
      return;
    }
    if (expr->kind == Expr::Kind::Name) bind(expr->as<NameExpr>().id);
    if (accept_op("=")) {
      stmt->value = expression_list();
      if (!stmt->value) return;
    }
    stmt->target = std::move(expr);
    block.push_back(std::move(stmt));
    return;
  }
  const Token& op = peek();
  if (at_op("@=")) {
    unsupported(op, "the augmented assignment '" + op.text + "' is not supported");
    return;
  }
  for (int i = 0; i <= static_cast<int>(BinaryOp::RShift); ++i) {  // += ... >>=
    if (!at_op(kBinaryOps[i].augmented)) continue;
    next();
    if (!check_target(*expr, true)) return;
    if (expr->kind == Expr::Kind::Name) bind(expr->as<NameExpr>().id);
    auto stmt = stmt_node<AugAssignStmt>(first);
    stmt->op = static_cast<BinaryOp>(i);
    stmt->target = std::move(expr);
    stmt->value = expression_list();
    if (!stmt->value) return;
    block.push_back(std::move(stmt));
    return;
  }
  if (!at_op("=")) {
    auto stmt = stmt_node<ExprStmt>(first);
    stmt->value = std::move(expr);
    block.push_back(std::move(stmt));
    return;
  }
  auto stmt = stmt_node<AssignStmt>(first);
  while (accept_op("=")) {
    if (!check_target(*expr, false)) return;
    if (locals_) bind_target_names(*expr, *locals_);
    stmt->targets.push_back(std::move(expr));
    if (at_keyword("yield")) {
      if (stmt->targets.size() > 1) {
        unsupported(peek(), "a yield assigned to several targets is not supported");
        return;
      }
      yield_statement(block, first, std::move(stmt->targets[0]));
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
  auto stmt = stmt_node<IfStmt>(peek());
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
  next();
  // A loop's body (where break and continue belong) and its else block.
  const auto loop_blocks = [this](Block& body, Block& orelse) {
    ++loops_;
    const bool ok = this->block(body);
    --loops_;
    return ok && !(accept_keyword("else") && !this->block(orelse));
  };
  if (t.text == "while") {
    auto stmt = stmt_node<WhileStmt>(t);
    stmt->test = named_expression();
    if (!stmt->test || !loop_blocks(stmt->body, stmt->orelse)) return;
    block.push_back(std::move(stmt));
    return;
  }
  if (t.text == "for") {
    auto stmt = stmt_node<ForStmt>(t);
    stmt->target = target_list();
    if (!stmt->target || !check_target(*stmt->target, false)) return;
    if (locals_) bind_target_names(*stmt->target, *locals_);
    if (!accept_keyword("in")) {
      syntax_error(peek(), "expected 'in'");
      return;
    }
    stmt->iter = expression_list();
    if (!stmt->iter || !loop_blocks(stmt->body, stmt->orelse)) return;
    block.push_back(std::move(stmt));
    return;
  }
  // def NAME(params) -> annotation: body
  const Token name = next();
  if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
    syntax_error(name, "expected a function name after def");
    return;
  }
  if (private_name(name.text)) {
    unsupported(name, "a private name (" + name.text + ") inside a class is not supported");
    return;
  }
  auto function = std::make_unique<FunctionDef>();
  function->name = name.text;
  function->qualname = qualname(name.text);
  function->line = t.line;
  if (accept_op("[") && !type_parameters(*function)) return;
  if (!expect_op("(")) return;
  if (!parameters(*function, ")", true)) return;
  if (!expect_op(")")) return;
  if (accept_op("->")) {
    ExprPtr annotation = test();
    if (!annotation) return;
    function->annotations.push_back(std::move(annotation));
  }
  bind(function->name);
  function_body(*function, &function->body, nullptr);
  if (failed()) return;
  auto stmt = stmt_node<DefStmt>(t);
  stmt->function = std::move(function);
  block.push_back(std::move(stmt));
}

// PEP 695: `[T, T: bound, T: (A, B), *Ts, **P]` (3.12; no defaults). The bounds are parsed and
// dropped: CPython evaluates them only when T.__bound__ is asked for, which the subset refuses.
bool Parser::type_parameters(FunctionDef& function) {
  do {
    if (at_op("]")) break;
    const bool starred = accept_op("*") || accept_op("**");
    const Token name = next();
    if (name.kind != Token::Kind::Name || is_keyword(name.text)) return syntax_error(name, "invalid syntax"), false;
    if (!function.type_params.insert(name.text).second) {
      return syntax_error(name, "duplicate type parameter '" + name.text + "'"), false;
    }
    if (!starred && accept_op(":") && !test()) return false;
  } while (accept_op(","));
  if (function.type_params.empty()) return syntax_error(peek(), "Type parameter list cannot be empty"), false;
  return expect_op("]");
}

bool Parser::parameters(FunctionDef& function, const char* close, bool annotations) {
  bool star = false;
  bool bare_star = false;
  bool slash = false;
  const auto add = [&](const Token& param) {
    if (param.kind != Token::Kind::Name || is_keyword(param.text))
      return syntax_error(param, "expected a parameter name"), false;
    const bool seen = std::find(function.params.begin(), function.params.end(), param.text) != function.params.end() ||
                      param.text == function.varargs || param.text == function.varkw;
    if (seen) return syntax_error(param, "duplicate argument '" + param.text + "' in function definition"), false;
    if (annotations && accept_op(":")) {
      ExprPtr annotation = test();
      if (!annotation) return false;
      function.annotations.push_back(std::move(annotation));
    }
    return true;
  };
  while (!at_op(close)) {
    if (at_op("/")) {
      const Token at = next();
      if (slash || star) return syntax_error(at, slash ? "/ may appear only once" : "/ must be ahead of *"), false;
      if (function.params.empty()) return syntax_error(at, "at least one argument must precede /"), false;
      slash = true;
      function.positional_only = function.params.size();
    } else if (at_op("**")) {
      next();
      const Token param = next();
      if (!add(param)) return false;
      function.varkw = param.text;
      accept_op(",");
      if (!at_op(close)) return syntax_error(peek(), "arguments cannot follow var-keyword argument"), false;
      break;
    } else if (at_op("*")) {
      const Token at = next();
      if (star) return syntax_error(at, "* argument may appear only once"), false;
      star = true;
      function.positional = function.params.size();
      if (at_op(",") || at_op(close)) {
        bare_star = true;
        if (at_op(close) || (peek(1).kind == Token::Kind::Op && (peek(1).text == close || peek(1).text == "**"))) {
          return syntax_error(at, "named arguments must follow bare *"), false;
        }
      } else {
        const Token param = next();
        if (!add(param)) return false;
        function.varargs = param.text;
      }
    } else {
      const Token param = next();
      if (!add(param)) return false;
      function.params.push_back(param.text);
      if (accept_op("=")) {
        ExprPtr value = test();
        if (!value) return false;
        (star ? function.kw_defaults : function.defaults).push_back(std::move(value));
      } else if (star) {
        function.kw_defaults.emplace_back();
      } else if (!function.defaults.empty()) {
        return syntax_error(param, "parameter without a default follows parameter with a default"), false;
      }
    }
    if (!accept_op(",")) break;
  }
  (void)bare_star;
  if (!star) function.positional = function.params.size();
  function.locals.insert(function.params.begin(), function.params.end());
  if (!function.varargs.empty()) function.locals.insert(function.varargs);
  if (!function.varkw.empty()) function.locals.insert(function.varkw);
  return true;
}

// The body of a def (a block) or a lambda (an expression), parsed with the function's own
// locals; the names it declares global or nonlocal are not its locals.
void Parser::function_body(FunctionDef& function, Block* body, ExprPtr* expression) {
  std::set<std::string>* const outer_locals = locals_;
  FunctionDef* const outer_function = function_;
  const int outer_loops = loops_;
  if (outer_function) enclosing_.push_back(outer_function);
  loops_ = 0;
  locals_ = &function.locals;
  function_ = &function;
  if (body) {
    this->block(*body);
  } else {
    *expression = test();
  }
  locals_ = outer_locals;
  function_ = outer_function;
  loops_ = outer_loops;
  if (outer_function) enclosing_.pop_back();
  for (const std::string& name : function.globals) function.locals.erase(name);
  for (const std::string& name : function.nonlocals) function.locals.erase(name);
  if (body && function.generator) mark_yields(*body);
}

// yield [value], yield from value, or (with `target`) target = yield ...: a statement of a generator.
void Parser::yield_statement(Block& block, const Token& first, ExprPtr target) {
  const Token at = next();  // yield
  if (!function_) {
    syntax_error(at, "'yield' outside function");
    return;
  }
  auto stmt = stmt_node<YieldStmt>(first);
  if (accept_keyword("from")) {
    stmt->from = true;
    stmt->value = test();
    if (!stmt->value) return;
  } else if (peek().kind != Token::Kind::Newline && !at_op(";")) {
    stmt->value = expression_list();
    if (!stmt->value) return;
  }
  stmt->target = std::move(target);
  stmt->yields = true;
  function_->generator = true;
  block.push_back(std::move(stmt));
}

// Marks the statements of a generator's body that hold a yield (the generator resumes inside them),
// and refuses a yield where resuming would differ from CPython: inside `with` or `match`, or in a
// try whose finally or catch-all handler CPython would run when an unfinished generator is
// collected. True when `body` holds a yield.
bool Parser::mark_yields(Block& body) {
  bool any = false;
  for (StmtPtr& stmt : body) {
    const Token at{Token::Kind::Op, "", PyValue(), stmt->line, stmt->column};
    bool inside = stmt->kind == Stmt::Kind::Yield;
    switch (stmt->kind) {
      case Stmt::Kind::If: {
        auto& chain = static_cast<IfStmt&>(*stmt);
        for (Block& branch : chain.branches) inside = mark_yields(branch) || inside;
        inside = mark_yields(chain.orelse) || inside;
        break;
      }
      case Stmt::Kind::For: {
        auto& loop = static_cast<ForStmt&>(*stmt);
        inside = mark_yields(loop.body) || inside;
        inside = mark_yields(loop.orelse) || inside;
        break;
      }
      case Stmt::Kind::While: {
        auto& loop = static_cast<WhileStmt&>(*stmt);
        inside = mark_yields(loop.body) || inside;
        inside = mark_yields(loop.orelse) || inside;
        break;
      }
      case Stmt::Kind::Try: {
        auto& attempt = static_cast<TryStmt&>(*stmt);
        const bool in_body = mark_yields(attempt.body);
        const bool in_else = mark_yields(attempt.orelse);
        const bool in_finally = mark_yields(attempt.finalbody);
        inside = in_body || in_else || in_finally;
        for (ExceptHandler& handler : attempt.handlers) inside = mark_yields(handler.body) || inside;
        if (failed()) return false;
        if (inside && !attempt.finalbody.empty()) {
          return unsupported(at,
                             "a yield inside try/finally is not supported (CPython runs the finally when an unfinished "
                             "generator is collected)"),
                 false;
        }
        const auto catches_exit = [](const Expr* type, auto& self) -> bool {
          if (!type) return true;  // a bare except
          if (const auto* name = type->if_as<NameExpr>())
            return name->id == "BaseException" || name->id == "GeneratorExit";
          if (type->kind != Expr::Kind::Tuple) return false;
          for (const ExprPtr& element : type->as<SequenceExpr>().elements) {
            if (self(element.get(), self)) return true;
          }
          return false;
        };
        for (const ExceptHandler& handler : attempt.handlers) {
          if (in_body && catches_exit(handler.type.get(), catches_exit)) {
            return unsupported(at, "a yield inside a try whose handler catches GeneratorExit is not supported"), false;
          }
        }
        break;
      }
      case Stmt::Kind::With:
        if (mark_yields(static_cast<WithStmt&>(*stmt).body))
          return unsupported(at, "a yield inside a with statement is not supported"), false;
        break;
      case Stmt::Kind::Match:
        for (MatchCase& c : static_cast<MatchStmt&>(*stmt).cases) {
          if (mark_yields(c.body)) return unsupported(at, "a yield inside a match statement is not supported"), false;
        }
        break;
      default: break;
    }
    if (failed()) return false;
    stmt->yields = inside;
    any = any || inside;
  }
  return any;
}

// A class body's annotation naming ClassVar or InitVar (which dataclasses read, even in a string).
bool Parser::mentions_class_var(const Expr& e) const {
  const auto named = [](const std::string& s) {
    return s.find("ClassVar") != std::string::npos || s.find("InitVar") != std::string::npos;
  };
  if (e.kind == Expr::Kind::Name && named(e.as<NameExpr>().id)) return true;
  if (e.kind == Expr::Kind::Attribute && named(e.as<AttributeExpr>().attr)) return true;
  if (const auto* constant = e.if_as<ConstantExpr>()) {
    if (constant->value.kind == Kind::Str && named(static_cast<StrObject*>(constant->value.object)->text)) return true;
  }
  bool found = false;
  for_each_operand(e, [&](const Expr* item) { found = found || (item && mentions_class_var(*item)); });
  return found;
}

bool Parser::private_name(const std::string& name) const {
  return !class_name_.empty() && class_name_.find_first_not_of('_') != std::string::npos && name.size() > 2 &&
         name.compare(0, 2, "__") == 0 && !(name.size() > 4 && name.compare(name.size() - 2, 2, "__") == 0);
}

std::string Parser::mangle(const std::string& name) const {
  if (!private_name(name)) return name;
  return "_" + class_name_.substr(class_name_.find_first_not_of('_')) + name;
}

std::string Parser::qualname(const std::string& name) const {
  if (function_) return function_->qualname + ".<locals>." + name;
  if (!class_name_.empty()) return class_name_ + "." + name;
  return name;
}

// class NAME: or class NAME(base): then its body, at module level. The body's names are the
// class's attributes; its defs are methods (their names qualified by the class's).
void Parser::class_statement(Block& block, std::vector<ExprPtr> decorators) {
  const Token at = next();  // class
  if (function_ || !class_name_.empty()) {
    unsupported(at, "a class defined inside a function or a class is not supported");
    return;
  }
  const Token name = next();
  if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
    syntax_error(name, "invalid syntax");
    return;
  }
  auto stmt = stmt_node<ClassStmt>(at);
  stmt->name = name.text;
  stmt->decorators = std::move(decorators);
  if (at_op("[")) {
    unsupported(peek(), "type parameter lists are not supported");
    return;
  }
  if (accept_op("(")) {
    while (!at_op(")")) {
      if (at_op("*") || at_op("**")) {
        unsupported(peek(), "unpacking in a class's bases is not supported");
        return;
      }
      if (peek().kind == Token::Kind::Name && peek(1).kind == Token::Kind::Op && peek(1).text == "=") {
        unsupported(peek(), peek().text == "metaclass" ? "metaclasses are not supported"
                                                       : "keywords in a class's bases are not supported");
        return;
      }
      if (stmt->base) {
        unsupported(peek(), "multiple inheritance is not supported");
        return;
      }
      stmt->base = test();
      if (!stmt->base) return;
      if (!accept_op(",")) break;
    }
    if (!expect_op(")")) return;
  }
  class_name_ = name.text;
  const int outer_loops = loops_;
  loops_ = 0;
  const bool ok = this->block(stmt->body);
  loops_ = outer_loops;
  class_name_.clear();
  if (!ok) return;
  block.push_back(std::move(stmt));
}

// with EXPR [as TARGET]: body (one context manager; which ones run is decided when it runs).
void Parser::with_statement(Block& block) {
  auto stmt = stmt_node<WithStmt>(peek());
  next();  // with
  if (at_op("(")) {
    unsupported(peek(), "a parenthesized with statement is not supported");
    return;
  }
  stmt->manager = test();
  if (!stmt->manager) return;
  if (accept_keyword("as")) {
    stmt->target = target_list();
    if (!stmt->target || !check_target(*stmt->target, false)) return;
    if (locals_) bind_target_names(*stmt->target, *locals_);
  }
  if (at_op(",")) {
    unsupported(peek(), "a with statement of several context managers is not supported");
    return;
  }
  if (!this->block(stmt->body)) return;
  block.push_back(std::move(stmt));
}

void Parser::try_statement(Block& block) {
  auto stmt = stmt_node<TryStmt>(peek());
  next();  // try
  if (!this->block(stmt->body)) return;
  bool bare_seen = false;
  while (at_keyword("except")) {
    const Token at = next();
    if (at_op("*")) {
      unsupported(peek(), "except* (exception groups) is not supported");
      return;
    }
    if (bare_seen) {
      syntax_error(at, "default 'except:' must be last");
      return;
    }
    ExceptHandler handler;
    handler.line = at.line;
    if (!at_op(":")) {
      handler.type = test();
      if (!handler.type) return;
      if (at_op(",")) {
        syntax_error(peek(), "multiple exception types must be parenthesized");
        return;
      }
      if (accept_keyword("as")) {
        const Token name = next();
        if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
          syntax_error(name, "invalid syntax");
          return;
        }
        handler.name = name.text;
        bind(name.text);
      }
    } else {
      bare_seen = true;
    }
    if (!this->block(handler.body)) return;
    stmt->handlers.push_back(std::move(handler));
  }
  if (!stmt->handlers.empty() && accept_keyword("else") && !this->block(stmt->orelse)) return;
  if (accept_keyword("finally")) {
    if (!this->block(stmt->finalbody)) return;
  } else if (stmt->handlers.empty()) {
    syntax_error(peek(), "expected 'except' or 'finally' block");
    return;
  }
  block.push_back(std::move(stmt));
}

// import m [as n], ...; from m import a [as b], ... (only the modules of the subset).
void Parser::import_statement(Block& block, bool from) {
  const Token keyword = next();
  // A module outside CPython's standard library (torch, numpy) is `missing`: importing it raises
  // ModuleNotFoundError where a try catches that, as CPython without it does (execute_import).
  bool missing = false;
  const auto module_name = [&](Token& name) {
    name = next();
    if (name.kind != Token::Kind::Name || is_keyword(name.text)) {
      if (name.kind == Token::Kind::Op && name.text == ".")
        return unsupported(name, "relative imports are not supported"), false;
      return syntax_error(name, "expected a module name"), false;
    }
    missing = !in_standard_library(name.text);
    if (at_op(".")) {
      Token dotted = name;
      while (accept_op(".")) dotted.text += "." + next().text;
      if (missing) return true;  // ModuleNotFoundError names the top-level module
      // from collections.abc import ... (sys.stdout and the like are objects, not modules).
      if (from && dotted.text == "collections.abc" && find_module(dotted.text)) return name.text = dotted.text, true;
      return unsupported(name, "import of module '" + dotted.text + "' is not supported"), false;
    }
    if (!missing && !find_module(name.text))
      return unsupported(name, "import of module '" + name.text + "' is not supported"), false;
    return true;
  };
  const auto bound_name = [&](const std::string& imported, std::string& bound) {
    bound = imported;
    if (!accept_keyword("as")) return true;
    const Token as = next();
    if (as.kind != Token::Kind::Name || is_keyword(as.text)) return syntax_error(as, "invalid syntax"), false;
    bound = as.text;
    return true;
  };
  if (!from) {
    do {
      Token name;
      if (!module_name(name)) return;
      auto stmt = stmt_node<ImportStmt>(keyword);
      stmt->module = name.text;
      stmt->missing = missing;
      std::string bound;
      if (!bound_name(name.text, bound)) return;
      if (bound != name.text) stmt->names.emplace_back(name.text, bound);
      bind(bound);
      block.push_back(std::move(stmt));
    } while (accept_op(","));
    return;
  }
  Token name;
  if (!module_name(name)) return;
  if (!accept_keyword("import")) {
    syntax_error(peek(), "invalid syntax");
    return;
  }
  auto stmt = stmt_node<ImportStmt>(keyword);
  stmt->module = name.text;
  stmt->missing = missing;
  if (at_op("*")) {
    unsupported(peek(), "from " + name.text + " import * is not supported");
    return;
  }
  const bool parenthesized = accept_op("(");
  do {
    if (parenthesized && at_op(")")) break;
    const Token imported = next();
    if (imported.kind != Token::Kind::Name || is_keyword(imported.text)) {
      syntax_error(imported, "invalid syntax");
      return;
    }
    std::string bound;
    if (!bound_name(imported.text, bound)) return;
    stmt->names.emplace_back(imported.text, bound);
    bind(bound);
  } while (accept_op(","));
  if (parenthesized && !expect_op(")")) return;
  if (name.text == "__future__") {
    // Only a docstring and other future imports may come before one (CPython's future.c).
    bool first = &block == &program_.body;
    for (std::size_t i = 0; first && i < block.size(); ++i) {
      const Stmt& before = *block[i];
      const bool docstring = i == 0 && before.kind == Stmt::Kind::Expr &&
                             before.as<ExprStmt>().value->kind == Expr::Kind::Constant &&
                             before.as<ExprStmt>().value->as<ConstantExpr>().value.kind == Kind::Str;
      const bool future = before.kind == Stmt::Kind::Import && before.as<ImportStmt>().module == "__future__";
      first = docstring || future;
    }
    if (!first) {
      syntax_error(keyword, "from __future__ imports must occur at the beginning of the file");
      return;
    }
    for (const auto& [feature, bound] : stmt->names) {
      if (feature != "annotations" && feature != "division" && feature != "print_function" &&
          feature != "absolute_import" && feature != "generator_stop" && feature != "nested_scopes" &&
          feature != "generators" && feature != "with_statement" && feature != "unicode_literals") {
        syntax_error(keyword, feature == "braces" ? "not a chance" : "future feature " + feature + " is not defined");
        return;
      }
    }
  }
  block.push_back(std::move(stmt));
}

ParseResult parse_program(std::string_view source, const ExecLimits& limits) {
  ParseResult result;
  if (source.size() > limits.max_source_bytes) {
    result.error = ExecError{ExecError::Kind::Limit, "",
                             "the source is larger than " + std::to_string(limits.max_source_bytes) + " bytes", 0, 0};
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
