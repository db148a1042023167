// Reading the golden files under tests/ (made by CPython or copied from the record).
#pragma once

#include <fstream>
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

}  // namespace fm::test
