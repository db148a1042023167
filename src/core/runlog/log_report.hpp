// A checked log's whole answer, for `failure-map check` and the log panel: the values
// (run_log.hpp's JSON, first and unchanged) followed by the diagnosis (log_diagnosis.hpp): the
// verdict, per-step errors, weighting, zero mass and warnings; as JSON, or as text for a terminal.
#pragma once

#include <cstddef>
#include <string>

#include "log_check.hpp"
#include "log_diagnosis.hpp"
#include "percent_text.hpp"

namespace fm {

// The JSON object: log_check_json's members, then "verdict", "errors", "weighting", "zero_mass"
// and "warnings". Numbers as json.dumps writes them; with display, as repr() text (the widget's
// convention), and percentages as text ("1.16%") for the panel to show as they are.
// first_step: the widget's window of steps starts there (run_log.hpp's write_log_values).
std::string log_report_json(const LogCheck& check, const LogDiagnosis& diagnosis, bool display = false,
                            std::size_t first_step = 0);

// The same for a person: the verdict first, then what supports it. `source` names the log.
std::string log_report_text(const LogCheck& check, const LogDiagnosis& diagnosis, const std::string& source);

}  // namespace fm
