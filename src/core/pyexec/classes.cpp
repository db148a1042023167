// The classes a program defines (at module level, one base at most): their creation, instances,
// attributes (methods bound to their instance, staticmethod, classmethod, property), super(),
// and the special methods the subset calls for operators and builtins, as CPython 3.12 does.
// A special method the subset does not call is refused where the class defines it.
#include <algorithm>
#include <cstring>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "interpreter.hpp"
#include "typing.hpp"

namespace fm::pyexec {

namespace {

// The special names a class may define: each is called where CPython calls it.
const char* const kAllowedDunders[] = {
    "__init__",       "__repr__",        "__str__",      "__eq__",       "__ne__",       "__lt__",
    "__le__",         "__gt__",          "__ge__",       "__hash__",     "__bool__",     "__len__",
    "__getitem__",    "__setitem__",     "__contains__", "__iter__",     "__call__",     "__add__",
    "__radd__",       "__iadd__",        "__sub__",      "__rsub__",     "__isub__",     "__mul__",
    "__rmul__",       "__imul__",        "__truediv__",  "__rtruediv__", "__itruediv__", "__floordiv__",
    "__rfloordiv__",  "__ifloordiv__",   "__mod__",      "__rmod__",     "__imod__",     "__pow__",
    "__rpow__",       "__ipow__",        "__neg__",      "__pos__",      "__abs__",      "__float__",
    "__int__",        "__post_init__",   "__slots__",    "__doc__",      "__module__",   "__qualname__",
    "__match_args__", "__annotations__", "__or__",       "__ror__",      "__ior__",      "__xor__",
    "__rxor__",       "__ixor__",        "__and__",      "__rand__",     "__iand__",     "__lshift__",
    "__rlshift__",    "__ilshift__",     "__rshift__",   "__rrshift__",  "__irshift__",  "__invert__"};

bool is_dunder(const std::string& name) {
  return name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0;
}

bool allowed_dunder(const std::string& name) {
  return std::find_if(std::begin(kAllowedDunders), std::end(kAllowedDunders),
                      [&](const char* d) { return name == d; }) != std::end(kAllowedDunders);
}

WrapperObject* wrapper_of(const Value& v) {
  return v.kind == Kind::Wrapper ? static_cast<WrapperObject*>(v.object) : nullptr;
}

bool is_wrapper(const Value& v, WrapperObject::What what) {
  const WrapperObject* w = wrapper_of(v);
  return w && w->what == what;
}

std::vector<std::pair<std::string, Value>>* attrs_of(const Value& v) {
  if (v.kind == Kind::Instance) return &static_cast<InstanceObject*>(v.object)->attrs;
  if (v.kind == Kind::Exception) return &static_cast<ExceptionObject*>(v.object)->attrs;
  return nullptr;
}

bool same_function(const Value* a, const Value* b) {
  if (!a || !b) return a == b;
  return a->kind == b->kind && a->object == b->object && a->tag == b->tag;
}

}  // namespace

// --- class creation -----------------------------------------------------------------------------

Status Interpreter::execute_class(const ClassStmt& def, Scope& scope) {
  const int line = def.line;
  std::vector<Value> decorators;
  for (const ExprPtr& decorator : def.decorators) {
    FM_LET(Value applied, evaluate(*decorator, scope));
    decorators.push_back(std::move(applied));
  }
  auto* cls = make<ClassObject>(line);
  if (failed()) return Failure{};
  cls->name = def.name;
  bool named_tuple = false;
  bool is_enum = false;
  if (def.base) {
    FM_LET(const Value base, evaluate(*def.base, scope));
    if (base.kind == Kind::Class) {
      cls->base = static_cast<ClassObject*>(base.object);
      if (cls->base->named_tuple || cls->base->typed_dict || cls->base->enum_members) {
        return unsupported("a class deriving from a named tuple is not supported", def.base->line);
      }
      cls->exception_base = cls->base->exception_base;
      cls->abstract_base = cls->base->abstract_base;
    } else if (is_type(base, "abc.ABC")) {
      cls->abstract_base = true;
    } else if (base.kind == Kind::ExceptionClass) {
      const std::string name = builtin_name(base);
      if (name == "SystemExit" || name == "KeyboardInterrupt" || name == "GeneratorExit" || name == "StopIteration") {
        return unsupported("a class deriving from " + name + " is not supported", def.base->line);
      }
      cls->exception_base = base.tag;
    } else if (is_type(base, "typing.NamedTuple")) {
      named_tuple = true;
    } else if (is_type(base, "typing.TypedDict")) {
      cls->typed_dict = true;
    } else if (is_type(base, "enum.Enum")) {
      is_enum = true;
    } else if (base.kind == Kind::Alias && typing_name(base)) {
      // typing's special forms as CPython takes them: Protocol and Protocol[T] make a protocol
      // class, Generic[T] an ordinary one; the other hints (Sequence, plain Generic) are refused.
      const std::string name = typing_name(base);
      const bool from_typing = std::string(typing_module(base)) == "typing";
      if (from_typing && name == "Protocol") {
        cls->protocol = true;
      } else if (!(from_typing && name == "Generic" && typing_subscripted(base))) {
        return unsupported("a class deriving from " + std::string(typing_module(base)) + "." + name +
                               (typing_subscripted(base) ? "[...]" : "") + " is not supported",
                           def.base->line);
      }
    } else if (!is_type(base, "object")) {
      std::string what =
          base.kind == Kind::Builtin ? "'" + builtin_name(base) + "'" : std::string("a ") + type_name(base) + " object";
      return unsupported("a class deriving from " + what + " is not supported", def.base->line);
    }
  }
  Scope* body = make<Scope>(line);
  if (failed()) return Failure{};
  body->type = Scope::Type::Class;
  body->parent = &scope;
  body->vars["__module__"] = make_str("__main__", line);
  body->vars["__qualname__"] = make_str(def.name, line);
  FM_CHECK(execute(def.body, *body));
  for (const auto& [name, value] : body->vars) {
    if (is_dunder(name) && !allowed_dunder(name)) {
      return unsupported("a class defining " + name + " is not supported", line);
    }
  }
  cls->dict = std::move(body->vars);
  cls->annotated = std::move(body->annotated);
  cls->order = std::move(body->order);
  if (is_enum && make_enum(*cls, line).failed()) return Failure{};
  if (named_tuple && make_class_named_tuple(*this, *cls, line).failed()) return Failure{};
  if (cls->typed_dict) {
    for (const auto& [name, value] : cls->dict) {
      if (name != "__module__" && name != "__qualname__" && name != "__doc__") {
        return unsupported("a TypedDict class with other than annotations (" + name + ") is not supported", line);
      }
    }
  }
  for (auto& [name, value] : cls->dict) {
    Value function = value;
    if (const WrapperObject* w = wrapper_of(value)) function = w->function;
    if (function.kind == Kind::Function) {
      auto* f = static_cast<FunctionObject*>(function.object);
      if (!f->owner) f->owner = cls;
    }
  }
  // __slots__: the only attributes its instances may have (when every base has __slots__ too).
  const auto slots = cls->dict.find("__slots__");
  if (slots != cls->dict.end()) {
    std::vector<Value> names;
    if (slots->second.kind == Kind::Str) {
      names.push_back(slots->second);
    } else if (collect(slots->second, names, line).failed()) {
      return Failure{};
    }
    for (const Value& name : names) {
      if (name.kind != Kind::Str) {
        return raise(PyExc::TypeError, std::string("__slots__ items must be strings, not '") + type_name(name) + "'",
                     line);
      }
      if (cls->dict.count(text_of(name))) {
        return raise(PyExc::ValueError, "'" + text_of(name) + "' in __slots__ conflicts with class variable", line);
      }
      cls->slots.push_back(text_of(name));
    }
    cls->slotted = !cls->base || cls->base->slotted;
    if (cls->exception_base >= 0) cls->slotted = false;  // BaseException instances have a __dict__
  }
  if (cls->dict.count("__eq__") && !cls->dict.count("__hash__")) cls->dict["__hash__"] = Value::none();
  Value value = Value::of(Kind::Class, cls);
  for (std::size_t i = decorators.size(); i-- > 0;) {
    const Value& d = decorators[i];
    if (d.kind != Kind::Function && !is_type(d, "dataclasses.dataclass") && !(d.kind == Kind::Method)) {
      return unsupported(
          std::string("a class decorator other than @dataclass (a ") + type_name(d) + ") is not supported",
          def.decorators[i]->line);
    }
    FM_LET(value, call(d, {value}, {}, def.decorators[i]->line));
  }
  bind_name(def.name, value, scope);
  return Status::ok();
}

// class C(Enum): each name its body binds to other than a function or a descriptor is a member
// (an instance with `name` and `value`); a second name for an equal value is an alias of the first.
Status Interpreter::make_enum(ClassObject& cls, int line) {
  cls.enum_members = make<ListObject>(line);
  std::vector<Value> values;  // the members' values so far, aliases included (auto() counts on from them)
  for (const std::string& name : cls.order) {
    if (is_dunder(name)) {
      if (name != "__module__" && name != "__qualname__" && name != "__doc__" && name != "__repr__" &&
          name != "__str__") {
        unsupported("an Enum class defining " + name + " is not supported", line);
        return Failure{};
      }
      continue;
    }
    Value& value = cls.dict[name];
    if (value.kind == Kind::Wrapper &&
        static_cast<WrapperObject*>(value.object)->what == WrapperObject::What::EnumAuto) {
      // Enum._generate_next_value_ (3.12): 1 first, then the last value plus one (the largest).
      std::int64_t next = 1;
      for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i].kind != Kind::Number || !values[i].number.is_int()) {
          unsupported("enum.auto() after a member whose value is not an int is not supported", line);
          return Failure{};
        }
        next = i == 0 ? values[i].number.int_value() + 1 : std::max(next, values[i].number.int_value() + 1);
      }
      if (!values.empty() && values.back().number.int_value() + 1 != next) {  // 3.12 warns (DeprecationWarning) there
        unsupported("enum.auto() after a value smaller than an earlier one is not supported", line);
        return Failure{};
      }
      value = Value::of(PyValue::make_int(next).value());
    }
    if (value.kind == Kind::Function || value.kind == Kind::Wrapper) continue;
    if (name[0] == '_' || name == "name" || name == "value" || name == "mro") {
      unsupported("an Enum member named " + name + " is not supported", line);
      return Failure{};
    }
    if (value.kind == Kind::Instance || value.kind == Kind::Class || value.kind == Kind::Builtin ||
        value.kind == Kind::Method) {
      unsupported(std::string("an Enum member whose value is a ") + type_name(value) + " is not supported", line);
      return Failure{};
    }
    Value alias;
    for (const Value& member : cls.enum_members->items) {
      bool same = false;
      FM_LET(same, same_or_equal(static_cast<InstanceObject*>(member.object)->attrs[1].second, value, line));
      if (same) {
        alias = member;
        break;
      }
    }
    values.push_back(value);
    if (alias.kind == Kind::Instance) {
      value = alias;
      continue;
    }
    auto* member = make<InstanceObject>(line, &cls);
    member->attrs = {
        {"name", make_str(name, line)}, {"value", value}, {"_name_", make_str(name, line)}, {"_value_", value}};
    value = Value::of(Kind::Instance, member);
    cls.enum_members->items.push_back(value);
  }
  return Status::ok();
}

// --- instances and calls ------------------------------------------------------------------------

Result<Value> Interpreter::instantiate(ClassObject* cls, std::vector<Value>& args,
                                       const std::vector<std::string>& keywords, int line) {
  if (cls->named_tuple) return named_tuple_new(*this, cls, args, keywords, line);
  if (cls->enum_members) {  // Color(1): the member of that value
    if (args.size() != 1 || !keywords.empty()) {
      unsupported("calling an Enum class with other than one value", line);
      return Failure{};
    }
    for (const Value& member : cls->enum_members->items) {
      bool same = false;
      FM_LET(same, same_or_equal(static_cast<InstanceObject*>(member.object)->attrs[1].second, args[0], line));
      if (same) return member;
    }
    std::string shown;
    if (repr(args[0], shown, line).failed()) return Failure{};
    raise(PyExc::ValueError, shown + " is not a valid " + cls->name, line);
    return Failure{};
  }
  if (cls->protocol) {  // typing._no_init_or_replace_init
    if (cls->dict.count("__init__") || cls->dict.count("__new__"))
      return unsupported("instantiating a Protocol class that defines __init__ is not supported", line);
    return raise(PyExc::TypeError, "Protocols cannot be instantiated", line);
  }
  if (cls->abstract_base) {
    const std::string abstract = abstract_methods_message(*cls);
    if (!abstract.empty()) {
      raise(PyExc::TypeError, abstract, line);
      return Failure{};
    }
  }
  if (cls->typed_dict) {  // a TypedDict is dict(...) at run time
    return call(builtin_row("dict"), std::move(args), keywords, line);
  }
  const Value* init = cls->find("__init__");
  Value self;
  if (cls->exception_base >= 0) {
    // BaseException.__new__ keeps the positional arguments as args; __init__ (its own or the class's) follows.
    std::vector<Value> positional(args.begin(), args.end() - static_cast<std::ptrdiff_t>(keywords.size()));
    auto* e = make<ExceptionObject>(line, cls->name, std::move(positional));
    e->cls = cls;
    self = Value::of(Kind::Exception, e);
    if (!init) {
      if (!keywords.empty()) {
        raise(PyExc::TypeError, cls->name + "() takes no keyword arguments", line);
        return Failure{};
      }
      return self;
    }
  } else {
    self = Value::of(Kind::Instance, make<InstanceObject>(line, cls));
    if (!init) {
      if (!args.empty()) {
        raise(PyExc::TypeError, cls->name + "() takes no arguments", line);
        return Failure{};
      }
      return self;
    }
  }
  if (failed()) return Failure{};
  if (init->kind != Kind::Function && init->kind != Kind::Builtin) {
    unsupported("an __init__ that is not a plain function is not supported", line);
    return Failure{};
  }
  args.insert(args.begin(), self);
  FM_LET(const Value result, call(*init, std::move(args), keywords, line));
  if (result.kind != Kind::None) {
    raise(PyExc::TypeError, std::string("__init__() should return None, not '") + type_name(result) + "'", line);
    return Failure{};
  }
  return self;
}

Result<Value> Interpreter::call_wrapper(const WrapperObject& w, std::vector<Value>& args,
                                        const std::vector<std::string>& keywords, int line) {
  switch (w.what) {
    case WrapperObject::What::BoundMethod:
      args.insert(args.begin(), w.self);
      return call(w.function, std::move(args), keywords, line);
    case WrapperObject::What::StaticMethod: return call(w.function, std::move(args), keywords, line);
    case WrapperObject::What::ExceptionInit: {
      // BaseException.__init__(self, *args), or object.__init__(self) for other classes.
      if (w.self.kind == Kind::Exception) {
        auto& e = *static_cast<ExceptionObject*>(w.self.object);
        if (!keywords.empty()) {
          raise(PyExc::TypeError, e.type + "() takes no keyword arguments", line);
          return Failure{};
        }
        e.args = args;
        return Value::none();
      }
      if (!args.empty()) {
        raise(PyExc::TypeError, "object.__init__() takes exactly one argument (the instance to initialize)", line);
        return Failure{};
      }
      return Value::none();
    }
    default:
      raise(PyExc::TypeError,
            std::string("'") + type_name(Value::of(Kind::Wrapper, const_cast<WrapperObject*>(&w))) +
                "' object is not callable",
            line);
      return Failure{};
  }
}

Result<std::optional<Value>> Interpreter::call_dunder(const Value& self, const char* name, std::vector<Value> args,
                                                      int line) {
  ClassObject* cls = class_of(self);
  if (!cls) return std::optional<Value>();
  const Value* method = cls->find(name);
  if (!method || method->kind == Kind::None) return std::optional<Value>();
  if (const WrapperObject* w = wrapper_of(*method)) {
    if (w->what == WrapperObject::What::ClassMethod) args.insert(args.begin(), Value::of(Kind::Class, cls));
    if (w->what != WrapperObject::What::StaticMethod && w->what != WrapperObject::What::ClassMethod) {
      return unsupported(std::string("a ") + type_name(*method) + " as " + name + " is not supported", line);
    }
    FM_LET(const Value out, call(w->function, std::move(args), {}, line));
    return std::optional<Value>(out);
  }
  args.insert(args.begin(), self);
  FM_LET(const Value out, call(*method, std::move(args), {}, line));
  return std::optional<Value>(out);
}

Result<Value> Interpreter::make_super(Scope& scope, int line) {
  Scope* s = &scope;
  while (s && s->type == Scope::Type::Comprehension) s = s->parent;
  if (!s || s->type != Scope::Type::Function || !s->function) {
    raise(PyExc::RuntimeError, "super(): no arguments", line);
    return Failure{};
  }
  const FunctionObject& f = *s->function;
  if (!f.owner) {
    unsupported("super() outside a method written in a class's body is not supported", line);
    return Failure{};
  }
  if (f.def->params.empty() || f.def->positional == 0) {
    raise(PyExc::RuntimeError, "super(): no arguments", line);
    return Failure{};
  }
  const auto self = s->vars.find(f.def->params[0]);
  if (self == s->vars.end()) {
    raise(PyExc::RuntimeError, "super(): arg[0] deleted", line);
    return Failure{};
  }
  ClassObject* of = class_of(self->second);
  ClassObject* start = f.owner;
  if (self->second.kind == Kind::Class) {
    unsupported("super() in a classmethod is not supported", line);
    return Failure{};
  }
  if (!of || !of->derives(start)) {
    raise(PyExc::TypeError, "super(type, obj): obj must be an instance or subtype of type", line);
    return Failure{};
  }
  auto* w = make<WrapperObject>(line, WrapperObject::What::Super, Value(), self->second);
  w->start = start;
  return Value::of(Kind::Wrapper, w);
}

// --- attributes ---------------------------------------------------------------------------------

namespace {

// What `attribute` (found on the class) is when read through an instance or the class.
Result<Value> bind(Interpreter& in, const Value& attribute, const Value& self, ClassObject* cls, int line) {
  const WrapperObject* w = wrapper_of(attribute);
  if ((attribute.kind == Kind::Function || (attribute.kind == Kind::Builtin && builtin_binds(attribute))) &&
      self.kind != Kind::Class) {
    return Value::of(Kind::Wrapper, in.make<WrapperObject>(line, WrapperObject::What::BoundMethod, attribute, self));
  }
  if (w && w->what == WrapperObject::What::StaticMethod) return w->function;
  if (w && w->what == WrapperObject::What::ClassMethod) {
    return Value::of(Kind::Wrapper, in.make<WrapperObject>(line, WrapperObject::What::BoundMethod, w->function,
                                                           Value::of(Kind::Class, cls)));
  }
  if (w && w->what == WrapperObject::What::Property && self.kind != Kind::Class)
    return in.call(w->function, {self}, {}, line);
  return attribute;
}

}  // namespace

Result<Value> Interpreter::get_attribute(const Value& object, const std::string& name, int line) {
  if (object.kind == Kind::Class) {
    auto* cls = static_cast<ClassObject*>(object.object);
    if (name == "__name__" || name == "__qualname__") return make_str(cls->name, line);
    if (cls->named_tuple && named_tuple_field(*cls, name)) {
      unsupported("a named tuple class's field accessor (" + cls->name + "." + name + ") is not supported", line);
      return Failure{};
    }
    if (const Value* attribute = cls->find(name)) return bind(*this, *attribute, object, cls, line);
    if (is_dunder(name) || (cls->enum_members && name[0] == '_')) {
      unsupported("the attribute " + name + " of a class is not supported", line);
      return Failure{};
    }
    raise(PyExc::AttributeError, "type object '" + cls->name + "' has no attribute '" + name + "'", line);
    return Failure{};
  }
  if (ClassObject* cls = class_of(object)) {
    if (name == "__class__") return Value::of(Kind::Class, cls);
    const Value* attribute = cls->find(name);
    if (attribute && is_wrapper(*attribute, WrapperObject::What::Property))
      return bind(*this, *attribute, object, cls, line);
    for (const auto& [key, value] : *attrs_of(object)) {
      if (key == name) return value;
    }
    if (object.kind == Kind::Exception && name == "args")
      return make_list(static_cast<ExceptionObject*>(object.object)->args, line, Kind::Tuple);
    if (attribute) return bind(*this, *attribute, object, cls, line);
    if (is_dunder(name) || cls->builtin ||
        (object.kind == Kind::Exception && (name == "with_traceback" || name == "add_note"))) {
      unsupported("the attribute " + cls->name + "." + name + " is not supported", line);
      return Failure{};
    }
    raise(PyExc::AttributeError, "'" + cls->name + "' object has no attribute '" + name + "'", line);
    return Failure{};
  }
  if (const WrapperObject* w = wrapper_of(object)) {
    if (w->what == WrapperObject::What::Super) {
      ClassObject* base = w->start->base;
      if (const Value* attribute = base ? base->find(name) : nullptr)
        return bind(*this, *attribute, w->self, class_of(w->self), line);
      if (name == "__init__")
        return Value::of(Kind::Wrapper,
                         make<WrapperObject>(line, WrapperObject::What::ExceptionInit, Value(), w->self));
      unsupported("super()." + name + " of a builtin class is not supported", line);
      return Failure{};
    }
    if (w->what == WrapperObject::What::Property && (name == "setter" || name == "getter")) {
      return bound_builtin(name == "setter" ? "property.setter" : "property.getter", object);
    }
    if (w->what == WrapperObject::What::BoundMethod && (name == "__name__" || name == "__qualname__"))
      return builtin_attribute(*this, w->function, name, line);
  }
  unsupported(std::string("the attribute ") + type_name(object) + "." + name + " is not supported", line);
  return Failure{};
}

Status Interpreter::set_attribute(const Value& object, const std::string& name, const Value& value, int line) {
  if (object.kind == Kind::Class) {
    if (is_dunder(name) || static_cast<ClassObject*>(object.object)->enum_members) {
      unsupported("assigning " + name + " of this class is not supported", line);
      return Failure{};
    }
    static_cast<ClassObject*>(object.object)->dict[name] = value;
    return Status::ok();
  }
  ClassObject* cls = class_of(object);
  if (!cls) {
    unsupported(std::string("assignment to an attribute of a '") + type_name(object) + "' object is not supported",
                line);
    return Failure{};
  }
  if (cls->builtin || cls->enum_members) {
    unsupported("assigning an attribute of a " + cls->name + " is not supported", line);
    return Failure{};
  }
  if (cls->dataclass) FM_CHECK(check_frozen_assignment(*this, *cls, name, line));
  const Value* attribute = cls->find(name);
  if (attribute && is_wrapper(*attribute, WrapperObject::What::Property)) {
    const WrapperObject& p = *wrapper_of(*attribute);
    if (p.setter.kind == Kind::None) {
      raise(PyExc::AttributeError, "property '" + name + "' of '" + cls->name + "' object has no setter", line);
      return Failure{};
    }
    FM_CHECK(call(p.setter, {object, value}, {}, line));
    return Status::ok();
  }
  if (is_dunder(name) || (object.kind == Kind::Exception && name == "args")) {
    unsupported("assigning the attribute " + name + " is not supported", line);
    return Failure{};
  }
  if (cls->slotted) {
    bool listed = false;
    for (const ClassObject* c = cls; c && !listed; c = c->base) {
      listed = std::find(c->slots.begin(), c->slots.end(), name) != c->slots.end();
    }
    if (!listed) {
      raise(PyExc::AttributeError,
            "'" + cls->name + "' object " +
                (attribute ? "attribute '" + name + "' is read-only" : "has no attribute '" + name + "'"),
            line);
      return Failure{};
    }
  }
  auto& attrs = *attrs_of(object);
  for (auto& [key, current] : attrs) {
    if (key == name) {
      current = value;
      return Status::ok();
    }
  }
  if (charge(sizeof(Value) + name.size() + 32, line).failed()) return Failure{};
  attrs.emplace_back(name, value);
  return Status::ok();
}

// --- operators ----------------------------------------------------------------------------------

Result<std::optional<Value>> Interpreter::instance_binary(BinaryOp op, bool augmented, const Value& a_ref,
                                                          const Value& b_ref, int line) {
  // Copies: the special methods run the program's code, which may move the containers a and b are in.
  const Value a = a_ref;
  const Value b = b_ref;
  const BinaryOpInfo* names = &info(op);  // the special methods of ast.hpp's table
  if (!names->name) return std::optional<Value>();
  ClassObject* left = class_of(a);
  ClassObject* right = class_of(b);
  // One side's method: its answer, or none when it has none or it returns NotImplemented.
  const auto ask = [&](const Value& self, const char* name, const Value& other) -> Result<std::optional<Value>> {
    FM_LET(const std::optional<Value> r, call_dunder(self, name, {other}, line));
    if (r && r->kind == Kind::NotImplemented) return std::optional<Value>();
    return r;
  };
  if (augmented && left) {
    FM_LET(const std::optional<Value> r, ask(a, names->inplace, b));
    if (r) return r;
  }
  bool other = right && right != left && right->find(names->reflected);
  if (other && left && right->derives(left) &&
      !same_function(right->find(names->reflected), left->find(names->reflected))) {
    FM_LET(const std::optional<Value> r, ask(b, names->reflected, a));
    if (r) return r;
    other = false;
  }
  if (left) {
    FM_LET(const std::optional<Value> r, ask(a, names->name, b));
    if (r) return r;
  }
  if (other) return ask(b, names->reflected, a);
  return std::optional<Value>();
}

Result<std::optional<bool>> Interpreter::instance_compare(CompareOp op, const Value& a_ref, const Value& b_ref,
                                                          int line) {
  const Value a = a_ref;  // copies, as in instance_binary
  const Value b = b_ref;
  const CompareOpInfo* names = &info(op);  // the special methods of ast.hpp's table
  ClassObject* left = class_of(a);
  ClassObject* right = class_of(b);
  const auto answer = [&](const Value& r, bool invert) -> Result<std::optional<bool>> {
    if (r.kind != Kind::Bool) {
      return unsupported(
          std::string("a comparison method (") + names->name + ") that returns a " + type_name(r) + " is not supported",
          line);
    }
    return std::optional<bool>((r.number.int_value() != 0) != invert);
  };
  // One side's method: op itself, or for != an __eq__ inverted (object.__ne__); none when that
  // side has none or it returns NotImplemented.
  const auto try_side = [&](const Value& self, ClassObject* cls, const char* name,
                            const Value& other_value) -> Result<std::optional<bool>> {
    if (!cls) return std::optional<bool>();
    const bool ne = op == CompareOp::NotEq;  // __ne__, the method on either side
    const Value* own = cls->find(name);
    const bool inverted = !(own && own->kind != Kind::None);
    if (inverted && !(ne && cls->find("__eq__") && cls->find("__eq__")->kind != Kind::None)) {
      return std::optional<bool>();
    }
    FM_LET(const std::optional<Value> out, call_dunder(self, inverted ? "__eq__" : name, {other_value}, line));
    if (!out || out->kind == Kind::NotImplemented) return std::optional<bool>();
    return answer(*out, inverted);
  };
  bool other = right != nullptr;  // do_richcompare tries the reflection even for the same type
  if (other && left && right->derives(left) &&
      !same_function(right->find(names->reflected), left->find(names->reflected))) {
    FM_LET(const std::optional<bool> r, try_side(b, right, names->reflected, a));
    if (r) return r;
    other = false;
  }
  {
    FM_LET(const std::optional<bool> r, try_side(a, left, names->name, b));
    if (r) return r;
  }
  if (other) {
    FM_LET(const std::optional<bool> r, try_side(b, right, names->reflected, a));
    if (r) return r;
  }
  if (op == CompareOp::Eq || op == CompareOp::NotEq) {  // object's default: identity
    return std::optional<bool>((a.object == b.object && a.kind == b.kind) == (op == CompareOp::Eq));
  }
  return std::nullopt;
}

bool Interpreter::catch_pending(int tag) {
  if (!error_ || error_->kind != ExecError::Kind::PythonException) return false;
  int pending = exception_class(error_->exception);
  if (raised_.kind == Kind::Exception) {
    auto* e = static_cast<ExceptionObject*>(raised_.object);
    if (e->type == error_->exception && e->cls) pending = e->cls->exception_base;
  }
  if (pending < 0 || !exception_derives(pending, tag)) return false;
  error_.reset();
  raised_ = {};
  return true;
}

}  // namespace fm::pyexec
