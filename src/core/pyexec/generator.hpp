// A generator function's generator (a def whose body yields). Its body runs only as items are
// asked for, and stops at each yield with its place kept: the statements that hold the yield it
// stopped in (the body, an if's branch, a for or while loop, a try's body, except or else) are
// frames it resumes in; every statement without a yield runs whole, as anywhere else.
#pragma once

#include <cstddef>
#include <vector>

#include "interpreter.hpp"

namespace fm::pyexec {

struct GeneratorObject : IteratorObject {
  // A block the generator is inside, and what it is the block of.
  struct Frame {
    enum class Kind {
      Plain,
      For,
      While,
      Try,
      Handler
    } kind = Kind::Plain;  // Plain: the body, or an if's or else's block
    const Block* block = nullptr;
    std::size_t next = 0;                    // the next statement's index (past the end: the block is done)
    const Stmt* stmt = nullptr;              // For, While, Try, Handler: the statement
    IteratorObject* it = nullptr;            // For: the loop's iterator
    const ExceptHandler* handler = nullptr;  // Handler: the except block running
    Value exception{};                       // Handler: the exception it caught (a bare raise raises it)
  };

  GeneratorObject(const FunctionObject& f, Scope* s) : function(f), scope(s) {}
  const FunctionObject& function;
  Scope* scope;  // the call's locals, kept between items
  std::vector<Frame> frames;
  IteratorObject* delegate = nullptr;    // `yield from` it: each of its items is yielded in turn
  const YieldStmt* suspended = nullptr;  // the yield it stopped at (its target receives what send() gives)
  Value returned;                        // `return value`, for StopIteration(value) and `yield from`'s value
  bool started = false;
  bool running = false;
  bool finished = false;

  const char* type_name() const override { return "generator"; }
  Result<bool> next(Interpreter& in, Value& out) override { return in.resume(*this, Value::none(), out); }
  GeneratorObject* as_generator() override { return this; }
};

// StopIteration at `it`'s end (a generator's carries the value it returned, once).
Failure raise_stop_iteration(Interpreter& in, IteratorObject& it, int line);

}  // namespace fm::pyexec
