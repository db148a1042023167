// sys: exit, the write and flush of sys.stdout and sys.stderr, sys.float_info and sys.maxsize.
#include <cfloat>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

Result<Value> sys_exit(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(1, false).failed()) return Failure{};
  std::vector<Value> args;
  if (a.positional() == 1) args.push_back(a.args[0]);
  const Value exception{Kind::ExceptionClass, PyValue(), nullptr, tag_of(PyExc::SystemExit)};
  FM_LET(const Value raised, a.in.call(exception, args, {}, a.line));
  a.in.raise_value(raised, a.line);
  return Failure{};
}

Result<Value> file_write(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  if (a.args[0].kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, std::string("write() argument must be str, not ") + type_name(a.args[0]), a.line);
    return Failure{};
  }
  if (a.name == "sys.stdout.write" ? a.in.write_output(text_of(a.args[0]), a.line).failed()
                                   : a.in.write_error_output(text_of(a.args[0]), a.line).failed())
    return Failure{};
  return int_value(static_cast<std::int64_t>(code_point_length(a.args[0])));
}

Result<Value> file_flush(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  return Value::none();
}

}  // namespace

const BuiltinRow kSysRows[] = {{"sys.exit", sys_exit},           {"sys.stdout.write", file_write},
                               {"sys.stderr.write", file_write}, {"sys.stdout.flush", file_flush},
                               {"sys.stderr.flush", file_flush}, {nullptr, nullptr}};

namespace {
std::optional<Value> sys_member(const std::string& name) {
  if (name == "stdout" || name == "stderr" || name == "float_info") return find_module("sys." + name);
  return std::nullopt;
}
const ModuleRefusal kSysRefusals[] = {{"maxsize", "sys.maxsize is outside ±2^53 (the ints this project runs)"},
                                      {nullptr, nullptr}};
std::optional<Value> float_info_member(const std::string& name) {
  if (name == "epsilon") return float_value(DBL_EPSILON);
  if (name == "max") return float_value(DBL_MAX);
  if (name == "min") return float_value(DBL_MIN);
  if (name == "dig") return int_value(DBL_DIG);
  if (name == "mant_dig") return int_value(DBL_MANT_DIG);
  if (name == "max_exp") return int_value(DBL_MAX_EXP);
  if (name == "min_exp") return int_value(DBL_MIN_EXP);
  return std::nullopt;
}
}  // namespace
extern const ModuleDef kSysModule{"sys", kSysRows, sys_member, kSysRefusals};
// sys.stdout and sys.stderr are file objects, and sys.float_info a struct: modules of their own here
// (their rows, sys.stdout.write, are sys's), reached as sys's members, never imported by name.
extern const ModuleDef kSysStdoutModule{"sys.stdout", nullptr, nullptr};
extern const ModuleDef kSysStderrModule{"sys.stderr", nullptr, nullptr};
extern const ModuleDef kSysFloatInfoModule{"sys.float_info", nullptr, float_info_member};

}  // namespace fm::pyexec
