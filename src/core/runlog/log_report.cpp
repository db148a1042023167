#include "log_report.hpp"

#include <cmath>

#include "json_writer.hpp"
#include "percent_text.hpp"
#include "py_repr.hpp"
#include "run_log.hpp"

namespace fm {

namespace {

// The kinds of note, as the answer names them, and what each means for a reader.
struct NoteText {
  const char* id;
  const char* meaning;
};
constexpr NoteText kNoteTexts[kLogNoteKinds] = {
    {"blank-sums",
     "rows without weighted_sum and weight_sum (other metrics' rows, as Lightning's CSVLogger writes them): "
     "skipped"},
    {"unreadable-row", "rows that cannot be read: skipped"},
    {"cut-last-row", "the last row is cut short (a run killed while writing?): skipped, the complete rows are checked"},
    {"non-finite", "nan or inf in weighted_sum or weight_sum: kept, so their steps' results are nan or inf"},
    {"negative-weight", "negative weight_sum: kept, but a weight mass cannot be negative"},
    {"sum-on-zero-weight", "a non-zero weighted_sum on weight_sum 0: kept, though a loss on no examples is 0"},
    {"unreadable-loss", "loss cells that cannot be read: left out"},
    {"step-repeats",
     "step labels that come again after other steps (concatenated logs or a restart?): each run "
     "of rows is its own step"},
    {"step-backwards",
     "steps that go backwards (logs of several ranks or a restart concatenated?): each run of rows "
     "is its own step; a rank column keeps ranks apart"},
    {"header-again", "lines that repeat the header (logs concatenated, or a resumed run appending): skipped"},
    {"decimal-comma", "numbers written with a decimal comma in a ';'-separated log: read as decimal points"},
    {"loss-only-row",
     "rows with a loss but no micro-batch sums (a logger's own rows): each loss is taken as the step's "
     "before it"},
};

const char* kOptimiserNote =
    "A per-step scale (the failure) is mostly absorbed by Adam-style optimisers, whose update divides by a running "
    "root-mean-square of the gradient (Kingma & Ba 2015, section 2.1: the step size is invariant to rescaling the "
    "gradient), though not by SGD, whose step grows with it; a reweighting within a step (the unsuccessful fix) is "
    "absorbed by no optimiser, since it changes the gradient's direction.";

std::string step_text(const LogCheck& check, std::size_t i) {
  if (!check.has_steps) return check.has_rank ? "rank " + check.steps[i].rank : "the whole log";
  const StepTotals& step = check.steps[i];
  return "step " + step.step + (check.has_rank ? " of rank " + step.rank : "") +
         (step.label_repeats ? " (line " + std::to_string(step.line) + ")" : "");
}

std::string counted(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

void step_ref(JsonWriter& w, const LogCheck& check, std::size_t i) {
  w.begin_object().key("index").integer(static_cast<std::int64_t>(i));
  if (check.has_steps) w.member("step", check.steps[i].step);
  if (check.has_rank) w.member("rank", check.steps[i].rank);
  w.end_object();
}

struct Numbers {
  JsonWriter& w;
  bool display;
  void operator()(std::string_view key, double value) const {
    w.key(key);
    if (display) {
      w.repr_text(PyValue::make_float(value));
    } else {
      w.number(PyValue::make_float(value));
    }
  }
  void count(std::string_view key, std::size_t value) const { w.key(key).integer(static_cast<std::int64_t>(value)); }
  void percent(std::string_view key, double ratio) const {
    if (display) w.member(key, percent_text(ratio));
  }
  void times(std::string_view key, double factor) const {
    if (display) w.member(key, times_text(factor));
  }
};

void write_verdict(JsonWriter& w, const LogCheck& check, const LogVerdict& v, const Numbers& num) {
  w.key("verdict").begin_object().member("id", verdict_id(v.kind));
  w.key("matches").begin_array();
  for (LogImpl impl : v.matches) w.string(log_impl_id(impl));
  w.end_array();
  w.member("summary", v.summary).member("detail", v.detail).member("hint", v.hint).key("exit").integer(v.exit_code());
  if (check.has_loss) {
    w.member("loss_column", check.loss_name).member("reading", v.reading).member("precision", v.precision);
    num("unit_roundoff", v.unit_roundoff);
    num("max_relative_tolerance", v.max_relative_tolerance);
    if (num.display) w.member("max_relative_tolerance_text", relative_text(v.max_relative_tolerance));
    num.count("steps_compared", v.steps_compared);
    num.count("steps_deciding", v.steps_deciding);
    num.count("steps_without_loss", v.steps_without_loss);
    num.count("steps_nonfinite_loss", v.steps_nonfinite_loss);
    num.count("steps_zero_mass", v.steps_zero_mass);
    w.key("differing").begin_array();
    for (std::size_t i : v.differing) step_ref(w, check, i);
    w.end_array();
    num.count("outliers", v.outliers);
    w.key("first_outliers").begin_array();
    for (std::size_t i : v.first_outliers) step_ref(w, check, i);
    w.end_array();
  }
  w.end_object();
}

void write_errors(JsonWriter& w, const LogCheck& check, const LogDiagnosis& d, const Numbers& num) {
  w.key("errors").begin_object();
  for (const StepErrors& e : d.errors) {
    w.key(log_impl_id(e.impl)).begin_object();
    num.count("steps", e.steps);
    num("median", e.median);
    num.percent("median_percent", e.median);
    num("mean", e.mean);
    num.percent("mean_percent", e.mean);
    num("max", e.max);
    num.percent("max_percent", e.max);
    if (e.steps > 0) {
      w.key("max_step");
      step_ref(w, check, e.max_step);
    }
    num.count("over_0_1_percent", e.over_0_1_percent);
    num.count("over_1_percent", e.over_1_percent);
    w.key("worst").begin_array();
    for (std::size_t i : e.worst) step_ref(w, check, i);
    w.end_array();
    num("whole_log", e.whole_log);
    num.percent("whole_log_percent", e.whole_log);
    w.end_object();
  }
  w.end_object();
}

void write_weighting(JsonWriter& w, const LogCheck& check, const StepWeighting& s, const Numbers& num) {
  w.key("weighting").begin_object();
  num.count("steps", s.steps);
  w.key("unsuccessful-fix").begin_object();
  num("spread_median", s.spread_median);
  num.times("spread_median_text", s.spread_median);
  num("spread_max", s.spread_max);
  num.times("spread_max_text", s.spread_max);
  if (s.steps > 0) {
    w.key("spread_max_step");
    step_ref(w, check, s.spread_max_step);
  }
  w.end_object().key("broken").begin_object();
  num("scale_median", s.scale_median);
  num.times("scale_median_text", s.scale_median);
  num("scale_min", s.scale_min);
  num.times("scale_min_text", s.scale_min);
  num("scale_max", s.scale_max);
  num.times("scale_max_text", s.scale_max);
  if (s.steps > 0) {
    w.key("scale_min_step");
    step_ref(w, check, s.scale_min_step);
    w.key("scale_max_step");
    step_ref(w, check, s.scale_max_step);
  }
  w.end_object().member("optimisers", kOptimiserNote).end_object();
}

void write_zero_mass(JsonWriter& w, const LogCheck& check, const ZeroMass& z, const Numbers& num) {
  w.key("zero_mass").begin_object();
  num.count("batches", z.batches);
  num.count("steps", z.steps);
  num.count("steps_with_zero_batch", z.steps_with_zero_batch);
  w.key("first_steps").begin_array();
  for (std::size_t i : z.first_steps) step_ref(w, check, i);
  w.end_array().key("first_partial").begin_array();
  for (std::size_t i : z.first_partial) step_ref(w, check, i);
  w.end_array().end_object();
}

void write_warnings(JsonWriter& w, const LogCheck& check) {
  w.key("warnings").begin_array();
  for (const std::string& note : check.header_notes) {
    w.begin_object().member("kind", "header").key("count").integer(1).member("message", note).end_object();
  }
  for (std::size_t k = 0; k < kLogNoteKinds; ++k) {
    const LogNoteList& list = check.notes.kinds[k];
    if (list.count == 0) continue;
    w.begin_object().member("kind", kNoteTexts[k].id).key("count").integer(static_cast<std::int64_t>(list.count));
    w.member("message", kNoteTexts[k].meaning).key("first").begin_array();
    for (const LogNote& note : list.first) {
      w.begin_object().key("line").integer(static_cast<std::int64_t>(note.line));
      if (check.has_steps) w.member("step", note.step);
      w.member("message", note.message).end_object();
    }
    w.end_array().end_object();
  }
  w.end_array();
}

}  // namespace

std::string log_report_json(const LogCheck& check, const LogDiagnosis& diagnosis, bool display,
                            std::size_t first_step) {
  JsonWriter w;
  w.begin_object();
  write_log_values(w, check, display, first_step);
  const Numbers num{w, display};
  write_verdict(w, check, diagnosis.verdict, num);
  write_errors(w, check, diagnosis, num);
  write_weighting(w, check, diagnosis.weighting, num);
  write_zero_mass(w, check, diagnosis.zero_mass, num);
  write_warnings(w, check);
  w.key("codes").begin_object();  // the training-loop code each normalisation is
  for (LogImpl impl : kLogImpls) w.member(log_impl_id(impl), log_impl_code(impl));
  w.end_object();
  return w.end_object().take();
}

std::string log_report_text(const LogCheck& check, const LogDiagnosis& d, const std::string& source) {
  const LogVerdict& v = d.verdict;
  std::string out = source + ": " + counted(check.overall.batches, "micro-batch", "micro-batches");
  if (check.has_steps)
    out += " in " + counted(check.steps.size(), "step", "steps") + " (column \"" + check.step_name + "\")";
  out += check.has_loss ? ", loss column \"" + check.loss_name + "\"\n\n" : ", no loss column\n\n";

  out += "Verdict: " + v.summary + "\n";
  if (check.has_loss && v.steps_compared > 0) {
    out += "  compared within the logged precision (" + v.precision + " values; at most \u00b1" +
           relative_text(v.max_relative_tolerance) + " relative); " + std::to_string(v.steps_deciding) + " of " +
           std::to_string(v.steps_compared) + " steps rule out at least one normalisation\n";
  }
  std::string skipped;
  if (v.steps_without_loss) skipped += std::to_string(v.steps_without_loss) + " without a loss, ";
  if (v.steps_nonfinite_loss) skipped += std::to_string(v.steps_nonfinite_loss) + " with a nan or inf loss, ";
  if (v.steps_zero_mass) skipped += std::to_string(v.steps_zero_mass) + " of zero mass, ";
  if (!skipped.empty()) out += "  not compared: " + skipped.substr(0, skipped.size() - 2) + "\n";
  if (!v.first_outliers.empty()) {
    out += "  steps that differ:";
    for (std::size_t k = 0; k < v.first_outliers.size(); ++k)
      out += (k ? ", " : " ") + step_text(check, v.first_outliers[k]);
    out += v.outliers > v.first_outliers.size() ? ", ...\n" : "\n";
  }
  if (!v.differing.empty()) {
    out += "  where none matches:";
    for (std::size_t k = 0; k < v.differing.size(); ++k) out += (k ? ", " : " ") + step_text(check, v.differing[k]);
    out += "\n";
  }
  if (!v.hint.empty()) out += "  next: " + v.hint + "\n";
  out += "\nWhich code is which:\n";
  for (LogImpl impl : kLogImpls) out += "  " + std::string(log_impl_name(impl)) + ": " + log_impl_code(impl) + "\n";

  out += "\nWhat each normalisation gives:";
  out += check.has_steps ? " (all steps in --format json)\n" : "\n";
  const StepResults whole = step_results(check.overall);
  for (LogImpl impl : kLogImpls) {
    out += "  " + std::string(log_impl_name(impl)) + ", the whole log as one window: " + repr_float(whole[impl]) + "\n";
  }

  out += "\nRelative error against the repair, step by step (|x - repair| / |repair|):\n";
  for (const StepErrors& e : d.errors) {
    out += "  " + std::string(log_impl_name(e.impl)) + ": ";
    if (e.steps == 0) {
      out += "no step where the repair is finite and not zero\n";
      continue;
    }
    out += "median " + percent_text(e.median) + ", mean " + percent_text(e.mean) + ", max " + percent_text(e.max) +
           " (" + step_text(check, e.max_step) + "); " + std::to_string(e.over_0_1_percent) + " of " +
           std::to_string(e.steps) + " steps over 0.1%, " + std::to_string(e.over_1_percent) + " over 1%\n";
    out += "    worst:";
    for (std::size_t k = 0; k < e.worst.size(); ++k) {
      const std::size_t i = e.worst[k];
      const StepResults r = step_results(check.steps[i].totals);
      const double rel = std::fabs(r[e.impl] - r[LogImpl::Repair]) / std::fabs(r[LogImpl::Repair]);
      out += (k ? ", " : " ") + step_text(check, i) + " (" + percent_text(rel) + ")";
    }
    out += "\n    the whole log as one window: " + percent_text(e.whole_log) + " (not a step's error)\n";
  }

  const StepWeighting& s = d.weighting;
  out += "\nWhat it does to training (weights of the examples against the repair's 1/M):\n";
  if (s.steps == 0) {
    out += "  no step with a positive weight mass\n";
  } else {
    out += "  the unsuccessful fix reweights examples within a step: largest/smallest weight, median " +
           times_text(s.spread_median) + ", worst " + times_text(s.spread_max) + " (" +
           step_text(check, s.spread_max_step) + ")\n";
    out += "  the failure scales a whole step by M/k: median " + times_text(s.scale_median) + ", from " +
           times_text(s.scale_min) + " (" + step_text(check, s.scale_min_step) + ") to " + times_text(s.scale_max) +
           " (" + step_text(check, s.scale_max_step) + ")\n";
    out += "  " + std::string(kOptimiserNote) + "\n";
  }

  const ZeroMass& z = d.zero_mass;
  if (z.batches > 0) {
    out += "\nZero mass: " + counted(z.batches, "micro-batch", "micro-batches") + " of weight 0\n";
    if (z.steps > 0) {
      out += "  " + counted(z.steps, "step", "steps") +
             " whose whole mass is 0 (first: " + step_text(check, z.first_steps[0]) +
             "): every normalisation gives 0.0 there, where a mean-reduced PyTorch loss is nan\n";
    }
    if (z.steps_with_zero_batch > 0) {
      out += "  " + counted(z.steps_with_zero_batch, "step", "steps") + " with mass " +
             (z.steps_with_zero_batch == 1 ? "holds" : "hold") +
             " one (first: " + step_text(check, z.first_partial[0]) +
             "): the unsuccessful fix skips it in its sum but counts it in its divisor\n";
    }
  }

  bool any_warning = !check.header_notes.empty();
  for (const LogNoteList& list : check.notes.kinds) any_warning = any_warning || list.count > 0;
  if (any_warning) {
    out += "\nWarnings:\n";
    for (const std::string& note : check.header_notes) out += "  " + note + "\n";
    for (std::size_t k = 0; k < kLogNoteKinds; ++k) {
      const LogNoteList& list = check.notes.kinds[k];
      if (list.count == 0) continue;
      out += "  " + std::to_string(list.count) + " " + kNoteTexts[k].meaning + "\n";
      for (const LogNote& note : list.first) {
        out += "    line " + std::to_string(note.line) +
               (check.has_steps && !note.step.empty() ? " (step " + note.step + ")" : "") + ": " + note.message + "\n";
      }
      if (list.count > list.first.size())
        out += "    ... and " + std::to_string(list.count - list.first.size()) + " more\n";
    }
  }
  return out;
}

}  // namespace fm
