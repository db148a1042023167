// The Embind binding: text in, text out, over the core. Nothing else lives here.
#include <emscripten/bind.h>

#include <string>

#include "envelope.hpp"
#include "evaluation.hpp"
#include "record.hpp"
#include "report_view.hpp"

namespace {

std::string record() { return fm::wasm::ok_envelope(fm::record_json()); }

// has_n / has_fixtures say whether the caller gave the field at all ("" is a value, and an error).
std::string run(const std::string& implementation, const std::string& n, bool has_n, const std::string& fixtures,
                bool has_fixtures) {
  fm::EvaluationRequest request{implementation, std::nullopt, std::nullopt};
  if (has_n) request.n = n;
  if (has_fixtures) request.fixtures = fixtures;
  const fm::Expected<fm::Report> report = fm::evaluate(request);
  if (!report) return fm::wasm::error_envelope(report.error());
  return fm::wasm::ok_envelope(fm::report_view_json(*fm::find_implementation(implementation), *report));
}

}  // namespace

EMSCRIPTEN_BINDINGS(failure_map) {
  emscripten::function("record", &record);
  emscripten::function("run", &run);
}
