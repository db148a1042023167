// A set of texts, for telling a step that appears twice in a log. Open addressing over views
// (the texts belong to the log, which outlives the set), each slot holding part of its text's
// hash so that a probe rarely compares texts. Texts the caller knows to be new can be added
// without a lookup; they are hashed when a lookup first needs them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace fm {

// a == b, inline: step texts are short, and every row compares its step with the one before.
inline bool same_text(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

class SeenTexts {
 public:
  // False when the text was already there.
  bool insert(std::string_view text);
  // A text that is not there yet (the caller knows).
  void add_new(std::string_view text) { texts_.push_back(text); }

 private:
  void place(std::uint32_t hash, std::size_t index);
  void grow();
  std::vector<std::string_view> texts_;
  std::size_t placed_ = 0;            // texts_[0, placed_) are in the slots
  std::vector<std::uint64_t> slots_;  // hash << 32 | (1 + index into texts_); 0 is a free slot
};

}  // namespace fm
