// json.dumps(value, ensure_ascii=, indent=, separators=, sort_keys=) in the layout
// Lib/json/encoder.py gives (", " and ": " by default, floats by repr, NaN and Infinity); strings
// are escaped by the core's JsonWriter.
#include <algorithm>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "json_writer.hpp"
#include "py_repr.hpp"
#include "utf8.hpp"

namespace fm::pyexec {

namespace {

// The layout of Lib/json/encoder.py: the separators between items and after keys, and with
// `indent` a newline and the indent repeated per level before each item (none for [] and {}).
struct Layout {
  std::string item_separator = ", ";
  std::string key_separator = ": ";
  bool indented = false;
  std::string indent;
  bool sort_keys = false;
};

class Dumper {
 public:
  Dumper(Interpreter& in, int line, Layout layout) : in_(in), line_(line), layout_(std::move(layout)) {}

  bool value(const Value& v) {
    switch (v.kind) {
      case Kind::None: out_ += "null"; return true;
      case Kind::Bool: out_ += v.number.int_value() != 0 ? "true" : "false"; return true;
      case Kind::Number: append_json_number(out_, v.number); return true;
      case Kind::Str: out_ += JsonWriter().string(static_cast<StrObject*>(v.object)->text).take(); return true;
      case Kind::List:
      case Kind::Tuple:
      case Kind::Dict: return container(v);
      default:
        // o.__class__.__name__: a deque's is "deque" where its tp_name is "collections.deque".
        in_.raise(PyExc::TypeError,
                  std::string("Object of type ") + (v.kind == Kind::Deque ? "deque" : type_name(v)) +
                      " is not JSON serializable",
                  line_);
        return false;
    }
  }

  std::string take() { return std::move(out_); }

 private:
  // Before an item: the separator after the one before it, then the newline and indent.
  void before_item(bool first) {
    if (!first) out_ += layout_.item_separator;
    newline();
  }
  void newline() {
    if (!layout_.indented) return;
    out_ += '\n';
    for (std::size_t i = 0; i < active_.size(); ++i) out_ += layout_.indent;
  }

  bool container(const Value& v) {
    if (std::find(active_.begin(), active_.end(), v.object) != active_.end()) {
      in_.raise(PyExc::ValueError, "Circular reference detected", line_);
      return false;
    }
    const DepthScope depth(in_, line_);
    if (!depth.ok()) return false;
    const bool is_dict = v.kind == Kind::Dict;
    const bool empty = is_dict ? static_cast<DictObject*>(v.object)->entries.empty()
                               : static_cast<ListObject*>(v.object)->items.empty();
    if (empty) {
      out_ += is_dict ? "{}" : "[]";
      return true;
    }
    active_.push_back(v.object);
    bool ok = true;
    out_ += is_dict ? '{' : '[';
    if (is_dict) {
      std::vector<std::pair<Value, Value>> entries = static_cast<DictObject*>(v.object)->entries;
      if (layout_.sort_keys) {
        // sorted(dct.items()): str keys in code point order (UTF-8 byte order is the same);
        // other keys are compared as CPython would, which is outside the subset here.
        for (const auto& entry : entries) {
          if (entry.first.kind != Kind::Str) {
            in_.unsupported("json.dumps(sort_keys=True) of a dict with keys other than str", line_);
            return false;
          }
        }
        std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
          return static_cast<StrObject*>(a.first.object)->text < static_cast<StrObject*>(b.first.object)->text;
        });
      }
      bool first = true;
      for (const auto& [key, item] : entries) {
        std::string name;
        if (!(ok = key_text(key, name))) break;
        before_item(first);
        first = false;
        out_ += JsonWriter().string(name).take();
        out_ += layout_.key_separator;
        if (!(ok = value(item) && !in_.fits(out_.size(), line_).failed())) break;
      }
    } else {
      bool first = true;
      for (const Value& item : static_cast<ListObject*>(v.object)->items) {
        before_item(first);
        first = false;
        if (!(ok = value(item) && !in_.fits(out_.size(), line_).failed())) break;
      }
    }
    active_.pop_back();
    if (!ok) return false;
    newline();
    out_ += is_dict ? '}' : ']';
    return !in_.charge(0, line_).failed();
  }

  // Keys become strings as the encoder makes them: 1 -> "1", 1.5 -> "1.5", True -> "true".
  bool key_text(const Value& key, std::string& out) {
    switch (key.kind) {
      case Kind::Str: out = static_cast<StrObject*>(key.object)->text; return true;
      case Kind::Number: out = json_number(key.number); return true;
      case Kind::Bool: out = key.number.int_value() ? "true" : "false"; return true;
      case Kind::None: out = "null"; return true;
      default:
        in_.raise(PyExc::TypeError, std::string("keys must be str, int, float, bool or None, not ") + type_name(key),
                  line_);
        return false;
    }
  }

  Interpreter& in_;
  int line_;
  Layout layout_;
  std::string out_;
  std::vector<const Object*> active_;
};

// ensure_ascii=True: every code point outside ' '..'~' that is not escaped already, DEL and the
// non-ASCII ones (they stand only inside strings), as \uXXXX, beyond the BMP as a surrogate pair.
std::string ascii_only(const std::string& text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  const auto escape = [&](unsigned cp) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(cp >> shift) & 0xF];
  };
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x7f) {
      out += text[i++];
      continue;
    }
    unsigned cp = decode_utf8(text, i);
    if (cp >= 0x10000) {
      cp -= 0x10000;
      escape(0xD800 | (cp >> 10));
      escape(0xDC00 | (cp & 0x3FF));
    } else {
      escape(cp);
    }
  }
  return out;
}

Status dump(Interpreter& in, const Value& value, bool ensure_ascii, Layout layout, std::string& out, int line) {
  Dumper dumper(in, line, std::move(layout));
  if (!dumper.value(value)) return Failure{};
  out = ensure_ascii ? ascii_only(dumper.take()) : dumper.take();
  return Status::ok();
}

}  // namespace

Status json_dumps(Interpreter& in, const Value& value, bool ensure_ascii, std::string& out, int line, bool sort_keys) {
  Layout layout;
  layout.sort_keys = sort_keys;
  return dump(in, value, ensure_ascii, std::move(layout), out, line);
}

// json.dumps(obj, *, ensure_ascii, indent, separators, sort_keys); the other keywords refused.
Result<Value> json_dumps_call(Arguments& a) {
  if (a.only_keywords({"ensure_ascii", "skipkeys", "check_circular", "allow_nan", "cls", "indent", "separators",
                       "default", "sort_keys", "obj"})
          .failed()) {
    return Failure{};
  }
  for (const std::string& keyword : a.keywords) {
    if (keyword != "ensure_ascii" && keyword != "sort_keys" && keyword != "indent" && keyword != "separators") {
      return a.refuse("json.dumps(..., " + keyword + "=...)");
    }
  }
  if (a.positional() == 0) {
    a.in.raise(PyExc::TypeError, "dumps() missing 1 required positional argument: 'obj'", a.line);
    return Failure{};
  }
  if (a.positional() > 1) {
    a.in.raise(PyExc::TypeError,
               "dumps() takes 1 positional argument but " + std::to_string(a.positional()) + " were given", a.line);
    return Failure{};
  }
  Layout layout;
  const Value* indent = a.keyword("indent");
  if (indent && indent->kind != Kind::None) {
    // JSONEncoder: an int is that many spaces (none below 1), a str is itself; separators
    // default to (',', ': ') once there is an indent.
    layout.indented = true;
    layout.item_separator = ",";
    if (indent->kind == Kind::Str) {
      layout.indent = static_cast<StrObject*>(indent->object)->text;
    } else if (indent->kind == Kind::Bool || (indent->kind == Kind::Number && indent->number.is_int())) {
      const std::int64_t n = indent->number.int_value();
      if (n > 1000) return a.refuse("json.dumps(indent=) above 1000");
      layout.indent.assign(static_cast<std::size_t>(std::max<std::int64_t>(0, n)), ' ');
    } else {
      return a.refuse(std::string("json.dumps(indent=) of a ") + type_name(*indent));
    }
  }
  const Value* separators = a.keyword("separators");
  if (separators && separators->kind != Kind::None) {
    const bool pair = (separators->kind == Kind::Tuple || separators->kind == Kind::List) &&
                      list_of(*separators).items.size() == 2 && list_of(*separators).items[0].kind == Kind::Str &&
                      list_of(*separators).items[1].kind == Kind::Str;
    if (!pair) return a.refuse("json.dumps(separators=) other than a pair of str");
    layout.item_separator = text_of(list_of(*separators).items[0]);
    layout.key_separator = text_of(list_of(*separators).items[1]);
  }
  FM_LET(layout.sort_keys, a.keyword_truth("sort_keys", false));
  FM_LET(const bool ascii, a.keyword_truth("ensure_ascii", true));
  std::string out;
  FM_CHECK(dump(a.in, a.args[0], ascii, std::move(layout), out, a.line));
  return a.in.make_str(std::move(out), a.line);
}

namespace {
const BuiltinRow kJsonRows[] = {{"json.dumps", json_dumps_call}, {nullptr, nullptr}};
}  // namespace
extern const ModuleDef kJsonModule{"json", kJsonRows, nullptr};

}  // namespace fm::pyexec
