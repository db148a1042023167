// The reference's check runner: one observation per fixture and the overall verdict.
//   check(label, actual, expected) records {"check", "actual", "expected", "passed": actual == expected}
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fixtures.hpp"
#include "implementations.hpp"

namespace fm {

struct Observation {
  std::string check;
  PyValue actual;
  PyValue expected;
  bool passed;
  // A reader's solve() may answer other than a number (None, a str, a bool, a list): then its
  // json.dumps text (what the record's script prints: null, "abc", true) and its str() ("None");
  // `actual` is unused.
  std::optional<std::string> actual_json = std::nullopt;
  std::string actual_str = {};
  // The actual as the report's JSON writes it, and as its tables show it.
  std::string actual_text() const;
};

struct Report {
  std::vector<Observation> observations;
  bool passed = true;  // all(...) of the observations: true for none, as in Python
  std::size_t passed_count() const;
  int exit_code() const { return passed ? 0 : 1; }  // raise SystemExit(0 if all(...) else 1)
};

// Fails (naming the fixture) only when an int sum leaves ±2^53.
Expected<Report> run_checks(const Implementation& implementation, const std::vector<Fixture>& fixtures);

}  // namespace fm
