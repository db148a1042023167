// A set of texts, for telling a step that appears twice in a log. Open addressing over views
// (the texts belong to the log, which outlives the set), with each slot holding part of its
// text's hash so that a probe rarely needs to compare texts.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace fm {

// a == b, inline: step texts are short, and a row compares its step with the one before.
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

 private:
  void grow();
  std::vector<std::string_view> texts_;
  std::vector<std::uint64_t> slots_;  // hash << 32 | (1 + index into texts_); 0 is a free slot
};

}  // namespace fm
