#include "fragment_state.hpp"

#include "json_text.hpp"
#include "json_writer.hpp"
#include "utf8.hpp"

namespace fm {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Expected<std::string> percent_decode(std::string_view text, const std::string& key) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int high = i + 1 < text.size() ? hex_value(text[i + 1]) : -1;
    const int low = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    if (high < 0 || low < 0) return Error{"a broken %-escape at character " + std::to_string(i + 1), key};
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  if (!is_valid_utf8(out)) return Error{"the decoded text is not valid UTF-8", key};
  return out;
}

std::string percent_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '.' || c == '_' || c == '~' || c == ',' || c == ':';
    if (plain) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    }
  }
  return out;
}

// "the code is 20000 bytes; the limit is 16384"
Error too_long(const char* what, std::size_t size, std::size_t limit, const char* field) {
  return Error{std::string(what) + " is " + std::to_string(size) + " bytes; the limit is " + std::to_string(limit),
               field};
}

}  // namespace

Expected<FragmentState> read_fragment(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  if (fragment.size() > kMaxFragmentBytes)
    return too_long("the link's state", fragment.size(), kMaxFragmentBytes, "fragment");
  FragmentState state;
  while (!fragment.empty()) {
    const std::size_t amp = fragment.find('&');
    const std::string_view pair = fragment.substr(0, amp);
    fragment = amp == std::string_view::npos ? std::string_view() : fragment.substr(amp + 1);
    if (pair.empty()) continue;
    const std::size_t eq = pair.find('=');
    const std::string key(pair.substr(0, eq));
    if (eq == std::string_view::npos)
      return Error{"\"" + key.substr(0, 40) + "\" has no value (expected key=value)", "fragment"};
    std::optional<std::string>* slot = key == "n"           ? &state.n
                                       : key == "fixtures"  ? &state.fixtures
                                       : key == "mode"      ? &state.mode
                                       : key == "tolerance" ? &state.tolerance
                                       : key == "solve"     ? &state.solve
                                                            : nullptr;
    if (!slot)
      return Error{
          "unknown key " + json_string(key.substr(0, 40)) + "; the keys are n, fixtures, mode, tolerance, solve",
          "fragment"};
    if (*slot) return Error{key + " is given twice", "fragment"};
    auto value = percent_decode(pair.substr(eq + 1), key);
    if (!value) return value.error();
    if (slot == &state.solve && value->size() > kMaxSolveBytes)
      return too_long("the code", value->size(), kMaxSolveBytes, "solve");
    *slot = std::move(value).value();
  }
  if (state.n && state.fixtures) return Error{"give n or fixtures, not both", "fragment"};
  return state;
}

std::string write_fragment(const FragmentState& state) {
  std::string out;
  const auto add = [&out](const char* key, const std::optional<std::string>& value) {
    if (value) out += (out.empty() ? "#" : "&") + std::string(key) + "=" + percent_encode(*value);
  };
  add("n", state.n);
  add("fixtures", state.fixtures);
  add("mode", state.mode);
  add("tolerance", state.tolerance);
  add("solve", state.solve);
  return out;
}

std::string fragment_state_json(const FragmentState& state) {
  JsonWriter w;
  w.begin_object();
  for (const auto& [key, value] : {std::pair{"n", &state.n},
                                   {"fixtures", &state.fixtures},
                                   {"mode", &state.mode},
                                   {"tolerance", &state.tolerance},
                                   {"solve", &state.solve}}) {
    if (*value) w.member(key, **value);
  }
  return w.end_object().take();
}

}  // namespace fm
