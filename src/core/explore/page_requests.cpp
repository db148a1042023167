#include "page_requests.hpp"

#include <optional>
#include <utility>

#include "json_request.hpp"

namespace fm {

namespace {

constexpr std::string_view kNText = "text, a Python int or float literal such as \"0.1\"";
constexpr std::string_view kFixturesText = "text, the JSON of a fixtures document";

}  // namespace

Expected<EvaluationRequest> read_run_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"implementation", "n", "fixtures"});
  if (!request) return request.error();
  EvaluationRequest evaluation;
  for (const Status& read : {request->required_text("implementation", evaluation.implementation, "an id such as \"repair\""),
                            request->text("n", evaluation.n, kNText),
                            request->text("fixtures", evaluation.fixtures, kFixturesText)}) {
    if (!read) return read.error();
  }
  return evaluation;
}

Expected<std::string> read_fragment_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"fragment"});
  if (!request) return request.error();
  std::optional<std::string> fragment;
  if (Status read = request->text("fragment", fragment, "text such as \"#n=0.1\""); !read) return read.error();
  return fragment.value_or("");
}

Expected<FragmentState> read_fragment_state_request(std::string_view json) {
  const Expected<JsonRequest> request = JsonRequest::read(json, {"n", "fixtures", "mode", "tolerance", "solve"});
  if (!request) return request.error();
  FragmentState state;
  for (auto [key, target] : {std::pair{"n", &state.n}, {"fixtures", &state.fixtures}, {"mode", &state.mode},
                             {"tolerance", &state.tolerance}, {"solve", &state.solve}}) {
    if (Status read = request->text(key, *target); !read) return read.error();
  }
  for (std::optional<std::string>* optional_text : {&state.mode, &state.tolerance, &state.solve}) {
    if (*optional_text && optional_text->value().empty()) optional_text->reset();
  }
  return state;
}

}  // namespace fm
