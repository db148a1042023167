#define BOOST_TEST_MODULE failure_map_core
#include <boost/test/unit_test.hpp>
