import json

scenarios = {
    "balanced": ([3.0, 3.0, 3.0], [1, 1, 1]),
    "heavy tail": ([1.0, 1.0, 40.0], [1, 1, 10]),
    "one empty": ([0.0, 5.0, 7.0], [0, 2, 2]),
    "tiny weights": ([0.02, 0.03], [0.01, 0.01]),
    "big last": ([2.0, 2.0, 2.0, 90.0], [2, 2, 2, 30]),
}


def broken(s, w):
    return sum(s) / max(1, len(s))


def fixed(s, w):
    m = sum(w)
    return sum(s) / m if m else 0.0


errors = {name: abs(broken(s, w) - fixed(s, w)) for name, (s, w) in scenarios.items()}
worst_first = sorted(errors.items(), key=lambda kv: kv[1], reverse=True)

for rank, (name, err) in enumerate(worst_first, start=1):
    print(f"{rank}. {name:<13} |broken - fixed| = {err:9.4f}")

print(json.dumps({k: round(v, 6) for k, v in worst_first}))
