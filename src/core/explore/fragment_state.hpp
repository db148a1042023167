// The widget's shareable state in a URL fragment: "#n=0.1" or "#fixtures=<percent-encoded
// fixtures document>", optionally "&mode=tolerance&tolerance=1e-9". Links come from anywhere, so
// reading one is strict and bounded; the widget falls back to the record when it fails.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "expected.hpp"

namespace fm {

struct FragmentState {
  std::optional<std::string> n;
  std::optional<std::string> fixtures;  // a fixtures document, decoded
  std::optional<std::string> mode;
  std::optional<std::string> tolerance;
  std::optional<std::string> solve;  // a reader's solve() source (the tryfix panel), decoded
};

constexpr std::size_t kMaxFragmentBytes = 4 << 20;  // 4 MiB: a 1 MiB document, percent-encoded
constexpr std::size_t kMaxSolveBytes = 16 << 10;    // 16 KiB of decoded code: the panel's editor limit too

// Accepts the fragment with or without "#". An empty fragment is the record (no fields set).
// Values are checked later, by the evaluation; this only decodes.
Expected<FragmentState> read_fragment(std::string_view fragment);

// "#n=0.1", "#fixtures=%7B%22fixtures%22...", in a fixed order.
std::string write_fragment(const FragmentState& state);

// {"n": ..., "fixtures": ..., "mode": ..., "tolerance": ..., "solve": ...} with absent fields omitted.
std::string fragment_state_json(const FragmentState& state);

}  // namespace fm
