// How a run of Python code can end other than normally. Three kinds, because they end a script
// three ways: a Python exception (CPython prints a traceback and exits 1; we keep its type,
// CPython 3.12's exact message and the line), code outside the supported subset or not Python at
// all (found before anything runs: line, column and the construct), and a limit of this project
// (steps, memory, nesting, ints beyond ±2^53, complex results).
#pragma once

#include <string>

namespace fm::pyexec {

struct ExecError {
  enum class Kind { PythonException, Unsupported, SyntaxError, Limit } kind = Kind::Limit;
  std::string exception;  // "ZeroDivisionError", ... (PythonException only)
  std::string message;    // CPython's text for an exception; ours otherwise
  int line = 0;           // 1-based; 0 when not known
  int column = 0;         // 1-based, in characters (parse errors)

  // "line 6: ZeroDivisionError: division by zero", "line 2, column 5: ...": one line, no prefix.
  std::string describe() const;
};

}  // namespace fm::pyexec
