// sum (the core's PySum: CPython 3.12's compensated sum), max, min, float, int, round and sorted.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "builtins_impl.hpp"
#include "fraction.hpp"
#include "number_literal.hpp"
#include "py_sum.hpp"

namespace fm::pyexec {

namespace {
// float() and int() of text: ASCII only (CPython also reads other scripts' digits and spaces).
Status ascii_text(Arguments& a, const std::string& text) {
  for (unsigned char c : text) {
    if (c >= 0x80) {
      a.in.unsupported(a.name + "() of text with non-ASCII characters is not supported", a.line);
      return Failure{};
    }
  }
  return Status::ok();
}

Result<std::string> repr_of(Interpreter& in, const Value& v, int line) {
  std::string out;
  FM_CHECK(in.repr(v, out, line));
  return out;
}
}  // namespace

Result<Value> builtin_sum(Arguments& a) {
  if (a.only_keywords({"start"}).failed()) return Failure{};
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "sum() takes at least 1 positional argument (0 given)", a.line);
    return Failure{};
  }
  if (a.args.size() > 2) {
    a.in.raise(PyExc::TypeError, "sum() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)",
               a.line);
    return Failure{};
  }
  const Value start = a.args.size() == 2 ? a.args[1] : Value::of(PyValue());
  if (start.kind == Kind::Str) {
    a.in.raise(PyExc::TypeError, "sum() can't sum strings [use ''.join(seq) instead]", a.line);
    return Failure{};
  }
  FM_LET(IteratorObject * it, a.in.iterate(a.args[0], a.line));
  Value item;
  Value total = start;
  bool generic = start.kind != Kind::Number;
  if (!generic) {
    // builtin_sum_impl's int and float paths: the core's PySum, from the start value.
    PySum sum(start.number);
    for (;;) {
      FM_LET(const bool more, it->next(a.in, item));
      if (!more) break;
      if (a.in.step(a.line).failed()) return Failure{};
      if (!item.is_numeric()) {
        // The first item that is no number meets the running total with `+` (CPython's TypeError,
        // or an object's __radd__), and the rest follow by the generic path.
        const Expected<PyValue> partial = sum.result();
        if (!partial) break;
        FM_LET(total, a.in.binary(BinaryOp::Add, Value::of(*partial), item, a.line));
        generic = true;
        break;
      }
      sum.add(item.number);
    }
    if (!generic) {
      const Expected<PyValue> result = sum.result();
      if (!result) {
        a.in.refuse("sum(): " + result.error().message, a.line);
        return Failure{};
      }
      return Value::of(*result);
    }
  }
  // Any other start (a list, True): plain `+`, item by item, as CPython's generic path.
  for (;;) {
    FM_LET(const bool more, it->next(a.in, item));
    if (!more) break;
    if (a.in.step(a.line).failed()) return Failure{};
    FM_LET(total, a.in.binary(BinaryOp::Add, total, item, a.line));
  }
  return total;
}

Status keys_of(Arguments& a, const Value& key, const std::vector<Value>& items, std::vector<Value>& keys) {
  keys.clear();
  for (const Value& item : items) {
    if (key.kind == Kind::None) {
      keys.push_back(item);
      continue;
    }
    FM_LET(Value computed, a.in.call(key, {item}, {}, a.line));
    keys.push_back(std::move(computed));
  }
  return Status::ok();
}

Result<Value> builtin_max_min(Arguments& a, bool max) {
  if (a.only_keywords({"key", "default"}).failed()) return Failure{};
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, a.name + " expected at least 1 argument, got 0", a.line);
    return Failure{};
  }
  const Value* key = a.keyword("key");
  const Value* fallback = a.keyword("default");
  std::vector<Value> items;
  if (a.positional() == 1) {
    if (a.in.collect(a.args[0], items, a.line).failed()) return Failure{};
    if (items.empty()) {
      if (fallback) return *fallback;
      a.in.raise(PyExc::ValueError, a.name + "() iterable argument is empty", a.line);
      return Failure{};
    }
  } else {
    if (fallback) {
      a.in.raise(PyExc::TypeError, "Cannot specify a default for " + a.name + "() with multiple positional arguments",
                 a.line);
      return Failure{};
    }
    items.assign(a.args.begin(), a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
  }
  // min_max: each item's key once, in order; the first of equal keys stays.
  Value best = items[0];
  Value best_key = items[0];
  if (key && key->kind != Kind::None) {
    FM_LET(best_key, a.in.call(*key, {items[0]}, {}, a.line));
  }
  for (std::size_t i = 1; i < items.size(); ++i) {
    Value k = items[i];
    if (key && key->kind != Kind::None) {
      FM_LET(k, a.in.call(*key, {items[i]}, {}, a.line));
    }
    bool better = false;
    FM_LET(better, a.in.compare(max ? CompareOp::Gt : CompareOp::Lt, k, best_key, a.line));
    if (better) {
      best = items[i];
      best_key = k;
    }
  }
  return best;
}

Result<Value> builtin_float(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(1, true).failed()) return Failure{};
  if (a.positional() == 0) return Value::of(PyValue::make_float(0.0));
  const Value& v = a.args[0];
  FM_LET(const std::optional<Value> converted, instance_conversion(a, "__float__"));
  if (converted) return *converted;
  if (v.kind == Kind::Fraction) return fraction_to_float(a.in, v, a.line);
  if (v.is_numeric()) return Value::of(PyValue::make_float(v.number.to_double()));
  if (v.kind == Kind::Str) {
    const std::string& text = static_cast<StrObject*>(v.object)->text;
    if (ascii_text(a, text).failed()) return Failure{};
    const Expected<double> value = parse_python_float(text);
    if (!value) {
      FM_LET(const std::string shown, repr_of(a.in, v, a.line));
      return a.in.raise(PyExc::ValueError, "could not convert string to float: " + shown, a.line);
    }
    return Value::of(PyValue::make_float(*value));
  }
  a.in.raise(PyExc::TypeError,
             std::string("float() argument must be a string or a real number, not '") + type_name(v) + "'", a.line);
  return Failure{};
}

namespace {
// int(text) in base 10: spaces around, a sign, digits with single underscores between them.
bool parse_int_text(const std::string& text, std::int64_t& value, bool& too_large) {
  std::size_t i = 0;
  std::size_t end = text.size();
  const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); };
  while (i < end && space(text[i])) ++i;
  while (end > i && space(text[end - 1])) --end;
  bool negative = false;
  if (i < end && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  if (i >= end || !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  value = 0;
  too_large = false;
  for (; i < end; ++i) {
    if (text[i] == '_' && i + 1 < end && std::isdigit(static_cast<unsigned char>(text[i + 1])) &&
        std::isdigit(static_cast<unsigned char>(text[i - 1]))) {
      continue;
    }
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    if (value <= kMaxExactInt) value = value * 10 + (text[i] - '0');
    too_large = too_large || value > kMaxExactInt;
  }
  if (negative) value = -value;
  return true;
}
}  // namespace

Result<Value> builtin_int(Arguments& a) {
  if (!a.keywords.empty()) return a.refuse("int() with keyword arguments (base=)");
  if (a.positional() > 1) {
    a.in.unsupported("int() with a base is not supported", a.line);
    return Failure{};
  }
  if (a.positional() == 0) return Value::of(PyValue());
  const Value& v = a.args[0];
  FM_LET(const std::optional<Value> converted, instance_conversion(a, "__int__"));
  if (converted) return *converted;
  if (v.kind == Kind::Fraction) return fraction_to_int(a.in, v, a.line);
  if (v.is_numeric()) {
    if (v.number.is_int()) return Value::of(v.number);
    return a.in.number_result(py_float_to_int(v.number.float_value()), a.line);
  }
  if (v.kind == Kind::Str) {
    const std::string& text = static_cast<StrObject*>(v.object)->text;
    if (ascii_text(a, text).failed()) return Failure{};
    std::int64_t value = 0;
    bool too_large = false;
    if (!parse_int_text(text, value, too_large)) {
      FM_LET(const std::string shown, repr_of(a.in, v, a.line));
      return a.in.raise(PyExc::ValueError, "invalid literal for int() with base 10: " + shown, a.line);
    }
    if (too_large) {
      FM_LET(const std::string shown, repr_of(a.in, v, a.line));
      return a.in.refuse("int(" + shown + ") is outside ±2^53 (±9007199254740992), where ints stay exact", a.line);
    }
    return Value::of(PyValue::make_int(value).value());
  }
  a.in.raise(
      PyExc::TypeError,
      std::string("int() argument must be a string, a bytes-like object or a real number, not '") + type_name(v) + "'",
      a.line);
  return Failure{};
}

Result<Value> builtin_round(Arguments& a) {
  if (a.only_keywords({"number", "ndigits"}).failed()) return Failure{};
  if (a.keyword("number")) {
    a.in.unsupported("round(number=...) is not supported", a.line);
    return Failure{};
  }
  if (a.args.size() > 2) {
    a.in.raise(PyExc::TypeError, "round() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)",
               a.line);
    return Failure{};
  }
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "round() missing required argument 'number' (pos 1)", a.line);
    return Failure{};
  }
  const Value& x = a.args[0];
  const Value* ndigits = a.args.size() == 2 ? &a.args[1] : nullptr;
  if (x.kind == Kind::Fraction) return fraction_round(a.in, x, ndigits, a.line);
  if (!x.is_numeric()) {
    a.in.raise(PyExc::TypeError, std::string("type ") + type_name(x) + " doesn't define __round__ method", a.line);
    return Failure{};
  }
  if (!ndigits || ndigits->kind == Kind::None) return a.in.number_result(py_round(x.number, std::nullopt), a.line);
  if (a.int_like(*ndigits).failed()) return Failure{};
  return a.in.number_result(py_round(x.number, ndigits->number.int_value()), a.line);
}

namespace {
// A stable merge sort on `<` alone (as list.sort compares). For any consistent order the result
// is the one CPython's timsort gives; a comparison that raises ends the sort with its error.
Status merge_sort(Interpreter& in, std::vector<Value>& items, int line) {
  std::vector<Value> buffer(items.size());
  for (std::size_t width = 1; width < items.size(); width *= 2) {
    for (std::size_t lo = 0; lo < items.size(); lo += 2 * width) {
      const std::size_t mid = std::min(lo + width, items.size());
      const std::size_t hi = std::min(lo + 2 * width, items.size());
      std::size_t i = lo;
      std::size_t j = mid;
      std::size_t k = lo;
      while (i < mid && j < hi) {
        FM_CHECK(in.step(line));
        FM_LET(const bool right_first, in.compare(CompareOp::Lt, items[j], items[i], line));
        buffer[k++] = right_first ? items[j++] : items[i++];
      }
      while (i < mid) buffer[k++] = items[i++];
      while (j < hi) buffer[k++] = items[j++];
    }
    items.swap(buffer);
  }
  return Status::ok();
}

// CPython's own order of comparisons for a short list (count_run, then binary insertion), so that
// a comparison that raises is the one CPython makes (its message names the two types in order).
Status short_sort(Interpreter& in, std::vector<Value>& items, int line) {
  const std::size_t n = items.size();
  if (n < 2) return Status::ok();
  std::size_t run = 2;
  bool descending = false;
  FM_LET(descending, in.compare(CompareOp::Lt, items[1], items[0], line));
  for (; run < n; ++run) {
    bool less = false;
    FM_LET(less, in.compare(CompareOp::Lt, items[run], items[run - 1], line));
    if (less != descending) break;
  }
  if (descending) std::reverse(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(run));
  for (std::size_t start = run; start < n; ++start) {
    const Value pivot = items[start];
    std::size_t l = 0;
    std::size_t r = start;
    while (l < r) {
      const std::size_t p = l + ((r - l) >> 1);
      bool less = false;
      FM_LET(less, in.compare(CompareOp::Lt, pivot, items[p], line));
      if (less) {
        r = p;
      } else {
        l = p + 1;
      }
    }
    for (std::size_t p = start; p > l; --p) items[p] = items[p - 1];
    items[l] = pivot;
  }
  return Status::ok();
}
}  // namespace

Status sort_values(Interpreter& in, std::vector<Value>& items, int line) {
  return items.size() <= 64 ? short_sort(in, items, line) : merge_sort(in, items, line);
}

Result<Value> builtin_sorted(Arguments& a) {
  if (a.only_keywords({"key", "reverse"}).failed()) return Failure{};
  if (a.positional() != 1) {
    a.in.raise(PyExc::TypeError, "sorted expected 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  std::vector<Value> items;
  if (a.in.collect(a.args[0], items, a.line).failed()) return Failure{};
  FM_LET(const bool reversed, a.keyword_truth("reverse", false));
  const Value* key = a.keyword("key");
  if (key && key->kind != Kind::None) {
    // Sorted by the keys (computed once each, in order), the items following: as (key, index)
    // pairs, whose index never decides an order the keys make (stability), it only carries.
    std::vector<Value> keys;
    if (keys_of(a, *key, items, keys).failed()) return Failure{};
    // Keys that are all numbers (no NaN) or all str are totally ordered: any stable sort gives
    // list.sort's order. Others (NaN, mixed types) depend on its exact comparisons: refused.
    bool numbers = true;
    bool strings = true;
    for (const Value& k : keys) {
      numbers = numbers && k.is_numeric() && !std::isnan(k.number.to_double());
      strings = strings && k.kind == Kind::Str;
    }
    if (!keys.empty() && !numbers && !strings)
      return a.refuse("sorted(key=...) with keys other than all numbers or all strings");
    std::vector<std::size_t> order(items.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    if (reversed) std::reverse(order.begin(), order.end());
    // std::stable_sort takes no failure: the first one is kept, and the sort ends with it.
    bool failed = false;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      if (failed) return false;
      const Result<bool> less = a.in.compare(CompareOp::Lt, keys[x], keys[y], a.line);
      failed = less.failed();
      return !failed && *less;
    });
    if (failed) return Failure{};
    std::vector<Value> sorted_items;
    for (std::size_t i : order) sorted_items.push_back(items[i]);
    if (reversed) std::reverse(sorted_items.begin(), sorted_items.end());
    return a.in.make_list(std::move(sorted_items), a.line);
  }
  // list.sort with reverse=True reverses, sorts stably and reverses again.
  if (reversed) std::reverse(items.begin(), items.end());
  if (sort_values(a.in, items, a.line).failed()) return Failure{};
  if (reversed) std::reverse(items.begin(), items.end());
  return a.in.make_list(std::move(items), a.line);
}

}  // namespace fm::pyexec
