// Reading the golden files under tests/ (made by CPython or copied from the record).
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <rapidjson/document.h>

namespace fm::test {

inline std::string tests_path(const std::string& relative) { return std::string(FM_TESTS_DIR) + "/" + relative; }

// A whole file; throws (failing the test loudly) when it is missing.
inline std::string read_text(const std::string& relative) {
  std::ifstream in(tests_path(relative), std::ios::binary);
  if (!in) throw std::runtime_error("golden file missing: " + tests_path(relative));
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// Lines that are not empty and not "#" comments.
inline std::vector<std::string> data_lines(const std::string& relative) {
  std::istringstream in(read_text(relative));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  if (lines.empty()) throw std::runtime_error("golden file has no data: " + relative);
  return lines;
}

inline std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) parts.push_back(part);
  if (!text.empty() && text.back() == separator) parts.emplace_back();
  return parts;
}

// One golden run: what a reference script printed and how it exited.
struct GoldenRun {
  std::string implementation;
  std::string n;     // for family.jsonl
  std::string file;  // for custom.jsonl
  std::string stdout_text;
  int exit_code = 0;
};

inline std::ostream& operator<<(std::ostream& out, const GoldenRun& run) {
  return out << run.implementation << (run.file.empty() ? " N=" + run.n : " " + run.file);
}

inline std::vector<GoldenRun> golden_runs(const std::string& relative) {
  std::vector<GoldenRun> runs;
  for (const std::string& line : data_lines(relative)) {
    rapidjson::Document doc;
    doc.Parse(line.c_str(), line.size());
    if (doc.HasParseError() || !doc.IsObject()) throw std::runtime_error("bad line in " + relative);
    GoldenRun run;
    run.implementation = doc["impl"].GetString();
    if (doc.HasMember("n")) run.n = doc["n"].GetString();
    if (doc.HasMember("file")) run.file = doc["file"].GetString();
    run.stdout_text.assign(doc["stdout"].GetString(), doc["stdout"].GetStringLength());
    run.exit_code = doc["exit"].GetInt();
    runs.push_back(run);
  }
  return runs;
}

// `text` with every `placeholder` replaced by `value`.
inline std::string replace_all(std::string text, const std::string& placeholder, const std::string& value) {
  for (std::size_t at = text.find(placeholder); at != std::string::npos; at = text.find(placeholder, at)) {
    text.replace(at, placeholder.size(), value);
    at += value.size();
  }
  return text;
}

// One bad input of the CLI and its exact answer: a line of tests/cli/bad-input/*.jsonl (lines that
// start with # are comments). For example
//   {"args":["check","-"],"stdin":"a,b\n1,2\n","stderr":"failure-map: check: -: line 1: ...\n","exit":2}
// "args": the arguments; "stdin": standard input (default empty), written "repeat" times (default
// 1); "file": {"text", "size"}: a file the test writes first, resized to "size" bytes if given
// (sparse: no disk space used), whose path stands for "{file}" in args and stderr; "stderr" and
// "exit": the whole of stderr and the exit code. "{tests}" stands for the tests/ folder.
// tests/tools/update-bad-input.js writes "stderr" and "exit" from the built CLI.
struct BadInputCase {
  std::string where;  // "check.jsonl #3", for the test's log
  std::vector<std::string> args;
  std::string stdin_text;
  std::optional<std::string> file_text;
  std::optional<std::uintmax_t> file_size;
  std::string stderr_text;
  int exit_code = 0;
};

inline std::ostream& operator<<(std::ostream& out, const BadInputCase& bad) {
  out << bad.where << ':';
  for (const auto& arg : bad.args) out << ' ' << arg.substr(0, 40);
  return out;
}

// Every case of every .jsonl file in `folder` (relative to tests/), files in name order; throws
// (failing the suite loudly) on a missing folder, an empty file or a line without args or stderr.
inline std::vector<BadInputCase> bad_input_cases(const std::string& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(tests_path(folder))) {
    if (entry.path().extension() == ".jsonl") names.push_back(entry.path().filename().string());
  }
  if (names.empty()) throw std::runtime_error("no .jsonl cases in " + tests_path(folder));
  std::sort(names.begin(), names.end());
  std::vector<BadInputCase> cases;
  for (const std::string& name : names) {
    int number = 0;
    for (const std::string& line : data_lines(folder + "/" + name)) {
      rapidjson::Document doc;
      doc.Parse(line.c_str(), line.size());
      const std::string where = name + " #" + std::to_string(++number);
      if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("args") || !doc["args"].IsArray() ||
          !doc.HasMember("stderr") || !doc["stderr"].IsString() || !doc.HasMember("exit") || !doc["exit"].IsInt()) {
        throw std::runtime_error("bad case " + where + " in " + folder);
      }
      const auto text = [](const rapidjson::Value& v) { return std::string(v.GetString(), v.GetStringLength()); };
      BadInputCase bad;
      bad.where = where;
      for (const auto& arg : doc["args"].GetArray()) bad.args.push_back(text(arg));
      if (doc.HasMember("stdin")) {
        const int repeat = doc.HasMember("repeat") ? doc["repeat"].GetInt() : 1;
        for (int i = 0; i < repeat; ++i) bad.stdin_text += text(doc["stdin"]);
      }
      if (doc.HasMember("file")) {
        bad.file_text = text(doc["file"]["text"]);
        if (doc["file"].HasMember("size")) bad.file_size = doc["file"]["size"].GetUint64();
      }
      bad.stderr_text = text(doc["stderr"]);
      bad.exit_code = doc["exit"].GetInt();
      cases.push_back(bad);
    }
  }
  return cases;
}

}  // namespace fm::test
