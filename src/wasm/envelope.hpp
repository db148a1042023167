// How an answer crosses the WebAssembly boundary: the core's envelope (answer_envelope.hpp), one
// JSON text per call,
//   {"ok": true, "value": ...}  or  {"ok": false, "field": "n", "message": "..."},
// handed to JS as its UTF-8 bytes. No C++ exception and no class handle crosses;
// web/src/wasm-module.js turns a failure into an Error.
#pragma once

#include <emscripten/val.h>

#include <string>

#include "answer_envelope.hpp"
#include "expected.hpp"

namespace fm::wasm {

using fm::envelope;
using fm::error_envelope;
using fm::ok_envelope;

// A call's answer (JSON text) or its error, in the envelope: reply(fm::run_view_json(request)).
emscripten::val reply(const Expected<std::string>& value_json);

// An envelope's UTF-8 bytes as a Uint8Array view into the module's memory, valid until the next
// call or release_answer() (wasm-module.js decodes it at once with one TextDecoder call, then
// releases it). Embind's std::string return would walk every byte in JS, twice (for NULs, then
// for the end): on the first render that loop was hot enough to be optimised on the main thread,
// and a log check's answer runs to megabytes.
emscripten::val answer(std::string envelope_text);

// Frees the last answer's bytes (bound as "releaseAnswer"): a multi-megabyte answer is not kept
// while the next one is built.
void release_answer();

}  // namespace fm::wasm
