// The Embind binding of the "lab" module, loaded on demand: the training model and the log
// checker, which the record page does not need at first render (the interpreter is the tryfix
// module's, tryfix_bindings.cpp; the renderer of static markup the render module's,
// render_bindings.cpp). Text in, JSON text out (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <memory>
#include <string>
#include <string_view>

#include "envelope.hpp"
#include "run_log.hpp"
#include "training.hpp"

namespace {

// Settings as typed in the panel (Python literals). Returns {"run": ..., "sweep": ...}: the run at
// K, and each strategy's distance to full batch for K = 1..max_accum (null when max_accum is 0:
// the sweep does not depend on K, so moving K alone need not recompute it).
emscripten::val train(const std::string& accum, const std::string& steps, const std::string& seed,
                      const std::string& lr, const std::string& unevenness, int max_accum) {
  const auto config = fm::training_config({{"accum", accum}, {"steps", steps}, {"seed", seed}, {"lr", lr},
                                           {"unevenness", unevenness}});
  if (!config) return fm::wasm::answer(fm::wasm::error_envelope(config.error()));
  const auto run = fm::train(*config);
  if (!run) return fm::wasm::answer(fm::wasm::error_envelope(run.error()));
  if (max_accum == 0) {
    return fm::wasm::answer(fm::wasm::ok_envelope("{\"run\": " + fm::training_json(*run, true) + ", \"sweep\": null}"));
  }
  const auto sweep = fm::distance_sweep_json(*config, max_accum);
  if (!sweep) return fm::wasm::answer(fm::wasm::error_envelope(sweep.error()));
  return fm::wasm::answer(
      fm::wasm::ok_envelope("{\"run\": " + fm::training_json(*run, true) + ", \"sweep\": " + *sweep + "}"));
}

std::string check_text(std::string_view log) {
  const auto result = fm::check_log(log);
  if (!result) return fm::wasm::error_envelope(result.error());
  return fm::wasm::ok_envelope(fm::log_check_json(*result, true));
}

// A run log -> the three normalisations, overall and per step, with relative errors against the
// repair. Its bytes (a Uint8Array) cross in one TypedArray.set() into the WebAssembly memory:
// Embind's std::string would copy them one at a time in JS, which for a log of 20 MB cost more
// than the check itself. Text (pasted) crosses as Embind's UTF-8 std::string.
emscripten::val check(const emscripten::val& log) {
  if (log.isString()) return fm::wasm::answer(check_text(log.as<std::string>()));
  if (!log.instanceof(emscripten::val::global("Uint8Array"))) {
    return fm::wasm::answer(fm::wasm::error_envelope(fm::Error{"expected text or a Uint8Array", "log"}));
  }
  const std::size_t size = log["length"].as<std::size_t>();
  const std::unique_ptr<unsigned char[]> bytes(new unsigned char[size == 0 ? 1 : size]);  // not zeroed
  emscripten::val(emscripten::typed_memory_view(size, bytes.get())).call<void>("set", log);
  return fm::wasm::answer(check_text(std::string_view(reinterpret_cast<const char*>(bytes.get()), size)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_lab) {
  emscripten::function("train", &train);
  emscripten::function("check", &check);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
