// The values a program works with: None, bool, the core's numbers (PyValue: ints within ±2^53 and
// floats), str, list, tuple, dict, range, functions, builtins, iterators (zip, enumerate,
// generators) and exceptions. Containers are objects on a per-run Heap that frees them all when
// the run ends: no reference counting, so a list holding itself is no leak, and what a run may
// allocate is counted against its memory limit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "py_value.hpp"
#include "result.hpp"

namespace fm::pyexec {

class Interpreter;
struct FunctionDef;

enum class Kind : std::uint8_t {
  None,
  Bool,
  Number,
  Str,
  List,
  Tuple,
  Dict,
  Range,
  Function,
  Builtin,
  Method,
  Module,
  Iterator,
  Exception,
  ExceptionClass,
  Alias,     // a type hint: list[float], typing.Optional[int], int | None (usable in annotations and aliases only)
  Ellipsis,  // `...`
  Class,     // a class the program defined (ClassObject)
  Instance,  // an instance of one (InstanceObject; an exception class's instances are Exception)
  Wrapper,   // a bound method, staticmethod, classmethod, property or super() (WrapperObject)
  NotImplemented,
  Fraction,  // fractions.Fraction (fraction.cpp)
  Deque,     // collections.deque (deque.cpp): a ListObject
};

struct Object {
  virtual ~Object() = default;
};

// A value is small and copied freely; containers are shared through `object`.
struct Value {
  Kind kind = Kind::None;
  PyValue number;            // Number; Bool holds 0 or 1
  Object* object = nullptr;  // Str, List, Tuple, Dict, Range, Function, Method (the list), Iterator, Exception
  int tag = 0;               // Builtin, Method, ExceptionClass: which one

  static Value none() { return {}; }
  static Value boolean(bool b) { return {Kind::Bool, PyValue::make_int(b ? 1 : 0).value(), nullptr, 0}; }
  static Value of(const PyValue& n) { return {Kind::Number, n, nullptr, 0}; }
  static Value of(Kind kind, Object* object, int tag = 0) { return {kind, PyValue(), object, tag}; }
  // Number or Bool, as arithmetic sees them (True is 1).
  bool is_numeric() const { return kind == Kind::Number || kind == Kind::Bool; }
};

struct StrObject : Object {
  explicit StrObject(std::string t) : text(std::move(t)) {}
  std::string text;  // UTF-8
};

struct ClassObject;

struct ListObject : Object {  // a list, a tuple or a collections.deque
  std::vector<Value> items;
  ClassObject* named = nullptr;  // a tuple: the named tuple class it is an instance of (collections.namedtuple)
  std::int64_t maxlen = -1;      // a deque: its maxlen (-1: None)
  std::uint64_t changes = 0;     // a deque: counts its changes of size (iterating it then raises RuntimeError)
};

struct DictObject : Object {
  enum class Flavor : std::uint8_t {
    Dict,
    DefaultDict,
    Counter
  } flavor = Flavor::Dict;                                  // collections' dict subclasses
  Value factory;                                            // DefaultDict: default_factory (None: none)
  std::vector<std::pair<Value, Value>> entries;             // in insertion order (nothing is ever deleted)
  std::unordered_multimap<std::size_t, std::size_t> index;  // hash -> position in entries
};

struct RangeObject : Object {
  RangeObject(std::int64_t a, std::int64_t b, std::int64_t c) : start(a), stop(b), step(c) {}
  std::int64_t start, stop, step;
  std::int64_t length() const;
  std::int64_t at(std::int64_t i) const { return start + i * step; }
};

struct Scope;

struct FunctionObject : Object {
  FunctionObject(const FunctionDef* d, std::vector<Value> v, Scope* c = nullptr)
      : def(d), defaults(std::move(v)), closure(c) {}
  const FunctionDef* def;
  std::vector<Value> defaults;  // evaluated when `def` ran
  Scope* closure;               // the function scope it was defined in (nested def, lambda); null at module level
  std::string name;             // __name__ when functools.wraps set it; else the def's
  struct ClassObject* owner = nullptr;  // the class whose body defined it (for super())
  struct DictObject* cache = nullptr;   // functools.cache / lru_cache: answers by arguments
  std::int64_t cache_size = -1;         // lru_cache's maxsize (-1: unbounded)
  bool abstract = false;                // abc.abstractmethod marked it
};

struct ExceptionObject : Object {
  ExceptionObject(std::string t, std::vector<Value> a) : type(std::move(t)), args(std::move(a)) {}
  std::string type;
  std::vector<Value> args;
  // Raised by the interpreter itself (1 / 0): its args are not known, only str(e), `message`.
  bool internal = false;
  std::string message;
  int line_raised = 0;                               // where it was raised (a bare `raise` raises it from there again)
  struct ClassObject* cls = nullptr;                 // an instance of a class the program defined (class E(ValueError))
  std::vector<std::pair<std::string, Value>> attrs;  // its attributes (self.code = 2)
};

struct Dataclass;       // module_dataclasses.cpp
struct NamedTupleInfo;  // module_collections.cpp

// A class the program defined: its attributes (methods, class variables) and its one base.
struct ClassObject : Object {
  std::string name;
  ClassObject* base = nullptr;  // null: object, or the builtin exception `exception_base`
  int exception_base = -1;      // the builtin exception class it derives from (through `base`), or -1
  std::unordered_map<std::string, Value> dict;
  std::vector<std::string> annotated;  // the names annotated in its body, in order (dataclass fields)
  bool slotted = false;                // __slots__ given (with every base's): no other attribute may be set
  std::vector<std::string> slots;
  Dataclass* dataclass = nullptr;
  NamedTupleInfo* named_tuple = nullptr;  // a named tuple class: its instances are tuples
  bool builtin = false;                   // a library's class (logging.Logger): only its own attributes
  bool typed_dict = false;                // class T(TypedDict): calling it makes a dict
  bool protocol = false;                  // class P(Protocol) or P(Protocol[T]): not instantiable, no isinstance()
  bool abstract_base = false;             // it derives from abc.ABC: instantiable once no method is abstract
  std::vector<std::string> order;         // the names its body bound, in order
  ListObject* enum_members = nullptr;     // class C(Enum): its members, in order (aliases left out)
  // The attribute along the class and its bases, or nullptr.
  const Value* find(const std::string& attribute) const {
    for (const ClassObject* c = this; c; c = c->base) {
      const auto found = c->dict.find(attribute);
      if (found != c->dict.end()) return &found->second;
    }
    return nullptr;
  }
  bool derives(const ClassObject* other) const {
    for (const ClassObject* c = this; c; c = c->base) {
      if (c == other) return true;
    }
    return false;
  }
};

struct InstanceObject : Object {
  explicit InstanceObject(ClassObject* c) : cls(c) {}
  ClassObject* cls;
  std::vector<std::pair<std::string, Value>> attrs;  // in the order set
};

struct WrapperObject : Object {
  enum class What {
    BoundMethod,
    StaticMethod,
    ClassMethod,
    Property,
    Super,
    ExceptionInit,
    Field,
    Suppress,
    EnumAuto
  } what;
  WrapperObject(What w, Value f, Value s = {}) : what(w), function(f), self(s) {}
  Value function;                // BoundMethod, StaticMethod, ClassMethod: the function; Property: its getter
  Value self;                    // BoundMethod, Super, ExceptionInit: the instance (or the class, for a classmethod)
  Value setter;                  // Property: its setter (None when it has none)
  ClassObject* start = nullptr;  // Super: the class whose bases are searched
  int flags = 0;                 // Field: dataclasses.field's init, repr, compare (bits 1, 2, 4)
};

// zip, enumerate, generators and the iterators `for` takes from lists, tuples, str, dicts, ranges.
struct IteratorObject : Object {
  virtual const char* type_name() const = 0;
  // A dict view (d.items()) is iterated afresh each time; an iterator is itself.
  virtual IteratorObject* fresh(Interpreter&, int) { return this; }
  virtual bool is_view() const { return false; }
  virtual std::int64_t view_length() const { return 0; }
  // The next item into `out`: true, or false at the end; failed after an error (the interpreter has it).
  virtual Result<bool> next(Interpreter& interpreter, Value& out) = 0;
  // A generator function's generator (send(), close(), its return value), or null.
  virtual struct GeneratorObject* as_generator() { return nullptr; }
};

// The class the program defined that v is an instance of (an Instance, or an Exception of such a class), or null.
inline ClassObject* class_of(const Value& v) {
  if (v.kind == Kind::Instance) return static_cast<InstanceObject*>(v.object)->cls;
  if (v.kind == Kind::Exception) return static_cast<ExceptionObject*>(v.object)->cls;
  return nullptr;
}

// Owns every object a run creates, and counts their bytes for the memory limit.
class Heap {
 public:
  template <class T, class... Args>
  T* make(Args&&... args) {
    auto object = std::make_unique<T>(std::forward<Args>(args)...);
    T* raw = object.get();
    objects_.push_back(std::move(object));
    used_ += sizeof(T) + sizeof(void*);
    return raw;
  }
  void charge(std::size_t bytes) { used_ += bytes; }
  std::size_t used() const { return used_; }

 private:
  std::vector<std::unique_ptr<Object>> objects_;
  std::size_t used_ = 0;
};

// The names CPython gives types in messages ("'int' object is not iterable").
const char* type_name(const Value& value);

}  // namespace fm::pyexec
