"""Run the record's fixtures for several integer scales N and report a per-scale matrix."""
import sys
from itertools import product


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def fixtures(N):
    return {
        "unequal weight mass": (solve([2*N, 12*N], [N, 3*N]), 3.5),
        "unit weights": (solve([2*N, 4*N], [N, N]), 3),
        "one batch": (solve([9*N], [3*N]), 3),
        "zero total weight": (solve([0], [0]), 0),
        "empty": (solve([], []), 0),
        "zero loss": (solve([0, 8*N], [N, 3*N]), 2),
        "three batches": (solve([N, 6*N, 8*N], [1, 2, 4]), 15*N/7),
    }


SCALES = (1, 2, 3, 5, 10)


def main():
    labels = list(fixtures(1))
    table = {(label, n): fixtures(n)[label] for label, n in product(labels, SCALES)}
    print(f"{'fixture':<22}" + "".join(f"N={n:<5}" for n in SCALES))
    all_ok = True
    for label in labels:
        marks = []
        for n in SCALES:
            actual, expected = table[(label, n)]
            ok = actual == expected
            all_ok &= ok
            marks.append(f"{'ok' if ok else 'XX':<7}")
        print(f"{label:<22}" + "".join(marks))
    print("all scales pass" if all_ok else "some scales fail")
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
