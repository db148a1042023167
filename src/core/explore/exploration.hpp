// The widget's one call: the fixtures in play (the record's at N, edited fields or a fixtures
// document), a comparison mode, and every implementation's report with each row explained.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "comparison.hpp"
#include "fixture_fields.hpp"

namespace fm {

struct ExploreRequest {
  std::optional<std::string> n;                      // the record's fixtures at N (default "1")
  std::optional<std::vector<FixtureFields>> fields;  // or edited fields
  std::optional<std::string> fixtures;               // or a fixtures document (the CLI's --fixtures format)
  Comparison comparison;
};

// {"n": "0.1"} | {"fields": [{"check", "weighted_sums", "weight_sums", "expected"}, ...]} |
// {"fixtures": "<document>"}, with optional "mode": "exact" | "tolerance" and "tolerance": "1e-9".
// Errors carry the field ("n", "fixtures[1].weight_sums", "tolerance", "request").
Expected<ExploreRequest> read_explore_request(std::string_view json);

// {"source": "record" | "custom", "n": "1", "mode": "exact", "tolerance": "1e-09",
//  "fixtures": [fields...], "fixturesJson": "<document>", "reports": [report views...]}
Expected<std::string> explore_json(const ExploreRequest& request);

}  // namespace fm
