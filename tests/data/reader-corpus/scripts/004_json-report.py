import json
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    den = sum(map(Fraction, weight_sums), Fraction(0))
    if den == 0:
        return 0
    return float(sum(map(Fraction, weighted_sums), Fraction(0)) / den)


cases = {
    "example": ([2, 12], [1, 3]),
    "all_padding": ([0], [0]),
    "empty": ([], []),
    "three_batches": ([1, 6, 8], [1, 2, 4]),
}
report = {name: solve(*args) for name, args in cases.items()}
print(json.dumps(report, indent=2))
print(json.dumps({"passed": report["example"] == 3.5 and report["empty"] == 0}))
