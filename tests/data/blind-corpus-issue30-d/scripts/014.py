"""Generator pipeline: fixtures -> evaluate -> judge -> render."""
import sys

RAW = [
    "unequal weight mass|2,12|1,3|3.5",
    "unit weights|2,4|1,1|3",
    "one batch|9|3|3",
    "zero total weight|0|0|0",
    "empty|||0",
    "zero loss|0,8|1,3|2",
    "three batches|1,6,8|1,2,4|2.142857142857143",
]


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass != 0 else 0.0


def parse(lines):
    for line in lines:
        label, s, w, e = line.split("|")
        yield label, [int(x) for x in s.split(",") if x], [int(x) for x in w.split(",") if x], float(e)


def evaluate(cases):
    for label, s, w, e in cases:
        yield label, solve(s, w), e


def judge(results):
    for label, actual, expected in results:
        yield label, actual, expected, actual == expected


def render(judged, sink):
    for label, actual, expected, ok in judged:
        sink.append(ok)
        yield f"{'PASS' if ok else 'FAIL'}  {label}: got {actual!r}, want {expected!r}"


def main():
    outcomes = []
    for line in render(judge(evaluate(parse(RAW))), outcomes):
        print(line)
    assert 15 / 7 == 2.142857142857143
    print(f"{sum(outcomes)}/{len(outcomes)} passed")
    return 0 if all(outcomes) and len(outcomes) == 7 else 1


if __name__ == "__main__":
    sys.exit(main())
