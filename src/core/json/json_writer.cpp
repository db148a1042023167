#include "json_writer.hpp"

#include <cmath>

#include "json_text.hpp"
#include "py_repr.hpp"

namespace fm {

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) append_pair(',', ' ');
    first_.back() = 0;
  }
}

JsonWriter& JsonWriter::open(char bracket) {
  before_value();
  out_ += bracket;
  first_.push_back(1);
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  out_ += bracket;
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  before_value();
  append_json_string(out_, name);
  append_pair(':', ' ');
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  before_value();
  append_json_string(out_, text);
  return *this;
}

JsonWriter& JsonWriter::number(const PyValue& value) {
  before_value();
  append_json_number(out_, value);
  return *this;
}

JsonWriter& JsonWriter::repr_text(const PyValue& value) {
  before_value();
  out_ += '"';  // a repr has nothing to escape
  append_repr_value(out_, value);
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::js_number(double value) {
  if (!std::isfinite(value)) return string(json_number(PyValue::make_float(value)));
  before_value();
  append_repr_float(out_, value);
  return *this;
}

JsonWriter& JsonWriter::integer(std::int64_t value) {
  before_value();
  append_repr_int(out_, value);
  return *this;
}
JsonWriter& JsonWriter::boolean(bool value) { return raw(value ? "true" : "false"); }
JsonWriter& JsonWriter::null() { return raw("null"); }

JsonWriter& JsonWriter::raw(std::string_view json) {
  before_value();
  out_ += json;
  return *this;
}

}  // namespace fm
