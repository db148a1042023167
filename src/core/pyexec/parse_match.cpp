// The match statement (match is a soft keyword): `match subject:` and its `case pattern [if
// guard]:` blocks. Patterns: literals, dotted values (Color.RED), captures, `_`, sequences (with
// one star), `|`, `as`, and classes of the builtins (int(), float(0.0), str(s)); mapping patterns,
// dotted class patterns and keyword sub-patterns are refused.
#include "parser_state.hpp"

namespace fm::pyexec {

bool Parser::is_match_statement() const {
  std::size_t k = 1;
  while (peek(k).kind != Token::Kind::Newline && peek(k).kind != Token::Kind::End) ++k;
  const bool colon = k > 1 && peek(k - 1).kind == Token::Kind::Op && peek(k - 1).text == ":";
  return colon && peek(k + 1).kind == Token::Kind::Indent && peek(k + 2).kind == Token::Kind::Name &&
         peek(k + 2).text == "case";
}

void Parser::match_statement(Block& block) {
  auto stmt = stmt_node<MatchStmt>(peek());
  next();  // match
  stmt->subject = expression_list();
  if (!stmt->subject || !expect_op(":")) return;
  next();  // Newline
  next();  // Indent
  while (!failed() && at_keyword("case")) {
    next();
    MatchCase c;
    if (!pattern(c.pattern, true)) return;
    if (accept_keyword("if")) {
      c.guard = named_expression();
      if (!c.guard) return;
    }
    if (!this->block(c.body)) return;
    stmt->cases.push_back(std::move(c));
  }
  if (failed()) return;
  if (peek().kind != Token::Kind::Dedent && peek().kind != Token::Kind::End) {
    syntax_error(peek(), "expected 'case'");
    return;
  }
  next();  // Dedent
  block.push_back(std::move(stmt));
}

// pattern [as NAME]; with open_sequence, `a, b` (no brackets) is a sequence pattern.
bool Parser::pattern(Pattern& out, bool open_sequence) {
  const DepthGuard guard(*this, peek());
  if (guard.over()) return false;
  const int line = peek().line;
  Pattern first;
  if (!or_pattern(first)) return false;
  if (open_sequence && at_op(",")) {
    out.kind = Pattern::Kind::Sequence;
    out.line = line;
    out.items.push_back(std::move(first));
    while (accept_op(",")) {
      if (at_op(":") || at_keyword("if")) break;
      Pattern item;
      if (!or_pattern(item)) return false;
      out.items.push_back(std::move(item));
    }
    return true;
  }
  if (accept_keyword("as")) {
    const Token name = next();
    if (name.kind != Token::Kind::Name || is_keyword(name.text) || name.text == "_")
      return syntax_error(name, "invalid pattern target"), false;
    bind(name.text);
    out.kind = Pattern::Kind::As;
    out.name = name.text;
    out.line = line;
    out.items.push_back(std::move(first));
    return true;
  }
  out = std::move(first);
  return true;
}

bool Parser::or_pattern(Pattern& out) {
  const int line = peek().line;
  Pattern first;
  if (!closed_pattern(first)) return false;
  if (!at_op("|")) {
    out = std::move(first);
    return true;
  }
  out.kind = Pattern::Kind::Or;
  out.line = line;
  out.items.push_back(std::move(first));
  while (accept_op("|")) {
    Pattern alternative;
    if (!closed_pattern(alternative)) return false;
    out.items.push_back(std::move(alternative));
  }
  return true;
}

bool Parser::closed_pattern(Pattern& out) {
  const DepthGuard guard(*this, peek());
  if (guard.over()) return false;
  const Token t = peek();
  out.line = t.line;
  if (at_op("*")) {
    next();
    const Token name = next();
    if (name.kind != Token::Kind::Name || is_keyword(name.text)) return syntax_error(name, "invalid syntax"), false;
    out.kind = Pattern::Kind::Star;
    out.name = name.text == "_" ? "" : name.text;
    if (!out.name.empty()) bind(out.name);
    return true;
  }
  if (at_op("(") || at_op("[")) {
    const std::string close = at_op("(") ? ")" : "]";
    next();
    out.kind = Pattern::Kind::Sequence;
    bool comma = false;
    while (!at_op(close.c_str())) {
      Pattern item;
      if (!pattern(item, false)) return false;
      out.items.push_back(std::move(item));
      if (!accept_op(",")) break;
      comma = true;
    }
    if (!expect_op(close.c_str())) return false;
    if (close == ")" && out.items.size() == 1 && !comma && out.items[0].kind != Pattern::Kind::Star) {
      Pattern group = std::move(out.items[0]);  // (p) is p
      out = std::move(group);
    }
    return true;
  }
  if (at_op("{")) return unsupported(t, "mapping patterns are not supported"), false;
  if (t.kind == Token::Kind::Number || at_op("-") || t.kind == Token::Kind::String || t.kind == Token::Kind::FString ||
      (t.kind == Token::Kind::Name && (t.text == "None" || t.text == "True" || t.text == "False"))) {
    if (t.kind == Token::Kind::FString)
      return syntax_error(t, "patterns may only match literals and attribute lookups"), false;
    out.kind = Pattern::Kind::Value;
    out.value = t.kind == Token::Kind::String ? string_atom() : factor();
    if (!out.value) return false;
    if (at_op("+") || at_op("-")) return unsupported(peek(), "complex literal patterns are not supported"), false;
    return true;
  }
  if (t.kind != Token::Kind::Name || is_keyword(t.text)) return syntax_error(t, "invalid syntax"), false;
  if (peek(1).kind == Token::Kind::Op && peek(1).text == ".") {
    // Color.RED (a value compared with ==) or mod.Cls(...) (a class pattern): a dotted name.
    auto name = node<NameExpr>(t);
    name->id = next().text;
    ExprPtr dotted = std::move(name);
    while (accept_op(".")) {
      const Token attr = next();
      if (attr.kind != Token::Kind::Name || is_keyword(attr.text)) return syntax_error(attr, "invalid syntax"), false;
      auto attribute = node<AttributeExpr>(t);
      attribute->value = std::move(dotted);
      attribute->attr = attr.text;
      dotted = std::move(attribute);
    }
    if (!at_op("(")) {
      out.kind = Pattern::Kind::Value;
      out.value = std::move(dotted);
      return true;
    }
    return unsupported(t, "dotted class patterns are not supported"), false;
  }
  if (peek(1).kind == Token::Kind::Op && peek(1).text == "(") {
    out.kind = Pattern::Kind::Class;
    auto name = node<NameExpr>(t);
    name->id = next().text;
    out.value = std::move(name);
    next();  // (
    while (!at_op(")")) {
      if (peek().kind == Token::Kind::Name && peek(1).kind == Token::Kind::Op && peek(1).text == "=") {
        return unsupported(peek(), "keyword sub-patterns in class patterns are not supported"), false;
      }
      Pattern item;
      if (!pattern(item, false)) return false;
      out.items.push_back(std::move(item));
      if (!accept_op(",")) break;
    }
    return expect_op(")");
  }
  next();
  if (t.text == "_") {
    out.kind = Pattern::Kind::Wildcard;
    return true;
  }
  out.kind = Pattern::Kind::Capture;
  out.name = t.text;
  bind(t.text);
  return true;
}

}  // namespace fm::pyexec
