// Custom fixtures: reading and writing the {"fixtures": [...]} document.

#include "fixtures.hpp"
#include "json_tree.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "utf8.hpp"

namespace fm {

std::string unequal_lists_message(std::size_t weighted_sums, std::size_t weight_sums) {
  const auto values = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " value" : " values"); };
  return "weighted_sums has " + values(weighted_sums) + " but weight_sums has " + values(weight_sums) +
         "; each micro-batch needs both";
}

namespace {

std::string at(const std::string& path, const JsonNode& node) { return path + " (" + json_position(node) + ")"; }

Error wrong_kind(const std::string& path, const JsonNode& node, const std::string& wanted) {
  return Error{at(path, node) + ": expected " + wanted + ", found " + json_kind_name(node)};
}

// The members of an object that are read, by name, as a Python dict from json.loads holds them:
// of a repeated key the last value counts, and other keys are ignored (nobody reads them).
Expected<std::vector<const JsonNode*>> members_of(const std::string& path, const JsonNode& node,
                                                  const std::vector<std::string>& wanted) {
  if (node.kind != JsonNode::Kind::Object) return wrong_kind(path, node, "an object");
  std::vector<const JsonNode*> found(wanted.size(), nullptr);
  for (const auto& [name, value] : node.members) {
    for (std::size_t index = 0; index < wanted.size(); ++index) {
      if (wanted[index] == name) found[index] = &value;
    }
  }
  for (std::size_t index = 0; index < wanted.size(); ++index) {
    if (!found[index]) return Error{at(path, node) + ": missing key \"" + wanted[index] + "\""};
  }
  return found;
}

Expected<PyValue> read_number(const std::string& path, const JsonNode& node) {
  if (node.kind != JsonNode::Kind::Number) return wrong_kind(path, node, "a number");
  Expected<PyValue> value = parse_json_number(node.text);
  if (!value) return with_context(at(path, node), value.error());
  return value;
}

Expected<std::vector<PyValue>> read_numbers(const std::string& path, const JsonNode& node) {
  if (node.kind != JsonNode::Kind::Array) return wrong_kind(path, node, "an array of numbers");
  if (node.items.size() > FixtureLimits::kMaxBatches) {
    return Error{at(path, node) + ": " + std::to_string(node.items.size()) + " batches; the limit is " +
                 std::to_string(FixtureLimits::kMaxBatches)};
  }
  std::vector<PyValue> values;
  values.reserve(node.items.size());
  for (std::size_t i = 0; i < node.items.size(); ++i) {
    Expected<PyValue> value = read_number(path + "[" + std::to_string(i) + "]", node.items[i]);
    if (!value) return value.error();
    values.push_back(*value);
  }
  return values;
}

Expected<std::string> read_label(const std::string& path, const JsonNode& node) {
  if (node.kind != JsonNode::Kind::String) return wrong_kind(path, node, "a string");
  if (node.text.size() > FixtureLimits::kMaxLabelBytes) {
    return Error{at(path, node) + ": the label is " + std::to_string(node.text.size()) + " bytes long; the limit is " +
                 std::to_string(FixtureLimits::kMaxLabelBytes)};
  }
  if (!is_valid_utf8(node.text)) {
    return Error{at(path, node) + ": the label is not valid Unicode text (a lone surrogate escape?)"};
  }
  return node.text;
}

Expected<Fixture> read_fixture(const std::string& path, const JsonNode& node) {
  auto members = members_of(path, node, {"check", "weighted_sums", "weight_sums", "expected"});
  if (!members) return members.error();
  const auto& m = *members;
  Expected<std::string> check = read_label(path + ".check", *m[0]);
  if (!check) return check.error();
  Expected<std::vector<PyValue>> weighted_sums = read_numbers(path + ".weighted_sums", *m[1]);
  if (!weighted_sums) return weighted_sums.error();
  Expected<std::vector<PyValue>> weight_sums = read_numbers(path + ".weight_sums", *m[2]);
  if (!weight_sums) return weight_sums.error();
  if (weighted_sums->size() != weight_sums->size()) {
    return Error{at(path, node) + ": " + unequal_lists_message(weighted_sums->size(), weight_sums->size())};
  }
  Expected<PyValue> expected = read_number(path + ".expected", *m[3]);
  if (!expected) return expected.error();
  return Fixture{std::move(check).value(), std::move(weighted_sums).value(), std::move(weight_sums).value(), *expected};
}

}  // namespace

Expected<std::vector<Fixture>> read_fixtures(std::string_view json) {
  if (json.size() > FixtureLimits::kMaxDocumentBytes) {
    return Error{"the fixtures document is " + std::to_string(json.size()) + " bytes; the limit is " +
                 std::to_string(FixtureLimits::kMaxDocumentBytes) + " (1 MiB)"};
  }
  Expected<JsonNode> tree = parse_json_tree(json);
  if (!tree) return tree.error();
  auto top = members_of("document", *tree, {"fixtures"});
  if (!top) return top.error();
  const JsonNode& list = *(*top)[0];
  if (list.kind != JsonNode::Kind::Array) return wrong_kind("fixtures", list, "an array of fixtures");
  if (list.items.size() > FixtureLimits::kMaxFixtures) {
    return Error{at("fixtures", list) + ": " + std::to_string(list.items.size()) + " fixtures; the limit is " +
                 std::to_string(FixtureLimits::kMaxFixtures)};
  }
  std::vector<Fixture> fixtures;
  fixtures.reserve(list.items.size());
  for (std::size_t i = 0; i < list.items.size(); ++i) {
    Expected<Fixture> fixture = read_fixture("fixtures[" + std::to_string(i) + "]", list.items[i]);
    if (!fixture) return fixture.error();
    fixtures.push_back(std::move(fixture).value());
  }
  return fixtures;
}

namespace {
void write_list(JsonWriter& w, const std::vector<PyValue>& values) {
  w.begin_array();
  for (const PyValue& value : values) w.number(value);
  w.end_array();
}
}  // namespace

std::string write_fixtures(const std::vector<Fixture>& fixtures) {
  JsonWriter w;
  w.begin_object().key("fixtures").begin_array();
  for (const Fixture& f : fixtures) {
    w.begin_object().member("check", f.check);
    write_list(w.key("weighted_sums"), f.weighted_sums);
    write_list(w.key("weight_sums"), f.weight_sums);
    w.key("expected").number(f.expected).end_object();
  }
  w.end_array().end_object();
  return w.take();
}

}  // namespace fm
