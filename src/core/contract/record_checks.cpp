#include "record_checks.hpp"

#include "number_literal.hpp"

namespace fm {

const std::vector<std::string_view>& record_check_lines() {
  static const std::vector<std::string_view> lines = {
#include "record_checks.inc"
  };
  return lines;
}

namespace {

// The items of "[a,b,c]" at the front of `rest`, which moves past the closing bracket.
Expected<std::vector<std::string>> read_list(std::string_view& rest) {
  if (rest.empty() || rest.front() != '[') return Error{"expected a list"};
  const std::size_t close = rest.find(']');
  if (close == std::string_view::npos) return Error{"a list without its ]"};
  std::string_view items = rest.substr(1, close - 1);
  rest.remove_prefix(close + 1);
  std::vector<std::string> out;
  while (!items.empty()) {
    const std::size_t comma = items.find(',');
    out.emplace_back(items.substr(0, comma));
    if (comma == std::string_view::npos) break;
    items.remove_prefix(comma + 1);
  }
  return out;
}

bool take(std::string_view& rest, std::string_view prefix) {
  if (rest.substr(0, prefix.size()) != prefix) return false;
  rest.remove_prefix(prefix.size());
  return true;
}

}  // namespace

Expected<RecordCheck> read_record_check(std::string_view line) {
  const auto malformed = [&](const std::string& why) {
    return Error{"the record's line " + std::string(line) +
                 " is not check('label',solve([...],[...]),expected): " + why};
  };
  std::string_view rest = line;
  if (!take(rest, "check('")) return malformed("no check('");
  const std::size_t quote = rest.find('\'');
  if (quote == std::string_view::npos) return malformed("the label has no closing quote");
  RecordCheck check;
  check.label = std::string(rest.substr(0, quote));
  rest.remove_prefix(quote + 1);
  if (!take(rest, ",solve(")) return malformed("no solve(");
  Expected<std::vector<std::string>> weighted = read_list(rest);
  if (!weighted) return malformed(weighted.error().message);
  if (!take(rest, ",")) return malformed("no second list");
  Expected<std::vector<std::string>> weights = read_list(rest);
  if (!weights) return malformed(weights.error().message);
  if (!take(rest, "),") || rest.empty() || rest.back() != ')') return malformed("no expected value");
  check.weighted_sums = std::move(*weighted);
  check.weight_sums = std::move(*weights);
  check.expected = std::string(rest.substr(0, rest.size() - 1));
  return check;
}

Expected<PyValue> evaluate_in_n(std::string_view expression, const PyValue& n) {
  // Atoms (N, an int or float literal) joined by * and /, which Python applies left to right.
  const auto atom = [&](std::string_view text) -> Expected<PyValue> {
    if (text == "N") return n;
    PyResult value = parse_python_literal(text);
    if (!value)
      return Error{"'" + std::string(text) + "' in " + std::string(expression) + ": " + value.error().message};
    return *value;
  };
  std::size_t end = expression.find_first_of("*/");
  std::string written(expression.substr(0, end));
  Expected<PyValue> value = atom(written);
  while (value && end != std::string_view::npos) {
    const char op = expression[end];
    const std::size_t next = expression.find_first_of("*/", end + 1);
    const std::string_view operand_text =
        expression.substr(end + 1, next == std::string_view::npos ? next : next - end - 1);
    const Expected<PyValue> operand = atom(operand_text);
    if (!operand) return operand;
    const PyResult result = op == '*' ? py_mul(*value, *operand) : py_true_div(*value, *operand);
    // The operation as written, for its error: "2*N" (the product so far), "/7".
    const std::string term = op == '*' ? written + "*" + std::string(operand_text) : "/" + std::string(operand_text);
    if (!result) return Error{term + ": " + result.error().message};
    written += op + std::string(operand_text);
    value = *result;
    end = next;
  }
  return value;
}

}  // namespace fm
