// The embed as plain, semantic HTML: headings, paragraphs, and tables with a caption and header
// cells, so that it reads unstyled and takes the site's own table styles. No styles, no scripts
// and no ids (a page may hold several embeds); text is escaped, never trusted as markup.
#include <string>

#include "embed_view.hpp"
#include "record.hpp"

namespace fm {

namespace {

class Html {
 public:
  // Text content or an attribute value (quoted with ").
  Html& text(std::string_view value) {
    for (const char c : value) {
      switch (c) {
        case '&': out_ += "&amp;"; break;
        case '<': out_ += "&lt;"; break;
        case '>': out_ += "&gt;"; break;
        case '"': out_ += "&quot;"; break;
        default: out_ += c;
      }
    }
    return *this;
  }
  Html& raw(std::string_view markup) {
    out_ += markup;
    return *this;
  }
  // <tag>text</tag>
  Html& element(std::string_view tag, std::string_view value) {
    return raw("<").raw(tag).raw(">").text(value).raw("</").raw(tag).raw(">");
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

void section(Html& h, const EmbedSection& s) {
  h.raw("<section>\n").element("h3", s.heading).raw("\n");
  for (const std::string_view paragraph : s.paragraphs) h.element("p", paragraph).raw("\n");
  h.raw("</section>\n");
}

// The code a reader holds against their own loop, led by its name, and when it is wrong.
void loop_code(Html& h, const EmbedTable& t) {
  h.raw("<p><b>").text(t.title).raw("</b> (").text(t.method).raw("), in a training loop:</p>\n");
  h.raw("<pre data-loop=\"code\"><code>").text(t.loop->code).raw("</code></pre>\n").element("p", t.loop->wrong_when);
  h.raw("\n");
}

// Open under a table, closed in "which" (where the code and its summary are what a reader scans)
// and in a compact embed.
void repair_diff(Html& h, const EmbedTable& t, bool open) {
  if (t.loop->diff.empty()) return;
  h.raw(open ? "<details open>" : "<details>").raw("<summary>The repair, as a change to that loop</summary>\n");
  h.raw("<pre data-loop=\"diff\"><code>").text(t.loop->diff).raw("</code></pre>\n</details>\n");
}

// A value cell opened with its column's key (the live element's td[data-col] hook) and heading,
// which failure-map.css shows beside the value where a narrow column lays each row out as a card.
void cell(Html& h, std::string_view column_id) {
  for (const TableColumn& column : kTableColumns) {
    if (column.id == column_id)
      h.raw("<td data-col=\"").text(column.id).raw("\" data-heading=\"").text(column.heading).raw("\">");
  }
}

void table(Html& h, const EmbedView& view, const EmbedTable& t) {
  using Why = RenderOptions::Why;
  const bool why_cell = view.why == Why::Column || view.why == Why::Details;
  h.raw("<table");
  if (!view.table_classes.empty()) {
    h.raw(" class=\"");
    for (std::size_t i = 0; i < view.table_classes.size(); ++i) h.raw(i ? " " : "").text(view.table_classes[i]);
    h.raw("\"");
  }
  h.raw(" data-impl=\"").text(t.id).raw("\">\n").element("caption", t.caption).raw("\n<thead>\n<tr>");
  for (const TableColumn& column : kTableColumns) {
    if (column.id != "why" || why_cell) h.raw("<th scope=\"col\">").text(column.heading).raw("</th>");
  }
  h.raw("</tr>\n</thead>\n<tbody>\n");
  for (const EmbedRow& row : t.rows) {
    h.raw("<tr data-check=\"").text(row.label).raw("\" data-outcome=\"").raw(row.passed ? "passed" : "failed");
    h.raw("\"><th scope=\"row\">").text(row.label).raw("</th>");
    cell(h, "actual");
    h.raw("<code>").text(row.actual).raw("</code></td>");
    cell(h, "expected");
    h.raw("<code>").text(row.expected).raw("</code></td>");
    cell(h, "outcome");
    h.text(row.outcome).raw("</td>");
    if (view.why == Why::Column) {
      cell(h, "why");
      h.text(row.why).raw("</td>");
    }
    if (view.why == Why::Details) {
      cell(h, "why");
      h.raw("<details><summary>Why</summary>").element("p", row.why).raw("</details></td>");
    }
    h.raw("</tr>\n");
    if (view.why == Why::Line) h.raw("<tr data-why><td colspan=\"4\">").text(row.why).raw("</td></tr>\n");
  }
  h.raw("</tbody>\n</table>\n");
  h.raw("<p data-summary=\"").text(t.id).raw("\">").text(t.summary).raw("</p>\n");
  if (!t.rounding_note.empty())
    h.raw("<p data-rounding-note=\"").text(t.id).raw("\">").text(t.rounding_note).raw("</p>\n");
}

}  // namespace

std::string embed_html(const EmbedView& view) {
  Html h;
  h.raw("<div class=\"failure-map-static\" data-fm-static data-fm-request=\"").text(view.request).raw("\">\n");
  if (view.which) h.raw("<p><b>Which one is my code?</b> Find the line that computes your loss.</p>\n");
  if (view.prose) {
    h.raw("<header>\n<p>").text(view.id).raw(" · ").text(view.family).raw("</p>\n");
    h.raw("<h2>").text(view.title).raw(" · ").text(view.case_label).raw("</h2>\n");
    h.element("p", view.access).raw("\n</header>\n");
    for (const EmbedSection& s : view.before) section(h, s);
  }
  for (const EmbedTable& t : view.tables) {
    if (view.which) {
      h.raw("<section data-impl=\"").text(t.id).raw("\">\n");
      loop_code(h, t);
      h.raw("<p data-summary=\"").text(t.id).raw("\">").text(t.caption).raw(" · ").text(t.summary).raw("</p>\n");
      repair_diff(h, t, false);
      h.raw("</section>\n");
      continue;
    }
    // After each table: the code a reader holds against their own loop, and the diff to the repair
    // (closed in a compact embed, which must stay within a screen).
    if (!view.prose) {
      table(h, view, t);
      loop_code(h, t);
      repair_diff(h, t, !view.compact);
      continue;
    }
    h.raw("<section data-impl=\"").text(t.id).raw("\">\n").element("h3", t.title).raw("\n");
    h.raw("<pre><code>def solve(weighted_sums, weight_sums):\n    return ").text(t.python).raw("</code></pre>\n");
    table(h, view, t);
    loop_code(h, t);
    repair_diff(h, t, true);
    if (!t.sha256.empty()) h.raw("<p>SHA-256 / <code data-fm-digest>").text(t.sha256).raw("</code></p>\n");
    for (const std::string_view note : t.notes) h.element("p", note).raw("\n");
    h.raw("</section>\n");
  }
  if (view.prose) {
    for (const EmbedSection& s : view.after) section(h, s);
    h.raw("<p>Case digest / <code data-fm-digest>").text(view.case_digest).raw("</code></p>\n");
  }
  h.raw("</div>\n");
  return h.take();
}

}  // namespace fm
