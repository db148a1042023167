#include "json_request.hpp"

#include <utility>

#include "json_text.hpp"

namespace fm {

namespace {

const JsonNode* member(const JsonNode& object, std::string_view key) {
  for (const auto& [name, value] : object.members) {
    if (name == key) return &value;
  }
  return nullptr;
}

// Errors are built by appending (the page's module carries this: no temporary strings).
Error wrong_type(const char* key, std::string_view expected, const JsonNode& node) {
  std::string message = "expected ";
  message.append(expected).append(", got ").append(json_kind_name(node));
  return Error{std::move(message), key};
}

Error unknown_key(const std::string& key, std::initializer_list<RequestText> texts,
                  std::initializer_list<const char*> other_keys) {
  std::string message = "unknown key " + json_string(key) + "; the keys are ";
  for (const RequestText& text : texts) message.append(text.key).append(", ");
  for (const char* other : other_keys) message.append(other).append(", ");
  message.resize(message.size() - 2);
  return Error{std::move(message), "request"};
}

bool known(const std::string& key, std::initializer_list<RequestText> texts,
           std::initializer_list<const char*> other_keys) {
  for (const RequestText& text : texts) {
    if (key == text.key) return true;
  }
  for (const char* other : other_keys) {
    if (key == other) return true;
  }
  return false;
}

}  // namespace

Expected<JsonNode> read_request(std::string_view json, std::initializer_list<RequestText> texts,
                                std::initializer_list<const char*> other_keys, const JsonLimits& limits) {
  Expected<JsonNode> tree = parse_json_tree(json, limits);
  if (!tree) return Error{tree.error().message, "request"};
  if (tree->kind != JsonNode::Kind::Object) return wrong_type("request", "an object", *tree);
  for (const auto& item : tree->members) {
    if (!known(item.first, texts, other_keys)) return unknown_key(item.first, texts, other_keys);
  }
  for (const RequestText& text : texts) {
    const JsonNode* node = member(*tree, text.key);
    if (node == nullptr && text.required)
      return Error{std::string("missing: expected ").append(text.expected), text.key};
    if (node == nullptr) continue;
    if (node->kind != JsonNode::Kind::String) return wrong_type(text.key, text.expected, *node);
    *text.target = node->text;
  }
  return tree;
}

bool has_member(const JsonNode& request, const char* key) { return member(request, key) != nullptr; }

Status read_boolean(const JsonNode& request, const char* key, bool& out) {
  const JsonNode* node = member(request, key);
  if (node == nullptr) return ok_status();
  if (node->kind != JsonNode::Kind::Bool) return wrong_type(key, "true or false", *node);
  out = node->boolean;
  return ok_status();
}

Status read_whole_number(const JsonNode& request, const char* key, std::int64_t low, std::int64_t high,
                         std::int64_t& out) {
  const JsonNode* node = member(request, key);
  if (node == nullptr) return ok_status();
  const std::string expected = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
  if (node->kind != JsonNode::Kind::Number) return wrong_type(key, expected, *node);
  // An optional minus and at most 18 digits (no overflow): "2.5", "1e3" and "-0.0" are not whole.
  const std::string& text = node->text;
  const std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  bool whole = text.size() > start && text.size() - start <= 18;
  std::int64_t value = 0;
  for (std::size_t i = start; whole && i < text.size(); ++i) {
    whole = text[i] >= '0' && text[i] <= '9';
    value = value * 10 + (text[i] - '0');
  }
  if (start == 1) value = -value;
  if (!whole || value < low || value > high) return Error{"expected " + expected + ", got " + text, key};
  out = value;
  return ok_status();
}

}  // namespace fm
