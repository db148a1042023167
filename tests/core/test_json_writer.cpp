// JsonWriter writes what json.dumps writes: strings escaped as Python's json escapes them,
// numbers as repr, items and members with json.dumps's separators.
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstdint>
#include <string>

#include "json_text.hpp"
#include "json_writer.hpp"
#include "py_value.hpp"

using fm::PyValue;

BOOST_AUTO_TEST_SUITE(json_writer)

namespace {
// How json.dumps(..., ensure_ascii=False) writes one byte of UTF-8 text: ASCII escapes as CPython's
// json module writes them; every other byte (non-ASCII text) passes through as is.
std::string python_escape(int byte) {
  switch (byte) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case '\n': return "\\n";
    case '\r': return "\\r";
    case '\t': return "\\t";
    case '\b': return "\\b";
    case '\f': return "\\f";
    default: break;
  }
  if (byte >= 0x20) return std::string(1, static_cast<char>(byte));
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string("\\u00") + kHex[byte >> 4] + kHex[byte & 0xF];
}
}  // namespace

// Every byte between plain text (text with nothing to escape is copied in one append, the rest
// byte by byte): json_string, JsonWriter's strings and its keys all write it alike.
BOOST_AUTO_TEST_CASE(strings_and_keys_are_escaped_as_python_json_escapes_them) {
  for (int byte = 0; byte < 256; ++byte) {
    const std::string text = std::string("a") + static_cast<char>(byte) + "b";
    const std::string expected = "\"a" + python_escape(byte) + "b\"";
    BOOST_TEST(fm::json_string(text) == expected, "byte " << byte);
    BOOST_TEST(fm::JsonWriter().string(text).take() == expected, "byte " << byte);
    BOOST_TEST(fm::JsonWriter().begin_object().key(text).null().end_object().take() == "{" + expected + ": null}",
               "byte " << byte);
  }
  BOOST_TEST(fm::JsonWriter().string("tab\there \"quoted\" é").take() == "\"tab\\there \\\"quoted\\\" é\"");
}

BOOST_AUTO_TEST_CASE(values_are_laid_out_as_json_dumps_lays_them_out) {
  fm::JsonWriter w;
  w.begin_object().key("n").integer(INT64_MIN).key("values").begin_array();
  w.number(PyValue::make_int(3).value()).number(PyValue::make_float(3.0)).number(PyValue::make_float(NAN));
  w.repr_text(PyValue::make_float(0.1))
      .repr_text(PyValue::make_float(-INFINITY))
      .repr_text(PyValue::make_int(-2).value());
  w.js_number(1e-7).js_number(INFINITY).boolean(false).null().end_array();
  w.member("label", "x").end_object();
  BOOST_TEST(w.take() ==
             "{\"n\": -9223372036854775808, \"values\": [3, 3.0, NaN, \"0.1\", \"-inf\", \"-2\", 1e-07, \"Infinity\", "
             "false, null], \"label\": \"x\"}");
}

BOOST_AUTO_TEST_SUITE_END()
