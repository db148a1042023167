// Reading an input file whole, with a size limit, for the CLI.
#pragma once

#include <cstddef>
#include <string>

#include "expected.hpp"

namespace fm::cli {

// "-" reads standard input. Refuses files larger than max_bytes without reading them whole.
Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes);

}  // namespace fm::cli
