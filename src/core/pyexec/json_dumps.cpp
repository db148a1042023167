// json.dumps(value, ensure_ascii=...) with the default separators, through the core's JsonWriter
// (the layout Lib/json/encoder.py gives: ", " and ": ", floats by repr, NaN and Infinity).
#include <algorithm>

#include "builtins.hpp"
#include "json_writer.hpp"
#include "py_repr.hpp"

namespace fm::pyexec {

namespace {

class Dumper {
 public:
  Dumper(Interpreter& in, int line, bool sort_keys) : in_(in), line_(line), sort_keys_(sort_keys) {}

  bool value(const Value& v) {
    switch (v.kind) {
      case Kind::None: w_.null(); return true;
      case Kind::Bool: w_.boolean(v.number.int_value() != 0); return true;
      case Kind::Number: w_.number(v.number); return true;
      case Kind::Str: w_.string(static_cast<StrObject*>(v.object)->text); return true;
      case Kind::List:
      case Kind::Tuple:
      case Kind::Dict: return container(v);
      default:
        in_.raise("TypeError", std::string("Object of type ") + type_name(v) + " is not JSON serializable", line_);
        return false;
    }
  }

  std::string take() { return w_.take(); }

 private:
  bool container(const Value& v) {
    if (std::find(active_.begin(), active_.end(), v.object) != active_.end()) {
      in_.raise("ValueError", "Circular reference detected", line_);
      return false;
    }
    const DepthScope depth(in_, line_);
    if (!depth.ok()) return false;
    active_.push_back(v.object);
    bool ok = true;
    if (v.kind == Kind::Dict) {
      w_.begin_object();
      std::vector<std::pair<Value, Value>> entries = static_cast<DictObject*>(v.object)->entries;
      if (sort_keys_) {
        // sorted(dct.items()): str keys in code point order (UTF-8 byte order is the same);
        // other keys are compared as CPython would, which is outside the subset here.
        for (const auto& entry : entries) {
          if (entry.first.kind != Kind::Str) {
            in_.unsupported("json.dumps(sort_keys=True) of a dict with keys other than str", line_);
            return false;
          }
        }
        std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
          return static_cast<StrObject*>(a.first.object)->text < static_cast<StrObject*>(b.first.object)->text;
        });
      }
      for (const auto& [key, item] : entries) {
        std::string name;
        if (!(ok = key_text(key, name))) break;
        w_.key(name);
        if (!(ok = value(item) && in_.fits(w_.size(), line_))) break;
      }
      w_.end_object();
    } else {
      w_.begin_array();
      for (const Value& item : static_cast<ListObject*>(v.object)->items) {
        if (!(ok = value(item) && in_.fits(w_.size(), line_))) break;
      }
      w_.end_array();
    }
    active_.pop_back();
    return ok && in_.charge(0, line_);
  }

  // Keys become strings as the encoder makes them: 1 -> "1", 1.5 -> "1.5", True -> "true".
  bool key_text(const Value& key, std::string& out) {
    switch (key.kind) {
      case Kind::Str: out = static_cast<StrObject*>(key.object)->text; return true;
      case Kind::Number: out = json_number(key.number); return true;
      case Kind::Bool: out = key.number.int_value() ? "true" : "false"; return true;
      case Kind::None: out = "null"; return true;
      default:
        in_.raise("TypeError", std::string("keys must be str, int, float, bool or None, not ") + type_name(key), line_);
        return false;
    }
  }

  Interpreter& in_;
  int line_;
  bool sort_keys_;
  JsonWriter w_;
  std::vector<const Object*> active_;
};

// ensure_ascii=True: every non-ASCII code point (they stand only inside strings) as \uXXXX,
// beyond the BMP as a surrogate pair.
std::string ascii_only(const std::string& text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  const auto escape = [&](unsigned cp) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(cp >> shift) & 0xF];
  };
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      out += text[i++];
      continue;
    }
    const int extra = c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    unsigned cp = c & (extra == 1 ? 0x1F : extra == 2 ? 0x0F : 0x07);
    for (int k = 1; k <= extra && i + static_cast<std::size_t>(k) < text.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0x3F);
    i += static_cast<std::size_t>(extra) + 1;
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

}  // namespace

bool json_dumps(Interpreter& in, const Value& value, bool ensure_ascii, std::string& out, int line, bool sort_keys) {
  Dumper dumper(in, line, sort_keys);
  if (!dumper.value(value)) return false;
  out = ensure_ascii ? ascii_only(dumper.take()) : dumper.take();
  return true;
}

}  // namespace fm::pyexec
