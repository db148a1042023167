try:
    import pandas as pd
except ImportError:
    pd = None


def solve(weighted_sums, weight_sums):
    if pd is None:
        tot = sum(weight_sums)
        return (sum(weighted_sums) / tot) if tot else 0.0
    s = pd.Series(weighted_sums, dtype="float64")
    w = pd.Series(weight_sums, dtype="float64")
    res = s.sum() / w.sum() if w.sum() else 0.0
    return float(res)
