// What an embed shows, built from the core's report and its sentences (the record's text, the
// registry's titles, solve() and training-loop code, each row's explanation), before it is written as HTML or JSON: the
// two writers place these strings and add no words of the contract's own.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "loop_code.hpp"
#include "render_options.hpp"

namespace fm {

struct EmbedSection {
  std::string_view heading;
  std::vector<std::string_view> paragraphs;
};

struct EmbedRow {
  std::string label, actual, expected, outcome, why;
  bool passed = false;
};

struct EmbedTable {
  std::string_view id, title, method;
  std::string_view python;              // the solve() expression (shown with the prose)
  const LoopCode* loop = nullptr;       // the training-loop code it is (every embed shows it)
  std::string_view sha256;              // the record's digest; "" for the repair, held back
  std::vector<std::string_view> notes;  // the repair's: held back, and derived from the contract
  std::string caption;                  // "The failure: boundary fixtures at N = 1"
  std::string summary;                  // "3 of 7 checks pass · exit 1"
  std::string rounding_note;            // "" unless it fails by float rounding alone (rounding_note.hpp)
  bool passed = false;
  int exit_code = 0;
  std::vector<EmbedRow> rows;
};

struct EmbedView {
  std::string_view id, family, access, title, case_label, contract, case_digest;
  std::string n;
  bool prose = true;  // the header, the record's prose, the code, notes and digests
  bool compact = false;
  bool which = false;                                 // the loop code and summaries alone, no tables
  RenderOptions::Why why = RenderOptions::Why::Line;  // resolved: never Auto
  std::vector<std::string> table_classes;             // as given (RenderOptions)
  std::string request;                                // render_request_json of the options
  std::vector<EmbedSection> before;                   // root cause ... why it matters
  std::vector<EmbedSection> after;                    // verification & scope
  std::vector<EmbedTable> tables;
};

// Errors: field "n" (N is not a Python number, or a sum leaves ±2^53).
Expected<EmbedView> embed_view(const RenderOptions& options);

// Plain, semantic HTML (a fragment that ends with a newline): no styles, no scripts, no ids.
std::string embed_html(const EmbedView& view);
// The same content as one JSON object and a newline.
std::string embed_json(const EmbedView& view);

// embed_view, then the writer options.format names: the bytes the CLI prints and the JS API
// returns.
Expected<std::string> render_embed(const RenderOptions& options);

}  // namespace fm
