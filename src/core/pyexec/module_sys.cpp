// sys: exit, and the write and flush of sys.stdout and sys.stderr (their constants are
// modules.cpp's module_constant).
#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

Value sys_exit(Arguments& a) {
  if (!a.no_keywords() || !a.at_most(1, false)) return {};
  std::vector<Value> args;
  if (a.positional() == 1) args.push_back(a.args[0]);
  Value exception;
  find_builtin(a.in, "SystemExit", exception, a.line);
  const Value raised = a.in.call(exception, args, {}, a.line);
  if (a.in.failed()) return {};
  a.in.raise_value(raised, a.line);
  return {};
}

Value file_write(Arguments& a) {
  if (!a.exactly_one()) return {};
  if (a.args[0].kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, std::string("write() argument must be str, not ") + type_name(a.args[0]), a.line);
    return {};
  }
  if (a.name == "sys.stdout.write" ? !a.in.write_output(text_of(a.args[0]), a.line) : !a.in.write_error_output(text_of(a.args[0]), a.line)) return {};
  return int_value(static_cast<std::int64_t>(code_point_length(a.args[0])));
}

Value file_flush(Arguments& a) {
  if (!a.no_keywords() || !a.at_most(0, false)) return {};
  return {};
}

}  // namespace

const BuiltinRow kSysRows[] = {
    {"sys.exit", sys_exit},
    {"sys.stdout.write", file_write},
    {"sys.stderr.write", file_write},
    {"sys.stdout.flush", file_flush},
    {"sys.stderr.flush", file_flush},
    {nullptr, nullptr}};

}  // namespace fm::pyexec
