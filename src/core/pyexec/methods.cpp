// The everyday methods of str, list, dict and tuple (a row each), with CPython 3.12's messages.
// Text is handled for ASCII whitespace and case; other scripts are refused where it matters.
#include <algorithm>
#include <cmath>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "format_spec.hpp"

namespace fm::pyexec {

namespace {

// d.keys(), d.values(), d.items(): views, iterated afresh each time, with their length.
struct DictView : IteratorObject {
  DictView(DictObject* d, char w) : dict(d), which(w) {}
  DictObject* dict;
  char which;  // 'k', 'v', 'i'
  const char* type_name() const override {
    return which == 'k' ? "dict_keys" : which == 'v' ? "dict_values" : "dict_items";
  }
  bool is_view() const override { return true; }
  std::int64_t view_length() const override { return static_cast<std::int64_t>(dict->entries.size()); }
  Result<bool> next(Interpreter&, Value&) override { return false; }
  IteratorObject* fresh(Interpreter& in, int line) override;
};

struct DictViewIterator : IteratorObject {
  DictViewIterator(DictObject* d, char w, int l) : dict(d), which(w), size(d->entries.size()), line(l) {}
  DictObject* dict;
  char which;
  std::size_t size;
  int line;
  std::size_t index = 0;
  const char* type_name() const override {
    return which == 'k' ? "dict_keyiterator" : which == 'v' ? "dict_valueiterator" : "dict_itemiterator";
  }
  Result<bool> next(Interpreter& in, Value& out) override {
    if (dict->entries.size() != size)
      return in.raise(PyExc::RuntimeError, "dictionary changed size during iteration", line);
    if (index >= size) return false;
    const auto& [k, v] = dict->entries[index++];
    out = which == 'k' ? k : which == 'v' ? v : in.make_list({k, v}, line, Kind::Tuple);
    return true;
  }
};

IteratorObject* DictView::fresh(Interpreter& in, int line) {
  return in.make<DictViewIterator>(line, dict, which, line);
}

Status ascii_only(Arguments& a, const std::string& text) {
  for (unsigned char c : text) {
    if (c >= 0x80) {
      a.in.unsupported(a.name + "() of text with non-ASCII characters is not supported", a.line);
      return Failure{};
    }
  }
  return Status::ok();
}

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); }

const Value* optional_str(Arguments& a, std::size_t index) {
  if (a.positional() <= index || a.args[index].kind == Kind::None) return nullptr;
  return &a.args[index];
}

Status need_str(Arguments& a, const Value& v, const char* what) {
  if (v.kind == Kind::Str) return Status::ok();
  a.in.raise(PyExc::TypeError, std::string(what) + type_name(v), a.line);
  return Failure{};
}

Value make(Arguments& a, std::string text) { return a.in.make_str(std::move(text), a.line); }

// --- str ----------------------------------------------------------------------------------------

Result<Value> str_join(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  std::vector<Value> items;
  const Kind kind = a.args[0].kind;
  if (kind == Kind::Number || kind == Kind::Bool || kind == Kind::None || kind == Kind::Function ||
      kind == Kind::Builtin) {
    return a.in.raise(PyExc::TypeError, "can only join an iterable", a.line);  // PySequence_Fast's message
  }
  if (a.in.collect(a.args[0], items, a.line).failed()) return Failure{};
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].kind != Kind::Str) {
      a.in.raise(PyExc::TypeError,
                 "sequence item " + std::to_string(i) + ": expected str instance, " + type_name(items[i]) + " found",
                 a.line);
      return Failure{};
    }
    if (i > 0) out += text_of(a.self);
    out += text_of(items[i]);
    if (a.in.fits(out.size(), a.line).failed()) return Failure{};
  }
  return make(a, std::move(out));
}

Result<Value> str_strip_side(Arguments& a, bool left, bool right) {
  if (a.no_keywords().failed() || a.at_most(1, false).failed()) return Failure{};
  const Value* chars = optional_str(a, 0);
  if (chars && chars->kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, a.short_name() + " arg must be None or str", a.line);
    return Failure{};
  }
  const std::string& t = text_of(a.self);
  if (chars && ascii_only(a, text_of(*chars)).failed()) return Failure{};
  if (!chars && ascii_only(a, t).failed()) return Failure{};
  const auto strip = [&](char c) { return chars ? text_of(*chars).find(c) != std::string::npos : is_space(c); };
  std::size_t b = 0;
  std::size_t e = t.size();
  if (left)
    while (b < e && strip(t[b])) ++b;
  if (right)
    while (e > b && strip(t[e - 1])) --e;
  return make(a, t.substr(b, e - b));
}
Result<Value> str_strip(Arguments& a) { return str_strip_side(a, true, true); }
Result<Value> str_lstrip(Arguments& a) { return str_strip_side(a, true, false); }
Result<Value> str_rstrip(Arguments& a) { return str_strip_side(a, false, true); }

Result<Value> str_case(Arguments& a, int mode) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  std::string t = text_of(a.self);
  if (ascii_only(a, t).failed()) return Failure{};
  bool start = true;
  for (char& c : t) {
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (mode == 0) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (mode == 1) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (mode == 2) {  // title
      c = static_cast<char>(start ? std::toupper(static_cast<unsigned char>(c))
                                  : std::tolower(static_cast<unsigned char>(c)));
      start = !letter;
    }
    if (mode == 3) {  // capitalize
      c = static_cast<char>(start ? std::toupper(static_cast<unsigned char>(c))
                                  : std::tolower(static_cast<unsigned char>(c)));
      start = false;
    }
  }
  return make(a, std::move(t));
}
Result<Value> str_upper(Arguments& a) { return str_case(a, 0); }
Result<Value> str_lower(Arguments& a) { return str_case(a, 1); }
Result<Value> str_title(Arguments& a) { return str_case(a, 2); }
Result<Value> str_capitalize(Arguments& a) { return str_case(a, 3); }

Result<Value> str_split(Arguments& a) {
  if (a.only_keywords({"sep", "maxsplit"}).failed()) return Failure{};
  if (a.positional() > 2)
    return a.in.raise(PyExc::TypeError,
                      "split() takes at most 2 arguments (" + std::to_string(a.positional()) + " given)", a.line);
  const Value* sep = a.positional() >= 1 ? &a.args[0] : a.keyword("sep");
  const Value* maxsplit = a.positional() >= 2 ? &a.args[1] : a.keyword("maxsplit");
  if (sep && sep->kind == Kind::None) sep = nullptr;
  if (sep && need_str(a, *sep, "must be str or None, not ").failed()) return Failure{};
  std::int64_t limit = -1;
  if (maxsplit) {
    if (a.int_like(*maxsplit).failed()) return Failure{};
    limit = maxsplit->number.int_value();
  }
  const std::string& t = text_of(a.self);
  std::vector<Value> parts;
  if (!sep) {
    if (ascii_only(a, t).failed()) return Failure{};
    std::size_t i = 0;
    while (true) {
      while (i < t.size() && is_space(t[i])) ++i;
      if (i >= t.size()) break;
      if (limit >= 0 && static_cast<std::int64_t>(parts.size()) >= limit) {
        parts.push_back(make(a, t.substr(i)));  // the rest as it is: ' 7 '.split(maxsplit=0) is ['7 ']
        break;
      }
      std::size_t j = i;
      while (j < t.size() && !is_space(t[j])) ++j;
      parts.push_back(make(a, t.substr(i, j - i)));
      i = j;
    }
  } else {
    const std::string& s = text_of(*sep);
    if (s.empty()) return a.in.raise(PyExc::ValueError, "empty separator", a.line);
    std::size_t i = 0;
    while (true) {
      const std::size_t j = t.find(s, i);
      if (j == std::string::npos || (limit >= 0 && static_cast<std::int64_t>(parts.size()) >= limit)) {
        parts.push_back(make(a, t.substr(i)));
        break;
      }
      parts.push_back(make(a, t.substr(i, j - i)));
      i = j + s.size();
    }
  }
  return a.in.make_list(std::move(parts), a.line);
}

Result<Value> str_replace(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 2 || a.positional() > 3) {
    a.in.raise(PyExc::TypeError, "replace expected at least 2 arguments, got " + std::to_string(a.positional()),
               a.line);
    return Failure{};
  }
  if (need_str(a, a.args[0], "replace() argument 1 must be str, not ").failed() ||
      need_str(a, a.args[1], "replace() argument 2 must be str, not ").failed())
    return Failure{};
  std::int64_t count = -1;
  if (a.positional() == 3) {
    if (a.int_like(a.args[2]).failed()) return Failure{};
    count = a.args[2].number.int_value();
  }
  const std::string& t = text_of(a.self);
  const std::string& from = text_of(a.args[0]);
  const std::string& to = text_of(a.args[1]);
  if (from.empty()) return a.refuse("str.replace() of an empty string");
  std::string out;
  std::size_t i = 0;
  std::int64_t done = 0;
  while (count < 0 || done < count) {
    const std::size_t j = t.find(from, i);
    if (j == std::string::npos) break;
    out += t.substr(i, j - i) + to;
    i = j + from.size();
    ++done;
    if (a.in.fits(out.size(), a.line).failed()) return Failure{};
  }
  out += t.substr(i);
  return make(a, std::move(out));
}

// "find() takes at least 1 argument (0 given)": what CPython says before the subset's refusal of
// start and end positions.
Status at_least_one(Arguments& a) {
  if (a.positional() > 0) return Status::ok();
  a.in.raise(PyExc::TypeError, a.short_name() + "() takes at least 1 argument (0 given)", a.line);
  return Failure{};
}

Result<Value> str_affix(Arguments& a, bool start) {
  if (a.no_keywords().failed() || at_least_one(a).failed()) return Failure{};
  if (a.positional() != 1) return a.refuse(a.name + "() with start or end positions");
  std::vector<Value> options;
  if (a.args[0].kind == Kind::Tuple) {
    options = list_of(a.args[0]).items;
  } else {
    options.push_back(a.args[0]);
  }
  const std::string& t = text_of(a.self);
  for (const Value& o : options) {
    if (o.kind != Kind::Str) {
      a.in.raise(PyExc::TypeError,
                 std::string(start ? "startswith" : "endswith") + " first arg must be str or a tuple of str, not " +
                     type_name(o),
                 a.line);
      return Failure{};
    }
    const std::string& x = text_of(o);
    if (x.size() <= t.size() &&
        (start ? t.compare(0, x.size(), x) == 0 : t.compare(t.size() - x.size(), x.size(), x) == 0))
      return Value::boolean(true);
  }
  return Value::boolean(false);
}
Result<Value> str_startswith(Arguments& a) { return str_affix(a, true); }
Result<Value> str_endswith(Arguments& a) { return str_affix(a, false); }

Result<Value> str_justify(Arguments& a, char how) {
  if (a.between(1, 2).failed()) return Failure{};
  if (a.int_like(a.args[0]).failed()) return Failure{};
  std::string fill = " ";
  if (a.positional() == 2) {
    if (a.args[1].kind != Kind::Str) {
      a.in.raise(PyExc::TypeError,
                 std::string("The fill character must be a unicode character, not ") + type_name(a.args[1]), a.line);
      return Failure{};
    }
    if (code_point_length(a.args[1]) != 1) {
      a.in.raise(PyExc::TypeError, "The fill character must be exactly one character long", a.line);
      return Failure{};
    }
    fill = text_of(a.args[1]);
  }
  const std::string& t = text_of(a.self);
  const std::int64_t width = a.args[0].number.int_value();
  const std::int64_t have = static_cast<std::int64_t>(code_point_count(t));
  if (width <= have) return make(a, t);
  if (width > 100000) return a.refuse(a.name + "() wider than 100000");
  const std::int64_t n = width - have;
  std::int64_t left = how == '<' ? 0 : how == '>' ? n : n / 2 + (n & width & 1);
  const auto fills = [&](std::int64_t k) {
    std::string f;
    for (std::int64_t i = 0; i < k; ++i) f += fill;
    return f;
  };
  return make(a, fills(left) + t + fills(n - left));
}
Result<Value> str_ljust(Arguments& a) { return str_justify(a, '<'); }
Result<Value> str_rjust(Arguments& a) { return str_justify(a, '>'); }
Result<Value> str_center(Arguments& a) { return str_justify(a, '^'); }

Result<Value> str_find_count(Arguments& a, int mode) {  // 0 find, 1 index, 2 count, 3 rfind
  if (a.no_keywords().failed() || at_least_one(a).failed()) return Failure{};
  if (a.positional() != 1) return a.refuse(a.name + "() with start or end positions");
  if (need_str(a, a.args[0], "must be str, not ").failed()) return Failure{};
  const std::string& t = text_of(a.self);
  const std::string& x = text_of(a.args[0]);
  if (mode == 2) {
    if (x.empty()) return int_value(static_cast<std::int64_t>(code_point_count(t)) + 1);
    std::int64_t n = 0;
    for (std::size_t i = t.find(x); i != std::string::npos; i = t.find(x, i + x.size())) ++n;
    return int_value(n);
  }
  const std::size_t at = mode == 3 ? t.rfind(x) : t.find(x);
  if (at == std::string::npos) {
    if (mode == 1) {
      a.in.raise(PyExc::ValueError, "substring not found", a.line);
      return Failure{};
    }
    return int_value(-1);
  }
  return int_value(static_cast<std::int64_t>(code_point_count(std::string_view(t).substr(0, at))));
}
Result<Value> str_find(Arguments& a) { return str_find_count(a, 0); }
Result<Value> str_index(Arguments& a) { return str_find_count(a, 1); }
Result<Value> str_count(Arguments& a) { return str_find_count(a, 2); }
Result<Value> str_rfind(Arguments& a) { return str_find_count(a, 3); }

Result<Value> str_predicate(Arguments& a,
                            int mode) {  // 0 isdigit, 1 isalpha, 2 isspace, 3 isalnum, 4 isupper, 5 islower
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  const std::string& t = text_of(a.self);
  if (ascii_only(a, t).failed()) return Failure{};
  if (t.empty()) return Value::boolean(false);
  bool cased = false;
  for (char c : t) {
    const unsigned char u = static_cast<unsigned char>(c);
    const bool ok = mode == 0   ? std::isdigit(u)
                    : mode == 1 ? std::isalpha(u)
                    : mode == 2 ? is_space(c)
                    : mode == 3 ? std::isalnum(u)
                    : mode == 4 ? !std::islower(u)
                                : !std::isupper(u);
    if (!ok) return Value::boolean(false);
    cased = cased || std::isalpha(u);
  }
  return Value::boolean(mode < 4 || cased);
}
Result<Value> str_isdigit(Arguments& a) { return str_predicate(a, 0); }
Result<Value> str_isalpha(Arguments& a) { return str_predicate(a, 1); }
Result<Value> str_isspace(Arguments& a) { return str_predicate(a, 2); }
Result<Value> str_isalnum(Arguments& a) { return str_predicate(a, 3); }
Result<Value> str_isupper(Arguments& a) { return str_predicate(a, 4); }
Result<Value> str_islower(Arguments& a) { return str_predicate(a, 5); }

Result<Value> str_zfill(Arguments& a) {
  if (a.exactly_one().failed() || a.int_like(a.args[0]).failed()) return Failure{};
  std::string t = text_of(a.self);
  const std::int64_t width = a.args[0].number.int_value();
  const std::int64_t have = static_cast<std::int64_t>(code_point_count(t));
  if (width <= have) return make(a, t);
  if (width > 100000) return a.refuse("str.zfill() wider than 100000");
  const std::size_t at = !t.empty() && (t[0] == '+' || t[0] == '-') ? 1 : 0;
  t.insert(at, std::string(static_cast<std::size_t>(width - have), '0'));
  return make(a, std::move(t));
}

// str.format: {} {0} {name} fields with conversions and specs (no attribute or index lookups).
Result<Value> str_format(Arguments& a) {
  const std::string& t = text_of(a.self);
  std::string out;
  std::size_t auto_index = 0;
  bool used_auto = false;
  bool used_manual = false;
  for (std::size_t i = 0; i < t.size();) {
    const char c = t[i];
    if ((c == '{' || c == '}') && i + 1 < t.size() && t[i + 1] == c) {
      out += c;
      i += 2;
      continue;
    }
    if (c == '}') return a.in.raise(PyExc::ValueError, "Single '}' encountered in format string", a.line);
    if (c != '{') {
      out += c;
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    int depth = 1;
    while (j < t.size()) {
      if (t[j] == '{') ++depth;
      if (t[j] == '}' && --depth == 0) break;
      ++j;
    }
    if (j >= t.size())
      return a.in.raise(PyExc::ValueError,
                        depth > 1 ? "expected '}' before end of string" : "Single '{' encountered in format string",
                        a.line);
    const std::string field = t.substr(i + 1, j - i - 1);
    i = j + 1;
    std::size_t end = field.find_first_of("!:");
    const std::string name = field.substr(0, end);
    char conversion = 0;
    std::string spec;
    if (end != std::string::npos && field[end] == '!') {
      if (end + 1 >= field.size())
        return a.in.raise(PyExc::ValueError, "end of string while looking for conversion specifier", a.line);
      conversion = field[end + 1];
      if (end + 2 < field.size() && field[end + 2] != ':')
        return a.in.raise(PyExc::ValueError, "expected ':' after conversion specifier", a.line);
      end = end + 2 < field.size() ? end + 2 : std::string::npos;
    }
    if (end != std::string::npos && field[end] == ':') spec = field.substr(end + 1);
    if (spec.find('{') != std::string::npos) return a.refuse("str.format() with nested fields in a format spec");
    if (name.find_first_of(".[") != std::string::npos) return a.refuse("str.format() with attribute or index lookups");
    Value value;
    if (name.empty() || std::all_of(name.begin(), name.end(), [](char d) { return d >= '0' && d <= '9'; })) {
      std::size_t index = 0;
      if (name.empty()) {
        if (used_manual)
          return a.in.raise(PyExc::ValueError,
                            "cannot switch from manual field specification to automatic field numbering", a.line);
        used_auto = true;
        index = auto_index++;
      } else {
        if (used_auto)
          return a.in.raise(PyExc::ValueError,
                            "cannot switch from automatic field numbering to manual field specification", a.line);
        used_manual = true;
        if (name.size() > 6) return a.refuse("str.format() with a field number this large");
        index = static_cast<std::size_t>(std::stoul(name));
      }
      if (index >= a.positional()) {
        a.in.raise(PyExc::IndexError,
                   "Replacement index " + std::to_string(index) + " out of range for positional args tuple", a.line);
        return Failure{};
      }
      value = a.args[index];
    } else {
      const Value* named = a.keyword(name.c_str());
      if (!named) {
        a.in.raise(PyExc::KeyError, "'" + name + "'", a.line);
        return Failure{};
      }
      value = *named;
    }
    if (conversion == 'r' || conversion == 's') {
      std::string text;
      if ((conversion == 'r' ? a.in.repr(value, text, a.line) : a.in.str(value, text, a.line)).failed())
        return Failure{};
      value = make(a, std::move(text));
    } else if (conversion) {
      if (conversion == 'a') return a.refuse("the !a conversion");
      a.in.raise(PyExc::ValueError, std::string("Unknown conversion specifier ") + conversion, a.line);
      return Failure{};
    }
    if (format_value(a.in, value, spec, out, a.line).failed() || a.in.fits(out.size(), a.line).failed())
      return Failure{};
  }
  return make(a, std::move(out));
}

// --- list and tuple -----------------------------------------------------------------------------

Result<Value> list_append(Arguments& a) {
  if (a.exactly_one().failed() || a.in.charge(sizeof(Value), a.line).failed()) return Failure{};
  list_of(a.self).items.push_back(a.args[0]);
  return Value::none();
}

Result<Value> list_extend(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  FM_CHECK(a.in.extend_list(list_of(a.self), a.args[0], a.line));
  return Value::none();
}

Result<Value> list_pop(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(1, true).failed()) return Failure{};
  auto& items = list_of(a.self).items;
  std::int64_t index = -1;
  if (a.positional() == 1) {
    if (a.int_like(a.args[0]).failed()) return Failure{};
    index = a.args[0].number.int_value();
  }
  if (items.empty()) return a.in.raise(PyExc::IndexError, "pop from empty list", a.line);
  const std::int64_t n = static_cast<std::int64_t>(items.size());
  if (index < 0) index += n;
  if (index < 0 || index >= n) return a.in.raise(PyExc::IndexError, "pop index out of range", a.line);
  const Value item = items[static_cast<std::size_t>(index)];
  items.erase(items.begin() + index);
  return item;
}

Result<Value> list_insert(Arguments& a) {
  if (a.exactly(2).failed() || a.int_like(a.args[0]).failed() || a.in.charge(sizeof(Value), a.line).failed())
    return Failure{};
  auto& items = list_of(a.self).items;
  const std::int64_t n = static_cast<std::int64_t>(items.size());
  std::int64_t index = a.args[0].number.int_value();
  if (index < 0) index = std::max<std::int64_t>(0, index + n);
  index = std::min(index, n);
  items.insert(items.begin() + index, a.args[1]);
  return Value::none();
}

Status find_item(Arguments& a, const std::vector<Value>& items, const Value& x, std::size_t& at) {
  for (at = 0; at < items.size(); ++at) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(items[at], x, a.line));
    if (same) return Status::ok();
  }
  return Status::ok();
}

Result<Value> list_remove(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  auto& items = list_of(a.self).items;
  std::size_t at = 0;
  if (find_item(a, items, a.args[0], at).failed()) return Failure{};
  if (at == items.size()) return a.in.raise(PyExc::ValueError, "list.remove(x): x not in list", a.line);
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(at));
  return Value::none();
}

Result<Value> sequence_index(Arguments& a) {
  if (a.no_keywords().failed() || a.between(1, 3).failed()) return Failure{};
  if (a.positional() != 1) return a.refuse(a.name + "() with start or stop");
  const auto& items = list_of(a.self).items;
  std::size_t at = 0;
  if (find_item(a, items, a.args[0], at).failed()) return Failure{};
  if (at == items.size()) {
    if (a.self.kind == Kind::Tuple) return a.in.raise(PyExc::ValueError, "tuple.index(x): x not in tuple", a.line);
    std::string shown;
    if (a.in.repr(a.args[0], shown, a.line).failed()) return Failure{};
    return a.in.raise(PyExc::ValueError, shown + " is not in list", a.line);
  }
  return int_value(static_cast<std::int64_t>(at));
}

Result<Value> sequence_count(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  std::int64_t n = 0;
  for (const Value& item : list_of(a.self).items) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(item, a.args[0], a.line));
    n += same ? 1 : 0;
  }
  return int_value(n);
}

Result<Value> list_sort(Arguments& a) {
  if (a.positional() > 0) return a.in.raise(PyExc::TypeError, "sort() takes no positional arguments", a.line);
  if (a.only_keywords({"key", "reverse"}).failed()) return Failure{};
  std::vector<Value> args{a.self};
  std::vector<std::string> keywords;
  for (std::size_t k = 0; k < a.keywords.size(); ++k) {
    args.push_back(a.args[k]);
    keywords.push_back(a.keywords[k]);
  }
  Arguments sorted{a.in, "sorted", args, keywords, a.line};
  FM_LET(const Value result, builtin_sorted(sorted));
  list_of(a.self).items = list_of(result).items;
  return Value::none();
}

Result<Value> list_reverse(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  auto& items = list_of(a.self).items;
  std::reverse(items.begin(), items.end());
  return Value::none();
}

Result<Value> list_copy(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  return a.in.make_list(list_of(a.self).items, a.line);
}

Result<Value> list_clear(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  list_of(a.self).items.clear();
  return Value::none();
}

// --- dict ---------------------------------------------------------------------------------------

Result<Value> dict_get(Arguments& a) {
  if (a.between(1, 2).failed()) return Failure{};
  const Result<const Value*> looked_up = a.in.dict_find(dict_of(a.self), a.args[0], a.line);
  if (looked_up.failed()) return Failure{};
  const Value* found = *looked_up;
  return found ? *found : a.positional() == 2 ? a.args[1] : Value::none();
}

Result<Value> dict_view(Arguments& a, char which) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  return Value::of(Kind::Iterator, a.in.make<DictView>(a.line, &dict_of(a.self), which));
}
Result<Value> dict_keys(Arguments& a) { return dict_view(a, 'k'); }
Result<Value> dict_values(Arguments& a) { return dict_view(a, 'v'); }
Result<Value> dict_items(Arguments& a) { return dict_view(a, 'i'); }

Result<Value> dict_setdefault(Arguments& a) {
  if (a.between(1, 2).failed()) return Failure{};
  const Result<const Value*> looked_up = a.in.dict_find(dict_of(a.self), a.args[0], a.line);
  if (looked_up.failed()) return Failure{};
  const Value* found = *looked_up;
  if (found) return *found;
  const Value value = a.positional() == 2 ? a.args[1] : Value::none();
  FM_CHECK(a.in.dict_set(dict_of(a.self), a.args[0], value, a.line));
  return value;
}

Result<Value> dict_copy(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  const Value copy = a.in.make_dict(a.line);
  for (const auto& [k, v] : dict_of(a.self).entries) FM_CHECK(a.in.dict_set(dict_of(copy), k, v, a.line));
  return copy;
}

Result<Value> dict_pop(Arguments& a) {
  if (a.between(1, 2).failed()) return Failure{};
  // Entries are never deleted in place (DictObject keeps insertion order): the dict is rebuilt.
  DictObject& d = dict_of(a.self);
  const Result<const Value*> looked_up = a.in.dict_find(d, a.args[0], a.line);
  if (looked_up.failed()) return Failure{};
  const Value* found = *looked_up;
  if (!found) {
    if (a.positional() == 2) return a.args[1];
    std::string shown;
    if (a.in.repr(a.args[0], shown, a.line).failed()) return Failure{};
    a.in.raise(PyExc::KeyError, shown, a.line);
    return Failure{};
  }
  const Value value = *found;
  std::vector<std::pair<Value, Value>> kept;
  for (const auto& entry : d.entries) {
    bool same = false;
    FM_LET(same, a.in.same_or_equal(entry.first, a.args[0], a.line));
    if (!same) kept.push_back(entry);
  }
  d.entries.clear();
  d.index.clear();
  for (const auto& [k, v] : kept) FM_CHECK(a.in.dict_set(d, k, v, a.line));
  return value;
}

Result<Value> number_is_integer(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  const Value& x = list_of(a.self).items[0];
  if (x.number.is_int()) return Value::boolean(true);
  const double d = x.number.float_value();
  return Value::boolean(std::isfinite(d) && std::floor(d) == d);
}

// int.bit_length(): the bits of |x| (0 for 0); True and False are ints here.
Result<Value> int_bit_length(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  std::int64_t x = list_of(a.self).items[0].number.int_value();
  if (x < 0) x = -x;
  std::int64_t bits = 0;
  for (; x > 0; x >>= 1) ++bits;
  return Value::of(PyValue::make_int(bits).value());
}

}  // namespace

const BuiltinRow kMethodRows[] = {{"float.is_integer", number_is_integer},
                                  {"int.is_integer", number_is_integer},
                                  {"int.bit_length", int_bit_length},
                                  {"bool.bit_length", int_bit_length},
                                  {"str.join", str_join},
                                  {"str.strip", str_strip},
                                  {"str.lstrip", str_lstrip},
                                  {"str.rstrip", str_rstrip},
                                  {"str.upper", str_upper},
                                  {"str.lower", str_lower},
                                  {"str.title", str_title},
                                  {"str.capitalize", str_capitalize},
                                  {"str.split", str_split},
                                  {"str.replace", str_replace},
                                  {"str.startswith", str_startswith},
                                  {"str.endswith", str_endswith},
                                  {"str.ljust", str_ljust},
                                  {"str.rjust", str_rjust},
                                  {"str.center", str_center},
                                  {"str.find", str_find},
                                  {"str.index", str_index},
                                  {"str.count", str_count},
                                  {"str.rfind", str_rfind},
                                  {"str.isdigit", str_isdigit},
                                  {"str.isalpha", str_isalpha},
                                  {"str.isspace", str_isspace},
                                  {"str.isalnum", str_isalnum},
                                  {"str.isupper", str_isupper},
                                  {"str.islower", str_islower},
                                  {"str.zfill", str_zfill},
                                  {"str.format", str_format},
                                  {"list.append", list_append},
                                  {"list.extend", list_extend},
                                  {"list.pop", list_pop},
                                  {"list.insert", list_insert},
                                  {"list.remove", list_remove},
                                  {"list.index", sequence_index},
                                  {"list.count", sequence_count},
                                  {"list.sort", list_sort},
                                  {"list.reverse", list_reverse},
                                  {"list.copy", list_copy},
                                  {"list.clear", list_clear},
                                  {"tuple.index", sequence_index},
                                  {"tuple.count", sequence_count},
                                  {"dict.get", dict_get},
                                  {"dict.keys", dict_keys},
                                  {"dict.values", dict_values},
                                  {"dict.items", dict_items},
                                  {"dict.setdefault", dict_setdefault},
                                  {"dict.copy", dict_copy},
                                  {"dict.pop", dict_pop},
                                  {nullptr, nullptr}};

}  // namespace fm::pyexec
