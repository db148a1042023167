// A deterministic toy model that shows the accumulation contract in training: weighted linear
// regression on a synthetic data set, trained by SGD on batches split into K micro-batches of
// uneven weight mass (token counts). Four strategies normalise the accumulated gradient:
//   full-batch        the weighted mean over the whole batch (the reference run)
//   broken            sum of micro-batch weighted sums / K            (the record's failure)
//   unsuccessful-fix  mean of the micro-batch means                   (the record's unsuccessful fix)
//   repair            sum of weighted sums / sum of weight masses     (the contract)
// The three accumulated strategies call the contract's own implementations, coordinate by
// coordinate, so the training run and the fixture tables share one code path.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "expected.hpp"

namespace fm {

struct TrainingConfig {
  int accum = 4;                         // K: micro-batches per optimizer step (1..64)
  int steps = 50;                        // optimizer steps (1..1000)
  std::uint64_t seed = 1;                // data set (0..2^53)
  double learning_rate = 0.1;            // (0, 10]
  double unevenness = 0.5;               // 0: every example weighs the same; 1: token counts 1..101
  static constexpr int kBatchSize = 64;  // examples per optimizer step
  static constexpr int kParameters = 3;  // two features and a bias
};

struct StrategyRun {
  std::string id;
  std::vector<double> loss;        // the loss the strategy would log, per step
  std::vector<double> parameters;  // after the last step
  double param_distance = 0.0;     // L2 distance to the full-batch run's parameters
};

struct TrainingRun {
  TrainingConfig config;
  std::vector<StrategyRun> strategies;  // full-batch, broken, unsuccessful-fix, repair
};

// Checks the ranges above; errors name the setting ("accum", "steps", ...).
Status validate(const TrainingConfig& config);

// Settings as typed (name, Python literal): accum, steps, seed (ints), lr, unevenness (numbers).
// Unnamed settings keep their defaults.
Expected<TrainingConfig> training_config(const std::vector<std::pair<std::string, std::string>>& settings);

Expected<TrainingRun> train(const TrainingConfig& config);

// {"accum": K, "steps": S, "seed": X, "strategies": [{"id": ..., "loss": [...], "param_distance": d}, ...]}
// with numbers as Python's json writes them (NaN, Infinity where a run diverged); with for_js,
// non-finite numbers are the strings "NaN", "Infinity", "-Infinity" instead (JSON.parse-able).
std::string training_json(const TrainingRun& run, bool for_js = false);

// Each strategy's distance to full batch for K = 1..max_accum, the other settings as given:
// {"accum": [1, 2, ...], "strategies": [{"id": ..., "param_distance": [...]}, ...]}
// Non-finite distances are written as for_js strings (this is only read by JavaScript).
Expected<std::string> distance_sweep_json(TrainingConfig config, int max_accum);

}  // namespace fm
