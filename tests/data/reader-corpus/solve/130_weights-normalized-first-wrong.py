def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    shares = [w / mass for w in weight_sums]
    # weight each micro-batch sum by its share of tokens
    return sum(s * p for s, p in zip(weighted_sums, shares))
