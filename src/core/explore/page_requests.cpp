#include "page_requests.hpp"

#include <optional>

#include "json_request.hpp"

namespace fm {

Expected<EvaluationRequest> read_run_request(std::string_view json) {
  std::optional<std::string> implementation;
  EvaluationRequest evaluation;
  const Expected<JsonNode> request =
      read_request(json, {{"implementation", &implementation, "an id such as \"repair\"", true},
                          {"n", &evaluation.n, "text, a Python int or float literal such as \"0.1\""},
                          {"fixtures", &evaluation.fixtures, "text, the JSON of a fixtures document"}});
  if (!request) return request.error();
  evaluation.implementation = std::move(*implementation);
  return evaluation;
}

Expected<std::string> read_fragment_request(std::string_view json) {
  std::optional<std::string> fragment;
  const Expected<JsonNode> request = read_request(json, {{"fragment", &fragment, "text such as \"#n=0.1\""}});
  if (!request) return request.error();
  return fragment.value_or("");
}

Expected<FragmentState> read_fragment_state_request(std::string_view json) {
  FragmentState state;
  const Expected<JsonNode> request = read_request(json, {{"n", &state.n},
                                                         {"fixtures", &state.fixtures},
                                                         {"mode", &state.mode},
                                                         {"tolerance", &state.tolerance},
                                                         {"solve", &state.solve}});
  if (!request) return request.error();
  for (std::optional<std::string>* text : {&state.mode, &state.tolerance, &state.solve}) {
    if (*text && (*text)->empty()) text->reset();
  }
  return state;
}

}  // namespace fm
