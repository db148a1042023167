// A reader's solve() run by real CPython (Pyodide, in the page, when the reader asks): the core
// writes the program CPython runs — the reader's code, then the record's script around it (its
// check() lines at N, or one per fixture of a document) — and reads what the run wrote back into
// the same view solve_view_json gives for the subset: the report (tables, outcomes, Why) from the
// script's JSON line, or the uncaught exception's type, message and line from its traceback.
// The page only runs the text and hands back stdout, stderr and the exit code.
#pragma once

#include <string>
#include <string_view>

#include "evaluation.hpp"
#include "expected.hpp"

namespace fm {

// The file name the runner compiles the program under; tracebacks name it, and the reader's
// frames are the ones in it at the reader's lines.
inline constexpr std::string_view kCPythonFileName = "solve.py";

// The reader's code (its lines keep their numbers), then the record's script:
//   import json
//   N = 1
//   observations = []
//   def check(label, actual, expected): ...
//   the record's check() lines (record_checks.hpp), or one a custom fixture
//   print(json.dumps({"observations": ..., "passed": ...}, ensure_ascii=False))
//   raise SystemExit(0 if all(...) else 1)
// With a fixtures document, each check() line writes the fixture's values as Python literals.
// Errors: a bad n or fixtures document (field "n" or "fixtures"), code over 16 KiB (field "solve").
Expected<std::string> cpython_program(std::string_view source, const EvaluationRequest& request);

// What the run of cpython_program(source, request) wrote, read into solve_view_json's shape:
// {"report": <report view, implementation "yours"> | null, "error": null | {"kind", "type",
//  "message", "line", "column", "where", "text"}, "printed": <stdout before the JSON line>,
//  "printedErrors": <stderr, less a traceback at its end>}.
// The JSON line is stdout's last line; each observation's check must be the fixture's, its
// "passed" is CPython's `actual == expected`, and an actual other than a number (None, a str, a
// bool, a list) is shown as its JSON text. An uncaught exception (exit 1, a traceback on stderr)
// is kind "exception" with its type and message from the traceback's last line and the line of
// the deepest frame in the reader's code (0 when it was raised in the record's lines), and
// "where" the fixture being solved. A run that ends without a JSON line, or with one that does
// not read as the record's, is kind "limit" with a sentence saying so.
// Errors: as cpython_program's.
Expected<std::string> cpython_view_json(std::string_view source, const EvaluationRequest& request, std::string_view out,
                                        std::string_view err, int exit_code);

}  // namespace fm
