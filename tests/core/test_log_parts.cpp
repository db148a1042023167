// Reading a log in parts (as the CLI does on two threads) gives check_log's answer (and its
// warnings' lines) wherever the rows are cut; the plain-row fast path reads every line as the reference's
// field-by-field reading does; numbered steps skip the seen-steps lookup without changing which
// step is refused; PyFloatSum is sum() on floats.
#include <boost/test/unit_test.hpp>
#include <cstring>
#include <random>
#include <set>

#include "golden_files.hpp"
#include "json_text.hpp"
#include "log_checker.hpp"
#include "log_diagnosis.hpp"
#include "log_report.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"
#include "py_sum.hpp"
#include "run_log.hpp"

namespace {

// The whole answer: values, diagnosis and the warnings with their lines.
std::string outcome(const fm::Expected<fm::LogCheck>& result) {
  return result ? fm::log_report_json(*result, fm::diagnose_log(*result)) : "error: " + result.error().message;
}

// The log read in parts cut at the given offsets into its rows (line starts, ascending): the first
// part read and summed, each later one read on its own and merged, as the CLI does.
std::string outcome_in_parts(const std::string& text, const std::vector<std::size_t>& cuts) {
  const fm::Expected<fm::LogStart> start = fm::start_log_check(text);
  if (!start) return "error: " + start.error().message;
  const std::string_view rows = start->rows;
  fm::LogChecker checker(*start);
  std::size_t from = 0;
  for (std::size_t k = 0; k <= cuts.size(); ++k) {
    const std::size_t to = k < cuts.size() ? cuts[k] : rows.size();
    if (k == 0) {
      checker.read(rows.substr(from, to - from));
    } else {
      checker.merge(fm::read_log_part(start->columns, rows.substr(from, to - from)));
    }
    from = to;
  }
  return outcome(checker.finish());
}

// Offsets of every line start in the rows, the end included.
std::vector<std::size_t> line_starts(const std::string& text) {
  const fm::Expected<fm::LogStart> start = fm::start_log_check(text);
  std::vector<std::size_t> starts{0};
  if (!start) return starts;
  const std::string_view rows = start->rows;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i] == '\n') starts.push_back(i + 1);
  }
  if (starts.back() != rows.size()) starts.push_back(rows.size());
  return starts;
}

std::vector<std::string> logs_to_cut() {
  std::vector<std::string> logs;
  for (const char* file : {"crlf-extra-columns.csv", "nan.csv", "plain.tsv", "python-float-forms.csv", "steps.csv",
                           "tenths.csv", "zero-mass.csv"}) {
    logs.push_back(fm::test::read_text(std::string("data/logs/") + file));
  }
  const std::string steps = "step,weighted_sum,weight_sum\n";
  logs.insert(
      logs.end(),
      {
          steps + "1,1,2\n1,2,2\n2,3,4\n2,4,4\n2,5,0\n3,5,6\n",         // steps across every cut
          steps + "1,1,2\r\n1,2,2\r\n2,3,4\r\n\r\n2,4,4\r\n3,5,6\r\n",  // CRLF, a blank CRLF line
          "\xEF\xBB\xBF" + steps + "a,1,2\n\n \t\n b ,2,2\nb,3,4\n\n",  // BOM, blank lines, spaces
          steps + "1,1,2\n2,2,2\n2,3,4",                                // no newline at the end
          steps + "1,1,2\n2,2,2\n1,3,4\n3,1,1\n",                       // a step again (line 4)
          steps + "1,1,2\n2,2,2\n3,x,4\n2,1,1\n",                       // a bad number first (line 4)
          steps + "1,1,2\n2,2,2\n1,1,1\n3,x,4\n",                       // a step again first (line 4)
          steps + "10,1,1\n9,1,1\n8,1,1\n10,1,1\n",                     // counting down, then again
          steps + "1,1,1\n01,1,1\n1,1,1\n",                             // "01" is not "1"
          steps + "\r1,1,1\n1,2,1\n",                                   // the reference strips a leading \r
          steps + "1,1,1\n2,1\n",                                       // too few fields
          "loss\tweight_sum\tstep\tweighted_sum\tlr\n0.5\t2\ts1\t1.5\tx\n0.4\t2\ts1\t2.5\n0.3\t4\ts2\t1e3\t0\n",
          "weighted_sum,weight_sum\n\n\n \n",                        // no rows (line 4)
          "weighted_sum,weight_sum\n1,2\n\xff,3\n",                  // not UTF-8 (line 3)
          std::string("weighted_sum,weight_sum\n1,2\n3,4\0\n", 33),  // a NUL
          "weighted_sum,weight_sum\n1,2\n 1e5 ,+3\ninf,-nan\n1_0.5,.5\n-0,5.\n1e400,1\n",
          "weighted_sum,weight_sum\n1,2\n1e5e5,1\n",
          // Losses, a logger's loss-only rows, interleaved ranks, a header after tee'd lines and again.
          "step,weighted_sum,weight_sum,loss\n1,2,1,0.5\n1,2,3,\n2,,,0.75\n2,1,1,0.25\n2,3,2,0.5\n3,1,1,nan\n",
          "rank,step,weighted_sum,weight_sum,loss\n0,1,2,1,1\n1,1,4,2,2\n0,1,2,3,1\n1,2,1,1,0.5\n0,2,3,1,1.5\n1,1,9,9,"
          "9\n",
          "[rank0]: warning\n{'loss': 2.3}\nstep,weighted_sum,weight_sum\n1,2,1\nstep,weighted_sum,weight_sum\n2,3,1\n",
          "step;weighted_sum;weight_sum;loss\r\n1;2,5;1;2,5\r\n1;\"3\";2;x\r\n2;1,5;3\r\n",
          "t,step,weighted_sum,weight_sum,loss\n\"a,b\",1,1.5e+00,2,0.75\n\"c\"\"d,e\",1,2.00,3,\n\"f,2,3,4\n",
      });
  return logs;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(log_parts)

BOOST_AUTO_TEST_CASE(two_parts_give_check_log_s_answer_wherever_the_rows_are_cut) {
  for (const std::string& log : logs_to_cut()) {
    const std::string whole = outcome(fm::check_log(log));
    for (const std::size_t cut : line_starts(log)) {
      BOOST_TEST(outcome_in_parts(log, {cut}) == whole, "cut at " << cut << " of " << fm::json_string(log));
    }
  }
}

BOOST_AUTO_TEST_CASE(three_parts_give_check_log_s_answer_wherever_the_rows_are_cut) {
  for (const std::string& log : logs_to_cut()) {
    const std::string whole = outcome(fm::check_log(log));
    const std::vector<std::size_t> starts = line_starts(log);
    for (std::size_t a = 0; a < starts.size(); ++a) {
      for (std::size_t b = a; b < starts.size(); ++b) {
        BOOST_TEST(outcome_in_parts(log, {starts[a], starts[b]}) == whole,
                   "cuts at " << starts[a] << ", " << starts[b]);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(errors_in_a_later_part_name_the_line_in_the_whole_log) {
  std::string log = "step,weighted_sum,weight_sum\n";
  for (int i = 0; i < 100; ++i) log += std::to_string(i / 3) + ",1.5,2\n";
  const std::string bad_number = log + "40,1.5,oops\n";
  const std::string step_again = log + "7,1.5,2\n";
  const std::vector<std::size_t> middle{line_starts(log)[50]};
  const std::string skipped = outcome_in_parts(bad_number, middle);
  BOOST_TEST(skipped == outcome(fm::check_log(bad_number)));
  BOOST_TEST(
      skipped.find(
          R"({"line": 102, "step": "40", "message": "weight_sum: could not convert string to float: \"oops\""})") !=
      std::string::npos);
  // A step that comes back after the cut is a group of its own, as in one pass.
  BOOST_TEST(outcome_in_parts(step_again, middle) == outcome(fm::check_log(step_again)));
  BOOST_TEST(fm::check_log(step_again)->steps.size() == 35u);
}

BOOST_AUTO_TEST_CASE(a_step_across_the_cut_is_one_step) {
  const std::string log = "step,weighted_sum,weight_sum\n1,1,1\n1,3,1\n2,1,1\n";
  const std::string expected = outcome(fm::check_log(log));
  BOOST_TEST(outcome_in_parts(log, {6}) == expected);  // after "1,1,1\n"
  BOOST_TEST(fm::check_log(log)->steps.size() == 2u);
  BOOST_TEST(fm::check_log(log)->steps[0].totals.batches == 2u);
}

BOOST_AUTO_TEST_CASE(row_and_step_limits_across_parts_name_the_same_line) {
  std::string rows = "weighted_sum,weight_sum\n";
  rows.reserve(17u << 20);
  for (std::size_t i = 0; i <= fm::LogLimits::kMaxRows; ++i) rows += "1,2\n";
  const std::string rows_error = outcome(fm::check_log(rows));
  BOOST_TEST(rows_error == "error: line 4000002: more than 4000000 micro-batches; the limit is 4000000");
  BOOST_TEST(outcome_in_parts(rows, {2 * 4 * 1000000}) == rows_error);  // both parts within the limit
  BOOST_TEST(outcome_in_parts(rows, {4}) == rows_error);                // the later part alone over it

  std::string steps = "step,weighted_sum,weight_sum\n";
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i <= fm::LogLimits::kMaxSteps; ++i) {
    if (i == 300000) starts.push_back(steps.size() - 29);
    steps += std::to_string(i) + ",1,2\n";
  }
  const std::string steps_error = outcome(fm::check_log(steps));
  BOOST_TEST(steps_error == "error: line 500002: more than 500000 steps; the limit is 500000");
  BOOST_TEST(outcome_in_parts(steps, starts) == steps_error);
}

// The reference's reading of one line, field by field (the code before the fast path).
struct ReferenceRow {
  enum { kBlank, kRow, kError } kind = kBlank;
  double weighted_sum = 0.0;
  double weight_sum = 0.0;
  std::string step;
};

ReferenceRow reference_row(const fm::LogColumns& columns, std::string_view line) {
  ReferenceRow row;
  if (fm::trim_log_field(line).empty()) return row;
  std::vector<std::string_view> fields;
  for (std::size_t at; (at = line.find(columns.delimiter)) != std::string_view::npos; line.remove_prefix(at + 1)) {
    fields.push_back(line.substr(0, at));
  }
  fields.push_back(line);
  row.kind = ReferenceRow::kError;
  if (fields.size() < columns.needed) return row;
  const auto s = fm::parse_python_float(fields[columns.weighted_sum]);
  const auto w = fm::parse_python_float(fields[columns.weight_sum]);
  if (!s || !w) return row;
  row.kind = ReferenceRow::kRow;
  row.weighted_sum = *s;
  row.weight_sum = *w;
  if (columns.has_step) row.step = std::string(fm::trim_log_field(fields[columns.step]));
  return row;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

BOOST_AUTO_TEST_CASE(the_fast_path_reads_every_line_as_the_reference_does) {
  // Bin-packed, as written.
  // clang-format off
  const std::vector<std::string> numbers = {
      "1", "-0", "+1", "0.5", ".5", "5.", "-.5", "1e5", "1E-5", "1e+5", "-1e-5", "1e", "1e+", "1e5e5", "1.5.5", "--1",
      "-", "", ".", "-.", " 1", "1 ", "\t2", "2\r", "1_0", "1__0", "_1", "inf", "-Infinity", "nan", "NaN", "+nan",
      "1e400", "-1e400", "4.9e-324", "1e-400", "0x10", "0x1p3", "\xd9\xa1", "12345678901234567890123",
      "0.1000000000000000055511151231257827", "10.841470984807897", "abc", "1.5e3x", "1\r2", "e5", "1-", "00.5"};
  // clang-format on
  const std::vector<std::string> steps = {"1", " 1", "1\r", "\r1", "a b", "", "01", "x\ty", "1.5", "\r"};
  const std::vector<std::string> endings = {"\n", "\r\n", "", "\r", "\r\r\n", " \n"};
  std::mt19937 engine(5);
  const auto pick = [&engine](const std::vector<std::string>& from) { return from[engine() % from.size()]; };
  for (const std::string header : {"weighted_sum,step,weight_sum", "step\tweight_sum\tloss\tweighted_sum",
                                   "weighted_sum,weight_sum", "weight_sum,weighted_sum,extra"}) {
    const fm::LogColumns columns = fm::read_log_header(header).value();
    for (int trial = 0; trial < 20000; ++trial) {
      // A line of 1 to 5 fields, each a number, a step or a loss-like text.
      std::string line;
      const int fields = 1 + static_cast<int>(engine() % 5);
      for (int f = 0; f < fields; ++f) {
        if (f > 0) line += engine() % 16 == 0 ? (columns.delimiter == ',' ? '\t' : ',') : columns.delimiter;
        line += engine() % 4 == 0 ? pick(steps) : pick(numbers);
      }
      if (engine() % 20 == 0) line = "";
      const std::string ending = pick(endings);
      const std::string text = line + ending;
      // What the reference reads in this text's first line (up to "\n").
      const ReferenceRow expected = reference_row(columns, std::string_view(text).substr(0, text.find('\n')));
      fm::LogRowReader reader(columns, text, fm::LogLimits::kMaxRows);
      fm::LogRow row;
      const bool read = reader.next(row);
      const std::string shown = fm::json_string(text) + " under " + header;
      if (expected.kind == ReferenceRow::kRow) {
        BOOST_TEST_REQUIRE(read, shown);
        BOOST_TEST(same_bits(row.weighted_sum, expected.weighted_sum), shown);
        BOOST_TEST(same_bits(row.weight_sum, expected.weight_sum), shown);
        BOOST_TEST(std::string(row.step) == expected.step, shown);
        BOOST_TEST(reader.line() == 1u, shown);
      } else if (read) {
        // Blank sums beside a loss: a logger's row of the loss alone, for the step before it.
        BOOST_TEST(expected.kind == ReferenceRow::kError, shown);
        BOOST_TEST(!row.sums, shown);
        BOOST_TEST(reader.notes()[fm::LogNoteKind::LossOnlyRow].count == 1u, shown);
      } else {
        // A line the reference cannot read is skipped and noted (the log goes on); a blank one is not.
        BOOST_TEST(!reader.error().has_value(), shown);
        const fm::LogNotes& notes = reader.notes();
        const std::size_t noted = notes[fm::LogNoteKind::UnreadableRow].count +
                                  notes[fm::LogNoteKind::CutLastRow].count + notes[fm::LogNoteKind::BlankSums].count +
                                  notes[fm::LogNoteKind::HeaderAgain].count;
        BOOST_TEST(noted == (expected.kind == ReferenceRow::kError ? 1u : 0u), shown);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(a_step_is_a_run_of_rows_with_the_same_text) {
  // Random step sequences, read whole and in two parts: one step per run of equal texts, in order,
  // a text that comes back included (the reference groups consecutive rows only).
  std::mt19937 engine(9);
  const std::vector<std::string> pool = {"0", "1", "2", "01", "a", "18446744073709551615", "-1", "1.0", ""};
  for (int trial = 0; trial < 2000; ++trial) {
    std::string log = "step,weighted_sum,weight_sum\n";
    std::vector<std::string> runs;
    const int length = 1 + static_cast<int>(engine() % 12);
    for (int i = 0; i < length; ++i) {
      const std::string step = pool[engine() % pool.size()];
      log += step + ",1,2\n";
      if (runs.empty() || runs.back() != step) runs.push_back(step);
    }
    const auto result = fm::check_log(log);
    BOOST_TEST_REQUIRE(result.ok(), log);
    BOOST_TEST_REQUIRE(result->steps.size() == runs.size(), log);
    for (std::size_t k = 0; k < runs.size(); ++k) BOOST_TEST(result->steps[k].step == runs[k], log);
    const std::vector<std::size_t> starts = line_starts(log);
    BOOST_TEST(outcome_in_parts(log, {starts[starts.size() / 2]}) == outcome(result), log);
  }
}

BOOST_AUTO_TEST_CASE(the_float_sum_is_py_sum_on_floats) {
  std::mt19937_64 engine(3);
  const double specials[] = {0.0, -0.0, 1e308, -1e308, HUGE_VAL, -HUGE_VAL, std::nan(""), 5e-324, 1e16, 1.0, 0.1};
  for (int trial = 0; trial < 20000; ++trial) {
    fm::PySum reference;
    fm::PyFloatSum sum;
    const int size = static_cast<int>(engine() % 8);
    for (int i = 0; i < size; ++i) {
      const double x = engine() % 4 == 0
                           ? specials[engine() % 11]
                           : std::ldexp(static_cast<double>(engine() >> 11), static_cast<int>(engine() % 80) - 100) *
                                 (engine() % 2 ? 1 : -1);
      reference.add(fm::PyValue::make_float(x));
      sum.add(x);
    }
    const fm::PyValue a = reference.result().value();
    const fm::PyValue b = sum.result();
    BOOST_TEST(a.is_int() == b.is_int());
    BOOST_TEST(fm::repr_value(a) == fm::repr_value(b));
    BOOST_TEST((same_bits(a.to_double(), b.to_double()) || (std::isnan(a.to_double()) && std::isnan(b.to_double()))));
  }
  // CPython 3.12's own answers, on the corpus lines that hold floats only.
  std::size_t lines = 0;
  for (const std::string& line : fm::test::data_lines("golden/sum_corpus.tsv")) {
    const auto columns = fm::test::split(line, '\t');
    fm::PyFloatSum sum;
    bool floats_only = true;
    for (const std::string& literal : fm::test::split(columns.at(0), ' ')) {
      if (literal.empty()) continue;
      const bool is_float = literal.find_first_of(".en") != std::string::npos;  // 0.1, 1e+16, inf, nan
      const auto value = fm::parse_python_float(literal);
      if (!is_float || !value) {
        floats_only = false;
        break;
      }
      sum.add(*value);
    }
    if (!floats_only) continue;
    ++lines;
    BOOST_TEST(fm::repr_value(sum.result()) == columns.at(1), columns.at(0));
  }
  BOOST_TEST(lines >= 200u);
}

BOOST_AUTO_TEST_SUITE_END()
