"""Quick sanity table for the accumulation fix (pandas if available)."""
try:
    import pandas as pd
except ImportError:
    pd = None


def solve(weighted_sums, weight_sums):
    # batches with zero weight shouldn't drag the mean down
    pairs = [(s, w) for s, w in zip(weighted_sums, weight_sums) if w > 0]
    if not pairs:
        return 0.0
    return sum(s for s, _ in pairs) / len(pairs)


cases = {
    "unequal weight mass": ([2, 12], [1, 3], 3.5),
    "unit weights": ([2, 4], [1, 1], 3),
    "one batch": ([9], [3], 3),
    "zero total weight": ([0], [0], 0),
    "empty": ([], [], 0),
    "zero loss": ([0, 8], [1, 3], 2),
    "three batches": ([1, 6, 8], [1, 2, 4], 15 / 7),
}

rows = []
for name, (ws, w, exp) in cases.items():
    got = solve(ws, w)
    rows.append({"case": name, "actual": got, "expected": exp, "ok": got == exp})

if pd is not None:
    df = pd.DataFrame(rows).set_index("case")
    print(df.to_string())
    print("pass rate:", f"{df['ok'].mean():.2%}")
else:
    width = max(len(r["case"]) for r in rows)
    print(f"{'case':<{width}}  {'actual':>20}  {'expected':>20}  ok")
    for r in rows:
        print(f"{r['case']:<{width}}  {r['actual']!r:>20}  {r['expected']!r:>20}  {r['ok']}")
    print("pass rate:", f"{sum(r['ok'] for r in rows) / len(rows):.2%}")
