// printf-style formatting, `format % args`, as CPython 3.12's PyUnicode_Format for the
// conversions s r d i f F e E g G x X o and %%, with the flags - 0 + and space, a width and a
// precision: each conversion is the format-spec mini-language's (format_spec.cpp), so floats are
// rounded as CPython rounds them. Mapping keys, '*' widths, '#' and the other conversions are refused.
#include "percent_format.hpp"

#include <cmath>

#include "builtins.hpp"
#include "format_spec.hpp"
#include "py_operators.hpp"

namespace fm::pyexec {

namespace {

bool is_real(const Value& v) { return v.kind == Kind::Number || v.kind == Kind::Bool; }

}  // namespace

Status percent_format(Interpreter& in, const std::string& format, const Value& args, std::string& out, int line) {
  std::vector<Value> items;
  const bool tuple = args.kind == Kind::Tuple;
  if (tuple) {
    items = static_cast<ListObject*>(args.object)->items;
  } else {
    items.push_back(args);
  }
  std::size_t next = 0;
  bool converted = false;
  for (std::size_t i = 0; i < format.size(); ++i) {
    const char ch = format[i];
    if (ch != '%') {
      out += ch;
      continue;
    }
    if (++i >= format.size()) {
      in.raise(PyExc::ValueError, "incomplete format", line);
      return Failure{};
    }
    if (format[i] == '%') {
      out += '%';
      continue;
    }
    if (format[i] == '(') {
      in.unsupported("printf-style formatting with mapping keys is not supported", line);
      return Failure{};
    }
    bool left = false, zero = false, plus = false, space = false;
    for (; i < format.size(); ++i) {
      const char f = format[i];
      if (f == '-') {
        left = true;
      } else if (f == '0') {
        zero = true;
      } else if (f == '+') {
        plus = true;
      } else if (f == ' ') {
        space = true;
      } else if (f == '#') {
        in.unsupported("the '#' flag of printf-style formatting is not supported", line);
        return Failure{};
      } else {
        break;
      }
    }
    std::string width, precision;
    bool has_precision = false;
    while (i < format.size() && format[i] >= '0' && format[i] <= '9') width += format[i++];
    if (i < format.size() && format[i] == '.') {
      has_precision = true;
      ++i;
      while (i < format.size() && format[i] >= '0' && format[i] <= '9') precision += format[i++];
      if (precision.empty()) precision = "0";
    }
    if (i < format.size() && (format[i] == '*' || format[i] == 'l' || format[i] == 'h' || format[i] == 'L')) {
      in.unsupported("printf-style formatting with '*' or a length modifier is not supported", line);
      return Failure{};
    }
    if (i >= format.size()) {
      in.raise(PyExc::ValueError, "incomplete format", line);
      return Failure{};
    }
    const char type = format[i];
    if (std::string("srdifFeEgGxXo").find(type) == std::string::npos) {
      in.unsupported(std::string("the printf-style conversion '%") + type + "' is not supported", line);
      return Failure{};
    }
    if (width.size() > 6 || precision.size() > 6) {
      in.unsupported("a printf-style width or precision this large is not supported", line);
      return Failure{};
    }
    if (next >= items.size()) {
      in.raise(PyExc::TypeError, "not enough arguments for format string", line);
      return Failure{};
    }
    const Value arg = items[next++];
    converted = true;
    const std::string sign = plus ? "+" : space ? " " : "";
    std::string spec;
    Value value = arg;
    if (type == 's' || type == 'r') {
      std::string text;
      if ((type == 's' ? in.str(arg, text, line) : in.repr(arg, text, line)).failed()) return Failure{};
      value = in.make_str(std::move(text), line);
      spec = (left ? "<" : ">") + width + (has_precision ? "." + precision : "");
    } else {
      const bool integer = type == 'd' || type == 'i' || type == 'x' || type == 'X' || type == 'o';
      if (class_of(arg) || arg.kind == Kind::Instance || arg.kind == Kind::Fraction) {
        in.unsupported(std::string("printf-style formatting of ") +
                           (arg.kind == Kind::Fraction ? "a Fraction" : "an object of a class") + " with %" + type +
                           " is not supported",
                       line);
        return Failure{};
      }
      if (!is_real(arg)) {
        in.raise(PyExc::TypeError,
                 (type == 'd' || type == 'i')
                     ? std::string("%") + type + " format: a real number is required, not " + type_name(arg)
                 : integer ? std::string("%") + type + " format: an integer is required, not " + type_name(arg)
                           : std::string("must be real number, not ") + type_name(arg),
                 line);
        return Failure{};
      }
      if (integer) {
        if (has_precision) {
          in.unsupported("a precision on an integer printf-style conversion is not supported", line);
          return Failure{};
        }
        if (arg.kind == Kind::Number && arg.number.is_float()) {
          if (type != 'd' && type != 'i') {
            in.raise(PyExc::TypeError, std::string("%") + type + " format: an integer is required, not float", line);
            return Failure{};
          }
          const double d = arg.number.float_value();
          if (std::isinf(d) || std::isnan(d)) {
            in.raise(std::isnan(d) ? PyExc::ValueError : PyExc::OverflowError,
                     std::isnan(d) ? "cannot convert float NaN to integer" : "cannot convert float infinity to integer",
                     line);
            return Failure{};
          }
          FM_LET(value, in.number_result(py_float_to_int(d), line));
        } else {
          value = Value::of(arg.number);  // True is 1
        }
      } else if (arg.kind == Kind::Bool || arg.number.is_int()) {
        value = Value::of(PyValue::make_float(arg.number.to_double()));
      }
      const std::string t = type == 'i' ? "d" : std::string(1, type);
      spec = left ? "<" + sign + width : zero ? sign + "0" + width : ">" + sign + width;
      if (has_precision) spec += "." + precision;
      spec += t;
    }
    if (format_value(in, value, spec, out, line).failed() || in.fits(out.size(), line).failed()) return Failure{};
  }
  // As PyUnicode_Format: a lone argument that has __getitem__ (a dict, a list, a range) is a
  // mapping, and extra arguments are then never an error.
  const bool mapping = !tuple && (args.kind == Kind::Dict || args.kind == Kind::List || args.kind == Kind::Range ||
                                  (args.kind == Kind::Instance && class_of(args)->find("__getitem__")));
  (void)converted;
  if (next < items.size() && !mapping) {
    in.raise(PyExc::TypeError, "not all arguments converted during string formatting", line);
    return Failure{};
  }
  return Status::ok();
}

}  // namespace fm::pyexec
