def solve(weighted_sums, weight_sums):
    num = 0
    den = 0
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            # empty micro-batch (all padding) -- contributes nothing
            continue
        num += s
        den += w
    return num / den if den else 0
