// The math module's functions a solve() reaches for, as Modules/mathmodule.c computes them:
// fsum (Shewchuk's partials, its final rounding step), sumprod (the int path, then the
// triple-length float path), isclose, prod, floor, ceil, sqrt, exp, log, ...; its messages.
#include <cmath>

#include "builtins_impl.hpp"
#include "fraction.hpp"

namespace fm::pyexec {

namespace {

// PyFloat_AsDouble of an argument: a float, an int or a bool, a Fraction by its __float__; else TypeError.
Status as_double(Arguments& a, const Value& v, double& out) {
  if (v.is_numeric()) {
    out = v.number.to_double();
    return Status::ok();
  }
  if (v.kind == Kind::Fraction) {
    FM_LET(const Value converted, fraction_to_float(a.in, v, a.line));
    out = converted.number.float_value();
    return Status::ok();
  }
  a.in.raise(PyExc::TypeError, std::string("must be real number, not ") + type_name(v), a.line);
  return Failure{};
}

Status one_double(Arguments& a, double& x) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError,
               a.name + "() takes exactly one argument (" + std::to_string(a.positional()) + " given)", a.line);
    return Failure{};
  }
  return as_double(a, a.args[0], x);
}

Failure domain_error(Arguments& a) { return a.in.raise(PyExc::ValueError, "math domain error", a.line); }

Result<Value> math_sqrt(Arguments& a) {
  double x = 0;
  if (one_double(a, x).failed()) return Failure{};
  if (x < 0) return domain_error(a);
  return float_value(std::sqrt(x));
}

Result<Value> math_exp(Arguments& a) {
  double x = 0;
  if (one_double(a, x).failed()) return Failure{};
  const double r = std::exp(x);
  if (std::isinf(r) && std::isfinite(x)) {
    a.in.raise(PyExc::OverflowError, "math range error", a.line);
    return Failure{};
  }
  return float_value(r);
}

Result<double> log_of(Arguments& a, double x) {
  if (std::isnan(x)) return x;
  if (x <= 0) return domain_error(a);
  return std::log(x);
}

Result<Value> math_log(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 1 || a.positional() > 2) {
    a.in.raise(PyExc::TypeError, "log expected at least 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  if (a.args[0].kind == Kind::Number && a.args[0].number.is_int() && a.args[0].number.int_value() <= 0)
    return domain_error(a);
  double x = 0;
  if (as_double(a, a.args[0], x).failed()) return Failure{};
  FM_LET(const double num, log_of(a, x));
  if (a.positional() == 1) return float_value(num);
  double b = 0;
  if (as_double(a, a.args[1], b).failed()) return Failure{};
  FM_LET(const double den, log_of(a, b));
  if (den == 0) {
    a.in.raise(PyExc::ZeroDivisionError, "float division by zero", a.line);
    return Failure{};
  }
  return float_value(num / den);
}

Result<Value> math_log2(Arguments& a) {
  double x = 0;
  if (one_double(a, x).failed()) return Failure{};
  if (std::isnan(x)) return float_value(x);
  if (x <= 0) return domain_error(a);
  return float_value(std::log2(x));
}

// floor() and ceil(): an int, as CPython's float.__floor__.
Result<Value> math_round_to_int(Arguments& a, bool up) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError,
               a.name + "() takes exactly one argument (" + std::to_string(a.positional()) + " given)", a.line);
    return Failure{};
  }
  const Value& v = a.args[0];
  if (v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int())) return int_value(v.number.int_value());
  double x = 0;
  if (as_double(a, v, x).failed()) return Failure{};
  return a.in.number_result(py_float_to_int(up ? std::ceil(x) : std::floor(x)), a.line);
}
Result<Value> math_floor(Arguments& a) { return math_round_to_int(a, false); }
Result<Value> math_ceil(Arguments& a) { return math_round_to_int(a, true); }

Result<Value> math_trunc(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  const Value& v = a.args[0];
  if (v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int())) return int_value(v.number.int_value());
  if (!v.is_numeric()) {
    a.in.raise(PyExc::TypeError, std::string("type ") + type_name(v) + " doesn't define __trunc__ method", a.line);
    return Failure{};
  }
  return a.in.number_result(py_float_to_int(std::trunc(v.number.float_value())), a.line);
}

Result<Value> math_fabs(Arguments& a) {
  double x = 0;
  if (one_double(a, x).failed()) return Failure{};
  return float_value(std::fabs(x));
}

Result<Value> math_predicate(Arguments& a, int which) {
  double x = 0;
  if (one_double(a, x).failed()) return Failure{};
  return Value::boolean(which == 0 ? std::isfinite(x) : which == 1 ? std::isnan(x) : std::isinf(x));
}
Result<Value> math_isfinite(Arguments& a) { return math_predicate(a, 0); }
Result<Value> math_isnan(Arguments& a) { return math_predicate(a, 1); }
Result<Value> math_isinf(Arguments& a) { return math_predicate(a, 2); }

Result<Value> math_isclose(Arguments& a) {
  if (a.only_keywords({"rel_tol", "abs_tol"}).failed()) return Failure{};
  if (a.positional() < 2) {
    a.in.raise(PyExc::TypeError,
               a.positional() == 0 ? "isclose() missing required argument 'a' (pos 1)"
                                   : "isclose() missing required argument 'b' (pos 2)",
               a.line);
    return Failure{};
  }
  if (a.positional() > 2) {
    a.in.raise(PyExc::TypeError,
               "isclose() takes exactly 2 positional arguments (" + std::to_string(a.positional()) + " given)", a.line);
    return Failure{};
  }
  double x = 0, y = 0, rel_tol = 1e-09, abs_tol = 0.0;
  if (as_double(a, a.args[0], x).failed() || as_double(a, a.args[1], y).failed()) return Failure{};
  if (const Value* r = a.keyword("rel_tol"); r && as_double(a, *r, rel_tol).failed()) return Failure{};
  if (const Value* t = a.keyword("abs_tol"); t && as_double(a, *t, abs_tol).failed()) return Failure{};
  if (rel_tol < 0.0 || abs_tol < 0.0) {
    a.in.raise(PyExc::ValueError, "tolerances must be non-negative", a.line);
    return Failure{};
  }
  if (x == y) return Value::boolean(true);
  if (std::isinf(x) || std::isinf(y)) return Value::boolean(false);
  const double diff = std::fabs(y - x);
  return Value::boolean(diff <= std::fabs(rel_tol * y) || diff <= std::fabs(rel_tol * x) || diff <= abs_tol);
}

}  // namespace

// math_fsum: the partials of Shewchuk's algorithm, then the correction of the final rounding.
Result<Value> math_fsum(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  FM_LET(IteratorObject * it, a.in.iterate(a.args[0], a.line));
  std::vector<double> p;
  double special_sum = 0.0;
  double inf_sum = 0.0;
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(a.in, item));
    if (!more) break;
    if (a.in.step(a.line).failed()) return Failure{};
    double x = 0;
    if (as_double(a, item, x).failed()) return Failure{};
    const double xsave = x;
    std::size_t i = 0;
    for (std::size_t j = 0; j < p.size(); ++j) {
      double y = p[j];
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      const double hi = x + y;
      const double lo = y - (hi - x);
      if (lo != 0.0) p[i++] = lo;
      x = hi;
    }
    p.resize(i);
    if (x != 0.0) {
      if (!std::isfinite(x)) {
        // a nonfinite x comes from an infinite or nan input, or from an overflow
        if (std::isfinite(xsave)) {
          a.in.raise(PyExc::OverflowError, "intermediate overflow in fsum", a.line);
          return Failure{};
        }
        if (std::isinf(xsave)) inf_sum += xsave;
        special_sum += xsave;
        p.clear();
      } else {
        if (a.in.charge(sizeof(double), a.line).failed()) return Failure{};
        p.push_back(x);
      }
    }
  }
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) {
      a.in.raise(PyExc::ValueError, "-inf + inf in fsum", a.line);
      return Failure{};
    }
    return float_value(special_sum);
  }
  double hi = 0.0;
  std::size_t n = p.size();
  if (n > 0) {
    hi = p[--n];
    double lo = 0.0;
    // sum_exact(ps, hi) from the top, stop when the sum becomes inexact
    while (n > 0) {
      const double x = hi;
      const double y = p[--n];
      hi = x + y;
      const double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) break;
    }
    // Make half-even rounding work across multiple partials.
    if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
      const double y = lo * 2.0;
      const double x = hi + y;
      const double yr = x - hi;
      if (y == yr) hi = x;
    }
  }
  return float_value(hi);
}

namespace {

struct DoubleLength {
  double hi, lo;
};
struct TripleLength {
  double hi, lo, tiny;
};
DoubleLength dl_sum(double a, double b) {
  const double x = a + b;
  const double z = x - a;
  return {x, (a - (x - z)) + (b - z)};
}
DoubleLength dl_mul(double x, double y) {
  const double z = x * y;
  return {z, std::fma(x, y, -z)};
}
TripleLength tl_fma(double x, double y, TripleLength total) {
  const DoubleLength pr = dl_mul(x, y);
  const DoubleLength sm = dl_sum(total.hi, pr.hi);
  const DoubleLength r1 = dl_sum(total.lo, pr.lo);
  const DoubleLength r2 = dl_sum(r1.hi, sm.lo);
  return {sm.hi, r2.hi, total.tiny + r1.lo + r2.lo};
}
double tl_to_d(TripleLength total) {
  const DoubleLength last = dl_sum(total.lo, total.hi);
  return total.tiny + last.lo + last.hi;
}

}  // namespace

// math_sumprod_impl: an int path while both are ints (a 64-bit C long, as the record's CPython),
// then a float path while the pairs are floats or float and int, then plain `*` and `+`.
Result<Value> sumprod_values(Interpreter& in, const Value& p, const Value& q, int line) {
  FM_LET(IteratorObject * p_it, in.iterate(p, line));
  FM_LET(IteratorObject * q_it, in.iterate(q, line));
  Value total = int_value(0);
  bool int_path = true;
  bool flt_path = true;
  bool int_in_use = false;
  bool flt_in_use = false;
  std::int64_t int_total = 0;
  TripleLength flt_total{0.0, 0.0, 0.0};
  while (true) {
    if (in.step(line).failed()) return Failure{};
    Value pi, qi;
    FM_LET(const bool p_more, p_it->next(in, pi));
    FM_LET(const bool q_more, q_it->next(in, qi));
    const bool p_stopped = !p_more;
    const bool q_stopped = !q_more;
    if (p_stopped != q_stopped) {
      in.raise(PyExc::ValueError, "Inputs are not the same length", line);
      return Failure{};
    }
    const bool finished = p_stopped;
    const auto is_int = [](const Value& v) { return v.kind == Kind::Number && v.number.is_int(); };
    const auto is_float = [](const Value& v) { return v.kind == Kind::Number && v.number.is_float(); };
    if (int_path) {
      if (!finished && is_int(pi) && is_int(qi)) {
        std::int64_t prod = 0;
        std::int64_t sum = 0;
        if (!__builtin_mul_overflow(pi.number.int_value(), qi.number.int_value(), &prod) &&
            !__builtin_add_overflow(int_total, prod, &sum)) {
          int_total = sum;
          int_in_use = true;
          continue;
        }
      }
      int_path = false;
      if (int_in_use) {
        const Expected<PyValue> v = PyValue::make_int(int_total);
        if (!v) {
          in.refuse(v.error().message, line);
          return Failure{};
        }
        FM_LET(total, in.binary(BinaryOp::Add, total, Value::of(*v), line));
        int_in_use = false;
      }
    }
    if (flt_path) {
      bool used = false;
      if (!finished) {
        double fp = 0, fq = 0;
        bool ok = true;
        if (is_float(pi) && is_float(qi)) {
          fp = pi.number.float_value();
          fq = qi.number.float_value();
        } else if (is_float(pi) && (is_int(qi) || qi.kind == Kind::Bool)) {
          fp = pi.number.float_value();
          fq = qi.number.to_double();
        } else if (is_float(qi) && (is_int(pi) || pi.kind == Kind::Bool)) {
          fq = qi.number.float_value();
          fp = pi.number.to_double();
        } else {
          ok = false;
        }
        if (ok) {
          const TripleLength next = tl_fma(fp, fq, flt_total);
          if (std::isfinite(next.hi)) {
            flt_total = next;
            flt_in_use = true;
            used = true;
          }
        }
      }
      if (used) continue;
      flt_path = false;
      if (flt_in_use) {
        FM_LET(total, in.binary(BinaryOp::Add, total, float_value(tl_to_d(flt_total)), line));
        flt_in_use = false;
      }
    }
    if (finished) return total;
    FM_LET(const Value term, in.binary(BinaryOp::Mul, pi, qi, line));
    FM_LET(total, in.binary(BinaryOp::Add, total, term, line));
  }
}

namespace {

Result<Value> math_sumprod(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  return sumprod_values(a.in, a.args[0], a.args[1], a.line);
}

Result<Value> math_prod(Arguments& a) {
  if (a.only_keywords({"start"}).failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError,
               "prod() takes exactly 1 positional argument (" + std::to_string(a.positional()) + " given)", a.line);
    return Failure{};
  }
  Value total = int_value(1);
  if (const Value* start = a.keyword("start")) total = *start;
  FM_LET(IteratorObject * it, a.in.iterate(a.args[0], a.line));
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(a.in, item));
    if (!more) break;
    if (a.in.step(a.line).failed()) return Failure{};
    FM_LET(total, a.in.binary(BinaryOp::Mul, total, item, a.line));
  }
  return total;
}

Result<Value> math_copysign(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  double x = 0, y = 0;
  if (as_double(a, a.args[0], x).failed() || as_double(a, a.args[1], y).failed()) return Failure{};
  return float_value(std::copysign(x, y));
}

// math.ulp(x): the gap from |x| to the next double away from zero (below it for the largest).
Result<Value> math_ulp(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  double x = 0;
  if (as_double(a, a.args[0], x).failed()) return Failure{};
  if (std::isnan(x)) return float_value(x);
  x = std::fabs(x);
  if (std::isinf(x)) return float_value(x);
  const double up = std::nextafter(x, HUGE_VAL);
  return float_value(std::isinf(up) ? x - std::nextafter(x, -HUGE_VAL) : up - x);
}

Result<Value> math_pow(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  double x = 0, y = 0;
  if (as_double(a, a.args[0], x).failed() || as_double(a, a.args[1], y).failed()) return Failure{};
  double r = 0;
  bool domain = false;
  bool range = false;
  if (!std::isfinite(x) || !std::isfinite(y)) {
    if (std::isnan(x)) {
      r = y == 0. ? 1. : x;
    } else if (std::isnan(y)) {
      r = x == 1. ? 1. : y;
    } else if (std::isinf(x)) {
      const bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
      r = y > 0. ? (odd_y ? x : std::fabs(x)) : y == 0. ? 1. : (odd_y ? std::copysign(0., x) : 0.);
    } else {
      r = std::fabs(x) == 1.0 ? 1. : (y > 0. && std::fabs(x) > 1.0) ? y : (y < 0. && std::fabs(x) < 1.0) ? -y : 0.;
    }
  } else {
    r = std::pow(x, y);
    if (std::isnan(r)) domain = true;
    if (std::isinf(r)) (x == 0. ? domain : range) = true;
  }
  if (domain) return domain_error(a);
  if (range) {
    a.in.raise(PyExc::OverflowError, "math range error", a.line);
    return Failure{};
  }
  return float_value(r);
}

Result<Value> math_hypot(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 2) return a.refuse("math.hypot() with other than two arguments");
  double x = 0, y = 0;
  if (as_double(a, a.args[0], x).failed() || as_double(a, a.args[1], y).failed()) return Failure{};
  return a.refuse("math.hypot()");
}

}  // namespace

const BuiltinRow kMathRows[] = {{"math.sqrt", math_sqrt},         {"math.exp", math_exp},
                                {"math.log", math_log},           {"math.log2", math_log2},
                                {"math.floor", math_floor},       {"math.ceil", math_ceil},
                                {"math.trunc", math_trunc},       {"math.fabs", math_fabs},
                                {"math.isfinite", math_isfinite}, {"math.isnan", math_isnan},
                                {"math.isinf", math_isinf},       {"math.isclose", math_isclose},
                                {"math.fsum", math_fsum},         {"math.sumprod", math_sumprod},
                                {"math.prod", math_prod},         {"math.copysign", math_copysign},
                                {"math.pow", math_pow},           {"math.hypot", math_hypot},
                                {"math.ulp", math_ulp},           {nullptr, nullptr}};

namespace {
std::optional<Value> math_member(const std::string& name) {
  if (name == "pi") return float_value(3.141592653589793);
  if (name == "e") return float_value(2.718281828459045);
  if (name == "tau") return float_value(6.283185307179586);
  if (name == "inf") return float_value(HUGE_VAL);
  if (name == "nan") return Value::of(PyValue::math_nan());  // one object, as in CPython
  return std::nullopt;
}
}  // namespace
extern const ModuleDef kMathModule{"math", kMathRows, math_member};

}  // namespace fm::pyexec
