import sys

DATA = """7
2 2 12 1 3
2 2 4 1 1
1 9 3
1 0 0
0
2 0 8 1 3
3 1 6 8 1 2 4
"""


def solve(a, b):
    s = sum(b)
    return sum(a) / s if s else 0


def main():
    it = iter(DATA.split())
    t = int(next(it))
    out = []
    for _ in range(t):
        n = int(next(it))
        a = [int(next(it)) for _ in range(n)]
        b = [int(next(it)) for _ in range(n)]
        out.append(repr(solve(a, b)))
    sys.stdout.write("\n".join(out) + "\n")
    exp = [3.5, 3, 3, 0, 0, 2, 15 / 7]
    sys.stdout.write("AC\n" if [float(x) for x in out] == exp else "WA\n")


main()
