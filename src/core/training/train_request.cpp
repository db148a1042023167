#include "train_request.hpp"

#include <optional>
#include <utility>
#include <vector>

#include "json_request.hpp"
#include "json_writer.hpp"

namespace fm {

Expected<TrainRequest> read_train_request(std::string_view json) {
  constexpr const char* kLiteral = "text, a Python literal such as \"4\"";
  std::optional<std::string> texts[5];
  const char* const names[5] = {"accum", "steps", "seed", "lr", "unevenness"};
  const Expected<JsonNode> request = read_request(json,
                                                  {{names[0], &texts[0], kLiteral},
                                                   {names[1], &texts[1], kLiteral},
                                                   {names[2], &texts[2], kLiteral},
                                                   {names[3], &texts[3], kLiteral},
                                                   {names[4], &texts[4], kLiteral}},
                                                  {"maxAccum", "sweep"});
  if (!request) return request.error();
  std::vector<std::pair<std::string, std::string>> settings;
  for (int i = 0; i < 5; ++i) {
    if (texts[i]) settings.emplace_back(names[i], std::move(*texts[i]));
  }
  Expected<TrainingConfig> config = training_config(settings);
  if (!config) return config.error();
  TrainRequest train{*config};
  std::int64_t max_accum = train.max_accum;
  if (Status read = read_whole_number(*request, "maxAccum", 1, TrainingConfig::kBatchSize, max_accum); !read) {
    return read.error();
  }
  train.max_accum = static_cast<int>(max_accum);
  if (Status read = read_boolean(*request, "sweep", train.sweep); !read) return read.error();
  return train;
}

Expected<std::string> train_answer_json(const TrainRequest& request) {
  const Expected<TrainingRun> run = train(request.config);
  if (!run) return run.error();
  JsonWriter w;
  w.begin_object().key("run").raw(training_json(*run, true)).key("sweep");
  if (request.sweep) {
    const Expected<std::string> sweep = distance_sweep_json(request.config, request.max_accum);
    if (!sweep) return sweep.error();
    w.raw(*sweep);
  } else {
    w.null();
  }
  return w.end_object().take();
}

}  // namespace fm
