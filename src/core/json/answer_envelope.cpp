#include "answer_envelope.hpp"

#include "json_writer.hpp"

namespace fm {

std::string ok_envelope(std::string_view value_json) {
  JsonWriter w;
  w.reserve(value_json.size() + 24);  // a log check's answer runs to megabytes: written once
  return w.begin_object().key("ok").boolean(true).key("value").raw(value_json).end_object().take();
}

std::string error_envelope(const Error& error) {
  JsonWriter w;
  w.begin_object().key("ok").boolean(false).member("field", error.field).member("message", error.message);
  return w.end_object().take();
}

std::string envelope(const Expected<std::string>& value_json) {
  return value_json ? ok_envelope(*value_json) : error_envelope(value_json.error());
}

}  // namespace fm
