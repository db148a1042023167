// logging, the part a solve() reaches for: getLogger (one logger a name, dotted names inheriting
// levels), setLevel, debug/info/warning/error/critical/log with %-args, basicConfig(level=,
// stream=sys.stdout|sys.stderr, format= of %(levelname)s %(name)s %(message)s %(levelno)s, force=),
// the module-level functions (which call basicConfig() first, as CPython's do), and with no
// handler the last resort: WARNING and above, the message alone, to standard error. Handlers,
// other format fields, exc_info and the rest are refused.
#include <map>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "percent_format.hpp"

namespace fm::pyexec {

struct LoggingState : Object {
  ClassObject* logger_class = nullptr;
  std::map<std::string, Value> loggers;
  bool configured = false;  // the root logger has basicConfig's handler
  bool to_stdout = false;
  std::string format = "%(levelname)s:%(name)s:%(message)s";
};

namespace {

const std::pair<const char*, int> kLevels[] = {{"CRITICAL", 50}, {"ERROR", 40}, {"WARNING", 30},
                                               {"INFO", 20},     {"DEBUG", 10}, {"NOTSET", 0}};

LoggingState& state(Interpreter& in, int line) {
  if (!in.logging_state) {
    in.logging_state = in.make<LoggingState>(line);
    auto* cls = in.make<ClassObject>(line);
    cls->name = "Logger";
    cls->builtin = true;
    for (const char* method :
         {"debug", "info", "warning", "error", "critical", "log", "setLevel", "isEnabledFor", "getEffectiveLevel"}) {
      cls->dict[method] = builtin_row(std::string("Logger.") + method);
    }
    in.logging_state->logger_class = cls;
  }
  return *in.logging_state;
}

Value logger(Interpreter& in, const std::string& name, int line) {
  LoggingState& s = state(in, line);
  const auto found = s.loggers.find(name);
  if (found != s.loggers.end()) return found->second;
  const Value v = Value::of(Kind::Instance, in.make<InstanceObject>(line, s.logger_class));
  auto& attrs = static_cast<InstanceObject*>(v.object)->attrs;
  attrs.emplace_back("name", in.make_str(name, line));
  attrs.emplace_back("level", int_value(name == "root" ? 30 : 0));
  s.loggers.emplace(name, v);
  return v;
}

const Value& attr(const Value& logger, const char* name) {
  for (const auto& [k, v] : static_cast<InstanceObject*>(logger.object)->attrs) {
    if (k == name) return v;
  }
  return static_cast<InstanceObject*>(logger.object)->attrs[0].second;
}

// A level argument: an int, or a level's name ("INFO").
Status level_of(Arguments& a, const Value& v, std::int64_t& out) {
  if (v.kind == Kind::Number && v.number.is_int()) {
    out = v.number.int_value();
    return Status::ok();
  }
  if (v.kind == Kind::Str) {
    for (const auto& [name, level] : kLevels) {
      if (text_of(v) == name) {
        out = level;
        return Status::ok();
      }
    }
  }
  a.refuse(std::string("a logging level that is a ") + type_name(v) + " or an unknown name");
  return Failure{};
}

// The logger's level, else its dotted ancestors', else the root's.
std::int64_t effective_level(Interpreter& in, const Value& self, int line) {
  std::string name = text_of(attr(self, "name"));
  while (true) {
    const std::int64_t level = attr(logger(in, name, line), "level").number.int_value();
    if (level != 0 || name == "root") return level;
    const std::size_t dot = name.rfind('.');
    name = dot == std::string::npos ? "root" : name.substr(0, dot);
  }
}

std::string level_name(std::int64_t level) {
  for (const auto& [name, value] : kLevels) {
    if (value == level) return name;
  }
  return "Level " + std::to_string(level);
}

// Logger._log: the record's message (msg % args), formatted by the root's handler or the last resort.
Result<Value> emit(Arguments& a, const Value& self, std::int64_t level, std::size_t first) {
  if (!a.keywords.empty()) return a.refuse("logging with keyword arguments (exc_info=, extra=, ...)");
  if (a.positional() <= first) {
    a.in.raise(PyExc::TypeError,
               "Logger." + std::string(a.name.substr(a.name.find('.') + 1)) +
                   "() missing 1 required positional argument: 'msg'",
               a.line);
    return Failure{};
  }
  if (level < effective_level(a.in, self, a.line)) return Value::none();
  LoggingState& s = *a.in.logging_state;
  if (!s.configured && level < 30) return Value::none();  // the last resort's own level
  std::string message;
  if (a.in.str(a.args[first], message, a.line).failed()) return Failure{};
  if (a.positional() > first + 1) {
    std::vector<Value> rest(a.args.begin() + static_cast<std::ptrdiff_t>(first) + 1,
                            a.args.begin() + static_cast<std::ptrdiff_t>(a.positional()));
    if (rest.size() == 1 && rest[0].kind == Kind::Dict) return a.refuse("logging with a mapping as its argument");
    std::string formatted;
    if (percent_format(a.in, message, a.in.make_list(std::move(rest), a.line, Kind::Tuple), formatted, a.line)
            .failed()) {
      // logging prints "--- Logging error ---" and a traceback for a message that does not format.
      if (a.in.failed() && a.in.catch_pending(tag_of(PyExc::Exception)))
        a.in.unsupported("a logging message that does not format", a.line);
      return Failure{};
    }
    message = std::move(formatted);
  }
  std::string line = message;
  if (s.configured) {
    line.clear();
    const std::string& f = s.format;
    for (std::size_t i = 0; i < f.size(); ++i) {
      if (f[i] != '%') {
        line += f[i];
        continue;
      }
      if (f.compare(i, 2, "%%") == 0) {
        line += '%';
        ++i;
        continue;
      }
      const std::size_t close = f.find(')', i);
      const std::string key =
          f.compare(i, 2, "%(") == 0 && close != std::string::npos ? f.substr(i + 2, close - i - 2) : "";
      const std::size_t end = close == std::string::npos ? std::string::npos : f.find_first_of("sdrf", close);
      Value field;
      if (key == "levelname") field = a.in.make_str(level_name(level), a.line);
      if (key == "name") field = attr(self, "name");
      if (key == "message") field = a.in.make_str(message, a.line);
      if (key == "levelno") field = int_value(level);
      if (field.kind == Kind::None || end == std::string::npos)
        return a.refuse("the logging format field %(" + key + ")");
      std::string one;
      if (percent_format(a.in, "%" + f.substr(close + 1, end - close), a.in.make_list({field}, a.line, Kind::Tuple),
                         one, a.line)
              .failed()) {
        if (a.in.failed() && a.in.catch_pending(tag_of(PyExc::Exception)))
          a.in.unsupported("a logging format field that does not format", a.line);
        return Failure{};
      }
      line += one;
      i = end;
    }
  }
  line += "\n";
  FM_CHECK(s.configured && s.to_stdout ? a.in.write_output(line, a.line) : a.in.write_error_output(line, a.line));
  return Value::none();
}

Result<Value> log_at(Arguments& a, std::int64_t level) { return emit(a, a.args[0], level, 1); }
Result<Value> logger_debug(Arguments& a) { return log_at(a, 10); }
Result<Value> logger_info(Arguments& a) { return log_at(a, 20); }
Result<Value> logger_warning(Arguments& a) { return log_at(a, 30); }
Result<Value> logger_error(Arguments& a) { return log_at(a, 40); }
Result<Value> logger_critical(Arguments& a) { return log_at(a, 50); }
Result<Value> logger_log(Arguments& a) {
  if (a.positional() < 2 || !(a.args[1].kind == Kind::Number && a.args[1].number.is_int())) {
    if (a.positional() >= 2) a.in.raise(PyExc::TypeError, "level must be an integer", a.line);
    if (a.positional() < 2) a.refuse("Logger.log() without a level and a message");
    return Failure{};
  }
  return emit(a, a.args[0], a.args[1].number.int_value(), 2);
}

Result<Value> logger_set_level(Arguments& a) {
  if (a.positional() != 2 || !a.keywords.empty()) return a.refuse("Logger.setLevel() with other than one level");
  std::int64_t level = 0;
  if (level_of(a, a.args[1], level).failed()) return Failure{};
  static_cast<InstanceObject*>(a.args[0].object)->attrs[1].second = int_value(level);
  return Value::none();
}

Result<Value> logger_enabled(Arguments& a) {
  if (a.positional() != 2 || !(a.args[1].kind == Kind::Number && a.args[1].number.is_int()))
    return a.refuse("isEnabledFor() with other than an int level");
  return Value::boolean(a.args[1].number.int_value() >= effective_level(a.in, a.args[0], a.line));
}

Result<Value> logger_effective(Arguments& a) {
  if (a.positional() != 1) return a.refuse("getEffectiveLevel() with arguments");
  return int_value(effective_level(a.in, a.args[0], a.line));
}

Result<Value> get_logger(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(1, false).failed()) return Failure{};
  if (a.positional() == 0 || a.args[0].kind == Kind::None) return logger(a.in, "root", a.line);
  if (a.args[0].kind != Kind::Str) {
    a.in.raise(PyExc::TypeError, "A logger name must be a string", a.line);
    return Failure{};
  }
  const std::string name = text_of(a.args[0]);
  return logger(a.in, name.empty() ? "root" : name, a.line);
}

Result<Value> basic_config(Arguments& a) {
  if (a.positional() > 0) {
    a.in.raise(PyExc::TypeError,
               "basicConfig() takes 0 positional arguments but " + std::to_string(a.positional()) +
                   (a.positional() == 1 ? " was" : " were") + " given",
               a.line);
    return Failure{};
  }
  for (const std::string& k : a.keywords) {
    if (k != "level" && k != "stream" && k != "format" && k != "force")
      return a.refuse("logging.basicConfig(" + k + "=...)");
  }
  LoggingState& s = state(a.in, a.line);
  FM_LET(const bool force, a.keyword_truth("force", false));
  if (s.configured && !force) return Value::none();
  bool to_stdout = false;
  if (const Value* stream = a.keyword("stream")) {
    const std::string which = stream->kind == Kind::Module ? module_name(*stream) : "";
    if (which != "sys.stdout" && which != "sys.stderr" && stream->kind != Kind::None)
      return a.refuse("logging to a stream other than sys.stdout or sys.stderr");
    to_stdout = which == "sys.stdout";
  }
  std::string format = "%(levelname)s:%(name)s:%(message)s";
  if (const Value* f = a.keyword("format")) {
    if (f->kind != Kind::Str) return a.refuse("a logging format that is not a str");
    format = text_of(*f);
    for (std::size_t i = format.find('%'); i != std::string::npos; i = format.find('%', i + 2)) {
      if (format.compare(i, 2, "%%") == 0) continue;
      const std::size_t close = format.find(')', i);
      const std::string key =
          format.compare(i, 2, "%(") == 0 && close != std::string::npos ? format.substr(i + 2, close - i - 2) : "";
      if (key != "levelname" && key != "name" && key != "message" && key != "levelno")
        return a.refuse("the logging format field %(" + key + ")");
    }
  }
  std::int64_t level = -1;
  if (const Value* l = a.keyword("level"); l && level_of(a, *l, level).failed()) return Failure{};
  s.configured = true;
  s.to_stdout = to_stdout;
  s.format = format;
  if (level >= 0) static_cast<InstanceObject*>(logger(a.in, "root", a.line).object)->attrs[1].second = int_value(level);
  return Value::none();
}

// logging.info(...): the root logger, after basicConfig() when it has no handler.
Result<Value> module_log(Arguments& a, std::int64_t level) {
  LoggingState& s = state(a.in, a.line);
  if (!s.configured) {
    std::vector<Value> none;
    std::vector<std::string> no_keywords;
    Arguments config{a.in, "logging.basicConfig", none, no_keywords, a.line};
    FM_CHECK(basic_config(config));
  }
  std::vector<Value> args = a.args;
  args.insert(args.begin(), logger(a.in, "root", a.line));
  Arguments call{a.in, a.name, args, a.keywords, a.line};
  return emit(call, args[0], level, 1);
}
Result<Value> module_debug(Arguments& a) { return module_log(a, 10); }
Result<Value> module_info(Arguments& a) { return module_log(a, 20); }
Result<Value> module_warning(Arguments& a) { return module_log(a, 30); }
Result<Value> module_error(Arguments& a) { return module_log(a, 40); }
Result<Value> module_critical(Arguments& a) { return module_log(a, 50); }

std::optional<Value> logging_member(const std::string& name) {
  for (const auto& [level_name_text, level] : kLevels) {
    if (name == level_name_text) return int_value(level);
  }
  return std::nullopt;
}

}  // namespace

const BuiltinRow kLoggingRows[] = {{"logging.getLogger", get_logger},
                                   {"logging.basicConfig", basic_config},
                                   {"logging.debug", module_debug},
                                   {"logging.info", module_info},
                                   {"logging.warning", module_warning},
                                   {"logging.error", module_error},
                                   {"logging.critical", module_critical},
                                   {"Logger.debug", logger_debug},
                                   {"Logger.info", logger_info},
                                   {"Logger.warning", logger_warning},
                                   {"Logger.error", logger_error},
                                   {"Logger.critical", logger_critical},
                                   {"Logger.log", logger_log},
                                   {"Logger.setLevel", logger_set_level},
                                   {"Logger.isEnabledFor", logger_enabled},
                                   {"Logger.getEffectiveLevel", logger_effective},
                                   {nullptr, nullptr}};

extern const ModuleDef kLoggingModule{"logging", kLoggingRows, logging_member};

}  // namespace fm::pyexec
