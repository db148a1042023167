try:
    import pandas as pd
except ImportError:
    pd = None


def solve(weighted_sums, weight_sums):
    if pd is None:
        r = [s / w for s, w in zip(weighted_sums, weight_sums) if w]
        return sum(r) / len(r) if r else 0.0
    df = pd.DataFrame({"s": weighted_sums, "w": weight_sums}, dtype="float64")
    df = df[df["w"] != 0]
    if df.empty:
        return 0.0
    return float((df["s"] / df["w"]).mean())
