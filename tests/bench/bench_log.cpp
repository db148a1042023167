// scripts/bench's native part for run logs: times `check_log` on a file, and the contract totals
// against a plain summation loop over the same parsed numbers. Prints JSON with medians in ms.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "number_literal.hpp"
#include "run_log.hpp"

namespace {

template <class F>
double median_ms(int runs, F&& body) {
  std::vector<double> times;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    body();
    times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

volatile double sink;

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: bench_log LOG (weighted_sum,weight_sum columns, no step)\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();

  const double check_ms =
      median_ms(7, [&] { sink = fm::finish_repair(fm::check_log(text).value().overall).value().to_double(); });

  // The same numbers, parsed once, for the two loops.
  std::vector<double> weighted_sums, weight_sums;
  std::istringstream lines(text);
  std::string line;
  std::getline(lines, line);  // header
  while (std::getline(lines, line)) {
    const auto comma = line.find(',');
    if (comma == std::string::npos) continue;
    weighted_sums.push_back(fm::parse_python_float(line.substr(0, comma)).value());
    weight_sums.push_back(fm::parse_python_float(line.substr(comma + 1)).value());
  }
  const double plain_ms = median_ms(21, [&] {
    double s = 0.0, m = 0.0;
    for (std::size_t i = 0; i < weighted_sums.size(); ++i) {
      s += weighted_sums[i];
      m += weight_sums[i];
    }
    sink = s / m;
  });
  const double contract_ms = median_ms(21, [&] {
    fm::FloatSums sums;
    for (std::size_t i = 0; i < weighted_sums.size(); ++i) sums.add(weighted_sums[i], weight_sums[i]);
    sink = fm::finish_repair(sums).value().to_double();
  });
  std::printf("{\"rows\": %zu, \"check_ms\": %.3f, \"plain_loop_ms\": %.3f, \"contract_loop_ms\": %.3f}\n",
              weighted_sums.size(), check_ms, plain_ms, contract_ms);
  return 0;
}
