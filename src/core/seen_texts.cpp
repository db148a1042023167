#include "seen_texts.hpp"

#include <functional>

namespace fm {

namespace {
std::uint32_t hash_of(std::string_view text) { return static_cast<std::uint32_t>(std::hash<std::string_view>{}(text)); }
}  // namespace

bool SeenTexts::insert(std::string_view text) {
  if (2 * (texts_.size() + 1) > slots_.size()) grow();  // at most half full
  const std::uint32_t hash = hash_of(text);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const std::uint64_t slot = slots_[i];
    if (slot == 0) {
      texts_.push_back(text);
      slots_[i] = std::uint64_t{hash} << 32 | texts_.size();
      return true;
    }
    if (slot >> 32 == hash && same_text(texts_[(slot & 0xFFFFFFFFu) - 1], text)) return false;
  }
}

void SeenTexts::grow() {
  std::vector<std::uint64_t> slots(slots_.empty() ? 64 : 2 * slots_.size(), 0);
  const std::size_t mask = slots.size() - 1;
  for (const std::uint64_t slot : slots_) {
    if (slot == 0) continue;
    std::size_t i = (slot >> 32) & mask;
    while (slots[i] != 0) i = (i + 1) & mask;
    slots[i] = slot;
  }
  slots_.swap(slots);
}

}  // namespace fm
