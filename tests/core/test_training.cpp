// The toy model shows what the incident showed: the repair tracks full-batch training to rounding
// at every K; the mean of per-batch means equals it at K = 1 and drifts as K grows; the broken
// path is off at every K.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>
#include <cmath>

#include "training.hpp"

namespace bdata = boost::unit_test::data;

namespace {
const fm::StrategyRun& strategy_of(const fm::TrainingRun& run, const std::string& id) {
  for (const auto& strategy : run.strategies) {
    if (strategy.id == id) return strategy;
  }
  throw std::runtime_error("no strategy " + id);
}
double distance_of(const fm::TrainingRun& run, const std::string& id) { return strategy_of(run, id).param_distance; }
fm::TrainingRun run_with(std::uint64_t seed, int accum, int steps = 50) {
  fm::TrainingConfig config;
  config.seed = seed;
  config.accum = accum;
  config.steps = steps;
  return fm::train(config).value();
}
const std::vector<int> kAccums{1, 2, 4, 8, 16, 32};
}  // namespace

BOOST_AUTO_TEST_SUITE(training)

BOOST_DATA_TEST_CASE(repair_tracks_full_batch_and_broken_is_always_off,
                     bdata::make(std::vector<unsigned>{1, 7, 42}) * bdata::make(kAccums), seed, accum) {
  const fm::TrainingRun run = run_with(seed, accum);
  // The reference itself trains (its loss falls), and each reported distance is the L2 distance
  // of the strategy's final parameters to it, recomputed here.
  const fm::StrategyRun& full = strategy_of(run, "full-batch");
  BOOST_TEST(full.loss.back() < full.loss.front());
  for (const auto& strategy : run.strategies) {
    BOOST_TEST_REQUIRE(strategy.parameters.size() == full.parameters.size());
    double squares = 0.0;
    for (std::size_t i = 0; i < full.parameters.size(); ++i) {
      squares += (strategy.parameters[i] - full.parameters[i]) * (strategy.parameters[i] - full.parameters[i]);
    }
    BOOST_TEST(strategy.param_distance == std::sqrt(squares), boost::test_tools::tolerance(1e-12));
  }
  BOOST_TEST(distance_of(run, "repair") <= 1e-9);
  BOOST_TEST(distance_of(run, "broken") >= 1e-3);
}

BOOST_DATA_TEST_CASE(mean_of_means_is_exact_at_k1_and_drifts_as_k_grows, bdata::make(std::vector<unsigned>{1, 7, 42}),
                     seed) {
  BOOST_TEST(distance_of(run_with(seed, 1), "unsuccessful-fix") <= 1e-9);
  const double at_2 = distance_of(run_with(seed, 2), "unsuccessful-fix");
  const double at_32 = distance_of(run_with(seed, 32), "unsuccessful-fix");
  BOOST_TEST(at_32 > 4.0 * at_2);
  BOOST_TEST(at_32 > 1e-6);
}

BOOST_AUTO_TEST_CASE(equal_weights_make_every_strategy_agree) {
  // Unevenness 0: every micro-batch has the same mass and the batch count equals the mass.
  fm::TrainingConfig config;
  config.unevenness = 0.0;
  config.accum = 8;
  const fm::TrainingRun run = fm::train(config).value();
  for (const auto& strategy : run.strategies) BOOST_TEST(strategy.param_distance <= 1e-9, strategy.id);
}

BOOST_AUTO_TEST_CASE(runs_are_deterministic_and_seeds_differ) {
  BOOST_TEST(fm::training_json(run_with(7, 4)) == fm::training_json(run_with(7, 4)));
  BOOST_TEST(fm::training_json(run_with(7, 4)) != fm::training_json(run_with(8, 4)));
}

BOOST_AUTO_TEST_CASE(a_diverging_run_reports_overflow_honestly) {
  fm::TrainingConfig config;
  config.learning_rate = 9.0;
  config.unevenness = 1.0;
  config.steps = 400;
  const std::string json = fm::training_json(fm::train(config).value());
  BOOST_TEST((json.find("Infinity") != std::string::npos || json.find("NaN") != std::string::npos));
}

BOOST_AUTO_TEST_CASE(settings_are_checked_and_named) {
  BOOST_TEST(fm::training_config({{"accum", "0"}}).error().field == "accum");
  BOOST_TEST(fm::training_config({{"accum", "65"}}).error().field == "accum");
  BOOST_TEST(fm::training_config({{"steps", "2.5"}}).error().field == "steps");
  BOOST_TEST(fm::training_config({{"lr", "0"}}).error().field == "lr");
  BOOST_TEST(fm::training_config({{"unevenness", "1.5"}}).error().field == "unevenness");
  BOOST_TEST(fm::training_config({{"seed", "-1"}}).error().field == "seed");
  BOOST_TEST(fm::training_config({{"lr", "nan"}}).error().field == "lr");
  BOOST_TEST(fm::training_config({{"accum", "8"}, {"lr", "0.05"}}).value().accum == 8);
}

BOOST_AUTO_TEST_SUITE_END()
