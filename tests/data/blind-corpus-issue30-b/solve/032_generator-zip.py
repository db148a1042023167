def solve(weighted_sums, weight_sums):
    pairs = list(zip(weighted_sums, weight_sums))
    mass = sum(w for _, w in pairs)
    return sum(s for s, _ in pairs) / mass if mass else 0
