#include "cli_args.hpp"

#include <algorithm>

#include "implementations.hpp"

namespace fm::cli {

const char* const kVersion = FM_VERSION;

const char* const kUsage =
    "usage: failure-map run --impl ID [--n N] [--fixtures FILE] [--format json|markdown]\n"
    "       failure-map run --solve FILE.py [--n N] [--fixtures FILE] [--format json|markdown]\n"
    "       failure-map exec SCRIPT.py\n"
    "       failure-map train [--accum K] [--steps S] [--seed X] [--lr RATE] [--unevenness U] [--format json]\n"
    "       failure-map check [--format text|json] [--loss NAME] [--columns ROLE=NAME,...] LOG\n"
    "       failure-map render [--n N] [--show IDS] [--prose full|none]\n"
    "                          [--why auto|column|line|details|none] [--compact] [--which] [--format html|json]\n"
    "                          [--table-class CLASSES]\n"
    "       failure-map list\n"
    "       failure-map help\n"
    "       failure-map --version\n"
    "\n"
    "run      evaluate one implementation on the record's seven boundary fixtures (built from N,\n"
    "         default 1) or on a fixtures file (\"-\" reads standard input); print the reference's\n"
    "         JSON line or the record's Markdown table; exit 0 when every check passes, 1 if not.\n"
    "         --solve: your own solve(weighted_sums, weight_sums), a Python file run by the built-in\n"
    "         interpreter (the subset of Python 3.12 in the README); its print() output goes to\n"
    "         standard error; a Python exception in it exits 1, with one line on standard error\n"
    "exec     run a Python script (the same subset) as CPython 3.12 would: its output, and its\n"
    "         exit code (SystemExit's; an uncaught exception prints one line and exits 1); a\n"
    "         script outside the subset is refused before it runs (exit 2)\n"
    "train    the toy model: SGD with K micro-batches of uneven mass, four normalisations (full-batch,\n"
    "         broken, unsuccessful-fix, repair); per-step loss and distance to the full-batch run\n"
    "         (defaults: K 4, 50 steps, seed 1, lr 0.1, unevenness 0.5)\n"
    "check    a run's log of micro-batches (CSV or TSV with a header: weighted_sum, weight_sum, and\n"
    "         optionally step and loss; \"-\" reads standard input): which normalisation the run's loss\n"
    "         follows, and the three normalisations per step; exit 0 only when the run is not affected\n"
    "         (see failure-map check --help)\n"
    "render   the record's tables (and its prose) as static HTML for a page, or as JSON: --show the\n"
    "         implementations (ids, comma- or space-separated; default all three), --prose none leaves\n"
    "         out the header and prose, --why places each row's Why (default auto: a line under the\n"
    "         row, which the live element turns into a column where the column is wide enough),\n"
    "         --compact shows the first implementation's table alone, with its Why on demand;\n"
    "         --which: \"which one is my code?\", each implementation's training-loop code, when it\n"
    "         is wrong and the repair as a diff, without the tables; --table-class: class names for\n"
    "         each <table>, the ones the site's theme styles its own tables by (Sphinx: docutils)\n"
    "list     the implementations: broken, unsuccessful-fix, repair\n"
    "--version  print \"failure-map VERSION\" (the npm package's version)\n"
    "Bad input exits 2 with one line on standard error.\n";

const char* const kCheckUsage =
    "usage: failure-map check [--format text|json] [--loss NAME] [--columns ROLE=NAME,...] LOG\n"
    "\n"
    "Checks a training run's log of micro-batches: which normalisation its loss follows, and what\n"
    "each of the three normalisations gives, step by step. LOG is a CSV or TSV file (\"-\" reads\n"
    "standard input) with a header and one row per micro-batch:\n"
    "  weighted_sum  the micro-batch's summed loss (token losses summed with reduction='none' and the mask)\n"
    "  weight_sum    its weight mass (the count of tokens that are not ignore_index, or summed sample weights)\n"
    "  step          the optimizer step (also Step, global_step, iteration; any case); without it the\n"
    "                whole log is one accumulation window\n"
    "  loss          what the run backpropagated for the micro-batch (after dividing), or the step's\n"
    "                loss on one of its rows; without it there is no verdict\n"
    "  rank          optional: logs of several ranks in one file\n"
    "Other columns are ignored. Rows that cannot be read are skipped and listed as warnings.\n"
    "\n"
    "  --format text|json   text for a person (default), or one JSON object with everything\n"
    "  --loss NAME          the column that holds the run's loss (as --columns loss=NAME)\n"
    "  --columns ROLE=NAME  name the columns: weighted_sum, weight_sum, step, loss, rank\n"
    "\n"
    "Which code is which:\n"
    "  the failure           loss.sum() / accum_steps\n"
    "  the unsuccessful fix  loss.mean() / accum_steps, or micro-batch means stacked and averaged\n"
    "  the repair            summed loss / tokens (weight mass) in the accumulation window\n"
    "\n"
    "Exit 0: the run's loss follows the repair (not affected). Exit 1: it follows the failure or the\n"
    "unsuccessful fix, follows none, or cannot be told (no loss column, a loss averaged over steps).\n"
    "Exit 2: bad input, one line on standard error. Recipes for PyTorch, Hugging Face and Lightning:\n"
    "docs/log.md.\n";

namespace {

struct Option {
  std::string flag;   // "--n"
  std::string value;  // "0.1"
};

// The option at args[i] ("--n 0.1" or "--n=0.1"), one of `known`; i moves past its value.
Expected<Option> next_option(const std::vector<std::string>& args, std::size_t& i, const std::string& command,
                             const std::vector<std::string>& known) {
  std::string flag = args[i];
  std::optional<std::string> value;
  if (const auto eq = flag.find('='); flag.rfind("--", 0) == 0 && eq != std::string::npos) {
    value = flag.substr(eq + 1);
    flag = flag.substr(0, eq);
  }
  if (std::find(known.begin(), known.end(), flag) == known.end()) {
    return Error{command + ": unknown option \"" + flag + "\"; see failure-map help"};
  }
  if (!value) {
    if (i + 1 >= args.size()) return Error{command + ": " + flag + " needs a value"};
    value = args[++i];
  }
  return Option{flag, *value};
}

Expected<Command> parse_run(const std::vector<std::string>& args) {
  Command command;
  command.kind = Command::Kind::Run;
  bool seen_impl = false;
  bool seen_format = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const Expected<Option> option = next_option(args, i, "run", {"--impl", "--solve", "--n", "--fixtures", "--format"});
    if (!option) return option.error();
    const std::string& flag = option->flag;
    const std::optional<std::string> value = option->value;
    const auto twice = [&flag] { return Error{"run: " + flag + " is given twice"}; };
    if (flag == "--impl") {
      if (seen_impl) return twice();
      seen_impl = true;
      if (!find_implementation(*value)) {
        return Error{"run: --impl: unknown implementation \"" + *value + "\"; choose one of " + implementation_ids()};
      }
      command.run.implementation = *value;
    } else if (flag == "--solve") {
      if (command.run.solve) return twice();
      if (value->empty()) return Error{"run: --solve needs a Python file's path (or - for standard input)"};
      command.run.solve = *value;
    } else if (flag == "--n") {
      if (command.run.n) return twice();
      command.run.n = *value;
    } else if (flag == "--fixtures") {
      if (command.run.fixtures) return twice();
      if (value->empty()) return Error{"run: --fixtures needs a file path (or - for standard input)"};
      command.run.fixtures = *value;
    } else {
      if (seen_format) return twice();
      seen_format = true;
      if (*value == "json") {
        command.run.format = Format::Json;
      } else if (*value == "markdown") {
        command.run.format = Format::Markdown;
      } else {
        return Error{"run: --format: unknown format \"" + *value + "\"; choose json or markdown"};
      }
    }
  }
  if (seen_impl && command.run.solve) return Error{"run: " + cannot_be_combined({"--impl", "--solve"}).message};
  if (!seen_impl && !command.run.solve) {
    return Error{"run: --impl is required (or --solve FILE.py); choose one of " + implementation_ids()};
  }
  if (command.run.solve && command.run.fixtures && *command.run.solve == "-" && *command.run.fixtures == "-") {
    return Error{"run: --solve and --fixtures cannot both read standard input"};
  }
  return command;
}

Expected<Command> parse_render(const std::vector<std::string>& args) {
  Command command;
  command.kind = Command::Kind::Render;
  RenderOptions& render = command.render;
  std::vector<std::string> seen;
  for (std::size_t i = 1; i < args.size(); ++i) {
    bool flag_given = false;
    for (const auto& [name, value] : {std::pair{"--compact", &render.compact}, std::pair{"--which", &render.which}}) {
      if (args[i] != name && args[i].rfind(std::string(name) + "=", 0) != 0) continue;
      if (args[i] != name) return Error{"render: " + std::string(name) + " takes no value"};
      if (*value) return Error{"render: " + std::string(name) + " is given twice"};
      *value = flag_given = true;
    }
    if (flag_given) continue;
    const Expected<Option> option = next_option(
        args, i, "render", {"--n", "--show", "--prose", "--why", "--format", "--table-class", "--compact", "--which"});
    if (!option) return option.error();
    const std::string& flag = option->flag;
    const std::string& value = option->value;
    if (std::find(seen.begin(), seen.end(), flag) != seen.end()) return Error{"render: " + flag + " is given twice"};
    seen.push_back(flag);
    const auto refuse = [&flag](const Error& error) { return Error{"render: " + flag + ": " + error.message}; };
    if (flag == "--n") {
      render.n = value;
    } else if (flag == "--show") {
      auto show = parse_show(value);
      if (!show) return refuse(show.error());
      render.show = std::move(show).value();
    } else if (flag == "--prose") {
      auto prose = parse_prose(value);
      if (!prose) return refuse(prose.error());
      render.prose = *prose;
    } else if (flag == "--why") {
      auto why = parse_why(value);
      if (!why) return refuse(why.error());
      render.why = *why;
    } else if (flag == "--table-class") {
      auto classes = parse_table_classes(value);
      if (!classes) return refuse(classes.error());
      render.table_classes = std::move(classes).value();
    } else {
      auto format = parse_render_format(value);
      if (!format) return refuse(format.error());
      render.format = *format;
    }
  }
  return command;
}

Expected<Command> parse_train(const std::vector<std::string>& args) {
  Command command;
  command.kind = Command::Kind::Train;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const Expected<Option> option =
        next_option(args, i, "train", {"--accum", "--steps", "--seed", "--lr", "--unevenness", "--format"});
    if (!option) return option.error();
    const std::string& flag = option->flag;
    const std::optional<std::string> value = option->value;
    if (flag == "--format") {
      if (*value != "json") return Error{"train: --format: unknown format \"" + *value + "\"; train prints json"};
      continue;
    }
    for (const auto& [name, given] : command.train.settings) {
      if ("--" + name == flag) return Error{"train: " + flag + " is given twice"};
    }
    command.train.settings.emplace_back(flag.substr(2), *value);
  }
  return command;
}

Expected<Command> parse_check(const std::vector<std::string>& args) {
  Command command;
  command.kind = Command::Kind::Check;
  CheckOptions& check = command.check;
  std::optional<std::string> log;
  bool seen_format = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") {
      if (args.size() != 2) return Error{"check: --help takes no other arguments"};
      command.kind = Command::Kind::CheckHelp;
      return command;
    }
    if (args[i].rfind("--", 0) != 0 || args[i] == "-") {
      if (log) return Error{"check: give one log file; \"" + args[i] + "\" is a second"};
      if (args[i].empty()) return Error{"check: give one log file (or - for standard input)"};
      log = args[i];
      continue;
    }
    const Expected<Option> option = next_option(args, i, "check", {"--format", "--columns", "--loss"});
    if (!option) return option.error();
    const std::string& flag = option->flag;
    const std::string& value = option->value;
    const auto twice = [&flag] { return Error{"check: " + flag + " is given twice"}; };
    if (flag == "--format") {
      if (seen_format) return twice();
      seen_format = true;
      if (value == "text") {
        check.format = Format::Text;
      } else if (value == "json") {
        check.format = Format::Json;
      } else {
        return Error{"check: --format: unknown format \"" + value + "\"; choose text or json"};
      }
    } else if (flag == "--columns") {
      if (check.columns) return twice();
      check.columns = value;
    } else {
      if (check.loss) return twice();
      if (value.empty()) return Error{"check: --loss needs a column name"};
      check.loss = value;
    }
  }
  if (!log) return Error{"check: give one log file (or - for standard input); see failure-map check --help"};
  check.log = *log;
  return command;
}

}  // namespace

Expected<Command> parse_command_line(const std::vector<std::string>& args) {
  if (args.empty()) return Error{"no command given; see failure-map help"};
  const std::string& name = args[0];
  if (name == "help" || name == "--help" || name == "-h") {
    if (args.size() > 1) return Error{"help takes no arguments"};
    return Command{Command::Kind::Help, {}, {}, {}, {}, {}};
  }
  if (name == "--version") {
    if (args.size() > 1) return Error{"--version takes no arguments"};
    return Command{Command::Kind::Version, {}, {}, {}, {}, {}};
  }
  if (name == "list") {
    if (args.size() > 1) return Error{"list: unexpected argument \"" + args[1] + "\""};
    return Command{Command::Kind::List, {}, {}, {}, {}, {}};
  }
  if (name == "run") return parse_run(args);
  if (name == "train") return parse_train(args);
  if (name == "render") return parse_render(args);
  if (name == "check") return parse_check(args);
  if (name == "exec") {
    if (args.size() != 2 || args[1].empty()) return Error{"exec: give one Python script (or - for standard input)"};
    if (args[1].rfind("--", 0) == 0) return Error{"exec: unknown option \"" + args[1] + "\"; give one Python script"};
    return Command{Command::Kind::Exec, {}, {}, args[1], {}, {}};
  }
  return Error{"unknown command \"" + name +
               "\"; the commands are run, exec, train, check, render, list, help (and --version)"};
}

}  // namespace fm::cli
