#include "exploration.hpp"

#include <cmath>

#include "evaluation.hpp"
#include "json_text.hpp"
#include "json_tree.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "report_view.hpp"

namespace fm {

namespace {

Error request_error(const std::string& field, const std::string& message) { return Error{message, field}; }

const JsonNode* member(const JsonNode& object, std::string_view name) {
  for (const auto& [key, value] : object.members) {
    if (key == name) return &value;
  }
  return nullptr;
}

Expected<std::string> text_member(const JsonNode& object, const std::string& name, const std::string& field) {
  const JsonNode* node = member(object, name);
  if (!node || node->kind != JsonNode::Kind::String) return request_error(field, "expected text");
  return node->text;
}

Expected<std::vector<FixtureFields>> read_fields(const JsonNode& list) {
  if (list.kind != JsonNode::Kind::Array) return request_error("fields", "expected a list of fixtures");
  std::vector<FixtureFields> fields;
  for (std::size_t i = 0; i < list.items.size(); ++i) {
    const std::string at = "fixtures[" + std::to_string(i) + "]";
    if (list.items[i].kind != JsonNode::Kind::Object) return request_error(at, "expected an object");
    FixtureFields f;
    for (auto [name, target] : {std::pair{"check", &f.check}, {"weighted_sums", &f.weighted_sums},
                                {"weight_sums", &f.weight_sums}, {"expected", &f.expected}}) {
      auto text = text_member(list.items[i], name, at + "." + name);
      if (!text) return text.error();
      *target = std::move(text).value();
    }
    fields.push_back(std::move(f));
  }
  return fields;
}

Expected<Comparison> read_comparison(const JsonNode& root) {
  Comparison comparison;
  if (const JsonNode* mode = member(root, "mode")) {
    if (mode->kind == JsonNode::Kind::String && mode->text == "exact") {
      comparison.mode = Comparison::Mode::Exact;
    } else if (mode->kind == JsonNode::Kind::String && mode->text == "tolerance") {
      comparison.mode = Comparison::Mode::Tolerance;
    } else {
      return request_error("mode", "expected \"exact\" or \"tolerance\"");
    }
  }
  if (const JsonNode* tolerance = member(root, "tolerance")) {
    if (tolerance->kind != JsonNode::Kind::String) return request_error("tolerance", "expected text such as \"1e-9\"");
    const auto value = parse_python_literal(tolerance->text);
    if (!value) return request_error("tolerance", value.error().message);
    const double rel = value->to_double();
    if (!(rel > 0.0 && rel < 1.0)) return request_error("tolerance", "a relative tolerance is above 0 and below 1");
    comparison.relative_tolerance = rel;
  }
  return comparison;
}

}  // namespace

Expected<ExploreRequest> read_explore_request(std::string_view json) {
  auto tree = parse_json_tree(json, JsonLimits{8, 200000});
  if (!tree) return request_error("request", tree.error().message);
  if (tree->kind != JsonNode::Kind::Object) return request_error("request", "expected an object");
  for (const auto& [key, value] : tree->members) {
    if (key != "n" && key != "fields" && key != "fixtures" && key != "mode" && key != "tolerance") {
      return request_error("request", "unknown key " + json_string(key));
    }
  }
  ExploreRequest request;
  const int sources = (member(*tree, "n") ? 1 : 0) + (member(*tree, "fields") ? 1 : 0) + (member(*tree, "fixtures") ? 1 : 0);
  if (sources > 1) return cannot_be_combined({"n", "fields", "fixtures"}, "request");
  if (member(*tree, "n")) {
    auto n = text_member(*tree, "n", "n");
    if (!n) return n.error();
    request.n = std::move(n).value();
  } else if (const JsonNode* fields = member(*tree, "fields")) {
    auto read = read_fields(*fields);
    if (!read) return read.error();
    request.fields = std::move(read).value();
  } else if (member(*tree, "fixtures")) {
    auto text = text_member(*tree, "fixtures", "fixtures");
    if (!text) return text.error();
    request.fixtures = std::move(text).value();
  }
  auto comparison = read_comparison(*tree);
  if (!comparison) return comparison.error();
  request.comparison = *comparison;
  return request;
}

Expected<std::string> explore_json(const ExploreRequest& request) {
  Expected<std::vector<Fixture>> fixtures = std::vector<Fixture>{};
  if (request.fields) {
    fixtures = fixtures_from_fields(*request.fields);
  } else {
    fixtures = request_fixtures({"", request.n, request.fixtures});
  }
  if (!fixtures) return fixtures.error();

  const bool from_record = !request.fields && !request.fixtures;
  JsonWriter w;
  w.begin_object().member("source", from_record ? "record" : "custom").key("n");
  if (from_record) {
    w.string(request.n.value_or("1"));
  } else {
    w.null();
  }
  w.member("mode", request.comparison.mode == Comparison::Mode::Tolerance ? "tolerance" : "exact");
  w.member("tolerance", repr_float(request.comparison.relative_tolerance)).key("fixtures").begin_array();
  for (const Fixture& fixture : *fixtures) {
    const FixtureFields f = fields_of(fixture);
    w.begin_object().member("check", f.check).member("weighted_sums", f.weighted_sums);
    w.member("weight_sums", f.weight_sums).member("expected", f.expected).end_object();
  }
  w.end_array().member("fixturesJson", write_fixtures(*fixtures)).key("reports").begin_array();
  for (const Implementation& implementation : implementations()) {
    const Expected<Report> report = run_checks(implementation, *fixtures);
    if (!report) return Error{report.error().message, request.n ? "n" : "fixtures"};
    w.raw(report_view_json(implementation, *fixtures, *report, request.comparison));
  }
  return w.end_array().end_object().take();
}

}  // namespace fm

