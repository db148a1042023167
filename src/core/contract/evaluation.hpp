// One evaluation as the CLI and the widget ask for it: an implementation, and either N (the
// record's fixtures) or a custom fixtures document.
#pragma once

#include <optional>
#include <string>

#include "checks.hpp"

namespace fm {

struct EvaluationRequest {
  std::string implementation;           // "broken", "unsuccessful-fix" or "repair"
  std::optional<std::string> n;         // a Python literal; the record's N = 1 when absent
  std::optional<std::string> fixtures;  // a fixtures JSON document, instead of N
};

// The fixtures an evaluation used, and its report.
struct Evaluation {
  std::vector<Fixture> fixtures;
  Report report;
};

// Errors carry the field they are about: "implementation", "n" or "fixtures".
Expected<Evaluation> evaluate_with_fixtures(const EvaluationRequest& request);
Expected<Report> evaluate(const EvaluationRequest& request);

// The fixtures an evaluation would use (the record's at N, or the document's), for editors.
Expected<std::vector<Fixture>> request_fixtures(const EvaluationRequest& request);

}  // namespace fm
