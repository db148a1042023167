// The match statement: the subject is evaluated once; each case's pattern is tried in order, its
// names bound only when the whole pattern matches (then the guard decides), as CPython 3.12 does.
#include "builtins.hpp"
#include "interpreter.hpp"

namespace fm::pyexec {

namespace {
using Bindings = std::vector<std::pair<std::string, Value>>;

// The builtins a class pattern may name, and whether the subject is an instance.
bool instance_of_builtin(const std::string& cls, const Value& v) {
  if (cls == "int") return v.kind == Kind::Bool || (v.kind == Kind::Number && v.number.is_int());
  if (cls == "float") return v.kind == Kind::Number && v.number.is_float();
  if (cls == "bool") return v.kind == Kind::Bool;
  if (cls == "tuple") return v.kind == Kind::Tuple;  // a named tuple is a tuple
  if (cls == "dict") return v.kind == Kind::Dict;    // so are defaultdict and Counter dicts
  return type_name(v) == cls;
}
}  // namespace

// Whether `subject` matches `p`; the names it binds go to `bound`.
Result<bool> Interpreter::match_pattern(const Pattern& p, const Value& subject, Scope& scope,
                                        std::vector<std::pair<std::string, Value>>& bound) {
  FM_CHECK(step(p.line));
  const DepthScope depth(*this, p.line);
  if (!depth.ok()) return Failure{};
  switch (p.kind) {
    case Pattern::Kind::Wildcard: return true;
    case Pattern::Kind::Capture: bound.emplace_back(p.name, subject); return true;
    case Pattern::Kind::Star: return unsupported("a starred pattern outside a sequence pattern", p.line);
    case Pattern::Kind::Value: {
      FM_LET(const Value literal, evaluate(*p.value, scope));
      // The literals None, True and False match by identity; a dotted name's value with ==.
      if ((literal.kind == Kind::None || literal.kind == Kind::Bool) && p.value->kind != Expr::Kind::Attribute) {
        return subject.kind == literal.kind &&
               (literal.kind == Kind::None || subject.number.int_value() == literal.number.int_value());
      }
      return equal(subject, literal, p.line);
    }
    case Pattern::Kind::Or:
      for (const Pattern& alternative : p.items) {
        Bindings attempt;
        FM_LET(const bool matched, match_pattern(alternative, subject, scope, attempt));
        if (matched) {
          bound.insert(bound.end(), attempt.begin(), attempt.end());
          return true;
        }
      }
      return false;
    case Pattern::Kind::As: {
      FM_LET(const bool matched, match_pattern(p.items[0], subject, scope, bound));
      if (matched) bound.emplace_back(p.name, subject);
      return matched;
    }
    case Pattern::Kind::Sequence: {
      // collections.abc.Sequence, but not str: list, tuple, range.
      if (subject.kind != Kind::List && subject.kind != Kind::Tuple && subject.kind != Kind::Range) {
        if ((subject.kind == Kind::Iterator && static_cast<IteratorObject*>(subject.object)->is_view()) ||
            subject.kind == Kind::Deque) {
          return unsupported(
              std::string("a sequence pattern on a ") + (subject.kind == Kind::Deque ? "deque" : "dict view"), p.line);
        }
        return false;
      }
      std::vector<Value> items;
      if (collect(subject, items, p.line).failed()) return Failure{};
      std::size_t star = p.items.size();
      for (std::size_t i = 0; i < p.items.size(); ++i) {
        if (p.items[i].kind == Pattern::Kind::Star) star = i;
      }
      const std::size_t fixed = p.items.size() - (star < p.items.size() ? 1 : 0);
      if (star == p.items.size() ? items.size() != fixed : items.size() < fixed) return false;
      Bindings attempt;
      for (std::size_t i = 0; i < p.items.size(); ++i) {
        if (i == star) {
          const std::size_t count = items.size() - fixed;
          if (!p.items[i].name.empty()) {
            std::vector<Value> middle(items.begin() + static_cast<std::ptrdiff_t>(i),
                                      items.begin() + static_cast<std::ptrdiff_t>(i + count));
            Value rest = make_list(std::move(middle), p.line);
            attempt.emplace_back(p.items[i].name, std::move(rest));
          }
          continue;
        }
        const std::size_t index = i < star ? i : items.size() - (p.items.size() - i);
        FM_LET(const bool matched, match_pattern(p.items[i], items[index], scope, attempt));
        if (!matched) return false;
      }
      bound.insert(bound.end(), attempt.begin(), attempt.end());
      return true;
    }
    case Pattern::Kind::Class: {
      FM_LET(const Value cls, evaluate(*p.value, scope));
      const std::string name = cls.kind == Kind::Builtin ? builtin_name(cls) : "";
      static const char* const kSelfMatching[] = {"int", "float", "str", "bool", "list", "tuple", "dict"};
      bool known = false;
      for (const char* n : kSelfMatching) known = known || name == n;
      if (!known) {
        if (cls.kind == Kind::Builtin || cls.kind == Kind::ExceptionClass || cls.kind == Kind::Alias ||
            cls.kind == Kind::Class) {
          return unsupported("a class pattern of " + (name.empty() ? std::string(type_name(cls)) : name), p.line);
        }
        return raise(PyExc::TypeError, "called match pattern must be a class", p.line);
      }
      if (p.items.size() > 1) {
        return raise(PyExc::TypeError,
                     name + "() accepts 1 positional sub-pattern (" + std::to_string(p.items.size()) + " given)",
                     p.line);
      }
      if (!instance_of_builtin(name, subject)) return false;
      if (p.items.empty()) return true;
      return match_pattern(p.items[0], subject, scope, bound);
    }
  }
  return unsupported("this pattern", p.line);
}

Result<Interpreter::Flow> Interpreter::execute_match(const MatchStmt& stmt, Scope& scope) {
  FM_LET(const Value subject, evaluate(*stmt.subject, scope));
  for (const MatchCase& c : stmt.cases) {
    Bindings bound;
    FM_LET(const bool matched, match_pattern(c.pattern, subject, scope, bound));
    if (!matched) continue;
    for (const auto& [name, value] : bound) bind_name(name, value, scope);
    if (c.guard) {
      FM_LET(const bool passed, condition(*c.guard, scope));
      if (!passed) continue;
    }
    return execute(c.body, scope);
  }
  return Flow::Next;
}

}  // namespace fm::pyexec
