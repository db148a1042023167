// Statements, scopes, calls and the run's bounds; expressions are in evaluate.cpp.
#include "interpreter.hpp"

#include <algorithm>

#include "builtins.hpp"
#include "deque.hpp"
#include "generator.hpp"
#include "typing.hpp"

namespace fm::pyexec {

namespace {
std::string amount(std::size_t bytes) {
  return bytes % (1u << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}
}  // namespace

Interpreter::Interpreter(const Program& program, const ExecLimits& limits)
    : program_(program), limits_(limits), globals_(heap_.make<Scope>()) {}

Failure Interpreter::raise_named(const std::string& exception, std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::PythonException, exception, std::move(message), line, 0};
  return {};
}
Failure Interpreter::raise(PyExc exception, std::string message, int line) {
  return raise_named(name_of(exception), std::move(message), line);
}
Failure Interpreter::raise(PyExc exception, const char* message, int line) {
  return raise_named(name_of(exception), std::string(message), line);
}
Failure Interpreter::refuse(const char* message, int line) { return refuse(std::string(message), line); }
Failure Interpreter::unsupported(const char* message, int line) { return unsupported(std::string(message), line); }
Failure Interpreter::refuse(std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::Limit, "", std::move(message), line, 0};
  return {};
}
Failure Interpreter::unsupported(std::string message, int line) {
  if (!error_) error_ = ExecError{ExecError::Kind::Unsupported, "", std::move(message), line, 0};
  return {};
}

// A failure recorded earlier stays one (the sticky error, until every caller passes Results up).
Status Interpreter::step(int line) {
  if (++steps_ <= limits_.max_steps) return failed() ? Status(Failure{}) : Status::ok();
  return refuse("the program ran more than " + std::to_string(limits_.max_steps) + " steps (the step limit)", line);
}

Status Interpreter::charge(std::size_t bytes, int line) {
  heap_.charge(bytes);
  return fits(0, line);
}

Status Interpreter::fits(std::size_t text_bytes, int line) {
  if (heap_.used() + text_bytes <= limits_.max_memory_bytes) return failed() ? Status(Failure{}) : Status::ok();
  return refuse("the program used more than " + amount(limits_.max_memory_bytes) + " (the memory limit)", line);
}

Status Interpreter::enter(int line) {
  if (++depth_ <= limits_.max_run_depth) return failed() ? Status(Failure{}) : Status::ok();
  return refuse("calls, blocks and values nested deeper than " + std::to_string(limits_.max_run_depth) +
                    " levels (the depth limit)",
                line);
}

Status Interpreter::write_output(const std::string& text, int line) {
  if (failed()) return Failure{};  // an allocation past the memory limit (recorded, not yet returned) writes nothing
  if (output_.size() + text.size() > limits_.max_output_bytes) {
    return refuse("the program printed more than " + amount(limits_.max_output_bytes) + " (the output limit)", line);
  }
  output_ += text;
  return Status::ok();
}

Status Interpreter::write_error_output(const std::string& text, int line) {
  if (failed()) return Failure{};  // as write_output
  if (output_.size() + error_output_.size() + text.size() > limits_.max_output_bytes) {
    return refuse("the program printed more than " + amount(limits_.max_output_bytes) + " (the output limit)", line);
  }
  error_output_ += text;
  return Status::ok();
}

Value Interpreter::make_str(std::string text, int line) {
  const std::size_t size = text.size();
  Value v = Value::of(Kind::Str, heap_.make<StrObject>(std::move(text)));
  (void)charge(size, line);  // past the limit the error is recorded; the next step() ends the run
  return v;
}

Value Interpreter::make_list(std::vector<Value> items, int line, Kind kind) {
  auto* list = heap_.make<ListObject>();
  const std::size_t size = items.size() * sizeof(Value);
  list->items = std::move(items);
  (void)charge(size, line);  // past the limit the error is recorded; the next step() ends the run
  return Value::of(kind, list);
}

Value Interpreter::make_dict(int line) { return Value::of(Kind::Dict, make<DictObject>(line)); }

const Value* Interpreter::global(const std::string& name) const {
  const auto found = globals_->vars.find(name);
  return found == globals_->vars.end() ? nullptr : &found->second;
}

bool Interpreter::run_module() {
  globals_->vars["__name__"] = make_str("__main__", 0);
  const Result<Flow> flow = execute(program_.body, *globals_);
  return !flow.failed() && !failed();
}

RunResult Interpreter::result() const {
  RunResult result{output_, error_output_, 0, std::nullopt};
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

Result<Value> Interpreter::lookup(const NameExpr& name, Scope& scope) {
  bool own = true;  // the innermost function's local, or a free variable of an enclosing one
  for (Scope* s = &scope; s && s->type != Scope::Type::Module;) {
    if (s->type == Scope::Type::Class && s != &scope) {  // a class's names are not seen from the scopes inside it
      s = s->parent;
      continue;
    }
    const auto found = s->vars.find(name.id);
    if (found != s->vars.end()) return found->second;
    if (s->type == Scope::Type::Function) {
      if (s->def->globals.count(name.id)) break;
      if (s->names->count(name.id) && !s->def->nonlocals.count(name.id)) {
        if (own) {
          return raise(PyExc::UnboundLocalError,
                       "cannot access local variable '" + name.id + "' where it is not associated with a value",
                       name.line);
        }
        return raise(
            PyExc::NameError,
            "cannot access free variable '" + name.id + "' where it is not associated with a value in enclosing scope",
            name.line);
      }
      own = false;
    }
    s = s->parent;
  }
  const auto found = globals_->vars.find(name.id);
  if (found != globals_->vars.end()) return found->second;
  FM_LET(const std::optional<Value> builtin, find_builtin(*this, name.id, name.line));
  if (builtin) return *builtin;
  return raise(PyExc::NameError, "name '" + name.id + "' is not defined", name.line);
}

void Interpreter::bind_name(const std::string& name, const Value& value, Scope& scope) {
  Scope* target = &scope;
  // A comprehension keeps its own targets; anything else it binds (:=) goes to the scope around it.
  while (target->type == Scope::Type::Comprehension && !target->names->count(name)) target = target->parent;
  if (target->type == Scope::Type::Function) {
    if (target->def->globals.count(name)) {
      target = globals_;
    } else if (target->def->nonlocals.count(name)) {
      // The nearest enclosing function that binds it (the parser checked there is one).
      for (Scope* s = target->parent; s; s = s->parent) {
        if (s->type == Scope::Type::Function && s->names->count(name) && !s->def->nonlocals.count(name)) {
          target = s;
          break;
        }
        if (s->type == Scope::Type::Function && s->def->nonlocals.count(name)) continue;
      }
    }
  }
  if (target->type == Scope::Type::Class && !target->vars.count(name)) target->order.push_back(name);
  target->vars[name] = value;
}

Status Interpreter::assign(const Expr& target, const Value& value, Scope& scope) {
  if (failed()) return Failure{};
  switch (target.kind) {
    case Expr::Kind::Name: bind_name(target.as<NameExpr>().id, value, scope); return Status::ok();
    case Expr::Kind::Subscript: {
      FM_LET(const Value container, evaluate(*target.as<SubscriptExpr>().value, scope));
      FM_LET(const Value index, evaluate(*target.as<SubscriptExpr>().index, scope));
      return store_subscript(container, index, value, target.line);
    }
    case Expr::Kind::Attribute: {
      const auto& attribute = target.as<AttributeExpr>();
      FM_LET(const Value object, evaluate(*attribute.value, scope));
      return set_attribute(object, attribute.attr, value, target.line);
    }
    default: return assign_unpacked(target.as<SequenceExpr>().elements, value, scope, target.line);
  }
}

// a, b = v and a, *rest = v: the value's items, counted as CPython counts them, then each target.
Status Interpreter::assign_unpacked(const std::vector<ExprPtr>& elements, const Value& value, Scope& scope, int line) {
  if (value.kind != Kind::List && value.kind != Kind::Tuple && value.kind != Kind::Str && value.kind != Kind::Dict &&
      value.kind != Kind::Range && value.kind != Kind::Iterator &&
      !(value.kind == Kind::Instance && (class_of(value)->find("__iter__") || class_of(value)->find("__getitem__")))) {
    return raise(PyExc::TypeError, std::string("cannot unpack non-iterable ") + type_name(value) + " object", line);
  }
  std::size_t star = elements.size();
  for (std::size_t i = 0; i < elements.size(); ++i) {
    if (elements[i]->kind == Expr::Kind::Starred) star = i;
  }
  const bool starred = star < elements.size();
  const std::size_t expected = elements.size() - (starred ? 1 : 0);
  FM_LET(IteratorObject * it, iterate(value, line));
  std::vector<Value> items;
  Value item;
  while (starred || items.size() <= expected) {
    FM_LET(const bool more, it->next(*this, item));
    if (!more) break;
    FM_CHECK(step(line));
    FM_CHECK(charge(sizeof(Value), line));
    items.push_back(item);
  }
  if (!starred && items.size() > expected) {
    return raise(PyExc::ValueError, "too many values to unpack (expected " + std::to_string(expected) + ")", line);
  }
  if (items.size() < expected) {
    return raise(PyExc::ValueError,
                 std::string("not enough values to unpack (expected ") + (starred ? "at least " : "") +
                     std::to_string(expected) + ", got " + std::to_string(items.size()) + ")",
                 line);
  }
  if (!starred) {
    for (std::size_t i = 0; i < expected; ++i) FM_CHECK(assign(*elements[i], items[i], scope));
    return Status::ok();
  }
  const std::size_t after = elements.size() - star - 1;
  for (std::size_t i = 0; i < star; ++i) FM_CHECK(assign(*elements[i], items[i], scope));
  std::vector<Value> rest(items.begin() + static_cast<std::ptrdiff_t>(star),
                          items.end() - static_cast<std::ptrdiff_t>(after));
  const Value rest_list = make_list(std::move(rest), line);
  FM_CHECK(assign(*elements[star]->as<StarredExpr>().value, rest_list, scope));
  for (std::size_t i = 0; i < after; ++i)
    FM_CHECK(assign(*elements[star + 1 + i], items[items.size() - after + i], scope));
  return Status::ok();
}

// --- statements -------------------------------------------------------------------------------

Result<Interpreter::Flow> Interpreter::execute(const Block& block, Scope& scope) {
  for (const StmtPtr& stmt : block) {
    FM_LET(const Flow flow, execute(*stmt, scope));
    if (flow != Flow::Next) return flow;
  }
  return Flow::Next;
}

Result<Interpreter::Flow> Interpreter::execute(const Stmt& stmt, Scope& scope) {
  const DepthScope depth(*this, stmt.line);
  if (!depth.ok()) return Failure{};
  FM_CHECK(step(stmt.line));
  return execute_kind(stmt, scope);
}

Result<Interpreter::Flow> Interpreter::execute_kind(const Stmt& stmt, Scope& scope) {
  switch (stmt.kind) {
    case Stmt::Kind::Expr: return proceed(evaluate(*stmt.as<ExprStmt>().value, scope));
    case Stmt::Kind::Assign: return proceed(execute_assign(stmt.as<AssignStmt>(), scope));
    case Stmt::Kind::AugAssign: return proceed(execute_aug_assign(stmt.as<AugAssignStmt>(), scope));
    case Stmt::Kind::AnnAssign: return proceed(execute_ann_assign(stmt.as<AnnAssignStmt>(), scope));
    case Stmt::Kind::If: return execute_if(stmt.as<IfStmt>(), scope);
    case Stmt::Kind::For: return execute_for(stmt.as<ForStmt>(), scope);
    case Stmt::Kind::While: return execute_while(stmt.as<WhileStmt>(), scope);
    case Stmt::Kind::Def: return proceed(execute_def(stmt.as<DefStmt>(), scope));
    case Stmt::Kind::Class: return proceed(execute_class(stmt.as<ClassStmt>(), scope));
    case Stmt::Kind::Return: return execute_return(stmt.as<ReturnStmt>(), scope);
    case Stmt::Kind::TypeAlias: return proceed(execute_type_alias(stmt.as<TypeAliasStmt>(), scope));
    case Stmt::Kind::Pass:
    case Stmt::Kind::Global:  // the parser resolved it
      return Flow::Next;
    case Stmt::Kind::Break: return Flow::Break;
    case Stmt::Kind::Continue: return Flow::Continue;
    case Stmt::Kind::Import: return proceed(execute_import(stmt.as<ImportStmt>(), scope));
    case Stmt::Kind::Raise: return proceed(execute_raise(stmt.as<RaiseStmt>(), scope));
    case Stmt::Kind::Try: return execute_try(stmt.as<TryStmt>(), scope);
    case Stmt::Kind::With: return execute_with(stmt.as<WithStmt>(), scope);
    case Stmt::Kind::Match: return execute_match(stmt.as<MatchStmt>(), scope);
    case Stmt::Kind::Yield:  // a generator's yields are run by resume() (generator.cpp)
      return unsupported("a yield outside a generator's frames is not supported", stmt.line);
    case Stmt::Kind::Assert: return proceed(execute_assert(stmt.as<AssertStmt>(), scope));
    case Stmt::Kind::Del: return proceed(execute_del(stmt.as<DelStmt>(), scope));
  }
  return unsupported("this statement", stmt.line);
}

Status Interpreter::execute_assign(const AssignStmt& stmt, Scope& scope) {
  FM_LET(const Value value, evaluate(*stmt.value, scope));
  for (const ExprPtr& target : stmt.targets) FM_CHECK(assign(*target, value, scope));
  return Status::ok();
}

// x += v: the target's parts are evaluated once; a list or dict is updated in place (every name
// for it sees the change), anything else rebinds the target.
Status Interpreter::execute_aug_assign(const AugAssignStmt& stmt, Scope& scope) {
  const Expr& target = *stmt.target;
  Value container;
  Value index;
  Value current;
  if (target.kind == Expr::Kind::Name) {
    FM_LET(current, lookup(target.as<NameExpr>(), scope));
  } else if (target.kind == Expr::Kind::Attribute) {
    FM_LET(container, evaluate(*target.as<AttributeExpr>().value, scope));
    FM_LET(current, builtin_attribute(*this, container, target.as<AttributeExpr>().attr, target.line));
  } else {
    FM_LET(container, evaluate(*target.as<SubscriptExpr>().value, scope));
    FM_LET(index, evaluate(*target.as<SubscriptExpr>().index, scope));
    FM_LET(current, subscript(container, index, target.line));
  }
  FM_LET(const Value operand, evaluate(*stmt.value, scope));
  Value updated;
  if (current.kind == Kind::List && stmt.op == BinaryOp::Add) {  // list += iterable extends in place
    if (extend_list(*static_cast<ListObject*>(current.object), operand, stmt.line).failed()) return Failure{};
    updated = current;
  } else {
    FM_LET(updated, binary(stmt.op, current, operand, stmt.line, true));
    // list *= n repeats in place (sq_inplace_repeat).
    if (current.kind == Kind::List && stmt.op == BinaryOp::Mul && updated.kind == Kind::List) {
      static_cast<ListObject*>(current.object)->items = std::move(static_cast<ListObject*>(updated.object)->items);
      updated = current;
    }
    // d |= e updates d in place (dict.__ior__).
    if (current.kind == Kind::Dict && stmt.op == BinaryOp::BitOr && updated.kind == Kind::Dict) {
      auto& into = *static_cast<DictObject*>(current.object);
      for (const auto& [key, value] : static_cast<DictObject*>(updated.object)->entries) {
        FM_CHECK(dict_set(into, key, value, stmt.line));
      }
      updated = current;
    }
  }
  if (target.kind == Expr::Kind::Name) {
    bind_name(target.as<NameExpr>().id, updated, scope);
  } else if (target.kind == Expr::Kind::Attribute) {
    FM_CHECK(set_attribute(container, target.as<AttributeExpr>().attr, updated, target.line));
  } else {
    FM_CHECK(store_subscript(container, index, updated, target.line));
  }
  return Status::ok();
}

// x: T = v: the value, then (at module level, unless annotations are postponed) the annotation.
Status Interpreter::execute_ann_assign(const AnnAssignStmt& stmt, Scope& scope) {
  if (stmt.value) {
    FM_LET(const Value value, evaluate(*stmt.value, scope));
    FM_CHECK(assign(*stmt.target, value, scope));
  }
  const auto* name = stmt.target->if_as<NameExpr>();
  if (scope.type == Scope::Type::Class && name &&
      std::find(scope.annotated.begin(), scope.annotated.end(), name->id) == scope.annotated.end()) {
    scope.annotated.push_back(name->id);
  }
  if (stmt.annotation && (scope.type == Scope::Type::Module || scope.type == Scope::Type::Class) &&
      !future_annotations_) {
    FM_CHECK(evaluate(*stmt.annotation, scope));
  }
  return Status::ok();
}

Result<Interpreter::Flow> Interpreter::execute_if(const IfStmt& stmt, Scope& scope) {
  for (std::size_t i = 0; i < stmt.conditions.size(); ++i) {
    FM_LET(const bool truth, condition(*stmt.conditions[i], scope));
    if (truth) return execute(stmt.branches[i], scope);
  }
  return execute(stmt.orelse, scope);
}

Result<Interpreter::Flow> Interpreter::execute_while(const WhileStmt& stmt, Scope& scope) {
  while (true) {
    FM_LET(const bool truth, condition(*stmt.test, scope));
    if (!truth) return execute(stmt.orelse, scope);
    FM_LET(const Flow flow, execute(stmt.body, scope));
    if (flow == Flow::Break) return Flow::Next;
    if (flow == Flow::Return) return flow;
    FM_CHECK(step(stmt.line));
  }
}

Result<Interpreter::Flow> Interpreter::execute_for(const ForStmt& stmt, Scope& scope) {
  FM_LET(const Value iterable, evaluate(*stmt.iter, scope));
  FM_LET(IteratorObject * it, iterate(iterable, stmt.iter->line));
  Value item;
  for (;;) {
    FM_LET(const bool more, it->next(*this, item));
    if (!more) break;
    FM_CHECK(step(stmt.line));
    FM_CHECK(assign(*stmt.target, item, scope));
    FM_LET(const Flow flow, execute(stmt.body, scope));
    if (flow == Flow::Break) return Flow::Next;
    if (flow == Flow::Return) return flow;
  }
  return execute(stmt.orelse, scope);
}

Result<Interpreter::Flow> Interpreter::execute_return(const ReturnStmt& stmt, Scope& scope) {
  if (!stmt.value) {
    scope.returned = Value::none();
    return Flow::Return;
  }
  FM_LET(scope.returned, evaluate(*stmt.value, scope));
  return Flow::Return;
}

Status Interpreter::execute_type_alias(const TypeAliasStmt& stmt, Scope& scope) {
  FM_LET(const Value alias, make_type_alias(*this, stmt.name, *stmt.value, scope, stmt.line));
  bind_name(stmt.name, alias, scope);
  return Status::ok();
}

Status Interpreter::execute_assert(const AssertStmt& stmt, Scope& scope) {
  FM_LET(const bool truth, condition(*stmt.test, scope));
  if (truth) return Status::ok();
  std::vector<Value> args;
  if (stmt.message) {
    FM_LET(Value message, evaluate(*stmt.message, scope));
    args.push_back(std::move(message));
  }
  raised_ = Value::of(Kind::Exception, make<ExceptionObject>(stmt.line, "AssertionError", args));
  if (failed()) return Failure{};
  std::string message;
  FM_CHECK(str(raised_, message, stmt.line));
  return raise(PyExc::AssertionError, std::move(message), stmt.line);
}

Status Interpreter::execute_del(const DelStmt& stmt, Scope& scope) {
  for (const ExprPtr& target : stmt.targets) FM_CHECK(delete_target(*target, scope));
  return Status::ok();
}

// Always fails: with the exception raised, or with what stopped it being raised.
Status Interpreter::execute_raise(const RaiseStmt& stmt, Scope& scope) {
  if (!stmt.exception) {  // a bare raise: the exception being handled, again, from where it was raised
    if (handling_.empty()) return raise(PyExc::RuntimeError, "No active exception to reraise", stmt.line);
    const Value again = handling_.back();
    const auto& e = *static_cast<ExceptionObject*>(again.object);
    std::string message = e.message;
    if (!e.internal) FM_CHECK(str(again, message = "", stmt.line));
    raised_ = again;
    error_ = ExecError{ExecError::Kind::PythonException, e.type, std::move(message), e.line_raised, 0};
    if (e.type == "SystemExit") {
      exited_ = true;
      exit_code_ = e.args.empty()       ? Value::none()
                   : e.args.size() == 1 ? e.args[0]
                                        : make_list(e.args, stmt.line, Kind::Tuple);
    }
    return Failure{};
  }
  FM_LET(Value raised, evaluate(*stmt.exception, scope));
  if (stmt.cause) {
    FM_LET(const Value cause, evaluate(*stmt.cause, scope));
    if (cause.kind != Kind::None && cause.kind != Kind::Exception && cause.kind != Kind::ExceptionClass &&
        !(cause.kind == Kind::Class && static_cast<ClassObject*>(cause.object)->exception_base >= 0)) {
      return raise(PyExc::TypeError, "exception causes must derive from BaseException", stmt.line);
    }
  }
  if (raised.kind == Kind::ExceptionClass ||
      (raised.kind == Kind::Class && static_cast<ClassObject*>(raised.object)->exception_base >= 0)) {
    FM_LET(raised, call(raised, {}, {}, stmt.line));  // raise E is raise E()
  }
  if (raised.kind != Kind::Exception)
    return raise(PyExc::TypeError, "exceptions must derive from BaseException", stmt.line);
  return raise_value(raised, stmt.line);
}

Failure Interpreter::raise_value(const Value& raised, int line) {
  auto& exception = *static_cast<ExceptionObject*>(raised.object);
  std::string message;
  if (exception.internal) {
    message = exception.message;
  } else if (str(raised, message, line).failed()) {
    return {};
  }
  if (exception.type == "SystemExit") {
    exited_ = true;
    // SystemExit.code: None without args, the arg with one, the args' tuple with more.
    exit_code_ = exception.args.empty()       ? Value::none()
                 : exception.args.size() == 1 ? exception.args[0]
                                              : make_list(exception.args, line, Kind::Tuple);
    if (exit_code_.kind == Kind::Tuple && str(exit_code_, message = "", line).failed()) return {};
  }
  exception.line_raised = line;
  raise_named(exception.type, std::move(message), line);
  raised_ = raised;
  return {};
}

Status Interpreter::delete_target(const Expr& target, Scope& scope) {
  if (const auto* name_expr = target.if_as<NameExpr>()) {
    const std::string& name = name_expr->id;
    Scope* s = &scope;
    while (s->type == Scope::Type::Comprehension) s = s->parent;
    if (s->type == Scope::Type::Function && s->def->globals.count(name)) s = globals_;
    if (s->type == Scope::Type::Function && s->def->nonlocals.count(name)) {
      return unsupported("del of a nonlocal name is not supported", target.line);
    }
    if (s->vars.erase(name)) return Status::ok();
    if (s->type == Scope::Type::Function) {
      return raise(PyExc::UnboundLocalError,
                   "cannot access local variable '" + name + "' where it is not associated with a value", target.line);
    }
    return raise(PyExc::NameError, "name '" + name + "' is not defined", target.line);
  }
  FM_LET(const Value container, evaluate(*target.as<SubscriptExpr>().value, scope));
  FM_LET(const Value key, evaluate(*target.as<SubscriptExpr>().index, scope));
  if (container.kind == Kind::Deque) {
    if (deque_delete(*this, container, key, target.line).failed()) return Failure{};
    return Status::ok();
  }
  if (container.kind == Kind::List) {
    auto& items = static_cast<ListObject*>(container.object)->items;
    if (key.kind != Kind::Bool && !(key.kind == Kind::Number && key.number.is_int())) {
      return raise(PyExc::TypeError, std::string("list indices must be integers or slices, not ") + type_name(key),
                   target.line);
    }
    std::int64_t i = key.number.int_value();
    const std::int64_t n = static_cast<std::int64_t>(items.size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) return raise(PyExc::IndexError, "list assignment index out of range", target.line);
    items.erase(items.begin() + i);
    return Status::ok();
  }
  if (container.kind == Kind::Dict) {
    auto& dict = *static_cast<DictObject*>(container.object);
    FM_LET(const Value* const found, dict_find(dict, key, target.line));
    if (!found) {
      if (dict.flavor == DictObject::Flavor::Counter) return Status::ok();  // Counter.__delitem__ ignores a missing key
      std::string shown;
      FM_CHECK(repr(key, shown, target.line));
      return raise(PyExc::KeyError, shown, target.line);
    }
    // Entries keep insertion order and are never removed in place: the dict is rebuilt without it.
    std::vector<std::pair<Value, Value>> kept;
    for (const auto& entry : dict.entries) {
      bool same = false;
      FM_LET(same, same_or_equal(entry.first, key, target.line));
      if (!same) kept.push_back(entry);
    }
    dict.entries.clear();
    dict.index.clear();
    for (const auto& [k, v] : kept) FM_CHECK(dict_set(dict, k, v, target.line));
    return Status::ok();
  }
  return raise(PyExc::TypeError, std::string("'") + type_name(container) + "' object doesn't support item deletion",
               target.line);
}

Value Interpreter::current_exception(int line) {
  if (raised_.kind == Kind::Exception) {
    auto* e = static_cast<ExceptionObject*>(raised_.object);
    if (e->type == error_->exception) return raised_;
  }
  auto* e = make<ExceptionObject>(line, error_->exception, std::vector<Value>{});
  e->internal = true;
  e->message = error_->message;
  e->line_raised = error_->line;
  return Value::of(Kind::Exception, e);
}

// Whether a try running now has a handler that names ImportError or a class above it (a bare
// except included): a ModuleNotFoundError raised here is caught, whatever the reader has installed.
bool Interpreter::import_error_caught() const {
  const auto catches = [](const Expr* type, auto& self) -> bool {
    if (!type) return true;
    if (const auto* name = type->if_as<NameExpr>()) {
      return name->id == "ImportError" || name->id == "ModuleNotFoundError" || name->id == "Exception" ||
             name->id == "BaseException";
    }
    if (type->kind != Expr::Kind::Tuple) return false;
    for (const ExprPtr& element : type->as<SequenceExpr>().elements) {
      if (self(element.get(), self)) return true;
    }
    return false;
  };
  for (const TryStmt* attempt : trying_) {
    for (const ExceptHandler& handler : attempt->handlers) {
      if (catches(handler.type.get(), catches)) return true;
    }
  }
  return false;
}

Result<Interpreter::Flow> Interpreter::execute_try(const TryStmt& stmt, Scope& scope) {
  trying_.push_back(&stmt);
  Result<Flow> flow = execute(stmt.body, scope);
  trying_.pop_back();
  if (flow.failed()) {
    flow = handle_exception(stmt, scope);
  } else if (*flow == Flow::Next) {
    flow = execute(stmt.orelse, scope);
  }
  return run_finally(stmt, scope, flow);
}

// The try's body failed: when a Python exception is pending and a handler matches it, the
// handler runs (its flow is returned); otherwise the failure stands, the exception pending.
Result<Interpreter::Flow> Interpreter::handle_exception(const TryStmt& stmt, Scope& scope) {
  FM_LET(const Caught caught, catch_exception(stmt, scope));
  if (!caught.handler->name.empty()) bind_name(caught.handler->name, caught.exception, scope);
  handling_.push_back(caught.exception);
  const Result<Flow> flow = execute(caught.handler->body, scope);
  handling_.pop_back();
  end_handler(*caught.handler, scope);
  return flow;
}

// `except E as e` unbinds e at the end of the handler.
void Interpreter::end_handler(const ExceptHandler& handler, Scope& scope) {
  if (handler.name.empty()) return;  // unbound however the handler ended, as CPython's implicit finally
  Scope* target = &scope;
  while (target->type == Scope::Type::Comprehension) target = target->parent;
  target->vars.erase(handler.name);
}

// The handler of `stmt` that catches the pending Python exception, and the exception (cleared);
// the failure stands when none catches it (the exception still pending) or matching failed.
Result<Interpreter::Caught> Interpreter::catch_exception(const TryStmt& stmt, Scope& scope) {
  if (!error_ || error_->kind != ExecError::Kind::PythonException || stmt.handlers.empty()) return Failure{};
  const ExecError pending = *error_;
  const bool was_exited = exited_;
  const Value exception = current_exception(stmt.line);
  const int tag = exception_class(pending.exception);
  error_.reset();
  raised_ = {};
  exited_ = false;
  for (const ExceptHandler& handler : stmt.handlers) {
    if (!handler.type) return Caught{&handler, exception};
    FM_LET(const Value type, evaluate(*handler.type, scope));
    std::vector<Value> classes;
    if (type.kind == Kind::Tuple) {
      classes = static_cast<ListObject*>(type.object)->items;
    } else {
      classes.push_back(type);
    }
    bool match = false;
    ClassObject* raised_class = class_of(exception);
    for (const Value& c : classes) {
      if (c.kind == Kind::Class && static_cast<ClassObject*>(c.object)->exception_base >= 0) {
        match = match || (raised_class && raised_class->derives(static_cast<ClassObject*>(c.object)));
        continue;
      }
      if (c.kind == Kind::ExceptionClass && raised_class) {
        match = match || exception_derives(raised_class->exception_base, c.tag);
        continue;
      }
      if (c.kind != Kind::ExceptionClass) {
        return raise(PyExc::TypeError, "catching classes that do not inherit from BaseException is not allowed",
                     handler.line);
      }
      if (tag < 0)
        return unsupported("catching the exception " + pending.exception + " is not supported", handler.line);
      match = match || exception_derives(tag, c.tag);
    }
    if (match) return Caught{&handler, exception};
  }
  error_ = pending;
  raised_ = exception;
  exited_ = was_exited;
  return Failure{};
}

// The try's finally after `flow` (the body's, a handler's or the else's; failed while an
// exception is pending).
Result<Interpreter::Flow> Interpreter::run_finally(const TryStmt& stmt, Scope& scope, Result<Flow> flow) {
  if (stmt.finalbody.empty()) return flow;
  // finally: runs whatever happened; a return/break/continue in it replaces what was pending.
  const std::optional<ExecError> pending = error_;
  const bool pending_exit = exited_;
  const Value pending_raised = raised_;
  const Value pending_return = scope.returned;
  const bool refusal = error_ && error_->kind != ExecError::Kind::PythonException;
  if (refusal) return flow;  // a limit or a refusal ends the run; nothing more runs
  error_.reset();
  exited_ = false;
  FM_LET(const Flow final_flow, execute(stmt.finalbody, scope));  // an error in it replaces what was pending
  if (final_flow != Flow::Next) return final_flow;
  error_ = pending;
  exited_ = pending_exit;
  raised_ = pending_raised;
  scope.returned = pending_return;
  return flow;
}

// with: contextlib.suppress(E, ...) only (its __enter__ gives None; its __exit__ swallows an
// exception of those classes). Any other context manager is refused when the statement runs.
Result<Interpreter::Flow> Interpreter::execute_with(const WithStmt& stmt, Scope& scope) {
  FM_LET(const Value manager, evaluate(*stmt.manager, scope));
  const auto* suppress = manager.kind == Kind::Wrapper ? static_cast<WrapperObject*>(manager.object) : nullptr;
  if (!suppress || suppress->what != WrapperObject::What::Suppress) {
    return unsupported(std::string("a with statement on an object of type '") + type_name(manager) +
                           "' (only contextlib.suppress runs) is not supported",
                       stmt.line);
  }
  if (stmt.target) FM_CHECK(assign(*stmt.target, Value::none(), scope));
  const Result<Flow> flow = execute(stmt.body, scope);
  if (!flow.failed() || !error_ || error_->kind != ExecError::Kind::PythonException) return flow;
  const Value exception = current_exception(stmt.line);
  ClassObject* raised_class = class_of(exception);
  const int tag = exception_class(error_->exception);
  bool match = false;
  for (const Value& c : static_cast<ListObject*>(suppress->self.object)->items) {
    if (c.kind == Kind::Class) {
      match = match || (raised_class && raised_class->derives(static_cast<ClassObject*>(c.object)));
    } else if (raised_class) {
      match = match || exception_derives(raised_class->exception_base, c.tag);
    } else if (tag < 0) {
      return unsupported("suppressing the exception " + error_->exception + " is not supported", stmt.line);
    } else {
      match = match || exception_derives(tag, c.tag);
    }
  }
  if (!match) return flow;
  error_.reset();
  raised_ = {};
  exited_ = false;
  return Flow::Next;
}

Status Interpreter::execute_import(const ImportStmt& stmt, Scope& scope) {
  if (stmt.missing) {
    // CPython without the module raises ModuleNotFoundError; where no try catches it, the run's end
    // would depend on what the reader has installed, so it is refused instead.
    if (import_error_caught())
      return raise(PyExc::ModuleNotFoundError, "No module named '" + stmt.module + "'", stmt.line);
    return unsupported(
        "import of module '" + stmt.module +
            "' (not in CPython's standard library) outside a try that catches ImportError is not supported",
        stmt.line);
  }
  const std::optional<Value> found = find_module(stmt.module);
  if (!found) return unsupported("import of module '" + stmt.module + "' is not supported", stmt.line);
  const Value& module = *found;
  if (stmt.module == "__future__") {
    for (const auto& [name, bound] : stmt.names) {
      if (name == "annotations") future_annotations_ = true;
    }
    return Status::ok();
  }
  if (stmt.names.empty()) {
    bind_name(stmt.module, module, scope);
    return Status::ok();
  }
  for (const auto& [name, bound] : stmt.names) {
    if (name == stmt.module) {  // import m as n
      bind_name(bound, module, scope);
      continue;
    }
    FM_LET(const Value value, builtin_attribute(*this, module, name, stmt.line));
    bind_name(bound, value, scope);
  }
  return Status::ok();
}

Result<Value> Interpreter::make_function(const FunctionDef& def, Scope& scope, int line) {
  std::vector<Value> defaults;
  for (const ExprPtr& value : def.defaults) {
    FM_LET(Value fallback, evaluate(*value, scope));
    defaults.push_back(std::move(fallback));
  }
  for (const ExprPtr& value : def.kw_defaults) {
    if (!value) {
      defaults.push_back(Value::of(Kind::Alias, nullptr, -1));  // tag -1: required
      continue;
    }
    FM_LET(Value fallback, evaluate(*value, scope));
    defaults.push_back(std::move(fallback));
  }
  // def f[T](): T is a TypeVar its annotations and body see (CPython's annotation scope).
  Scope* outer = &scope;
  if (!def.type_params.empty()) {
    outer = make<Scope>(line);
    outer->type = Scope::Type::Comprehension;
    outer->parent = &scope;
    outer->names = &def.type_params;
    for (const std::string& name : def.type_params) outer->vars[name] = typing_typevar_value();
  }
  if (!future_annotations_) {
    for (const ExprPtr& annotation : def.annotations) FM_CHECK(evaluate(*annotation, *outer));
  }
  // A method's body does not see its class's names: no closure over a class body.
  Scope* closure = outer->type == Scope::Type::Module || outer->type == Scope::Type::Class ? nullptr : outer;
  return Value::of(Kind::Function, make<FunctionObject>(line, &def, std::move(defaults), closure));
}

Status Interpreter::execute_def(const DefStmt& stmt, Scope& scope) {
  const FunctionDef& def = *stmt.function;
  std::vector<Value> decorators;
  for (const ExprPtr& decorator : def.decorators) {
    FM_LET(Value applied, evaluate(*decorator, scope));
    decorators.push_back(std::move(applied));
  }
  FM_LET(Value function, make_function(def, scope, stmt.line));
  for (std::size_t i = decorators.size(); i-- > 0;) {
    FM_LET(function, call(decorators[i], {function}, {}, def.decorators[i]->line));
  }
  bind_name(def.name, function, scope);
  return Status::ok();
}

// --- calls ------------------------------------------------------------------------------------

Result<Value> Interpreter::call(const Value& callee, std::vector<Value> args, const std::vector<std::string>& keywords,
                                int line) {
  const DepthScope depth(*this, line);
  if (!depth.ok()) return Failure{};
  switch (callee.kind) {
    case Kind::Function: {
      FunctionObject& function = *static_cast<FunctionObject*>(callee.object);
      if (!function.cache) {
        FM_LET(Value result, call_function(function, args, keywords, line));
        return result;
      }
      // functools.lru_cache: the arguments' tuple is the key (hashing it raises for a list).
      if (!keywords.empty()) {
        unsupported("keyword arguments to a cached function are not supported", line);
        return Failure{};
      }
      // As the C lru_cache_make_key: one exact int or str argument is its own key, else the tuple.
      const bool scalar =
          args.size() == 1 && (args[0].kind == Kind::Str || (args[0].kind == Kind::Number && args[0].number.is_int()));
      const Value key = scalar ? args[0] : make_list(args, line, Kind::Tuple);
      if (failed()) return Failure{};
      const Result<const Value*> cached = dict_find(*function.cache, key, line);
      if (cached.failed()) return Failure{};
      if (*cached) return **cached;
      FM_LET(const Value result, call_function(function, args, keywords, line));
      if (function.cache_size >= 0 &&
          static_cast<std::int64_t>(function.cache->entries.size()) >= function.cache_size) {
        unsupported("an lru_cache that is full (evicting answers) is not supported", line);
        return Failure{};
      }
      FM_CHECK(dict_set(*function.cache, key, result, line));
      return result;
    }
    case Kind::Builtin:
    case Kind::Method:
    case Kind::ExceptionClass: return call_builtin(*this, callee, args, keywords, line);
    case Kind::Alias: return typing_call(*this, callee, line);
    case Kind::Class: return instantiate(static_cast<ClassObject*>(callee.object), args, keywords, line);
    case Kind::Wrapper: return call_wrapper(*static_cast<WrapperObject*>(callee.object), args, keywords, line);
    case Kind::Instance:
      if (class_of(callee)->find("__call__")) {
        FM_LET(const Value bound, get_attribute(callee, "__call__", line));
        return call(bound, std::move(args), keywords, line);
      }
      [[fallthrough]];
    default:
      raise(PyExc::TypeError, std::string("'") + type_name(callee) + "' object is not callable", line);
      return Failure{};
  }
}

namespace {
std::string plural(std::size_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'" (CPython's format_missing).
std::string name_list(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += names.size() > 2 ? ", " : " ";
    if (i > 0 && i + 1 == names.size()) out += "and ";
    out += "'" + names[i] + "'";
  }
  return out;
}
}  // namespace

// As CPython's initialize_locals (Python/ceval.c): positionals, *args, keywords (**kwargs), then
// too many positionals, then missing ones, with its messages.
Status Interpreter::bind_arguments(const FunctionDef& def, const FunctionObject& function, Scope& frame,
                                   std::vector<Value>& args, const std::vector<std::string>& keywords, int line) {
  const std::string name = (def.qualname.empty() ? def.name : def.qualname) + "()";
  const std::size_t given = args.size() - keywords.size();
  const std::size_t positional = def.positional;
  for (std::size_t i = 0; i < given && i < positional; ++i) frame.vars[def.params[i]] = args[i];
  if (!def.varargs.empty()) {
    std::vector<Value> extra;
    for (std::size_t i = positional; i < given; ++i) extra.push_back(args[i]);
    frame.vars[def.varargs] = make_list(std::move(extra), line, Kind::Tuple);
  }
  Value kwargs;
  if (!def.varkw.empty()) {
    kwargs = make_dict(line);
    frame.vars[def.varkw] = kwargs;
  }
  std::vector<std::string> positional_only_given;
  for (std::size_t k = 0; k < keywords.size(); ++k) {
    const auto param = std::find(def.params.begin(), def.params.end(), keywords[k]);
    const std::size_t index = static_cast<std::size_t>(param - def.params.begin());
    if (param == def.params.end() || index < def.positional_only) {
      if (kwargs.kind == Kind::Dict) {
        FM_CHECK(
            dict_set(*static_cast<DictObject*>(kwargs.object), make_str(keywords[k], line), args[given + k], line));
        continue;
      }
      if (param != def.params.end()) {
        positional_only_given.push_back(keywords[k]);
        continue;
      }
      raise(PyExc::TypeError, name + " got an unexpected keyword argument '" + keywords[k] + "'", line);
      return Failure{};
    }
    if (frame.vars.count(keywords[k])) {
      raise(PyExc::TypeError, name + " got multiple values for argument '" + keywords[k] + "'", line);
      return Failure{};
    }
    frame.vars[keywords[k]] = args[given + k];
  }
  if (!positional_only_given.empty()) {
    std::string names;
    for (std::size_t i = 0; i < positional_only_given.size(); ++i) names += (i ? ", " : "") + positional_only_given[i];
    raise(PyExc::TypeError, name + " got some positional-only arguments passed as keyword arguments: '" + names + "'",
          line);
    return Failure{};
  }
  const std::size_t required = positional - def.defaults.size();
  if (given > positional && def.varargs.empty()) {
    std::size_t kwonly_given = 0;
    for (std::size_t i = positional; i < def.params.size(); ++i) kwonly_given += frame.vars.count(def.params[i]);
    const std::string takes =
        def.defaults.empty() ? plural(positional, "positional argument")
                             : "from " + std::to_string(required) + " to " + plural(positional, "positional argument");
    std::string was = kwonly_given == 0 ? std::to_string(given) + (given == 1 ? " was" : " were")
                                        : plural(given, "positional argument") + " (and " +
                                              plural(kwonly_given, "keyword-only argument") + ")" +
                                              (given == 1 && kwonly_given == 0 ? " was" : " were");
    if (kwonly_given > 0)
      was = plural(given, "positional argument") + " (and " + plural(kwonly_given, "keyword-only argument") + ") were";
    raise(PyExc::TypeError, name + " takes " + takes + " but " + was + " given", line);
    return Failure{};
  }
  std::vector<std::string> missing;
  for (std::size_t i = 0; i < positional; ++i) {
    if (frame.vars.count(def.params[i])) continue;
    if (i >= required) {
      frame.vars[def.params[i]] = function.defaults[i - required];
    } else {
      missing.push_back(def.params[i]);
    }
  }
  if (!missing.empty()) {
    raise(PyExc::TypeError,
          name + " missing " + std::to_string(missing.size()) + " required positional argument" +
              (missing.size() == 1 ? "" : "s") + ": " + name_list(missing),
          line);
    return Failure{};
  }
  for (std::size_t i = positional; i < def.params.size(); ++i) {
    if (frame.vars.count(def.params[i])) continue;
    const Value& fallback = function.defaults[def.defaults.size() + (i - positional)];
    if (fallback.kind == Kind::Alias && fallback.tag == -1) {
      missing.push_back(def.params[i]);
    } else {
      frame.vars[def.params[i]] = fallback;
    }
  }
  if (!missing.empty()) {
    raise(PyExc::TypeError,
          name + " missing " + std::to_string(missing.size()) + " required keyword-only argument" +
              (missing.size() == 1 ? "" : "s") + ": " + name_list(missing),
          line);
    return Failure{};
  }
  return Status::ok();
}

Result<Value> Interpreter::call_function(const FunctionObject& function, std::vector<Value>& args,
                                         const std::vector<std::string>& keywords, int line) {
  const FunctionDef& def = *function.def;
  Scope* scope = make<Scope>(line);
  if (failed()) return Failure{};
  scope->type = Scope::Type::Function;
  scope->names = &def.locals;
  scope->def = &def;
  scope->function = &function;
  scope->parent = function.closure;
  if (bind_arguments(def, function, *scope, args, keywords, line).failed()) return Failure{};
  if (def.generator) return Value::of(Kind::Iterator, make<GeneratorObject>(line, function, scope));  // runs when asked
  FM_LET(const Flow flow, execute(def.body, *scope));
  return flow == Flow::Return ? scope->returned : Value::none();
}

}  // namespace fm::pyexec
