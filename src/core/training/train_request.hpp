// The training panel's call: the settings as typed (Python literals) and how far the sweep of K
// goes, read from one JSON request, and its answer, the run at K and the sweep.
#pragma once

#include <string>
#include <string_view>

#include "expected.hpp"
#include "training.hpp"

namespace fm {

struct TrainRequest {
  TrainingConfig config;
  int max_accum = 32;  // the sweep's largest K (1..64)
  bool sweep = true;   // false: no sweep (it does not depend on K, so moving K alone skips it)
};

// {"accum": "4", "steps": "50", "seed": "1", "lr": "0.1", "unevenness": "0.5", "maxAccum": 32,
//  "sweep": true}, every key optional (the defaults as shown). Errors carry the field: a
// setting's name, "maxAccum", "sweep" or "request".
Expected<TrainRequest> read_train_request(std::string_view json);

// {"run": training_json(run at K, for JS), "sweep": distance_sweep_json(...) | null}
Expected<std::string> train_answer_json(const TrainRequest& request);

}  // namespace fm
