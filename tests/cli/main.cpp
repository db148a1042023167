#define BOOST_TEST_MODULE failure_map_cli
#include <boost/test/unit_test.hpp>
