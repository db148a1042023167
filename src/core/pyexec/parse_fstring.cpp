// f-strings (and their implicit concatenation with plain strings): the body the tokenizer kept is
// split into text and {expression!conversion:spec} fields, `=` for the debugging form; each
// expression is tokenized and parsed in place.
#include "parser_state.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

// A backslash escape of an f-string's text at body[i] ('\\'); false for one outside the subset.
bool decode_escape(const std::string& body, std::size_t& i, std::string& out) {
  if (i + 1 >= body.size()) {
    out += '\\';
    ++i;
    return true;
  }
  const char c = body[i + 1];
  const char* simple = "\\'\"ntrabfv";
  const char* values = "\\'\"\n\t\r\a\b\f\v";
  for (int k = 0; simple[k]; ++k) {
    if (c == simple[k]) {
      out += values[k];
      i += 2;
      return true;
    }
  }
  if (c == '\n') {
    i += 2;
    return true;
  }
  const int width = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
  if (width > 0 && i + 2 + static_cast<std::size_t>(width) <= body.size()) {
    unsigned long code = 0;
    for (int k = 0; k < width; ++k) {
      const char h = body[i + 2 + static_cast<std::size_t>(k)];
      const int digit = (h >= '0' && h <= '9')   ? h - '0'
                        : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                        : (h >= 'A' && h <= 'F') ? h - 'A' + 10
                                                 : -1;
      if (digit < 0) return false;
      code = code * 16 + static_cast<unsigned long>(digit);
    }
    if (code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
    append_utf8(out, code);
    i += 2 + static_cast<std::size_t>(width);
    return true;
  }
  if ((c >= '0' && c <= '7') || c == 'N' || width > 0) return false;
  out += '\\';  // an unknown escape keeps its backslash
  ++i;
  return true;
}

bool is_quote(char c) { return c == '\'' || c == '"'; }

}  // namespace

void Parser::add_fstring_text(FStringExpr& node, std::string& text, const Token& at) {
  if (text.empty()) return;
  auto literal = this->node<ConstantExpr>(at);
  program_.strings.push_back(std::make_unique<StrObject>(std::move(text)));
  literal->value = Value::of(Kind::Str, program_.strings.back().get());
  node.parts.push_back(FStringPart{std::move(literal), 'L', nullptr});
  text.clear();
}

ExprPtr Parser::sub_expression(const std::string& text, const Token& at) {
  TokenizeResult tokens = tokenize("(" + text + ")", max_nesting_);
  if (!tokens.ok) {
    ExecError error = tokens.error;
    error.line = at.line + (error.line > 0 ? error.line - 1 : 0);
    if (!error_) error_ = error;
    return nullptr;
  }
  for (Token& t : tokens.tokens) {
    t.line = at.line + t.line - 1;
    t.column = at.column;
  }
  std::vector<Token> saved = std::move(tokens_);
  const std::size_t saved_pos = pos_;
  tokens_ = std::move(tokens.tokens);
  pos_ = 0;
  ExprPtr expr = test();
  if (expr && peek().kind != Token::Kind::Newline && peek().kind != Token::Kind::End)
    expr = syntax_error(peek(), "f-string: invalid syntax");
  tokens_ = std::move(saved);
  pos_ = saved_pos;
  return expr;
}

// body: an f-string's text as written; its parts go onto `node` (an FString).
bool Parser::fstring_parts(const std::string& body, bool raw, const Token& at, FStringExpr& node, int level) {
  if (level > 2) return unsupported(at, "f-strings nested this deep in format specs are not supported"), false;
  std::string text;
  std::size_t i = 0;
  const std::size_t n = body.size();
  while (i < n && !failed()) {
    const char c = body[i];
    if ((c == '{' || c == '}') && i + 1 < n && body[i + 1] == c) {
      text += c;
      i += 2;
      continue;
    }
    if (c == '}') return syntax_error(at, "f-string: single '}' is not allowed"), false;
    if (c == '\\' && !raw) {
      if (!decode_escape(body, i, text)) return unsupported(at, "this escape in an f-string is not supported"), false;
      continue;
    }
    if (c != '{') {
      text += c;
      ++i;
      continue;
    }
    // A field: the expression runs to a '!', ':', '=' or '}' outside brackets and strings.
    std::size_t j = i + 1;
    int depth = 0;
    bool debug = false;
    std::size_t expression_end = std::string::npos;
    while (j < n) {
      const char d = body[j];
      if (is_quote(d)) {
        const std::size_t close = body.find(d, j + 1);
        if (close == std::string::npos) break;
        j = close + 1;
        continue;
      }
      if (d == '(' || d == '[' || d == '{') ++depth;
      if (depth == 0 && (d == '}' || d == ':' || (d == '!' && j + 1 < n && body[j + 1] != '='))) break;
      if (depth == 0 && d == '=' && (j + 1 >= n || body[j + 1] != '=') && j > i + 1 &&
          std::string("=!<>").find(body[j - 1]) == std::string::npos) {
        std::size_t k = j + 1;
        while (k < n && body[k] == ' ') ++k;
        if (k < n && (body[k] == '}' || body[k] == '!' || body[k] == ':')) {
          debug = true;
          expression_end = j;
          j = k;
          break;
        }
      }
      if (d == ')' || d == ']' || d == '}') --depth;
      ++j;
    }
    if (j >= n) return syntax_error(at, "f-string: expecting '}'"), false;
    if (expression_end == std::string::npos) expression_end = j;
    const std::string source = body.substr(i + 1, expression_end - i - 1);
    if (source.find_first_not_of(" \t\n") == std::string::npos) {
      return syntax_error(at, "f-string: valid expression required before '" + std::string(1, body[j]) + "'"), false;
    }
    if (debug) text += body.substr(i + 1, j - i - 1);  // "x = " as written
    add_fstring_text(node, text, at);
    ExprPtr value = sub_expression(source, at);
    if (!value) return false;
    char conversion = 0;
    if (body[j] == '!') {
      if (j + 1 >= n || (body[j + 1] != 'r' && body[j + 1] != 's' && body[j + 1] != 'a')) {
        return syntax_error(at, "f-string: invalid conversion character: expected 's', 'r', or 'a'"), false;
      }
      conversion = body[j + 1];
      j += 2;
    }
    ExprPtr spec;
    if (j < n && body[j] == ':') {
      std::size_t k = j + 1;
      int spec_depth = 0;
      while (k < n && (spec_depth > 0 || body[k] != '}')) {
        if (body[k] == '{') ++spec_depth;
        if (body[k] == '}') --spec_depth;
        ++k;
      }
      if (k >= n) return syntax_error(at, "f-string: expecting '}'"), false;
      auto spec_node = this->node<FStringExpr>(at);
      if (!fstring_parts(body.substr(j + 1, k - j - 1), true, at, *spec_node, level + 1)) return false;
      spec = finish(std::move(spec_node));
      if (!spec) return false;
      j = k;
    }
    if (j >= n || body[j] != '}') return syntax_error(at, "f-string: expecting '}'"), false;
    if (debug && !conversion && !spec) conversion = 'r';
    node.parts.push_back(FStringPart{std::move(value), conversion, std::move(spec)});
    i = j + 1;
  }
  add_fstring_text(node, text, at);
  return !failed();
}

// Adjacent string and f-string literals, joined: a Constant when none is an f-string.
ExprPtr Parser::string_atom() {
  const Token first = peek();
  auto node = this->node<FStringExpr>(first);
  std::string text;
  bool any_fstring = false;
  while (peek().kind == Token::Kind::String || peek().kind == Token::Kind::FString) {
    const Token t = next();
    if (t.kind == Token::Kind::String) {
      text += t.text;
      continue;
    }
    any_fstring = true;
    add_fstring_text(*node, text, first);
    if (!fstring_parts(t.text, t.raw, t, *node, 0)) return nullptr;
  }
  if (!any_fstring) {
    auto expr = this->node<ConstantExpr>(first);
    program_.strings.push_back(std::make_unique<StrObject>(std::move(text)));
    expr->value = Value::of(Kind::Str, program_.strings.back().get());
    return expr;
  }
  add_fstring_text(*node, text, first);
  return finish(std::move(node));
}

}  // namespace fm::pyexec
