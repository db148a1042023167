// The exception classes the subset raises and catches, as CPython 3.12's hierarchy: one table, in
// the enum's order, gives each its CPython name and its base. The interpreter raises them by
// enumerator (a misspelt class does not compile); a Kind::ExceptionClass value's tag is its PyExc.
#pragma once

#include <cstddef>
#include <iterator>

namespace fm::pyexec {

enum class PyExc : int {
  BaseException,
  Exception,
  SystemExit,
  KeyboardInterrupt,
  GeneratorExit,
  ArithmeticError,
  ZeroDivisionError,
  OverflowError,
  FloatingPointError,
  LookupError,
  IndexError,
  KeyError,
  ValueError,
  UnicodeError,
  StatisticsError,
  TypeError,
  NameError,
  UnboundLocalError,
  RuntimeError,
  NotImplementedError,
  RecursionError,
  AssertionError,
  AttributeError,
  FrozenInstanceError,
  StopIteration,
  ImportError,
  ModuleNotFoundError,
  MemoryError,
  Warning,
  UserWarning,
  DeprecationWarning,
  RuntimeWarning,
};

struct PyExcInfo {
  PyExc self;
  const char* name;  // as CPython prints it
  PyExc base;        // BaseException's is itself
};

inline constexpr PyExcInfo kPyExceptions[] = {
    {PyExc::BaseException, "BaseException", PyExc::BaseException},
    {PyExc::Exception, "Exception", PyExc::BaseException},
    {PyExc::SystemExit, "SystemExit", PyExc::BaseException},
    {PyExc::KeyboardInterrupt, "KeyboardInterrupt", PyExc::BaseException},
    {PyExc::GeneratorExit, "GeneratorExit", PyExc::BaseException},
    {PyExc::ArithmeticError, "ArithmeticError", PyExc::Exception},
    {PyExc::ZeroDivisionError, "ZeroDivisionError", PyExc::ArithmeticError},
    {PyExc::OverflowError, "OverflowError", PyExc::ArithmeticError},
    {PyExc::FloatingPointError, "FloatingPointError", PyExc::ArithmeticError},
    {PyExc::LookupError, "LookupError", PyExc::Exception},
    {PyExc::IndexError, "IndexError", PyExc::LookupError},
    {PyExc::KeyError, "KeyError", PyExc::LookupError},
    {PyExc::ValueError, "ValueError", PyExc::Exception},
    {PyExc::UnicodeError, "UnicodeError", PyExc::ValueError},
    {PyExc::StatisticsError, "StatisticsError", PyExc::ValueError},  // statistics'
    {PyExc::TypeError, "TypeError", PyExc::Exception},
    {PyExc::NameError, "NameError", PyExc::Exception},
    {PyExc::UnboundLocalError, "UnboundLocalError", PyExc::NameError},
    {PyExc::RuntimeError, "RuntimeError", PyExc::Exception},
    {PyExc::NotImplementedError, "NotImplementedError", PyExc::RuntimeError},
    {PyExc::RecursionError, "RecursionError", PyExc::RuntimeError},
    {PyExc::AssertionError, "AssertionError", PyExc::Exception},
    {PyExc::AttributeError, "AttributeError", PyExc::Exception},
    {PyExc::FrozenInstanceError, "FrozenInstanceError", PyExc::AttributeError},  // dataclasses'
    {PyExc::StopIteration, "StopIteration", PyExc::Exception},
    {PyExc::ImportError, "ImportError", PyExc::Exception},
    {PyExc::ModuleNotFoundError, "ModuleNotFoundError", PyExc::ImportError},
    {PyExc::MemoryError, "MemoryError", PyExc::Exception},
    {PyExc::Warning, "Warning", PyExc::Exception},
    {PyExc::UserWarning, "UserWarning", PyExc::Warning},
    {PyExc::DeprecationWarning, "DeprecationWarning", PyExc::Warning},
    {PyExc::RuntimeWarning, "RuntimeWarning", PyExc::Warning},
};

// Each row sits at its enumerator's index, and every base comes before what derives from it.
constexpr bool rows_in_enum_order() {
  for (std::size_t i = 0; i < std::size(kPyExceptions); ++i) {
    if (static_cast<std::size_t>(kPyExceptions[i].self) != i || static_cast<std::size_t>(kPyExceptions[i].base) > i)
      return false;
  }
  return true;
}
static_assert(rows_in_enum_order(), "kPyExceptions: one row per PyExc, in the enum's order");
static_assert(std::size(kPyExceptions) == static_cast<std::size_t>(PyExc::RuntimeWarning) + 1);

constexpr int tag_of(PyExc e) { return static_cast<int>(e); }
constexpr const char* name_of(PyExc e) { return kPyExceptions[tag_of(e)].name; }

}  // namespace fm::pyexec
