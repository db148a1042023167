#include "implementations.hpp"

#include "explanation.hpp"
#include "fixtures.hpp"

namespace fm {

namespace {
Expected<PyValue> solve(Expected<PyValue> (*finish)(const ExactSums&), const Batches& weighted_sums,
                        const Batches& weight_sums) {
  if (weighted_sums.size() != weight_sums.size()) {
    return Error{unequal_lists_message(weighted_sums.size(), weight_sums.size())};
  }
  ExactSums sums;
  for (std::size_t i = 0; i < weighted_sums.size(); ++i) sums.add(weighted_sums[i], weight_sums[i]);
  return finish(sums);
}
}  // namespace

Expected<PyValue> solve_broken(const Batches& weighted_sums, const Batches& weight_sums) {
  return solve(finish_broken, weighted_sums, weight_sums);
}

Expected<PyValue> solve_unsuccessful_fix(const Batches& weighted_sums, const Batches& weight_sums) {
  return solve(finish_unsuccessful_fix, weighted_sums, weight_sums);
}

Expected<PyValue> solve_repair(const Batches& weighted_sums, const Batches& weight_sums) {
  return solve(finish_repair, weighted_sums, weight_sums);
}

const std::vector<Implementation>& implementations() {
  static const std::vector<Implementation> registry = {
      {"broken", "The failure", "÷ number of micro-batches", "sum(weighted_sums) / max(1, len(weighted_sums))",
       "5f2acf9a59aaa99483595e3cae6e0327ec0a55821785c3d2b6936c3ad2598a94", false, &broken_loop(), solve_broken,
       explain_broken},
      {"unsuccessful-fix", "The unsuccessful fix", "mean of micro-batch means",
       "sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))",
       "a135344a6ee6523f85a7ffa51aee2ea52bf326a724e351a9ea1a875a408299a0", false, &unsuccessful_fix_loop(),
       solve_unsuccessful_fix, explain_unsuccessful_fix},
      {"repair", "The repair", "÷ total weight mass",
       "sum(weighted_sums) / mass if (mass := sum(weight_sums)) else 0.0", "", true, &repair_loop(), solve_repair,
       explain_repair},
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

std::string solve_source(const Implementation& implementation) {
  return "def solve(weighted_sums, weight_sums):\n    return " + std::string(implementation.python) + "\n";
}

}  // namespace fm
