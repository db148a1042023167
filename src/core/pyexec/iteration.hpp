// The iterators: over a list or tuple (live, as CPython's: items appended during the loop are
// reached), a str (one code point at a time), a dict's keys (changing its size while iterating
// raises RuntimeError), a range; zip and enumerate (lazy); and generator expressions, which run
// their clauses only as items are asked for, so any()/all() stop early and sum() needs no list.
#pragma once

#include <vector>

#include "interpreter.hpp"

namespace fm::pyexec {

struct ZipIterator : IteratorObject {
  std::vector<IteratorObject*> parts;
  bool strict = false;
  int line = 0;
  const char* type_name() const override { return "zip"; }
  Result<bool> next(Interpreter& in, Value& out) override;
};

struct EnumerateIterator : IteratorObject {
  EnumerateIterator(IteratorObject* i, std::int64_t start) : inner(i), count(start) {}
  IteratorObject* inner;
  std::int64_t count;
  const char* type_name() const override { return "enumerate"; }
  Result<bool> next(Interpreter& in, Value& out) override;
};

// A generator expression: `element for target in iter if cond ...`; its first iterable was
// evaluated where the expression stands (as Python does), the rest run lazily in its own scope.
struct GeneratorIterator : IteratorObject {
  GeneratorIterator(const ComprehensionExpr& e, Scope* s, IteratorObject* first)
      : expr(e), scope(s), iterators{first} {}
  const ComprehensionExpr& expr;
  Scope* scope;
  std::vector<IteratorObject*> iterators;  // one per `for` clause entered
  bool started = false;
  bool running = false;
  bool done = false;
  const char* type_name() const override { return "generator"; }
  Result<bool> next(Interpreter& in, Value& out) override;

 private:
  Result<bool> produce(Interpreter& in, Value& out);  // the next element, or false at the end
};

}  // namespace fm::pyexec
