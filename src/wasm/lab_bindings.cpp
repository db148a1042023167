// The Embind binding of the "lab" module, loaded on demand: the training model (and the log
// checker), which the record page does not need at first render. Text in, text out.
#include <emscripten/bind.h>

#include <string>

#include "envelope.hpp"
#include "training.hpp"

namespace {

// Settings as typed in the panel (Python literals). Returns {"run": ..., "sweep": ...}: the run at
// K, and each strategy's distance to full batch for K = 1..max_accum.
std::string train(const std::string& accum, const std::string& steps, const std::string& seed, const std::string& lr,
                  const std::string& unevenness, int max_accum) {
  const auto config = fm::training_config({{"accum", accum}, {"steps", steps}, {"seed", seed}, {"lr", lr},
                                           {"unevenness", unevenness}});
  if (!config) return fm::wasm::error_envelope(config.error());
  const auto run = fm::train(*config);
  if (!run) return fm::wasm::error_envelope(run.error());
  const auto sweep = fm::distance_sweep_json(*config, max_accum);
  if (!sweep) return fm::wasm::error_envelope(sweep.error());
  return fm::wasm::ok_envelope("{\"run\": " + fm::training_json(*run) + ", \"sweep\": " + *sweep + "}");
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_lab) { emscripten::function("train", &train); }
