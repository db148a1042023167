// collections: defaultdict and Counter (dicts of a flavor: a missing key's default, Counter's
// repr by count, most_common, total, update) and namedtuple (and typing.NamedTuple's class
// form): tuples of a class, with CPython 3.12's repr, field access, _asdict, _replace, _make and
// messages. What else these classes do (Counter arithmetic and comparison, copies) is refused.
#include <algorithm>
#include <cctype>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "parser_state.hpp"

namespace fm::pyexec {

struct NamedTupleInfo : Object {
  std::vector<std::string> fields;
  FunctionDef new_def;  // __new__(_cls, field, ...): CPython's argument checks and messages
  FunctionObject* new_function = nullptr;
};

namespace {

DictObject* flavored(const Value& v) {
  if (v.kind != Kind::Dict) return nullptr;
  auto* d = static_cast<DictObject*>(v.object);
  return d->flavor == DictObject::Flavor::Dict ? nullptr : d;
}

// --- defaultdict and Counter --------------------------------------------------------------------

Result<Value> defaultdict_call(Arguments& a) {
  const Value result = a.in.make_dict(a.line);
  DictObject& d = dict_of(result);
  d.flavor = DictObject::Flavor::DefaultDict;
  d.factory = Value::none();
  if (a.positional() >= 1) {
    const Value& f = a.args[0];
    const bool is_callable = f.kind == Kind::None || f.kind == Kind::Function || f.kind == Kind::Builtin ||
                             f.kind == Kind::Class || f.kind == Kind::ExceptionClass || f.kind == Kind::Method ||
                             f.kind == Kind::Wrapper;
    if (!is_callable) {
      a.in.raise(PyExc::TypeError, "first argument must be callable or None", a.line);
      return Failure{};
    }
    d.factory = f;
  }
  if (a.positional() > 2) return a.refuse("defaultdict() with more than two positional arguments");
  // The rest as dict(...): a mapping or pairs, then keywords.
  std::vector<Value> rest(a.args.begin() + (a.positional() >= 1 ? 1 : 0), a.args.end());
  Value plain;
  if (!rest.empty()) {
    FM_LET(plain, a.in.call(builtin_row("dict"), rest, a.keywords, a.line));
    for (const auto& [k, v] : dict_of(plain).entries) FM_CHECK(a.in.dict_set(d, k, v, a.line));
  }
  return result;
}

// Counter.update: counts of an iterable's items, or a mapping's counts added.
Status counter_add(Interpreter& in, DictObject& c, const Value& source, int line) {
  if (source.kind == Kind::Dict) {
    const bool empty = c.entries.empty();
    for (const auto& [k, v] : dict_of(source).entries) {
      Value total = v;
      if (!empty) {
        const Result<const Value*> have = in.dict_find(c, k, line);
        if (have.failed()) return Failure{};
        FM_LET(total, in.binary(BinaryOp::Add, v, *have ? **have : int_value(0), line));  // count + self.get(elem, 0)
      }
      FM_CHECK(in.dict_set(c, k, total, line));
    }
    return Status::ok();
  }
  if (flavored(source)) {
    in.unsupported("Counter() of a defaultdict", line);
    return Failure{};
  }
  FM_LET(IteratorObject * it, in.iterate(source, line));
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(in, item));
    if (!more) break;
    if (in.step(line).failed()) return Failure{};
    const Result<const Value*> have = in.dict_find(c, item, line);
    if (have.failed()) return Failure{};
    FM_LET(const Value total,
           *have ? in.binary(BinaryOp::Add, **have, int_value(1), line) : Result<Value>(int_value(1)));
    FM_CHECK(in.dict_set(c, item, total, line));
  }
  return Status::ok();
}

Result<Value> counter_call(Arguments& a) {
  if (a.positional() > 1) {
    a.in.raise(PyExc::TypeError, "expected at most 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  const Value result = a.in.make_dict(a.line);
  DictObject& c = dict_of(result);
  c.flavor = DictObject::Flavor::Counter;
  if (a.positional() == 1 && a.args[0].kind != Kind::None && counter_add(a.in, c, a.args[0], a.line).failed())
    return Failure{};
  if (!a.keywords.empty()) {
    const Value kwds = a.in.make_dict(a.line);
    for (std::size_t k = 0; k < a.keywords.size(); ++k)
      FM_CHECK(a.in.dict_set(dict_of(kwds), a.in.make_str(a.keywords[k], a.line), a.args[a.positional() + k], a.line));
    if (counter_add(a.in, c, kwds, a.line).failed()) return Failure{};
  }
  return result;
}

Result<Value> counter_update(Arguments& a) {
  if (a.positional() > 1) {
    a.in.raise(PyExc::TypeError, "expected at most 1 argument, got " + std::to_string(a.positional()), a.line);
    return Failure{};
  }
  DictObject& c = dict_of(a.self);
  if (a.positional() == 1 && a.args[0].kind != Kind::None && counter_add(a.in, c, a.args[0], a.line).failed())
    return Failure{};
  if (!a.keywords.empty()) return a.refuse("Counter.update() with keywords");
  return Value::none();
}

// The items by count, largest first (a stable sort: equal counts keep their order); false after
// an error (a TypeError when counts do not order).
Status by_count(Interpreter& in, const DictObject& c, std::vector<std::pair<Value, Value>>& out, int line) {
  out = c.entries;
  // Insertion sort, stable; `a < b` as Python compares counts.
  for (std::size_t i = 1; i < out.size(); ++i) {
    std::size_t j = i;
    while (j > 0) {
      FM_CHECK(in.step(line));
      FM_LET(const bool less, in.compare(CompareOp::Lt, out[j - 1].second, out[j].second, line));
      if (!less) break;
      std::swap(out[j - 1], out[j]);
      --j;
    }
  }
  return Status::ok();
}

Result<Value> most_common(Arguments& a) {
  if (a.only_keywords({"n"}).failed() || a.at_most(1, false).failed()) return Failure{};
  const Value* n = a.positional() == 1 ? &a.args[0] : a.keyword("n");
  std::vector<std::pair<Value, Value>> items;
  if (by_count(a.in, dict_of(a.self), items, a.line).failed()) return Failure{};
  std::size_t take = items.size();
  if (n && n->kind != Kind::None) {
    if (a.int_like(*n).failed()) return Failure{};
    take = static_cast<std::size_t>(std::max<std::int64_t>(
        0, std::min<std::int64_t>(n->number.int_value(), static_cast<std::int64_t>(items.size()))));
  }
  std::vector<Value> pairs;
  for (std::size_t i = 0; i < take; ++i)
    pairs.push_back(a.in.make_list({items[i].first, items[i].second}, a.line, Kind::Tuple));
  return a.in.make_list(std::move(pairs), a.line);
}

Result<Value> counter_total(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  std::vector<Value> counts;
  for (const auto& entry : dict_of(a.self).entries) counts.push_back(entry.second);
  return a.in.call(builtin_row("sum"), {a.in.make_list(std::move(counts), a.line)}, {}, a.line);
}

// --- namedtuple ---------------------------------------------------------------------------------

bool identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || (ch & 0x80); });
}

// A named tuple class `name` with `fields` and the last `defaults` as their defaults.
Result<Value> make_named_tuple(Interpreter& in, ClassObject* cls, const std::vector<std::string>& fields,
                               std::vector<Value> defaults, int line) {
  // _field_defaults: the last fields' names to their defaults, in field order.
  Value field_defaults = in.make_dict(line);
  for (std::size_t i = 0; i < defaults.size(); ++i) {
    FM_CHECK(in.dict_set(*static_cast<DictObject*>(field_defaults.object),
                         in.make_str(fields[fields.size() - defaults.size() + i], line), defaults[i], line));
  }
  auto* info = in.make<NamedTupleInfo>(line);
  info->fields = fields;
  info->new_def.name = "__new__";
  info->new_def.qualname = cls->name + ".__new__";
  info->new_def.params.push_back("_cls");
  for (const std::string& f : fields) info->new_def.params.push_back(f);
  info->new_def.positional = info->new_def.params.size();
  for (std::size_t i = 0; i < defaults.size(); ++i) info->new_def.defaults.emplace_back();
  info->new_def.locals.insert(info->new_def.params.begin(), info->new_def.params.end());
  info->new_function = in.make<FunctionObject>(line, &info->new_def, std::move(defaults));
  cls->named_tuple = info;
  std::vector<Value> names;
  for (const std::string& f : fields) names.push_back(in.make_str(f, line));
  cls->dict["_fields"] = in.make_list(std::move(names), line, Kind::Tuple);
  cls->dict["_field_defaults"] = field_defaults;
  auto* make = in.make<WrapperObject>(line, WrapperObject::What::ClassMethod, builtin_row("namedtuple._make"));
  cls->dict["_make"] = Value::of(Kind::Wrapper, make);
  return Value::of(Kind::Class, cls);
}

Result<Value> namedtuple_call(Arguments& a) {
  if (a.only_keywords({"rename", "defaults", "module", "typename", "field_names"}).failed()) return Failure{};
  for (const std::string& k : a.keywords) {
    if (k != "defaults") return a.refuse("namedtuple(..., " + k + "=...)");
  }
  if (a.positional() != 2) return a.refuse("namedtuple() with other than a name and its fields");
  if (a.args[0].kind != Kind::Str) return a.refuse("namedtuple() with a name that is not a str");
  std::vector<std::string> fields;
  if (a.args[1].kind == Kind::Str) {
    std::string word;
    for (char ch : text_of(a.args[1]) + " ") {
      if (ch == ',' || std::isspace(static_cast<unsigned char>(ch))) {
        if (!word.empty()) fields.push_back(word);
        word.clear();
      } else {
        word += ch;
      }
    }
  } else {
    std::vector<Value> items;
    if (a.in.collect(a.args[1], items, a.line).failed()) return Failure{};
    for (const Value& item : items) {
      if (item.kind != Kind::Str) return a.refuse("namedtuple() with a field name that is not a str");
      fields.push_back(text_of(item));
    }
  }
  const std::string type_name_text = text_of(a.args[0]);
  std::vector<std::string> all = {type_name_text};
  all.insert(all.end(), fields.begin(), fields.end());
  for (const std::string& name : all) {
    if (!identifier(name)) {
      a.in.raise(PyExc::ValueError, "Type names and field names must be valid identifiers: '" + name + "'", a.line);
      return Failure{};
    }
    if (is_keyword(name)) {
      a.in.raise(PyExc::ValueError, "Type names and field names cannot be a keyword: '" + name + "'", a.line);
      return Failure{};
    }
  }
  std::vector<std::string> seen;
  for (const std::string& name : fields) {
    if (name[0] == '_') {
      a.in.raise(PyExc::ValueError, "Field names cannot start with an underscore: '" + name + "'", a.line);
      return Failure{};
    }
    if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
      a.in.raise(PyExc::ValueError, "Encountered duplicate field name: '" + name + "'", a.line);
      return Failure{};
    }
    seen.push_back(name);
  }
  std::vector<Value> defaults;
  if (const Value* given = a.keyword("defaults"); given && given->kind != Kind::None) {
    if (a.in.collect(*given, defaults, a.line).failed()) return Failure{};
    if (defaults.size() > fields.size()) {
      a.in.raise(PyExc::TypeError, "Got more default values than field names", a.line);
      return Failure{};
    }
  }
  auto* cls = a.in.make<ClassObject>(a.line);
  cls->name = type_name_text;
  return make_named_tuple(a.in, cls, fields, std::move(defaults), a.line);
}

Result<Value> named_make(Arguments& a) {  // P._make(iterable), bound to the class
  if (a.args.size() != 2 || !a.keywords.empty()) return a.refuse("_make() with other than one iterable");
  std::vector<Value> items;
  if (a.in.collect(a.args[1], items, a.line).failed()) return Failure{};
  ClassObject* cls = static_cast<ClassObject*>(a.args[0].object);
  if (items.size() != cls->named_tuple->fields.size()) {
    a.in.raise(PyExc::TypeError,
               "Expected " + std::to_string(cls->named_tuple->fields.size()) + " arguments, got " +
                   std::to_string(items.size()),
               a.line);
    return Failure{};
  }
  const Value tuple = a.in.make_list(std::move(items), a.line, Kind::Tuple);
  list_of(tuple).named = cls;
  return tuple;
}

Result<Value> named_asdict(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  const ListObject& t = list_of(a.self);
  const Value out = a.in.make_dict(a.line);
  for (std::size_t i = 0; i < t.items.size(); ++i)
    FM_CHECK(a.in.dict_set(dict_of(out), a.in.make_str(t.named->named_tuple->fields[i], a.line), t.items[i], a.line));
  return out;
}

Result<Value> named_replace(Arguments& a) {
  if (a.positional() > 0) {
    a.in.raise(PyExc::TypeError,
               "_replace() takes 1 positional argument but " + std::to_string(a.positional() + 1) + " were given",
               a.line);
    return Failure{};
  }
  const ListObject& t = list_of(a.self);
  const auto& fields = t.named->named_tuple->fields;
  std::vector<Value> items = t.items;
  std::vector<std::string> unknown;
  for (std::size_t k = 0; k < a.keywords.size(); ++k) {
    const auto at = std::find(fields.begin(), fields.end(), a.keywords[k]);
    if (at == fields.end()) {
      unknown.push_back(a.keywords[k]);
    } else {
      items[static_cast<std::size_t>(at - fields.begin())] = a.args[k];
    }
  }
  if (!unknown.empty()) {
    std::string shown = "[";
    for (std::size_t i = 0; i < unknown.size(); ++i) shown += (i ? ", '" : "'") + unknown[i] + "'";
    a.in.raise(PyExc::ValueError, "Got unexpected field names: " + shown + "]", a.line);
    return Failure{};
  }
  const Value tuple = a.in.make_list(std::move(items), a.line, Kind::Tuple);
  list_of(tuple).named = t.named;
  return tuple;
}

Result<Value> typing_named_tuple(Arguments& a) {
  return a.refuse("typing.NamedTuple() called as a function (its class form runs)");
}
Result<Value> typing_typed_dict(Arguments& a) {
  return a.refuse("typing.TypedDict() called as a function (its class form runs)");
}

}  // namespace

// d[key] missing from a defaultdict (its factory's value, inserted) or a Counter (0); none
// when `dict` has no such default.
Result<std::optional<Value>> dict_missing(Interpreter& in, DictObject& dict, const Value& key, int line) {
  if (dict.flavor == DictObject::Flavor::Counter) return std::optional<Value>(int_value(0));
  if (dict.flavor != DictObject::Flavor::DefaultDict || dict.factory.kind == Kind::None) return std::optional<Value>();
  FM_LET(const Value made, in.call(dict.factory, {}, {}, line));
  FM_CHECK(in.dict_set(dict, key, made, line));
  return std::optional<Value>(made);
}

Status flavored_repr(Interpreter& in, const Value& v, std::string& out, int line) {
  DictObject& d = dict_of(v);
  if (d.flavor == DictObject::Flavor::DefaultDict) {
    out += "defaultdict(";
    if (in.repr(d.factory, out, line).failed()) return Failure{};
    out += ", ";
    DictObject plain;
    plain.entries = d.entries;
    if (in.repr(Value::of(Kind::Dict, &plain), out, line).failed()) return Failure{};
    out += ")";
    return Status::ok();
  }
  if (d.entries.empty()) return out += "Counter()", Status::ok();
  DictObject plain;
  if (by_count(in, d, plain.entries, line).failed()) {
    // Counter.__repr__: counts that do not order are shown in insertion order.
    if (!in.catch_pending(tag_of(PyExc::TypeError))) return Failure{};
    plain.entries = d.entries;
  }
  out += "Counter(";
  if (in.repr(Value::of(Kind::Dict, &plain), out, line).failed()) return Failure{};
  out += ")";
  return Status::ok();
}

Result<Value> named_tuple_new(Interpreter& in, ClassObject* cls, std::vector<Value>& args,
                              const std::vector<std::string>& keywords, int line) {
  const NamedTupleInfo& info = *cls->named_tuple;
  args.insert(args.begin(), Value::of(Kind::Class, cls));
  Scope frame;
  if (in.bind_arguments(info.new_def, *info.new_function, frame, args, keywords, line).failed()) return Failure{};
  std::vector<Value> items;
  for (const std::string& f : info.fields) items.push_back(frame.vars[f]);
  const Value tuple = in.make_list(std::move(items), line, Kind::Tuple);
  list_of(tuple).named = cls;
  return tuple;
}

Status named_tuple_repr(Interpreter& in, const Value& v, std::string& out, int line) {
  const ListObject& t = list_of(v);
  out += t.named->name + "(";
  for (std::size_t i = 0; i < t.items.size(); ++i) {
    out += (i ? ", " : "") + t.named->named_tuple->fields[i] + "=";
    if (in.repr(t.items[i], out, line).failed()) return Failure{};
  }
  out += ")";
  return Status::ok();
}

Result<Value> named_tuple_attribute(Interpreter& in, const Value& v, const std::string& name, int line) {
  const ListObject& t = list_of(v);
  const auto& fields = t.named->named_tuple->fields;
  const auto at = std::find(fields.begin(), fields.end(), name);
  if (at != fields.end()) return t.items[static_cast<std::size_t>(at - fields.begin())];
  if (name == "_asdict" || name == "_replace")
    return bound_builtin(name == "_asdict" ? "namedtuple._asdict" : "namedtuple._replace", v);
  if (name == "__class__") return Value::of(Kind::Class, t.named);
  if (t.named->find(name)) {
    // A method or class attribute of a typing.NamedTuple class (bound to the tuple).
    const Value attribute = *t.named->find(name);
    if (attribute.kind == Kind::Function)
      return Value::of(Kind::Wrapper, in.make<WrapperObject>(line, WrapperObject::What::BoundMethod, attribute, v));
    if (attribute.kind == Kind::Wrapper) {
      const auto& w = *static_cast<WrapperObject*>(attribute.object);
      if (w.what == WrapperObject::What::Property) return in.call(w.function, {v}, {}, line);
      if (w.what == WrapperObject::What::StaticMethod) return w.function;
      if (w.what == WrapperObject::What::ClassMethod) {
        return Value::of(Kind::Wrapper, in.make<WrapperObject>(line, WrapperObject::What::BoundMethod, w.function,
                                                               Value::of(Kind::Class, t.named)));
      }
    }
    return attribute;
  }
  if (name == "count" || name == "index") return bound_builtin(name == "count" ? "tuple.count" : "tuple.index", v);
  if (name.size() > 4 && name.compare(0, 2, "__") == 0) {
    in.unsupported("the attribute " + t.named->name + "." + name + " is not supported", line);
    return Failure{};
  }
  in.raise(PyExc::AttributeError, "'" + t.named->name + "' object has no attribute '" + name + "'", line);
  return Failure{};
}

// class P(NamedTuple): its annotated names are the fields, their values the defaults.
Status make_class_named_tuple(Interpreter& in, ClassObject& cls, int line) {
  std::vector<Value> defaults;
  std::vector<std::string> default_names;
  for (const std::string& name : cls.annotated) {
    if (name[0] == '_') {
      in.raise(PyExc::AttributeError, "Cannot overwrite NamedTuple attribute " + name, line);
      return Failure{};
    }
    const auto found = cls.dict.find(name);
    if (found != cls.dict.end()) {
      defaults.push_back(found->second);
      default_names.push_back(name);
      cls.dict.erase(found);
    } else if (!default_names.empty()) {
      std::string names;
      for (std::size_t i = 0; i < default_names.size(); ++i) names += (i ? ", " : "") + default_names[i];
      in.raise(PyExc::TypeError,
               "Non-default namedtuple field " + name + " cannot follow default field" +
                   (default_names.size() > 1 ? "s " : " ") + names,
               line);
      return Failure{};
    }
  }
  for (const auto& [name, value] : cls.dict) {
    if (name.size() > 4 && name.compare(0, 2, "__") == 0 && name != "__module__" && name != "__qualname__" &&
        name != "__doc__" && name != "__annotations__") {
      in.unsupported("a NamedTuple class defining " + name + " is not supported", line);
      return Failure{};
    }
  }
  FM_CHECK(make_named_tuple(in, &cls, cls.annotated, std::move(defaults), line));
  return Status::ok();
}

bool named_tuple_field(const ClassObject& cls, const std::string& name) {
  const auto& fields = cls.named_tuple->fields;
  return std::find(fields.begin(), fields.end(), name) != fields.end();
}

const BuiltinRow kCollectionsRows[] = {{"collections.defaultdict", defaultdict_call, true},
                                       {"collections.Counter", counter_call, true},
                                       {"collections.namedtuple", namedtuple_call},
                                       {"Counter.most_common", most_common},
                                       {"Counter.total", counter_total},
                                       {"Counter.update", counter_update},
                                       {"namedtuple._make", named_make},
                                       {"namedtuple._asdict", named_asdict},
                                       {"namedtuple._replace", named_replace},
                                       {"typing.NamedTuple", typing_named_tuple, true},
                                       {"typing.TypedDict", typing_typed_dict, true},
                                       {nullptr, nullptr}};

extern const ModuleDef kCollectionsModule{"collections", kCollectionsRows, nullptr};

}  // namespace fm::pyexec
