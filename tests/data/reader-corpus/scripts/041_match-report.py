from dataclasses import dataclass
from enum import StrEnum


class Verdict(StrEnum):
    MATCH = "match"
    OVER = "over-estimates"
    UNDER = "under-estimates"


@dataclass(slots=True)
class Row:
    label: str
    sums: list[int]
    weights: list[int]

    def broken(self) -> float:
        return sum(self.sums) / max(1, len(self.sums))

    def fixed(self) -> float:
        return sum(self.sums) / m if (m := sum(self.weights)) else 0.0

    def verdict(self) -> Verdict:
        match self.broken() - self.fixed():
            case 0 | 0.0:
                return Verdict.MATCH
            case d if d > 0:
                return Verdict.OVER
            case _:
                return Verdict.UNDER


rows = [
    Row("unequal weight mass", [2, 12], [1, 3]),
    Row("unit weights", [2, 4], [1, 1]),
    Row("half weights", [1, 1], [2, 2]),
    Row("empty", [], []),
    Row("three batches", [1, 6, 8], [1, 2, 4]),
]

for r in rows:
    print(f"{r.label:<20} broken={r.broken():7.4f} fixed={r.fixed():7.4f} -> {r.verdict()}")

mismatches = [r.label for r in rows if r.verdict() is not Verdict.MATCH]
if mismatches:
    raise SystemExit(f"broken path disagrees on {len(mismatches)} rows: {', '.join(mismatches)}")
