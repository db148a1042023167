// libFuzzer target: any bytes as the N literal, then the record's fixtures built from it and run.
// Properties: no crash, no sanitizer report; an accepted N's repr reads back to the same value.
#include <cstddef>
#include <cstdint>
#include <string>

#include "evaluation.hpp"
#include "number_literal.hpp"
#include "py_repr.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto n = fm::parse_python_literal(text);
  if (!n) return 0;
  const auto back = fm::parse_python_literal(fm::repr_value(*n));
  if (!back || back->is_int() != n->is_int() || fm::repr_value(*back) != fm::repr_value(*n)) __builtin_trap();
  for (const char* id : {"broken", "unsuccessful-fix", "repair"}) (void)fm::evaluate({id, text, std::nullopt});
  return 0;
}
