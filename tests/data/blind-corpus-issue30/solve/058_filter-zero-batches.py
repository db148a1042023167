def solve(weighted_sums, weight_sums):
    live = [(s, w) for s, w in zip(weighted_sums, weight_sums) if w]
    mass = sum(w for _, w in live)
    return sum(s for s, _ in live) / mass if mass else 0.0
