// The request of one call across the WebAssembly boundary: a JSON object whose members the call
// names. Every binding takes one such text (render's reader predates this one and reads its own).
// Reading it refuses a text that is not an object and a key the call does not know
// (field "request", the keys listed), and a member of the wrong type (the member's name as the
// field: "expected text, got a number"). null is a wrong type, not an absent member: the JS leaves
// an option out when it is not given.
// Written for size (the page's module carries it): one reader, driven by a list of members.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "expected.hpp"
#include "json_tree.hpp"

namespace fm {

// A text member: its key, where it goes (left as it is when absent), what it holds (for the
// error: "text such as \"0.1\""), and whether the call cannot do without it.
struct RequestText {
  const char* key;
  std::optional<std::string>* target;
  const char* expected = "text";
  bool required = false;
};

// Reads `json`, an object whose keys are the text members' and `other_keys`, each text member
// into its target. Returns the object, for the members of other types (read_boolean,
// read_whole_number, or a list). A request holds a few members (by default at most one level of
// nesting below them: `limits`), whose texts may be long.
Expected<JsonNode> read_request(std::string_view json, std::initializer_list<RequestText> texts,
                                std::initializer_list<const char*> other_keys = {},
                                const JsonLimits& limits = JsonLimits{4, 1000});

// Whether a request object (as read_request returns it) has the member (null included).
bool has_member(const JsonNode& request, const char* key);

// A true/false member of a request object, left as it is when absent.
Status read_boolean(const JsonNode& request, const char* key, bool& out);

// A whole number from low to high (inclusive), as JSON writes one ("32", not "32.0"), left as it
// is when absent.
Status read_whole_number(const JsonNode& request, const char* key, std::int64_t low, std::int64_t high,
                         std::int64_t& out);

}  // namespace fm
