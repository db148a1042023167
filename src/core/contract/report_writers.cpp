#include "report_writers.hpp"

#include "json_writer.hpp"
#include "py_repr.hpp"

namespace fm {

std::string Observation::actual_text() const { return actual_json ? actual_str : repr_value(actual); }

std::string report_json(const Report& report) {
  JsonWriter w;
  w.begin_object().key("observations").begin_array();
  for (const Observation& o : report.observations) {
    w.begin_object().member("check", o.check);
    w.key("actual");
    if (o.actual_json) {
      w.raw(*o.actual_json);
    } else {
      w.number(o.actual);
    }
    w.key("expected").number(o.expected).key("passed").boolean(o.passed);
    w.end_object();
  }
  w.end_array().key("passed").boolean(report.passed).end_object();
  return w.take();
}

namespace {
std::string markdown_cell(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}
}  // namespace

std::string report_markdown(const Report& report) {
  std::string out = "| Boundary fixture | Actual | Expected | Outcome |\n|---|---|---|---|\n";
  for (const Observation& o : report.observations) {
    // The record's tables show str() of each value, which equals repr() for ints and floats.
    out += "| " + markdown_cell(o.check) + " | " + markdown_cell(o.actual_text()) + " | " + repr_value(o.expected) +
           " | " + (o.passed ? "Passed" : "Failed") + " |\n";
  }
  return out;
}

namespace {
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}
}  // namespace

std::string report_csv(const Report& report) {
  std::string out = "check,actual,expected,outcome\r\n";
  for (const Observation& o : report.observations) {
    out += csv_field(o.check) + "," + csv_field(o.actual_text()) + "," + repr_value(o.expected) + "," +
           (o.passed ? "Passed" : "Failed") + "\r\n";
  }
  return out;
}

}  // namespace fm
