#include "train_request.hpp"

#include <optional>
#include <utility>
#include <vector>

#include "json_request.hpp"
#include "json_writer.hpp"

namespace fm {

Expected<TrainRequest> read_train_request(std::string_view json) {
  constexpr const char* kSettings[] = {"accum", "steps", "seed", "lr", "unevenness"};
  const Expected<JsonRequest> request =
      JsonRequest::read(json, {"accum", "steps", "seed", "lr", "unevenness", "maxAccum", "sweep"});
  if (!request) return request.error();
  std::vector<std::pair<std::string, std::string>> settings;
  for (const char* name : kSettings) {
    std::optional<std::string> text;
    if (Status read = request->text(name, text, "text, a Python literal such as \"4\""); !read) return read.error();
    if (text) settings.emplace_back(name, std::move(*text));
  }
  Expected<TrainingConfig> config = training_config(settings);
  if (!config) return config.error();
  TrainRequest train{*config};
  std::int64_t max_accum = train.max_accum;
  if (Status read = request->integer("maxAccum", 1, TrainingConfig::kBatchSize, max_accum); !read) return read.error();
  train.max_accum = static_cast<int>(max_accum);
  if (Status read = request->boolean("sweep", train.sweep); !read) return read.error();
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
