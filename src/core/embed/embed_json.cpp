// The embed's content as JSON, for generators that build their own tables (a Sphinx extension's
// docutils tables for LaTeX and text): the same strings embed_html places.
#include "embed_view.hpp"
#include "json_writer.hpp"
#include "record.hpp"

namespace fm {

namespace {

void sections(JsonWriter& w, std::string_view name, const std::vector<EmbedSection>& list) {
  w.key(name).begin_array();
  for (const EmbedSection& s : list) {
    w.begin_object().member("heading", s.heading).key("paragraphs").begin_array();
    for (const std::string_view paragraph : s.paragraphs) w.string(paragraph);
    w.end_array().end_object();
  }
  w.end_array();
}

}  // namespace

std::string embed_json(const EmbedView& view) {
  JsonWriter w;
  w.begin_object().member("id", view.id).member("family", view.family).member("access", view.access);
  w.member("title", view.title).member("caseLabel", view.case_label).member("contract", view.contract);
  w.member("caseDigest", view.case_digest).member("n", view.n).member("prose", view.prose ? "full" : "none");
  w.member("why", why_name(view.why)).key("compact").boolean(view.compact).key("which").boolean(view.which);
  write_table_columns(w.key("columns"));
  sections(w, "before", view.before);
  w.key("implementations").begin_array();
  for (const EmbedTable& t : view.tables) {
    w.begin_object().member("id", t.id).member("title", t.title).member("method", t.method).member("python", t.python);
    w.key("loop").begin_object().member("code", t.loop->code).member("wrongWhen", t.loop->wrong_when);
    w.member("diff", t.loop->diff).end_object();
    w.member("sha256", t.sha256).key("notes").begin_array();
    for (const std::string_view note : t.notes) w.string(note);
    w.end_array().member("caption", t.caption).member("summary", t.summary);
    w.member("roundingNote", t.rounding_note);
    w.key("passed").boolean(t.passed).key("exitCode").integer(t.exit_code).key("rows").begin_array();
    for (const EmbedRow& row : t.rows) {
      w.begin_object().member("label", row.label).member("actual", row.actual).member("expected", row.expected);
      w.member("outcome", row.outcome).key("passed").boolean(row.passed).key("why");
      if (view.why == RenderOptions::Why::None) {
        w.null();
      } else {
        w.string(row.why);
      }
      w.end_object();
    }
    w.end_array().end_object();
  }
  w.end_array();
  sections(w, "after", view.after);
  return w.end_object().take() + "\n";
}

}  // namespace fm
