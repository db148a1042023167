#include "embed_view.hpp"

#include "evaluation.hpp"
#include "explanation.hpp"
#include "implementations.hpp"
#include "py_repr.hpp"
#include "record.hpp"
#include "report_view.hpp"
#include "rounding_note.hpp"

namespace fm {

namespace {

// Static markup cannot measure its column: a line under each row reads at every width, and a
// compact table keeps the Why on demand.
RenderOptions::Why resolve_why(const RenderOptions& options) {
  if (options.why != RenderOptions::Why::Auto) return options.why;
  return options.compact ? RenderOptions::Why::Details : RenderOptions::Why::Line;
}

}  // namespace

Expected<EmbedView> embed_view(const RenderOptions& options) {
  const RecordText& r = record_text();
  EmbedView view;
  view.id = r.id;
  view.family = r.family;
  view.access = r.access;
  view.title = r.title;
  view.case_label = r.case_label;
  view.contract = r.contract;
  view.case_digest = r.case_digest;
  view.n = options.n.value_or("1");
  view.compact = options.compact;
  view.which = options.which;
  view.prose = options.prose == RenderOptions::Prose::Full && !options.compact && !options.which;
  view.why = resolve_why(options);
  view.table_classes = options.table_classes;
  view.request = render_request_json(options);
  if (view.prose) {
    view.before = {{"Root cause", {r.root_cause}},
                   {"The failure", {r.failure}},
                   {"Unsuccessful approach", {r.unsuccessful_approach}},
                   {"Case contract", {r.contract}},
                   {"Why this case matters", {r.why_it_matters}}};
    view.after = {{"Verification & scope", {r.scope, r.observation_note}}};
  }

  std::vector<std::string> ids = options.show;
  if (ids.empty()) {
    for (const Implementation& implementation : implementations()) ids.emplace_back(implementation.id);
  }
  if (view.compact) ids.resize(1);

  const Expected<std::vector<Fixture>> fixtures = request_fixtures({"", view.n, std::nullopt});
  if (!fixtures) return fixtures.error();
  for (const std::string& id : ids) {
    const Implementation* implementation = find_implementation(id);
    if (!implementation) return Error{"unknown implementation " + id, "show"};
    const Expected<Report> report = run_checks(*implementation, *fixtures);
    if (!report) return Error{report.error().message, "n"};
    EmbedTable table;
    table.id = implementation->id;
    table.title = implementation->title;
    table.method = implementation->method;
    table.python = implementation->python;
    table.loop = implementation->loop;
    table.sha256 = implementation->sha256;
    if (implementation->sha256.empty()) table.notes = {r.held_back, r.repair_note};
    table.caption = std::string(implementation->title) + ": boundary fixtures at N = " + view.n;
    table.summary = report_summary(*report);
    table.rounding_note = rounding_note(*report);
    table.passed = report->passed;
    table.exit_code = report->exit_code();
    for (std::size_t i = 0; i < report->observations.size() && !view.which; ++i) {
      const Observation& o = report->observations[i];
      EmbedRow row;
      row.label = o.check;
      row.actual = repr_value(o.actual);
      row.expected = repr_value(o.expected);
      row.passed = o.passed;
      row.outcome = o.passed ? "Passed" : "Failed";
      if (view.why != RenderOptions::Why::None) row.why = explain(*implementation, fixtures->at(i), o).reason;
      table.rows.push_back(std::move(row));
    }
    view.tables.push_back(std::move(table));
  }
  return view;
}

Expected<std::string> render_embed(const RenderOptions& options) {
  const Expected<EmbedView> view = embed_view(options);
  if (!view) return view.error();
  return options.format == RenderOptions::Format::Json ? embed_json(*view) : embed_html(*view);
}

}  // namespace fm
