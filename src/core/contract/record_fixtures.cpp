// The record's seven boundary fixtures, built term by term as the reference script builds them:
//   check('unequal weight mass', solve([2*N,12*N],[N,3*N]), 3.5)
//   check('unit weights',        solve([2*N,4*N],[N,N]), 3)
//   check('one batch',           solve([9*N],[3*N]), 3)
//   check('zero total weight',   solve([0],[0]), 0)
//   check('empty',               solve([],[]), 0)
//   check('zero loss',           solve([0,8*N],[N,3*N]), 2)
//   check('three batches',       solve([N,6*N,8*N],[1,2,4]), 15*N/7)
#include <optional>

#include "fixtures.hpp"

namespace fm {

namespace {

// Evaluates the reference's small expressions in N, keeping the first error. Fixtures are
// aggregate-initialised, so their terms are evaluated left to right, as Python does.
class FamilyBuilder {
 public:
  explicit FamilyBuilder(const PyValue& n) : n_(n) {}

  PyValue n() const { return n_; }
  PyValue integer(std::int64_t value) const { return PyValue::make_int(value).value(); }
  PyValue times_n(std::int64_t k) { return keep(py_mul(integer(k), n_), std::to_string(k) + "*N"); }
  PyValue over(const PyValue& value, std::int64_t divisor) {
    return keep(py_true_div(value, integer(divisor)), "/" + std::to_string(divisor));
  }

  void add(Fixture fixture) {
    if (!error_ && !pending_.empty()) error_ = Error{"fixture \"" + fixture.check + "\": " + pending_};
    fixtures_.push_back(std::move(fixture));
  }

  Expected<std::vector<Fixture>> result() {
    if (error_) return *error_;
    return std::move(fixtures_);
  }

 private:
  PyValue keep(Expected<PyValue> value, const std::string& term) {
    if (value) return *value;
    if (pending_.empty()) pending_ = term + ": " + value.error().message;
    return PyValue();
  }

  PyValue n_;
  std::string pending_;
  std::optional<Error> error_;
  std::vector<Fixture> fixtures_;
};

}  // namespace

Expected<std::vector<Fixture>> record_fixtures(const PyValue& n) {
  FamilyBuilder b(n);
  const auto N = b.n();
  const auto i = [&b](std::int64_t value) { return b.integer(value); };
  b.add({"unequal weight mass", {b.times_n(2), b.times_n(12)}, {N, b.times_n(3)}, PyValue::make_float(3.5)});
  b.add({"unit weights", {b.times_n(2), b.times_n(4)}, {N, N}, i(3)});
  b.add({"one batch", {b.times_n(9)}, {b.times_n(3)}, i(3)});
  b.add({"zero total weight", {i(0)}, {i(0)}, i(0)});
  b.add({"empty", {}, {}, i(0)});
  b.add({"zero loss", {i(0), b.times_n(8)}, {N, b.times_n(3)}, i(2)});
  b.add({"three batches", {N, b.times_n(6), b.times_n(8)}, {i(1), i(2), i(4)}, b.over(b.times_n(15), 7)});
  return b.result();
}

}  // namespace fm
