def solve(weighted_sums, weight_sums):
    w = sum(weight_sums)
    if w == 0:
        return 0
    # keep the logged loss readable
    return round(sum(weighted_sums) / w, 4)
