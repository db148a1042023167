// The interpreter's own rules (tests/core/test_pyexec_golden.cpp holds what CPython decides):
// tokens, what is outside the subset (refused before running, with line, column and construct),
// syntax errors, the bounds on steps, memory, output, depth and nesting, ints beyond ±2^53, lazy
// generators; and solve() files checked on fixtures as the record's implementations are.
#include <boost/test/unit_test.hpp>

#include "py_repr.hpp"

#include <cmath>

#include "evaluation.hpp"
#include "golden_files.hpp"
#include "implementations.hpp"
#include "parser.hpp"
#include "report_writers.hpp"
#include "run.hpp"
#include "solve_file.hpp"
#include "tokenizer.hpp"

namespace {

using fm::pyexec::ExecError;
using Kind = fm::pyexec::Token::Kind;

std::vector<Kind> kinds(const std::string& source) {
  std::vector<Kind> out;
  for (const auto& token : fm::pyexec::tokenize(source, 100).tokens) out.push_back(token.kind);
  return out;
}

// The one-line description of how `source` ends (empty when it runs to its end).
std::string outcome(const std::string& source, const fm::pyexec::ExecLimits& limits = {}) {
  const fm::pyexec::RunResult result = fm::pyexec::run_script(source, limits);
  return result.error ? result.error->describe() : "";
}

ExecError::Kind error_kind(const std::string& source, const fm::pyexec::ExecLimits& limits = {}) {
  const fm::pyexec::RunResult result = fm::pyexec::run_script(source, limits);
  BOOST_REQUIRE(result.error.has_value());
  return result.error->kind;
}

const std::string kUnsuccessfulFix =
    "def solve(weighted_sums, weight_sums):\n"
    "    return sum(s / w for s,w in zip(weighted_sums,weight_sums) if w) / max(1,len(weighted_sums))\n";
const std::string kRepair =
    "def solve(weighted_sums, weight_sums):\n"
    "    \"\"\"Divide by total weight mass; zero mass yields zero.\"\"\"\n"
    "    mass = sum(weight_sums)\n"
    "    return sum(weighted_sums) / mass if mass else 0.0\n";

}  // namespace

BOOST_AUTO_TEST_SUITE(pyexec)

BOOST_AUTO_TEST_CASE(tokens_follow_indentation_brackets_and_continuations) {
  using K = Kind;
  BOOST_TEST((kinds("if x:\n    y = 1\nz\n") == std::vector<K>{K::Name, K::Name, K::Op, K::Newline, K::Indent, K::Name,
                                                               K::Op, K::Number, K::Newline, K::Dedent, K::Name,
                                                               K::Newline, K::End}));
  // Inside brackets and after a backslash, line breaks and indentation do not count.
  BOOST_TEST((kinds("x = (1,\n       2)\n") == kinds("x = (1, 2)\n")));
  BOOST_TEST((kinds("x = 1 + \\\n    2\n") == kinds("x = 1 + 2\n")));
  // Blank and comment-only lines make no tokens; a missing final newline is supplied.
  BOOST_TEST((kinds("\n# c\n  \nx  # c\n\n") == kinds("x")));
  // A tab moves to the next multiple of 8, but CPython refuses indentation whose meaning depends on that.
  BOOST_TEST(outcome("if 1:\n\tx = 1\n\ty = 2\n").empty());
  BOOST_TEST(outcome("if 1:\n\tx = 1\n        y = 2\n") ==
             "line 3, column 9: invalid syntax: inconsistent use of tabs and spaces in indentation");
  const auto strings = fm::pyexec::tokenize("'a\\tb' \"\"\"x\ny\"\"\" r'\\n' '\\x41\\u00e9'\n", 100).tokens;
  BOOST_TEST(strings[0].text == "a\tb");
  BOOST_TEST(strings[1].text == "x\ny");
  BOOST_TEST(strings[2].text == "\\n");
  BOOST_TEST(strings[3].text == "A\xC3\xA9");
  const auto numbers = fm::pyexec::tokenize("1_000 0x1F 2.5e-3 5. .5 1e400\n", 100).tokens;
  BOOST_TEST(numbers[0].number.int_value() == 1000);
  BOOST_TEST(numbers[1].number.int_value() == 31);
  BOOST_TEST(numbers[2].number.float_value() == 2.5e-3);
  BOOST_TEST(numbers[3].number.float_value() == 5.0);
  BOOST_TEST(numbers[4].number.float_value() == 0.5);
  BOOST_TEST(std::isinf(numbers[5].number.float_value()));  // as in Python source
}

BOOST_AUTO_TEST_CASE(constructs_outside_the_subset_are_refused_before_running_with_line_column_and_name) {
  const std::pair<std::string, std::string> cases[] = {
      {"print(1)\nclass A(B, C): pass\n", "line 2, column 12: multiple inheritance is not supported"},
      {"def f():\n    class A: pass\n",
       "line 2, column 5: a class defined inside a function or a class is not supported"},
      {"import sqlite3 as db\n", "line 1, column 8: import of module 'sqlite3' is not supported"},
      {"from decimal import Decimal\n", "line 1, column 6: import of module 'decimal' is not supported"},
      {"import os.path\n", "line 1, column 8: import of module 'os.path' is not supported"},
      {"from sys.stdout import write\n", "line 1, column 6: import of module 'sys.stdout' is not supported"},
      {"import collections.abc\n", "line 1, column 8: import of module 'collections.abc' is not supported"},
      {"from math import *\n", "line 1, column 18: from math import * is not supported"},
      {"x = {1, 2}\n", "line 1, column 5: set literals and set comprehensions are not supported"},
      {"x = [1] @ [2]\n", "line 1, column 9: the matrix multiplication operator '@' is not supported"},
      {"x = 2j\n", "line 1, column 5: complex numbers are not supported"},
      {"@d\nclass A(metaclass=M):\n    pass\n", "line 2, column 9: metaclasses are not supported"},
      {"a[1:2] = []\n", "line 1, column 1: assignment to a slice is not supported"},
      {"s = '\\N{DASH}'\n", "line 1, column 6: \\N{...} escapes are not supported"},
      {"x = '\\ud800'\n", "line 1, column 6: lone surrogates in strings are not supported"},
      {"x = 1\nwith x, x:\n    pass\n",
       "line 2, column 7: a with statement of several context managers is not supported"},
      {"def f():\n    x = (yield 1)\n",
       "line 2, column 10: a yield inside an expression is not supported (as a statement it is: yield x, yield from x, "
       "x = yield y)"},
      {"def f():\n    with g():\n        yield 1\n",
       "line 2, column 5: a yield inside a with statement is not supported"},
      {"def f():\n    try:\n        yield 1\n    finally:\n        pass\n",
       "line 2, column 5: a yield inside try/finally is not supported (CPython runs the finally when an unfinished "
       "generator is collected)"},
      {"def f():\n    try:\n        yield 1\n    except (ValueError, BaseException):\n        pass\n",
       "line 2, column 5: a yield inside a try whose handler catches GeneratorExit is not supported"},
      {"del x[1:2]\n", "line 1, column 5: del of a slice is not supported"},
      {"try:\n    pass\nexcept* ValueError:\n    pass\n",
       "line 3, column 7: except* (exception groups) is not supported"},
      {"match (a, b):\n    case {'k': v}:\n        pass\n", "line 2, column 10: mapping patterns are not supported"},
      {"match x:\n    case enum.Color(v):\n        pass\n",
       "line 2, column 10: dotted class patterns are not supported"},
      {"type Vector[T] = list[T]\n",
       "line 1, column 12: generic type alias statements (type X[T] = ...) are not supported"},
  };
  for (const auto& [source, expected] : cases) {
    BOOST_TEST_CONTEXT(source) {
      const fm::pyexec::ParseResult parsed = fm::pyexec::parse_program(source);
      BOOST_TEST(!parsed.program);
      BOOST_TEST((parsed.error.kind == ExecError::Kind::Unsupported));
      BOOST_TEST(parsed.error.describe() == expected + " (outside the Python subset failure-map runs)");
    }
  }
  // Refused before anything runs: nothing is printed.
  const fm::pyexec::RunResult result = fm::pyexec::run_script("print('never')\nclass A(metaclass=M): pass\n");
  BOOST_TEST(result.output.empty());
  BOOST_TEST(result.exit_code == 2);
}

BOOST_AUTO_TEST_CASE(code_that_is_not_python_is_a_syntax_error_with_its_place) {
  const std::pair<std::string, std::string> cases[] = {
      {"x = (1\n", "line 1, column 5: invalid syntax: '(' was never closed"},
      {"x = = 1\n", "line 1, column 5: invalid syntax"},
      {"print(1))\n", "line 1, column 9: invalid syntax: unmatched ')'"},
      {"  x = 1\n", "line 1, column 3: invalid syntax: unexpected indent"},
      {"if x:\nprint(1)\n", "line 2, column 1: invalid syntax: expected an indented block"},
      {"if 1:\n    x\n  y\n", "line 3, column 3: invalid syntax: unindent does not match any outer indentation level"},
      {"break\n", "line 1, column 1: invalid syntax: 'break' outside loop"},
      {"return 1\n", "line 1, column 1: invalid syntax: 'return' outside function"},
      {"x := 1\n", "line 1, column 3: invalid syntax: an assignment expression at statement level needs parentheses"},
      {"x = \"abc\n", "line 1, column 5: invalid syntax: unterminated string literal"},
      {"x = 012\n", "line 1, column 5: invalid syntax: leading zeros in decimal integer literals are not permitted"},
      {"x = 1 +\n", "line 1, column 8: invalid syntax: expected an expression"},
      {"f() = 1\n", "line 1, column 1: invalid syntax: cannot assign to function call"},
      {"print(x for x in [1], 2)\n", "line 1, column 7: invalid syntax: Generator expression must be parenthesized"},
      {"def f(a, a):\n    pass\n", "line 1, column 10: invalid syntax: duplicate argument 'a' in function definition"},
      {"f(a=1, 2)\n", "line 1, column 8: invalid syntax: positional argument follows keyword argument"},
      {"x = 1 $ 2\n", "line 1, column 7: invalid syntax: invalid character \"$\""},
      {"print([x for x in (y := [1, 2])])\n",
       "line 1, column 20: invalid syntax: assignment expression cannot be used in a comprehension iterable "
       "expression"},
      {"import json\nfrom __future__ import annotations\n",
       "line 2, column 1: invalid syntax: from __future__ imports must occur at the beginning of the file"},
      {"from __future__ import braces\n", "line 1, column 1: invalid syntax: not a chance"},
      {"print([(x := 1) for x in [1]])\n",
       "line 1, column 9: invalid syntax: assignment expression cannot rebind comprehension iteration variable 'x'"},
  };
  for (const auto& [source, expected] : cases) {
    BOOST_TEST_CONTEXT(source) {
      BOOST_TEST((error_kind(source) == ExecError::Kind::SyntaxError));
      BOOST_TEST(outcome(source) == expected);
    }
  }
  BOOST_TEST(outcome(std::string("x = '\xff'\n")) == "invalid syntax: the source is not valid UTF-8 (byte 5)");
}

BOOST_AUTO_TEST_CASE(every_run_is_bounded_and_each_message_names_its_limit) {
  fm::pyexec::ExecLimits small;
  small.max_steps = 1000;
  fm::pyexec::ExecLimits small_memory;
  small_memory.max_memory_bytes = 1 << 16;
  small.max_memory_bytes = 1 << 16;
  small.max_output_bytes = 100;
  BOOST_TEST(outcome("while True:\n    pass\n", small) ==
             "line 1: the program ran more than 1000 steps (the step limit)");
  BOOST_TEST(outcome("x = 0\nwhile True:\n    x += 1\n") ==
             "line 3: the program ran more than 10000000 steps (the step limit)");
  BOOST_TEST(outcome("x = []\nwhile True:\n    x.append(x)\n", small_memory) ==
             "line 3: the program used more than 65536 bytes (the memory limit)");
  BOOST_TEST(outcome("x = [0] * 100000000\n") == "line 1: the program used more than 64 MiB (the memory limit)");
  BOOST_TEST(outcome("s = 'ab' * 1000000000000\n") == "line 1: the program used more than 64 MiB (the memory limit)");
  BOOST_TEST(outcome("for i in range(1000):\n    print(i)\n", small) ==
             "line 2: the program printed more than 100 bytes (the output limit)");
  BOOST_TEST(outcome("def f(n):\n    return f(n + 1)\nf(0)\n") ==
             "line 2: calls, blocks and values nested deeper than 1000 levels (the depth limit)");
  // Values nested deeper than the limit cannot be printed, compared or dumped into a C++ stack overflow.
  const std::string nested = "x = []\nfor i in range(5000):\n    x = [x]\n";
  BOOST_TEST((error_kind(nested + "print(x)\n") == ExecError::Kind::Limit));
  BOOST_TEST((error_kind(nested + "print(x == x[0])\n") == ExecError::Kind::Limit));
  BOOST_TEST((error_kind("import json\n" + nested + "json.dumps(x)\n") == ExecError::Kind::Limit));
  // The parser's own nesting is capped too, so no later step recurses deeply.
  BOOST_TEST(outcome("x = " + std::string(150, '(') + "1" + std::string(150, ')') + "\n") ==
             "line 1, column 105: brackets nested deeper than 100 levels");
  std::string chain = "x = 1";
  for (int i = 0; i < 500; ++i) chain += "+1";
  BOOST_TEST((error_kind(chain + "\n") == ExecError::Kind::Limit));
  BOOST_TEST((error_kind("x = " + std::string(300, '-') + "1\n") == ExecError::Kind::Limit));
  std::string nots;
  for (int i = 0; i < 150; ++i) nots += "not ";
  BOOST_TEST((error_kind("x = " + nots + "1\n") == ExecError::Kind::Limit));
  std::string deep_blocks;
  for (int i = 0; i < 120; ++i) deep_blocks += std::string(static_cast<std::size_t>(i), ' ') + "if 1:\n";
  deep_blocks += std::string(120, ' ') + "pass\n";
  BOOST_TEST((error_kind(deep_blocks) == ExecError::Kind::Limit));
  fm::pyexec::ExecLimits tiny_source;
  tiny_source.max_source_bytes = 10;
  BOOST_TEST(outcome("print('hello world')\n", tiny_source) == "the source is larger than 10 bytes");
}

BOOST_AUTO_TEST_CASE(ints_beyond_2_to_the_53_are_refused_as_elsewhere_in_the_core) {
  BOOST_TEST(outcome("x = 99999999999999999999\n") ==
             "line 1, column 5: integer literal 99999999999999999999 is outside ±2^53 (±9007199254740992), where ints "
             "stay exact");
  BOOST_TEST(outcome("print(2 ** 53)\nprint(2 ** 60)\n") ==
             "line 2: integer power 2**60 is outside ±2^53 (±9007199254740992), where ints stay exact");
  BOOST_TEST(outcome("x = 2 ** 53\nx + 1\n").find("outside ±2^53") != std::string::npos);
  BOOST_TEST(outcome("x = 2 ** 52\nx * 4\n").find("outside ±2^53") != std::string::npos);
  BOOST_TEST(outcome("print(sum([2 ** 53, 1]))\n").find("outside ±2^53") != std::string::npos);
  BOOST_TEST(outcome("print(int(1e20))\n") ==
             "line 1: int(1e+20) is outside ±2^53 (±9007199254740992), where ints stay exact");
  BOOST_TEST(outcome("print(int('99999999999999999'))\n").find("outside ±2^53") != std::string::npos);
  BOOST_TEST(outcome("print((-8) ** 0.5)\n") ==
             "line 1: a negative number raised to a fractional power gives a complex number");
  // Refusals end the run with exit 2: the project's answer is not CPython's there.
  BOOST_TEST(fm::pyexec::run_script("print(1)\nprint(2 ** 60)\n").exit_code == 2);
}

BOOST_AUTO_TEST_CASE(what_cpython_shows_as_an_address_is_refused) {
  BOOST_TEST(
      outcome("def f():\n    pass\nprint(f)\n") ==
      "line 3: repr() of a function object (it shows a memory address) (outside the Python subset failure-map runs)");
  BOOST_TEST((error_kind("print(zip([1], [2]))\n") == ExecError::Kind::Unsupported));
  BOOST_TEST((error_kind("print(1000 is 1000)\n") == ExecError::Kind::Unsupported));
  BOOST_TEST((error_kind("print(0.5 is 0.5)\n") == ExecError::Kind::Unsupported));
  BOOST_TEST(outcome("print(1 is 1, 1 is 1.0)\n").empty());  // the small ints are always the same objects
  BOOST_TEST(outcome("x = []\nx.frobnicate([1])\n") ==
             "line 2: the attribute list.frobnicate is not supported (outside the Python subset failure-map runs)");
  // A CPython builtin the subset does not run is refused by name, never a NameError.
  BOOST_TEST(outcome("x = set()\n") ==
             "line 1: the builtin 'set' is not supported (outside the Python subset failure-map runs)");
  BOOST_TEST(outcome("print(undefined_name)\n") == "line 1: NameError: name 'undefined_name' is not defined");
  // No address in these: "<built-in function len> <class 'ValueError'>".
  BOOST_TEST(outcome("print(len, ValueError)\n").empty());
}

BOOST_AUTO_TEST_CASE(a_module_outside_the_standard_library_raises_only_where_a_try_catches_it) {
  // Where a try catches ImportError the answer is CPython's without the module, whatever is installed.
  BOOST_TEST(outcome("try:\n    import torch\nexcept ImportError:\n    torch = None\n").empty());
  BOOST_TEST(outcome("try:\n    import torch\nexcept ValueError:\n    pass\n") ==
             "line 2: import of module 'torch' (not in CPython's standard library) outside a try that catches "
             "ImportError is not supported "
             "(outside the Python subset failure-map runs)");
  BOOST_TEST(outcome("import numpy as np\n") ==
             "line 1: import of module 'numpy' (not in CPython's standard library) outside a try that catches "
             "ImportError is not supported "
             "(outside the Python subset failure-map runs)");
  // A module of the standard library the subset does not run is refused before running, as before.
  BOOST_TEST(
      outcome("try:\n    import sqlite3\nexcept ImportError:\n    pass\n") ==
      "line 2, column 12: import of module 'sqlite3' is not supported (outside the Python subset failure-map runs)");
}

BOOST_AUTO_TEST_CASE(type_hints_run_as_values_and_what_cpython_would_answer_otherwise_is_refused) {
  const std::string abc = "from collections.abc import Sequence\n";
  const std::string suffix = " (outside the Python subset failure-map runs)";
  // isinstance() with an ABC runs for the values it is modelled for; subscripted hints, unions,
  // other typing names, dict views and generators are refused.
  BOOST_TEST(outcome(abc + "assert isinstance([], Sequence) and not isinstance({}, Sequence)\n").empty());
  BOOST_TEST(outcome(abc + "isinstance([], Sequence[int])\n") ==
             "line 2: isinstance() with a typing name or a union" + suffix);
  BOOST_TEST(outcome("import typing\nisinstance([], typing.Any)\n") ==
             "line 2: isinstance() with a typing name or a union" + suffix);
  BOOST_TEST(outcome(abc + "isinstance({}.keys(), Sequence)\n") ==
             "line 2: isinstance() of a dict_keys with collections.abc.Sequence is not supported" + suffix);
  BOOST_TEST(outcome(abc + "isinstance((x for x in []), Sequence)\n") ==
             "line 2: isinstance() of a generator with collections.abc.Sequence is not supported" + suffix);
  BOOST_TEST(outcome(abc + "callable(Sequence)\n") == "line 2: callable() of a type hint is not supported" + suffix);
  BOOST_TEST(outcome("import typing\nprint(typing.Sequence)\n") ==
             "line 2: repr() of the type hint Sequence is not supported" + suffix);
  BOOST_TEST(outcome("print(list[float])\n") ==
             "line 1: repr() of the type hint (a subscripted or union type) is not supported" + suffix);
  BOOST_TEST(outcome("from typing import Protocol\nProtocol()\n") ==
             "line 2: calling the type hint Protocol is not supported" + suffix);
  // Class bases from typing: Protocol and Generic[T] run (the golden suite); the rest is refused by name.
  const std::string protocol =
      "from typing import Protocol, Generic, Sequence\nclass P(Protocol):\n    def __init__(self): pass\n";
  BOOST_TEST(outcome(protocol + "P()\n") ==
             "line 4: instantiating a Protocol class that defines __init__ is not supported" + suffix);
  BOOST_TEST(outcome(protocol + "isinstance(1, P)\n") ==
             "line 4: isinstance() with a Protocol class is not supported" + suffix);
  BOOST_TEST(outcome(protocol + "issubclass(P, P)\n") ==
             "line 4: issubclass() with a Protocol class is not supported" + suffix);
  BOOST_TEST(outcome(protocol + "class G(Generic): pass\n") ==
             "line 4: a class deriving from typing.Generic is not supported" + suffix);
  BOOST_TEST(outcome(protocol + "class S(Sequence[int]): pass\n") ==
             "line 4: a class deriving from typing.Sequence[...] is not supported" + suffix);
  BOOST_TEST(outcome("import typing\nprint(typing.NamedTuple)\n") ==
             "line 2: str() of typing.NamedTuple is not supported (CPython shows its address)" + suffix);
  BOOST_TEST(outcome("import json\nprint(json.dumps)\n") ==
             "line 2: str() of json.dumps is not supported (CPython shows its address)" + suffix);
  BOOST_TEST(outcome("type X = int\nx: X[int] = 1\n") ==
             "line 2: subscripting the type alias X is not supported" + suffix);
  BOOST_TEST(outcome(abc + "Sequence.register\n") ==
             "line 2: the attribute Sequence.register is not supported" + suffix);
  BOOST_TEST(outcome("from typing import no_type_check\nno_type_check(len)\n") ==
             "line 2: typing.no_type_check() of other than a def or lambda is not supported" + suffix);
  BOOST_TEST(outcome("int('101', base=2)\n") ==
             "line 1: int() with keyword arguments (base=) is not supported" + suffix);
  // A partial's repr shows its function's (an address for a def); isinstance with it is not modelled.
  BOOST_TEST((error_kind("from functools import partial\nprint(partial(max, 1))\n") == ExecError::Kind::Unsupported));
  BOOST_TEST(outcome("from functools import partial\nisinstance(partial(max, 1), partial)\n") ==
             "line 2: isinstance() with functools.partial is not supported" + suffix);
  BOOST_TEST(outcome("from itertools import groupby\nlist(groupby([float('nan')]))\n").empty());
  // A NaN key is an object: groupby compares it as CPython does (the golden programs hold the groups).
  BOOST_TEST(outcome("from itertools import groupby\nfor k, g in groupby([float('nan'), 1]):\n    list(g)\n").empty());
  // Subscripts and unions CPython checks and rejects (a TypeError or SyntaxError there) are refused.
  const std::string names =
      "import typing, numbers\nimport collections.abc as never\n"
      "from typing import Optional, Protocol, Dict, Callable, Any, List, Literal, Annotated, Generic, Union, TypeVar\n"
      "from collections.abc import Hashable\nT = TypeVar('T')\n";
  for (const char* hint : {"Optional[int, str]", "int[str]", "Protocol[int]", "Dict[int]", "Callable[int]", "Any[int]",
                           "Hashable[int]", "numbers.Real[int]", "Optional | None", "Literal | None", "List[int][str]",
                           "T[int]", "zip[int]", "Annotated[int]", "List['not valid!']", "Generic[int]", "Union[()]"}) {
    BOOST_TEST_CONTEXT(hint) {
      const std::string source =
          std::string(names).replace(names.find("import collections.abc as never\n"), 32, "") + "x = " + hint + "\n";
      BOOST_TEST((error_kind(source) == ExecError::Kind::Unsupported));
    }
  }
  // typing.Number does not exist (numbers.Number does): refused, never imported.
  BOOST_TEST((error_kind("from typing import Number\n") == ExecError::Kind::Unsupported));
  // `type` stays a name where it is not a statement.
  BOOST_TEST(outcome("type = 3\nprint(type)\n").empty());
  BOOST_TEST(outcome("print(type(1.5))\n").empty());
  // A type alias is evaluated only when its value is asked for.
  BOOST_TEST(outcome("type X = undefined\nprint(X)\n").empty());
  BOOST_TEST(outcome("type X = undefined\nX.__value__\n") == "line 1: NameError: name 'undefined' is not defined");
}

BOOST_AUTO_TEST_CASE(random_runs_only_once_seeded_with_an_int) {
  const std::string suffix = " is not supported (outside the Python subset failure-map runs)";
  BOOST_TEST(outcome("import random\nrandom.random()\n") ==
             "line 2: random.random() before random.seed(n) is not supported (its seed is the OS's entropy) (outside "
             "the Python subset failure-map runs)");
  BOOST_TEST(outcome("import random\nrandom.seed()\n") ==
             "line 2: random.seed() without a seed (the OS's entropy)" + suffix);
  BOOST_TEST(outcome("import random\nrandom.seed('abc')\n") ==
             "line 2: random.seed() of a str (an int seed is)" + suffix);
  BOOST_TEST(outcome("import random\nrandom.seed(1.5)\n") ==
             "line 2: random.seed() of a float (an int seed is)" + suffix);
  BOOST_TEST(outcome("import random\nrandom.gauss(0, 1)\n") ==
             "line 2: random.gauss is not supported (outside the Python subset failure-map runs)");
  BOOST_TEST(outcome("import random\nrandom.seed(1)\nrandom.getrandbits(60)\n") ==
             "line 3: random.getrandbits() of more than 53 bits (ints beyond ±2^53)" + suffix);
  // Each run starts unseeded: a seed does not outlive its run.
  BOOST_TEST(outcome("import random\nrandom.seed(1)\nrandom.random()\n").empty());
  BOOST_TEST((error_kind("import random\nrandom.choice([1])\n") == ExecError::Kind::Unsupported));
}

BOOST_AUTO_TEST_CASE(statistics_mean_of_floats_is_the_exact_mean_rounded_once) {
  // Naive summation gives 0.30000000000000004 / 3 and 1e16 + 1 - 1e16 = 0: the exact sum does not.
  const fm::pyexec::RunResult result = fm::pyexec::run_script(
      "import statistics\nprint(statistics.mean([0.1, 0.2, 0.3]), statistics.mean([1e16, 1.0, -1e16]))\n");
  BOOST_TEST(result.output == "0.2 0.3333333333333333\n");
  BOOST_TEST(outcome("import statistics\nstatistics.mean(['a', 1.5])\n") ==
             "line 2: statistics.mean() of other than ints and floats is not supported (outside the Python subset "
             "failure-map runs)");
}

BOOST_AUTO_TEST_CASE(json_dumps_options_outside_the_subset_are_refused) {
  const std::string suffix = " is not supported (outside the Python subset failure-map runs)";
  BOOST_TEST(outcome("import json\njson.dumps(1, indent=2.0)\n") == "line 2: json.dumps(indent=) of a float" + suffix);
  BOOST_TEST(outcome("import json\njson.dumps(1, separators=(1, 2))\n") ==
             "line 2: json.dumps(separators=) other than a pair of str" + suffix);
  BOOST_TEST(outcome("import json\njson.dumps(1, default=str)\n") == "line 2: json.dumps(..., default=...)" + suffix);
  BOOST_TEST(outcome("import json\njson.dumps({1: 2}, sort_keys=True, indent=1)\n") ==
             "line 2: json.dumps(sort_keys=True) of a dict with keys other than str (outside the Python subset "
             "failure-map runs)");
}

BOOST_AUTO_TEST_CASE(generators_are_lazy_where_it_shows) {
  // any()/all() stop at their answer: the division by zero further on never runs.
  BOOST_TEST(
      outcome("print(any(1 / x for x in [1, 0]))\nprint(all(x > 1 for x in [0, 1 // 0 if False else 0]))\n").empty());
  // The first iterable is evaluated at once, the rest as items are asked for.
  BOOST_TEST(outcome("g = (x for x in 5)\n") == "line 1: TypeError: 'int' object is not iterable");
  BOOST_TEST(outcome("g = (y for x in [1] for y in 5)\n").empty());
  BOOST_TEST(outcome("g = (y for x in [1] for y in 5)\nlist(g)\n") ==
             "line 1: TypeError: 'int' object is not iterable");
  // sum() of a generator takes one item at a time: a long range costs steps, not memory.
  fm::pyexec::ExecLimits small_memory;
  small_memory.max_memory_bytes = 1 << 16;
  const fm::pyexec::RunResult result =
      fm::pyexec::run_script("print(sum(x * 0.5 for x in range(100000)))\n", small_memory);
  BOOST_TEST(result.output == "2499975000.0\n");
}

// logging's standard error, which the golden programs (standard output only) do not see. The
// expected text is what CPython 3.12 (Pyodide) wrote to sys.stderr for this program.
BOOST_AUTO_TEST_CASE(logging_writes_the_last_resort_and_the_default_format_to_standard_error) {
  const fm::pyexec::RunResult result = fm::pyexec::run_script(
      "import logging\n"
      "log = logging.getLogger(__name__)\n"
      "log.debug('hidden %s', 1)\n"
      "log.warning('w %s %d', 'a', 2)\n"
      "log.info('info hidden')\n"
      "logging.getLogger().warning('root %s', 3)\n"
      "print(log.name)\n"
      "logging.basicConfig(level=logging.INFO)\n"
      "log.info('now %.2f', 1.234)\n"
      "logging.info('module level %s', [1])\n"
      "log.error('err')\n"
      "logging.warning('plain %s')\n"
      "log.critical('c %r', 'x')\n");
  BOOST_TEST(result.exit_code == 0);
  BOOST_TEST(result.output == "__main__\n");
  BOOST_TEST(
      result.error_output ==
      "w a 2\nroot 3\nINFO:__main__:now 1.23\nINFO:root:module level [1]\nERROR:__main__:err\nWARNING:root:plain %s\n"
      "CRITICAL:__main__:c 'x'\n");
  // What logging would print as its own error ("--- Logging error ---" and a traceback) is refused.
  const fm::pyexec::RunResult bad = fm::pyexec::run_script("import logging\nlogging.warning('%s', 5, 6)\n");
  BOOST_TEST(bad.exit_code == 2);
}

BOOST_AUTO_TEST_CASE(the_record_scripts_print_their_published_lines_and_exit_1) {
  for (const char* name : {"the_failure", "the_unsuccessful_fix"}) {
    const std::string source = fm::test::read_text(std::string("reference/") + name + ".py");
    const fm::pyexec::RunResult result = fm::pyexec::run_script(source);
    BOOST_TEST(result.output == fm::test::read_text(std::string("golden/record/") + name + ".observations.json"));
    BOOST_TEST(result.exit_code == 1);
    BOOST_TEST(!result.error.has_value());  // SystemExit(1): an exit code, not an error
  }
}

BOOST_AUTO_TEST_CASE(a_solve_file_matches_the_registry_implementation_on_every_fixture) {
  for (const char* n : {"1", "0.1", "-3", "7", "2.5e-3", "1000", "0"}) {
    BOOST_TEST_CONTEXT("N = " << n) {
      const auto fixtures = fm::request_fixtures({"unsuccessful-fix", std::string(n), std::nullopt});
      BOOST_REQUIRE(fixtures.ok());
      const fm::SolveFileRun run = fm::run_solve_file(kUnsuccessfulFix, *fixtures);
      BOOST_REQUIRE(run.report.has_value());
      const auto expected = fm::run_checks(*fm::find_implementation("unsuccessful-fix"), *fixtures);
      BOOST_TEST(fm::report_json(*run.report) == fm::report_json(*expected));
      BOOST_TEST(run.exit_code == 1);
      const fm::SolveFileRun repair = fm::run_solve_file(kRepair, *fixtures);
      BOOST_REQUIRE(repair.report.has_value());
      BOOST_TEST(fm::report_json(*repair.report) ==
                 fm::report_json(*fm::run_checks(*fm::find_implementation("repair"), *fixtures)));
    }
  }
  // The repair, written as solve(), passes all seven checks of the record.
  const auto record = fm::request_fixtures({"repair", std::nullopt, std::nullopt});
  const fm::SolveFileRun repair = fm::run_solve_file(kRepair, *record);
  BOOST_TEST(repair.report->observations.size() == 7u);
  BOOST_TEST(repair.report->passed);
  BOOST_TEST(repair.exit_code == 0);
}

// As in the record's script, where the reader's code comes first and the script's own lines after
// it: solve() sees the script's json and N (the N of the fixtures; 1 beside one's own).
BOOST_AUTO_TEST_CASE(a_solve_file_runs_in_the_record_scripts_namespace) {
  const auto fixtures = *fm::request_fixtures({"repair", std::string("0.1"), std::nullopt});
  const fm::SolveFileRun run =
      fm::run_solve_file("N = 5\ndef solve(a, b):\n    print(N)\n    return float(json.dumps(N))\n", fixtures, "0.1");
  BOOST_TEST_REQUIRE(run.report.has_value());
  BOOST_TEST(fm::repr_value(run.report->observations[0].actual) == "0.1");
  std::string seven;
  for (int i = 0; i < 7; ++i) seven += "0.1\n";
  BOOST_TEST(run.printed == seven);
  // The script's check and observations are its own: a function naming them is refused, a
  // module line binding them (the reference's own head, pasted) is not.
  const fm::SolveFileRun calls =
      fm::run_solve_file("def check(x):\n    return x\ndef solve(a, b):\n    return check(0.0)\n", fixtures);
  BOOST_TEST(calls.exit_code == 2);
  BOOST_TEST(calls.error->describe().find("a function that calls `check` is not supported") == 0u);
  const fm::SolveFileRun reads =
      fm::run_solve_file("def solve(a, b):\n    return float(len(observations))\n", fixtures);
  BOOST_TEST(reads.error->describe().find("a function that reads `observations` is not supported") == 0u);
  const fm::SolveFileRun head = fm::run_solve_file("observations = []\ndef solve(a, b):\n    return 0.0\n", fixtures);
  BOOST_TEST(head.report.has_value());
}

BOOST_AUTO_TEST_CASE(a_solve_file_that_fails_says_where_and_ends_as_python_would) {
  const auto fixtures = *fm::request_fixtures({"repair", std::nullopt, std::nullopt});
  const fm::SolveFileRun divide = fm::run_solve_file("def solve(a, b):\n    return sum(a) / sum(b)\n", fixtures);
  BOOST_TEST(divide.exit_code == 1);
  BOOST_TEST(divide.where == "fixtures[3] (\"zero total weight\")");
  BOOST_TEST(divide.error->describe() == "line 2: ZeroDivisionError: division by zero");
  const fm::SolveFileRun none = fm::run_solve_file("x = 1\n", fixtures);
  BOOST_TEST(none.exit_code == 2);
  BOOST_TEST(none.error->describe() == "the file defines no function solve(weighted_sums, weight_sums)");
  // An answer that is no number is checked and written as the record's script does: its
  // json.dumps text, `actual == expected` (None and a str fail; True == 1).
  const fm::SolveFileRun text = fm::run_solve_file("def solve(a, b):\n    return 'x'\n", fixtures);
  BOOST_TEST(text.exit_code == 1);
  BOOST_TEST(text.report->observations[0].actual_json.value() == "\"x\"");
  BOOST_TEST(fm::report_json(*text.report).find("\"actual\": \"x\", \"expected\": 3.5, \"passed\": false") !=
             std::string::npos);
  const fm::SolveFileRun nothing = fm::run_solve_file("def solve(a, b):\n    pass\n", fixtures);
  BOOST_TEST(nothing.exit_code == 1);
  BOOST_TEST(fm::report_json(*nothing.report).find("\"actual\": null, \"expected\": 3.5, \"passed\": false") !=
             std::string::npos);
  BOOST_TEST(fm::report_markdown(*nothing.report).find("| unequal weight mass | None | 3.5 | Failed |") !=
             std::string::npos);
  const fm::SolveFileRun truth = fm::run_solve_file("def solve(a, b):\n    return False\n", fixtures);
  BOOST_TEST(fm::report_json(*truth.report).find("\"actual\": false, \"expected\": 0, \"passed\": true") !=
             std::string::npos);
  const fm::SolveFileRun ranged = fm::run_solve_file("def solve(a, b):\n    return range(2)\n", fixtures);
  BOOST_TEST(ranged.exit_code == 2);
  const fm::SolveFileRun exits = fm::run_solve_file("raise SystemExit(1)\n", fixtures);
  BOOST_TEST(exits.error->describe() == "the file raised SystemExit at line 1 before solve() could be called");
  const fm::SolveFileRun arity = fm::run_solve_file("def solve(a):\n    return 0\n", fixtures);
  BOOST_TEST(arity.exit_code == 1);
  BOOST_TEST(arity.error->describe() == "TypeError: solve() takes 1 positional argument but 2 were given");
  const fm::SolveFileRun printed =
      fm::run_solve_file("print('loaded')\ndef solve(a, b):\n    print(len(a))\n    return 0\n", fixtures);
  BOOST_TEST(printed.printed == "loaded\n2\n2\n1\n1\n0\n2\n3\n");
  // What solve() writes to sys.stderr or logs there is kept apart, in order.
  const fm::SolveFileRun logged = fm::run_solve_file(
      "import logging, sys\ndef solve(a, b):\n    if not a:\n        logging.warning('empty')\n        print('x', "
      "file=sys.stderr)\n"
      "    return 0\n",
      fixtures);
  BOOST_TEST(logged.printed.empty());
  BOOST_TEST(logged.printed_errors == "WARNING:root:empty\nx\n");  // logging.warning() configures the root first
  BOOST_TEST(fm::run_solve_file("class A(metaclass=M): pass\n", fixtures).exit_code == 2);
}

BOOST_AUTO_TEST_SUITE_END()
