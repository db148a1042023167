// Writes JSON with Python's json.dumps layout (", " between items, ": " after keys), so every
// JSON text the core produces — the reference's line included — comes from one place.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fm {

class PyValue;

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view name);
  JsonWriter& string(std::string_view text);
  JsonWriter& number(const PyValue& value);     // as json.dumps writes a Python int or float
  JsonWriter& repr_text(const PyValue& value);  // the string repr() gives: "0.1", "inf", "nan"
  // For JavaScript readers: a finite double as repr() writes it, a non-finite one as the text
  // "NaN", "Infinity" or "-Infinity" (JSON.parse cannot read Python's bare NaN).
  JsonWriter& js_number(double value);
  JsonWriter& integer(std::int64_t value);
  JsonWriter& boolean(bool value);
  JsonWriter& null();
  JsonWriter& raw(std::string_view json);  // an already written JSON value

  // Shorthands for a member: key(name).string(text), ...
  JsonWriter& member(std::string_view name, std::string_view text) { return key(name).string(text); }

  // Room for the whole text, when the caller can tell its size: no copying as it grows.
  void reserve(std::size_t bytes) { out_.reserve(bytes); }
  std::string take() { return std::move(out_); }
  std::size_t size() const { return out_.size(); }  // the text written so far, in bytes

 private:
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  void before_value();
  // ", " and ": " as two push_backs: inline, where appending a string_view is a library call.
  void append_pair(char first, char second) {
    out_ += first;
    out_ += second;
  }
  std::string out_;
  // Per open container, whether no item is written yet. A string of flags, not vector<bool>:
  // it reuses the string code every view already links (vector<bool> costs the page ~1.8 KB).
  std::string first_;
  bool after_key_ = false;
};

}  // namespace fm
