"""Programs aimed at what interpreters get wrong, generated from a seed (tests/differential/pyexec.js
runs them in CPython 3.12 and in `failure-map exec`, as it runs programs.py's): aliasing under every
augmented operator, identity and NaN in containers, format specs, str methods at their edges,
exception reprs and messages, comparison dispatch between a class and its subclass, dict order under
equal hashes, sorting with a key that fails part-way, generator functions consumed every way, bitwise operators, fractions.Fraction, collections.deque. Each program prints what it sees, and catches
what it raises, so that one program checks many answers.

Every area is a function taking the random generator and returning lines; AREAS names them, so that
a run can be narrowed to some (make_targeted(seed, count, areas)).
"""
import random

CONTAINERS = ["[1, 2]", "[]", "[0.5, 'a']", "(1, 2)", "()", "('x',)", "'ab'", "''", "3", "-2", "2.5", "-0.0",
              "{'k': 1}", "{}", "True"]
OPERANDS = ["[3]", "[]", "(3,)", "()", "'c'", "''", "2", "0", "-1", "0.5", "True", "{'k': 2}", "{'z': 0}", "None"]
AUGMENTED = ["+=", "-=", "*=", "/=", "//=", "%=", "**=", "|=", "&=", "^=", "<<=", ">>="]


def guarded(lines, indent="    "):
    """The lines in a try whose exception is printed as type and message."""
    return ["try:"] + [indent + line for line in lines] + [
        "except Exception as e:", indent + "print(type(e).__name__, e)"]


def aliasing(r):
    """x op= y through a name, an item, an attribute and a row of [row] * 3, and who sees it."""
    start, op, operand = r.choice(CONTAINERS), r.choice(AUGMENTED), r.choice(OPERANDS)
    k = r.randrange(4)
    if k == 0:
        body = ["x = %s" % start, "y = x", "x %s %s" % (op, operand), "print(repr(x), repr(y), x is y)"]
    elif k == 1:
        body = ["d = {'k': %s}" % start, "y = d['k']", "d['k'] %s %s" % (op, operand),
                "print(repr(d['k']), repr(y), d['k'] is y)"]
    elif k == 2:
        body = ["class Box:", "    pass", "b = Box()", "b.v = %s" % start, "y = b.v", "b.v %s %s" % (op, operand),
                "print(repr(b.v), repr(y), b.v is y)"]
    else:
        body = ["rows = [%s] * 3" % start, "rows[0] %s %s" % (op, operand), "print(repr(rows), rows[0] is rows[1])"]
    return guarded(body)


SPECIAL = ["float('nan')", "float('inf')", "-0.0", "0.0", "1", "True", "1.0"]


def identity(r):
    """An object against itself inside containers: CPython checks identity before ==."""
    v = r.choice(SPECIAL)
    tests = ["v in [v]", "[v] == [v]", "(v,) == (v,)", "[v].count(v)", "[v].index(v)", "len({v: 1, v: 2})",
             "{v: 1}[v]", "[v] != [v]", "v == v", "[v, 1] < [v, 2]", "v in (v,)", "{'a': v} == {'a': v}",
             "max([v, v]) is v", "[v].remove(v)", "sorted([v, v])"]
    lines = ["v = %s" % v]
    for test in r.sample(tests, 4):
        lines += guarded(["print(%r, repr(%s))" % (test, test)])
    return lines


def format_spec(r):
    """format() with a spec built from the mini-language's grammar, on an int, a float or a str."""
    fill = r.choice(["", "", "*", "0", " ", "="])
    align = r.choice(["", "", "<", ">", "^", "="])
    sign = r.choice(["", "", "+", "-", " "])
    alt = r.choice(["", "", "#"])
    zero = r.choice(["", "", "0"])
    width = r.choice(["", "", "1", "5", "8", "12", "015"])
    group = r.choice(["", "", ",", "_"])
    precision = r.choice(["", "", ".0", ".1", ".3", ".12"])
    kind = r.choice(["", "d", "x", "X", "o", "b", "e", "E", "f", "F", "g", "G", "%", "n", "s", "c"])
    spec = (fill + align if align else "") + sign + alt + zero + width + group + precision + kind
    value = r.choice(["0", "7", "-3", "255", "1234567", "True", "0.7", "-2.5", "1e22", "1e-7", "float('nan')",
                      "float('-inf')", "-0.0", "'x'", "'hello'", "''"])
    return guarded(["print(repr(format(%s, %r)))" % (value, spec)])


STRINGS = ["' 7 '", "'a,b,,c'", "'  a  b  '", "''", "'abcabc'", "'x'", "'\\tA\\n'", "'aXbXc'"]


def str_methods(r):
    """The subset's str methods at the edges of their arguments."""
    s = r.choice(STRINGS)
    calls = [
        "split(%s)" % r.choice(["", "None", "','", "' '", "'ab'", "'X'", "maxsplit=0", "None, 1", "',', -1",
                                "maxsplit=2", "None, 0", "' ', 1"]),
        "strip(%s)" % r.choice(["", "None", "' a'", "''", "'abc'", "'\\t\\n'"]),
        "lstrip(%s)" % r.choice(["", "'a '", "None"]),
        "rstrip(%s)" % r.choice(["", "'c '", "'\\n'"]),
        "center(%s)" % r.choice(["5", "8, '*'", "0", "-1", "9, '-'", "6, ''"]),
        "ljust(%s)" % r.choice(["6", "6, '.'", "1", "4, 'ab'"]),
        "rjust(%s)" % r.choice(["6", "6, '0'"]),
        "find(%s)" % r.choice(["'a'", "''", "'bc'", "'z'"]),
        "rfind(%s)" % r.choice(["'a'", "''"]),
        "index(%s)" % r.choice(["'a'", "'z'", "''"]),
        "count(%s)" % r.choice(["'a'", "''", "'ab'"]),
        "replace(%s)" % r.choice(["'a', 'Z'", "'a', 'Z', 1", "'a', '', 0", "'a', 'ZZ', -1", "'ab', ''"]),
        "zfill(%s)" % r.choice(["5", "0", "1", "-3"]),
        "startswith(%s)" % r.choice(["'a'", "('x', ' ')", "''", "()"]),
        "endswith(%s)" % r.choice(["'c'", "('\\n', 'b ')", "''"]),
        "join(%s)" % r.choice(["['x', 'y']", "[]", "'ab'", "('1',)", "[1, 2]"]),
        "title()", "capitalize()", "upper()", "lower()", "isdigit()", "isspace()", "isalpha()", "isalnum()",
        "isupper()", "islower()",
    ]
    lines = ["s = %s" % s]
    for call in r.sample(calls, 4):
        lines += guarded(["print(%r, repr(s.%s))" % (call, call)])
    return lines


RAISES = ["{}['k']", "[][3]", "int('x')", "1 / 0", "[1].index(2)", "'abc'.index('z')", "float('y')", "{}.pop('a')",
          "[].pop()", "(1, 2)[5]", "int(float('inf'))", "'a' + 1", "None.x", "len(5)", "math.sqrt(-1)",
          "divmod(1, 0)", "[1, 2].remove(3)", "chr(-1)", "round(float('nan'))", "'x' * 'y'"]


def exceptions(r):
    """A built-in exception caught: its repr, str and args, then one raised by hand."""
    lines = ["import math"]
    for expression in r.sample(RAISES, 3):
        lines += ["try:", "    %s" % expression, "except Exception as e:",
                  "    print(type(e).__name__, repr(e), str(e), e.args)"]
    raised = r.choice(["ValueError('bad', 2)", "KeyError('k')", "TypeError()", "RuntimeError('x')",
                       "ZeroDivisionError('z')", "IndexError(3)"])
    lines += ["try:", "    raise %s" % raised, "except Exception as e:", "    print(repr(e), str(e))"]
    return lines


def comparison(r):
    """A class and its subclass compared both ways: the subclass's reflected method goes first."""
    method = r.choice(["__eq__", "__lt__", "__le__", "__gt__", "__ne__"])
    mirror = {"__eq__": "__eq__", "__ne__": "__ne__", "__lt__": "__gt__", "__gt__": "__lt__", "__le__": "__ge__"}
    lines = [
        "class B:",
        "    def __init__(self, v):",
        "        self.v = v",
        "    def %s(self, other):" % method,
        "        print('B.%s', self.v, other.v)" % method,
        "        return %s" % r.choice(["self.v < other.v", "NotImplemented", "True"]),
        "class S(B):",
        "    def %s(self, other):" % mirror[method],
        "        print('S.%s', self.v, other.v)" % mirror[method],
        "        return %s" % r.choice(["False", "NotImplemented", "self.v > other.v"]),
    ]
    op = {"__eq__": "==", "__ne__": "!=", "__lt__": "<", "__gt__": ">", "__le__": "<="}[method]
    pair = r.choice(["B(1), S(2)", "S(1), B(2)", "B(1), B(2)", "S(1), S(2)"])
    lines += ["a, b = %s" % pair] + guarded(["print(a %s b)" % op, "print(b %s a)" % op])
    return lines


def collisions(r):
    """Keys of one hash: the order dict compares them in, and what it keeps."""
    lines = [
        "class K:",
        "    def __init__(self, n):",
        "        self.n = n",
        "    def __hash__(self):",
        "        return %s" % r.choice(["1", "self.n % 2"]),
        "    def __eq__(self, other):",
        "        print('eq', self.n, other.n)",
        "        return self.n == other.n",
        "    def __repr__(self):",
        "        return 'K(%d)' % self.n",
        "d = {}",
    ]
    for n in [r.randrange(4) for _ in range(4)]:
        lines.append("d[K(%d)] = %d" % (n, n))
    lines += ["print(d)", "print(K(%d) in d)" % r.randrange(4)]
    return lines


def sorting(r):
    """A key that fails part-way: the exception, and the list as CPython leaves it."""
    values = "[%s]" % ", ".join(r.choice(["3", "1", "0", "2", "-1", "5"]) for _ in range(r.randrange(2, 7)))
    key = r.choice(["lambda v: 1 / v", "lambda v: [1, 2][v]", "lambda v: -v", "lambda v: (v % 2, v)"])
    how = r.choice(["xs.sort(key=%s)", "xs.sort(key=%s, reverse=True)", "print(sorted(xs, key=%s))"])
    return ["xs = %s" % values] + guarded([how % key]) + ["print(xs)"]


def gen_block(r, depth, loop):
    """A random block of a generator's body: yields among loops, ifs, try/except, prints, returns."""
    lines = []
    for _ in range(r.randrange(1, 4)):
        k = r.randrange(12 if depth < 2 else 6)
        if k == 0:
            lines.append("yield %s" % r.choice(["i", "n", "i * 2", "(i, n)", "str(i)", "None", ""]).rstrip())
        elif k == 1:
            lines.append("print('at', i, n)")
        elif k == 2:
            lines.append("n += %d" % r.randrange(1, 3))
        elif k == 3:
            lines.append("got = yield n")
            lines.append("print('got', got)")
        elif k == 4:
            lines.append(r.choice(["yield from range(n % 3)", "yield from 'ab'", "r = yield from sub(n)",
                                   "yield from sub(i)"]))
        elif k == 5:
            stop = r.choice(["return", "return n", "return 'done'"] + (["break", "continue"] if loop else []))
            lines += ["if n > %d:" % r.randrange(2, 9), "    " + stop]
        elif k == 6:
            lines.append("for i in range(%d):" % r.randrange(0, 4))
            lines += ["    " + x for x in gen_block(r, depth + 1, True)]
        elif k == 7:
            lines += ["while n < %d:" % r.randrange(3, 10), "    n += 1"]
            lines += ["    " + x for x in gen_block(r, depth + 1, True)]
            if r.randrange(3) == 0:
                lines += ["else:", "    yield 'else'"]
        elif k == 8:
            lines.append("if i %% 2 == %d:" % r.randrange(2))
            lines += ["    " + x for x in gen_block(r, depth + 1, loop)]
            lines.append("else:")
            lines += ["    " + x for x in gen_block(r, depth + 1, loop)]
        elif k == 9:
            lines.append("try:")
            lines += ["    " + x for x in gen_block(r, depth + 1, loop)]
            lines.append("    " + r.choice(["yield 10 // (n - %d)" % r.randrange(5), "yield [1, 2][n % 3]",
                                              "yield {'a': 1}[str(i)]", "next(iter([]))"]))
            lines.append("except %s as e:" % r.choice(["ZeroDivisionError", "IndexError", "(KeyError, IndexError)",
                                                       "Exception", "ValueError"]))
            lines.append("    print('caught', type(e).__name__)")
            lines.append("    " + r.choice(["yield 'handled'", "pass", "raise"]))
            if r.randrange(2):
                lines += ["else:", "    yield 'no error'"]
        elif k == 10:
            lines.append("raise ValueError('gen %d')" % r.randrange(9) if r.randrange(4) == 0 else "yield -1")
        else:
            lines.append("i = n")
    return lines


def generators(r):
    """A generator function built at random, consumed in a random way: when its body runs, what it
    yields, what send() gives it, its return value, and what it raises."""
    lines = ["def sub(k):", "    yield k", "    yield k + 1", "    return k * 10", "",
             "def gen(n):", "    i = 0"]
    lines += ["    " + x for x in gen_block(r, 0, False)]
    consume = r.choice([
        ["print(list(gen(%d)))"],
        ["g = gen(%d)", "print(next(g, 'end'), next(g, 'end'), next(g, 'end'))"],
        ["for v in gen(%d):", "    print('v', v)", "    if v == 2:", "        break"],
        ["g = gen(%d)", "print(next(g))", "print(g.send('s'))", "print(g.send(7))"],
        ["print(sum(1 for _ in gen(%d)), list(zip(gen(%d), 'xyz')))"],
        ["g = gen(%d)", "print(next(g))", "g.close()", "print(next(g, 'closed'))"],
        ["g = gen(%d)", "while True:", "    try:", "        print(next(g))", "    except StopIteration as e:",
         "        print('stop', e.args)", "        break"],
    ])
    n = r.randrange(6)
    lines += guarded([line % ((n,) * line.count("%d")) for line in consume])
    return lines


INTS = ["0", "1", "-1", "5", "-6", "255", "2 ** 40", "-(2 ** 40)", "True", "False", "12", "2 ** 52", "-(2 ** 53)"]


def bitwise(r):
    """&, |, ^, <<, >> and ~ on ints and bools, mixed with floats and other types (CPython's TypeErrors)."""
    lines = []
    for _ in range(4):
        a, b = r.choice(INTS + ["1.5", "'s'", "[1]", "None", "{'k': 1}"]), r.choice(INTS + ["1.0", "{}", "()"])
        op = r.choice(["&", "|", "^", "<<", ">>"])
        if op in ("<<", ">>"):
            b = r.choice(["0", "1", "3", "53", "64", "-1", "True"])
        expr = r.choice(["%s %s %s" % (a, op, b), "~(%s)" % a, "(%s %s %s) %s 3" % (a, op, b, r.choice(["&", "|", "+"]))])
        lines += guarded(["print(%r, repr(%s))" % (expr, expr)])
    lines += ["x = %s" % r.choice(INTS), "x %s= %s" % (r.choice(["&", "|", "^", ">>"]), r.choice(INTS[:6])), "print(x)"]
    return lines


FRACTION_OPERANDS = ["F(1, 3)", "F(-7, 2)", "F(0)", "F(5)", "F('0.1')", "F(0.1)", "F(2, 4)", "F('-3/8')", "3", "-2", "0",
                     "True", "0.5", "-1.25", "1e-3", "float('inf')", "float('nan')", "'x'", "None", "[1]"]


def fractions_area(r):
    """fractions.Fraction against ints, bools, floats and other types: arithmetic, comparison,
    conversions, hashing into dicts, and the errors CPython raises."""
    lines = ["from fractions import Fraction as F"]
    for _ in range(5):
        a, b = r.choice(FRACTION_OPERANDS[:8]), r.choice(FRACTION_OPERANDS)
        if r.randrange(2):
            a, b = b, a
        k = r.randrange(6)
        if k == 0:
            expr = "%s %s %s" % (a, r.choice(["+", "-", "*", "/", "//", "%", "**"]), b)
        elif k == 1:
            expr = "%s %s %s" % (a, r.choice(["==", "!=", "<", "<=", ">", ">="]), b)
        elif k == 2:
            expr = "%s(%s)" % (r.choice(["float", "int", "round", "abs", "bool", "str", "repr"]), a)
        elif k == 3:
            expr = "round(%s, %d)" % (a, r.randrange(-2, 4))
        elif k == 4:
            expr = "{%s: 'a', %s: 'b'}" % (a, b)
        else:
            expr = "sorted([%s, %s, F(1, 4)])" % (a, b)
        lines += guarded(["print(%r, repr(%s))" % (expr, expr)])
    return lines


DEQUE_OPS = ["d.append(%s)", "d.appendleft(%s)", "d.pop()", "d.popleft()", "d.extend([%s, 4])", "d.extendleft((%s, 5))",
             "d.rotate(%s)", "d.remove(%s)", "d.insert(1, %s)", "print(d.index(%s))", "print(d.count(%s))", "d.clear()",
             "d.reverse()", "print(d[%s])", "d[0] = %s", "del d[-1]", "d += [%s]", "d *= 2", "print(d == deque([%s]))",
             "print(d < deque([%s, 9]))", "print(%s in d, len(d), bool(d))", "print(list(reversed(d)), sorted(d))"]


def deques(r):
    """collections.deque: a random run of its methods and operators, with and without maxlen."""
    maxlen = r.choice(["", ", maxlen=3", ", maxlen=0", ", maxlen=1", ", 2"])
    lines = ["from collections import deque", "d = deque([%s]%s)" % (", ".join(str(r.randrange(4)) for _ in range(r.randrange(4))), maxlen)]
    for _ in range(5):
        op = r.choice(DEQUE_OPS)
        lines += guarded([(op % r.choice(["0", "1", "2", "-1", "7"])) if "%s" in op else op, "print(d)"])
    return lines


AREAS = {"aliasing": aliasing, "identity": identity, "format": format_spec, "str": str_methods,
         "exceptions": exceptions, "comparison": comparison, "collisions": collisions, "sorting": sorting,
         "generators": generators, "bitwise": bitwise, "fractions": fractions_area, "deques": deques}


def make_targeted(seed, count, areas=None):
    r = random.Random(seed)
    names = sorted(areas) if areas else sorted(AREAS)
    programs = []
    for _ in range(count):
        lines = []
        for name in r.sample(names, min(len(names), r.randrange(1, 3))):
            lines += AREAS[name](r)
        programs.append("\n".join(lines) + "\n")
    return programs
