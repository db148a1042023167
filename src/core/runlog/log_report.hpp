// A checked log's whole answer, for `failure-map check` and the log panel: the values
// (run_log.hpp's JSON, first and unchanged) followed by the diagnosis (log_diagnosis.hpp): the
// verdict, per-step errors, weighting, zero mass and warnings; as JSON, or as text for a terminal.
#pragma once

#include <string>

#include "log_check.hpp"
#include "log_diagnosis.hpp"

namespace fm {

// The JSON object: log_check_json's members, then "verdict", "errors", "weighting", "zero_mass"
// and "warnings". Numbers as json.dumps writes them; with display, as repr() text (the widget's
// convention), and percentages as text ("1.16%") for the panel to show as they are.
std::string log_report_json(const LogCheck& check, const LogDiagnosis& diagnosis, bool display = false);

// The same for a person: the verdict first, then what supports it. `source` names the log.
std::string log_report_text(const LogCheck& check, const LogDiagnosis& diagnosis, const std::string& source);

// "6.6%", "0.036%", "1.2e-05%": a ratio as a percentage with three significant digits.
std::string percent_text(double ratio);

}  // namespace fm
