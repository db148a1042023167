#include "json_tree.hpp"

#include <algorithm>
#include <cstring>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>
#include <rapidjson/stream.h>

#include "utf8.hpp"

namespace fm {

namespace {

struct Position {
  int line;
  int column;
};

// Line and column (in characters, 1-based) of a byte offset.
Position position_of(std::string_view text, std::size_t offset) {
  Position position{1, 1};
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      position = {position.line + 1, 1};
    } else if (!is_utf8_continuation(text[i])) {
      ++position.column;  // count UTF-8 lead bytes only
    }
  }
  return position;
}

std::string describe(Position position) {
  return "line " + std::to_string(position.line) + ", column " + std::to_string(position.column);
}

// A number token that RapidJSON would refuse though Python's json reads it: NaN, Infinity,
// -Infinity, and numbers whose exponent or digits look too large to RapidJSON ("0e400" is 0.0 in
// Python, "1e400" is inf). Before parsing, each is overwritten with "0" and spaces (the same
// length, so every position holds), and the tree gets its text back; whether the value may be
// used is decided where it is read, as Python only fails where a value is used.
struct Placeholder {
  std::size_t start;      // offset of the token (and of the "0" that stands in for it)
  std::string_view text;  // the token as written
};

bool is_json_number(std::string_view t) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t start = i;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    return i > start;
  };
  if (i < t.size() && t[i] == '-') ++i;
  if (i < t.size() && t[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < t.size() && t[i] == '.' && (++i, !digits())) return false;
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == t.size();
}

// One pass over the text, strings skipped: linear, whatever the document holds.
std::vector<Placeholder> put_placeholders(std::string& buffer, std::string_view text) {
  std::vector<Placeholder> placeholders;
  const auto token_char = [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '-' ||
           c == '.';
  };
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\') ++i;
      }
      ++i;
      continue;
    }
    if (!token_char(c)) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && token_char(text[end])) ++end;
    const std::string_view token = text.substr(i, end - i);
    const bool special = token == "NaN" || token == "Infinity" || token == "-Infinity";
    // Short plain numbers are always fine; an exponent or 16 and more characters may not be.
    const bool risky = token.size() > 15 || token.find_first_of("eE") != std::string_view::npos;
    if (special || (risky && is_json_number(token))) {
      buffer[i] = '0';
      std::fill(buffer.begin() + static_cast<std::ptrdiff_t>(i + 1), buffer.begin() + static_cast<std::ptrdiff_t>(end),
                ' ');
      placeholders.push_back({i, token});
    }
    i = end;
  }
  return placeholders;
}

class TreeBuilder {
 public:
  TreeBuilder(std::string_view text, const rapidjson::StringStream& stream, const JsonLimits& limits,
              const std::vector<Placeholder>& placeholders)
      : text_(text), stream_(stream), limits_(limits), placeholders_(placeholders) {}

  bool Null() { return leaf(JsonNode::Kind::Null); }
  bool Bool(bool value) {
    JsonNode* node = leaf_node(JsonNode::Kind::Bool);
    if (node) node->boolean = value;
    return node != nullptr;
  }
  // RapidJSON reads a number from a copy of the stream, so during this call stream_ is still at the
  // number's start.
  bool RawNumber(const char* text, rapidjson::SizeType length, bool) {
    while (next_placeholder_ < placeholders_.size() && placeholders_[next_placeholder_].start < stream_.Tell()) {
      ++next_placeholder_;
    }
    if (next_placeholder_ < placeholders_.size() && placeholders_[next_placeholder_].start == stream_.Tell()) {
      const std::string_view original = placeholders_[next_placeholder_++].text;
      return leaf_text(JsonNode::Kind::Number, original.data(), static_cast<rapidjson::SizeType>(original.size()));
    }
    return leaf_text(JsonNode::Kind::Number, text, length);
  }
  bool String(const char* text, rapidjson::SizeType length, bool) {
    return leaf_text(JsonNode::Kind::String, text, length);
  }
  bool Key(const char* text, rapidjson::SizeType length, bool) {
    open_.back()->members.emplace_back(std::string(text, length), JsonNode{});
    return true;
  }
  bool StartObject() { return open(JsonNode::Kind::Object); }
  bool EndObject(rapidjson::SizeType) { return close(); }
  bool StartArray() { return open(JsonNode::Kind::Array); }
  bool EndArray(rapidjson::SizeType) { return close(); }
  // Never called: numbers arrive as RawNumber (kParseNumbersAsStringsFlag).
  bool Int(int) { return false; }
  bool Uint(unsigned) { return false; }
  bool Int64(std::int64_t) { return false; }
  bool Uint64(std::uint64_t) { return false; }
  bool Double(double) { return false; }

  JsonNode& root() { return root_; }
  const std::string& limit_error() const { return limit_error_; }

 private:
  JsonNode* leaf_node(JsonNode::Kind kind) {
    if (++values_ > limits_.max_values) {
      limit_error_ = "more than " + std::to_string(limits_.max_values) + " values in one document";
      return nullptr;
    }
    JsonNode* node = next_slot();
    node->kind = kind;
    const Position position = position_of_stream();
    node->line = position.line;
    node->column = position.column;
    return node;
  }
  bool leaf(JsonNode::Kind kind) { return leaf_node(kind) != nullptr; }
  bool leaf_text(JsonNode::Kind kind, const char* text, rapidjson::SizeType length) {
    JsonNode* node = leaf_node(kind);
    if (node) node->text.assign(text, length);
    return node != nullptr;
  }
  bool open(JsonNode::Kind kind) {
    if (open_.size() >= limits_.max_depth) {
      limit_error_ = "nested deeper than " + std::to_string(limits_.max_depth) + " levels";
      return false;
    }
    JsonNode* node = leaf_node(kind);
    if (node) open_.push_back(node);
    return node != nullptr;
  }
  bool close() {
    open_.pop_back();
    return true;
  }
  // Where the next value goes. Nodes already in the tree never move while they are open: a
  // container's items only grow while it is the innermost open one.
  JsonNode* next_slot() {
    if (open_.empty()) return &root_;
    JsonNode* parent = open_.back();
    if (parent->kind == JsonNode::Kind::Array) {
      parent->items.emplace_back();
      return &parent->items.back();
    }
    return &parent->members.back().second;
  }
  Position position_of_stream() {
    // Positions are computed incrementally so that a large document stays linear.
    const std::size_t offset = stream_.Tell();
    for (; scanned_ < offset && scanned_ < text_.size(); ++scanned_) {
      if (text_[scanned_] == '\n') {
        position_ = {position_.line + 1, 1};
      } else if (!is_utf8_continuation(text_[scanned_])) {
        ++position_.column;
      }
    }
    return position_;
  }

  std::string_view text_;
  const rapidjson::StringStream& stream_;
  const JsonLimits& limits_;
  const std::vector<Placeholder>& placeholders_;
  std::size_t next_placeholder_ = 0;
  JsonNode root_;
  std::vector<JsonNode*> open_;
  std::size_t values_ = 0;
  std::size_t scanned_ = 0;
  Position position_{1, 1};
  std::string limit_error_;
};

}  // namespace

Expected<JsonNode> parse_json_tree(std::string_view text, const JsonLimits& limits) {
  // RapidJSON reads a NUL-terminated buffer; an embedded NUL byte is not JSON anyway.
  if (std::memchr(text.data(), '\0', text.size()) != nullptr) {
    const std::size_t offset = static_cast<const char*>(std::memchr(text.data(), '\0', text.size())) - text.data();
    return Error{describe(position_of(text, offset)) + ": a NUL byte is not allowed in JSON"};
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    return Error{"line 1, column 1: the document starts with a UTF-8 byte order mark, which JSON does not allow"};
  }
  // Our own UTF-8 check runs first: RapidJSON 1.1.0's validator reads past the end of a buffer
  // that ends inside a multi-byte sequence (found by tests/fuzz; see tests/fuzz/regressions).
  if (const std::size_t bad = invalid_utf8_offset(text); bad != std::string_view::npos) {
    return Error{describe(position_of(text, bad)) + ": the text is not valid UTF-8"};
  }
  std::string buffer = std::string(text) + '\0';  // RapidJSON reads up to a NUL
  const std::vector<Placeholder> placeholders = put_placeholders(buffer, text);
  rapidjson::StringStream stream(buffer.c_str());
  TreeBuilder builder(text, stream, limits, placeholders);
  rapidjson::Reader reader;
  constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseNumbersAsStringsFlag;
  const rapidjson::ParseResult result = reader.Parse<kFlags>(stream, builder);
  if (result) return std::move(builder.root());
  const std::string where = describe(position_of(text, result.Offset()));
  if (!builder.limit_error().empty()) return Error{where + ": " + builder.limit_error()};
  return Error{where + ": " + rapidjson::GetParseError_En(result.Code())};
}

std::string json_position(const JsonNode& node) {
  return "line " + std::to_string(node.line) + ", column " + std::to_string(node.column);
}

std::string json_kind_name(const JsonNode& node) {
  switch (node.kind) {
    case JsonNode::Kind::Null: return "null";
    case JsonNode::Kind::Bool: return node.boolean ? "true" : "false";
    case JsonNode::Kind::Number: return "a number";
    case JsonNode::Kind::String: return "a string";
    case JsonNode::Kind::Array: return "an array";
    case JsonNode::Kind::Object: return "an object";
  }
  return "a value";
}

}  // namespace fm
