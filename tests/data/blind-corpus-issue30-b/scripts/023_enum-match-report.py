# Python 3.10+ (match statement)
from enum import Enum, auto


class Verdict(Enum):
    PASS = auto()
    WRONG_VALUE = auto()
    CRASH = auto()


def solve(weighted_sums, weight_sums):
    num = den = 0
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        num += s
        den += w
    return num / den if den else 0


def judge(ws, w, expected):
    try:
        got = solve(ws, w)
    except Exception as exc:
        return Verdict.CRASH, type(exc).__name__
    return (Verdict.PASS if got == expected else Verdict.WRONG_VALUE), got


FIXTURES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

tally = {v: 0 for v in Verdict}
for name, ws, w, exp in FIXTURES:
    verdict, detail = judge(ws, w, exp)
    tally[verdict] += 1
    match verdict:
        case Verdict.PASS:
            print(f"  {name}")
        case Verdict.WRONG_VALUE:
            print(f"x {name}: {detail!r} != {exp!r}")
        case Verdict.CRASH:
            print(f"! {name}: raised {detail}")
print(", ".join(f"{v.name.lower()}={n}" for v, n in tally.items()))
raise SystemExit(0 if tally[Verdict.PASS] == len(FIXTURES) else 1)
