// Python 3.12's tokenizer for the subset: names, numbers (int and float literals, ints within
// ±2^53), strings (with escapes, adjacent literals joined by the parser), operators, NEWLINE,
// INDENT and DEDENT from indentation (tabs to multiples of 8, as CPython), line joining inside
// brackets and after a backslash, comments.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "exec_error.hpp"
#include "expected.hpp"
#include "py_value.hpp"

namespace fm::pyexec {

struct Token {
  enum class Kind { Name, Number, String, Op, Newline, Indent, Dedent, End, FString } kind;
  std::string text;  // a name, an operator, a string's decoded UTF-8 value, or an f-string's body as written
  PyValue number;
  int line = 0;
  int column = 0;    // 1-based, in characters
  bool raw = false;  // FString: rf"..."
};

struct TokenizeResult {
  std::vector<Token> tokens;
  bool ok = true;
  ExecError error;
};

TokenizeResult tokenize(std::string_view source, int max_nesting);

}  // namespace fm::pyexec
