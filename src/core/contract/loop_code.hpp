// The training-loop code each implementation is: what a reader holds against their own loop
// (the code people write that computes it), when it gives another value than the contract, and
// the change to the repair. Every embed shows it, so that a reader can say "that's my code".
// The code is PyTorch as people write it: a micro-batch (x, y) of a window of accum_steps
// micro-batches, a cross-entropy whose ignore_index (-100) masks padding.
#pragma once

#include <string_view>

namespace fm {

struct LoopCode {
  std::string_view code;        // the loss line(s), with "# or:" lines for other code that computes the same
  std::string_view wrong_when;  // when it differs from the repair, and the everyday causes
  std::string_view diff;        // a unified diff from `code` to the repair; "" for the repair itself
};

const LoopCode& broken_loop();
const LoopCode& unsuccessful_fix_loop();
const LoopCode& repair_loop();

}  // namespace fm
