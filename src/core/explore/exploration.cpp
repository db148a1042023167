#include "exploration.hpp"

#include <cmath>

#include "evaluation.hpp"
#include "json_request.hpp"
#include "json_text.hpp"
#include "json_tree.hpp"
#include "json_writer.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "report_view.hpp"

namespace fm {

namespace {

Error request_error(const std::string& field, const std::string& message) { return Error{message, field}; }

Expected<std::vector<FixtureFields>> read_fields(const JsonNode& list) {
  if (list.kind != JsonNode::Kind::Array) return request_error("fields", "expected a list of fixtures");
  std::vector<FixtureFields> fields;
  for (std::size_t i = 0; i < list.items.size(); ++i) {
    const std::string at = "fixtures[" + std::to_string(i) + "]";
    const JsonNode& item = list.items[i];
    if (item.kind != JsonNode::Kind::Object) return request_error(at, "expected an object");
    FixtureFields f;
    for (auto [name, target] : {std::pair{"check", &f.check},
                                {"weighted_sums", &f.weighted_sums},
                                {"weight_sums", &f.weight_sums},
                                {"expected", &f.expected}}) {
      const JsonNode* node = nullptr;
      for (const auto& member : item.members) {
        if (member.first == name) node = &member.second;
      }
      if (!node || node->kind != JsonNode::Kind::String) return request_error(at + "." + name, "expected text");
      *target = node->text;
    }
    fields.push_back(std::move(f));
  }
  return fields;
}

Expected<Comparison> read_comparison(const std::optional<std::string>& mode,
                                     const std::optional<std::string>& tolerance) {
  Comparison comparison;
  if (mode == "exact") {
    comparison.mode = Comparison::Mode::Exact;
  } else if (mode == "tolerance") {
    comparison.mode = Comparison::Mode::Tolerance;
  } else if (mode) {
    return request_error("mode", "expected \"exact\" or \"tolerance\"");
  }
  if (tolerance) {
    const auto value = parse_python_literal(*tolerance);
    if (!value) return request_error("tolerance", value.error().message);
    const double rel = value->to_double();
    if (!(rel > 0.0 && rel < 1.0)) return request_error("tolerance", "a relative tolerance is above 0 and below 1");
    comparison.relative_tolerance = rel;
  }
  return comparison;
}

}  // namespace

Expected<ExploreRequest> read_explore_request(std::string_view json) {
  ExploreRequest request;
  std::optional<std::string> mode;
  std::optional<std::string> tolerance;
  const Expected<JsonNode> tree =
      read_request(json,
                   {{"n", &request.n, "text, a Python int or float literal such as \"0.1\""},
                    {"fixtures", &request.fixtures, "text, the JSON of a fixtures document"},
                    {"mode", &mode, "\"exact\" or \"tolerance\""},
                    {"tolerance", &tolerance, "text such as \"1e-9\""}},
                   {"fields"}, JsonLimits{8, 200000});
  if (!tree) return tree.error();
  const bool has_fields = has_member(*tree, "fields");
  if ((request.n ? 1 : 0) + (has_fields ? 1 : 0) + (request.fixtures ? 1 : 0) > 1) {
    return cannot_be_combined({"n", "fields", "fixtures"}, "request");
  }
  if (has_fields) {
    for (const auto& member : tree->members) {
      if (member.first != "fields") continue;
      auto read = read_fields(member.second);
      if (!read) return read.error();
      request.fields = std::move(read).value();
    }
  }
  auto comparison = read_comparison(mode, tolerance);
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
