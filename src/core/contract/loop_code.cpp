#include "loop_code.hpp"

namespace fm {

// The string macros below join the literals beside them, which clang-format cannot see.
// clang-format off

// The repair's two lines, which every diff ends in: the window's weight mass counted before its
// first forward pass, and a summed loss divided by it (max(…, 1): zero mass yields zero, as the
// contract says, where 0 / 0 is nan).
#define FM_REPAIR_COUNT "tokens_in_window = sum((y != -100).sum() for _, y in window)"
#define FM_REPAIR_LOSS "loss = F.cross_entropy(model(x), y, reduction=\"sum\") / max(tokens_in_window, 1)"

const LoopCode& broken_loop() {
  static constexpr LoopCode code = {
      "loss = F.cross_entropy(model(x), y, reduction=\"sum\") / accum_steps\n"
      "# or: token_loss.sum() / accum_steps",
      "Off in scale unless each micro-batch's weight mass is 1: the repair's loss times the mean tokens per "
      "micro-batch, which change from step to step.",
      "+" FM_REPAIR_COUNT "\n"
      " for x, y in window:\n"
      "-    loss = F.cross_entropy(model(x), y, reduction=\"sum\") / accum_steps\n"
      "+    " FM_REPAIR_LOSS,
  };
  return code;
}

const LoopCode& unsuccessful_fix_loop() {
  static constexpr LoopCode code = {
      "loss = F.cross_entropy(model(x), y) / accum_steps\n"
      "# or: torch.stack(micro_batch_means).mean()\n"
      "# or: a Hugging Face Trainer without num_items_in_batch",
      "Wrong when a step's micro-batches carry unequal weight mass (padding masked with ignore_index, packing, "
      "a short last batch, sample weights): a small micro-batch's tokens weigh more. Equal micro-batches give "
      "the repair's value.",
      "+" FM_REPAIR_COUNT "\n"
      " for x, y in window:\n"
      "-    loss = F.cross_entropy(model(x), y) / accum_steps\n"
      "+    " FM_REPAIR_LOSS,
  };
  return code;
}

const LoopCode& repair_loop() {
  static constexpr LoopCode code = {
      FM_REPAIR_COUNT "\n"
      FM_REPAIR_LOSS "\n"
      "# or: a Hugging Face Trainer given num_items_in_batch",
      "Right at any weight mass: each token weighs 1 / (the window's tokens); with sample weights, divide by "
      "their sum over the window. A window of padding alone gives 0.0.",
      "",
  };
  return code;
}

#undef FM_REPAIR_COUNT
#undef FM_REPAIR_LOSS

// clang-format on

}  // namespace fm
