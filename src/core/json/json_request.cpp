#include "json_request.hpp"

#include <utility>

#include "json_text.hpp"

namespace fm {

namespace {

Error wrong_type(std::string_view key, std::string_view expected, const JsonNode& node) {
  return Error{"expected " + std::string(expected) + ", got " + json_kind_name(node), std::string(key)};
}

// "1", "-3": an optional minus and digits only, of at most 18 digits (no overflow).
std::optional<std::int64_t> whole_number(const std::string& text) {
  const std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  if (text.size() == start || text.size() - start > 18) return std::nullopt;
  std::int64_t value = 0;
  for (std::size_t i = start; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return start == 1 ? -value : value;
}

}  // namespace

Expected<JsonRequest> JsonRequest::read(std::string_view json, std::initializer_list<std::string_view> keys,
                                        const JsonLimits& limits) {
  Expected<JsonNode> tree = parse_json_tree(json, limits);
  if (!tree) return Error{tree.error().message, "request"};
  if (tree->kind != JsonNode::Kind::Object) return Error{"expected an object, got " + json_kind_name(*tree), "request"};
  for (const auto& member : tree->members) {
    bool known = false;
    for (const std::string_view key : keys) known = known || member.first == key;
    if (known) continue;
    std::string listed;
    for (const std::string_view key : keys) listed += (listed.empty() ? "" : ", ") + std::string(key);
    return Error{"unknown key " + json_string(member.first) + "; the keys are " + listed, "request"};
  }
  return JsonRequest(std::move(tree).value());
}

const JsonNode* JsonRequest::find(std::string_view key) const {
  for (const auto& [name, value] : root_.members) {
    if (name == key) return &value;
  }
  return nullptr;
}

Status JsonRequest::text(std::string_view key, std::optional<std::string>& out, std::string_view expected) const {
  const JsonNode* node = find(key);
  if (node == nullptr) return ok_status();
  if (node->kind != JsonNode::Kind::String) return wrong_type(key, expected, *node);
  out = node->text;
  return ok_status();
}

Status JsonRequest::required_text(std::string_view key, std::string& out, std::string_view expected) const {
  if (!has(key)) return Error{"missing: expected " + std::string(expected), std::string(key)};
  std::optional<std::string> text_value;
  if (Status read = text(key, text_value, expected); !read) return read;
  out = std::move(*text_value);
  return ok_status();
}

Status JsonRequest::boolean(std::string_view key, bool& out) const {
  const JsonNode* node = find(key);
  if (node == nullptr) return ok_status();
  if (node->kind != JsonNode::Kind::Bool) return wrong_type(key, "true or false", *node);
  out = node->boolean;
  return ok_status();
}

Status JsonRequest::integer(std::string_view key, std::int64_t low, std::int64_t high, std::int64_t& out) const {
  const JsonNode* node = find(key);
  if (node == nullptr) return ok_status();
  const std::string expected = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
  if (node->kind != JsonNode::Kind::Number) return wrong_type(key, expected, *node);
  const std::optional<std::int64_t> value = whole_number(node->text);
  if (!value || *value < low || *value > high) {
    return Error{"expected " + expected + ", got " + node->text, std::string(key)};
  }
  out = *value;
  return ok_status();
}

}  // namespace fm
