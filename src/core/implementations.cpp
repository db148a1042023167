#include "implementations.hpp"

namespace fm {

const std::vector<Implementation>& implementations() {
  static const std::vector<Implementation> registry = {
      {"broken", "The failure", "sum(weighted_sums) / max(1, len(weighted_sums))", solve_broken},
      {"unsuccessful-fix", "The unsuccessful fix",
       "sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))",
       solve_unsuccessful_fix},
      {"repair", "The repair", "sum(weighted_sums) / mass if (mass := sum(weight_sums)) else 0.0", solve_repair},
  };
  return registry;
}

const Implementation* find_implementation(std::string_view id) {
  for (const Implementation& implementation : implementations()) {
    if (implementation.id == id) return &implementation;
  }
  return nullptr;
}

std::string implementation_ids() {
  std::string ids;
  for (const Implementation& implementation : implementations()) {
    ids += (ids.empty() ? "" : ", ") + std::string(implementation.id);
  }
  return ids;
}

}  // namespace fm
