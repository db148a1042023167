#include "log_diagnosis.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

#include "py_repr.hpp"
#include "py_sum.hpp"

namespace fm {

namespace {

constexpr std::size_t kFirstFew = 5;

std::size_t index_of(LogImpl impl) { return static_cast<std::size_t>(impl); }

// statistics.median's rule: the middle value, or the mean of the two middle values.
double median_of(std::vector<double> values) {
  if (values.empty()) return 0.0;
  const std::size_t mid = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid), values.end());
  const double upper = values[mid];
  if (values.size() % 2 == 1) return upper;
  const double lower = *std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid));
  return (lower + upper) / 2;
}

double mean_of(const std::vector<double>& values) {
  if (values.empty()) return 0.0;
  PyFloatSum sum;
  for (double v : values) sum.add(v);
  return sum.result().to_double() / static_cast<double>(values.size());
}

std::string step_label(const LogCheck& check, std::size_t i) {
  const StepTotals& step = check.steps[i];
  if (!check.has_steps) return check.has_rank ? "the log of rank " + step.rank : "the whole log";
  return "step " + step.step + (check.has_rank ? " of rank " + step.rank : "");
}

std::string names_of(const std::vector<LogImpl>& impls) {
  std::string out;
  for (std::size_t i = 0; i < impls.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == impls.size() ? " and " : ", ") + std::string(log_impl_name(impls[i]));
  }
  return out;
}

bool holds(const std::vector<LogImpl>& impls, LogImpl impl) {
  return std::find(impls.begin(), impls.end(), impl) != impls.end();
}

// ---- the verdict -----------------------------------------------------------------------------

// A step as the verdict sees it: one step of the log, or, with a rank column, a step of every
// rank together (DDP averages the ranks' gradients, so the step's loss is the mean of the ranks'
// losses, and the normalisations run over all the step's micro-batches).
struct VerdictStep {
  std::size_t index = 0;  // into LogCheck::steps: the step's first part, for naming it
  std::size_t batches = 0;
  StepResults results;
  double reported = 0.0;       // the loss cells' sum (with ranks: the mean over ranks of each one's)
  double reported_mean = 0.0;  // the cells' mean (with ranks: the mean over ranks of each one's)
  std::size_t cells = 0;
  double quantum = 0.0, magnitude = 0.0;
  std::size_t own_mean_cells = 0;
  double mass = 0.0;
  double sums_quantum = 0.0;  // the sums' printed rounding, relative (the largest of a row's)
};

std::vector<VerdictStep> verdict_steps(const LogCheck& check, const std::vector<StepResults>& results) {
  std::vector<VerdictStep> steps;
  if (!check.has_rank) {
    steps.reserve(check.steps.size());
    for (std::size_t i = 0; i < check.steps.size(); ++i) {
      const StepTotals& step = check.steps[i];
      const double reported = step.loss.sum.result().to_double();
      steps.push_back({i, step.totals.batches, results[i], reported,
                       step.loss.cells ? reported / static_cast<double>(step.loss.cells) : 0.0, step.loss.cells,
                       step.loss.quantum, step.loss.magnitude, step.loss.own_mean_cells,
                       step.totals.mass.result().to_double(), step.sums_quantum});
    }
    return steps;
  }
  // The n-th step of a label in each rank's rows, all ranks together: one step of the run (a label
  // that comes back, as after a restart, is another).
  std::vector<std::size_t> occurrence(check.steps.size());
  {
    std::vector<std::size_t> order(check.steps.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&check](std::size_t a, std::size_t b) {
      const int by_rank = check.steps[a].rank.compare(check.steps[b].rank);
      if (by_rank != 0) return by_rank < 0;
      const int by_step = check.steps[a].step.compare(check.steps[b].step);
      return by_step != 0 ? by_step < 0 : a < b;
    });
    for (std::size_t k = 0; k < order.size(); ++k) {
      const bool same = k > 0 && check.steps[order[k]].rank == check.steps[order[k - 1]].rank &&
                        check.steps[order[k]].step == check.steps[order[k - 1]].step;
      occurrence[order[k]] = same ? occurrence[order[k - 1]] + 1 : 0;
    }
  }
  std::vector<std::size_t> order(check.steps.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const int by_step = check.steps[a].step.compare(check.steps[b].step);
    if (by_step != 0) return by_step < 0;
    return occurrence[a] != occurrence[b] ? occurrence[a] < occurrence[b] : a < b;
  });
  for (std::size_t k = 0; k < order.size();) {
    std::size_t end = k;
    double weighted = 0, mass = 0, means = 0, reported = 0, reported_mean = 0, quantum = 0, magnitude = 0,
           sums_quantum = 0;
    std::size_t batches = 0, cells = 0, own = 0, ranks_with_loss = 0;
    while (end < order.size() && check.steps[order[end]].step == check.steps[order[k]].step &&
           occurrence[order[end]] == occurrence[order[k]]) {
      const StepTotals& part = check.steps[order[end]];  // one rank's rows of the step
      sums_quantum = std::max(sums_quantum, static_cast<double>(part.sums_quantum));
      weighted += part.totals.weighted.result().to_double();
      mass += part.totals.mass.result().to_double();
      means += part.totals.means.result().to_double();
      batches += part.totals.batches;
      if (part.loss.cells > 0) {
        const double sum = part.loss.sum.result().to_double();
        reported += sum;
        reported_mean += sum / static_cast<double>(part.loss.cells);
        quantum += part.loss.quantum;
        magnitude += part.loss.magnitude;
        cells += part.loss.cells;
        own += part.loss.own_mean_cells;
        ++ranks_with_loss;
      }
      ++end;
    }
    VerdictStep step;
    step.index = *std::min_element(order.begin() + static_cast<std::ptrdiff_t>(k),
                                   order.begin() + static_cast<std::ptrdiff_t>(end));
    step.batches = batches;
    const double k_batches = static_cast<double>(batches == 0 ? 1 : batches);
    step.results.values = {weighted / k_batches, means / k_batches, mass != 0.0 ? weighted / mass : 0.0};
    const double ranks = static_cast<double>(ranks_with_loss == 0 ? 1 : ranks_with_loss);
    step.reported = reported / ranks;
    step.reported_mean = reported_mean / ranks;
    step.cells = cells;
    step.quantum = quantum / ranks;
    step.magnitude = magnitude / ranks;
    step.own_mean_cells = own;
    step.mass = mass;
    step.sums_quantum = sums_quantum;
    steps.push_back(step);
    k = end;
  }
  std::sort(steps.begin(), steps.end(), [](const VerdictStep& a, const VerdictStep& b) { return a.index < b.index; });
  return steps;
}

// The precision the run logged its loss in: the coarsest format that holds every cell. Float32
// is the floor: a loss logged in float64 was still computed in float32 by the framework.
struct Precision {
  const char* name;
  double unit_roundoff;
};

Precision logged_precision(const LogCheck& check) {
  bool bfloat16 = true, float16 = true, any = false;
  for (const StepTotals& step : check.steps) {
    if (step.loss.cells == 0) continue;
    any = true;
    bfloat16 = bfloat16 && step.loss.all_bfloat16;
    float16 = float16 && step.loss.all_float16;
  }
  if (any && bfloat16) return {"bfloat16", 0x1p-8};
  if (any && float16) return {"float16", 0x1p-11};
  return {"float32", 0x1p-24};
}

// How far a reported loss may be from an implementation's value and still be it: half a unit in
// each printed digit of the loss, each cell's rounding to the precision it was logged in (twice
// over), the printed rounding of the sums it is computed from (twice over: "1.063e+03"), and the
// rounding of the run's own float32 arithmetic (a reduction over each micro-batch in another
// order than weighted_sum's, one division and k additions per step), with room to spare (x16).
double tolerance(const VerdictStep& step, double share, std::size_t batches, double unit_roundoff, double a, double b) {
  constexpr double kFloat32 = 0x1p-24;
  const double scale = std::max(std::fabs(a), std::fabs(b));
  return share * (step.quantum + 2 * unit_roundoff * step.magnitude) + 2 * step.sums_quantum * scale +
         16.0 * static_cast<double>(batches + 2) * kFloat32 * scale;
}

// A verdict may stand on most steps: a short last window of an epoch, a step cut short by a kill
// or a resumed run's overlap differ from the rest. At least this share of the steps compared
// must agree, and the steps that differ are named.
constexpr double kMostSteps = 0.9;

struct Comparison {
  std::vector<LogImpl> matches;  // on every step compared, or on most of them (then `outliers`)
  std::size_t compared = 0, deciding = 0;
  std::vector<std::size_t> differing;  // steps where no implementation matched (first few)
  std::size_t outliers = 0;            // steps compared where the matches do not match
  std::vector<std::size_t> first_outliers;
  double max_relative_tolerance = 0.0;
};

// The reported loss of each step (the cells' sum, or their mean) against each implementation.
Comparison compare(const std::vector<VerdictStep>& steps, const std::vector<bool>& usable, bool mean_reading,
                   double unit_roundoff) {
  Comparison c;
  std::array<std::size_t, 3> within{};
  std::vector<std::array<bool, 3>> per_step(steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (!usable[i]) continue;
    const VerdictStep& step = steps[i];
    const double reported = mean_reading ? step.reported_mean : step.reported;
    const double share = mean_reading ? 1.0 / static_cast<double>(step.cells) : 1.0;
    ++c.compared;
    bool any = false, ruled_out = false;
    for (LogImpl impl : kLogImpls) {
      const double value = step.results[impl];
      const double tol = tolerance(step, share, step.batches, unit_roundoff, value, reported);
      const double scale = std::max(std::fabs(value), std::fabs(reported));
      if (scale > 0.0) c.max_relative_tolerance = std::max(c.max_relative_tolerance, tol / scale);
      const bool ok = std::fabs(reported - value) <= tol;
      per_step[i][index_of(impl)] = ok;
      any = any || ok;
      ruled_out = ruled_out || !ok;
      if (ok) ++within[index_of(impl)];
    }
    if (ruled_out) ++c.deciding;
    if (!any && c.differing.size() < kFirstFew) c.differing.push_back(steps[i].index);
  }
  if (c.compared == 0) return c;
  // Every step, else most of them; what matches most (ties together).
  const std::size_t best = *std::max_element(within.begin(), within.end());
  const bool all = best == c.compared;
  if (!all && static_cast<double>(best) < kMostSteps * static_cast<double>(c.compared)) return c;
  for (LogImpl impl : kLogImpls) {
    if (within[index_of(impl)] == best) c.matches.push_back(impl);
  }
  if (all) return c;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (!usable[i] || per_step[i][index_of(c.matches.front())]) continue;
    ++c.outliers;
    if (c.first_outliers.size() < kFirstFew) c.first_outliers.push_back(steps[i].index);
  }
  return c;
}

// A loss reported on some steps only, each the mean over the steps since the one before (a
// Trainer's logging_steps): the implementations whose window means it follows, if any.
std::vector<LogImpl> averaged_over_windows(const std::vector<VerdictStep>& steps, double unit_roundoff) {
  std::vector<LogImpl> follows;
  for (LogImpl impl : kLogImpls) {
    std::size_t start = 0, windows = 0, longest = 0, agree = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const VerdictStep& step = steps[i];
      if (step.cells == 0) continue;
      PyFloatSum sum;
      std::size_t batches = 0;
      for (std::size_t j = start; j <= i; ++j) {
        sum.add(steps[j].results[impl]);
        batches += steps[j].batches;
      }
      const double mean = sum.result().to_double() / static_cast<double>(i + 1 - start);
      if (std::isfinite(mean) && std::isfinite(step.reported) &&
          std::fabs(step.reported - mean) <= tolerance(step, 1.0, batches, unit_roundoff, mean, step.reported)) {
        ++agree;
      }
      longest = std::max(longest, i + 1 - start);
      ++windows;
      start = i + 1;
    }
    if (windows >= 2 && longest > 1 && static_cast<double>(agree) >= kMostSteps * static_cast<double>(windows)) {
      follows.push_back(impl);
    }
  }
  return follows;
}

// The reported loss as k times an implementation on every step (k the step's micro-batches): the
// loss logged before dividing by the accumulation steps.
std::optional<LogImpl> scaled_by_batches(const std::vector<VerdictStep>& steps, const std::vector<bool>& usable,
                                         double unit_roundoff) {
  for (LogImpl impl : kLogImpls) {
    bool ok = false;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      if (!usable[i]) continue;
      const VerdictStep& step = steps[i];
      const double value = step.results[impl] * static_cast<double>(step.batches);
      ok = std::fabs(step.reported - value) <= tolerance(step, 1.0, step.batches, unit_roundoff, value, step.reported);
      if (!ok) break;
    }
    if (ok) return impl;
  }
  return std::nullopt;
}

// Steps with fewer micro-batches than the run's usual window whose loss is k/K of the
// implementation followed: the loop divides by accum_steps though the window is short.
bool short_windows_divided_by_the_full_count(const std::vector<VerdictStep>& steps, const std::vector<bool>& usable,
                                             const Comparison& c, bool mean_reading, double unit_roundoff) {
  if (c.outliers == 0 || c.matches.empty()) return false;
  std::size_t usual = 0;
  for (const VerdictStep& step : steps) usual = std::max(usual, step.batches);
  const LogImpl impl = c.matches.front();
  std::size_t explained = 0, outliers = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const VerdictStep& step = steps[i];
    if (!usable[i]) continue;
    const double reported = mean_reading ? step.reported_mean : step.reported;
    const double share = mean_reading ? 1.0 / static_cast<double>(step.cells) : 1.0;
    const double value = step.results[impl];
    if (std::fabs(reported - value) <= tolerance(step, share, step.batches, unit_roundoff, value, reported)) continue;
    ++outliers;
    const double scaled = value * static_cast<double>(step.batches) / static_cast<double>(usual);
    if (step.batches < usual &&
        std::fabs(reported - scaled) <= tolerance(step, share, step.batches, unit_roundoff, scaled, reported)) {
      ++explained;
    }
  }
  return outliers > 0 && explained == outliers;
}

std::string describe_step(const LogCheck& check, const VerdictStep& step) {
  std::string out = step_label(check, step.index) + ": reported " + repr_float(step.reported);
  for (LogImpl impl : kLogImpls) out += std::string(", ") + log_impl_name(impl) + " " + repr_float(step.results[impl]);
  return out;
}

// The verdict on one run's steps (the whole log, or one of the runs appended to it).
LogVerdict judge(const LogCheck& check, const std::vector<VerdictStep>& steps, const Precision& precision) {
  LogVerdict v;
  const std::string window = check.has_steps ? "" : " (the whole log is one window: add a step column)";
  v.precision = precision.name;
  v.unit_roundoff = precision.unit_roundoff;

  // Steps compared: a finite reported loss, mass, and finite values from every implementation.
  std::vector<bool> usable(steps.size(), false);
  bool every_row_has_loss = true, some_step_has_several = false, every_cell_own_mean = true, one_batch_each = true;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const VerdictStep& step = steps[i];
    if (step.cells == 0) {
      ++v.steps_without_loss;
      continue;
    }
    if (!std::isfinite(step.reported)) {
      ++v.steps_nonfinite_loss;
      continue;
    }
    if (step.mass == 0.0) {
      ++v.steps_zero_mass;
      continue;
    }
    const StepResults& r = step.results;
    if (!std::isfinite(r[LogImpl::Broken]) || !std::isfinite(r[LogImpl::UnsuccessfulFix]) ||
        !std::isfinite(r[LogImpl::Repair])) {
      continue;
    }
    usable[i] = true;
    every_row_has_loss = every_row_has_loss && step.cells == step.batches;
    every_cell_own_mean = every_cell_own_mean && step.own_mean_cells == step.cells;
    some_step_has_several = some_step_has_several || step.batches > 1;
    one_batch_each = one_batch_each && step.batches == 1;
  }

  Comparison sum = compare(steps, usable, false, precision.unit_roundoff);
  v.steps_compared = sum.compared;
  v.max_relative_tolerance = sum.max_relative_tolerance;
  if (sum.compared == 0) {
    v.kind = VerdictKind::CannotTell;
    v.summary = "cannot tell: no step has a finite reported loss and weight mass to compare";
    v.hint = "log the loss your loop backpropagates on each micro-batch row (or the step's total on one row)";
    return v;
  }
  // Each row's loss its own micro-batch's mean: what any run would log, whatever it divides by.
  if (every_row_has_loss && every_cell_own_mean && some_step_has_several) {
    v.kind = VerdictKind::CannotTell;
    v.reading = "own mean";
    v.summary =
        "cannot tell: each row's loss is that micro-batch's own mean (weighted_sum / weight_sum), which a run "
        "logs alike whichever way it then combines the micro-batches";
    v.hint = "log what the loop backpropagates for each micro-batch (after dividing), or the step's loss on one row";
    return v;
  }
  // Cells on every row may be the step's loss repeated on each: then their mean is the step's.
  std::optional<Comparison> mean;
  if (every_row_has_loss && some_step_has_several) {
    mean = compare(steps, usable, true, precision.unit_roundoff);
    if (mean->matches.empty()) mean.reset();
  }
  if (mean && !sum.matches.empty() && mean->matches != sum.matches) {
    v.kind = VerdictKind::CannotTell;
    v.reading = "sum or mean";
    v.summary = "cannot tell: added up, the step's loss cells follow " + names_of(sum.matches) +
                "; averaged, they follow " + names_of(mean->matches);
    v.hint =
        "log the value the loop backpropagates for each micro-batch (after dividing), or the step's total on one row";
    return v;
  }
  const bool by_mean = mean && (sum.matches.empty() || (mean->outliers < sum.outliers));
  const Comparison& chosen = by_mean ? *mean : sum;
  v.reading = by_mean ? "mean" : "sum";
  v.steps_deciding = chosen.deciding;
  v.differing = chosen.differing;
  v.matches = chosen.matches;
  v.outliers = chosen.outliers;
  v.first_outliers = chosen.first_outliers;
  v.max_relative_tolerance = chosen.max_relative_tolerance;
  const std::string on_steps =
      chosen.outliers > 0
          ? " on " + std::to_string(chosen.compared - chosen.outliers) + " of " + std::to_string(chosen.compared) +
                " steps compared (" + std::to_string(chosen.outliers) + " differ, first " +
                step_label(check, chosen.first_outliers.front()) + ")"
      : chosen.compared == 1 ? std::string(" on the one step compared")
                             : " on all " + std::to_string(chosen.compared) + " steps compared";
  const std::string compared = on_steps + window;
  const std::string how = by_mean ? " (each step's loss is on each of its rows)" : "";
  std::string extra;
  const bool short_windows =
      short_windows_divided_by_the_full_count(steps, usable, chosen, by_mean, precision.unit_roundoff);
  if (short_windows) {
    extra =
        "; the steps that differ have fewer micro-batches and their loss is divided by the full count: the loop "
        "divides by accum_steps even where the window is short (the last of an epoch), which weights those steps "
        "less";
  } else if (chosen.outliers > 0) {
    extra = "; look at the steps that differ (a step cut short, a resumed run's overlap, a different window)";
  }
  if (one_batch_each && check.has_steps) {
    extra +=
        "; every step holds one micro-batch: if the run accumulates gradients, the log misses micro-batches "
        "(Lightning's self.log writes only each optimizer step's last one); log every micro-batch";
  }

  if (chosen.matches.empty()) {
    const std::vector<LogImpl> averaged =
        v.steps_without_loss > 0 ? averaged_over_windows(steps, precision.unit_roundoff) : std::vector<LogImpl>{};
    if (!averaged.empty()) {
      v.kind = VerdictKind::Averaged;
      v.summary =
          "cannot tell step by step: the reported loss is an average over the steps since the one before "
          "(as a Trainer's logging_steps averages it); those averages follow " +
          names_of(averaged);
      v.hint = "log the loss every step (logging_steps=1) or on each micro-batch row for a verdict";
      return v;
    }
    v.kind = VerdictKind::FollowsNone;
    // The first step where none matches, else the first step compared.
    std::size_t at = 0;
    while (at + 1 < steps.size() &&
           (chosen.differing.empty() ? !usable[at] : steps[at].index != chosen.differing.front())) {
      ++at;
    }
    v.summary = "the reported loss follows none of the three normalisations; " + describe_step(check, steps[at]);
    if (const std::optional<LogImpl> scaled = scaled_by_batches(steps, usable, precision.unit_roundoff)) {
      v.hint = std::string("the reported loss is the number of micro-batches times ") + log_impl_name(*scaled) +
               " on every step: it looks like the loss logged before dividing by the accumulation steps, which would "
               "make the run " +
               log_impl_name(*scaled);
    } else {
      v.hint =
          "check that the loss column holds what the loop backpropagates for the micro-batch (or the step's total "
          "on one row), and that weighted_sum and weight_sum are the same micro-batch's";
    }
    if (check.has_rank)
      v.hint += "; with a rank column, a step's loss is taken as the mean of the ranks' losses, as DDP averages";
    return v;
  }
  // Steps of a short window divided by the full count: the loop divides by accum_steps, which the
  // repair never does, so the run is affected whatever its full windows agree with.
  if (short_windows && holds(chosen.matches, LogImpl::Repair) && chosen.matches.size() > 1) {
    std::vector<LogImpl> others;
    for (LogImpl impl : chosen.matches) {
      if (impl != LogImpl::Repair) others.push_back(impl);
    }
    v.matches = others;
    v.kind = VerdictKind::Affected;
    v.summary = "affected: this run's loss follows " + names_of(others) + compared + how +
                ", and on its full windows the repair gives the same values" + extra;
    v.hint =
        "divide the step's summed loss by its total weight mass (tokens in the accumulation window), short windows "
        "included: docs/log.md";
    return v;
  }
  if (holds(chosen.matches, LogImpl::Repair)) {
    if (chosen.matches.size() == 1) {
      v.kind = VerdictKind::NotAffected;
      v.summary = "not affected: this run divides by the total weight mass (its loss follows the repair" + compared +
                  ")" + how + extra;
      return v;
    }
    std::vector<LogImpl> others;
    for (LogImpl impl : chosen.matches) {
      if (impl != LogImpl::Repair) others.push_back(impl);
    }
    // Not affected only where the others give the repair's values (equal micro-batches), not where
    // they merely fall within the loss's printed precision of it.
    bool same_values = chosen.outliers == 0;
    for (std::size_t i = 0; i < steps.size() && same_values; ++i) {
      if (!usable[i]) continue;
      const double repair = steps[i].results[LogImpl::Repair];
      for (LogImpl impl : others) {
        const double tol = 16.0 * static_cast<double>(steps[i].batches + 2) * 0x1p-24 * std::fabs(repair);
        same_values = same_values && std::fabs(steps[i].results[impl] - repair) <= tol;
      }
    }
    if (!same_values) {
      v.kind = VerdictKind::CannotTell;
      v.matches.clear();
      v.summary = "cannot tell: the reported loss is as near the repair as " + names_of(others) +
                  " within the precision it was logged in" + compared;
      v.hint = "log the loss with all its digits (repr(loss.item())), or on each micro-batch row, for a verdict";
      return v;
    }
    v.kind = VerdictKind::NotAffected;
    v.summary = "not affected on this log: its loss follows the repair" + compared + how + ", but " + names_of(others) +
                (others.size() == 1 ? " gives" : " give") + " the same values here, so the code may still be " +
                names_of(others) + extra;
    v.hint = "micro-batches whose weight masses differ (padding, packing, a short last batch) would tell them apart";
    return v;
  }
  v.kind = VerdictKind::Affected;
  v.summary =
      "affected: this run's loss follows " + names_of(chosen.matches) + compared + how + ", not the repair" + extra;
  v.hint = "divide the step's summed loss by its total weight mass (tokens in the accumulation window): docs/log.md";
  return v;
}

// How bad a verdict is, for a log of several runs: the worst run's verdict is the log's.
int severity(VerdictKind kind) {
  switch (kind) {
    case VerdictKind::Affected: return 5;
    case VerdictKind::FollowsNone: return 4;
    case VerdictKind::Averaged: return 3;
    case VerdictKind::CannotTell: return 2;
    case VerdictKind::NoLoss: return 1;
    case VerdictKind::NotAffected: return 0;
  }
  return 0;
}

LogVerdict verdict_of(const LogCheck& check, const std::vector<StepResults>& results) {
  if (!check.has_loss) {
    LogVerdict v;
    v.kind = VerdictKind::NoLoss;
    v.summary = "cannot tell which normalisation this run uses: the log has no loss column";
    v.hint =
        "add the loss your loop backpropagates for each micro-batch (or the step's total on one row) as a column "
        "named loss (or name yours with --loss NAME); docs/log.md has recipes for PyTorch, Hugging Face and "
        "Lightning";
    return v;
  }
  const Precision precision = logged_precision(check);
  const std::vector<VerdictStep> steps = verdict_steps(check, results);
  // Runs appended to one file: the step count starts again (no rank column: with one, a rank's
  // steps going back are its restart, and the ranks are judged together). Each run is judged.
  std::vector<std::size_t> starts{0};
  if (!check.has_rank) {
    for (std::size_t i = 1; i < steps.size(); ++i) {
      if (check.steps[steps[i].index].restarts) starts.push_back(i);
    }
  }
  if (starts.size() == 1) return judge(check, steps, precision);
  starts.push_back(steps.size());
  LogVerdict worst;
  std::string runs;
  std::size_t judged = 0;
  for (std::size_t r = 0; r + 1 < starts.size(); ++r) {
    const std::vector<VerdictStep> part(steps.begin() + static_cast<std::ptrdiff_t>(starts[r]),
                                        steps.begin() + static_cast<std::ptrdiff_t>(starts[r + 1]));
    LogVerdict v = judge(check, part, precision);
    if (v.steps_compared == 0) continue;
    const StepTotals& first = check.steps[part.front().index];
    runs += (judged ? "; run " : "run ") + std::to_string(r + 1) + " (from line " + std::to_string(first.line) +
            ", step " + first.step + "): " + v.summary;
    if (judged == 0 || severity(v.kind) > severity(worst.kind)) {
      const std::size_t compared = worst.steps_compared + v.steps_compared;
      worst = std::move(v);
      worst.steps_compared = compared;
    } else {
      worst.steps_compared += v.steps_compared;
    }
    ++judged;
  }
  if (judged < 2) return judge(check, steps, precision);
  const std::string lead = worst.kind == VerdictKind::NotAffected ? "not affected"
                           : worst.kind == VerdictKind::Affected  ? "affected"
                                                                  : "cannot tell";
  worst.summary = lead + ": the step count starts again, so the log is read as " + std::to_string(starts.size() - 1) +
                  " runs (runs appended to one file, or epochs counted from 0), each judged on its own: " + runs;
  return worst;
}

// ---- per-step errors, weighting, zero mass --------------------------------------------------

StepErrors errors_of(LogImpl impl, const LogCheck& check, const std::vector<StepResults>& results) {
  StepErrors e;
  e.impl = impl;
  std::vector<double> errors;
  std::vector<std::size_t> where;
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    const double r = results[i][LogImpl::Repair];
    const double x = results[i][impl];
    if (r == 0.0 || !std::isfinite(r) || !std::isfinite(x)) continue;
    errors.push_back(std::fabs(x - r) / std::fabs(r));
    where.push_back(i);
  }
  e.steps = errors.size();
  for (std::size_t k = 0; k < errors.size(); ++k) {
    if (errors[k] > e.max || k == 0) {
      e.max = errors[k];
      e.max_step = where[k];
    }
    if (errors[k] > 1e-3) ++e.over_0_1_percent;
    if (errors[k] > 1e-2) ++e.over_1_percent;
  }
  std::vector<std::size_t> order(errors.size());
  std::iota(order.begin(), order.end(), 0);
  const std::size_t shown = std::min(kFirstFew, order.size());
  std::partial_sort(
      order.begin(), order.begin() + static_cast<std::ptrdiff_t>(shown), order.end(),
      [&errors](std::size_t a, std::size_t b) { return errors[a] > errors[b] || (errors[a] == errors[b] && a < b); });
  for (std::size_t k = 0; k < shown; ++k) e.worst.push_back(where[order[k]]);
  e.mean = mean_of(errors);
  e.median = median_of(std::move(errors));
  const StepResults whole = step_results(check.overall);
  const double r = whole[LogImpl::Repair];
  e.whole_log = r == 0.0 || !std::isfinite(r) ? std::nan("") : std::fabs(whole[impl] - r) / std::fabs(r);
  return e;
}

StepWeighting weighting_of(const LogCheck& check) {
  StepWeighting w;
  std::vector<double> spreads, scales;
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    const StepTotals& step = check.steps[i];
    const double mass = step.totals.mass.result().to_double();
    if (step.odd_weight || !(mass > 0.0) || !std::isfinite(mass) || step.max_weight == 0.0) continue;
    const double spread = step.max_weight / step.min_weight;
    const double scale = mass / static_cast<double>(step.totals.batches);
    if (spreads.empty() || spread > w.spread_max) {
      w.spread_max = spread;
      w.spread_max_step = i;
    }
    if (scales.empty() || scale > w.scale_max) {
      w.scale_max = scale;
      w.scale_max_step = i;
    }
    if (scales.empty() || scale < w.scale_min) {
      w.scale_min = scale;
      w.scale_min_step = i;
    }
    spreads.push_back(spread);
    scales.push_back(scale);
  }
  w.steps = spreads.size();
  w.spread_median = median_of(std::move(spreads));
  w.scale_median = median_of(std::move(scales));
  return w;
}

ZeroMass zero_mass_of(const LogCheck& check) {
  ZeroMass z;
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    const StepTotals& step = check.steps[i];
    z.batches += step.zero_weight_batches;
    if (step.zero_weight_batches == 0) continue;
    if (step.zero_weight_batches == step.totals.batches) {
      if (z.first_steps.size() < kFirstFew) z.first_steps.push_back(i);
      ++z.steps;
    } else {
      if (z.first_partial.size() < kFirstFew) z.first_partial.push_back(i);
      ++z.steps_with_zero_batch;
    }
  }
  return z;
}

}  // namespace

const char* log_impl_id(LogImpl impl) {
  switch (impl) {
    case LogImpl::Broken: return "broken";
    case LogImpl::UnsuccessfulFix: return "unsuccessful-fix";
    case LogImpl::Repair: return "repair";
  }
  return "";
}

const char* log_impl_name(LogImpl impl) {
  switch (impl) {
    case LogImpl::Broken: return "the failure";
    case LogImpl::UnsuccessfulFix: return "the unsuccessful fix";
    case LogImpl::Repair: return "the repair";
  }
  return "";
}

const char* log_impl_code(LogImpl impl) {
  switch (impl) {
    case LogImpl::Broken: return "loss.sum() / accum_steps (summed loss / number of micro-batches)";
    case LogImpl::UnsuccessfulFix: return "loss.mean() / accum_steps, or the micro-batch means stacked and averaged";
    case LogImpl::Repair: return "summed loss / tokens (weight mass) in the accumulation window";
  }
  return "";
}

const char* verdict_id(VerdictKind kind) {
  switch (kind) {
    case VerdictKind::NotAffected: return "not-affected";
    case VerdictKind::Affected: return "affected";
    case VerdictKind::FollowsNone: return "follows-none";
    case VerdictKind::Averaged: return "averaged";
    case VerdictKind::CannotTell: return "cannot-tell";
    case VerdictKind::NoLoss: return "no-loss";
  }
  return "";
}

StepResults step_results(const FloatSums& totals) {
  StepResults r;
  r.values[index_of(LogImpl::Broken)] = finish_broken(totals).value().to_double();
  r.values[index_of(LogImpl::UnsuccessfulFix)] = finish_unsuccessful_fix(totals).value().to_double();
  r.values[index_of(LogImpl::Repair)] = finish_repair(totals).value().to_double();
  return r;
}

LogDiagnosis diagnose_log(const LogCheck& check) {
  std::vector<StepResults> results;
  results.reserve(check.steps.size());
  for (const StepTotals& step : check.steps) results.push_back(step_results(step.totals));
  LogDiagnosis d;
  d.verdict = verdict_of(check, results);
  // "affected: this run's loss ..." -> "this run's loss ...", for a page that shows the verdict's
  // kind beside it; a summary without such a lead stays whole.
  const std::size_t colon = d.verdict.summary.find(": ");
  const bool lead = colon != std::string::npos && d.verdict.summary.find(';') > colon;
  d.verdict.detail = lead ? d.verdict.summary.substr(colon + 2) : d.verdict.summary;
  d.errors = {errors_of(LogImpl::Broken, check, results), errors_of(LogImpl::UnsuccessfulFix, check, results)};
  d.weighting = weighting_of(check);
  d.zero_mass = zero_mass_of(check);
  return d;
}

}  // namespace fm
