// copy: copy and deepcopy of the subset's values.
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

// copy.copy and copy.deepcopy of the subset's values: lists, dicts and tuples are copied (deeply,
// keeping shared parts shared, for deepcopy); numbers, str, None, bools and functions are themselves.
Status copy_value(Interpreter& in, const Value& v, bool deep, std::vector<std::pair<const Object*, Value>>& memo,
                  Value& out, int line) {
  const DepthScope depth(in, line);
  if (!depth.ok() || in.step(line).failed()) return Failure{};
  switch (v.kind) {
    case Kind::None:
    case Kind::Bool:
    case Kind::Number:
    case Kind::Str:
    case Kind::Function:
    case Kind::Builtin:
    case Kind::ExceptionClass:
    case Kind::Range: out = v; return Status::ok();
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict: {
      if ((v.kind == Kind::Tuple && list_of(v).named) ||
          (v.kind == Kind::Dict && dict_of(v).flavor != DictObject::Flavor::Dict)) {
        in.unsupported(std::string("copying a ") + type_name(v) + " object", line);
        return Failure{};
      }
      for (const auto& [object, copy] : memo) {
        if (object == v.object) {
          out = copy;
          return Status::ok();
        }
      }
      if (v.kind == Kind::Dict) {
        out = in.make_dict(line);
        memo.emplace_back(v.object, out);
        for (const auto& [key, item] : dict_of(v).entries) {
          Value k = key, value = item;
          if (deep && (copy_value(in, key, true, memo, k, line).failed() ||
                       copy_value(in, item, true, memo, value, line).failed()))
            return Failure{};
          FM_CHECK(in.dict_set(dict_of(out), k, value, line));
        }
        return Status::ok();
      }
      if (v.kind == Kind::Tuple && !deep) {
        out = v;
        return Status::ok();
      }
      out = in.make_list({}, line, v.kind);
      memo.emplace_back(v.object, out);
      std::vector<Value> items;
      for (const Value& item : list_of(v).items) {
        Value c = item;
        if (deep && copy_value(in, item, true, memo, c, line).failed()) return Failure{};
        items.push_back(c);
      }
      if (v.kind == Kind::Tuple) {
        // _deepcopy_tuple: the same tuple when every item's copy is the item itself.
        bool same = true;
        for (std::size_t i = 0; i < items.size(); ++i) {
          const Value& x = items[i];
          const Value& y = list_of(v).items[i];
          // An item without an object (a number, bool, None) is copied as itself: the same value.
          same = same && x.kind == y.kind && x.object == y.object && x.tag == y.tag;
        }
        if (same) {
          memo.back().second = v;
          out = v;
          return Status::ok();
        }
      }
      if (in.charge(items.size() * sizeof(Value), line).failed()) return Failure{};
      list_of(out).items = std::move(items);
      return Status::ok();
    }
    default: in.unsupported(std::string("copying a ") + type_name(v) + " object", line); return Failure{};
  }
}

Result<Value> copy_copy(Arguments& a, bool deep) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) return a.refuse(a.name + "() with other than one argument");
  std::vector<std::pair<const Object*, Value>> memo;
  Value out;
  if (copy_value(a.in, a.args[0], deep, memo, out, a.line).failed()) return Failure{};
  return out;
}
Result<Value> copy_shallow(Arguments& a) { return copy_copy(a, false); }
Result<Value> copy_deep(Arguments& a) { return copy_copy(a, true); }

}  // namespace

const BuiltinRow kCopyRows[] = {{"copy.copy", copy_shallow}, {"copy.deepcopy", copy_deep}, {nullptr, nullptr}};

extern const ModuleDef kCopyModule{"copy", kCopyRows, nullptr};

}  // namespace fm::pyexec
