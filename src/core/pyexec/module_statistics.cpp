// statistics: fmean (with weights, through math.sumprod as CPython 3.12 computes it), median and
// mean (of ints exactly; of floats as statistics_mean.cpp computes it), with CPython's
// StatisticsError messages.
#include <algorithm>
#include <cmath>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

Result<Value> math_fsum(Arguments& a);                                                    // module_math.cpp
Result<Value> sumprod_values(Interpreter& in, const Value& p, const Value& q, int line);  // module_math.cpp
Result<Value> mean_of_floats(Arguments& a, const std::vector<Value>& items);              // statistics_mean.cpp

namespace {

Result<Value> statistics_error(Arguments& a, const char* message) {
  a.in.raise(PyExc::StatisticsError, message, a.line);
  return Failure{};
}

Result<Value> statistics_fmean(Arguments& a) {
  if (a.only_keywords({"weights"}).failed()) return Failure{};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise(PyExc::TypeError,
               "fmean() takes from 1 to 2 positional arguments but " + std::to_string(a.positional()) + " were given",
               a.line);
    return Failure{};
  }
  const Value* weights = a.positional() == 2 ? &a.args[1] : a.keyword("weights");
  if (weights && weights->kind == Kind::None) weights = nullptr;
  const Value& data = a.args[0];
  if (!weights) {
    std::vector<Value> items;
    if (a.in.collect(data, items, a.line).failed()) return Failure{};
    std::vector<Value> args{a.in.make_list(items, a.line)};
    std::vector<std::string> none;
    Arguments fsum{a.in, "fsum", args, none, a.line};
    FM_LET(const Value total, math_fsum(fsum));
    if (items.empty()) return statistics_error(a, "fmean requires at least one data point");
    return a.in.binary(BinaryOp::TrueDiv, total, int_value(static_cast<std::int64_t>(items.size())), a.line);
  }
  Value w = *weights;
  if (w.kind != Kind::List && w.kind != Kind::Tuple) {
    std::vector<Value> items;
    if (a.in.collect(w, items, a.line).failed()) return Failure{};
    w = a.in.make_list(std::move(items), a.line);
  }
  const Result<Value> num = sumprod_values(a.in, data, w, a.line);
  if (num.failed()) {
    if (a.in.error()->exception == "ValueError" && a.in.error()->message == "Inputs are not the same length")
      return a.in.unsupported("statistics.fmean() with data and weights of different lengths", a.line);
    return Failure{};
  }
  std::vector<Value> args{w};
  std::vector<std::string> none;
  Arguments fsum{a.in, "fsum", args, none, a.line};
  FM_LET(const Value den, math_fsum(fsum));
  if (den.number.float_value() == 0.0) return statistics_error(a, "sum of weights must be non-zero");
  return a.in.binary(BinaryOp::TrueDiv, *num, den, a.line);
}

Result<Value> statistics_median(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  std::vector<Value> items;
  if (a.in.collect(a.args[0], items, a.line).failed() || sort_values(a.in, items, a.line).failed()) return Failure{};
  const std::size_t n = items.size();
  if (n == 0) return statistics_error(a, "no median for empty data");
  if (n % 2 == 1) return items[n / 2];
  FM_LET(const Value sum, a.in.binary(BinaryOp::Add, items[n / 2 - 1], items[n / 2], a.line));
  return a.in.binary(BinaryOp::TrueDiv, sum, int_value(2), a.line);
}

// statistics.mean of ints (an exact sum, then the int or the correctly rounded quotient); of
// floats, the exact sum of their fractions divided and rounded once (statistics_mean.cpp).
Result<Value> statistics_mean(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  std::vector<Value> items;
  if (a.in.collect(a.args[0], items, a.line).failed()) return Failure{};
  if (items.empty()) return statistics_error(a, "mean requires at least one data point");
  bool floats = false;
  for (const Value& item : items) {
    if (!item.is_numeric()) return a.refuse("statistics.mean() of other than ints and floats");  // bools count as ints
    floats = floats || item.number.is_float();
  }
  if (floats) return mean_of_floats(a, items);  // statistics_mean.cpp: exact fractions
  Value total = int_value(0);
  for (const Value& item : items) {
    FM_LET(total, a.in.binary(BinaryOp::Add, total, item, a.line));
  }
  const std::int64_t n = static_cast<std::int64_t>(items.size());
  if (total.number.int_value() % n == 0) return int_value(total.number.int_value() / n);
  return a.in.binary(BinaryOp::TrueDiv, total, int_value(n), a.line);
}

}  // namespace

const BuiltinRow kStatisticsRows[] = {{"statistics.fmean", statistics_fmean},
                                      {"statistics.median", statistics_median},
                                      {"statistics.mean", statistics_mean},
                                      {nullptr, nullptr}};

namespace {
std::optional<Value> statistics_member(const std::string& name) {
  if (name != "StatisticsError") return std::nullopt;
  return Value{Kind::ExceptionClass, PyValue(), nullptr, tag_of(PyExc::StatisticsError)};
}
}  // namespace
extern const ModuleDef kStatisticsModule{"statistics", kStatisticsRows, statistics_member};

}  // namespace fm::pyexec
