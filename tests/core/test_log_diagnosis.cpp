// check's diagnosis of a log: which normalisation the run's loss follows (its loss cells made here
// in float32, as a training loop makes them), per-step errors, weighting, zero mass, the columns
// it finds, and every kind of messy row named by line.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "log_diagnosis.hpp"
#include "log_report.hpp"
#include "run_log.hpp"

namespace {

struct Batch {
  double s;  // weighted_sum
  double w;  // weight_sum
};
using Steps = std::vector<std::vector<Batch>>;

// Uneven micro-batches: token counts from 1 to 20 within a step.
const Steps kUneven = {
    {{12.5, 5}, {3, 1}, {40, 20}}, {{7, 2}, {1.5, 3}}, {{9, 9}, {30, 4}, {2, 1}, {11, 8}}, {{4.25, 17}, {0.5, 1}}};

// The value exactly as a float32's .item() gives it, as Python's repr would write it (17 digits
// read back to the same double).
std::string f32(float value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", static_cast<double>(value));
  return text;
}
std::string num(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

enum class Loop { SumAccum, MeanAccum, SumTokens };

// What a loop backpropagates for micro-batch j of a step, computed in float32 as torch would.
float cell(Loop loop, const std::vector<Batch>& step, std::size_t j) {
  const float k = static_cast<float>(step.size());
  float mass = 0.0f;
  for (const Batch& b : step) mass += static_cast<float>(b.w);
  const float s = static_cast<float>(step[j].s);
  switch (loop) {
    case Loop::SumAccum: return s / k;
    case Loop::MeanAccum: return step[j].w == 0 ? 0.0f : s / static_cast<float>(step[j].w) / k;
    case Loop::SumTokens: return mass == 0 ? 0.0f : s / mass;
  }
  return 0.0f;
}

// A log with a loss on every micro-batch row (per_row) or the step's running total on its last row.
std::string log_of(const Steps& steps, Loop loop, bool per_row = true) {
  std::string log = "step,micro_batch,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < steps.size(); ++i) {
    float total = 0.0f;
    for (std::size_t j = 0; j < steps[i].size(); ++j) {
      const float c = cell(loop, steps[i], j);
      total += c;
      const bool last = j + 1 == steps[i].size();
      log += std::to_string(i + 1) + "," + std::to_string(j) + "," + num(steps[i][j].s) + "," + num(steps[i][j].w) +
             "," +
             (per_row ? f32(c)
              : last  ? f32(total)
                      : "") +
             "\n";
    }
  }
  return log;
}

fm::LogDiagnosis diagnosis_of(const std::string& log) {
  const auto check = fm::check_log(log);
  BOOST_TEST_REQUIRE(check.ok(), (check.ok() ? "" : check.error().message));
  return fm::diagnose_log(*check);
}

std::vector<std::string> match_ids(const fm::LogVerdict& v) {
  std::vector<std::string> ids;
  for (fm::LogImpl impl : v.matches) ids.emplace_back(fm::log_impl_id(impl));
  return ids;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

using Ids = std::vector<std::string>;

}  // namespace

BOOST_AUTO_TEST_SUITE(log_diagnosis)

BOOST_AUTO_TEST_CASE(each_loop_is_named_by_the_loss_it_logged) {
  for (bool per_row : {true, false}) {
    const fm::LogVerdict failure = diagnosis_of(log_of(kUneven, Loop::SumAccum, per_row)).verdict;
    BOOST_TEST(fm::verdict_id(failure.kind) == "affected");
    BOOST_TEST(match_ids(failure) == Ids{"broken"}, per_row);
    BOOST_TEST(failure.exit_code() == 1);
    const fm::LogVerdict unsuccessful = diagnosis_of(log_of(kUneven, Loop::MeanAccum, per_row)).verdict;
    BOOST_TEST(fm::verdict_id(unsuccessful.kind) == "affected");
    BOOST_TEST(match_ids(unsuccessful) == Ids{"unsuccessful-fix"}, per_row);
    const fm::LogVerdict repair = diagnosis_of(log_of(kUneven, Loop::SumTokens, per_row)).verdict;
    BOOST_TEST(fm::verdict_id(repair.kind) == "not-affected");
    BOOST_TEST(match_ids(repair) == Ids{"repair"}, per_row);
    BOOST_TEST(repair.exit_code() == 0);
    BOOST_TEST(repair.steps_compared == 4u);
    BOOST_TEST(repair.steps_deciding == 4u);
    BOOST_TEST(repair.precision == "float32");
    BOOST_TEST(repair.reading == "sum");
  }
}

BOOST_AUTO_TEST_CASE(a_loss_printed_with_four_decimals_is_judged_within_its_last_digit) {
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double total = 0, mass = 0;
    for (const Batch& b : kUneven[i]) total += b.s, mass += b.w;
    for (std::size_t j = 0; j < kUneven[i].size(); ++j) {
      char loss[32] = "";
      if (j == 0) std::snprintf(loss, sizeof loss, "%.4f", total / mass);  // f"{loss:.4f}", once per step
      log += std::to_string(i) + "," + num(kUneven[i][j].s) + "," + num(kUneven[i][j].w) + "," + loss + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "not-affected");
  BOOST_TEST(match_ids(v) == Ids{"repair"});
  BOOST_TEST(v.max_relative_tolerance > 5e-5 / 3);  // the printed digits, not float32's, set it
}

BOOST_AUTO_TEST_CASE(each_micro_batch_s_own_mean_loss_tells_nothing) {
  // Each row holds loss.item() of the mean-reduced loss, before "/ accum_steps": a run that then
  // divides by the tokens in the window would log the same numbers, so there is no verdict.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    for (const Batch& b : kUneven[i]) {
      log += std::to_string(i) + "," + num(b.s) + "," + num(b.w) + "," +
             f32(static_cast<float>(b.s) / static_cast<float>(b.w)) + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "cannot-tell");
  BOOST_TEST(v.matches.empty());
  BOOST_TEST(contains(v.summary, "each row's loss is that micro-batch's own mean"));
  BOOST_TEST(v.exit_code() == 1);
}

BOOST_AUTO_TEST_CASE(the_step_s_loss_repeated_on_each_of_its_rows_is_read_once) {
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double total = 0, mass = 0;
    for (const Batch& b : kUneven[i]) total += b.s, mass += b.w;
    for (const Batch& b : kUneven[i])
      log += std::to_string(i) + "," + num(b.s) + "," + num(b.w) + "," + num(total / mass) + "\n";
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "not-affected");
  BOOST_TEST(match_ids(v) == Ids{"repair"});
  BOOST_TEST(v.reading == "mean");
}

BOOST_AUTO_TEST_CASE(a_short_last_window_divided_by_the_full_count_is_named_and_the_verdict_stands) {
  // Twenty steps of four micro-batches and a last one of two, all divided by accum_steps = 4.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (int i = 0; i < 21; ++i) {
    const int k = i == 20 ? 2 : 4;
    for (int j = 0; j < k; ++j) {
      const double s = 3.0 + i + 7 * j, w = 1.0 + 5 * j + (i % 3);
      log += std::to_string(i) + "," + num(s) + "," + num(w) + "," + f32(static_cast<float>(s / w / 4)) + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "affected");
  BOOST_TEST(match_ids(v) == Ids{"unsuccessful-fix"});
  BOOST_TEST(v.outliers == 1u);
  BOOST_TEST(v.first_outliers == std::vector<std::size_t>{20});
  BOOST_TEST(contains(v.summary, "on 20 of 21 steps compared (1 differ, first step 20)"));
  BOOST_TEST(contains(v.summary, "the loop divides by accum_steps even where the window is short"));
}

BOOST_AUTO_TEST_CASE(ranks_of_one_step_are_judged_together_as_ddp_averages_them) {
  // Two ranks, each dividing its summed loss by the step's tokens over both ranks, times the
  // world size (DDP averages the ranks' gradients): the mean of the ranks' losses is the repair.
  std::string log = "step,rank,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double mass = 0;
    for (const Batch& b : kUneven[i]) mass += b.w;
    for (int rank = 0; rank < 2; ++rank) {
      for (const Batch& b : kUneven[i]) {
        const double s = b.s * (rank + 1);
        log += std::to_string(i) + "," + std::to_string(rank) + "," + num(s) + "," + num(b.w) + "," +
               num(2 * s / (2 * mass)) + "\n";
      }
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "not-affected", v.summary);
  BOOST_TEST(match_ids(v) == Ids{"repair"});
  BOOST_TEST(v.steps_compared == kUneven.size());
}

BOOST_AUTO_TEST_CASE(ranks_rows_interleaved_and_the_step_s_loss_on_every_row_are_judged_as_ddp_runs) {
  // Two ranks whose rows alternate, each row holding the rank's step loss (the mean reading),
  // the repair over both ranks' micro-batches: sum / the step's tokens, times the world size.
  std::string log = "rank,step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double total = 0, mass = 0;
    for (int rank = 0; rank < 2; ++rank) {
      for (const Batch& b : kUneven[i]) total += b.s * (rank + 1), mass += b.w;
    }
    for (std::size_t j = 0; j < kUneven[i].size(); ++j) {
      for (int rank = 0; rank < 2; ++rank) {
        double rank_total = 0;
        for (const Batch& b : kUneven[i]) rank_total += b.s * (rank + 1);
        const Batch& b = kUneven[i][j];
        log += std::to_string(rank) + "," + std::to_string(i) + "," + num(b.s * (rank + 1)) + "," + num(b.w) + "," +
               num(2 * rank_total / mass) + "\n";
      }
    }
  }
  const auto check = fm::check_log(log);
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->steps.size() == 2 * kUneven.size());  // one per rank and step, though rows alternate
  const fm::LogVerdict v = fm::diagnose_log(*check).verdict;
  BOOST_TEST(match_ids(v) == Ids{"repair"}, v.summary);
  BOOST_TEST(v.reading == "mean");
  BOOST_TEST(v.steps_compared == kUneven.size());
}

BOOST_AUTO_TEST_CASE(a_column_serves_one_role) {
  const auto twice =
      fm::check_log("loss,ntok\n1,2\n", fm::parse_log_column_names("weighted_sum=loss,weight_sum=ntok").value());
  BOOST_TEST_REQUIRE(twice.ok());
  BOOST_TEST(!twice->has_loss);  // "loss" is the weighted_sum the reader named: not also the loss
  BOOST_TEST(twice->overall.weighted.result().to_double() == 1.0);
  const auto both =
      fm::check_log("a,b\n1,2\n", fm::parse_log_column_names("weighted_sum=a,weight_sum=b,loss=a").value());
  BOOST_TEST(both.error().message ==
             "line 1: column \"a\" is named for both weighted_sum and loss; give each role its own column");
}

BOOST_AUTO_TEST_CASE(packed_micro_batches_with_short_windows_divided_by_the_full_count_are_affected) {
  // Equal micro-batches (the mean of means is the repair there), every tenth step a window of two
  // micro-batches still divided by four: the loop divides by accum_steps, which the repair never does.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (int i = 0; i < 30; ++i) {
    const int k = i % 10 == 9 ? 2 : 4;
    for (int j = 0; j < k; ++j) {
      const double s = 200.0 + 3 * i + 11 * j, w = 256;
      log += std::to_string(i) + "," + num(s) + "," + num(w) + "," + f32(static_cast<float>(s / w / 4)) + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "affected", v.summary);
  BOOST_TEST(match_ids(v) == Ids{"unsuccessful-fix"});
  BOOST_TEST(v.exit_code() == 1);
}

BOOST_AUTO_TEST_CASE(a_loss_printed_too_coarsely_to_tell_the_repair_from_the_mean_of_means_gets_no_verdict) {
  // Micro-batches of 400 to 402 tokens: the two differ by 3e-5 to 7e-5 relative, under three
  // printed decimals of a loss near 2, and they are not the same values.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (int i = 0; i < 20; ++i) {
    double total = 0, mass = 0;
    for (int j = 0; j < 4; ++j) total += 800.0 + 3 * i + 97 * j, mass += 400 + (i + j) % 3;
    for (int j = 0; j < 4; ++j) {
      char loss[16] = "";
      if (j == 3) std::snprintf(loss, sizeof loss, "%.3f", total / mass);
      log += std::to_string(i) + "," + num(800.0 + 3 * i + 97 * j) + "," + num(400 + (i + j) % 3) + "," + loss + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "cannot-tell", v.summary);
  BOOST_TEST(contains(v.summary, "as near the repair as the unsuccessful fix"));
  BOOST_TEST(v.exit_code() == 1);
}

BOOST_AUTO_TEST_CASE(sums_printed_to_four_digits_widen_the_tolerance_by_their_rounding) {
  // Everything as f"{x:.3e}": the repair from the rounded sums is off the run's own by up to ~5e-4.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double total = 0, mass = 0;
    for (const Batch& b : kUneven[i]) total += b.s * 1.23457, mass += b.w;
    for (std::size_t j = 0; j < kUneven[i].size(); ++j) {
      char s[32], w[32], loss[32] = "";
      std::snprintf(s, sizeof s, "%.3e", kUneven[i][j].s * 1.23457);
      std::snprintf(w, sizeof w, "%.3e", kUneven[i][j].w);
      if (j + 1 == kUneven[i].size()) std::snprintf(loss, sizeof loss, "%.3e", total / mass);
      log += std::to_string(i) + "," + s + "," + w + "," + loss + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(match_ids(v) == Ids{"repair"}, v.summary);
}

BOOST_AUTO_TEST_CASE(two_runs_appended_to_one_file_are_judged_each_on_its_own) {
  // A run of the mean of means, then one of the repair, their steps both counted from 0.
  std::string first = log_of(kUneven, Loop::MeanAccum), second = log_of(kUneven, Loop::SumTokens);
  const fm::LogVerdict v = diagnosis_of(first + second.substr(second.find('\n') + 1)).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "affected");
  BOOST_TEST(match_ids(v) == Ids{"unsuccessful-fix"});
  BOOST_TEST(contains(v.summary, "read as 2 runs"));
  BOOST_TEST(contains(v.summary, "run 2 (from line 13, step 1): not affected"));
  BOOST_TEST(v.steps_compared == 2 * kUneven.size());
}

BOOST_AUTO_TEST_CASE(a_quoted_field_holds_the_delimiter) {
  // Python's logging writes "2026-12-03 13:28:41,702": quoted, the comma is the field's.
  const auto check = fm::check_log(
      "time,level,step,weighted_sum,weight_sum\n\"2026-12-03 13:28:41,702\",INFO,1,6,3\n"
      "\"2026-12-03 13:28:41,703\",INFO,1,2,1\n");
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->steps.size() == 1u);
  BOOST_TEST(check->steps[0].step == "1");
  BOOST_TEST(check->overall.weighted.result().to_double() == 8.0);
}

BOOST_AUTO_TEST_CASE(loggers_rows_of_a_loss_alone_belong_to_the_step_before_them) {
  // A Trainer's log row (the loss of the step, its sums blank) after the step's micro-batch rows.
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double total = 0, mass = 0;
    for (const Batch& b : kUneven[i]) {
      total += b.s, mass += b.w;
      log += std::to_string(i) + "," + num(b.s) + "," + num(b.w) + ",\n";
    }
    log += std::to_string(i + 1) + ",,," + num(total / mass) + "\n";  // labelled with the next step, as global_step is
  }
  const auto check = fm::check_log(log);
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->notes[fm::LogNoteKind::LossOnlyRow].count == kUneven.size());
  const fm::LogVerdict v = fm::diagnose_log(*check).verdict;
  BOOST_TEST(match_ids(v) == Ids{"repair"});
}

BOOST_AUTO_TEST_CASE(tee_d_output_before_the_header_a_header_again_and_decimal_commas) {
  const std::string tee =
      "[rank0]: UserWarning: something\n{'accum': 2}\nstep,weighted_sum,weight_sum\n1,2,1\n1,2,3\n"
      "step,weighted_sum,weight_sum\n2,1,1\n";
  const auto check = fm::check_log(tee);
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->overall.batches == 3u);
  BOOST_TEST(
      check->header_notes.front() ==
      "line 3 is the header: the 2 lines before it are not the log's (output captured with tee?) and are skipped");
  BOOST_TEST(check->notes[fm::LogNoteKind::HeaderAgain].first.at(0).line == 6u);
  const auto comma = fm::check_log("step;weighted_sum;weight_sum;loss\r\n1;726,3149414;196;0,9264221191\r\n");
  BOOST_TEST_REQUIRE(comma.ok());
  BOOST_TEST(comma->overall.weighted.result().to_double() == 726.3149414);
  BOOST_TEST(comma->steps[0].loss.sum.result().to_double() == 0.9264221191);
  BOOST_TEST(comma->notes[fm::LogNoteKind::DecimalComma].count == 1u);
}

BOOST_AUTO_TEST_CASE(equal_micro_batches_decide_nothing_between_the_mean_of_means_and_the_repair) {
  const Steps even = {{{10, 4}, {6, 4}}, {{2, 4}, {9, 4}}, {{5, 4}, {5, 4}}};
  const fm::LogVerdict v = diagnosis_of(log_of(even, Loop::MeanAccum)).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "not-affected");
  BOOST_TEST(match_ids(v) == (Ids{"unsuccessful-fix", "repair"}));
  BOOST_TEST(contains(v.summary, "the code may still be the unsuccessful fix"));
  BOOST_TEST(v.exit_code() == 0);
  // The failure is still told apart: every micro-batch has mass 4, not 1.
  const fm::LogVerdict failure = diagnosis_of(log_of(even, Loop::SumAccum)).verdict;
  BOOST_TEST(match_ids(failure) == Ids{"broken"});
}

BOOST_AUTO_TEST_CASE(one_step_that_fits_nothing_is_named) {
  std::string log = log_of(kUneven, Loop::SumTokens, false);
  const std::size_t at = log.find("\n3,3,");  // step 3's last row holds its loss
  const std::size_t end = log.find('\n', at + 1);
  const std::size_t comma = log.rfind(',', end);
  log.replace(comma + 1, end - comma - 1, "99.5");
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "follows-none");
  BOOST_TEST(v.differing == std::vector<std::size_t>{2});
  BOOST_TEST(contains(v.summary, "step 3: reported 99.5"));
  BOOST_TEST(v.exit_code() == 1);
}

BOOST_AUTO_TEST_CASE(a_loss_k_times_an_implementation_is_named_as_logged_before_the_division) {
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double means = 0;
    for (const Batch& b : kUneven[i]) means += b.s / b.w;
    for (std::size_t j = 0; j < kUneven[i].size(); ++j) {
      log += std::to_string(i) + "," + num(kUneven[i][j].s) + "," + num(kUneven[i][j].w) + "," +
             (j == 0 ? num(means) : "") + "\n";
    }
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "follows-none");
  BOOST_TEST(contains(v.hint, "number of micro-batches times the unsuccessful fix"));
  BOOST_TEST(contains(v.hint, "before dividing by the accumulation steps"));
}

BOOST_AUTO_TEST_CASE(a_loss_averaged_over_logging_steps_is_named_not_matched) {
  // Reported every second step, as the mean of the two steps' mean-of-means (logging_steps=2).
  std::string log = "step,weighted_sum,weight_sum,loss\n";
  double window = 0;
  for (std::size_t i = 0; i < kUneven.size(); ++i) {
    double means = 0;
    for (const Batch& b : kUneven[i]) means += b.s / b.w;
    window += means / static_cast<double>(kUneven[i].size());
    for (std::size_t j = 0; j < kUneven[i].size(); ++j) {
      const bool report = i % 2 == 1 && j == 0;
      log += std::to_string(i) + "," + num(kUneven[i][j].s) + "," + num(kUneven[i][j].w) + "," +
             (report ? num(window / 2) : "") + "\n";
    }
    if (i % 2 == 1) window = 0;
  }
  const fm::LogVerdict v = diagnosis_of(log).verdict;
  BOOST_TEST(fm::verdict_id(v.kind) == "averaged");
  BOOST_TEST(v.matches.empty());
  BOOST_TEST(contains(v.summary, "those averages follow the unsuccessful fix"));
  BOOST_TEST(v.steps_without_loss == 2u);
  BOOST_TEST(v.exit_code() == 1);
}

BOOST_AUTO_TEST_CASE(without_a_loss_column_there_is_no_verdict_and_it_says_why) {
  const fm::LogDiagnosis d = diagnosis_of("step,weighted_sum,weight_sum\n1,2,1\n1,2,3\n");
  BOOST_TEST(fm::verdict_id(d.verdict.kind) == "no-loss");
  BOOST_TEST(d.verdict.exit_code() == 1);
  BOOST_TEST(contains(d.verdict.summary, "the log has no loss column"));
  BOOST_TEST(contains(d.verdict.hint, "as a column named loss"));
}

BOOST_AUTO_TEST_CASE(per_step_errors_are_computed_step_by_step_not_over_the_whole_log) {
  // Step 1: masses 1 and 3; step 2: masses 2 and 2 (the unsuccessful fix is exact there).
  const auto check = fm::check_log("step,weighted_sum,weight_sum\n1,2,1\n1,2,3\n2,1,2\n2,3,2\n");
  const fm::LogDiagnosis d = fm::diagnose_log(check.value());
  const double r1 = 4.0 / 4, u1 = (2.0 / 1 + 2.0 / 3) / 2, b1 = 4.0 / 2;
  const double r2 = 4.0 / 4, u2 = (1.0 / 2 + 3.0 / 2) / 2, b2 = 4.0 / 2;
  const fm::StepErrors& unsuccessful = d.errors[1];
  BOOST_TEST(fm::log_impl_id(unsuccessful.impl) == "unsuccessful-fix");
  BOOST_TEST(unsuccessful.steps == 2u);
  const double e1 = std::fabs(u1 - r1) / r1, e2 = std::fabs(u2 - r2) / r2;
  BOOST_TEST(unsuccessful.max == e1);
  BOOST_TEST(unsuccessful.max_step == 0u);
  BOOST_TEST(unsuccessful.median == (e1 + e2) / 2);
  BOOST_TEST(unsuccessful.over_1_percent == 1u);
  BOOST_TEST(unsuccessful.worst == (std::vector<std::size_t>{0, 1}));
  // CPython 3.12's sum() is compensated: here, the correctly rounded total of the four means.
  const double means = static_cast<double>(2.0L + static_cast<long double>(2.0 / 3) + 0.5L + 1.5L);
  const double whole_u = means / 4, whole_r = 8.0 / 8;
  BOOST_TEST(unsuccessful.whole_log == std::fabs(whole_u - whole_r) / whole_r);
  const fm::StepErrors& failure = d.errors[0];
  BOOST_TEST(failure.median == (std::fabs(b1 - r1) / r1 + std::fabs(b2 - r2) / r2) / 2);
  BOOST_TEST(failure.over_0_1_percent == 2u);
}

BOOST_AUTO_TEST_CASE(weighting_is_the_spread_within_a_step_and_the_scale_of_a_step) {
  const auto check = fm::check_log("step,weighted_sum,weight_sum\n1,2,1\n1,2,3\n2,1,2\n2,3,10\n2,3,0\n");
  const fm::StepWeighting w = fm::diagnose_log(check.value()).weighting;
  BOOST_TEST(w.steps == 2u);
  BOOST_TEST(w.spread_max == 5.0);  // 10 / 2: the zero-mass micro-batch has no weight to spread
  BOOST_TEST(w.spread_max_step == 1u);
  BOOST_TEST(w.spread_median == (3.0 + 5.0) / 2);
  BOOST_TEST(w.scale_min == 4.0 / 2);
  BOOST_TEST(w.scale_max == 12.0 / 3);
  BOOST_TEST(w.scale_max_step == 1u);
}

BOOST_AUTO_TEST_CASE(zero_mass_steps_and_micro_batches_are_counted_and_not_compared) {
  std::string log = "step,weighted_sum,weight_sum,loss\n1,0,0,nan\n1,0,0,nan\n2,3,0,\n2,4,2,2.0\n3,5,5,1.0\n";
  const fm::LogDiagnosis d = diagnosis_of(log);
  BOOST_TEST(d.zero_mass.batches == 3u);
  BOOST_TEST(d.zero_mass.steps == 1u);
  BOOST_TEST(d.zero_mass.first_steps == std::vector<std::size_t>{0});
  BOOST_TEST(d.zero_mass.steps_with_zero_batch == 1u);
  BOOST_TEST(d.zero_mass.first_partial == std::vector<std::size_t>{1});
  BOOST_TEST(d.verdict.steps_nonfinite_loss == 1u);  // PyTorch's mean over no tokens
  BOOST_TEST(d.verdict.steps_compared == 2u);
  const std::string text = fm::log_report_text(fm::check_log(log).value(), d, "run.csv");
  BOOST_TEST(contains(text,
                      "1 step whose whole mass is 0 (first: step 1): every normalisation gives 0.0 there, where a "
                      "mean-reduced PyTorch loss is nan"));
  BOOST_TEST(contains(text,
                      "1 step with mass holds one (first: step 2): the unsuccessful fix skips it in its sum but "
                      "counts it in its divisor"));
}

BOOST_AUTO_TEST_CASE(step_columns_are_found_by_the_names_logs_give_them) {
  for (const char* name : {"step", "Step", "STEP", "global_step", "Global_Step", "iteration", "train/global_step"}) {
    const auto check = fm::check_log(std::string(name) + ",weighted_sum,weight_sum\n1,1,1\n2,1,1\n");
    BOOST_TEST_REQUIRE(check.ok());
    BOOST_TEST(check->has_steps, name);
    BOOST_TEST(check->steps.size() == 2u, name);
    BOOST_TEST(check->step_name == name);
  }
  const auto quoted =
      fm::check_log("\"Step\";\"Weighted_Sum\";\"weight_sum\";\"Loss\"\r\n\"1\";\"1.5\";\"3\";\"0.5\"\r\n");
  BOOST_TEST_REQUIRE(quoted.ok());
  BOOST_TEST(quoted->has_steps);
  BOOST_TEST(quoted->has_loss);
  BOOST_TEST(quoted->overall.batches == 1u);
  BOOST_TEST(quoted->steps[0].loss.cells == 1u);
}

BOOST_AUTO_TEST_CASE(a_column_that_looks_like_a_step_or_a_loss_is_pointed_out) {
  const auto check = fm::check_log("trainer_step_idx,weighted_sum,weight_sum,avg_loss_epoch\n1,1,1,1\n");
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(!check->has_steps);
  BOOST_TEST(
      check->header_notes ==
      (std::vector<std::string>{
          "column \"trainer_step_idx\" looks like a step column but is not read as one: the whole log is read as "
          "one accumulation window; name it with --columns step=trainer_step_idx",
          "column \"avg_loss_epoch\" looks like the run's loss but is not read as one; name it with --loss "
          "avg_loss_epoch for a verdict"}));
}

BOOST_AUTO_TEST_CASE(columns_named_by_the_reader) {
  fm::LogColumnNames names =
      fm::parse_log_column_names("weighted_sum=tok_loss, weight_sum=n_tok,step=it,loss=L").value();
  const auto check = fm::check_log("it,tok_loss,n_tok,L\n1,2,1,2\n1,2,3,\n", names);
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->has_steps);
  BOOST_TEST(check->loss_name == "L");
  BOOST_TEST(check->overall.batches == 2u);
  const auto missing = fm::check_log("a,b\n1,2\n", fm::parse_log_column_names("weighted_sum=x,weight_sum=b").value());
  BOOST_TEST(missing.error().message ==
             "line 1: there is no column \"x\" (named with --columns weighted_sum=x); the header's columns are: a, b");
  BOOST_TEST(fm::parse_log_column_names("size=n").error().message ==
             "unknown role \"size\"; the roles are weighted_sum, weight_sum, step, loss, rank");
  BOOST_TEST(fm::parse_log_column_names("step").error().message ==
             "\"step\" is not ROLE=NAME; the roles are weighted_sum, weight_sum, step, loss, rank");
  BOOST_TEST(fm::parse_log_column_names("step=a,step=b").error().message == "step is named twice");
  BOOST_TEST(fm::parse_log_column_names("loss=").error().message == "loss= needs a column name");
}

BOOST_AUTO_TEST_CASE(messy_rows_are_kept_or_skipped_and_each_is_named_by_line_and_step) {
  const std::string log =
      "step,weighted_sum,weight_sum,loss,val_loss\n"  // 1
      "1,10,2,,\n"                                    // 2
      ",,,,0.7\n"                                     // 3: a validation row (Lightning)
      "1,x,3,1,\n"                                    // 4: unreadable
      "2,nan,3,1,\n"                                  // 5: nan
      "2,4,-1,oops,\n"                                // 6: negative weight, unreadable loss
      "3,2,0,,\n"                                     // 7: a sum on zero weight
      "1,1,1,,\n"                                     // 8: steps go backwards
      "3,1,1,,\n"                                     // 9: step 3 comes again
      "4,2,2";                                        // 10: cut short
  const auto check = fm::check_log(log);
  BOOST_TEST_REQUIRE(check.ok());
  const auto first = [&check](fm::LogNoteKind kind) {
    const fm::LogNoteList& list = check->notes[kind];
    BOOST_TEST_REQUIRE(list.count == 1u);
    return "line " + std::to_string(list.first[0].line) + " step " + list.first[0].step + ": " + list.first[0].message;
  };
  BOOST_TEST(first(fm::LogNoteKind::BlankSums) == "line 3 step : no weighted_sum or weight_sum");
  BOOST_TEST(first(fm::LogNoteKind::UnreadableRow) ==
             "line 4 step 1: weighted_sum: could not convert string to float: \"x\"");
  BOOST_TEST(first(fm::LogNoteKind::NonFinite) == "line 5 step 2: weighted_sum is nan");
  BOOST_TEST(first(fm::LogNoteKind::NegativeWeight) == "line 6 step 2: weight_sum is -1.0");
  BOOST_TEST(first(fm::LogNoteKind::UnreadableLoss) ==
             "line 6 step 2: loss: could not convert string to float: \"oops\"");
  BOOST_TEST(first(fm::LogNoteKind::SumOnZeroWeight) == "line 7 step 3: weighted_sum is 2.0 on weight_sum 0");
  BOOST_TEST(first(fm::LogNoteKind::StepBackwards) ==
             "line 8 step 1: step 1 follows step 3 (logs of several ranks or a restart concatenated?)");
  BOOST_TEST(first(fm::LogNoteKind::StepRepeats) == "line 9 step 3: step 3 comes again after other steps");
  BOOST_TEST(first(fm::LogNoteKind::CutLastRow) == "line 10 step : expected 5 fields as in the header, found 3");
  BOOST_TEST(check->overall.batches == 6u);  // rows 2, 5, 6, 7, 8, 9
  BOOST_TEST(check->steps.size() == 5u);     // 1, 2, 3, 1, 3: consecutive rows make a step
  const std::string json = fm::log_report_json(*check, fm::diagnose_log(*check));
  BOOST_TEST(contains(json, R"({"kind": "cut-last-row", "count": 1, "message": "the last row is cut short)"));
  BOOST_TEST(contains(
      json, R"("first": [{"line": 10, "step": "", "message": "expected 5 fields as in the header, found 3"}])"));
}

BOOST_AUTO_TEST_CASE(a_rank_column_keeps_ranks_apart) {
  const std::string log = "rank,step,weighted_sum,weight_sum\n0,1,1,1\n0,2,1,1\n1,1,2,1\n1,2,2,1\n";
  const auto check = fm::check_log(log);
  BOOST_TEST_REQUIRE(check.ok());
  BOOST_TEST(check->steps.size() == 4u);
  BOOST_TEST(check->notes[fm::LogNoteKind::StepBackwards].count == 0u);
  BOOST_TEST(check->notes[fm::LogNoteKind::StepRepeats].count == 0u);
  const auto without = fm::check_log("step,weighted_sum,weight_sum\n1,1,1\n2,1,1\n1,2,1\n2,2,1\n");
  BOOST_TEST(without->notes[fm::LogNoteKind::StepBackwards].count == 1u);
  BOOST_TEST(without->notes[fm::LogNoteKind::StepRepeats].count == 1u);  // step 2 again, not backwards
}

BOOST_AUTO_TEST_CASE(files_that_hold_no_micro_batch_sums_are_refused_in_one_line) {
  const auto state = fm::check_log(R"({"best_metric": null, "global_step": 400, "log_history": [{"loss": 2.1}]})");
  BOOST_TEST(contains(state.error().message, "this is Hugging Face's trainer_state.json"));
  BOOST_TEST(contains(state.error().message, "docs/log.md"));
  const auto scalars = fm::check_log("Wall time,Step,Value\n1700000000.5,10,2.31\n");
  BOOST_TEST(contains(scalars.error().message, "line 1: this is a TensorBoard scalar export"));
  static const char kEventFile[] = "\x18\0\0\0\0\0\0\0\xa3\x7fK\"\t\0\0\0\0\0\0\0\0\x1a\rbrain.Event:2";
  const auto events = fm::check_log(std::string(kEventFile, sizeof kEventFile - 1));
  BOOST_TEST(contains(events.error().message, "this is a TensorBoard event file"));
}

BOOST_AUTO_TEST_CASE(percentages_have_three_significant_digits) {
  BOOST_TEST(fm::percent_text(0.066) == "6.6%");
  BOOST_TEST(fm::percent_text(0.00036) == "0.036%");
  BOOST_TEST(fm::percent_text(0.0116) == "1.16%");
  BOOST_TEST(fm::percent_text(60.04) == "6004%");
  BOOST_TEST(fm::percent_text(0.0) == "0%");
}

BOOST_AUTO_TEST_SUITE_END()
