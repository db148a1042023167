// Statements, scopes, calls and the run's bounds; expressions are in evaluate.cpp.
#include "interpreter.hpp"

#include <algorithm>

#include "builtins.hpp"

namespace fm::pyexec {

namespace {
std::string amount(std::size_t bytes) {
  return bytes % (1u << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}
}  // namespace

Interpreter::Interpreter(const Program& program, const ExecLimits& limits)
    : program_(program), limits_(limits), globals_(heap_.make<Scope>()) {}

void Interpreter::raise(const std::string& exception, std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::PythonException, exception, std::move(message), line, 0};
}
void Interpreter::refuse(std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::Limit, "", std::move(message), line, 0};
}
void Interpreter::unsupported(std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::Unsupported, "", std::move(message), line, 0};
}

bool Interpreter::step(int line) {
  if (++steps_ <= limits_.max_steps) return !failed();
  refuse("the program ran more than " + std::to_string(limits_.max_steps) + " steps (the step limit)", line);
  return false;
}

bool Interpreter::charge(std::size_t bytes, int line) {
  heap_.charge(bytes);
  if (heap_.used() <= limits_.max_memory_bytes) return !failed();
  refuse("the program used more than " + amount(limits_.max_memory_bytes) + " (the memory limit)", line);
  return false;
}

bool Interpreter::fits(std::size_t text_bytes, int line) {
  if (heap_.used() + text_bytes <= limits_.max_memory_bytes) return !failed();
  refuse("the program used more than " + amount(limits_.max_memory_bytes) + " (the memory limit)", line);
  return false;
}

bool Interpreter::enter(int line) {
  if (++depth_ <= limits_.max_run_depth) return !failed();
  refuse("calls, blocks and values nested deeper than " + std::to_string(limits_.max_run_depth) + " levels (the depth limit)", line);
  return false;
}

bool Interpreter::write_output(const std::string& text, int line) {
  if (output_.size() + text.size() > limits_.max_output_bytes) {
    refuse("the program printed more than " + amount(limits_.max_output_bytes) + " (the output limit)", line);
    return false;
  }
  output_ += text;
  return true;
}

Value Interpreter::make_str(std::string text, int line) {
  const std::size_t size = text.size();
  Value v = Value::of(Kind::Str, heap_.make<StrObject>(std::move(text)));
  charge(size, line);
  return v;
}

Value Interpreter::make_list(std::vector<Value> items, int line, Kind kind) {
  auto* list = heap_.make<ListObject>();
  const std::size_t size = items.size() * sizeof(Value);
  list->items = std::move(items);
  charge(size, line);
  return Value::of(kind, list);
}

Value Interpreter::make_dict(int line) { return Value::of(Kind::Dict, make<DictObject>(line)); }

const Value* Interpreter::global(const std::string& name) const {
  const auto found = globals_->vars.find(name);
  return found == globals_->vars.end() ? nullptr : &found->second;
}

bool Interpreter::run_module() {
  globals_->vars["__name__"] = make_str("__main__", 0);
  execute(program_.body, *globals_);
  return !failed();
}

RunResult Interpreter::result() const {
  RunResult result{output_, 0, std::nullopt};
  if (!error_) return result;
  if (error_->kind != ExecError::Kind::PythonException) {
    result.exit_code = 2;
    result.error = error_;
    return result;
  }
  if (exited_) {
    // Python/pythonrun.c handle_system_exit: None is 0, an int is the status (the OS keeps its
    // low 8 bits), anything else is printed and exits 1.
    if (exit_code_.kind == Kind::None) return result;
    if (exit_code_.kind == Kind::Bool || (exit_code_.kind == Kind::Number && exit_code_.number.is_int())) {
      result.exit_code = static_cast<int>(exit_code_.number.int_value() & 0xFF);
      return result;
    }
  }
  result.exit_code = 1;
  result.error = error_;
  return result;
}

// --- names and scopes -------------------------------------------------------------------------

Value Interpreter::lookup(const Expr& name, Scope& scope) {
  for (Scope* s = &scope; s; s = s->parent) {
    const auto found = s->vars.find(name.name);
    if (found != s->vars.end()) return found->second;
    if (s->type == Scope::Type::Function && s->names->count(name.name)) {
      raise("UnboundLocalError", "cannot access local variable '" + name.name + "' where it is not associated with a value", name.line);
      return {};
    }
    if (s->type != Scope::Type::Comprehension) break;
  }
  const auto found = globals_->vars.find(name.name);
  if (found != globals_->vars.end()) return found->second;
  Value builtin;
  if (find_builtin(name.name, builtin)) return builtin;
  raise("NameError", "name '" + name.name + "' is not defined", name.line);
  return {};
}

void Interpreter::bind_name(const std::string& name, const Value& value, Scope& scope) {
  Scope* target = &scope;
  // A comprehension keeps its own targets; anything else it binds (:=) goes to the scope around it.
  while (target->type == Scope::Type::Comprehension && !target->names->count(name)) target = target->parent;
  target->vars[name] = value;
}

void Interpreter::assign(const Expr& target, const Value& value, Scope& scope) {
  if (failed()) return;
  switch (target.kind) {
    case Expr::Kind::Name:
      bind_name(target.name, value, scope);
      return;
    case Expr::Kind::Subscript: {
      const Value container = evaluate(*target.items[0], scope);
      if (failed()) return;
      const Value index = evaluate(*target.items[1], scope);
      if (failed()) return;
      store_subscript(container, index, value, target.line);
      return;
    }
    default: {  // a tuple or list of targets
      if (value.kind != Kind::List && value.kind != Kind::Tuple && value.kind != Kind::Str && value.kind != Kind::Dict &&
          value.kind != Kind::Range && value.kind != Kind::Iterator) {
        raise("TypeError", std::string("cannot unpack non-iterable ") + type_name(value) + " object", target.line);
        return;
      }
      const std::size_t expected = target.items.size();
      IteratorObject* it = iterate(value, target.line);
      std::vector<Value> items;
      Value item;
      while (it && items.size() <= expected && it->next(*this, item)) items.push_back(item);
      if (failed()) return;
      if (items.size() > expected) {
        raise("ValueError", "too many values to unpack (expected " + std::to_string(expected) + ")", target.line);
        return;
      }
      if (items.size() < expected) {
        raise("ValueError", "not enough values to unpack (expected " + std::to_string(expected) + ", got " + std::to_string(items.size()) + ")", target.line);
        return;
      }
      for (std::size_t i = 0; i < expected && !failed(); ++i) assign(*target.items[i], items[i], scope);
    }
  }
}

// --- statements -------------------------------------------------------------------------------

Interpreter::Flow Interpreter::execute(const Block& block, Scope& scope) {
  for (const StmtPtr& stmt : block) {
    const Flow flow = execute(*stmt, scope);
    if (flow != Flow::Next) return flow;
  }
  return Flow::Next;
}

Interpreter::Flow Interpreter::execute(const Stmt& stmt, Scope& scope) {
  const DepthScope depth(*this, stmt.line);
  if (!depth.ok() || !step(stmt.line)) return Flow::Stop;
  switch (stmt.kind) {
    case Stmt::Kind::Expr:
      evaluate(*stmt.value, scope);
      break;
    case Stmt::Kind::Assign: {
      const Value value = evaluate(*stmt.value, scope);
      for (const ExprPtr& target : stmt.targets) assign(*target, value, scope);
      break;
    }
    case Stmt::Kind::AugAssign: {
      const Expr& target = *stmt.targets[0];
      Value container;
      Value index;
      Value current;
      if (target.kind == Expr::Kind::Name) {
        current = lookup(target, scope);
      } else {  // a[i] += v: a and i are evaluated once
        container = evaluate(*target.items[0], scope);
        if (!failed()) index = evaluate(*target.items[1], scope);
        if (!failed()) current = subscript(container, index, target.line);
      }
      if (failed()) break;
      const Value operand = evaluate(*stmt.value, scope);
      if (failed()) break;
      Value updated;
      if (current.kind == Kind::List && stmt.op == "+") {  // list += iterable extends in place
        std::vector<Value> items;
        if (!collect(operand, items, stmt.line)) break;
        auto& list = static_cast<ListObject*>(current.object)->items;
        list.insert(list.end(), items.begin(), items.end());
        updated = current;
      } else {
        updated = binary(stmt.op + "=", current, operand, stmt.line);
      }
      if (failed()) break;
      if (target.kind == Expr::Kind::Name) {
        bind_name(target.name, updated, scope);
      } else {
        store_subscript(container, index, updated, target.line);
      }
      break;
    }
    case Stmt::Kind::If:
      for (std::size_t i = 0; i < stmt.conditions.size(); ++i) {
        const Value test = evaluate(*stmt.conditions[i], scope);
        if (failed()) return Flow::Stop;
        if (truthy(test)) return execute(stmt.branches[i], scope);
      }
      return execute(stmt.orelse, scope);
    case Stmt::Kind::For:
      return execute_for(stmt, scope);
    case Stmt::Kind::While:
      while (true) {
        const Value test = evaluate(*stmt.value, scope);
        if (failed()) return Flow::Stop;
        if (!truthy(test)) break;
        const Flow flow = execute(stmt.body, scope);
        if (flow == Flow::Break) break;
        if (flow == Flow::Return || flow == Flow::Stop) return flow;
        if (!step(stmt.line)) return Flow::Stop;
      }
      break;
    case Stmt::Kind::Def: {
      std::vector<Value> defaults;
      for (const ExprPtr& value : stmt.function->defaults) {
        defaults.push_back(evaluate(*value, scope));
        if (failed()) return Flow::Stop;
      }
      bind_name(stmt.function->name, Value::of(Kind::Function, make<FunctionObject>(stmt.line, stmt.function.get(), std::move(defaults))), scope);
      break;
    }
    case Stmt::Kind::Return:
      scope.returned = stmt.value ? evaluate(*stmt.value, scope) : Value::none();
      return failed() ? Flow::Stop : Flow::Return;
    case Stmt::Kind::Pass:
      break;
    case Stmt::Kind::Break:
      return Flow::Break;
    case Stmt::Kind::Continue:
      return Flow::Continue;
    case Stmt::Kind::Import:
      bind_name("json", Value::of(Kind::Module, nullptr), scope);
      break;
    case Stmt::Kind::Raise:
      execute_raise(stmt, scope);
      break;
  }
  return failed() ? Flow::Stop : Flow::Next;
}

Interpreter::Flow Interpreter::execute_for(const Stmt& stmt, Scope& scope) {
  const Value iterable = evaluate(*stmt.value, scope);
  if (failed()) return Flow::Stop;
  IteratorObject* it = iterate(iterable, stmt.value->line);
  Value item;
  while (it && it->next(*this, item)) {
    if (!step(stmt.line)) return Flow::Stop;
    assign(*stmt.targets[0], item, scope);
    if (failed()) return Flow::Stop;
    const Flow flow = execute(stmt.body, scope);
    if (flow == Flow::Break) break;
    if (flow == Flow::Return || flow == Flow::Stop) return flow;
  }
  return failed() ? Flow::Stop : Flow::Next;
}

void Interpreter::execute_raise(const Stmt& stmt, Scope& scope) {
  Value raised = evaluate(*stmt.value, scope);
  if (failed()) return;
  if (raised.kind == Kind::ExceptionClass) raised = call(raised, {}, {}, stmt.line);  // raise E is raise E()
  if (failed()) return;
  if (raised.kind != Kind::Exception) {
    raise("TypeError", "exceptions must derive from BaseException", stmt.line);
    return;
  }
  const auto& exception = *static_cast<ExceptionObject*>(raised.object);
  std::string message;
  if (!str(raised, message, stmt.line)) return;
  if (exception.type == "SystemExit") {
    exited_ = true;
    // SystemExit.code: None without args, the arg with one, the args' tuple with more.
    exit_code_ = exception.args.empty() ? Value::none()
                 : exception.args.size() == 1 ? exception.args[0]
                                              : make_list(exception.args, stmt.line, Kind::Tuple);
    if (exit_code_.kind == Kind::Tuple && !str(exit_code_, message = "", stmt.line)) return;
  }
  raise(exception.type, std::move(message), stmt.line);
}

// --- calls ------------------------------------------------------------------------------------

Value Interpreter::call(const Value& callee, std::vector<Value> args, const std::vector<std::string>& keywords, int line) {
  const DepthScope depth(*this, line);
  if (!depth.ok()) return {};
  switch (callee.kind) {
    case Kind::Function:
      return call_function(*static_cast<FunctionObject*>(callee.object), args, keywords, line);
    case Kind::Builtin:
    case Kind::Method:
    case Kind::ExceptionClass:
      return call_builtin(*this, callee, args, keywords, line);
    default:
      raise("TypeError", std::string("'") + type_name(callee) + "' object is not callable", line);
      return {};
  }
}

namespace {
std::string plural(std::size_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }
}  // namespace

Value Interpreter::call_function(const FunctionObject& function, std::vector<Value>& args, const std::vector<std::string>& keywords, int line) {
  const FunctionDef& def = *function.def;
  const std::string name = def.name + "()";
  const std::size_t positional = args.size() - keywords.size();
  const std::size_t params = def.params.size();
  Scope* scope = make<Scope>(line);
  if (failed()) return {};
  scope->type = Scope::Type::Function;
  scope->names = &def.locals;
  for (std::size_t i = 0; i < positional && i < params; ++i) scope->vars[def.params[i]] = args[i];
  // As CPython's initialize_locals: keywords first, then too many positionals, then missing ones.
  for (std::size_t k = 0; k < keywords.size(); ++k) {
    const auto param = std::find(def.params.begin(), def.params.end(), keywords[k]);
    if (param == def.params.end()) {
      raise("TypeError", name + " got an unexpected keyword argument '" + keywords[k] + "'", line);
      return {};
    }
    if (scope->vars.count(keywords[k])) {
      raise("TypeError", name + " got multiple values for argument '" + keywords[k] + "'", line);
      return {};
    }
    scope->vars[keywords[k]] = args[positional + k];
  }
  const std::size_t required = params - def.defaults.size();
  if (positional > params) {
    const std::string takes = def.defaults.empty() ? plural(params, "positional argument")
                                                   : "from " + std::to_string(required) + " to " + plural(params, "positional argument");
    raise("TypeError", name + " takes " + takes + " but " + std::to_string(positional) + (positional == 1 ? " was" : " were") + " given", line);
    return {};
  }
  std::vector<std::string> missing;
  for (std::size_t i = 0; i < params; ++i) {
    if (scope->vars.count(def.params[i])) continue;
    if (i >= required) {
      scope->vars[def.params[i]] = function.defaults[i - required];
    } else {
      missing.push_back("'" + def.params[i] + "'");
    }
  }
  if (!missing.empty()) {
    std::string names = missing[0];
    for (std::size_t i = 1; i < missing.size(); ++i) {
      names += (missing.size() > 2 ? ", " : " ") + std::string(i + 1 == missing.size() ? "and " : "") + missing[i];
    }
    raise("TypeError", name + " missing " + std::to_string(missing.size()) + " required positional argument" + (missing.size() == 1 ? "" : "s") + ": " + names, line);
    return {};
  }
  const Flow flow = execute(def.body, *scope);
  if (flow == Flow::Stop || failed()) return {};
  return flow == Flow::Return ? scope->returned : Value::none();
}

}  // namespace fm::pyexec
