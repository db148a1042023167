// JsonWriter writes what json.dumps writes: strings as json_string escapes them (whether or not
// they need an escape), numbers as repr, items and members with json.dumps's separators.
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <cstdint>
#include <string>

#include "json_text.hpp"
#include "json_writer.hpp"
#include "py_value.hpp"

using fm::PyValue;

BOOST_AUTO_TEST_SUITE(json_writer)

BOOST_AUTO_TEST_CASE(strings_and_keys_are_escaped_as_json_string_escapes_them) {
  for (int byte = 0; byte < 256; ++byte) {
    const std::string text = std::string("a") + static_cast<char>(byte) + "b";
    const std::string expected = fm::json_string(text);
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
  w.repr_text(PyValue::make_float(0.1)).repr_text(PyValue::make_float(-INFINITY)).repr_text(PyValue::make_int(-2).value());
  w.js_number(1e-7).js_number(INFINITY).boolean(false).null().end_array();
  w.member("label", "x").end_object();
  BOOST_TEST(w.take() ==
             "{\"n\": -9223372036854775808, \"values\": [3, 3.0, NaN, \"0.1\", \"-inf\", \"-2\", 1e-07, \"Infinity\", "
             "false, null], \"label\": \"x\"}");
}

BOOST_AUTO_TEST_SUITE_END()
