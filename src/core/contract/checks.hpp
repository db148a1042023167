// The reference's check runner: one observation per fixture and the overall verdict.
//   check(label, actual, expected) records {"check", "actual", "expected", "passed": actual == expected}
#pragma once

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
