// Fixtures as the widget's editor shows them: text fields, lists as comma-separated Python
// literals ("2, 12"). Reading them back is the core's job, so that the page does no parsing.
#pragma once

#include <string>
#include <vector>

#include "fixtures.hpp"

namespace fm {

struct FixtureFields {
  std::string check;
  std::string weighted_sums;  // "2, 12"
  std::string weight_sums;    // "1, 3"
  std::string expected;       // "3.5"
};

FixtureFields fields_of(const Fixture& fixture);

// Errors name the field: "fixtures[2].weight_sums: item 2: ...".
Expected<std::vector<Fixture>> fixtures_from_fields(const std::vector<FixtureFields>& fields);

}  // namespace fm
