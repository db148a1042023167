// Static markup for an embed (src/core/embed): every value and outcome is the record's or
// CPython's (tests/golden), each choice shows what it names and nothing else, and the HTML is
// plain (no styles, no scripts, escaped text).
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>
#include <regex>

#include "embed_view.hpp"
#include "expected_message.hpp"
#include "golden_files.hpp"
#include "implementations.hpp"
#include "record.hpp"

namespace bdata = boost::unit_test::data;
using fm::RenderOptions;

namespace {

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t found = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++found;
  return found;
}

std::string render(RenderOptions options) {
  const auto out = fm::render_embed(options);
  BOOST_TEST_REQUIRE(out.ok(), fm::test::message_of(out));
  return *out;
}

RenderOptions html(std::vector<std::string> show = {}, RenderOptions::Why why = RenderOptions::Why::Auto) {
  RenderOptions options;
  options.show = std::move(show);
  options.why = why;
  return options;
}

struct GoldenRow {
  std::string label, actual, expected;
  bool passed;
};

// The reference's line (json.dumps): its rows' values as Python wrote them; repr() writes a
// float json.dumps writes as Infinity or NaN as inf or nan.
std::vector<GoldenRow> golden_rows(const std::string& line) {
  static const std::regex observation(
      R"re("check": "([^"]*)", "actual": ([^,]*), "expected": ([^,]*), "passed": (true|false))re");
  const auto python = [](std::string value) {
    if (value == "Infinity") return std::string("inf");
    if (value == "-Infinity") return std::string("-inf");
    if (value == "NaN") return std::string("nan");
    return value;
  };
  std::vector<GoldenRow> rows;
  for (std::sregex_iterator it(line.begin(), line.end(), observation), end; it != end; ++it) {
    rows.push_back({(*it)[1], python((*it)[2]), python((*it)[3]), (*it)[4] == "true"});
  }
  return rows;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(embed)

// At every N of the family, each table's rows are the reference's: label, values, outcome.
BOOST_DATA_TEST_CASE(html_rows_are_the_references, bdata::make(fm::test::golden_runs("golden/family.jsonl")), run) {
  RenderOptions options = html({run.implementation}, RenderOptions::Why::None);
  options.n = run.n;
  options.prose = RenderOptions::Prose::None;
  const std::string out = render(options);
  const std::vector<GoldenRow> rows = golden_rows(run.stdout_text);
  BOOST_TEST_REQUIRE(rows.size() == 7u);
  std::string expected;
  for (const GoldenRow& row : rows) {
    const char* outcome = row.passed ? "passed" : "failed";
    expected += "<tr data-check=\"" + row.label + "\" data-outcome=\"" + outcome + "\"><th scope=\"row\">" + row.label +
                "</th><td data-col=\"actual\" data-heading=\"Actual\"><code>" + row.actual +
                "</code></td><td data-col=\"expected\" data-heading=\"Expected\"><code>" + row.expected +
                "</code></td><td data-col=\"outcome\" data-heading=\"Outcome\">" + (row.passed ? "Passed" : "Failed") +
                "</td></tr>\n";
  }
  const std::size_t start = out.find("<tbody>\n") + 8;
  BOOST_TEST(out.substr(start, out.find("</tbody>") - start) == expected);
  BOOST_TEST(out.find("<caption>") != std::string::npos);
  BOOST_TEST(count(out, "exit " + std::to_string(run.exit_code) + "</p>") == 1u);
}

BOOST_DATA_TEST_CASE(json_rows_are_the_references, bdata::make(fm::test::golden_runs("golden/family.jsonl")), run) {
  RenderOptions options = html({run.implementation});
  options.n = run.n;
  options.format = RenderOptions::Format::Json;
  const std::string out = render(options);
  rapidjson::Document doc;
  doc.Parse(out.c_str(), out.size());
  BOOST_TEST_REQUIRE(!doc.HasParseError());
  const auto& impl = doc["implementations"][0];
  BOOST_TEST(impl["id"].GetString() == run.implementation);
  BOOST_TEST(impl["exitCode"].GetInt() == run.exit_code);
  BOOST_TEST(impl["passed"].GetBool() == (run.exit_code == 0));
  const std::vector<GoldenRow> rows = golden_rows(run.stdout_text);
  BOOST_TEST_REQUIRE(impl["rows"].Size() == rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& row = impl["rows"][static_cast<rapidjson::SizeType>(i)];
    BOOST_TEST(row["label"].GetString() == rows[i].label);
    BOOST_TEST(row["actual"].GetString() == rows[i].actual);
    BOOST_TEST(row["expected"].GetString() == rows[i].expected);
    BOOST_TEST(row["outcome"].GetString() == std::string(rows[i].passed ? "Passed" : "Failed"));
    BOOST_TEST(std::string(row["why"].GetString()).size() > 20u);
  }
  BOOST_TEST(out.back() == '\n');
}

// The record's published table (tests/golden/record/the_failure.md), row by row, in the HTML.
BOOST_AUTO_TEST_CASE(the_failure_is_the_records_table) {
  const std::string out = render(html({"broken"}, RenderOptions::Why::None));
  const std::string table = fm::test::read_text("golden/record/the_failure.md");
  std::istringstream lines(table);
  std::string line;
  std::getline(lines, line);
  std::getline(lines, line);
  std::size_t rows = 0;
  while (std::getline(lines, line)) {
    const auto cells = fm::test::split(line.substr(2, line.size() - 4), '|');
    const auto trim = [](std::string s) {
      return s.substr(s.find_first_not_of(' '), s.find_last_not_of(' ') + 1 - s.find_first_not_of(' '));
    };
    const std::string row =
        "<th scope=\"row\">" + trim(cells[0]) + "</th><td data-col=\"actual\" data-heading=\"Actual\"><code>" +
        trim(cells[1]) + "</code></td><td data-col=\"expected\" data-heading=\"Expected\"><code>" + trim(cells[2]) +
        "</code></td><td data-col=\"outcome\" data-heading=\"Outcome\">" + trim(cells[3]) + "</td></tr>";
    BOOST_TEST(count(out, row) == 1u, row);
    ++rows;
  }
  BOOST_TEST(rows == 7u);
}

BOOST_AUTO_TEST_CASE(default_is_the_record_page_full_prose_three_tables_why_lines) {
  const std::string out = render(html());
  const fm::RecordText& r = fm::record_text();
  BOOST_TEST(count(out, "<table data-impl=") == 3u);
  for (const char* id : {"broken", "unsuccessful-fix", "repair"}) {
    BOOST_TEST(count(out, std::string("<table data-impl=\"") + id + "\">") == 1u);
  }
  BOOST_TEST(count(out, "<h2>" + std::string(r.title) + " · " + std::string(r.case_label) + "</h2>") == 1u);
  BOOST_TEST(count(out, "<p>" + std::string(r.contract) + "</p>") == 1u);
  BOOST_TEST(count(out, std::string(r.held_back)) == 1u);
  BOOST_TEST(count(out, "<td colspan=\"4\">") == 21u);  // Auto in static markup: a line under each row
  BOOST_TEST(count(out, "<details>") == 0u);
  // The request it was rendered from, every choice spelled out, for the live element to compare.
  const std::string request =
      "{&quot;n&quot;: &quot;1&quot;, &quot;show&quot;: &quot;broken unsuccessful-fix repair&quot;, "
      "&quot;prose&quot;: &quot;full&quot;, &quot;why&quot;: &quot;auto&quot;, &quot;compact&quot;: false, "
      "&quot;which&quot;: false, &quot;tableClass&quot;: &quot;&quot;}";
  BOOST_TEST(out.rfind("<div class=\"failure-map-static\" data-fm-static data-fm-request=\"" + request + "\">\n", 0) ==
             0u);
  BOOST_TEST(out.substr(out.size() - 7) == "</div>\n");
}

BOOST_AUTO_TEST_CASE(plain_markup_no_styles_scripts_or_ids) {
  for (const auto why : {RenderOptions::Why::Column, RenderOptions::Why::Line, RenderOptions::Why::Details}) {
    const std::string out = render(html({}, why));
    BOOST_TEST(out.find("style") == std::string::npos);
    BOOST_TEST(out.find("<script") == std::string::npos);
    BOOST_TEST(out.find(" id=") == std::string::npos);
    BOOST_TEST(!std::regex_search(out, std::regex("<[^>]*\\son[a-z]+=")));  // no event handler attributes
    // Every element opened is closed.
    for (const char* tag : {"table", "tr", "td", "th", "section", "p", "details", "caption", "code", "pre"}) {
      BOOST_TEST(count(out, std::string("<") + tag + ">") + count(out, std::string("<") + tag + " ") ==
                     count(out, std::string("</") + tag + ">"),
                 tag);
    }
  }
}

BOOST_AUTO_TEST_CASE(show_leaves_out_the_repair_in_the_order_given) {
  RenderOptions options = html({"unsuccessful-fix", "broken"});
  const std::string out = render(options);
  BOOST_TEST(out.find("data-impl=\"repair\"") == std::string::npos);
  BOOST_TEST(out.find(std::string(fm::record_text().held_back)) == std::string::npos);
  BOOST_TEST(out.find("<table data-impl=\"unsuccessful-fix\">") < out.find("<table data-impl=\"broken\">"));
}

// The line under a table that fails by rounding alone (rounding_note.hpp; its cases are tested
// against CPython in test_rounding_note.cpp): under the repair's summary at N = 0.1, in the HTML and
// the JSON, and under no table at N = 1 (where the repair passes and the others fail by more).
BOOST_AUTO_TEST_CASE(a_rounding_failure_says_so_under_its_summary) {
  RenderOptions options = html();
  options.n = "0.1";
  const std::string out = render(options);
  BOOST_TEST(count(out, "<p data-rounding-note=") == 1);
  const std::size_t note = out.find("<p data-rounding-note=\"repair\">Each failed check is at most 2 units");
  BOOST_TEST(note != std::string::npos);
  const std::string summary = "<p data-summary=\"repair\">4 of 7 checks pass · exit 1</p>\n";
  BOOST_TEST(out.find(summary) + summary.size() == note);
  options.format = RenderOptions::Format::Json;
  rapidjson::Document doc;
  doc.Parse(render(options).c_str());
  const auto& impls = doc["implementations"];
  for (const auto& impl : impls.GetArray()) {
    const std::string id = impl["id"].GetString();
    BOOST_TEST((std::string(impl["roundingNote"].GetString()).empty()) == (id != "repair"), id);
  }
  BOOST_TEST(count(render(html()), "data-rounding-note") == 0);
}

BOOST_AUTO_TEST_CASE(prose_none_is_tables_and_summaries_only) {
  RenderOptions options = html();
  options.prose = RenderOptions::Prose::None;
  const std::string out = render(options);
  const fm::RecordText& r = fm::record_text();
  for (const std::string_view words : {r.title, r.contract, r.root_cause, r.scope, r.case_digest, r.held_back}) {
    BOOST_TEST(out.find(std::string(words)) == std::string::npos, words);
  }
  BOOST_TEST(out.find("<h") == std::string::npos);
  BOOST_TEST(out.find("<pre>") == std::string::npos);
  BOOST_TEST(count(out, "<caption>") == 3u);
  BOOST_TEST(count(out, " checks pass · exit ") == 3u);
}

BOOST_AUTO_TEST_CASE(why_modes_place_the_same_sentences) {
  const std::string column = render(html({"broken"}, RenderOptions::Why::Column));
  const std::string line = render(html({"broken"}, RenderOptions::Why::Line));
  const std::string details = render(html({"broken"}, RenderOptions::Why::Details));
  const std::string none = render(html({"broken"}, RenderOptions::Why::None));
  BOOST_TEST(count(column, "<th scope=\"col\">Why</th>") == 1u);
  BOOST_TEST(count(line, "<th scope=\"col\">Why</th>") == 0u);
  BOOST_TEST(count(line, "<td colspan=\"4\">") == 7u);
  BOOST_TEST(count(details, "<td data-col=\"why\" data-heading=\"Why\"><details><summary>Why</summary><p>") == 7u);
  BOOST_TEST(count(none, "<th scope=\"col\">") == 4u);
  BOOST_TEST(none.size() < column.size());
  // The sentence of the first row, from the core's explanation, in each of the three.
  RenderOptions options = html({"broken"});
  options.format = RenderOptions::Format::Json;
  rapidjson::Document doc;
  const std::string json = render(options);
  doc.Parse(json.c_str());
  const std::string why = doc["implementations"][0]["rows"][0]["why"].GetString();
  BOOST_TEST(count(column, "<td data-col=\"why\" data-heading=\"Why\">" + why + "</td>") == 1u);
  BOOST_TEST(count(line, "<td colspan=\"4\">" + why + "</td>") == 1u);
  BOOST_TEST(count(details, "<p>" + why + "</p>") == 1u);
  BOOST_TEST(none.find(why) == std::string::npos);
}

BOOST_AUTO_TEST_CASE(compact_is_the_first_shown_table_alone_why_on_demand) {
  RenderOptions options = html({"unsuccessful-fix", "broken"});
  options.compact = true;
  const std::string out = render(options);
  BOOST_TEST(count(out, "<table") == 1u);
  BOOST_TEST(count(out, "<table data-impl=\"unsuccessful-fix\">") == 1u);
  BOOST_TEST(out.find("<h") == std::string::npos);
  BOOST_TEST(count(out, "<td data-col=\"why\" data-heading=\"Why\"><details>") == 7u);
  // The diff to the repair is closed too: the compact embed stays within a screen.
  BOOST_TEST(count(out, "<details><summary>The repair, as a change to that loop</summary>") == 1u);
  BOOST_TEST(out.find("<details open>") == std::string::npos);
  options.why = RenderOptions::Why::None;
  BOOST_TEST(render(options).find("<td data-col=\"why\" data-heading=\"Why\"><details>") == std::string::npos);
}

// Every embed speaks the reader's code: each implementation it shows comes with the training-loop
// code that computes it (tests/torch runs that code), when it is wrong, and for the two published
// ones the diff to the repair; in every mode, compact included.
BOOST_AUTO_TEST_CASE(every_mode_shows_each_implementations_loop_code_and_the_diff) {
  const auto escaped = [](std::string_view text) {
    std::string out;
    for (const char c : text)
      out += c == '"' ? std::string("&quot;") : c == '<' ? std::string("&lt;") : std::string(1, c);
    return out;
  };
  std::vector<RenderOptions> modes(5);
  modes[1].prose = RenderOptions::Prose::None;
  modes[2].compact = true;
  modes[3].which = true;
  modes[4].which = modes[4].compact = true;
  for (const std::string id : {"broken", "unsuccessful-fix", "repair"}) {
    const fm::LoopCode& loop = *fm::find_implementation(id)->loop;
    for (RenderOptions options : modes) {
      options.show = {id};
      const std::string out = render(options);
      BOOST_TEST_CONTEXT(id << (options.compact ? " compact" : "") << (options.which ? " which" : "")) {
        BOOST_TEST(count(out, "<pre data-loop=\"code\"><code>" + escaped(loop.code) + "</code></pre>") == 1u);
        BOOST_TEST(count(out, "<p>" + escaped(loop.wrong_when) + "</p>") == 1u);
        BOOST_TEST(count(out, "<pre data-loop=\"diff\">") == (id == "repair" ? 0u : 1u));
        if (id != "repair") BOOST_TEST(count(out, escaped(loop.diff) + "</code></pre>") == 1u);
      }
    }
  }
}

// The diff starts from the code shown for that implementation and ends in the repair's code.
BOOST_AUTO_TEST_CASE(each_diff_goes_from_its_code_to_the_repairs) {
  const auto lines = [](std::string_view text, std::string_view keep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
      const std::size_t end = std::min(text.find('\n', start), text.size());
      std::string line(text.substr(start, end - start));
      start = end + 1;
      if (keep.empty() && line.rfind('#', 0) != 0) out.push_back(line);
      if (!keep.empty() && keep.find(line[0]) != std::string_view::npos) {
        line = line.substr(line.find_first_not_of(" +-"));
        out.push_back(line);
      }
    }
    return out;
  };
  const std::vector<std::string> repair = lines(fm::repair_loop().code, "");
  BOOST_TEST(repair.size() == 2u);
  for (const fm::LoopCode* loop : {&fm::broken_loop(), &fm::unsuccessful_fix_loop()}) {
    BOOST_TEST(lines(loop->diff, "-") == std::vector<std::string>{lines(loop->code, "").front()});
    BOOST_TEST(lines(loop->diff, "+") == repair);
  }
  BOOST_TEST(fm::repair_loop().diff.empty());
}

BOOST_AUTO_TEST_CASE(which_is_the_loop_code_and_summaries_without_tables) {
  RenderOptions options;
  options.which = true;
  std::string out = render(options);
  BOOST_TEST(out.find("<table") == std::string::npos);
  BOOST_TEST(out.find("<h") == std::string::npos);
  BOOST_TEST(count(out, "<section data-impl=") == 3u);
  BOOST_TEST(count(out, "<pre data-loop=\"diff\">") == 2u);
  BOOST_TEST(out.find("<details open>") == std::string::npos);
  BOOST_TEST(count(render(RenderOptions{}), "<details open><summary>The repair, as a change to that loop</summary>") ==
             2u);
  BOOST_TEST(
      count(out,
            "<p data-summary=\"broken\">The failure: boundary fixtures at N = 1 · 3 of 7 checks pass · exit 1</p>") ==
      1u);
  BOOST_TEST(out.find("<b>The repair</b> (÷ total weight mass), in a training loop:") != std::string::npos);
  options.compact = true;
  options.show = {"unsuccessful-fix", "broken"};
  out = render(options);
  BOOST_TEST(count(out, "<section data-impl=") == 1u);
  BOOST_TEST(count(out, "<section data-impl=\"unsuccessful-fix\">") == 1u);
  options.format = RenderOptions::Format::Json;
  out = render(options);
  rapidjson::Document doc;
  doc.Parse(out.c_str(), out.size());
  BOOST_TEST_REQUIRE(!doc.HasParseError());
  BOOST_TEST(doc["which"].GetBool());
  const auto& impl = doc["implementations"][0];
  BOOST_TEST(impl["rows"].Size() == 0u);
  BOOST_TEST(impl["method"].GetString() == std::string("mean of micro-batch means"));
  BOOST_TEST(impl["loop"]["code"].GetString() == fm::unsuccessful_fix_loop().code);
  BOOST_TEST(impl["loop"]["wrongWhen"].GetString() == fm::unsuccessful_fix_loop().wrong_when);
  BOOST_TEST(impl["loop"]["diff"].GetString() == fm::unsuccessful_fix_loop().diff);
  BOOST_TEST(fm::read_render_request(R"({"which": true})").value().which);
  BOOST_TEST(fm::read_render_request(R"({"which": 1})").error().message == "expected true or false");
  BOOST_TEST(fm::read_render_request(R"({"which": 1})").error().field == "which");
}

BOOST_AUTO_TEST_CASE(text_is_escaped) {
  // Labels are the record's; N is written into the caption as given, and "<" cannot be a
  // Python literal, so the escape is checked on the writer's own class through the caption.
  RenderOptions options = html({"broken"});
  options.n = "1_0";
  BOOST_TEST(render(options).find("at N = 1_0</caption>") != std::string::npos);
  const std::string out = render(html());
  BOOST_TEST(out.find("Verification &amp; scope") != std::string::npos);
  BOOST_TEST(out.find("Verification & scope") == std::string::npos);
}

// Sphinx's themes style table.docutils only: each table carries the classes given, and only
// tables do; without any, a table has no class attribute (Material styles table:not([class])).
BOOST_AUTO_TEST_CASE(table_classes_go_on_every_table_and_nowhere_else) {
  RenderOptions options = html();
  options.table_classes = fm::parse_table_classes(" docutils  align-default ").value();
  const std::string out = render(options);
  BOOST_TEST(count(out, "<table class=\"docutils align-default\" data-impl=\"") == 3u);
  BOOST_TEST(count(out, "class=\"docutils") == 3u);
  BOOST_TEST(count(render(html()), "<table data-impl=\"") == 3u);
  BOOST_TEST(render(html()).find("<table class=") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(choices_are_parsed_once_for_every_caller) {
  BOOST_TEST(fm::parse_show("broken,repair").value() == (std::vector<std::string>{"broken", "repair"}));
  BOOST_TEST(fm::parse_show(" broken  unsuccessful-fix ").value() ==
             (std::vector<std::string>{"broken", "unsuccessful-fix"}));
  BOOST_TEST(fm::test::message_of(fm::parse_show("")) ==
             "no implementation given; choose from broken, unsuccessful-fix, repair");
  BOOST_TEST(fm::parse_show("broken,broken").error().message == "\"broken\" is given twice");
  BOOST_TEST(fm::parse_show("fixed").error().field == "show");
  BOOST_TEST(fm::parse_why("sideways").error().message ==
             "unknown value \"sideways\"; choose auto, column, line, details or none");
  const auto request = fm::read_render_request(R"({"n": "0.1", "show": "repair", "compact": true, "why": "none"})");
  BOOST_TEST_REQUIRE(request.ok());
  BOOST_TEST(*request->n == "0.1");
  BOOST_TEST(request->compact);
  BOOST_TEST(fm::read_render_request(R"({"compact": "yes"})").error().field == "compact");
  BOOST_TEST(fm::read_render_request(R"({"size": "big"})").error().field == "request");
  BOOST_TEST(fm::read_render_request(R"({"n": 1})").error().field == "n");
  BOOST_TEST(fm::read_render_request(R"({"tableClass": "a\"b"})").error().field == "tableClass");
  BOOST_TEST(fm::parse_table_classes(std::string(65, 'x')).error().message ==
             "a class name of 65 characters; at most 64");
  BOOST_TEST(fm::parse_table_classes("  ").value().empty());
  RenderOptions bad_n;
  bad_n.n = "abc";
  BOOST_TEST(fm::render_embed(bad_n).error().field == "n");
}

BOOST_AUTO_TEST_SUITE_END()

// The request the static markup carries reads back as the options it was rendered from.
BOOST_AUTO_TEST_CASE(render_request_reads_back_as_its_options) {
  RenderOptions options;
  options.n = "0.1";
  options.show = {"repair", "broken"};
  options.prose = RenderOptions::Prose::None;
  options.why = RenderOptions::Why::Details;
  options.compact = true;
  options.table_classes = {"docutils", "align-default"};
  const std::string json = fm::render_request_json(options);
  BOOST_TEST(json ==
             "{\"n\": \"0.1\", \"show\": \"repair broken\", \"prose\": \"none\", \"why\": \"details\", "
             "\"compact\": true, \"which\": false, \"tableClass\": \"docutils align-default\"}");
  const fm::Expected<RenderOptions> back = fm::read_render_request(json);
  BOOST_TEST_REQUIRE(static_cast<bool>(back));
  BOOST_TEST(back->n.value() == "0.1");
  BOOST_TEST(back->show == options.show);
  BOOST_TEST((back->prose == options.prose && back->why == options.why && back->compact && !back->which));
  BOOST_TEST(back->table_classes == options.table_classes);
}
