#include "run_log.hpp"

#include <algorithm>
#include <cmath>

#include "json_writer.hpp"
#include "log_checker.hpp"
#include "py_repr.hpp"

namespace fm {

namespace {
PyValue batch_divisor(std::size_t batches) {
  return PyValue::make_int(static_cast<std::int64_t>(batches == 0 ? 1 : batches)).value();  // max(1, len)
}
}  // namespace

PyValue ContractTotals::broken() const { return py_true_div(weighted_.result(), batch_divisor(batches_)).value(); }

PyValue ContractTotals::unsuccessful_fix() const {
  return py_true_div(means_.result(), batch_divisor(batches_)).value();
}

PyValue ContractTotals::repair() const {
  const PyValue mass = mass_.result();
  if (!py_truthy(mass)) return PyValue::make_float(0.0);
  return py_true_div(weighted_.result(), mass).value();
}

Expected<LogCheck> check_log(std::string_view text) {
  const Expected<LogStart> start = start_log_check(text);
  if (!start) return start.error();
  LogChecker checker(*start);
  checker.read(start->rows);
  return checker.finish();
}

namespace {

void write_totals(JsonWriter& w, const ContractTotals& totals, bool display) {
  // Each result once: they are divisions of compensated sums, and a log may have 500,000 steps.
  const PyValue broken = totals.broken();
  const PyValue unsuccessful_fix = totals.unsuccessful_fix();
  const PyValue repair = totals.repair();
  const auto value = [&w, display](const char* key, const PyValue& v) {
    w.key(key);
    if (display) {
      w.repr_text(v);
    } else {
      w.number(v);
    }
  };
  w.key("batches").integer(static_cast<std::int64_t>(totals.batches())).key("results").begin_object();
  value("broken", broken);
  value("unsuccessful-fix", unsuccessful_fix);
  value("repair", repair);
  w.end_object();
  if (!display) return;
  const auto relative = [&w, &repair, &value](const char* id, const PyValue& v) {
    const double r = repair.to_double();
    if (r == 0.0 || !std::isfinite(r)) {
      w.key(id).null();
    } else {
      value(id, PyValue::make_float(std::fabs(v.to_double() - r) / std::fabs(r)));
    }
  };
  w.key("relative_error").begin_object();
  relative("broken", broken);
  relative("unsuccessful-fix", unsuccessful_fix);
  w.end_object();
}

// Room for the text up front (all of it unless step texts need escapes), so that 18 MB of it
// (125,000 steps) are not copied as they grow. Besides its text, a step takes at most 165 bytes:
// 86 of keys and punctuation, three reprs of at most 24 characters, a batch count of at most 7
// digits; with display, 280 (quotes, and two more keys and reprs). The totals and the CLI's
// newline fit in the rest.
std::size_t json_size_bound(const LogCheck& check, std::size_t shown, bool display) {
  std::size_t bytes = 512;
  for (std::size_t i = 0; i < shown; ++i) bytes += (display ? 280 : 165) + check.steps[i].step.size();
  return bytes;
}

}  // namespace

std::string log_check_json(const LogCheck& check, bool display) {
  const std::size_t shown = display ? std::min(check.steps.size(), LogLimits::kMaxDisplaySteps) : check.steps.size();
  JsonWriter w;
  w.reserve(json_size_bound(check, shown, display));
  w.begin_object();
  write_totals(w, check.overall, display);
  if (check.has_steps) {
    if (display) w.key("stepsTotal").integer(static_cast<std::int64_t>(check.steps.size()));
    w.key("steps").begin_array();
    for (std::size_t i = 0; i < shown; ++i) {
      w.begin_object().member("step", check.steps[i].step);
      write_totals(w, check.steps[i].totals, display);
      w.end_object();
    }
    w.end_array();
  }
  return w.end_object().take();
}

}  // namespace fm
