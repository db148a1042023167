// Runs a parsed Program as CPython 3.12 would: module statements in order, functions, scopes
// (a function's locals are the names it binds; comprehensions have their own), lazy generator
// expressions, exceptions that end the run with CPython's type, message and line, and SystemExit.
// Bounded in steps, memory, output and depth (ExecLimits). No C++ exception is used: an error is
// recorded, and the operation returns a Failure that its callers pass up (result.hpp).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "ast.hpp"
#include "exceptions.hpp"
#include "exec_error.hpp"
#include "limits.hpp"
#include "result.hpp"

namespace fm::pyexec {

struct GeneratorIterator;
struct GeneratorObject;
struct YieldStmt;

// A namespace: the module's globals, a function call's locals, or a comprehension's variables.
struct Scope : Object {
  enum class Type { Module, Function, Comprehension, Class } type = Type::Module;
  Scope* parent = nullptr;                       // Comprehension: the scope it is written in; Function: its closure's
  const std::set<std::string>* names = nullptr;  // Function: its locals; Comprehension: its targets
  const FunctionDef* def = nullptr;              // Function: its `global` and `nonlocal` names
  std::unordered_map<std::string, Value> vars;
  Value returned;
  const FunctionObject* function = nullptr;  // Function: the function called (its class, for super())
  std::vector<std::string> annotated;        // Class: the names annotated in its body, in order
  std::vector<std::string> order;            // Class: the names its body bound, in order
};

struct RunResult {
  std::string output;              // what print() wrote
  std::string error_output;        // what print(file=sys.stderr) and sys.stderr.write() wrote
  int exit_code = 0;               // 0, SystemExit's code, 1 after an uncaught exception, 2 for our refusals
  std::optional<ExecError> error;  // none when the run ended normally or by SystemExit(int or None)
};

class Interpreter {
 public:
  explicit Interpreter(const Program& program, const ExecLimits& limits = {});
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // The module's statements; false when it did not end normally (an exception, SystemExit, a limit).
  bool run_module();
  RunResult result() const;

  // A global (a function the module defined, ...), or nullptr.
  const Value* global(const std::string& name) const;
  // Binds a global, as a statement of the module would (the record's script's N after the reader's code).
  void define_global(const std::string& name, const Value& value) { globals_->vars[name] = value; }
  Result<Value> call(const Value& callee, std::vector<Value> args, const std::vector<std::string>& keywords, int line);
  bool failed() const { return error_.has_value(); }
  const std::optional<ExecError>& error() const { return error_; }
  std::string take_output() { return std::move(output_); }
  std::string take_error_output() { return std::move(error_output_); }  // sys.stderr's writes, logging's last resort

  // For the builtins, iterators and operators (builtins.cpp, iteration.cpp, value_ops.cpp, ...).
  Failure raise(PyExc exception, std::string message, int line);
  // The same for a literal message, out of line: a call site then builds no std::string (smaller module).
  Failure raise(PyExc exception, const char* message, int line);
  // An exception class by its name: a class the program defined (raise_value), or one re-raised.
  Failure raise_named(const std::string& exception, std::string message, int line);
  // Raises an exception object (raise ValueError("x"), sys.exit(1)).
  Failure raise_value(const Value& raised, int line);
  Failure refuse(std::string message, int line);       // a limit of this project
  Failure unsupported(std::string message, int line);  // outside the subset, found while running
  Failure refuse(const char* message, int line);
  Failure unsupported(const char* message, int line);
  Status step(int line);                       // counts a step; fails past the limit
  Status charge(std::size_t bytes, int line);  // counts memory; fails past the limit
  // Text being built (repr(), json.dumps()) counts against the memory limit as it grows, so a
  // list holding one big value many times is refused before its text is written.
  Status fits(std::size_t text_bytes, int line);
  Status enter(int line);  // one level deeper; fails past the limit
  void leave() { --depth_; }
  Status write_output(const std::string& text, int line);
  Status write_error_output(const std::string& text, int line);  // to sys.stderr; counted with the output

  // A new object. Its memory is charged when it is made; past the limit the error is recorded, not
  // returned, and the run ends at the next step() (every expression and statement takes one),
  // before anything more is written, or where the host reads the result (run_module, failed()).
  Value make_str(std::string text, int line);
  Value make_list(std::vector<Value> items, int line, Kind kind = Kind::List);
  Value make_dict(int line);
  template <class T, class... Args>
  T* make(int line, Args&&... args) {
    T* object = heap_.make<T>(std::forward<Args>(args)...);
    (void)charge(0, line);  // past the limit the error is recorded; step() ends the run
    return object;
  }

  Result<Value> evaluate(const Expr& expr, Scope& scope);
  Result<IteratorObject*> iterate(const Value& iterable, int line);  // never null
  // Every item of an iterable, in order (list(), sorted(), unpacking).
  Status collect(const Value& iterable, std::vector<Value>& out, int line);
  Status extend_list(ListObject& list, const Value& iterable, int line);  // list.extend, list +=
  Status assign(const Expr& target, const Value& value, Scope& scope);
  Status assign_unpacked(const std::vector<ExprPtr>& elements, const Value& value, Scope& scope, int line);
  void bind_name(const std::string& name, const Value& value, Scope& scope);

  // value_ops.cpp
  Result<bool> truthy(const Value& value);
  Result<bool> condition(const Expr& test, Scope& scope);  // the truth of `test`, evaluated
  Status repr(const Value& value, std::string& out, int line);
  Status str(const Value& value, std::string& out, int line);
  // a == b as the operator asks it: an instance's __eq__ is called even with itself.
  Result<bool> equal(const Value& a, const Value& b, int line);
  // As containers ask it (PyObject_RichCompareBool: in, count, index, remove, dict keys, the items
  // of ==): the same object, a NaN included, is equal to itself without asking.
  Result<bool> same_or_equal(const Value& a, const Value& b, int line);
  // a < b (CompareOp::Lt), a > b, a == b ... as Python orders them; TypeError for unordered types.
  Result<bool> compare(CompareOp op, const Value& a, const Value& b, int line);
  Result<std::size_t> hash(const Value& key, int line);
  // a + b ...; `augmented` for a += b (its messages spell '+='; instances try __iadd__ first).
  Result<Value> binary(BinaryOp op, const Value& a, const Value& b, int line, bool augmented = false);
  Result<Value> negate(const Value& a, UnaryOp op, int line);
  Result<Value> bitwise(BinaryOp op, const Value& a, const Value& b, int line);  // ints' &, |, ^, <<, >>
  // A number operator's result (py_operators.hpp): the value, or its exception or refusal recorded.
  Result<Value> number_result(const PyResult& result, int line);
  Result<bool> contains(const Value& container, const Value& item, int line);
  Result<Value> subscript(const Value& container, const Value& index, int line);
  Result<Value> slice(const Value& container, const Value& lower, const Value& upper, const Value& step, int line);
  Status store_subscript(const Value& container, const Value& index, const Value& value, int line);
  Result<const Value*> dict_find(DictObject& dict, const Value& key, int line);  // nullptr: absent

  // A call's arguments bound to the function's parameters in `frame`, with CPython's messages.
  Status bind_arguments(const FunctionDef& def, const FunctionObject& function, Scope& frame, std::vector<Value>& args,
                        const std::vector<std::string>& keywords, int line);

  // generator.cpp: runs a generator to its next yield (`sent` is what send() gives the yield it
  // stopped at); false at its end, failed after an error (StopIteration inside it is RuntimeError).
  Result<bool> resume(GeneratorObject& generator, const Value& sent, Value& out);

  struct LoggingState* logging_state = nullptr;  // module_logging.cpp: the run's loggers

  // classes.cpp: the classes a program defines, their instances and their special methods.
  Result<Value> get_attribute(const Value& object, const std::string& name, int line);
  Status set_attribute(const Value& object, const std::string& name, const Value& value, int line);
  Result<Value> instantiate(ClassObject* cls, std::vector<Value>& args, const std::vector<std::string>& keywords,
                            int line);
  Result<Value> call_wrapper(const WrapperObject& wrapper, std::vector<Value>& args,
                             const std::vector<std::string>& keywords, int line);
  // Calls the special method `name` that self's class defines: its result, or none when it defines none.
  Result<std::optional<Value>> call_dunder(const Value& self, const char* name, std::vector<Value> args, int line);
  // a OP b through __add__/__radd__/__iadd__ ...; none when neither operand's class answers.
  Result<std::optional<Value>> instance_binary(BinaryOp op, bool augmented, const Value& a, const Value& b, int line);
  // a OP b through __eq__/__lt__ ... (and their reflections); none when none answers.
  Result<std::optional<bool>> instance_compare(CompareOp op, const Value& a, const Value& b, int line);
  // super() in the method running in `scope`.
  Result<Value> make_super(Scope& scope, int line);
  // The pending exception when it is `tag` or derives from it: cleared, and true.
  bool catch_pending(int tag);
  Status dict_set(DictObject& dict, const Value& key, const Value& value, int line);

 private:
  // How a statement ended when it did not fail: the next statement runs, or a loop or the
  // function is left. A failure (an exception, a refusal, a limit) is the Result's, not a Flow.
  enum class Flow { Next, Break, Continue, Return };
  // A simple statement's outcome as a flow: the next statement runs unless it failed.
  template <class Outcome>
  static Result<Flow> proceed(const Outcome& outcome) {
    if (outcome.failed()) return Failure{};
    return Flow::Next;
  }
  Result<Flow> execute(const Block& block, Scope& scope);
  Result<Flow> execute(const Stmt& stmt, Scope& scope);
  Result<Flow> execute_kind(const Stmt& stmt, Scope& scope);  // one function per kind of statement
  Status execute_assign(const AssignStmt& stmt, Scope& scope);
  Status execute_aug_assign(const AugAssignStmt& stmt, Scope& scope);
  Status execute_ann_assign(const AnnAssignStmt& stmt, Scope& scope);
  Result<Flow> execute_if(const IfStmt& stmt, Scope& scope);
  Result<Flow> execute_while(const WhileStmt& stmt, Scope& scope);
  Result<Flow> execute_for(const ForStmt& stmt, Scope& scope);
  Result<Flow> execute_return(const ReturnStmt& stmt, Scope& scope);
  Status execute_type_alias(const TypeAliasStmt& stmt, Scope& scope);
  Status execute_assert(const AssertStmt& stmt, Scope& scope);
  Status execute_del(const DelStmt& stmt, Scope& scope);
  Result<Flow> execute_try(const TryStmt& stmt, Scope& scope);
  Result<Flow> handle_exception(const TryStmt& stmt, Scope& scope);
  struct Caught {
    const ExceptHandler* handler;
    Value exception;
  };
  Result<Caught> catch_exception(const TryStmt& stmt, Scope& scope);
  void end_handler(const ExceptHandler& handler, Scope& scope);
  Result<Flow> run_finally(const TryStmt& stmt, Scope& scope, Result<Flow> flow);
  // generator.cpp: what resume() does at a block's end, and after break, continue, return or an
  // error (a failed `how`).
  void generator_block_end(GeneratorObject& generator);
  void generator_unwind(GeneratorObject& generator, const Result<Flow>& how);
  void generator_enter(GeneratorObject& generator, const Stmt& stmt);
  Result<Flow> execute_with(const WithStmt& stmt, Scope& scope);
  Result<Flow> execute_match(const MatchStmt& stmt, Scope& scope);
  Status delete_target(const Expr& target, Scope& scope);
  // match.cpp: whether `subject` matches `p`; the names it binds go to `bound`.
  Result<bool> match_pattern(const Pattern& p, const Value& subject, Scope& scope,
                             std::vector<std::pair<std::string, Value>>& bound);
  Status execute_raise(const RaiseStmt& stmt, Scope& scope);
  Status execute_import(const ImportStmt& stmt, Scope& scope);
  Status execute_def(const DefStmt& stmt, Scope& scope);
  Status execute_class(const ClassStmt& stmt, Scope& scope);
  Status make_enum(ClassObject& cls, int line);
  Result<Value> make_function(const FunctionDef& def, Scope& scope, int line);
  Result<Value> evaluate_fstring(const FStringExpr& expr, Scope& scope);
  Result<Value> evaluate_dict_comprehension(const ComprehensionExpr& expr, Scope& scope);
  Result<GeneratorIterator*> start_comprehension(const ComprehensionExpr& expr, Scope& scope);
  // The exception being raised, as a value (an internal one made from the error); and its class.
  Value current_exception(int line);
  Result<Value> lookup(const NameExpr& name, Scope& scope);
  Result<Value> call_function(const FunctionObject& function, std::vector<Value>& args,
                              const std::vector<std::string>& keywords, int line);
  Result<Value> evaluate_inner(const Expr& expr, Scope& scope);
  Result<Value> evaluate_compare(const CompareExpr& expr, Scope& scope);
  Result<Value> evaluate_call(const CallExpr& expr, Scope& scope);
  Result<Value> evaluate_attribute(const AttributeExpr& expr, Scope& scope);
  Result<Value> evaluate_comprehension(const ComprehensionExpr& expr, Scope& scope);

  const Program& program_;
  ExecLimits limits_;
  Heap heap_;
  Scope* globals_;
  std::string output_;
  std::string error_output_;
  std::optional<ExecError> error_;
  Value exit_code_;  // SystemExit's code, when one was raised
  bool exited_ = false;
  std::uint64_t steps_ = 0;
  int depth_ = 0;
  std::vector<const Object*> repr_active_;  // containers being repr'd: a list in itself is "[...]"
  Value raised_;                            // the exception object of error_, when a `raise` made it
  std::vector<Value> handling_;             // exceptions whose `except` block is running (for a bare `raise`)
  bool future_annotations_ = false;
  std::vector<const TryStmt*> trying_;  // the try statements whose body is running, outermost first
  bool import_error_caught() const;

 public:
  // Annotations are not evaluated after `from __future__ import annotations`.
  void set_future_annotations() { future_annotations_ = true; }
  // A module's state for this run (random's generator), by module name; null until it is made.
  std::unordered_map<std::string, Object*> module_state;
  // A type hint's value: list[float] and int | None are opaque aliases.
  Value alias() const { return Value::of(Kind::Alias, nullptr); }
};

// Keeps one level of depth for a scope; a guard past the limit has recorded the error.
class DepthScope {
 public:
  DepthScope(Interpreter& interpreter, int line) : interpreter_(interpreter), ok_(!interpreter.enter(line).failed()) {}
  ~DepthScope() { interpreter_.leave(); }
  bool ok() const { return ok_; }

 private:
  Interpreter& interpreter_;
  bool ok_;
};

}  // namespace fm::pyexec
