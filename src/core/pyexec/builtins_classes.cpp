// The builtins that classes need: object, staticmethod, classmethod, property (and its setter),
// super(C, obj), issubclass, getattr, hasattr, setattr; and the special methods len(), float(),
// int() and abs() call. isinstance and type are in builtins_more.cpp.
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

Result<Value> wrap(Arguments& a, WrapperObject::What what) {
  if (a.exactly(1).failed()) return Failure{};
  auto* w = a.in.make<WrapperObject>(a.line, what, a.args[0]);
  w->setter = Value::none();
  return Value::of(Kind::Wrapper, w);
}
Result<Value> builtin_staticmethod(Arguments& a) { return wrap(a, WrapperObject::What::StaticMethod); }
Result<Value> builtin_classmethod(Arguments& a) { return wrap(a, WrapperObject::What::ClassMethod); }

Result<Value> builtin_property(Arguments& a) {
  if (!a.keywords.empty() || a.positional() != 1) return a.refuse("property() with other than one getter");
  return wrap(a, WrapperObject::What::Property);
}

// @x.setter / @x.getter: a copy of the property with that function.
Result<Value> property_with(Arguments& a, bool setter) {
  if (a.exactly_one().failed()) return Failure{};
  const auto& p = *static_cast<WrapperObject*>(a.self.object);
  auto* w = a.in.make<WrapperObject>(a.line, WrapperObject::What::Property, setter ? p.function : a.args[0]);
  w->setter = setter ? a.args[0] : p.setter;
  return Value::of(Kind::Wrapper, w);
}
Result<Value> property_setter(Arguments& a) { return property_with(a, true); }
Result<Value> property_getter(Arguments& a) { return property_with(a, false); }

Result<Value> builtin_object(Arguments& a) { return a.refuse("object() (its repr shows a memory address)"); }

Result<Value> builtin_super(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 2 || a.args[0].kind != Kind::Class)
    return a.refuse("super() other than super() or super(Class, self) in a method");
  auto* start = static_cast<ClassObject*>(a.args[0].object);
  ClassObject* of = class_of(a.args[1]);
  if (!of || !of->derives(start)) {
    a.in.raise(PyExc::TypeError, "super(type, obj): obj must be an instance or subtype of type", a.line);
    return Failure{};
  }
  auto* w = a.in.make<WrapperObject>(a.line, WrapperObject::What::Super, Value(), a.args[1]);
  w->start = start;
  return Value::of(Kind::Wrapper, w);
}

bool is_class(const Value& v) { return v.kind == Kind::Class || v.kind == Kind::ExceptionClass || builtin_is_type(v); }

// issubclass(C, B) for the classes of the subset: single inheritance from object, the exception
// hierarchy, and bool from int.
Status subclass_of(Arguments& a, const Value& c, const Value& b, bool& result, int depth) {
  if (b.kind == Kind::Tuple && depth < 50) {
    for (const Value& item : list_of(b).items) {
      if (subclass_of(a, c, item, result, depth + 1).failed()) return Failure{};
      if (result) return Status::ok();
    }
    result = false;
    return Status::ok();
  }
  if (!is_class(b)) {
    a.in.raise(PyExc::TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union", a.line);
    return Failure{};
  }
  if (is_type(b, "object")) {
    result = true;
    return Status::ok();
  }
  if (is_type(b, "enum.Enum")) {
    result = c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->enum_members;
    return Status::ok();
  }
  if (is_type(b, "abc.ABC")) {
    result = is_type(c, "abc.ABC") || (c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->abstract_base);
    return Status::ok();
  }
  if ((b.kind == Kind::Class && static_cast<ClassObject*>(b.object)->typed_dict) || is_type(b, "typing.NamedTuple") ||
      is_type(b, "typing.TypedDict")) {
    a.in.unsupported("issubclass() with a TypedDict or typing.NamedTuple", a.line);
    return Failure{};
  }
  if (b.kind == Kind::Class &&
      static_cast<ClassObject*>(b.object)->protocol) {  // unless @runtime_checkable, a TypeError
    a.in.unsupported("issubclass() with a Protocol class is not supported", a.line);
    return Failure{};
  }
  if (b.kind == Kind::Class) {
    result = c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->derives(static_cast<ClassObject*>(b.object));
    return Status::ok();
  }
  if (b.kind == Kind::ExceptionClass) {
    result = (c.kind == Kind::ExceptionClass && exception_derives(c.tag, b.tag)) ||
             (c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->exception_base >= 0 &&
              exception_derives(static_cast<ClassObject*>(c.object)->exception_base, b.tag));
    return Status::ok();
  }
  const std::string base = builtin_name(b);
  const std::string derived = builtin_is_type(c) ? builtin_name(c) : "";
  result = derived == base || (derived == "bool" && base == "int");
  return Status::ok();
}

Result<Value> builtin_issubclass(Arguments& a) {
  if (a.exactly(2).failed()) return Failure{};
  if (!is_class(a.args[0])) {
    a.in.raise(PyExc::TypeError, "issubclass() arg 1 must be a class", a.line);
    return Failure{};
  }
  bool result = false;
  if (subclass_of(a, a.args[0], a.args[1], result, 0).failed()) return Failure{};
  return Value::boolean(result);
}

Status attribute_name(Arguments& a, const Value& name) {
  if (name.kind == Kind::Str) return Status::ok();
  a.in.raise(PyExc::TypeError, std::string("attribute name must be string, not '") + type_name(name) + "'", a.line);
  return Failure{};
}

Result<Value> builtin_getattr(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() < 2 || a.positional() > 3) {
    a.in.raise(PyExc::TypeError, "getattr expected at least 2 arguments, got " + std::to_string(a.positional()),
               a.line);
    if (a.positional() > 3) a.in.unsupported("getattr() with more than 3 arguments", a.line);
    return Failure{};
  }
  if (attribute_name(a, a.args[1]).failed()) return Failure{};
  const Result<Value> value = builtin_attribute(a.in, a.args[0], text_of(a.args[1]), a.line);
  if (a.positional() == 3 && a.in.catch_pending(tag_of(PyExc::AttributeError))) return a.args[2];
  return value;
}

Result<Value> builtin_hasattr(Arguments& a) {
  if (a.exactly(2).failed() || attribute_name(a, a.args[1]).failed()) return Failure{};
  if (!builtin_attribute(a.in, a.args[0], text_of(a.args[1]), a.line).failed()) return Value::boolean(true);
  if (a.in.catch_pending(tag_of(PyExc::AttributeError))) return Value::boolean(false);
  return Failure{};
}

Result<Value> builtin_setattr(Arguments& a) {
  if (a.exactly(3).failed() || attribute_name(a, a.args[1]).failed()) return Failure{};
  FM_CHECK(a.in.set_attribute(a.args[0], text_of(a.args[1]), a.args[2], a.line));
  return Value::none();
}

}  // namespace

// len(), float(), int(), abs() of an instance: its __len__, __float__, __int__, __abs__; none
// when the class defines none (the caller raises its TypeError).
Result<std::optional<Value>> instance_conversion(Arguments& a, const char* dunder) {
  const Value& x = a.args[0];
  if (x.kind != Kind::Instance) return std::optional<Value>();
  FM_LET(const std::optional<Value> answer, a.in.call_dunder(x, dunder, {}, a.line));
  if (!answer) return answer;
  const Value& r = *answer;
  const std::string owner = class_of(x)->name;
  const bool is_int = r.kind == Kind::Bool || (r.kind == Kind::Number && r.number.is_int());
  if (std::string(dunder) == "__len__") {
    if (!is_int) {
      return a.in.raise(PyExc::TypeError,
                        std::string("'") + type_name(r) + "' object cannot be interpreted as an integer", a.line);
    }
    if (r.number.int_value() < 0) return a.in.raise(PyExc::ValueError, "__len__() should return >= 0", a.line);
    return std::optional<Value>(int_value(r.number.int_value()));
  }
  if (std::string(dunder) == "__float__") {
    if (r.kind == Kind::Number && r.number.is_float()) return answer;
    return a.in.raise(PyExc::TypeError, owner + ".__float__ returned non-float (type " + type_name(r) + ")", a.line);
  }
  if (std::string(dunder) == "__int__") {
    if (r.kind == Kind::Number && r.number.is_int()) return answer;
    if (r.kind == Kind::Bool) {
      return a.in.unsupported("an __int__ that returns a bool (a DeprecationWarning) is not supported", a.line);
    }
    return a.in.raise(PyExc::TypeError, std::string("__int__ returned non-int (type ") + type_name(r) + ")", a.line);
  }
  return answer;
}

// contextlib.suppress(*exceptions): for a with statement (execute_with).
Result<Value> contextlib_suppress(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  for (std::size_t i = 0; i < a.positional(); ++i) {
    const Value& c = a.args[i];
    const bool exception_class = c.kind == Kind::ExceptionClass ||
                                 (c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->exception_base >= 0);
    if (!exception_class) return a.refuse("contextlib.suppress() of other than exception classes");
  }
  const Value classes = a.in.make_list(a.args, a.line, Kind::Tuple);
  return Value::of(Kind::Wrapper, a.in.make<WrapperObject>(a.line, WrapperObject::What::Suppress, Value(), classes));
}

Result<Value> enum_functional(Arguments& a) {
  return a.refuse("enum.Enum() called as a function (its class form runs)");
}

// enum.auto(): a placeholder an Enum class's body replaces with the next value (make_enum).
Result<Value> enum_auto(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  return Value::of(Kind::Wrapper, a.in.make<WrapperObject>(a.line, WrapperObject::What::EnumAuto, Value()));
}

const BuiltinRow kClassRows[] = {{"object", builtin_object, true},
                                 {"staticmethod", builtin_staticmethod, true},
                                 {"classmethod", builtin_classmethod, true},
                                 {"property", builtin_property, true},
                                 {"property.setter", property_setter},
                                 {"property.getter", property_getter},
                                 {"super", builtin_super, true},
                                 {"issubclass", builtin_issubclass},
                                 {"getattr", builtin_getattr},
                                 {"hasattr", builtin_hasattr},
                                 {"setattr", builtin_setattr},
                                 {nullptr, nullptr}};

namespace {
const BuiltinRow kEnumRows[] = {
    {"enum.Enum", enum_functional, true}, {"enum.auto", enum_auto, true}, {nullptr, nullptr}};
const BuiltinRow kContextlibRows[] = {{"contextlib.suppress", contextlib_suppress, true}, {nullptr, nullptr}};
}  // namespace
extern const ModuleDef kEnumModule{"enum", kEnumRows, nullptr};
extern const ModuleDef kContextlibModule{"contextlib", kContextlibRows, nullptr};

}  // namespace fm::pyexec
