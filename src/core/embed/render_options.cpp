#include "render_options.hpp"

#include <algorithm>

#include "implementations.hpp"
#include "json_text.hpp"
#include "json_tree.hpp"
#include "json_writer.hpp"

namespace fm {

namespace {

Error choice_error(const std::string& field, std::string_view given, const char* choices) {
  return Error{"unknown value " + json_string(given) + "; choose " + choices, field};
}

}  // namespace

Expected<std::vector<std::string>> parse_show(std::string_view ids) {
  std::vector<std::string> shown;
  std::size_t i = 0;
  while (i < ids.size()) {
    const auto separator = [&](std::size_t at) { return ids[at] == ',' || ids[at] == ' ' || ids[at] == '\t'; };
    if (separator(i)) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < ids.size() && !separator(end)) ++end;
    const std::string id(ids.substr(i, end - i));
    if (!find_implementation(id)) {
      return Error{"unknown implementation " + json_string(id) + "; choose from " + implementation_ids(), "show"};
    }
    if (std::find(shown.begin(), shown.end(), id) != shown.end()) {
      return Error{json_string(id) + " is given twice", "show"};
    }
    shown.push_back(id);
    i = end;
  }
  if (shown.empty()) return Error{"no implementation given; choose from " + implementation_ids(), "show"};
  return shown;
}

Expected<RenderOptions::Prose> parse_prose(std::string_view text) {
  if (text == "full") return RenderOptions::Prose::Full;
  if (text == "none") return RenderOptions::Prose::None;
  return choice_error("prose", text, "full or none");
}

Expected<RenderOptions::Why> parse_why(std::string_view text) {
  using Why = RenderOptions::Why;
  for (const Why why : {Why::Auto, Why::Column, Why::Line, Why::Details, Why::None}) {
    if (text == why_name(why)) return why;
  }
  return choice_error("why", text, "auto, column, line, details or none");
}

Expected<RenderOptions::Format> parse_render_format(std::string_view text) {
  if (text == "html") return RenderOptions::Format::Html;
  if (text == "json") return RenderOptions::Format::Json;
  return choice_error("format", text, "html or json");
}

Expected<std::vector<std::string>> parse_table_classes(std::string_view text) {
  constexpr std::size_t kMaxClasses = 8, kMaxLength = 64;
  const auto name_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  };
  std::vector<std::string> classes;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ') {
      if (!name_char(text[end])) {
        return Error{"character " + json_string(text.substr(end, 1)) + " at " + std::to_string(end + 1) +
                         " is not allowed in a class name (letters, digits, - and _, separated by spaces)",
                     "tableClass"};
      }
      ++end;
    }
    if (end - i > kMaxLength) {
      return Error{"a class name of " + std::to_string(end - i) + " characters; at most " + std::to_string(kMaxLength),
                   "tableClass"};
    }
    if (classes.size() == kMaxClasses) {
      return Error{"more than " + std::to_string(kMaxClasses) + " class names", "tableClass"};
    }
    classes.emplace_back(text.substr(i, end - i));
    i = end;
  }
  return classes;
}

const char* why_name(RenderOptions::Why why) {
  switch (why) {
    case RenderOptions::Why::Column: return "column";
    case RenderOptions::Why::Line: return "line";
    case RenderOptions::Why::Details: return "details";
    case RenderOptions::Why::None: return "none";
    case RenderOptions::Why::Auto: break;
  }
  return "auto";
}

std::string render_request_json(const RenderOptions& options) {
  std::string show;
  if (options.show.empty()) {
    for (const Implementation& implementation : implementations())
      show.append(show.empty() ? "" : " ").append(implementation.id);
  }
  for (const std::string& id : options.show) show.append(show.empty() ? "" : " ").append(id);
  std::string classes;
  for (const std::string& name : options.table_classes) classes.append(classes.empty() ? "" : " ").append(name);
  JsonWriter json;
  json.begin_object().member("n", options.n.value_or("1")).member("show", show);
  json.member("prose", options.prose == RenderOptions::Prose::Full ? "full" : "none")
      .member("why", why_name(options.why));
  json.key("compact").boolean(options.compact).key("which").boolean(options.which);
  json.member("tableClass", classes).end_object();
  return json.take();
}

Expected<RenderOptions> read_render_request(std::string_view json) {
  const Expected<JsonNode> tree = parse_json_tree(json, JsonLimits{4, 1000});
  if (!tree) return Error{tree.error().message, "request"};
  if (tree->kind != JsonNode::Kind::Object) return Error{"expected an object", "request"};
  RenderOptions options;
  for (const auto& [key, value] : tree->members) {
    if (key == "compact" || key == "which") {
      if (value.kind != JsonNode::Kind::Bool) return Error{"expected true or false", key};
      (key == "compact" ? options.compact : options.which) = value.boolean;
      continue;
    }
    if (key != "n" && key != "show" && key != "prose" && key != "why" && key != "format" && key != "tableClass") {
      return Error{
          "unknown key " + json_string(key) + "; the keys are n, show, prose, why, compact, which, format, tableClass",
          "request"};
    }
    if (value.kind != JsonNode::Kind::String) return Error{"expected text", key};
    if (key == "n") {
      options.n = value.text;
    } else if (key == "show") {
      auto show = parse_show(value.text);
      if (!show) return show.error();
      options.show = std::move(show).value();
    } else if (key == "prose") {
      auto prose = parse_prose(value.text);
      if (!prose) return prose.error();
      options.prose = *prose;
    } else if (key == "why") {
      auto why = parse_why(value.text);
      if (!why) return why.error();
      options.why = *why;
    } else if (key == "tableClass") {
      auto classes = parse_table_classes(value.text);
      if (!classes) return classes.error();
      options.table_classes = std::move(classes).value();
    } else {
      auto format = parse_render_format(value.text);
      if (!format) return format.error();
      options.format = *format;
    }
  }
  return options;
}

}  // namespace fm
