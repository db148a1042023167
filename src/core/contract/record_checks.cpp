#include "record_checks.hpp"

#include <string>

#include "number_literal.hpp"

namespace fm {

std::vector<std::string_view> list_items(std::string_view items) {
  std::vector<std::string_view> out;
  while (!items.empty()) {
    const std::size_t comma = items.find(',');
    out.push_back(items.substr(0, comma));
    if (comma == std::string_view::npos) break;
    items.remove_prefix(comma + 1);
  }
  return out;
}

Expected<PyValue> evaluate_in_n(std::string_view expression, const PyValue& n) {
  // Atoms (N, an int or float literal) joined by * and /, which Python applies left to right.
  const auto atom = [&](std::string_view text) -> Expected<PyValue> {
    if (text == "N") return n;
    PyResult value = parse_python_literal(text);
    if (!value) return Error{std::string(expression) + ": " + value.error().message};
    return *value;
  };
  std::size_t end = expression.find_first_of("*/");
  Expected<PyValue> value = atom(expression.substr(0, end));
  while (value && end != std::string_view::npos) {
    const char op = expression[end];
    const std::size_t next = expression.find_first_of("*/", end + 1);
    const std::string_view operand_text =
        expression.substr(end + 1, next == std::string_view::npos ? next : next - end - 1);
    const Expected<PyValue> operand = atom(operand_text);
    if (!operand) return operand;
    const PyResult result = op == '*' ? py_mul(*value, *operand) : py_true_div(*value, *operand);
    // The operation as written, for its error: the product so far ("2*N", "15*N"), or "/7".
    if (!result)
      return Error{(op == '*' ? std::string(expression.substr(0, next)) : "/" + std::string(operand_text)) + ": " +
                   result.error().message};
    value = *result;
    end = next;
  }
  return value;
}

}  // namespace fm
