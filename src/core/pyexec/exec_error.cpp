#include "exec_error.hpp"

namespace fm::pyexec {

std::string ExecError::describe() const {
  std::string where;
  if (line > 0)
    where = "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "") + ": ";
  switch (kind) {
    case Kind::PythonException:
      // As CPython's last traceback line: "Type: message", or the type alone for an empty message.
      return where + exception + (message.empty() ? "" : ": " + message);
    case Kind::SyntaxError: return where + (message == "invalid syntax" ? message : "invalid syntax: " + message);
    case Kind::Unsupported: return where + message + " (outside the Python subset failure-map runs)";
    case Kind::Limit: break;
  }
  return where + message;
}

}  // namespace fm::pyexec
