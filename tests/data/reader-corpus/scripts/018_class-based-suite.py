import math


class Check:
    def __init__(self, name, args, want):
        self.name = name
        self.args = args
        self.want = want

    def run(self, fn):
        try:
            got = fn(*self.args)
        except Exception as e:
            return f"{self.name}: ERROR {e.__class__.__name__}"
        if got is None:
            return f"{self.name}: FAIL returned None"
        ok = math.isclose(got, self.want, rel_tol=1e-9, abs_tol=1e-12)
        return f"{self.name}: {'PASS' if ok else 'FAIL'} ({got!r})"


def solve(weighted_sums, weight_sums):
    per_batch = [s / w for s, w in zip(weighted_sums, weight_sums) if w != 0]
    if not per_batch:
        return 0
    return sum(per_batch) / len(per_batch)


suite = [
    Check("example", ([2, 12], [1, 3]), 3.5),
    Check("zero", ([0], [0]), 0),
    Check("empty", ([], []), 0),
    Check("uneven", ([1, 6, 8], [1, 2, 4]), 15 / 7),
    Check("equal sizes", ([4, 8], [2, 2]), 3.0),
]
for c in suite:
    print(c.run(solve))
