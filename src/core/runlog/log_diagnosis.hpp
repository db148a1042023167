// What a checked log says about the run: which normalisation its reported loss follows (the
// verdict), how far the two published implementations are from the repair step by step, how they
// weight the run's examples, and its zero-mass micro-batches and steps. Computed from LogCheck
// only: nothing here reads text.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "log_check.hpp"

namespace fm {

// The three normalisations, as a log's loss is held against them.
enum class LogImpl { Broken, UnsuccessfulFix, Repair };
inline constexpr std::array<LogImpl, 3> kLogImpls = {LogImpl::Broken, LogImpl::UnsuccessfulFix, LogImpl::Repair};
const char* log_impl_id(LogImpl impl);    // "broken", "unsuccessful-fix", "repair"
const char* log_impl_name(LogImpl impl);  // "the failure", "the unsuccessful fix", "the repair"
const char* log_impl_code(LogImpl impl);  // the training-loop code that computes it

// What each implementation gives for a step, as doubles.
struct StepResults {
  std::array<double, 3> values{};  // by LogImpl
  double operator[](LogImpl impl) const { return values[static_cast<std::size_t>(impl)]; }
};
StepResults step_results(const FloatSums& totals);

enum class VerdictKind {
  NotAffected,  // the reported loss is the repair's on every step compared (exit 0)
  Affected,     // it follows the failure or the unsuccessful fix, and not the repair
  FollowsNone,  // it follows none of them
  Averaged,     // reported on some steps only, as averages over the steps between
  CannotTell,   // a loss column, but nothing to compare, or two readings that disagree
  NoLoss,       // no loss column
};
const char* verdict_id(VerdictKind kind);  // "not-affected", "affected", "follows-none", ...

struct LogVerdict {
  VerdictKind kind = VerdictKind::NoLoss;
  std::vector<LogImpl> matches;         // what the loss follows on every step compared
  std::string reading;                  // "sum": the step's loss cells added up; "mean": averaged
  std::string precision;                // "float32", "bfloat16", "float16"
  double unit_roundoff = 0.0;           // of that precision
  double max_relative_tolerance = 0.0;  // the widest tolerance a step was given, relative to its loss
  std::size_t steps_compared = 0;
  std::size_t steps_deciding = 0;  // steps where at least one implementation was ruled out
  std::size_t steps_without_loss = 0;
  std::size_t steps_nonfinite_loss = 0;
  std::size_t steps_zero_mass = 0;     // not compared: every implementation gives 0 or the run nan
  std::vector<std::size_t> differing;  // steps where no implementation matched (first few)
  std::size_t outliers = 0;            // steps where what it follows on most steps does not match
  std::vector<std::size_t> first_outliers;
  std::string summary;  // one sentence: "affected: this run's loss follows ..."
  std::string detail;   // the same without its lead ("this run's loss follows ...")
  std::string hint;     // what to do or check next, when there is something
  int exit_code() const { return kind == VerdictKind::NotAffected ? 0 : 1; }
};

// One published implementation against the repair, step by step: |x - r| / |r| on the steps
// where the repair is finite and not zero.
struct StepErrors {
  LogImpl impl = LogImpl::Broken;
  std::size_t steps = 0;
  double median = 0.0, mean = 0.0, max = 0.0;
  std::size_t max_step = 0;  // index into LogCheck::steps
  std::size_t over_0_1_percent = 0, over_1_percent = 0;
  std::vector<std::size_t> worst;  // the steps with the largest errors, largest first (a few)
  double whole_log = 0.0;          // the whole log taken as one window (nan when the repair is 0)
};

// How each published implementation weights a step's examples against the repair's 1/M (M the
// step's weight mass): the failure scales them all by M/k (k micro-batches); the unsuccessful
// fix gives micro-batch j M/(k*w_j), spread max(w)/min(w) within a step.
struct StepWeighting {
  std::size_t steps = 0;  // steps with mass > 0 and no negative or non-finite weight
  double spread_median = 0.0, spread_max = 0.0;
  std::size_t spread_max_step = 0;
  double scale_median = 0.0, scale_min = 0.0, scale_max = 0.0;
  std::size_t scale_min_step = 0, scale_max_step = 0;
};

struct ZeroMass {
  std::size_t batches = 0;                 // micro-batches with weight_sum 0
  std::size_t steps = 0;                   // steps whose whole mass is 0
  std::size_t steps_with_zero_batch = 0;   // steps with mass, holding a zero-mass micro-batch
  std::vector<std::size_t> first_steps;    // the first zero-mass steps
  std::vector<std::size_t> first_partial;  // the first steps with mass and a zero-mass micro-batch
};

struct LogDiagnosis {
  LogVerdict verdict;
  std::array<StepErrors, 2> errors;  // the failure and the unsuccessful fix
  StepWeighting weighting;
  ZeroMass zero_mass;
};

LogDiagnosis diagnose_log(const LogCheck& check);

}  // namespace fm
