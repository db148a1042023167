// The request of one call across the WebAssembly boundary: a JSON object whose members the call
// names. Every binding takes one such text (explore's and render's readers predate this one and
// read their own). Reading it refuses a text that is not an object and a key the call does not
// know (field "request", the keys listed), and a member of the wrong type (the member's name as
// the field, "expected text, got a number"). null is a wrong type, not an absent member: the JS
// leaves an option out when it is not given.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "expected.hpp"
#include "json_tree.hpp"

namespace fm {

class JsonRequest {
 public:
  // `keys`: every key the call reads, in the order an error lists them. A request holds a few
  // members (at most one level of nesting below them); their texts may be long.
  static Expected<JsonRequest> read(std::string_view json, std::initializer_list<std::string_view> keys,
                                    const JsonLimits& limits = JsonLimits{4, 1000});

  bool has(std::string_view key) const { return find(key) != nullptr; }
  const JsonNode* find(std::string_view key) const;

  // A text member, left as it is when absent. `expected` says what it holds ("text such as \"0.1\"").
  Status text(std::string_view key, std::optional<std::string>& out, std::string_view expected = "text") const;
  // A text member the call cannot do without: absent is an error too.
  Status required_text(std::string_view key, std::string& out, std::string_view expected = "text") const;
  Status boolean(std::string_view key, bool& out) const;
  // A whole number from low to high (inclusive), as JSON writes one ("32", not "32.0").
  Status integer(std::string_view key, std::int64_t low, std::int64_t high, std::int64_t& out) const;

 private:
  explicit JsonRequest(JsonNode root) : root_(std::move(root)) {}
  JsonNode root_;
};

}  // namespace fm
