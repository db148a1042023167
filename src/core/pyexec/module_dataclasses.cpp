// dataclasses: @dataclass (init, repr, eq, order, frozen, slots) with its generated __init__,
// __repr__, __eq__, ordering and __hash__ as CPython 3.12 writes them; field(default=,
// default_factory=, init=, repr=, compare=); __post_init__; FrozenInstanceError; asdict, astuple.
#include <memory>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

struct Dataclass : Object {
  struct Field {
    std::string name;
    Value fallback;  // the default, the MISSING marker, or the FACTORY marker
    Value factory;
    bool init = true, repr = true, compare = true;
  };
  std::vector<Field> fields;
  bool frozen = false;
  bool eq = true;
  bool order = false;
  FunctionDef init_def;  // the generated __init__'s parameters (self, then the init fields)
  FunctionObject* init_function = nullptr;
};

namespace {

// Markers (never a program's value): no default; a default_factory supplies it.
Value missing() { return Value::of(Kind::Alias, nullptr, -2); }
Value from_factory() { return Value::of(Kind::Alias, nullptr, -3); }
bool is_marker(const Value& v, int tag) { return v.kind == Kind::Alias && v.tag == tag; }

// The dataclass that self's class is, or inherits its generated methods from.
Dataclass* dataclass_of(const Value& self) {
  for (ClassObject* c = class_of(self); c; c = c->base) {
    if (c->dataclass) return c->dataclass;
  }
  return nullptr;
}

Result<Value> field_call(Arguments& a) {
  if (a.positional() > 0) {
    a.in.raise(PyExc::TypeError,
               "field() takes 0 positional arguments but " + std::to_string(a.positional()) +
                   (a.positional() == 1 ? " was" : " were") + " given",
               a.line);
    return Failure{};
  }
  if (a.only_keywords({"default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only"})
          .failed())
    return Failure{};
  for (const std::string& k : a.keywords) {
    if (k == "hash" || k == "metadata" || k == "kw_only") return a.refuse("dataclasses.field(" + k + "=...)");
  }
  const Value* fallback = a.keyword("default");
  const Value* factory = a.keyword("default_factory");
  if (fallback && factory) {
    a.in.raise(PyExc::ValueError, "cannot specify both default and default_factory", a.line);
    return Failure{};
  }
  auto* w = a.in.make<WrapperObject>(a.line, WrapperObject::What::Field, fallback ? *fallback : missing(),
                                     factory ? *factory : missing());
  int flags = 0;
  const char* names[] = {"init", "repr", "compare"};
  for (int i = 0; i < 3; ++i) {
    FM_LET(const bool on, a.keyword_truth(names[i], true));
    if (on) flags |= 1 << i;
  }
  w->flags = flags;
  return Value::of(Kind::Wrapper, w);
}

// The decorator's keyword argument `name` (apply_dataclass has checked that each is one it knows),
// or the fallback. Keyword names are str: they are compared, not hashed; the value's truth may fail.
Result<bool> option(Interpreter& in, const Value& options, const char* name, bool fallback) {
  if (options.kind != Kind::Dict) return fallback;
  for (const auto& [key, value] : dict_of(options).entries) {
    if (text_of(key) == name) return in.truthy(value);
  }
  return fallback;
}

Result<Value> apply_dataclass(Interpreter& in, const Value& target, const Value& options, int line) {
  if (target.kind != Kind::Class) return in.unsupported("@dataclass on other than a class", line);
  ClassObject& cls = *static_cast<ClassObject*>(target.object);
  if (options.kind == Kind::Dict) {
    for (const auto& [key, value] : dict_of(options).entries) {
      const std::string& k = text_of(key);
      if (k != "init" && k != "repr" && k != "eq" && k != "order" && k != "frozen" && k != "slots" &&
          k != "match_args") {
        in.unsupported("@dataclass(" + k + "=...) is not supported", line);
        return Failure{};
      }
      if (k == "init" || k == "repr") {
        FM_LET(const bool on, in.truthy(value));
        if (!on) return in.unsupported("@dataclass(" + k + "=False) is not supported", line);
      }
    }
  }
  auto* d = in.make<Dataclass>(line);
  FM_LET(d->frozen, option(in, options, "frozen", false));
  FM_LET(d->eq, option(in, options, "eq", true));
  FM_LET(d->order, option(in, options, "order", false));
  if (d->order && !d->eq) {
    in.raise(PyExc::ValueError, "eq must be true if order is true", line);
    return Failure{};
  }
  for (ClassObject* c = cls.base; c; c = c->base) {
    if (c->dataclass) {
      if (c->dataclass->frozen != d->frozen) {
        in.raise(PyExc::TypeError,
                 d->frozen ? "cannot inherit frozen dataclass from a non-frozen one"
                           : "cannot inherit non-frozen dataclass from a frozen one",
                 line);
        return Failure{};
      }
      d->fields = c->dataclass->fields;
      break;
    }
  }
  for (const std::string& name : cls.annotated) {
    Dataclass::Field field;
    field.name = name;
    field.fallback = missing();
    field.factory = missing();
    const auto found = cls.dict.find(name);
    if (found != cls.dict.end()) {
      const Value& v = found->second;
      if (v.kind == Kind::Wrapper && static_cast<WrapperObject*>(v.object)->what == WrapperObject::What::Field) {
        const auto& f = *static_cast<WrapperObject*>(v.object);
        field.fallback = f.function;
        field.factory = f.self;
        field.init = f.flags & 1;
        field.repr = f.flags & 2;
        field.compare = f.flags & 4;
        if (is_marker(f.function, -2)) {
          cls.dict.erase(found);
        } else {
          found->second = f.function;
        }
      } else {
        field.fallback = v;
      }
    }
    const Value& dflt = field.fallback;
    if (dflt.kind == Kind::List || dflt.kind == Kind::Dict) {
      in.raise(PyExc::ValueError,
               std::string("mutable default <class '") + type_name(dflt) + "'> for field " + name +
                   " is not allowed: use default_factory",
               line);
      return Failure{};
    }
    if (!is_marker(field.factory, -2)) field.fallback = from_factory();
    bool replaced = false;
    for (auto& existing : d->fields) {
      if (existing.name == name) existing = field, replaced = true;
    }
    if (!replaced) d->fields.push_back(field);
  }
  // The generated __init__(self, a, b=..., ...): CPython's own argument checks and messages.
  d->init_def.name = "__init__";
  d->init_def.qualname = cls.name + ".__init__";
  d->init_def.params.push_back("self");
  std::vector<Value> defaults;
  bool seen_default = false;
  for (const auto& field : d->fields) {
    if (!field.init) continue;
    const bool has_default = !is_marker(field.fallback, -2);
    if (!has_default && seen_default) {
      in.raise(PyExc::TypeError, "non-default argument '" + field.name + "' follows default argument", line);
      return Failure{};
    }
    seen_default = seen_default || has_default;
    d->init_def.params.push_back(field.name);
    if (has_default) {
      d->init_def.defaults.emplace_back();
      defaults.push_back(field.fallback);
    }
  }
  d->init_def.positional = d->init_def.params.size();
  d->init_def.locals.insert(d->init_def.params.begin(), d->init_def.params.end());
  d->init_function = in.make<FunctionObject>(line, &d->init_def, std::move(defaults));
  cls.dataclass = d;
  const auto generate = [&](const char* name, const std::string& row_name) {
    if (!cls.dict.count(name)) cls.dict[name] = builtin_row(row_name);
  };
  // As _process_class: a __hash__ the class wrote itself stays (None beside its own __eq__ is not one).
  const auto hash = cls.dict.find("__hash__");
  const bool explicit_hash = hash != cls.dict.end() && !(hash->second.kind == Kind::None && cls.dict.count("__eq__"));
  generate("__init__", "dataclass.__init__");
  generate("__repr__", "dataclass.__repr__");
  if (d->eq) {
    generate("__eq__", "dataclass.__eq__");
    if (!explicit_hash) {
      cls.dict.erase("__hash__");
      if (d->frozen) {
        generate("__hash__", "dataclass.__hash__");
      } else {
        cls.dict["__hash__"] = Value::none();
      }
    }
  }
  if (d->order) {
    for (const char* op : {"__lt__", "__le__", "__gt__", "__ge__"}) {
      if (cls.dict.count(op)) {
        in.raise(PyExc::TypeError,
                 std::string("Cannot overwrite attribute ") + op + " in class " + cls.name +
                     ". Consider using functools.total_ordering",
                 line);
        return Failure{};
      }
      generate(op, std::string("dataclass.") + op);
    }
  }
  FM_LET(const bool slots, option(in, options, "slots", false));
  if (slots) {
    cls.slotted = !cls.base || cls.base->slotted;
    for (const auto& field : d->fields) cls.slots.push_back(field.name);
  }
  return target;
}

Result<Value> dataclass_call(Arguments& a) {
  if (a.positional() == 1 && a.keywords.empty()) return apply_dataclass(a.in, a.args[0], Value(), a.line);
  if (a.positional() > 1) return a.refuse("dataclass() with more than one positional argument");
  const Value options = a.in.make_dict(a.line);
  for (std::size_t k = 0; k < a.keywords.size(); ++k) {
    FM_CHECK(a.in.dict_set(dict_of(options), a.in.make_str(a.keywords[k], a.line), a.args[a.positional() + k], a.line));
  }
  if (a.positional() == 1) return apply_dataclass(a.in, a.args[0], options, a.line);
  return bound_builtin("dataclasses.dataclass.apply", options);
}

Result<Value> dataclass_apply(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  return apply_dataclass(a.in, a.args[0], a.self, a.line);
}

Result<Value> generated_init(Arguments& a) {
  Dataclass* d = dataclass_of(a.args.empty() ? Value() : a.args[0]);
  if (!d) return a.refuse("a dataclass __init__ called without its instance");
  Scope frame;
  if (a.in.bind_arguments(d->init_def, *d->init_function, frame, a.args, a.keywords, a.line).failed()) return Failure{};
  const Value self = frame.vars["self"];
  auto& attrs = class_of(self) && self.kind == Kind::Instance ? static_cast<InstanceObject*>(self.object)->attrs
                                                              : static_cast<ExceptionObject*>(self.object)->attrs;
  for (const auto& field : d->fields) {
    Value value;
    if (field.init) {
      value = frame.vars[field.name];
    } else if (!is_marker(field.factory, -2)) {
      value = from_factory();
    } else if (!is_marker(field.fallback, -2)) {
      value = field.fallback;
    } else {
      continue;  // no default and not in __init__: never set
    }
    if (is_marker(value, -3)) {
      FM_LET(value, a.in.call(field.factory, {}, {}, a.line));
    }
    bool set = false;
    for (auto& [key, current] : attrs) {
      if (key == field.name) current = value, set = true;
    }
    if (!set) attrs.emplace_back(field.name, value);
  }
  FM_CHECK(a.in.call_dunder(self, "__post_init__", {}, a.line));
  return Value::none();
}

Result<Value> field_value(Interpreter& in, const Value& self, const std::string& name, int line) {
  return builtin_attribute(in, self, name, line);
}

Result<Value> generated_repr(Arguments& a) {
  const Value& self = a.args[0];
  Dataclass* d = dataclass_of(self);
  std::string out = class_of(self)->name + "(";
  bool first = true;
  for (const auto& field : d->fields) {
    if (!field.repr) continue;
    FM_LET(const Value value, field_value(a.in, self, field.name, a.line));
    out += (first ? "" : ", ") + field.name + "=";
    first = false;
    if (a.in.repr(value, out, a.line).failed()) return Failure{};
  }
  out += ")";
  return a.in.make_str(std::move(out), a.line);
}

// The compared fields of self, as a tuple.
Result<Value> compared_tuple(Interpreter& in, const Value& self, Dataclass& d, int line) {
  std::vector<Value> items;
  for (const auto& field : d.fields) {
    if (!field.compare) continue;
    FM_LET(Value value, field_value(in, self, field.name, line));
    items.push_back(std::move(value));
  }
  return in.make_list(std::move(items), line, Kind::Tuple);
}

Result<Value> generated_compare(Arguments& a, CompareOp op) {
  if (a.args.size() != 2) return a.refuse("a dataclass comparison called with other than one argument");
  const Value& self = a.args[0];
  const Value& other = a.args[1];
  if (class_of(other) != class_of(self)) return Value::of(Kind::NotImplemented, nullptr);
  Dataclass* d = dataclass_of(self);
  FM_LET(const Value x, compared_tuple(a.in, self, *d, a.line));
  FM_LET(const Value y, compared_tuple(a.in, other, *d, a.line));
  bool result = false;
  FM_LET(result, a.in.compare(op, x, y, a.line));
  return Value::boolean(result);
}
Result<Value> generated_eq(Arguments& a) { return generated_compare(a, CompareOp::Eq); }
Result<Value> generated_lt(Arguments& a) { return generated_compare(a, CompareOp::Lt); }
Result<Value> generated_le(Arguments& a) { return generated_compare(a, CompareOp::LtE); }
Result<Value> generated_gt(Arguments& a) { return generated_compare(a, CompareOp::Gt); }
Result<Value> generated_ge(Arguments& a) { return generated_compare(a, CompareOp::GtE); }

Result<Value> generated_hash(Arguments& a) {
  FM_LET(const Value t, compared_tuple(a.in, a.args[0], *dataclass_of(a.args[0]), a.line));
  std::size_t h = 0;
  FM_LET(h, a.in.hash(t, a.line));
  return int_value(static_cast<std::int64_t>(h & 0xFFFFFFFFFFFFull));
}

// asdict / astuple: dataclass instances, lists, tuples and dicts copied recursively.
Status as_plain(Interpreter& in, const Value& v, bool dict, Value& out, int line) {
  const DepthScope depth(in, line);
  if (!depth.ok() || in.step(line).failed()) return Failure{};
  if (Dataclass* d = v.kind == Kind::Instance ? dataclass_of(v) : nullptr) {
    std::vector<Value> items;
    const Value result = dict ? in.make_dict(line) : Value();
    for (const auto& field : d->fields) {
      Value item;
      FM_LET(const Value value, field_value(in, v, field.name, line));
      if (as_plain(in, value, dict, item, line).failed()) return Failure{};
      if (dict) {
        FM_CHECK(in.dict_set(dict_of(result), in.make_str(field.name, line), item, line));
      } else {
        items.push_back(item);
      }
    }
    out = dict ? result : in.make_list(std::move(items), line, Kind::Tuple);
    return Status::ok();
  }
  switch (v.kind) {
    case Kind::None:
    case Kind::Bool:
    case Kind::Number:
    case Kind::Str: out = v; return Status::ok();
    case Kind::List:
    case Kind::Tuple: {
      std::vector<Value> items;
      for (const Value& item : list_of(v).items) {
        Value copy;
        if (as_plain(in, item, dict, copy, line).failed()) return Failure{};
        items.push_back(copy);
      }
      out = in.make_list(std::move(items), line, v.kind);
      return Status::ok();
    }
    case Kind::Dict: {
      out = in.make_dict(line);
      for (const auto& [key, item] : dict_of(v).entries) {
        Value k, copy;
        if (as_plain(in, key, dict, k, line).failed() || as_plain(in, item, dict, copy, line).failed())
          return Failure{};
        FM_CHECK(in.dict_set(dict_of(out), k, copy, line));
      }
      return Status::ok();
    }
    default:
      in.unsupported(std::string("asdict()/astuple() of a field holding a ") + type_name(v), line);
      return Failure{};
  }
}

Result<Value> as_call(Arguments& a, bool dict) {
  if (a.positional() != 1 || !a.keywords.empty())
    return a.refuse(std::string(dict ? "asdict" : "astuple") + "() with other than one argument");
  if (a.args[0].kind != Kind::Instance || !dataclass_of(a.args[0])) {
    a.in.raise(PyExc::TypeError,
               std::string(dict ? "asdict" : "astuple") + "() should be called on dataclass instances", a.line);
    return Failure{};
  }
  Value out;
  if (as_plain(a.in, a.args[0], dict, out, a.line).failed()) return Failure{};
  return out;
}
Result<Value> asdict_call(Arguments& a) { return as_call(a, true); }
Result<Value> astuple_call(Arguments& a) { return as_call(a, false); }

}  // namespace

Status check_frozen_assignment(Interpreter& in, const ClassObject& cls, const std::string& name, int line) {
  const ClassObject* owner = &cls;
  while (owner && !owner->dataclass) owner = owner->base;
  if (!owner || !owner->dataclass->frozen) return Status::ok();
  bool field = false;
  for (const auto& f : owner->dataclass->fields) field = field || f.name == name;
  if (owner == &cls || field)
    return in.raise(PyExc::FrozenInstanceError, "cannot assign to field '" + name + "'", line);
  return Status::ok();
}

const BuiltinRow kDataclassRows[] = {
    {"dataclasses.dataclass", dataclass_call}, {"dataclasses.dataclass.apply", dataclass_apply},
    {"dataclasses.field", field_call},         {"dataclasses.asdict", asdict_call},
    {"dataclasses.astuple", astuple_call},     {"dataclass.__init__", generated_init},
    {"dataclass.__repr__", generated_repr},    {"dataclass.__eq__", generated_eq},
    {"dataclass.__lt__", generated_lt},        {"dataclass.__le__", generated_le},
    {"dataclass.__gt__", generated_gt},        {"dataclass.__ge__", generated_ge},
    {"dataclass.__hash__", generated_hash},    {nullptr, nullptr}};

namespace {
std::optional<Value> dataclasses_member(const std::string& name) {
  if (name != "FrozenInstanceError") return std::nullopt;
  return Value{Kind::ExceptionClass, PyValue(), nullptr, tag_of(PyExc::FrozenInstanceError)};
}
}  // namespace
extern const ModuleDef kDataclassesModule{"dataclasses", kDataclassRows, dataclasses_member};

}  // namespace fm::pyexec
