#include "log_columns.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace fm {

namespace {

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool same_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return ascii_lower(x) == ascii_lower(y); });
}

bool contains_ignoring_case(std::string_view text, std::string_view part) {
  return std::search(text.begin(), text.end(), part.begin(), part.end(),
                     [](char x, char y) { return ascii_lower(x) == ascii_lower(y); }) != text.end();
}

// The names logs give each role when the reader names none (compared ignoring case).
constexpr std::array<std::string_view, 1> kWeightedSumNames = {"weighted_sum"};
constexpr std::array<std::string_view, 1> kWeightSumNames = {"weight_sum"};
constexpr std::array<std::string_view, 6> kStepNames = {"step",           "global_step",         "iteration",
                                                        "optimizer_step", "trainer/global_step", "train/global_step"};
constexpr std::array<std::string_view, 4> kLossNames = {"loss", "train_loss", "train/loss", "training_loss"};
constexpr std::array<std::string_view, 2> kRankNames = {"rank", "global_rank"};

struct Role {
  const char* key;  // as --columns names it
  const std::optional<std::string>* given;
  const std::string_view* usual;
  std::size_t usual_count;
};

std::string column_list(const std::vector<std::string_view>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + std::string(names[i]);
  return out;
}

// The column a role reads: the reader's name (exactly, else ignoring case), or the first column
// with one of the role's usual names that no other role reads (`taken`); names.size() when none.
std::size_t find_role(const Role& role, const std::vector<std::string_view>& names,
                      const std::vector<std::size_t>& taken = {}) {
  const std::size_t absent = names.size();
  if (*role.given) {
    const std::string& given = **role.given;
    for (std::size_t c = 0; c < names.size(); ++c) {
      if (names[c] == given) return c;
    }
    for (std::size_t c = 0; c < names.size(); ++c) {
      if (same_ignoring_case(names[c], given)) return c;
    }
    return absent;
  }
  for (std::size_t u = 0; u < role.usual_count; ++u) {
    for (std::size_t c = 0; c < names.size(); ++c) {
      if (same_ignoring_case(names[c], role.usual[u]) && std::find(taken.begin(), taken.end(), c) == taken.end())
        return c;
    }
  }
  return absent;
}

}  // namespace

std::string_view trim_log_field(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

std::string_view unquote_log_field(std::string_view text) {
  text = trim_log_field(text);
  if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
    text = trim_log_field(text.substr(1, text.size() - 2));
  return text;
}

namespace {

// Where the field that starts at `from` ends: the next delimiter, or, for a field that opens with
// a double quote, the next delimiter after its closing quote ("" inside is a quote), as a
// spreadsheet writes "2026-12-03 13:28:41,702". npos: the line ends the field.
std::size_t field_end(std::string_view line, std::size_t from, char delimiter) {
  std::size_t at = from;
  if (at < line.size() && line[at] == '"') {
    ++at;
    while (at < line.size()) {
      if (line[at] == '"' && (at + 1 == line.size() || line[at + 1] != '"')) break;
      at += line[at] == '"' ? 2 : 1;
    }
  }
  return line.find(delimiter, at);
}

}  // namespace

std::size_t split_log_line(std::string_view line, char delimiter, std::string_view* fields, std::size_t wanted) {
  const bool quoted = line.find('"') != std::string_view::npos;
  std::size_t count = 0;
  while (count < wanted) {
    const std::size_t at = quoted ? field_end(line, 0, delimiter) : line.find(delimiter);
    fields[count++] = line.substr(0, at);
    if (at == std::string_view::npos) break;
    line.remove_prefix(at + 1);
  }
  return count;
}

std::size_t count_log_fields(std::string_view line, char delimiter) {
  std::size_t count = 1;
  for (std::size_t at = field_end(line, 0, delimiter); at != std::string_view::npos;
       at = field_end(line, at + 1, delimiter)) {
    ++count;
  }
  return count;
}

Expected<LogColumnNames> parse_log_column_names(std::string_view spec) {
  LogColumnNames names;
  const auto bad = [](const std::string& message) { return Error{message, "columns"}; };
  if (trim_log_field(spec).empty()) return bad("give ROLE=NAME pairs such as step=global_step,loss=train_loss");
  while (!spec.empty()) {
    const std::size_t comma = spec.find(',');
    const std::string_view pair = trim_log_field(spec.substr(0, comma));
    spec.remove_prefix(comma == std::string_view::npos ? spec.size() : comma + 1);
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) {
      return bad("\"" + std::string(pair) +
                 "\" is not ROLE=NAME; the roles are weighted_sum, weight_sum, step, loss, rank");
    }
    const std::string_view role = trim_log_field(pair.substr(0, eq));
    const std::string_view name = unquote_log_field(pair.substr(eq + 1));
    std::optional<std::string>* slot = role == "weighted_sum" ? &names.weighted_sum
                                       : role == "weight_sum" ? &names.weight_sum
                                       : role == "step"       ? &names.step
                                       : role == "loss"       ? &names.loss
                                       : role == "rank"       ? &names.rank
                                                              : nullptr;
    if (!slot) {
      return bad("unknown role \"" + std::string(role) +
                 "\"; the roles are weighted_sum, weight_sum, step, loss, rank");
    }
    if (*slot) return bad(std::string(role) + " is named twice");
    if (name.empty()) return bad(std::string(role) + "= needs a column name");
    *slot = std::string(name);
  }
  return names;
}

Expected<LogColumns> read_log_header(std::string_view line, const LogColumnNames& given) {
  const std::string_view header = trim_log_field(line);
  if (header.empty()) return Error{"the log is empty; expected a header line such as weighted_sum,weight_sum", "log"};
  LogColumns columns;
  columns.header = std::string(header);
  columns.delimiter = header.find('\t') != std::string_view::npos                                                ? '\t'
                      : header.find(';') != std::string_view::npos && header.find(',') == std::string_view::npos ? ';'
                                                                                                                 : ',';
  columns.count = count_log_fields(header, columns.delimiter);
  std::vector<std::string_view> names(columns.count);
  split_log_line(header, columns.delimiter, names.data(), columns.count);
  for (std::string_view& name : names) name = unquote_log_field(name);

  const Role weighted_role{"weighted_sum", &given.weighted_sum, kWeightedSumNames.data(), kWeightedSumNames.size()};
  const Role weight_role{"weight_sum", &given.weight_sum, kWeightSumNames.data(), kWeightSumNames.size()};
  const Role step_role{"step", &given.step, kStepNames.data(), kStepNames.size()};
  const Role loss_role{"loss", &given.loss, kLossNames.data(), kLossNames.size()};
  const Role rank_role{"rank", &given.rank, kRankNames.data(), kRankNames.size()};
  const std::size_t absent = names.size();
  // A column the reader named must be there, and serve one role; the others' usual names are
  // looked for among the columns left.
  std::vector<std::size_t> taken;
  const Role* named_by[5] = {};
  for (const Role* role : {&weighted_role, &weight_role, &step_role, &loss_role, &rank_role}) {
    if (!*role->given) continue;
    const std::size_t c = find_role(*role, names);
    if (c == absent) {
      return Error{"line 1: there is no column \"" + **role->given + "\" (named with --columns " + role->key + "=" +
                       **role->given + "); the header's columns are: " + column_list(names),
                   "log"};
    }
    for (std::size_t k = 0; k < taken.size(); ++k) {
      if (taken[k] == c) {
        return Error{"line 1: column \"" + std::string(names[c]) + "\" is named for both " + named_by[k]->key +
                         " and " + role->key + "; give each role its own column",
                     "log"};
      }
    }
    named_by[taken.size()] = role;
    taken.push_back(c);
  }
  const auto resolve = [&](const Role& role) {
    const std::size_t c = *role.given ? find_role(role, names) : find_role(role, names, taken);
    if (!*role.given && c != absent) taken.push_back(c);
    return c;
  };
  const std::size_t weighted = resolve(weighted_role);
  const std::size_t weight = resolve(weight_role);
  if (weighted == absent || weight == absent) {
    return Error{
        "line 1: the header needs the columns weighted_sum and weight_sum (and optionally step and loss), "
        "separated by commas, semicolons or tabs; this header's columns are: " +
            column_list(names) + " (name yours with --columns weighted_sum=NAME,weight_sum=NAME)",
        "log"};
  }
  columns.weighted_sum = weighted;
  columns.weight_sum = weight;
  const std::size_t step = resolve(step_role);
  const std::size_t loss = resolve(loss_role);
  const std::size_t rank = resolve(rank_role);
  columns.has_step = step != absent;
  columns.step = columns.has_step ? step : 0;
  columns.has_loss = loss != absent;
  columns.loss = columns.has_loss ? loss : 0;
  columns.has_rank = rank != absent;
  columns.rank = columns.has_rank ? rank : 0;
  if (columns.has_step) columns.step_name = std::string(names[step]);
  if (columns.has_loss) columns.loss_name = std::string(names[loss]);
  columns.needed = std::max({weighted, weight, columns.step, columns.loss, columns.rank}) + 1;

  const auto used = [&](std::size_t c) { return c == weighted || c == weight || c == step || c == loss || c == rank; };
  if (!columns.has_step) {
    std::string note = "no step column: the whole log is read as one accumulation window";
    for (std::size_t c = 0; c < names.size(); ++c) {
      if (!used(c) && (contains_ignoring_case(names[c], "step") || contains_ignoring_case(names[c], "iter"))) {
        note = "column \"" + std::string(names[c]) +
               "\" looks like a step column but is not read as one: the whole log is read as one accumulation "
               "window; name it with --columns step=" +
               std::string(names[c]);
        break;
      }
    }
    columns.notes.push_back(note);
  }
  if (!columns.has_loss) {
    for (std::size_t c = 0; c < names.size(); ++c) {
      if (!used(c) && contains_ignoring_case(names[c], "loss")) {
        columns.notes.push_back("column \"" + std::string(names[c]) +
                                "\" looks like the run's loss but is not read as one; name it with --loss " +
                                std::string(names[c]) + " for a verdict");
        break;
      }
    }
  }
  return columns;
}

}  // namespace fm
