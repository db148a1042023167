// libFuzzer target: any bytes as a URL fragment, then the state it carries evaluated as the
// widget would. Properties: no crash, no sanitizer report; an accepted state writes back to a
// fragment that reads the same.
#include <cstddef>
#include <cstdint>
#include <string>

#include "exploration.hpp"
#include "fragment_state.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto state = fm::read_fragment(text);
  if (!state) return 0;
  const auto again = fm::read_fragment(fm::write_fragment(*state));
  if (!again || fm::write_fragment(*again) != fm::write_fragment(*state)) __builtin_trap();
  fm::ExploreRequest request;
  request.n = state->n;
  request.fixtures = state->fixtures;
  if (!state->n && !state->fixtures) request.n = "1";
  (void)fm::explore_json(request);
  return 0;
}
