// Checking a real run's log of micro-batches: CSV or TSV with a header naming the columns
// weighted_sum and weight_sum, and optionally step (which groups micro-batches into optimizer
// steps), loss and rank (log_columns.hpp). Values are read as Python's float() reads them; the
// three implementations are applied exactly as CPython 3.12 would apply them to the lists of
// those values. The verdict and the report are log_diagnosis.hpp's and log_report.hpp's.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "log_check.hpp"

namespace fm {

// Errors name the line: "line 57: weight_sum: could not convert string to float: \"abc\"".
// (log_checker.hpp has the same check in steps, for reading parts of a log on other threads.)
Expected<LogCheck> check_log(std::string_view text, const LogColumnNames& names = {});

// {"batches": n, "results": {"broken": x, "unsuccessful-fix": y, "repair": z}} and, with a step
// column, "steps": [{"step": "1", "batches": k, "results": {...}}, ...]; numbers as json.dumps.
// For the widget (display = true) every value is the text repr() gives ("0.1", "inf", "nan"),
// each "results" is followed by "relative_error": {"broken": ..., "unsuccessful-fix": ...}
// against the repair (null where the repair is 0 or not finite) and the same as "error_percent"
// text ("6.6%"), and "steps" holds the first kMaxDisplaySteps steps, with "stepsTotal" saying
// how many there are.
// With a rank column each step also has "rank"; with a loss column, "loss" (the step's reported
// loss: its cells' sum, null without any).
std::string log_check_json(const LogCheck& check, bool display = false);

class JsonWriter;
// log_check_json's members, into an object the caller has opened (log_report.hpp adds more). For
// the widget, the steps from first_step on ("stepsFrom"), a window of kMaxDisplaySteps.
void write_log_values(JsonWriter& w, const LogCheck& check, bool display, std::size_t first_step);

// The index of the first step with this label, for a reader who asks to see it.
std::optional<std::size_t> find_log_step(const LogCheck& check, std::string_view label);

}  // namespace fm
