#include "tokenizer.hpp"

#include <cmath>

#include "decimal_to_double.hpp"
#include "json_text.hpp"
#include "number_literal.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

bool is_name_start(unsigned char c) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}
bool is_name_char(unsigned char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Longest first, so that "**=" is not read as "**" and "=".
constexpr const char* kOperators[] = {"**=", "//=", ">>=", "<<=", "...", "->", ":=", "==", "!=", "<=", ">=", "**",
                                      "//",  "<<",  ">>",  "+=",  "-=",  "*=", "/=", "%=", "&=", "|=", "^=", "@=",
                                      "+",   "-",   "*",   "/",   "%",   "@",  "<",  ">",  "=",  ".",  ",",  ":",
                                      ";",   "(",   ")",   "[",   "]",   "{",  "}",  "&",  "|",  "^",  "~"};

class Tokenizer {
 public:
  Tokenizer(std::string_view source, int max_nesting) : s_(source), max_nesting_(max_nesting) {}

  TokenizeResult run() {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a byte order mark, as CPython allows
    indents_.push_back({0, 0});
    while (result_.ok && pos_ < s_.size()) line();
    if (!result_.ok) return std::move(result_);
    if (!brackets_.empty()) {
      fail_syntax(brackets_.back().line, brackets_.back().column, "'" + brackets_.back().text + "' was never closed");
      return std::move(result_);
    }
    if (!result_.tokens.empty() && result_.tokens.back().kind != Token::Kind::Newline) push(Token::Kind::Newline, "");
    for (std::size_t i = 1; i < indents_.size(); ++i) push(Token::Kind::Dedent, "");
    push(Token::Kind::End, "");
    return std::move(result_);
  }

 private:
  struct Indent {
    int col;
    int alt_col;  // with tabs as one column: CPython refuses indentation that depends on tab size
  };

  // Columns count characters, not bytes; counted on from the last answer on the same line, so a
  // long line costs one pass, not one per token.
  int column_at(std::size_t at) {
    if (column_line_start_ != line_start_ || at < column_pos_) {
      column_line_start_ = line_start_;
      column_pos_ = line_start_;
      column_ = 1;
    }
    for (; column_pos_ < at && column_pos_ < s_.size(); ++column_pos_) {
      if (!is_utf8_continuation(s_[column_pos_])) ++column_;
    }
    return column_;
  }

  void push(Token::Kind kind, std::string text, std::size_t at = std::string_view::npos) {
    Token token{kind, std::move(text), PyValue(), line_, column_at(at == std::string_view::npos ? pos_ : at)};
    result_.tokens.push_back(std::move(token));
  }

  void fail(ExecError::Kind kind, int line, int column, std::string message) {
    if (!result_.ok) return;
    result_.ok = false;
    result_.error = ExecError{kind, "", std::move(message), line, column};
  }
  void fail_syntax(int line, int column, std::string message) {
    fail(ExecError::Kind::SyntaxError, line, column, std::move(message));
  }
  void fail_here(std::string message) { fail_syntax(line_, column_at(pos_), std::move(message)); }
  void unsupported_here(std::size_t at, std::string message) {
    fail(ExecError::Kind::Unsupported, line_, column_at(at), std::move(message));
  }

  void new_line() {
    ++line_;
    line_start_ = pos_;
  }

  // One logical line start: indentation, then tokens up to the end of the line (or, inside
  // brackets, over several physical lines).
  void line() {
    int col = 0;
    int alt_col = 0;
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\f')) {
      if (s_[pos_] == ' ') {
        ++col;
        ++alt_col;
      } else if (s_[pos_] == '\t') {
        col = (col / 8 + 1) * 8;
        ++alt_col;
      } else {
        col = alt_col = 0;
      }
      ++pos_;
    }
    if (pos_ >= s_.size()) return;
    if (s_[pos_] == '#' || s_[pos_] == '\n' || s_[pos_] == '\r') {  // a blank or comment-only line
      skip_comment();
      end_of_line();
      return;
    }
    if (s_[pos_] == '\\') {
      fail_here("a backslash continuation cannot start a line");
      return;
    }
    const Indent current = indents_.back();
    if (col > current.col) {
      if (alt_col <= current.alt_col) return fail_here("inconsistent use of tabs and spaces in indentation");
      if (static_cast<int>(indents_.size()) > max_nesting_) {
        return fail(ExecError::Kind::Limit, line_, 1,
                    "blocks nested deeper than " + std::to_string(max_nesting_) + " levels");
      }
      indents_.push_back({col, alt_col});
      push(Token::Kind::Indent, "");
    } else {
      while (col < indents_.back().col) {
        indents_.pop_back();
        push(Token::Kind::Dedent, "");
      }
      if (col != indents_.back().col) return fail_here("unindent does not match any outer indentation level");
      if (alt_col != indents_.back().alt_col) return fail_here("inconsistent use of tabs and spaces in indentation");
    }
    tokens_of_line();
  }

  void skip_comment() {
    if (pos_ < s_.size() && s_[pos_] == '#') {
      while (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != '\r') ++pos_;
    }
  }

  // At '\n', '\r' or the end: step over the line break.
  void end_of_line() {
    if (pos_ < s_.size() && s_[pos_] == '\r') ++pos_;
    if (pos_ < s_.size() && s_[pos_] == '\n') ++pos_;
    new_line();
  }

  void tokens_of_line() {
    while (result_.ok && pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == ' ' || c == '\t' || c == '\f') {
        ++pos_;
      } else if (c == '#') {
        skip_comment();
      } else if (c == '\n' || c == '\r') {
        if (brackets_.empty()) {
          push(Token::Kind::Newline, "");
          end_of_line();
          return;
        }
        end_of_line();
      } else if (c == '\\') {
        ++pos_;
        if (pos_ >= s_.size() || (s_[pos_] != '\n' && s_[pos_] != '\r'))
          return fail_here("unexpected character after line continuation character");
        end_of_line();
      } else if (is_digit(c) || (c == '.' && pos_ + 1 < s_.size() && is_digit(s_[pos_ + 1]))) {
        number();
      } else if (c == '"' || c == '\'') {
        string_literal(pos_, false);
      } else if (is_name_start(static_cast<unsigned char>(c))) {
        name_or_prefixed_string();
      } else {
        op();
      }
    }
    if (result_.ok && brackets_.empty()) push(Token::Kind::Newline, "");
  }

  void name_or_prefixed_string() {
    const std::size_t start = pos_;
    while (pos_ < s_.size() && is_name_char(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    const std::string word(s_.substr(start, pos_ - start));
    if (pos_ < s_.size() && (s_[pos_] == '"' || s_[pos_] == '\'') && word.size() <= 2) {
      std::string lower;
      for (char c : word) lower += static_cast<char>(c | 0x20);
      if (lower == "r" || lower == "u") return string_literal(start, lower == "r");
      if (lower == "f" || lower == "rf" || lower == "fr") return fstring_literal(start, lower != "f");
      if (lower == "b" || lower == "rb" || lower == "br")
        return unsupported_here(start, "bytes literals are not supported");
    }
    for (unsigned char c : word) {
      if (c >= 0x80) return unsupported_here(start, "non-ASCII names are not supported");
    }
    push(Token::Kind::Name, word, start);
  }

  void op() {
    const std::size_t start = pos_;
    for (const char* candidate : kOperators) {
      if (candidate[0] != s_[pos_]) continue;  // most candidates fail here, before any compare
      const std::string_view text(candidate);
      if (s_.substr(pos_, text.size()) != text) continue;
      pos_ += text.size();
      if (text == "(" || text == "[" || text == "{") {
        if (static_cast<int>(brackets_.size()) >= max_nesting_) {
          return fail(ExecError::Kind::Limit, line_, column_at(start),
                      "brackets nested deeper than " + std::to_string(max_nesting_) + " levels");
        }
        brackets_.push_back({Token::Kind::Op, std::string(text), PyValue(), line_, column_at(start)});
      } else if (text == ")" || text == "]" || text == "}") {
        static const std::string kOpening = "([{";
        if (brackets_.empty()) return fail_syntax(line_, column_at(start), "unmatched '" + std::string(text) + "'");
        const char expected = ")]}"[kOpening.find(brackets_.back().text[0])];
        if (text[0] != expected) {
          return fail_syntax(line_, column_at(start),
                             "closing parenthesis '" + std::string(text) + "' does not match opening parenthesis '" +
                                 brackets_.back().text + "'");
        }
        brackets_.pop_back();
      }
      push(Token::Kind::Op, std::string(text), start);
      return;
    }
    const unsigned char c = static_cast<unsigned char>(s_[pos_]);
    if (c == '!' || c == '$' || c == '?' || c == '`' || c < 0x20 || c == 0x7f) {
      return fail_here("invalid character " + json_string(std::string(1, static_cast<char>(c))));
    }
    fail_here("invalid character");
  }

  void number() {
    const std::size_t start = pos_;
    const bool prefixed = s_[pos_] == '0' && pos_ + 1 < s_.size() &&
                          std::string_view("xXoObB").find(s_[pos_ + 1]) != std::string_view::npos;
    bool is_float = false;
    bool exponent = false;
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (is_name_char(static_cast<unsigned char>(c))) {
        if (!prefixed && (c == 'e' || c == 'E')) {
          is_float = exponent = true;
          if (pos_ + 1 < s_.size() && (s_[pos_ + 1] == '+' || s_[pos_ + 1] == '-')) ++pos_;
        }
        ++pos_;
      } else if (c == '.' && !prefixed && !exponent &&
                 s_.substr(start, pos_ - start).find('.') == std::string_view::npos) {
        // One point, before any exponent: 1.5.is_integer() is 1.5 then an attribute.
        is_float = true;
        ++pos_;
      } else {
        break;
      }
    }
    const std::string_view text = s_.substr(start, pos_ - start);
    const char last = text.back();
    if (last == 'j' || last == 'J') return unsupported_here(start, "complex numbers are not supported");
    Token token{Token::Kind::Number, std::string(text), PyValue(), line_, column_at(start)};
    if (is_float) {
      // Python's grammar checked by the literal reader; the value read here, since a float
      // literal beyond the double range is inf in code (the reader refuses that for N).
      const Expected<PyValue> checked = parse_python_literal(text);
      if (!checked && checked.error().message.find("out of range") == std::string::npos) {
        return fail_syntax(line_, column_at(start), "invalid decimal literal");
      }
      std::string digits;
      for (char c : text) {
        if (c != '_') digits += c;
      }
      const std::size_t dot = digits.find('.');
      if (dot != std::string::npos) {
        if (dot + 1 == digits.size() || digits[dot + 1] == 'e' || digits[dot + 1] == 'E') digits.insert(dot + 1, "0");
        if (dot == 0) digits.insert(0, "0");
      }
      double value = 0.0;
      if (!decimal_to_double(digits, value)) return fail_syntax(line_, column_at(start), "invalid decimal literal");
      token.number = PyValue::make_float(value);
    } else {
      const Expected<PyValue> value = parse_python_literal(text);
      if (!value) {
        if (value.error().message.find("±2^53") != std::string::npos) {
          return fail(
              ExecError::Kind::Limit, line_, column_at(start),
              "integer literal " + std::string(text) + " is outside ±2^53 (±9007199254740992), where ints stay exact");
        }
        return fail_syntax(line_, column_at(start),
                           text.size() > 1 && text[0] == '0' && is_digit(text[1])
                               ? "leading zeros in decimal integer literals are not permitted"
                               : "invalid decimal literal");
      }
      token.number = *value;
    }
    result_.tokens.push_back(std::move(token));
  }

  // A string literal from `start` (its prefix, if any); pos_ is at the opening quote.
  void string_literal(std::size_t start, bool raw) {
    const char quote = s_[pos_];
    const bool triple = s_.substr(pos_, 3) == std::string(3, quote);
    const int start_line = line_;
    const int start_column = column_at(start);
    pos_ += triple ? 3 : 1;
    std::string value;
    while (true) {
      if (pos_ >= s_.size()) {
        return fail_syntax(start_line, start_column,
                           triple ? "unterminated triple-quoted string literal" : "unterminated string literal");
      }
      const char c = s_[pos_];
      if (c == quote && (!triple || s_.substr(pos_, 3) == std::string(3, quote))) {
        pos_ += triple ? 3 : 1;
        break;
      }
      if (c == '\n' || c == '\r') {
        if (!triple) return fail_syntax(start_line, start_column, "unterminated string literal");
        value += '\n';  // CPython reads \r\n and \r in source as \n
        end_of_line();
        continue;
      }
      if (c == '\\') {
        if (!escape(value, raw)) return;
        continue;
      }
      value += c;
      ++pos_;
    }
    Token token{Token::Kind::String, std::move(value), PyValue(), start_line, start_column};
    result_.tokens.push_back(std::move(token));
  }

  // An f-string from `start` (its prefix); pos_ is at the opening quote. Its body is kept as
  // written (the parser splits it into text and {fields}); quotes inside a field's brackets or
  // strings do not end it (PEP 701, Python 3.12).
  void fstring_literal(std::size_t start, bool raw) {
    const char quote = s_[pos_];
    const bool triple = s_.substr(pos_, 3) == std::string(3, quote);
    const int start_line = line_;
    const int start_column = column_at(start);
    pos_ += triple ? 3 : 1;
    const std::size_t body = pos_;
    int depth = 0;  // inside a {field}: its brackets
    while (true) {
      if (pos_ >= s_.size()) {
        return fail_syntax(start_line, start_column,
                           triple ? "unterminated triple-quoted f-string literal" : "unterminated f-string literal");
      }
      const char c = s_[pos_];
      if (depth == 0 && c == quote && (!triple || s_.substr(pos_, 3) == std::string(3, quote))) break;
      if (c == '\n' || c == '\r') {
        if (!triple && depth == 0) return fail_syntax(start_line, start_column, "unterminated f-string literal");
        if (c == '\r' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '\n') ++pos_;
        ++pos_;
        ++line_;
        line_start_ = pos_;
        continue;
      }
      if (depth == 0) {
        if (c == '\\' && pos_ + 1 < s_.size()) {
          pos_ += 2;
          continue;
        }
        if (c == '{' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '{') {
          pos_ += 2;
          continue;
        }
        if (c == '{') depth = 1;
        ++pos_;
        continue;
      }
      if (c == '(' || c == '[' || c == '{') ++depth;
      if (c == ')' || c == ']' || c == '}') --depth;
      if (c == '\'' || c == '"') {  // a string inside the field
        const char inner = c;
        ++pos_;
        while (pos_ < s_.size() && s_[pos_] != inner && s_[pos_] != '\n') pos_ += s_[pos_] == '\\' ? 2 : 1;
      }
      ++pos_;
    }
    std::string text(s_.substr(body, pos_ - body));
    pos_ += triple ? 3 : 1;
    Token token{Token::Kind::FString, std::move(text), PyValue(), start_line, start_column};
    token.raw = raw;
    result_.tokens.push_back(std::move(token));
  }

  // At a backslash inside a string: appends what it stands for. False after an error.
  bool escape(std::string& value, bool raw) {
    const std::size_t at = pos_;
    ++pos_;
    if (pos_ >= s_.size()) return true;  // the unterminated string is reported by the caller
    const char c = s_[pos_];
    if (c == '\n' || c == '\r') {  // a backslash-newline inside a string joins the lines
      if (raw) value += "\\\n";
      end_of_line();
      return true;
    }
    if (raw) {
      value += '\\';
      value += c;
      ++pos_;
      return true;
    }
    ++pos_;
    switch (c) {
      case '\\': value += '\\'; return true;
      case '\'': value += '\''; return true;
      case '"': value += '"'; return true;
      case 'n': value += '\n'; return true;
      case 't': value += '\t'; return true;
      case 'r': value += '\r'; return true;
      case 'a': value += '\a'; return true;
      case 'b': value += '\b'; return true;
      case 'f': value += '\f'; return true;
      case 'v': value += '\v'; return true;
      default: break;
    }
    if (c >= '0' && c <= '7') {
      unsigned long code = static_cast<unsigned long>(c - '0');
      for (int i = 0; i < 2 && pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '7'; ++i)
        code = code * 8 + static_cast<unsigned long>(s_[pos_++] - '0');
      append_utf8(value, code);
      return true;
    }
    const int width = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
    if (width > 0) {
      unsigned long code = 0;
      for (int i = 0; i < width; ++i) {
        const char h = pos_ < s_.size() ? s_[pos_] : '\0';
        const int digit = is_digit(h)              ? h - '0'
                          : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                          : (h >= 'A' && h <= 'F') ? h - 'A' + 10
                                                   : -1;
        if (digit < 0) {
          fail_syntax(line_, column_at(at), "(unicode error) truncated \\" + std::string(1, c) + " escape");
          return false;
        }
        code = code * 16 + static_cast<unsigned long>(digit);
        ++pos_;
      }
      if (code > 0x10FFFF) {
        fail_syntax(line_, column_at(at), "(unicode error) illegal Unicode character");
        return false;
      }
      if (code >= 0xD800 && code <= 0xDFFF) {
        unsupported_here(at, "lone surrogates in strings are not supported");
        return false;
      }
      append_utf8(value, code);
      return true;
    }
    if (c == 'N') {
      unsupported_here(at, "\\N{...} escapes are not supported");
      return false;
    }
    // An unknown escape keeps its backslash (CPython 3.12 also warns on stderr).
    value += '\\';
    --pos_;
    return true;
  }

  std::string_view s_;
  int max_nesting_;
  std::size_t pos_ = 0;
  std::size_t line_start_ = 0;
  std::size_t column_line_start_ = std::string_view::npos;  // column_at's memory
  std::size_t column_pos_ = 0;
  int column_ = 1;
  int line_ = 1;
  std::vector<Indent> indents_;
  std::vector<Token> brackets_;
  TokenizeResult result_;
};

}  // namespace

TokenizeResult tokenize(std::string_view source, int max_nesting) {
  if (const std::size_t bad = invalid_utf8_offset(source); bad != std::string_view::npos) {
    TokenizeResult result;
    result.ok = false;
    result.error = ExecError{ExecError::Kind::SyntaxError, "",
                             "the source is not valid UTF-8 (byte " + std::to_string(bad) + ")", 0, 0};
    return result;
  }
  return Tokenizer(source, max_nesting).run();
}

}  // namespace fm::pyexec
