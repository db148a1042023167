// The modules' constants (math.pi, sys.float_info.epsilon, logging.INFO, ...): each module's
// functions are rows of its own file (module_*.cpp, typing.cpp).
#include <cfloat>
#include <cmath>

#include "builtins.hpp"
#include "builtins_impl.hpp"
#include "typing.hpp"

namespace fm::pyexec {

bool module_constant(Interpreter& in, const std::string& module, const std::string& name, Value& out, int line) {
  if (module == "math") {
    if (name == "pi") return out = float_value(3.141592653589793), true;
    if (name == "e") return out = float_value(2.718281828459045), true;
    if (name == "tau") return out = float_value(6.283185307179586), true;
    if (name == "inf") return out = float_value(HUGE_VAL), true;
    if (name == "nan") return out = Value::of(PyValue::math_nan()), true;  // one object, as in CPython
  }
  if (module == "sys") {
    if (name == "stdout" || name == "stderr") return find_module("sys." + name, out);
    if (name == "float_info") return find_module("sys.float_info", out);
    if (name == "maxsize") {
      in.refuse("sys.maxsize is outside ±2^53 (the ints this project runs)", line);
      return false;
    }
  }
  if (module == "sys.float_info") {
    if (name == "epsilon") return out = float_value(DBL_EPSILON), true;
    if (name == "max") return out = float_value(DBL_MAX), true;
    if (name == "min") return out = float_value(DBL_MIN), true;
    if (name == "dig") return out = int_value(DBL_DIG), true;
    if (name == "mant_dig") return out = int_value(DBL_MANT_DIG), true;
    if (name == "max_exp") return out = int_value(DBL_MAX_EXP), true;
    if (name == "min_exp") return out = int_value(DBL_MIN_EXP), true;
  }
  if (module == "logging" && logging_constant(name, out)) return true;
  if (module == "dataclasses" && name == "FrozenInstanceError") return out = {Kind::ExceptionClass, PyValue(), nullptr, exception_class(name)}, true;
  if (module == "statistics" && name == "StatisticsError") return out = {Kind::ExceptionClass, PyValue(), nullptr, tag_of(PyExc::StatisticsError)}, true;
  return false;
}

}  // namespace fm::pyexec
