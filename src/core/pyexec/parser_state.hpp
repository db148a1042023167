// The parser's state, shared by parse_expressions.cpp and parse_statements.cpp (internal).
#pragma once

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ast.hpp"
#include "exec_error.hpp"
#include "tokenizer.hpp"

namespace fm::pyexec {

class Parser {
 public:
  Parser(std::vector<Token> tokens, Program& program, int max_nesting)
      : tokens_(std::move(tokens)), program_(program), max_nesting_(max_nesting) {}

  // Statements; false after an error (error()).
  bool parse_module();
  const std::optional<ExecError>& error() const { return error_; }

  // Expressions (parse_expressions.cpp); null after an error.
  ExprPtr expression_list();   // a, b (a tuple when there is a comma)
  ExprPtr named_expression();  // x := value, or test
  ExprPtr test();              // a if c else b, or or_test
  ExprPtr target_list();       // for-loop targets: a, (b, c)
  ExprPtr comma_list(ExprPtr (Parser::*read)(), bool (*ends)(Parser&));

 private:
  friend struct DepthGuard;
  // parse_statements.cpp
  void statement(Block& block);
  void simple_statements(Block& block);
  void simple_statement(Block& block);
  void compound(Block& block);
  bool block(Block& body);
  void if_statement(Block& block);
  void expression_statement(Block& block, const Token& first);
  bool check_target(const Expr& target, bool augmented);
  void bind_target_names(const Expr& target, std::set<std::string>& names);
  void bind(const std::string& name);

  // parse_expressions.cpp
  ExprPtr bool_chain(BoolOp op, ExprPtr (Parser::*operand)());
  ExprPtr binary_chain(std::initializer_list<const char*> ops, ExprPtr (Parser::*operand)());
  ExprPtr or_test();
  ExprPtr and_test();
  ExprPtr not_test();
  ExprPtr comparison();
  ExprPtr bit_or();
  ExprPtr bit_xor();
  ExprPtr bit_and();
  ExprPtr shift();
  ExprPtr arith();
  ExprPtr term();
  ExprPtr factor();
  ExprPtr power();
  ExprPtr primary();
  ExprPtr atom();
  ExprPtr call(ExprPtr func);
  ExprPtr subscript(ExprPtr value);
  ExprPtr slice_part();
  ExprPtr display(const char* close, Expr::Kind sequence, Expr::Kind comprehension_kind);
  ExprPtr braced();
  ExprPtr lambda();
  ExprPtr string_atom();
  ExprPtr sub_expression(const std::string& text, const Token& at);
  bool fstring_parts(const std::string& body, bool raw, const Token& at, FStringExpr& node, int level);
  void add_fstring_text(FStringExpr& node, std::string& text, const Token& at);
  ExprPtr star_or_named();
  ExprPtr star_or_test();
  ExprPtr star_or_arith();  // *xs in a display, or a named expression
  // def's and lambda's parameters up to `close` (")" or ":"), into `function`.
  bool parameters(FunctionDef& function, const char* close, bool annotations);
  bool type_parameters(FunctionDef& function);  // def f[T: bound, *Ts, **P], after the '['

  void function_body(FunctionDef& function, Block* body, ExprPtr* expression);
  void yield_statement(Block& block, const Token& first, ExprPtr target);
  bool mark_yields(Block& body);
  void try_statement(Block& block);
  void with_statement(Block& block);
  void class_statement(Block& block, std::vector<ExprPtr> decorators);
  std::string qualname(const std::string& name) const;  // C.f, f.<locals>.g
  // Inside a class, __x (not __x__) is a private name: obj.__x is read as obj._C__x, as CPython does.
  bool private_name(const std::string& name) const;
  bool mentions_class_var(const Expr& e) const;
  std::string mangle(const std::string& name) const;
  void match_statement(Block& block);
  bool is_match_statement() const;  // `match subject:` then an indented `case` (match is a soft keyword)
  bool pattern(Pattern& out, bool open_sequence);
  bool or_pattern(Pattern& out);
  bool closed_pattern(Pattern& out);
  void import_statement(Block& block, bool from);
  bool comprehension(ComprehensionExpr& node);
  void find_rebinding(const Expr& expr, const std::set<std::string>& names);

  // Tokens and errors.
  const Token& peek(std::size_t ahead = 0) const;
  const Token& next();
  bool at_op(const char* text) const;
  bool at_keyword(const char* word) const;
  bool accept_op(const char* text);
  bool accept_keyword(const char* word);
  bool expect_op(const char* text);
  // A new node of type T at `at` (`kind...`: which of T's kinds, for a type of several).
  template <class T, class... K>
  ExprNode<T> node(const Token& at, K... kind) {
    ExprNode<T> expr(new T(kind...));
    expr->line = at.line;
    expr->column = at.column;
    return expr;
  }
  template <class T, class... K>
  StmtNode<T> stmt_node(const Token& at, K... kind) {
    StmtNode<T> stmt(new T(kind...));
    stmt->line = at.line;
    stmt->column = at.column;
    return stmt;
  }
  ExprPtr finish(ExprPtr node);  // computes depth from the children; refuses beyond the cap
  std::nullptr_t syntax_error(const Token& at, std::string message);
  std::nullptr_t unsupported(const Token& at, std::string message);
  std::nullptr_t limit(const Token& at, std::string message);
  std::nullptr_t syntax_error(const Token& at, const char* message);
  std::nullptr_t unsupported(const Token& at, const char* message);
  bool failed() const { return error_.has_value(); }

  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  Program& program_;
  int max_nesting_;
  int nesting_ = 0;  // recursion of the parser itself
  std::optional<ExecError> error_;
  std::set<std::string>* locals_ = nullptr;  // the function being parsed: the names it binds
  FunctionDef* function_ = nullptr;          // the function being parsed (its global and nonlocal names)
  std::vector<FunctionDef*> enclosing_;      // the functions around it, innermost last
  std::vector<std::set<std::string>*> comprehension_names_;
  std::string class_name_;           // the class whose body is being parsed ("" outside one)
  int loops_ = 0;                    // loops around the statement being parsed (for break/continue)
  int comprehension_iterables_ = 0;  // inside a comprehension's `in ...` (where := is a SyntaxError)
};

// Counts the parser's own recursion; a guard that is over the cap has reported it.
struct DepthGuard {
  DepthGuard(Parser& parser, const Token& at);
  ~DepthGuard() { --parser_.nesting_; }
  bool over() const { return over_; }

 private:
  Parser& parser_;
  bool over_;
};

bool is_keyword(const std::string& word);

}  // namespace fm::pyexec
