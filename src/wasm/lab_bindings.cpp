// The Embind binding of the "lab" module, loaded on demand: the training model and the log
// checker, which the record page does not need at first render (the interpreter is the python
// module's, python_bindings.cpp; the renderer of static markup the render module's,
// render_bindings.cpp). Each call takes one JSON request read by the core (check: the log's
// bytes) and answers the core's envelope (as UTF-8 bytes, see envelope.hpp).
#include <emscripten/bind.h>

#include <memory>
#include <string>
#include <string_view>

#include "envelope.hpp"
#include "json_text.hpp"
#include "log_diagnosis.hpp"
#include "log_report.hpp"
#include "run_log.hpp"
#include "train_request.hpp"

namespace {

// {"accum", "steps", "seed", "lr", "unevenness" (Python literals as text), "maxAccum", "sweep"}
// (train_request.hpp) -> {"run": ..., "sweep": ... | null}: the run at K, and each strategy's
// distance to full batch for K = 1..maxAccum.
emscripten::val train(const std::string& request_json) {
  const auto request = fm::read_train_request(request_json);
  if (!request) return fm::wasm::reply(request.error());
  return fm::wasm::reply(fm::train_answer_json(*request));
}

// A run log's bytes (a Uint8Array), the columns a reader named ("loss=train_loss,step=it", or
// "") and where the window of steps to show starts: a step's label, or else an index (0 for the
// first) -> the three normalisations, overall and per step, with relative errors against the repair,
// and the diagnosis: the verdict, per-step errors, weighting, zero mass, warnings
// (log_report.hpp). The one call that takes no JSON request: the log (up to
// 256 MiB) is its only input, and it crosses in one TypedArray.set() into the WebAssembly memory,
// where escaping it into a JSON text and reading it back would cost more than the check itself
// (as Embind's std::string, which copies a byte at a time in JS, did for a log of 20 MB).
// Pasted text is encoded to bytes by the caller (lab-api.js).
emscripten::val check(const emscripten::val& log, const std::string& columns, const std::string& from_step,
                      int from_index) {
  if (!log.instanceof (emscripten::val::global("Uint8Array"))) {
    return fm::wasm::reply(fm::Error{"expected the log's bytes, a Uint8Array", "log"});
  }
  const std::size_t size = log["length"].as<std::size_t>();
  const std::unique_ptr<unsigned char[]> bytes(new unsigned char[size == 0 ? 1 : size]);  // not zeroed
  emscripten::val(emscripten::typed_memory_view(size, bytes.get())).call<void>("set", log);
  fm::LogColumnNames names;
  if (!columns.empty()) {
    auto given = fm::parse_log_column_names(columns);
    if (!given) return fm::wasm::reply(given.error());
    names = std::move(given).value();
  }
  const auto result = fm::check_log(std::string_view(reinterpret_cast<const char*>(bytes.get()), size), names);
  if (!result) return fm::wasm::reply(result.error());
  std::size_t first = from_index > 0 ? static_cast<std::size_t>(from_index) : 0;
  if (!from_step.empty()) {
    const std::optional<std::size_t> found = fm::find_log_step(*result, from_step);
    if (!found) return fm::wasm::reply(fm::Error{"there is no step \"" + from_step + "\" in this log", "step"});
    first = *found;
  }
  return fm::wasm::reply(fm::log_report_json(*result, fm::diagnose_log(*result), true, first));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map_lab) {
  emscripten::function("train", &train);
  emscripten::function("check", &check);
  emscripten::function("releaseAnswer", &fm::wasm::release_answer);
}
