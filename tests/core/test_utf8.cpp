// base/utf8: the one UTF-8 decoder and encoder every layer walks text with. Code points as
// CPython's ord() gives them for the same characters.
#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>
#include <string_view>

#include "utf8.hpp"

BOOST_AUTO_TEST_SUITE(utf8)

BOOST_AUTO_TEST_CASE(decodes_one_to_four_byte_sequences_and_moves_past_each) {
  const std::string text = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";  // a é € 😀: ord() 97, 233, 8364, 128512
  std::size_t i = 0;
  for (const std::uint32_t expected : {97u, 233u, 8364u, 128512u}) {
    BOOST_TEST(fm::utf8_sequence_length(text[i]) == (expected < 0x80      ? 1u
                                                     : expected < 0x800   ? 2u
                                                     : expected < 0x10000 ? 3u
                                                                          : 4u));
    BOOST_TEST(fm::decode_utf8(text, i) == expected);
  }
  BOOST_TEST(i == text.size());
}

BOOST_AUTO_TEST_CASE(a_sequence_cut_short_reads_nothing_beyond_the_text) {
  // The first two bytes of € in a buffer of exactly two bytes (the sanitizers' build catches a
  // read past it): the bits they carry, and the index at the end.
  const auto bytes = std::make_unique<char[]>(2);
  bytes[0] = '\xE2';
  bytes[1] = '\x82';
  std::size_t i = 0;
  BOOST_TEST(fm::decode_utf8(std::string_view(bytes.get(), 2), i) == ((0xE2u & 0x0Fu) << 6 | (0x82u & 0x3Fu)));
  BOOST_TEST(i == 2u);
}

BOOST_AUTO_TEST_CASE(encoding_inverts_decoding_and_continuation_bytes_are_told_apart) {
  for (const unsigned long cp : {0x24ul, 0xA2ul, 0x939ul, 0x20ACul, 0xD55Cul, 0x10348ul, 0x10FFFFul}) {
    std::string out;
    fm::append_utf8(out, cp);
    BOOST_TEST(fm::is_valid_utf8(out));
    std::size_t i = 0;
    BOOST_TEST(fm::decode_utf8(out, i) == cp);
    BOOST_TEST(!fm::is_utf8_continuation(out[0]));
    for (std::size_t k = 1; k < out.size(); ++k) BOOST_TEST(fm::is_utf8_continuation(out[k]));
  }
}

BOOST_AUTO_TEST_CASE(invalid_input_is_found_at_its_first_bad_byte) {
  BOOST_TEST(fm::invalid_utf8_offset("ok\xC0\xAF") == 2u);    // an overlong '/'
  BOOST_TEST(fm::invalid_utf8_offset("\xED\xA0\x80") == 0u);  // a surrogate, U+D800
  BOOST_TEST(fm::invalid_utf8_offset("caf\xC3\xA9") == std::string_view::npos);
}

BOOST_AUTO_TEST_SUITE_END()
