// failure-map: the reference scripts' output and exit contract, from the C++ core.
//   exit 0: every check passed; 1: a check failed; 2: bad input (one line on stderr, no stdout).
//   exec: the script's own exit code (SystemExit's; 1 after an uncaught exception, as CPython).
#include <cstdio>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "check_log_threads.hpp"
#include "cli_args.hpp"
#include "embed_view.hpp"
#include "evaluation.hpp"
#include "implementations.hpp"
#include "log_report.hpp"
#include "read_file.hpp"
#include "report_writers.hpp"
#include "run.hpp"
#include "run_log.hpp"
#include "solve_file.hpp"
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

// A core error as one line that names the flag its input came from: "run: --n: ...". The core
// names inputs by field ("n", "fixtures", "accum"); a flag is "--" and the field, except the
// fixtures (named with their file) and the implementation (--impl); an error of no input in
// particular names none.
int fail_at(const std::string& command, const fm::Error& error, const std::optional<std::string>& fixtures_file = {}) {
  if (error.field.empty()) return fail(command + ": " + error.message);
  const std::string flag = error.field == "fixtures"         ? "--fixtures " + fixtures_file.value_or("")
                           : error.field == "implementation" ? std::string("--impl")
                                                             : "--" + error.field;
  return fail(command + ": " + flag + ": " + error.message);
}

// Everything goes out in one write, after everything has succeeded: never a partial output.
int succeed(const std::string& output, int exit_code) {
  std::fwrite(output.data(), 1, output.size(), stdout);
  return std::fflush(stdout) == 0 ? exit_code : fail("cannot write the output");
}

// A Python source file, read whole (an empty one is a program that does nothing).
fm::Expected<std::string> read_python(const std::string& path) {
  fm::pyexec::ExecLimits limits;
  fm::Expected<std::string> text = fm::cli::read_input_file(path, limits.max_source_bytes);
  if (!text && text.error().message == "the file is empty") return std::string();
  return text;
}

std::string report_text(const fm::Report& report, fm::cli::Format format) {
  return format == fm::cli::Format::Json ? fm::report_json(report) + "\n" : fm::report_markdown(report);
}

// run --solve FILE.py: the file's solve() on the fixtures, reported as --impl reports.
int run_solve(const fm::cli::RunOptions& options, const fm::EvaluationRequest& request) {
  const std::string& path = *options.solve;
  const fm::Expected<std::string> source = read_python(path);
  if (!source) return fail("run: --solve " + path + ": " + source.error().message);
  const fm::Expected<std::vector<fm::Fixture>> fixtures = fm::request_fixtures(request);
  if (!fixtures) return fail_at("run", fixtures.error(), options.fixtures);
  // N as the record's script has it: the one asked for, or its own 1 beside fixtures of one's own.
  const fm::SolveFileRun run = fm::run_solve_file(*source, *fixtures, request.fixtures ? "1" : request.n.value_or("1"));
  // What the file printed is the reader's own tracing: on standard error, stdout keeps the report;
  // then what it wrote to sys.stderr (logging's last resort among it), as CPython shows it there.
  std::fwrite(run.printed.data(), 1, run.printed.size(), stderr);
  std::fwrite(run.printed_errors.data(), 1, run.printed_errors.size(), stderr);
  if (run.error) {
    const std::string where = run.where.empty() ? "" : run.where + ": ";
    std::fprintf(stderr, "failure-map: %s\n",
                 one_line("run: --solve " + path + ": " + where + run.error->describe()).c_str());
    return run.exit_code;
  }
  return succeed(report_text(*run.report, options.format), run.exit_code);
}

// exec SCRIPT.py: the script's output and exit code, as CPython's.
int exec_script(const std::string& path) {
  const fm::Expected<std::string> source = read_python(path);
  if (!source) return fail("exec: " + path + ": " + source.error().message);
  const fm::pyexec::RunResult result = fm::pyexec::run_script(*source);
  if (result.error && result.exit_code == kExitBadInput) return fail("exec: " + path + ": " + result.error->describe());
  // The output the script printed before it ended, as CPython would have written it; what it
  // wrote to sys.stderr goes to standard error (after, as the two streams are kept apart).
  std::fwrite(result.output.data(), 1, result.output.size(), stdout);
  if (std::fflush(stdout) != 0) return fail("cannot write the output");
  std::fwrite(result.error_output.data(), 1, result.error_output.size(), stderr);
  if (result.error)
    std::fprintf(stderr, "failure-map: %s\n", one_line("exec: " + path + ": " + result.error->describe()).c_str());
  return result.exit_code;
}

int run(const fm::cli::RunOptions& options) {
  fm::EvaluationRequest request{options.implementation, options.n, std::nullopt};
  if (options.fixtures) {
    auto text = fm::cli::read_input_file(*options.fixtures, fm::FixtureLimits::kMaxDocumentBytes);
    if (!text) return fail("run: --fixtures " + *options.fixtures + ": " + text.error().message);
    request.fixtures = std::move(text).value();
  }
  if (options.solve) return run_solve(options, request);
  const fm::Expected<fm::Report> report = fm::evaluate(request);
  if (!report) return fail_at("run", report.error(), options.fixtures);
  return succeed(report_text(*report, options.format), report->exit_code());
}

int train(const fm::cli::TrainOptions& options) {
  const fm::Expected<fm::TrainingConfig> config = fm::training_config(options.settings);
  if (!config) return fail_at("train", config.error());
  const fm::Expected<fm::TrainingRun> run = fm::train(*config);
  if (!run) return fail_at("train", run.error());
  return succeed(fm::training_json(*run) + "\n", 0);
}

// check: the verdict's exit code (0 only when the run follows the repair), 2 for bad input.
int check(const fm::cli::CheckOptions& options) {
  const std::string& path = options.log;
  fm::LogColumnNames names;
  if (options.columns) {
    fm::Expected<fm::LogColumnNames> given = fm::parse_log_column_names(*options.columns);
    if (!given) return fail("check: --columns: " + given.error().message);
    names = std::move(given).value();
  }
  if (options.loss) {
    if (names.loss && *names.loss != *options.loss)
      return fail("check: --loss and --columns loss= name different columns");
    names.loss = *options.loss;
  }
  const std::string if_it_shrinks =
      "failure-map: " + one_line("check: " + path + ": the file shrank while it was read");
  const fm::Expected<fm::cli::InputText> text =
      fm::cli::read_input_text_guarded(path, fm::LogLimits::kMaxBytes, if_it_shrinks + "\n", kExitBadInput);
  if (!text) return fail("check: " + path + ": " + text.error().message);
  const fm::Expected<fm::LogCheck> result = fm::cli::check_log_on_two_threads(text->view(), names);
  if (!result) return fail("check: " + path + ": " + result.error().message);
  const fm::LogDiagnosis diagnosis = fm::diagnose_log(*result);
  const std::string output = options.format == fm::cli::Format::Json
                                 ? fm::log_report_json(*result, diagnosis) + "\n"
                                 : fm::log_report_text(*result, diagnosis, path == "-" ? "standard input" : path);
  return succeed(output, diagnosis.verdict.exit_code());
}

// render: the record's tables as static HTML or JSON (exit 0; only bad input fails).
int render(const fm::RenderOptions& options) {
  const fm::Expected<std::string> output = fm::render_embed(options);
  if (!output) return fail_at("render", output.error());
  return succeed(*output, 0);
}

int dispatch(const std::vector<std::string>& args) {
  const fm::Expected<fm::cli::Command> command = fm::cli::parse_command_line(args);
  if (!command) return fail(command.error().message);
  switch (command->kind) {
    case fm::cli::Command::Kind::Help: return succeed(fm::cli::kUsage, 0);
    case fm::cli::Command::Kind::Version: return succeed(std::string("failure-map ") + fm::cli::kVersion + "\n", 0);
    case fm::cli::Command::Kind::List: {
      std::string output;
      for (const fm::Implementation& implementation : fm::implementations()) {
        output += std::string(implementation.id) + "\t" + std::string(implementation.title) + "\n";
      }
      return succeed(output, 0);
    }
    case fm::cli::Command::Kind::Run: return run(command->run);
    case fm::cli::Command::Kind::Train: return train(command->train);
    case fm::cli::Command::Kind::Check: return check(command->check);
    case fm::cli::Command::Kind::CheckHelp: return succeed(fm::cli::kCheckUsage, 0);
    case fm::cli::Command::Kind::Exec: return exec_script(command->log);
    case fm::cli::Command::Kind::Render: return render(command->render);
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
