#include "run_log.hpp"

#include <algorithm>
#include <cmath>

#include "json_writer.hpp"
#include "log_checker.hpp"
#include "percent_text.hpp"
#include "py_repr.hpp"

namespace fm {

Expected<LogCheck> check_log(std::string_view text, const LogColumnNames& names) {
  const Expected<LogStart> start = start_log_check(text, names);
  if (!start) return start.error();
  LogChecker checker(*start);
  checker.read(start->rows);
  return checker.finish();
}

namespace {

void write_totals(JsonWriter& w, const FloatSums& totals, bool display) {
  // Each result once: they are divisions of compensated sums, and a log may have 500,000 steps.
  // Float sums cannot fail. The keys are those of tests/tools/check_log_reference.py, which are
  // the implementations' ids (the lab's module holds no registry: it needs no titles, sources
  // or explanations; tests/golden/logs.jsonl holds the keys to them).
  const PyValue broken = finish_broken(totals).value();
  const PyValue unsuccessful_fix = finish_unsuccessful_fix(totals).value();
  const PyValue repair = finish_repair(totals).value();
  const auto value = [&w, display](std::string_view key, const PyValue& v) {
    w.key(key);
    if (display) {
      w.repr_text(v);
    } else {
      w.number(v);
    }
  };
  w.key("batches").integer(static_cast<std::int64_t>(totals.batches)).key("results").begin_object();
  value("broken", broken);
  value("unsuccessful-fix", unsuccessful_fix);
  value("repair", repair);
  w.end_object();
  if (!display) return;
  const double r = repair.to_double();
  const bool comparable = r != 0.0 && std::isfinite(r);
  const auto error = [r](const PyValue& v) { return std::fabs(v.to_double() - r) / std::fabs(r); };
  const auto relative = [&w, &value, &error, comparable](std::string_view id, const PyValue& v) {
    if (!comparable) {
      w.key(id).null();
    } else {
      value(id, PyValue::make_float(error(v)));
    }
  };
  w.key("relative_error").begin_object();
  relative("broken", broken);
  relative("unsuccessful-fix", unsuccessful_fix);
  w.end_object();
  // The same as the panel prints it ("6.6%"), so that it multiplies nothing.
  const auto percent = [&w, &error, comparable](std::string_view id, const PyValue& v) {
    w.key(id);
    if (comparable) {
      w.string(percent_text(error(v)));
    } else {
      w.null();
    }
  };
  w.key("error_percent").begin_object();
  percent("broken", broken);
  percent("unsuccessful-fix", unsuccessful_fix);
  w.end_object();
}

// Room for the text up front (all of it unless step texts need escapes), so that 18 MB of it
// (125,000 steps) are not copied as they grow. Besides its text, a step takes at most 165 bytes
// (and 40 for a loss, 12 for a rank key):
// 86 of keys and punctuation, three reprs of at most 24 characters, a batch count of at most 7
// digits; with display, 360 (quotes, and four more keys: two reprs, two percentages). The totals and the CLI's
// newline fit in the rest.
std::size_t json_size_bound(const LogCheck& check, std::size_t first, std::size_t shown, bool display) {
  std::size_t bytes = 512;
  for (std::size_t i = first; i < first + shown; ++i) {
    bytes += (display ? 360 : 165) + check.steps[i].step.size() + (check.has_loss ? 40 : 0) +
             (check.has_rank ? 12 + check.steps[i].rank.size() : 0);
  }
  return bytes;
}

}  // namespace

void write_log_values(JsonWriter& w, const LogCheck& check, bool display, std::size_t first_step) {
  const std::size_t first = display ? std::min(first_step, check.steps.size()) : 0;
  const std::size_t shown =
      display ? std::min(check.steps.size() - first, LogLimits::kMaxDisplaySteps) : check.steps.size();
  w.reserve(json_size_bound(check, first, shown, display));
  write_totals(w, check.overall, display);
  if (check.has_steps) {
    if (display) {
      w.key("stepsTotal").integer(static_cast<std::int64_t>(check.steps.size()));
      w.key("stepsFrom").integer(static_cast<std::int64_t>(first));
    }
    w.key("steps").begin_array();
    for (std::size_t i = first; i < first + shown; ++i) {
      const StepTotals& step = check.steps[i];
      w.begin_object().member("step", step.step);
      if (check.has_rank) w.member("rank", step.rank);
      write_totals(w, step.totals, display);
      if (check.has_loss) {
        w.key("loss");
        if (step.loss.cells == 0) {
          w.null();
        } else if (display) {
          w.repr_text(step.loss.sum.result());
        } else {
          w.number(step.loss.sum.result());
        }
      }
      w.end_object();
    }
    w.end_array();
  }
}

std::string log_check_json(const LogCheck& check, bool display) {
  JsonWriter w;
  w.begin_object();
  write_log_values(w, check, display, 0);
  return w.end_object().take();
}

std::optional<std::size_t> find_log_step(const LogCheck& check, std::string_view label) {
  for (std::size_t i = 0; i < check.steps.size(); ++i) {
    if (check.steps[i].step == label) return i;
  }
  return std::nullopt;
}

}  // namespace fm
