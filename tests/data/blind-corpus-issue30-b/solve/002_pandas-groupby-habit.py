# Written by someone who reaches for pandas first.
try:
    import pandas as pd
except ImportError:  # pragma: no cover - plain-python fallback
    pd = None


def solve(weighted_sums, weight_sums):
    if pd is None:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0
    df = pd.DataFrame({"loss": list(weighted_sums), "w": list(weight_sums)})
    mass = df["w"].sum()
    if mass == 0:
        return 0
    return float(df["loss"].sum() / mass)
