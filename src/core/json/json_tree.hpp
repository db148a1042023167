// A JSON document read into a small tree that keeps every number as the literal it was written
// as, so that ints and floats stay apart and nothing is rounded before we classify it.
// Parsing is RapidJSON's (iterative); the text is checked to be UTF-8 first (ours, see
// json_tree.cpp); this only builds the tree.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "expected.hpp"

namespace fm {

struct JsonLimits {
  std::size_t max_depth = 64;
  std::size_t max_values = 100000;
};

struct JsonNode {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  std::string text;  // a string's contents, or a number exactly as written
  std::vector<JsonNode> items;
  std::vector<std::pair<std::string, JsonNode>> members;  // in document order
  int line = 1;                                           // where the value starts, for error messages
  int column = 1;
};

// Errors name the line and column: "line 3, column 17: Missing a comma or ']' after an array element."
Expected<JsonNode> parse_json_tree(std::string_view text, const JsonLimits& limits = {});

// "line 3, column 17" of a node.
std::string json_position(const JsonNode& node);

// A short name of the node's kind for messages ("a string", "an array").
std::string json_kind_name(const JsonNode& node);

}  // namespace fm
