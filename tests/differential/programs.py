"""Programs of the interpreter's Python subset, generated from a seed (tests/differential/pyexec.js
runs them in CPython 3.12 and in `failure-map exec`). Each is a few statements over small ints,
floats at the edges (-0.0, 0.1, 1e16, nan, inf), str, list, tuple, dict, None and bools: the
operators, chained comparisons, and/or/not, conditional expressions, :=, indexing and slicing,
comprehensions and generator expressions, the builtins, json.dumps, functions, loops, small
classes (__init__, __repr__, methods, a property, operators through __add__/__radd__/__eq__/__lt__)
and SystemExit. Types are mixed freely, so many programs end in an exception (TypeError,
ZeroDivisionError, IndexError, KeyError, ValueError, ...): those compare type, message and line.
"""
import random

NUMBERS = ["0", "1", "2", "3", "-1", "-4", "7", "12", "0.0", "-0.0", "0.1", "0.5", "2.5", "-1.5", "3.0",
           "1e16", "1e-5", "1e308", "float('nan')", "float('inf')", "True", "False", "0x10", "1_000", ".5"]
STRINGS = ["'a'", "'bc'", "''", "\"it's\"", "'é'", "'a\\nb'"]
BUILTINS1 = ["len", "abs", "sum", "max", "min", "sorted", "list", "tuple", "float", "int", "round", "all",
             "any", "str", "repr", "bool"]
BINARY = ["+", "-", "*", "/", "//", "%", "+", "*", "-"]
COMPARE = ["<", "<=", ">", ">=", "==", "!=", "in", "not in"]


class Program:
    def __init__(self, rng):
        self.r = rng
        self.names = []  # variables assigned so far
        self.lines = []
        self.functions = []  # (name, arity)
        self.classes = []  # (name, the special methods and property it defines)
        # Most programs keep to numbers and lists of numbers, so that many run to their end; the
        # others mix every type, so that many raise.
        self.numeric = rng.random() < 0.6

    def pick(self, items):
        return self.r.choice(items)

    def number(self):
        return self.pick(NUMBERS)

    def sequence(self, depth):
        """An expression that is usually a list or a tuple."""
        k = self.r.randrange(6)
        if k == 0 and self.names:
            return self.pick(self.names)
        if k == 1:
            return "range(%s)" % self.pick(["3", "0", "5", "1, 4", "6, 0, -2", "2, 9, 3"])
        items = [self.expr(depth - 1) if self.r.random() < 0.3 else self.number() for _ in range(self.r.randrange(4))]
        if k == 2:
            return "(%s%s)" % (", ".join(items), "," if len(items) == 1 else "")
        return "[%s]" % ", ".join(items)

    def atom(self):
        if self.numeric:
            return self.pick(self.names) if self.names and self.r.random() < 0.15 else self.number()
        k = self.r.randrange(40)
        if k < 28:
            return self.number()
        if k < 31:
            return self.pick(STRINGS)
        if k == 31:
            return "None"
        if k < 38 and self.names:
            return self.pick(self.names)
        if k < 38:
            return self.number()
        return "{%s}" % ", ".join("%s: %s" % (self.pick(["'k'", "1", "'a'", "2.0", "True"]), self.number())
                                 for _ in range(self.r.randrange(3)))

    def expr(self, depth=2):
        if depth <= 0:
            return self.atom()
        d = depth - 1
        k = self.r.randrange(23 if self.classes else 22)
        if k < 4:
            op = self.pick(BINARY)
            text = "%s %s %s" % (self.expr(d), op, self.expr(d))
            return "(%s)" % text if self.r.random() < 0.7 else text
        if k == 4:
            return "%s ** %s" % (self.expr(d), self.pick(["0", "1", "2", "3", "-1", "0.5", "-2"]))
        if k == 5:
            prefix = self.pick(["-", "not ", "+", "- -"])
            text = "%s%s" % (prefix, self.expr(d))
            return "(%s)" % text if prefix == "not " else text  # `a + not b` is not Python
        if k == 6:
            parts = [self.expr(d)]
            for _ in range(self.r.randrange(1, 3)):
                parts += [self.pick(COMPARE), self.expr(d)]
            return "(%s)" % " ".join(parts)
        if k == 7:
            return "(%s %s %s)" % (self.expr(d), self.pick(["and", "or"]), self.expr(d))
        if k == 8:
            return "(%s if %s else %s)" % (self.expr(d), self.expr(d), self.expr(d))
        if k == 9:
            fn = self.pick(BUILTINS1)
            arg = self.sequence(d) if self.r.random() < 0.6 else self.expr(d)
            if fn == "round" and self.r.random() < 0.5:
                return "round(%s, %s)" % (self.expr(d), self.pick(["0", "1", "2", "-1", "None"]))
            return "%s(%s)" % (fn, arg)
        if k == 10:
            return "%s(%s, %s)" % (self.pick(["max", "min"]), self.expr(d), self.expr(d))
        if k == 11:
            index = self.pick(["0", "-1", "True"] if self.numeric else ["0", "1", "-1", "2", "5", "0.0", "'k'", "True"])
            return "%s[%s]" % (self.sequence(d), index)
        if k == 12:
            bounds = [self.pick(["", "0", "1", "-1", "2", "5", "None"]) for _ in range(2)]
            step = self.pick(["", ":-1", ":2", ":0", ":None"])
            return "%s[%s:%s%s]" % (self.sequence(d), bounds[0], bounds[1], step)
        if k == 13:
            var = self.pick(["x", "v"])
            cond = " if %s" % self.pick([var, "%s > 0" % var, "%s != 1" % var]) if self.r.random() < 0.5 else ""
            body = self.pick([var, "%s * 2" % var, "%s / 2" % var, "(%s, %s)" % (var, var), "%s + 0.5" % var])
            if self.r.random() < 0.5:
                return "[%s for %s in %s%s]" % (body, var, self.sequence(d), cond)
            return "%s(%s for %s in %s%s)" % (self.pick(["sum", "any", "all", "max", "list"]), body, var, self.sequence(d), cond)
        if k == 14:
            return "list(zip(%s, %s))" % (self.sequence(d), self.sequence(d))
        if k == 15:
            return "list(enumerate(%s%s))" % (self.sequence(d), self.pick(["", ", 1", ", -2"]))
        if k == 16:
            name = self.pick(["w", "y"])
            if name not in self.names:
                self.names.append(name)
            return "(%s := %s)" % (name, self.expr(d))
        if k == 17:
            options = self.pick(["", ", ensure_ascii=False", ", indent=2", ", indent=0", ", indent='-'", ", sort_keys=True",
                                 ", separators=(',', ':')", ", indent=1, separators=(', ', ' = ')", ", indent=None"])
            return "json.dumps(%s%s)" % (self.expr(d), options)
        if k == 18 and self.functions:
            name, arity = self.pick(self.functions)
            return "%s(%s)" % (name, ", ".join(self.expr(d) for _ in range(arity)))
        if k == 19:
            return "sum(%s, %s)" % (self.sequence(d), self.number())
        if k == 20:
            return "sorted(%s, reverse=True)" % self.sequence(d)
        if k == 21 and self.classes:
            return self.instance_expr(d)
        return self.atom()

    def instance_expr(self, d):
        name, _ = self.pick(self.classes)
        make = lambda: "%s(%s)" % (name, self.expr(d))
        return self.pick([
            make(), "%s.v" % make(), "%s.get(%s)" % (make(), self.pick(["", "2", "-1", "0.5"])), "(%s + %s)" % (make(), self.expr(d)),
            "(%s + %s)" % (self.expr(d), make()), "(%s == %s)" % (make(), make()), "(%s != %s)" % (make(), self.expr(d)),
            "(%s < %s)" % (make(), make()), "sorted([%s, %s, %s])" % (make(), make(), make()), "%s.double" % make(),
            "isinstance(%s, %s)" % (self.expr(d), name), "%s.scale" % name, "%s()" % name, "sum([%s, %s])" % (make(), make()),
            "max(%s, %s)" % (make(), make()), "str(%s)" % make(), "%s in [%s, %s]" % (make(), make(), self.expr(d))])

    def class_statement(self):
        name = "C%d" % len(self.classes)
        optional = [m for m in ["__add__", "__radd__", "__eq__", "__lt__", "double"] if self.r.random() < 0.5]
        lines = ["class %s:" % name, "    scale = %s" % self.number(), "", "    def __init__(self, v):", "        self.v = v", "",
                 "    def __repr__(self):", "        return '%s(' + repr(self.v) + ')'" % name, "",
                 "    def get(self, k=1):", "        return self.v * k"]
        bodies = {
            "__add__": ["    def __add__(self, other):",
                        "        return %s(self.v + (other.v if isinstance(other, %s) else other))" % (name, name)],
            "__radd__": ["    def __radd__(self, other):", "        if other == 0:", "            return self",
                         "        return %s" % self.pick(["NotImplemented", "%s(other + self.v)" % name])],
            "__eq__": ["    def __eq__(self, other):", "        return isinstance(other, %s) and self.v == other.v" % name],
            "__lt__": ["    def __lt__(self, other):",
                       "        return self.v < (other.v if isinstance(other, %s) else other)" % name],
            "double": ["    @property", "    def double(self):", "        return self.v * 2"],
        }
        for method in optional:
            lines += [""] + bodies[method]
        self.lines += lines
        self.classes.append((name, optional))

    def statement(self, indent=""):
        k = self.r.randrange(13)
        if k < 4:
            self.lines.append(indent + "print(%s)" % ", ".join(self.expr(self.r.randrange(1, 4)) for _ in range(self.r.randrange(1, 3))))
        elif k < 6:
            name = self.pick(["a", "b", "c", "d", "s", "t"])
            self.lines.append(indent + "%s = %s" % (name, self.expr()))
            if name not in self.names:
                self.names.append(name)
        elif k == 6 and self.names:
            self.lines.append(indent + "%s %s= %s" % (self.pick(self.names), self.pick(["+", "-", "*", "/", "//", "%"]), self.expr(2)))
        elif k == 7 and not indent:
            self.lines.append("if %s:" % self.expr())
            self.lines.append("    print(%s)" % self.expr())
            if self.r.random() < 0.5:
                self.lines.append("elif %s:" % self.expr(2))
                self.lines.append("    print(%s)" % self.expr(2))
            self.lines.append("else:")
            self.lines.append("    print(%s)" % self.expr(2))
        elif k == 8 and not indent:
            target = self.pick(["x", "i, x"])
            iterable = self.sequence(2) if target == "x" else "enumerate(%s)" % self.sequence(2)
            self.lines.append("total = 0")
            self.lines.append("for %s in %s:" % (target, iterable))
            self.lines.append("    total += x")
            self.lines.append("print(total)")
        elif k == 9 and not indent:
            self.lines.append("n = 0")
            self.lines.append("while n < %d:" % self.r.randrange(4))
            self.lines.append("    n += 1")
            self.statement("    ")
        elif k == 11 and not indent and len(self.classes) < 2:
            self.class_statement()
        elif k == 10 and not indent and len(self.functions) < 2:
            name = "f%d" % len(self.functions)
            params = ["p", "q"][: self.r.randrange(1, 3)]
            saved = self.names
            self.names = list(params)
            if self.r.random() < 0.3:  # PEP 695 type parameters, annotations using them
                self.lines.append("def %s[T](%s) -> T | None:" % (name, ", ".join(p + ": T" for p in params)))
            else:
                self.lines.append("def %s(%s):" % (name, ", ".join(params)))
            if self.r.random() < 0.5:
                self.lines.append("    if %s:" % self.expr(2))
                self.lines.append("        return %s" % self.expr(2))
            self.lines.append("    return %s" % self.expr())
            self.names = saved
            self.functions.append((name, len(params)))
        elif k == 11 and not indent and self.r.random() < 0.3:
            # a type alias (evaluated lazily) and the Ellipsis, as values
            self.lines.append("type Alias = list[%s]" % self.pick(["int", "float", "Undefined", "int | None"]))
            self.lines.append("print(Alias, Alias.__name__, ..., %s == ...)" % self.expr(1))
            if self.r.random() < 0.5:
                self.lines.append("print(Alias.__value__ is not None)")
        else:
            self.lines.append(indent + "print(%s)" % self.expr(2))

    def build(self):
        self.lines.append("import json")
        for _ in range(self.r.randrange(2, 7)):
            self.statement()
        if self.r.random() < 0.15:
            self.lines.append("raise SystemExit(%s)" % self.pick(["0", "1", "3", "None", "'done'", "a if False else 2"]))
        return "\n".join(self.lines) + "\n"


def make_programs(seed, count):
    rng = random.Random(seed)
    return [Program(rng).build() for _ in range(count)]
