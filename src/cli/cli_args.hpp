// Command-line parsing for failure-map: words in, a Command out, or one clear error.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "expected.hpp"
#include "render_options.hpp"

namespace fm::cli {

enum class Format { Json, Markdown, Text };

struct RunOptions {
  std::string implementation;           // --impl, or empty with --solve
  std::optional<std::string> solve;     // --solve FILE.py: a Python file defining solve()
  std::optional<std::string> n;         // a Python literal, as typed
  std::optional<std::string> fixtures;  // a file path, or "-" for standard input
  Format format = Format::Json;
};

struct TrainOptions {
  std::vector<std::pair<std::string, std::string>> settings;  // flag name without "--", value as typed
};

struct CheckOptions {
  std::string log;                     // a file path, or "-" for standard input
  Format format = Format::Text;        // Text or Json
  std::optional<std::string> columns;  // --columns ROLE=NAME,...
  std::optional<std::string> loss;     // --loss NAME (the same as --columns loss=NAME)
};

struct Command {
  enum class Kind { Help, CheckHelp, Version, List, Run, Train, Check, Exec, Render } kind = Kind::Help;
  RunOptions run;
  TrainOptions train;
  std::string log;  // exec: the script's path
  RenderOptions render;
  CheckOptions check;
};

Expected<Command> parse_command_line(const std::vector<std::string>& args);

extern const char* const kUsage;
extern const char* const kCheckUsage;  // check --help
extern const char* const kVersion;     // package.json's version, e.g. "0.1.0"

}  // namespace fm::cli
