// The case record's published text (FA-98851), for the widget and the CLI: one source for the
// words a reader compares with the record.
#pragma once

#include <string>
#include <string_view>

namespace fm {

class JsonWriter;

struct RecordText {
  std::string_view id, family, access, title, case_label;
  std::string_view root_cause, failure, unsuccessful_approach, contract, why_it_matters;
  std::string_view held_back, repair_note, scope, observation_note, case_digest;
};

const RecordText& record_text();

// A fixture table's columns in order: the key each cell is known by and its heading. "why" is
// last; a table shows it only when asked.
struct TableColumn {
  std::string_view id, heading;
};
inline constexpr TableColumn kTableColumns[] = {{"check", "Boundary fixture"},
                                                {"actual", "Actual"},
                                                {"expected", "Expected"},
                                                {"outcome", "Outcome"},
                                                {"why", "Why"}};

// The columns as a JSON array of {"id", "heading"}.
void write_table_columns(JsonWriter& w);

// The record's text as one JSON object (keys in camelCase), for the WebAssembly binding.
std::string record_json();

}  // namespace fm
