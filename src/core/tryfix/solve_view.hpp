// The "Try your own fix" panel's call: a reader's solve() on the fixtures an EvaluationRequest
// names (the record's at N, or a document), as the same report view the case element renders for
// the three published implementations, or how it failed (type, message, line, column), under the
// page's limits (its source limit is the URL fragment's, kMaxSolveBytes). Everything the panel
// shows comes from here; the page does no arithmetic.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "evaluation.hpp"
#include "exec_error.hpp"
#include "expected.hpp"
#include "fragment_state.hpp"
#include "limits.hpp"
#include "yours_view.hpp"

namespace fm {

// The page's limits: tighter than the CLI's so that the worst program answers within ~100 ms in
// WebAssembly (measured: see README "Performance"). Each message names its limit.
pyexec::ExecLimits page_limits();

// {"report": <report_view_json, implementation "yours"> | null,
//  "error": null | {"kind": "exception"|"unsupported"|"syntax"|"limit", "type": "ZeroDivisionError"|"",
//                   "message": "...", "line": 2, "column": 0, "where": "fixtures[3] (\"empty\")",
//                   "text": "line 2: ZeroDivisionError: division by zero"},
//  "printed": "what print() wrote", "printedErrors": "what it wrote to sys.stderr or logged there"}
// The request's implementation is ignored. Errors: a bad n or fixtures document (field "n" or
// "fixtures"), a source over the limit (field "solve").
Expected<std::string> solve_view_json(std::string_view source, const EvaluationRequest& request,
                                      const pyexec::ExecLimits& limits = page_limits());

// A whole script (the record's own the_unsuccessful_fix.py, say) under the page's limits, as
// `failure-map exec` runs it: {"output": "...", "exitCode": 1, "error": null | {...as above}}.
std::string script_view_json(std::string_view source, const pyexec::ExecLimits& limits = page_limits());

// The pieces of solve_view_json's answer, for another runner of the reader's code (CPython:
// cpython_script.hpp): the report view of implementation "yours" (yours_view.hpp), and the
// answer around it.
std::string solve_answer_json(const std::optional<std::string>& report_view,
                              const std::optional<pyexec::ExecError>& error, const std::string& where,
                              const std::string& printed, const std::string& printed_errors);

}  // namespace fm
