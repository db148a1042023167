import enum
import sys


class Status(enum.Enum):
    PASSED = "Passed"
    FAILED = "Failed"
    ERROR = "Error"


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


FIXTURES = (
    ("unequal weight mass", ([2, 12], [1, 3]), 3.5),
    ("unit weights", ([2, 4], [1, 1]), 3),
    ("one batch", ([9], [3]), 3),
    ("zero total weight", ([0], [0]), 0),
    ("empty", ([], []), 0),
    ("zero loss", ([0, 8], [1, 3]), 2),
    ("three batches", ([1, 6, 8], [1, 2, 4]), 15 / 7),
)


def classify(args, expected):
    try:
        actual = solve(*args)
    except Exception as exc:  # report, don't crash the whole run
        return Status.ERROR, repr(exc)
    return (Status.PASSED if actual == expected else Status.FAILED), actual


def main():
    counts = {s: 0 for s in Status}
    for label, args, expected in FIXTURES:
        status, actual = classify(args, expected)
        counts[status] += 1
        print(f"{status.value:<7} {label}: {actual!r}")
    print(", ".join(f"{s.name.lower()}={n}" for s, n in counts.items()))
    return 0 if counts[Status.PASSED] == len(FIXTURES) else 1


if __name__ == "__main__":
    sys.exit(main())
