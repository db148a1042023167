// libFuzzer target: any bytes as a fixtures document, then every implementation on what was read.
// Properties: no crash, no sanitizer report; an accepted document writes back to one that reads
// the same; every report writes.
#include <cstddef>
#include <cstdint>
#include <string>

#include "checks.hpp"
#include "fixtures.hpp"
#include "report_writers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto fixtures = fm::read_fixtures(text);
  if (!fixtures) {
    if (fixtures.error().message.empty() || fixtures.error().message.find('\n') != std::string::npos) __builtin_trap();
    return 0;
  }
  const auto again = fm::read_fixtures(fm::write_fixtures(*fixtures));
  if (!again || fm::write_fixtures(*again) != fm::write_fixtures(*fixtures)) __builtin_trap();
  for (const fm::Implementation& implementation : fm::implementations()) {
    const auto report = fm::run_checks(implementation, *fixtures);
    if (report) {
      (void)fm::report_json(*report);
      (void)fm::report_markdown(*report);
    }
  }
  return 0;
}
