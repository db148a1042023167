// random, seeded: CPython's Mersenne Twister (Modules/_randommodule.c, init_by_array with the
// seed's 32-bit words) and Lib/random.py's methods on it — random, uniform, randint, randrange,
// choice, shuffle, getrandbits — so a seeded program draws CPython's numbers. Before
// random.seed(n) the seed is the OS's entropy: refused, as are the other methods.
#include <cmath>
#include <cstdint>

#include "builtins.hpp"
#include "builtins_impl.hpp"

namespace fm::pyexec {

namespace {

struct Twister : Object {
  static constexpr int N = 624, M = 397;
  std::uint32_t mt[N] = {};
  int index = N + 1;

  void init_genrand(std::uint32_t s) {
    mt[0] = s;
    for (index = 1; index < N; ++index) {
      mt[index] = 1812433253u * (mt[index - 1] ^ (mt[index - 1] >> 30)) + static_cast<std::uint32_t>(index);
    }
  }

  void init_by_array(const std::vector<std::uint32_t>& key) {
    init_genrand(19650218u);
    std::size_t i = 1, j = 0;
    const std::size_t length = key.size();
    for (std::size_t k = N > length ? N : length; k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + static_cast<std::uint32_t>(j);
      ++i;
      ++j;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= length) j = 0;
    }
    for (std::size_t k = N - 1; k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - static_cast<std::uint32_t>(i);
      ++i;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000u;
  }

  std::uint32_t next32() {
    static constexpr std::uint32_t kMag01[2] = {0x0u, 0x9908b0dfu};
    if (index >= N) {
      int kk = 0;
      for (; kk < N - M; ++kk) {
        const std::uint32_t y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + M] ^ (y >> 1) ^ kMag01[y & 0x1u];
      }
      for (; kk < N - 1; ++kk) {
        const std::uint32_t y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + (M - N)] ^ (y >> 1) ^ kMag01[y & 0x1u];
      }
      const std::uint32_t y = (mt[N - 1] & 0x80000000u) | (mt[0] & 0x7fffffffu);
      mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ kMag01[y & 0x1u];
      index = 0;
    }
    std::uint32_t y = mt[index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
  }

  double random() {  // genrand_res53
    const std::uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

  std::uint64_t getrandbits(int k) {  // 0 < k <= 64, the words least significant first
    if (k <= 32) return next32() >> (32 - k);
    const std::uint64_t low = next32();
    const std::uint64_t high = next32() >> (64 - k);
    return low | (high << 32);
  }

  std::uint64_t randbelow(std::uint64_t n) {  // _randbelow_with_getrandbits, n > 0
    int k = 0;
    while (k < 64 && (n >> k) != 0) ++k;
    std::uint64_t r = getrandbits(k);
    while (r >= n) r = getrandbits(k);
    return r;
  }
};

// The run's generator once random.seed(n) made it; else refused.
Result<Twister*> seeded(Arguments& a) {
  const auto found = a.in.module_state.find("random");
  if (found != a.in.module_state.end()) return static_cast<Twister*>(found->second);
  return a.in.unsupported(a.name + "() before random.seed(n) is not supported (its seed is the OS's entropy)", a.line);
}

Result<Value> random_seed(Arguments& a) {
  if (a.only_keywords({"a", "version"}).failed()) return Failure{};
  if (a.keyword("version")) return a.refuse("random.seed(version=)");
  const Value* seed = a.positional() >= 1 ? &a.args[0] : a.keyword("a");
  if (a.positional() > 1) return a.refuse("random.seed() with more than one argument");
  if (!seed || seed->kind == Kind::None) return a.refuse("random.seed() without a seed (the OS's entropy)");
  if (!(seed->kind == Kind::Bool || (seed->kind == Kind::Number && seed->number.is_int()))) {
    return a.refuse(std::string("random.seed() of a ") + type_name(*seed) + " (an int seed is)");
  }
  // random_seed(): abs(n) as little-endian 32-bit words, at least one.
  const std::int64_t n = seed->number.int_value();
  std::uint64_t magnitude = n < 0 ? static_cast<std::uint64_t>(-(n + 1)) + 1 : static_cast<std::uint64_t>(n);
  std::vector<std::uint32_t> key;
  do {
    key.push_back(static_cast<std::uint32_t>(magnitude & 0xffffffffu));
    magnitude >>= 32;
  } while (magnitude);
  auto found = a.in.module_state.find("random");
  Twister* twister =
      found != a.in.module_state.end() ? static_cast<Twister*>(found->second) : a.in.make<Twister>(a.line);
  a.in.module_state["random"] = twister;
  twister->init_by_array(key);
  return Value::none();
}

Result<Value> random_random(Arguments& a) {
  if (a.no_keywords().failed() || a.at_most(0, false).failed()) return Failure{};
  FM_LET(Twister* const t, seeded(a));
  return float_value(t->random());
}

// uniform(a, b): a + (b - a) * random(), in Python's arithmetic.
Result<Value> random_uniform(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("random.uniform() with keyword arguments");
  if (a.positional() != 2) return a.refuse("random.uniform() with other than two arguments");
  FM_LET(Twister* const t, seeded(a));
  FM_LET(const Value width, a.in.binary(BinaryOp::Sub, a.args[1], a.args[0], a.line));
  FM_LET(const Value scaled, a.in.binary(BinaryOp::Mul, width, float_value(t->random()), a.line));
  return a.in.binary(BinaryOp::Add, a.args[0], scaled, a.line);
}

Status index_of(Arguments& a, const Value& v, std::int64_t& out) {
  if (a.int_like(v).failed()) return Failure{};
  out = v.number.int_value();
  return Status::ok();
}

// "empty range in randrange(0, 0)": the arguments as str() shows them (ints, after index_of).
Failure empty_range(Arguments& a, std::initializer_list<const Value*> args) {
  std::string shown;
  for (const Value* v : args) {
    if (!shown.empty()) shown += ", ";
    if (a.in.str(*v, shown, a.line).failed()) return Failure{};
  }
  return a.in.raise(PyExc::ValueError, "empty range in randrange(" + shown + ")", a.line);
}

// randrange(start, stop=None, step=1) as Lib/random.py (3.12).
Result<Value> randrange(Arguments& a, const Value& start, const Value* stop, const Value* step) {
  std::int64_t istart = 0;
  if (index_of(a, start, istart).failed()) return Failure{};
  FM_LET(Twister* const t, seeded(a));
  if (!stop || stop->kind == Kind::None) {
    if (step) {
      a.in.raise(PyExc::TypeError, "Missing a non-None stop argument", a.line);
      return Failure{};
    }
    if (istart > 0) return int_value(static_cast<std::int64_t>(t->randbelow(static_cast<std::uint64_t>(istart))));
    a.in.raise(PyExc::ValueError, "empty range for randrange()", a.line);
    return Failure{};
  }
  std::int64_t istop = 0, istep = 1;
  if (index_of(a, *stop, istop).failed()) return Failure{};
  const std::int64_t width = istop - istart;
  if (step && index_of(a, *step, istep).failed()) return Failure{};
  if (istep == 1) {
    if (width > 0)
      return int_value(istart + static_cast<std::int64_t>(t->randbelow(static_cast<std::uint64_t>(width))));
    return empty_range(a, {&start, stop});
  }
  std::int64_t n = 0;
  if (istep == 0) {
    a.in.raise(PyExc::ValueError, "zero step for randrange()", a.line);
    return Failure{};
  }
  // Python's floor division of (width + istep ∓ 1) by istep.
  const std::int64_t top = istep > 0 ? width + istep - 1 : width + istep + 1;
  n = top / istep - ((top % istep != 0) && ((top < 0) != (istep < 0)) ? 1 : 0);
  if (n <= 0) {
    return empty_range(a, {&start, stop, step});
  }
  return int_value(istart + istep * static_cast<std::int64_t>(t->randbelow(static_cast<std::uint64_t>(n))));
}

Result<Value> random_randrange(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("random.randrange() with keyword arguments");
  if (a.positional() < 1 || a.positional() > 3) return a.refuse("random.randrange() with other than 1 to 3 arguments");
  return randrange(a, a.args[0], a.positional() >= 2 ? &a.args[1] : nullptr,
                   a.positional() == 3 ? &a.args[2] : nullptr);
}

// randint(a, b): randrange(a, b + 1).
Result<Value> random_randint(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("random.randint() with keyword arguments");
  if (a.positional() != 2) return a.refuse("random.randint() with other than two arguments");
  FM_LET(const Value stop, a.in.binary(BinaryOp::Add, a.args[1], int_value(1), a.line));
  return randrange(a, a.args[0], &stop, nullptr);
}

Result<Value> random_getrandbits(Arguments& a) {
  if (a.exactly_one().failed()) return Failure{};
  std::int64_t k = 0;
  if (index_of(a, a.args[0], k).failed()) return Failure{};
  if (k < 0) {
    a.in.raise(PyExc::ValueError, "number of bits must be non-negative", a.line);
    return Failure{};
  }
  if (k > 53) return a.refuse("random.getrandbits() of more than 53 bits (ints beyond ±2^53)");
  FM_LET(Twister* const t, seeded(a));
  return int_value(k == 0 ? 0 : static_cast<std::int64_t>(t->getrandbits(static_cast<int>(k))));
}

// choice(seq): seq[_randbelow(len(seq))] of a list, tuple, str or range.
Result<Value> random_choice(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("random.choice() with keyword arguments");
  if (a.positional() != 1) return a.refuse("random.choice() with other than one argument");
  const Value& seq = a.args[0];
  std::int64_t n = 0;
  if (seq.kind == Kind::List || seq.kind == Kind::Tuple) {
    n = static_cast<std::int64_t>(list_of(seq).items.size());
  } else if (seq.kind == Kind::Str) {
    n = static_cast<std::int64_t>(code_point_length(seq));
  } else if (seq.kind == Kind::Range) {
    n = static_cast<RangeObject*>(seq.object)->length();
  } else {
    return a.refuse(std::string("random.choice() of a ") + type_name(seq));
  }
  FM_LET(Twister* const t, seeded(a));
  if (n == 0) {
    a.in.raise(PyExc::IndexError, "Cannot choose from an empty sequence", a.line);
    return Failure{};
  }
  return a.in.subscript(seq, int_value(static_cast<std::int64_t>(t->randbelow(static_cast<std::uint64_t>(n)))), a.line);
}

// shuffle(x): for i in reversed(range(1, len(x))): swap x[i] and x[_randbelow(i + 1)].
Result<Value> random_shuffle(Arguments& a) {
  if (a.no_keywords().failed()) return a.refuse("random.shuffle() with keyword arguments");
  if (a.positional() != 1) return a.refuse("random.shuffle() with other than one argument");
  if (a.args[0].kind != Kind::List) return a.refuse(std::string("random.shuffle() of a ") + type_name(a.args[0]));
  FM_LET(Twister* const t, seeded(a));
  auto& items = list_of(a.args[0]).items;
  for (std::size_t i = items.size(); i-- > 1;) {
    if (a.in.step(a.line).failed()) return Failure{};
    std::swap(items[i], items[static_cast<std::size_t>(t->randbelow(i + 1))]);
  }
  return Value::none();
}

}  // namespace

const BuiltinRow kRandomRows[] = {
    {"random.seed", random_seed},       {"random.random", random_random},           {"random.uniform", random_uniform},
    {"random.randint", random_randint}, {"random.randrange", random_randrange},     {"random.choice", random_choice},
    {"random.shuffle", random_shuffle}, {"random.getrandbits", random_getrandbits}, {nullptr, nullptr}};

extern const ModuleDef kRandomModule{"random", kRandomRows, nullptr};

}  // namespace fm::pyexec
