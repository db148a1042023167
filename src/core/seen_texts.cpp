#include "seen_texts.hpp"

#include <functional>

namespace fm {

namespace {
std::uint32_t hash_of(std::string_view text) { return static_cast<std::uint32_t>(std::hash<std::string_view>{}(text)); }
}  // namespace

void SeenTexts::place(std::uint32_t hash, std::size_t index) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = hash & mask;
  while (slots_[i] != 0) i = (i + 1) & mask;
  slots_[i] = std::uint64_t{hash} << 32 | (index + 1);
}

void SeenTexts::grow() {
  std::size_t size = slots_.empty() ? 64 : slots_.size();
  while (size < 2 * (texts_.size() + 1)) size *= 2;  // at most half full
  std::vector<std::uint64_t> old(size, 0);
  old.swap(slots_);
  for (const std::uint64_t slot : old) {
    if (slot != 0) place(static_cast<std::uint32_t>(slot >> 32), (slot & 0xFFFFFFFFu) - 1);
  }
}

bool SeenTexts::insert(std::string_view text) {
  if (slots_.size() < 2 * (texts_.size() + 1)) grow();
  for (; placed_ < texts_.size(); ++placed_) place(hash_of(texts_[placed_]), placed_);
  const std::uint32_t hash = hash_of(text);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const std::uint64_t slot = slots_[i];
    if (slot == 0) {
      texts_.push_back(text);
      slots_[i] = std::uint64_t{hash} << 32 | texts_.size();
      ++placed_;
      return true;
    }
    if (slot >> 32 == hash && same_text(texts_[(slot & 0xFFFFFFFFu) - 1], text)) return false;
  }
}

}  // namespace fm
