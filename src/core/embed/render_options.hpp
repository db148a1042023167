// What an embed shows, as an author chooses it: the same choices for the CLI's `render`, the JS
// API's FailureMap.render() and the attributes of <failure-map-case>. One parser for each choice,
// so that the three refuse the same input with the same words.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.hpp"

namespace fm {

struct RenderOptions {
  enum class Prose { Full, None };
  // Auto: the element picks a column or a line by the column's width; static markup, which
  // cannot measure, shows a line (a compact table: the Why on demand).
  enum class Why { Auto, Column, Line, Details, None };
  enum class Format { Html, Json };

  std::optional<std::string> n;   // a Python literal; the record's N = 1 when absent
  std::vector<std::string> show;  // implementation ids in the order given; empty: all three
  Prose prose = Prose::Full;
  Why why = Why::Auto;
  bool compact = false;
  bool which = false;  // "Which one is my code?": each implementation's loop code, no tables
  Format format = Format::Html;
  // Classes for each static <table>, so that the host's theme styles it as its own tables
  // (Sphinx themes style table.docutils only; Material styles tables without a class).
  std::vector<std::string> table_classes;
};

// "broken unsuccessful-fix" or "broken,repair" (commas and/or spaces) -> the ids, in order.
// Errors (field "show"): no id, an unknown id, an id given twice.
Expected<std::vector<std::string>> parse_show(std::string_view ids);
Expected<RenderOptions::Prose> parse_prose(std::string_view text);           // full | none
Expected<RenderOptions::Why> parse_why(std::string_view text);               // auto | column | line | details | none
Expected<RenderOptions::Format> parse_render_format(std::string_view text);  // html | json
// "docutils align-default" -> the class names (letters, digits, - and _; at most 8, each of at
// most 64 characters), separated by spaces. Errors (field "tableClass", the JS API's name): any
// other character, a name too long, too many names. Empty text: no class.
Expected<std::vector<std::string>> parse_table_classes(std::string_view text);

const char* why_name(RenderOptions::Why why);

// The request an embed was rendered from, every choice spelled out as read_render_request reads
// it, without format: {"n": "1", "show": "broken unsuccessful-fix repair", "prose": "full",
// "why": "auto", "compact": false, "which": false, "tableClass": ""}. The static markup carries it
// (data-fm-request), so that the live element can tell whether the copy shows its attributes.
std::string render_request_json(const RenderOptions& options);

// The JS API's request: {"n": "0.1", "show": "broken repair", "prose": "none", "why": "details",
// "compact": true, "which": false, "format": "json", "tableClass": "docutils"}, every key
// optional. Errors carry the field.
Expected<RenderOptions> read_render_request(std::string_view json);

}  // namespace fm
