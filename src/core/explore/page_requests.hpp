// The requests of the page module's calls besides explore (exploration.hpp): run, readFragment
// and writeFragment, each one JSON object (json_request.hpp: unknown keys and wrong types are
// refused, each error naming its field).
#pragma once

#include <string>
#include <string_view>

#include "evaluation.hpp"
#include "expected.hpp"
#include "fragment_state.hpp"

namespace fm {

// {"implementation": "repair", "n": "0.1"} or {"implementation": "repair", "fixtures": "<document>"};
// implementation is required, n and fixtures optional (both given: the evaluation refuses them).
Expected<EvaluationRequest> read_run_request(std::string_view json);

// {"fragment": "#n=0.1"}: the link's fragment, with or without "#" ("" or absent: the record).
Expected<std::string> read_fragment_request(std::string_view json);

// {"n", "fixtures", "mode", "tolerance", "solve"}, each optional text. An empty mode, tolerance or
// solve is left out of the link, as an absent one is (n and fixtures keep "": it is a value).
Expected<FragmentState> read_fragment_state_request(std::string_view json);

}  // namespace fm
