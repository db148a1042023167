#include "fixture_fields.hpp"

#include "number_literal.hpp"
#include "py_repr.hpp"
#include "utf8.hpp"

namespace fm {

namespace {

std::string join(const std::vector<PyValue>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + repr_value(values[i]);
  return out;
}

std::string_view trim(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

// The message leaves the field out: callers show it beside the field, or prefix it (the JS API).
Error field_error(const std::string& field, const std::string& message) { return Error{message, field}; }

Expected<std::vector<PyValue>> read_list(const std::string& field, std::string_view text) {
  text = trim(text);
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') text = trim(text.substr(1, text.size() - 2));
  std::vector<PyValue> values;
  if (text.empty()) return values;
  std::size_t item = 0;
  while (true) {
    ++item;
    const std::size_t comma = text.find(',');
    const std::string_view literal = trim(text.substr(0, comma));
    if (values.size() >= FixtureLimits::kMaxBatches) {
      return field_error(field, "more than " + std::to_string(FixtureLimits::kMaxBatches) + " batches");
    }
    if (literal.empty()) return field_error(field, "item " + std::to_string(item) + " is empty");
    Expected<PyValue> value = parse_python_literal(literal);
    if (!value) return field_error(field, "item " + std::to_string(item) + ": " + value.error().message);
    values.push_back(*value);
    if (comma == std::string_view::npos) break;
    text = text.substr(comma + 1);
  }
  return values;
}

}  // namespace

FixtureFields fields_of(const Fixture& fixture) {
  return {fixture.check, join(fixture.weighted_sums), join(fixture.weight_sums), repr_value(fixture.expected)};
}

Expected<std::vector<Fixture>> fixtures_from_fields(const std::vector<FixtureFields>& fields) {
  if (fields.size() > FixtureLimits::kMaxFixtures) {
    return field_error("fixtures", std::to_string(fields.size()) + " fixtures; the limit is " +
                                       std::to_string(FixtureLimits::kMaxFixtures));
  }
  // Numbers in all rows together are bounded like a fixtures document (labels have their own
  // limit, checked per row), so that no edit can make the core parse without end.
  std::size_t total_bytes = 0;
  for (const FixtureFields& f : fields)
    total_bytes += f.weighted_sums.size() + f.weight_sums.size() + f.expected.size();
  if (total_bytes > FixtureLimits::kMaxDocumentBytes) {
    return field_error("fixtures",
                       "the fixtures' numbers take " + std::to_string(total_bytes) + " bytes of text; the limit is " +
                           std::to_string(FixtureLimits::kMaxDocumentBytes) + " (1 MiB), as for a fixtures document");
  }
  std::vector<Fixture> fixtures;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    const std::string at = "fixtures[" + std::to_string(i) + "]";
    const FixtureFields& f = fields[i];
    if (f.check.size() > FixtureLimits::kMaxLabelBytes) {
      return field_error(at + ".check", "the label is " + std::to_string(f.check.size()) +
                                            " bytes long; the limit is " +
                                            std::to_string(FixtureLimits::kMaxLabelBytes));
    }
    if (!is_valid_utf8(f.check)) return field_error(at + ".check", "the label is not valid Unicode text");
    auto weighted_sums = read_list(at + ".weighted_sums", f.weighted_sums);
    if (!weighted_sums) return weighted_sums.error();
    auto weight_sums = read_list(at + ".weight_sums", f.weight_sums);
    if (!weight_sums) return weight_sums.error();
    if (weighted_sums->size() != weight_sums->size()) {
      return field_error(at + ".weight_sums", unequal_lists_message(weighted_sums->size(), weight_sums->size()));
    }
    if (trim(f.expected).empty()) return field_error(at + ".expected", "empty; the expected value is a number");
    auto expected = parse_python_literal(f.expected);
    if (!expected) return field_error(at + ".expected", expected.error().message);
    fixtures.push_back({f.check, std::move(weighted_sums).value(), std::move(weight_sums).value(), *expected});
  }
  return fixtures;
}

}  // namespace fm
