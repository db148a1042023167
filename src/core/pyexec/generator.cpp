// Generator functions: the frames a generator resumes in (generator.hpp), and what ends it.
#include "generator.hpp"

#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {
using Frame = GeneratorObject::Frame;

}  // namespace

Result<bool> Interpreter::resume(GeneratorObject& g, const Value& sent, Value& out) {
  const int line = g.function.def->line;
  if (g.finished) {
    g.returned = Value::none();  // StopIteration carries the return value once
    return false;
  }
  if (g.running) return raise(PyExc::ValueError, "generator already executing", line);
  if (!g.started && sent.kind != Kind::None) {
    return raise(PyExc::TypeError, "can't send non-None value to a just-started generator", line);
  }
  if (!g.started) {
    g.started = true;
    g.frames.push_back({Frame::Kind::Plain, &g.function.def->body});
  }
  const DepthScope depth(*this, line);
  if (!depth.ok()) return Failure{};
  g.running = true;
  // The except blocks it stopped in handle their exceptions again (for a bare raise) while it runs.
  for (const Frame& frame : g.frames) {
    if (frame.kind == Frame::Kind::Handler) handling_.push_back(frame.exception);
  }
  Scope& scope = *g.scope;
  const YieldStmt* resumed = g.suspended;
  g.suspended = nullptr;
  Value passed;  // what send() gave a `yield from`, for its generator
  if (resumed && resumed->from) {
    passed = sent;
  } else if (resumed && resumed->target) {  // x = yield v: x is what send() gave (None for next())
    if (assign(*resumed->target, sent, scope).failed()) generator_unwind(g, Failure{});
  }
  bool yielded = false;
  while (!yielded && !g.frames.empty()) {
    if (g.delegate) {
      Value item;
      GeneratorObject* inner = g.delegate->as_generator();
      Result<bool> got = false;
      if (passed.kind == Kind::None) {
        got = g.delegate->next(*this, item);
      } else if (inner) {
        got = resume(*inner, passed, item);
      } else {
        got = unsupported("send() through a yield from of a non-generator is not supported", line);
      }
      passed = Value::none();
      if (!got.failed() && *got) {
        out = item;
        g.suspended = resumed;
        yielded = true;
        break;
      }
      g.delegate = nullptr;
      if (got.failed()) {
        generator_unwind(g, Failure{});
        continue;
      }
      if (resumed->target) {  // x = yield from g: x is g's return value
        if (assign(*resumed->target, inner ? inner->returned : Value::none(), scope).failed())
          generator_unwind(g, Failure{});
      }
      continue;
    }
    Frame& frame = g.frames.back();
    if (frame.next >= frame.block->size()) {
      generator_block_end(g);
      continue;
    }
    const Stmt& stmt = *(*frame.block)[frame.next++];
    if (!stmt.yields) {
      const Result<Flow> flow = execute(stmt, scope);
      if (flow.failed() || *flow != Flow::Next) generator_unwind(g, flow);
      continue;
    }
    if (step(stmt.line).failed()) {
      generator_unwind(g, Failure{});
      continue;
    }
    if (stmt.kind != Stmt::Kind::Yield) {
      generator_enter(g, stmt);
      continue;
    }
    const auto& y = stmt.as<YieldStmt>();
    const Result<Value> value = y.value ? evaluate(*y.value, scope) : Result<Value>(Value::none());
    if (value.failed()) {
      generator_unwind(g, Failure{});
      continue;
    }
    if (y.from) {
      const Result<IteratorObject*> delegate = iterate(*value, stmt.line);
      resumed = &y;
      if (delegate.failed()) {
        generator_unwind(g, Failure{});
      } else {
        g.delegate = *delegate;
      }
      continue;
    }
    out = *value;
    g.suspended = &y;
    yielded = true;
  }
  g.running = false;
  if (yielded) {
    for (const Frame& frame : g.frames) {
      if (frame.kind == Frame::Kind::Handler) handling_.pop_back();
    }
    return true;
  }
  g.finished = true;
  g.frames.clear();
  if (failed() && error_->kind == ExecError::Kind::PythonException &&
      error_->exception == name_of(PyExc::StopIteration)) {
    const int at = error_->line;
    error_.reset();
    raised_ = {};
    return raise(PyExc::RuntimeError, "generator raised StopIteration", at);
  }
  if (failed()) return Failure{};  // the error that unwound every frame, still pending
  return false;
}

// A statement holding a yield: its block becomes the generator's innermost frame.
void Interpreter::generator_enter(GeneratorObject& g, const Stmt& stmt) {
  Scope& scope = *g.scope;
  switch (stmt.kind) {
    case Stmt::Kind::If: {
      const auto& chain = stmt.as<IfStmt>();
      for (std::size_t i = 0; i < chain.conditions.size(); ++i) {
        const Result<bool> truth = condition(*chain.conditions[i], scope);
        if (truth.failed()) return generator_unwind(g, Failure{});
        if (*truth) {
          g.frames.push_back({Frame::Kind::Plain, &chain.branches[i]});
          return;
        }
      }
      g.frames.push_back({Frame::Kind::Plain, &chain.orelse});
      return;
    }
    case Stmt::Kind::For: {
      const auto& loop = stmt.as<ForStmt>();
      const Result<Value> iterable = evaluate(*loop.iter, scope);
      if (iterable.failed()) return generator_unwind(g, Failure{});
      const Result<IteratorObject*> it = iterate(*iterable, loop.iter->line);
      if (it.failed()) return generator_unwind(g, Failure{});
      // Entered at its body's end: generator_block_end takes the first item.
      g.frames.push_back({Frame::Kind::For, &loop.body, loop.body.size(), &stmt, *it});
      return;
    }
    case Stmt::Kind::While: {
      const auto& loop = stmt.as<WhileStmt>();
      g.frames.push_back({Frame::Kind::While, &loop.body, loop.body.size(), &stmt});
      return;
    }
    case Stmt::Kind::Try: g.frames.push_back({Frame::Kind::Try, &stmt.as<TryStmt>().body, 0, &stmt}); return;
    default:  // the parser refuses a yield anywhere else
      unsupported("a yield here is not supported", stmt.line);
      return generator_unwind(g, Failure{});
  }
}

// The innermost frame's block ran to its end: a loop takes its next turn, a try its else.
void Interpreter::generator_block_end(GeneratorObject& g) {
  Scope& scope = *g.scope;
  Frame& frame = g.frames.back();
  switch (frame.kind) {
    case Frame::Kind::Plain: g.frames.pop_back(); return;
    case Frame::Kind::For: {
      const auto& loop = frame.stmt->as<ForStmt>();
      if (step(loop.line).failed()) return generator_unwind(g, Failure{});
      Value item;
      const Result<bool> got = frame.it->next(*this, item);
      if (got.failed()) return generator_unwind(g, Failure{});
      if (*got) {
        if (assign(*loop.target, item, scope).failed()) return generator_unwind(g, Failure{});
        frame.next = 0;
        return;
      }
      g.frames.back() = {Frame::Kind::Plain, &loop.orelse};
      return;
    }
    case Frame::Kind::While: {
      const auto& loop = frame.stmt->as<WhileStmt>();
      if (step(loop.line).failed()) return generator_unwind(g, Failure{});
      const Result<bool> truth = condition(*loop.test, scope);
      if (truth.failed()) return generator_unwind(g, Failure{});
      if (*truth) {
        frame.next = 0;
      } else {
        g.frames.back() = {Frame::Kind::Plain, &loop.orelse};
      }
      return;
    }
    case Frame::Kind::Try: {  // the body ended: the else (a try with a yield has no finally)
      const auto& attempt = frame.stmt->as<TryStmt>();
      g.frames.back() = {Frame::Kind::Plain, &attempt.orelse};
      return;
    }
    case Frame::Kind::Handler: {
      const ExceptHandler& handler = *frame.handler;
      handling_.pop_back();
      g.frames.pop_back();
      end_handler(handler, scope);
      return;
    }
  }
}

// break, continue, return or an error left a statement of the innermost frame: frames end until
// a loop takes the break or continue, or a try's except block the error; what none takes ends the
// generator. (A try holding a yield has no finally: the parser refuses one.)
void Interpreter::generator_unwind(GeneratorObject& g, const Result<Flow>& how) {
  const bool error = how.failed();
  const Flow flow = error ? Flow::Next : *how;
  while (!g.frames.empty()) {
    const Frame frame = g.frames.back();
    const bool loop = frame.kind == Frame::Kind::For || frame.kind == Frame::Kind::While;
    if (loop && !error && flow == Flow::Continue) {
      g.frames.back().next = frame.block->size();  // its block's end: the next turn
      return;
    }
    g.frames.pop_back();
    if (loop && !error && flow == Flow::Break) return;
    if (frame.kind == Frame::Kind::Handler) {
      handling_.pop_back();
      end_handler(*frame.handler, *g.scope);
    }
    if (frame.kind != Frame::Kind::Try || !error) continue;
    const Result<Caught> caught = catch_exception(frame.stmt->as<TryStmt>(), *g.scope);
    if (caught.failed()) continue;  // the error stands: the frames around take it or end the generator
    // Its except block runs as a frame (it may yield), its exception handled meanwhile.
    const auto& [handler, exception] = *caught;
    if (!handler->name.empty()) bind_name(handler->name, exception, *g.scope);
    handling_.push_back(exception);
    g.frames.push_back({Frame::Kind::Handler, &handler->body, 0, frame.stmt, nullptr, handler, exception});
    return;
  }
  if (!error && flow == Flow::Return) g.returned = g.scope->returned;
}

}  // namespace fm::pyexec

namespace fm::pyexec {

// StopIteration at an iterator's end: a generator that returned a value carries it (its args).
Failure raise_stop_iteration(Interpreter& in, IteratorObject& it, int line) {
  GeneratorObject* g = it.as_generator();
  std::vector<Value> args;
  if (g && g->returned.kind != Kind::None) args.push_back(g->returned);
  if (g) g->returned = Value::none();
  return in.raise_value(
      Value::of(Kind::Exception, in.make<ExceptionObject>(line, name_of(PyExc::StopIteration), std::move(args))), line);
}

namespace {

Result<GeneratorObject*> generator_of(Arguments& a) {
  GeneratorObject* g = static_cast<IteratorObject*>(a.self.object)->as_generator();
  if (!g) return a.refuse(a.name + "() of a generator expression");
  return g;
}

// generator.send(value): resumes it, the yield it stopped at giving `value`.
Result<Value> generator_send(Arguments& a) {
  if (a.no_keywords().failed() || a.exactly_one().failed()) return Failure{};
  FM_LET(GeneratorObject * g, generator_of(a));
  Value item;
  FM_LET(const bool yielded, a.in.resume(*g, a.args[0], item));
  if (yielded) return item;
  return raise_stop_iteration(a.in, *g, a.line);
}

// generator.close(): ends it where it stopped. The parser lets no yield stand where CPython's
// GeneratorExit would run code (a finally, a handler catching it), so nothing more runs.
Result<Value> generator_close(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  FM_LET(GeneratorObject * g, generator_of(a));
  if (g->running) return a.in.raise(PyExc::ValueError, "generator already executing", a.line);
  g->finished = true;
  g->started = true;
  g->frames.clear();
  g->delegate = nullptr;
  g->returned = Value::none();
  return Value::none();
}

}  // namespace

const BuiltinRow kGeneratorRows[] = {
    {"generator.send", generator_send}, {"generator.close", generator_close}, {nullptr, nullptr}};

}  // namespace fm::pyexec
