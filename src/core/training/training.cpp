#include "training.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

#include "implementations.hpp"
#include "json_text.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "py_sum.hpp"

namespace fm {

namespace {

constexpr int kParams = TrainingConfig::kParameters;
using Vector = std::array<double, kParams>;

struct Example {
  Vector x;  // features, the last one the constant 1 (bias)
  double y;
  double weight;  // the example's token count, scaled (see make_data)
};

// Doubles from the engine's bits, not std::uniform_real_distribution, whose output differs
// between standard libraries: the native CLI and the WebAssembly page must agree exactly.
double uniform(std::mt19937_64& engine) { return static_cast<double>(engine() >> 11) * 0x1.0p-53; }

// One batch per step. Longer examples (more tokens) have a slightly higher target, so a mean
// that ignores mass is biased, as in language-model training where loss varies with length.
std::vector<std::vector<Example>> make_data(const TrainingConfig& config) {
  std::mt19937_64 engine(config.seed);
  const double spread = std::floor(100.0 * config.unevenness);
  const double mean_tokens = 1.0 + spread / 2.0;
  // Scaled so that a micro-batch's expected weight mass is 1: the broken divisor (K) then equals
  // the total mass on average, and the failure shows as the fluctuation around it.
  const double scale = static_cast<double>(config.accum) / (TrainingConfig::kBatchSize * mean_tokens);
  std::vector<std::vector<Example>> batches(static_cast<std::size_t>(config.steps));
  for (auto& batch : batches) {
    for (int i = 0; i < TrainingConfig::kBatchSize; ++i) {
      const double tokens = 1.0 + std::floor(uniform(engine) * (spread + 1.0));
      const double x1 = 2.0 * uniform(engine) - 1.0;
      const double x2 = 2.0 * uniform(engine) - 1.0;
      const double noise = 0.1 * (2.0 * uniform(engine) - 1.0);
      const double y = 2.0 * x1 - 3.0 * x2 + 0.5 + 0.5 * (tokens / mean_tokens - 1.0) + noise;
      batch.push_back({{x1, x2, 1.0}, y, tokens * scale});
    }
  }
  return batches;
}

struct StepTotals {
  std::vector<PyValue> weighted_sums[kParams + 1];  // per micro-batch: gradient coordinates, then loss
  std::vector<PyValue> masses;
};

// Per micro-batch weighted sums of the gradient and loss, and weight masses.
StepTotals accumulate(const std::vector<Example>& batch, const Vector& w, int micro_batches) {
  StepTotals totals;
  const int size = static_cast<int>(batch.size());
  for (int k = 0; k < micro_batches; ++k) {
    const int begin = k * size / micro_batches;
    const int end = (k + 1) * size / micro_batches;
    // Python's sum() over the micro-batch, one accumulator per coordinate (no lists needed).
    PySum terms[kParams + 1];
    PySum mass;
    for (int i = begin; i < end; ++i) {
      const Example& e = batch[static_cast<std::size_t>(i)];
      double prediction = 0.0;
      for (int j = 0; j < kParams; ++j) prediction += w[j] * e.x[j];
      const double residual = prediction - e.y;
      for (int j = 0; j < kParams; ++j) terms[j].add(PyValue::make_float(e.weight * residual * e.x[j]));
      terms[kParams].add(PyValue::make_float(e.weight * 0.5 * residual * residual));
      mass.add(PyValue::make_float(e.weight));
    }
    // Sums of floats: result() cannot fail.
    for (int j = 0; j <= kParams; ++j) totals.weighted_sums[j].push_back(terms[j].result().value());
    totals.masses.push_back(mass.result().value());
  }
  return totals;
}

// The strategies, in the output's order: the full batch is one micro-batch normalised by its mass
// (the contract with K = 1); the three implementations normalise K micro-batches. (The solve_*
// functions, not the registry: the lab's module needs no titles, sources or explanations.)
struct Strategy {
  const char* id;
  SolveFunction solve;
  bool full_batch;
};
constexpr Strategy kStrategies[] = {{"full-batch", solve_repair, true},
                                    {"broken", solve_broken, false},
                                    {"unsuccessful-fix", solve_unsuccessful_fix, false},
                                    {"repair", solve_repair, false}};

StrategyRun run_strategy(const Strategy& strategy, const std::vector<std::vector<Example>>& data,
                         const TrainingConfig& config) {
  const SolveFunction solve = strategy.solve;
  const int micro_batches = strategy.full_batch ? 1 : config.accum;
  StrategyRun run{strategy.id, {}, {}, 0.0};
  Vector w{0.0, 0.0, 0.0};
  for (const auto& batch : data) {
    const StepTotals totals = accumulate(batch, w, micro_batches);
    std::array<double, kParams + 1> normalised{};
    for (int j = 0; j <= kParams; ++j)
      normalised[j] = solve(totals.weighted_sums[j], totals.masses).value().to_double();
    run.loss.push_back(normalised[kParams]);
    for (int j = 0; j < kParams; ++j) w[j] -= config.learning_rate * normalised[j];
  }
  run.parameters.assign(w.begin(), w.end());
  return run;
}

double distance(const std::vector<double>& a, const std::vector<double>& b) {
  double squares = 0.0;
  for (std::size_t j = 0; j < a.size(); ++j) squares += (a[j] - b[j]) * (a[j] - b[j]);
  return std::sqrt(squares);
}

}  // namespace

namespace {
// The settings' ranges, stated once: validate() checks a config built in code against them, and
// training_config() checks each given value, quoting it.
struct SettingRange {
  const char* name;
  double low;
  bool low_included;
  double high;
  const char* expectation;
};
constexpr SettingRange kRanges[] = {
    {"accum", 1, true, TrainingConfig::kBatchSize, "K, a whole number from 1 to 64"},
    {"steps", 1, true, 1000, "a whole number from 1 to 1000"},
    {"seed", 0, true, static_cast<double>(kMaxExactInt), "a whole number from 0 to 2^53"},
    {"lr", 0, false, 10, "a learning rate above 0 and at most 10"},
    {"unevenness", 0, true, 1, "a number from 0 to 1"},
};

const SettingRange* range_of(const std::string& name) {
  for (const SettingRange& range : kRanges) {
    if (name == range.name) return &range;
  }
  return nullptr;
}

bool within(const SettingRange& range, double x) {
  return (range.low_included ? x >= range.low : x > range.low) && x <= range.high;  // NaN is outside
}

Error outside(const SettingRange& range) { return Error{std::string("expected ") + range.expectation, range.name}; }
}  // namespace

Status validate(const TrainingConfig& c) {
  const std::pair<const char*, double> values[] = {{"accum", c.accum},
                                                   {"steps", c.steps},
                                                   {"seed", static_cast<double>(c.seed)},
                                                   {"lr", c.learning_rate},
                                                   {"unevenness", c.unevenness}};
  for (const auto& [name, value] : values) {
    if (const SettingRange* range = range_of(name); !within(*range, value)) return outside(*range);
  }
  return ok_status();
}

Expected<TrainingConfig> training_config(const std::vector<std::pair<std::string, std::string>>& settings) {
  TrainingConfig config;
  for (const auto& [name, text] : settings) {
    const bool whole = name == "accum" || name == "steps" || name == "seed";
    const Expected<PyValue> value = parse_python_literal(text);
    if (!value && whole) {
      const std::string shown = json_string(text.substr(0, 40)) + (text.size() > 40 ? "..." : "");
      return Error{"expected a whole number, got " + shown, name};
    }
    if (!value) return Error{value.error().message, name};
    if (whole && !value->is_int()) return Error{"expected a whole number, got " + repr_value(*value), name};
    const SettingRange* range = range_of(name);
    if (range == nullptr) return Error{"unknown setting", name};
    if (!within(*range, value->to_double()))
      return Error{outside(*range).message + ", got " + repr_value(*value), name};
    if (name == "accum" || name == "steps") {
      (name == "accum" ? config.accum : config.steps) = static_cast<int>(value->int_value());
    } else if (name == "seed") {
      config.seed = static_cast<std::uint64_t>(value->int_value());
    } else if (name == "lr") {
      config.learning_rate = value->to_double();
    } else {
      config.unevenness = value->to_double();
    }
  }
  if (Status valid = validate(config); !valid) return valid.error();
  return config;
}

Expected<TrainingRun> train(const TrainingConfig& config) {
  if (Status valid = validate(config); !valid) return valid.error();
  const auto data = make_data(config);
  TrainingRun run{config, {}};
  for (const Strategy& strategy : kStrategies) run.strategies.push_back(run_strategy(strategy, data, config));
  for (StrategyRun& strategy : run.strategies) {
    strategy.param_distance = distance(strategy.parameters, run.strategies.front().parameters);
  }
  return run;
}

std::string training_json(const TrainingRun& run, bool for_js) {
  JsonWriter w;
  const auto number = [&w, for_js](double value) {
    if (for_js) {
      w.js_number(value);
    } else {
      w.number(PyValue::make_float(value));
    }
  };
  w.begin_object().key("accum").integer(run.config.accum).key("steps").integer(run.config.steps);
  w.key("seed").integer(static_cast<std::int64_t>(run.config.seed)).key("strategies").begin_array();
  for (const StrategyRun& strategy : run.strategies) {
    w.begin_object().member("id", strategy.id).key("loss").begin_array();
    for (double loss : strategy.loss) number(loss);
    w.end_array().key("param_distance");
    number(strategy.param_distance);
    w.end_object();
  }
  return w.end_array().end_object().take();
}

Expected<std::string> distance_sweep_json(TrainingConfig config, int max_accum) {
  if (const SettingRange* range = range_of("accum"); !within(*range, max_accum)) return outside(*range);
  std::vector<TrainingRun> runs;
  for (int k = 1; k <= max_accum; ++k) {
    config.accum = k;
    Expected<TrainingRun> run = train(config);
    if (!run) return run.error();
    runs.push_back(std::move(run).value());
  }
  JsonWriter w;
  w.begin_object().key("accum").begin_array();
  for (const TrainingRun& run : runs) w.integer(run.config.accum);
  w.end_array().key("strategies").begin_array();
  for (std::size_t s = 0; s < runs.front().strategies.size(); ++s) {
    w.begin_object().member("id", runs.front().strategies[s].id).key("param_distance").begin_array();
    for (const TrainingRun& run : runs) w.js_number(run.strategies[s].param_distance);
    w.end_array().end_object();
  }
  return w.end_array().end_object().take();
}

}  // namespace fm
