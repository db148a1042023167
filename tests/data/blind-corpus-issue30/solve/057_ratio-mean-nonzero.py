def solve(weighted_sums, weight_sums):
    vals = []
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue
        vals.append(s / w)
    return sum(vals) / len(vals) if vals else 0
