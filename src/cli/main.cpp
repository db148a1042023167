// failure-map: the reference scripts' output and exit contract, from the C++ core.
//   exit 0: every check passed; 1: a check failed; 2: bad input (one line on stderr, no stdout).
#include <cstdio>
#include <new>
#include <string>
#include <vector>

#include "check_log_threads.hpp"
#include "cli_args.hpp"
#include "evaluation.hpp"
#include "implementations.hpp"
#include "read_file.hpp"
#include "report_writers.hpp"
#include "run_log.hpp"
#include "training.hpp"

namespace {

constexpr int kExitBadInput = 2;

// Keeps an error message on one line, and free of terminal control codes, whatever it quotes.
std::string one_line(const std::string& text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (char c : text) {
    const unsigned char byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (byte < 0x20 || byte == 0x7f) {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xF];
    } else {
      out += c;
    }
  }
  return out;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "failure-map: %s\n", one_line(message).c_str());
  return kExitBadInput;
}

// Everything goes out in one write, after everything has succeeded: never a partial output.
int succeed(const std::string& output, int exit_code) {
  std::fwrite(output.data(), 1, output.size(), stdout);
  return std::fflush(stdout) == 0 ? exit_code : fail("cannot write the output");
}

int run(const fm::cli::RunOptions& options) {
  fm::EvaluationRequest request{options.implementation, options.n, std::nullopt};
  if (options.fixtures) {
    auto text = fm::cli::read_input_file(*options.fixtures, fm::FixtureLimits::kMaxDocumentBytes);
    if (!text) return fail("run: --fixtures " + *options.fixtures + ": " + text.error().message);
    request.fixtures = std::move(text).value();
  }
  const fm::Expected<fm::Report> report = fm::evaluate(request);
  if (!report) {
    const fm::Error& error = report.error();
    const std::string field = error.field == "n"          ? std::string("--n")
                              : error.field == "fixtures" ? "--fixtures " + options.fixtures.value_or("")
                                                          : "--impl";
    return fail("run: " + field + ": " + error.message);
  }
  const std::string output = options.format == fm::cli::Format::Json ? fm::report_json(*report) + "\n"
                                                                       : fm::report_markdown(*report);
  return succeed(output, report->exit_code());
}

int train(const fm::cli::TrainOptions& options) {
  const fm::Expected<fm::TrainingConfig> config = fm::training_config(options.settings);
  if (!config) return fail("train: --" + config.error().field + ": " + config.error().message);
  const fm::Expected<fm::TrainingRun> run = fm::train(*config);
  if (!run) return fail("train: --" + run.error().field + ": " + run.error().message);
  return succeed(fm::training_json(*run) + "\n", 0);
}

int check(const std::string& path) {
  const std::string if_it_shrinks = "failure-map: " + one_line("check: " + path + ": the file shrank while it was read");
  const fm::Expected<fm::cli::InputText> text =
      fm::cli::read_input_text_guarded(path, fm::LogLimits::kMaxBytes, if_it_shrinks + "\n", kExitBadInput);
  if (!text) return fail("check: " + path + ": " + text.error().message);
  const fm::Expected<fm::LogCheck> result = fm::cli::check_log_on_two_threads(text->view());
  if (!result) return fail("check: " + path + ": " + result.error().message);
  return succeed(fm::log_check_json(*result) + "\n", 0);
}

int dispatch(const std::vector<std::string>& args) {
  const fm::Expected<fm::cli::Command> command = fm::cli::parse_command_line(args);
  if (!command) return fail(command.error().message);
  switch (command->kind) {
    case fm::cli::Command::Kind::Help:
      return succeed(fm::cli::kUsage, 0);
    case fm::cli::Command::Kind::Version:
      return succeed(std::string("failure-map ") + fm::cli::kVersion + "\n", 0);
    case fm::cli::Command::Kind::List: {
      std::string output;
      for (const fm::Implementation& implementation : fm::implementations()) {
        output += std::string(implementation.id) + "\t" + std::string(implementation.title) + "\n";
      }
      return succeed(output, 0);
    }
    case fm::cli::Command::Kind::Run:
      return run(command->run);
    case fm::cli::Command::Kind::Train:
      return train(command->train);
    case fm::cli::Command::Kind::Check:
      return check(command->log);
  }
  return fail("unreachable");
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return dispatch(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const std::bad_alloc&) {  // an input too large for this machine's memory: one line, not an abort
    return fail("out of memory");
  }
}
