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
// each printed digit, each cell's rounding to the precision it was logged in (twice over), and the
// rounding of the run's own float32 arithmetic (a reduction over each micro-batch in another
// order than weighted_sum's, one division and k additions per step), with room to spare (x16).
double tolerance(const ReportedLoss& loss, double share, std::size_t batches, double unit_roundoff, double a, double b) {
  constexpr double kFloat32 = 0x1p-24;
  return share * (loss.quantum + 2 * unit_roundoff * loss.magnitude) +
         16.0 * static_cast<double>(batches + 2) * kFloat32 * std::max(std::fabs(a), std::fabs(b));
}

struct Comparison {
  std::vector<LogImpl> matches;  // on every step compared
  std::size_t compared = 0, deciding = 0;
  std::vector<std::size_t> differing;
  double max_relative_tolerance = 0.0;
};

// The reported loss of each step (the cells' sum, or their mean) against each implementation.
// `usable` says which steps are compared at all.
Comparison compare(const LogCheck& check, const std::vector<StepResults>& results, const std::vector<bool>& usable,
                   bool mean_reading, double unit_roundoff) {
  Comparison c;
  std::array<bool, 3> all{true, true, true};
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    if (!usable[i]) continue;
    const StepTotals& step = check.steps[i];
    const double cells = static_cast<double>(step.loss.cells);
    const double reported = step.loss.sum.result().to_double() / (mean_reading ? cells : 1.0);
    const double share = mean_reading ? 1.0 / cells : 1.0;
    ++c.compared;
    bool any = false, ruled_out = false;
    for (LogImpl impl : kLogImpls) {
      const double value = results[i][impl];
      const double tol = tolerance(step.loss, share, step.totals.batches, unit_roundoff, value, reported);
      const double scale = std::max(std::fabs(value), std::fabs(reported));
      if (scale > 0.0) c.max_relative_tolerance = std::max(c.max_relative_tolerance, tol / scale);
      const bool within = std::fabs(reported - value) <= tol;
      any = any || within;
      ruled_out = ruled_out || !within;
      all[index_of(impl)] = all[index_of(impl)] && within;
    }
    if (ruled_out) ++c.deciding;
    if (!any && c.differing.size() < kFirstFew) c.differing.push_back(i);
  }
  for (LogImpl impl : kLogImpls) {
    if (c.compared > 0 && all[index_of(impl)]) c.matches.push_back(impl);
  }
  return c;
}

// A loss reported on some steps only, each the mean over the steps since the one before (a
// Trainer's logging_steps): the implementations whose window means it follows, if any.
std::vector<LogImpl> averaged_over_windows(const LogCheck& check, const std::vector<StepResults>& results,
                                           double unit_roundoff) {
  std::vector<LogImpl> follows;
  std::size_t windows = 0, longest = 0;
  for (LogImpl impl : kLogImpls) {
    bool ok = true;
    std::size_t start = 0;
    windows = 0;
    for (std::size_t i = 0; i < check.steps.size() && ok; ++i) {
      const StepTotals& step = check.steps[i];
      if (step.loss.cells == 0) continue;
      PyFloatSum sum;
      for (std::size_t j = start; j <= i; ++j) sum.add(results[j][impl]);
      const double mean = sum.result().to_double() / static_cast<double>(i + 1 - start);
      const double reported = step.loss.sum.result().to_double();
      if (!std::isfinite(mean) || !std::isfinite(reported) ||
          std::fabs(reported - mean) > tolerance(step.loss, 1.0, step.totals.batches * (i + 1 - start), unit_roundoff,
                                                 mean, reported)) {
        ok = false;
      }
      longest = std::max(longest, i + 1 - start);
      ++windows;
      start = i + 1;
    }
    if (ok && windows >= 2 && longest > 1) follows.push_back(impl);
  }
  return follows;
}

// The reported loss as k times an implementation on every step (k the step's micro-batches): the
// loss logged before dividing by the accumulation steps.
std::optional<LogImpl> scaled_by_batches(const LogCheck& check, const std::vector<StepResults>& results,
                                         const std::vector<bool>& usable, double unit_roundoff) {
  for (LogImpl impl : kLogImpls) {
    bool ok = false;
    for (std::size_t i = 0; i < check.steps.size(); ++i) {
      if (!usable[i]) continue;
      const StepTotals& step = check.steps[i];
      const double k = static_cast<double>(step.totals.batches);
      const double reported = step.loss.sum.result().to_double();
      const double value = results[i][impl] * k;
      ok = std::fabs(reported - value) <= tolerance(step.loss, 1.0, step.totals.batches, unit_roundoff, value, reported);
      if (!ok) break;
    }
    if (ok) return impl;
  }
  return std::nullopt;
}

std::string describe_step(const LogCheck& check, const std::vector<StepResults>& results, std::size_t i) {
  std::string out = step_label(check, i) + ": reported " + repr_float(check.steps[i].loss.sum.result().to_double());
  for (LogImpl impl : kLogImpls) out += std::string(", ") + log_impl_name(impl) + " " + repr_float(results[i][impl]);
  return out;
}

LogVerdict verdict_of(const LogCheck& check, const std::vector<StepResults>& results) {
  LogVerdict v;
  const std::string window = check.has_steps ? "" : " (the whole log is one window: add a step column)";
  if (!check.has_loss) {
    v.kind = VerdictKind::NoLoss;
    v.summary = "cannot tell which normalisation this run uses: the log has no loss column";
    v.hint = "add the loss your loop backpropagates for each micro-batch (or the step's total on one row) as a column "
             "named loss (or name yours with --loss NAME); docs/log.md has recipes for PyTorch, Hugging Face and "
             "Lightning";
    return v;
  }
  const Precision precision = logged_precision(check);
  v.precision = precision.name;
  v.unit_roundoff = precision.unit_roundoff;

  // Steps compared: a finite reported loss, mass, and finite values from every implementation.
  std::vector<bool> usable(check.steps.size(), false);
  bool every_row_has_loss = true, some_step_has_several = false;
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    const StepTotals& step = check.steps[i];
    if (step.loss.cells == 0) {
      ++v.steps_without_loss;
      continue;
    }
    if (!std::isfinite(step.loss.sum.result().to_double())) {
      ++v.steps_nonfinite_loss;
      continue;
    }
    if (step.totals.mass.result().to_double() == 0.0) {
      ++v.steps_zero_mass;
      continue;
    }
    const StepResults& r = results[i];
    if (!std::isfinite(r[LogImpl::Broken]) || !std::isfinite(r[LogImpl::UnsuccessfulFix]) ||
        !std::isfinite(r[LogImpl::Repair])) {
      continue;
    }
    usable[i] = true;
    every_row_has_loss = every_row_has_loss && step.loss.cells == step.totals.batches;
    some_step_has_several = some_step_has_several || step.totals.batches > 1;
  }

  Comparison sum = compare(check, results, usable, false, precision.unit_roundoff);
  v.steps_compared = sum.compared;
  v.max_relative_tolerance = sum.max_relative_tolerance;
  if (sum.compared == 0) {
    v.kind = VerdictKind::CannotTell;
    v.summary = "cannot tell: no step has a finite reported loss and weight mass to compare";
    v.hint = "log the loss your loop backpropagates on each micro-batch row (or the step's total on one row)";
    return v;
  }
  // Cells on every row may each be a micro-batch's loss before dividing by the accumulation
  // steps, or the step's loss repeated: then their mean is the step's loss.
  std::optional<Comparison> mean;
  if (every_row_has_loss && some_step_has_several) {
    mean = compare(check, results, usable, true, precision.unit_roundoff);
    if (mean->matches.empty()) mean.reset();
  }
  if (mean && !sum.matches.empty() && mean->matches != sum.matches) {
    v.kind = VerdictKind::CannotTell;
    v.reading = "sum or mean";
    v.summary = "cannot tell: added up, the step's loss cells follow " + names_of(sum.matches) +
                "; averaged, they follow " + names_of(mean->matches);
    v.hint = "log the value the loop backpropagates for each micro-batch (after dividing), or the step's total on one row";
    return v;
  }
  const bool by_mean = mean && sum.matches.empty();
  const Comparison& chosen = by_mean ? *mean : sum;
  v.reading = by_mean ? "mean" : "sum";
  v.steps_deciding = chosen.deciding;
  v.differing = chosen.differing;
  v.matches = chosen.matches;
  v.max_relative_tolerance = chosen.max_relative_tolerance;
  const std::string compared =
      (chosen.compared == 1 ? std::string(" on the one step compared") : " on all " + std::to_string(chosen.compared) + " steps compared") +
      window;
  const std::string how = by_mean ? " (each step's loss is the mean of its rows' loss cells)" : "";

  if (chosen.matches.empty()) {
    const std::vector<LogImpl> averaged = v.steps_without_loss > 0 ? averaged_over_windows(check, results, precision.unit_roundoff)
                                                                   : std::vector<LogImpl>{};
    if (!averaged.empty()) {
      v.kind = VerdictKind::Averaged;
      v.summary = "cannot tell step by step: the reported loss is an average over the steps since the one before "
                  "(as a Trainer's logging_steps averages it); those averages follow " +
                  names_of(averaged);
      v.hint = "log the loss every step (logging_steps=1) or on each micro-batch row for a verdict";
      return v;
    }
    v.kind = VerdictKind::FollowsNone;
    v.summary = "the reported loss follows none of the three normalisations; " +
                describe_step(check, results, chosen.differing.empty() ? 0 : chosen.differing.front());
    if (const std::optional<LogImpl> scaled = scaled_by_batches(check, results, usable, precision.unit_roundoff)) {
      v.hint = std::string("the reported loss is the number of micro-batches times ") + log_impl_name(*scaled) +
               " on every step: it looks like the loss logged before dividing by the accumulation steps, which would "
               "make the run " + log_impl_name(*scaled);
    } else {
      v.hint = "check that the loss column holds what the loop backpropagates for the micro-batch (or the step's total "
               "on one row), and that weighted_sum and weight_sum are the same micro-batch's";
    }
    return v;
  }
  if (holds(chosen.matches, LogImpl::Repair)) {
    v.kind = VerdictKind::NotAffected;
    if (chosen.matches.size() == 1) {
      v.summary = "not affected: this run divides by the total weight mass (its loss follows the repair" + compared + ")" + how;
    } else {
      std::vector<LogImpl> others;
      for (LogImpl impl : chosen.matches) {
        if (impl != LogImpl::Repair) others.push_back(impl);
      }
      v.summary = "not affected on this log: its loss follows the repair" + compared + how + ", but " + names_of(others) +
                  " gives the same values here, so the code may still be " + names_of(others);
      v.hint = "micro-batches of unequal weight mass (padding, packing, a short last batch) would tell them apart";
    }
    return v;
  }
  v.kind = VerdictKind::Affected;
  v.summary = "affected: this run's loss follows " + names_of(chosen.matches) + compared + how + ", not the repair";
  v.hint = "divide the step's summed loss by its total weight mass (tokens in the accumulation window): docs/log.md";
  return v;
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
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(shown), order.end(),
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
  d.errors = {errors_of(LogImpl::Broken, check, results), errors_of(LogImpl::UnsuccessfulFix, check, results)};
  d.weighting = weighting_of(check);
  d.zero_mass = zero_mass_of(check);
  return d;
}

}  // namespace fm
