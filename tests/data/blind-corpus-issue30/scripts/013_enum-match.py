# Python 3.10+ (match statement)
from enum import Enum


class Outcome(Enum):
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"


def solve(weighted_sums, weight_sums):
    match (list(weighted_sums), list(weight_sums)):
        case ([], []):
            return 0.0
        case (ws, w) if sum(w) == 0:
            return 0.0
        case (ws, w):
            return sum(ws) / sum(w)


def evaluate(ws, w, expected) -> tuple[Outcome, object]:
    try:
        got = solve(ws, w)
    except Exception as exc:  # report, don't crash the whole run
        return Outcome.ERROR, type(exc).__name__
    return (Outcome.PASS if got == expected else Outcome.FAIL), got


CASES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

tally = {o: 0 for o in Outcome}
for name, ws, w, exp in CASES:
    outcome, detail = evaluate(ws, w, exp)
    tally[outcome] += 1
    match outcome:
        case Outcome.PASS:
            print(f"  {name}")
        case Outcome.FAIL:
            print(f"x {name}: {detail!r} != {exp!r}")
        case Outcome.ERROR:
            print(f"! {name}: raised {detail}")
print(", ".join(f"{o.value}={n}" for o, n in tally.items()))
