// abc: ABC as a base class and abstractmethod. A class deriving from ABC (through its bases) is
// abstract while any method it resolves is abstract: instantiating it raises CPython's TypeError.
#include <algorithm>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

// The function an abstractmethod mark goes on: a def's, or the one a property, staticmethod or classmethod wraps.
FunctionObject* marked_function(const Value& v) {
  if (v.kind == Kind::Function) return static_cast<FunctionObject*>(v.object);
  if (v.kind != Kind::Wrapper) return nullptr;
  const auto& w = *static_cast<WrapperObject*>(v.object);
  const bool wraps = w.what == WrapperObject::What::Property || w.what == WrapperObject::What::StaticMethod ||
                     w.what == WrapperObject::What::ClassMethod;
  return wraps && w.function.kind == Kind::Function ? static_cast<FunctionObject*>(w.function.object) : nullptr;
}

Result<Value> abc_abstractmethod(Arguments& a) {
  if (a.no_keywords().failed()) return Failure{};
  if (a.positional() != 1) return a.refuse("abc.abstractmethod() with other than one argument");
  FunctionObject* function = marked_function(a.args[0]);
  if (!function || a.args[0].kind != Kind::Function) return a.refuse("abc.abstractmethod() of other than a function");
  function->abstract = true;
  return a.args[0];
}

Result<Value> abc_class(Arguments& a) { return a.refuse("abc.ABC() called (a class deriving from it runs)"); }

}  // namespace

// CPython's message when `cls` still has abstract methods (sorted), or "" when it has none.
std::string abstract_methods_message(const ClassObject& cls) {
  std::vector<std::string> names;
  for (const ClassObject* c = &cls; c; c = c->base) {
    for (const auto& [name, value] : c->dict) {
      const FunctionObject* function = marked_function(*cls.find(name));
      if (function && function->abstract && std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(name);
    }
  }
  if (names.empty()) return "";
  std::sort(names.begin(), names.end());
  std::string message = "Can't instantiate abstract class " + cls.name +
                        " without an implementation for abstract method" + (names.size() == 1 ? " " : "s ");
  for (std::size_t i = 0; i < names.size(); ++i) message += (i ? ", '" : "'") + names[i] + "'";
  return message;
}

const BuiltinRow kAbcRows[] = {
    {"abc.ABC", abc_class, true}, {"abc.abstractmethod", abc_abstractmethod}, {nullptr, nullptr}};

extern const ModuleDef kAbcModule{"abc", kAbcRows, nullptr};

}  // namespace fm::pyexec
