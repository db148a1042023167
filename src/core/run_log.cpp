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
  const PyValue repair = totals.repair();
  const auto value = [&w, display](const char* key, const PyValue& v) {
    w.key(key);
    if (display) {
      w.string(repr_value(v));
    } else {
      w.number(v);
    }
  };
  w.key("batches").integer(static_cast<std::int64_t>(totals.batches())).key("results").begin_object();
  value("broken", totals.broken());
  value("unsuccessful-fix", totals.unsuccessful_fix());
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
  relative("broken", totals.broken());
  relative("unsuccessful-fix", totals.unsuccessful_fix());
  w.end_object();
}

}  // namespace

std::string log_check_json(const LogCheck& check, bool display) {
  JsonWriter w;
  w.begin_object();
  write_totals(w, check.overall, display);
  if (check.has_steps) {
    const std::size_t shown = display ? std::min(check.steps.size(), LogLimits::kMaxDisplaySteps) : check.steps.size();
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
