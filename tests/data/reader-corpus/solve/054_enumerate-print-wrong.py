def solve(weighted_sums, weight_sums):
    total = 0
    for i, s in enumerate(weighted_sums):
        w = weight_sums[i]
        if w == 0:
            print("skipping empty batch", i)
            continue
        total += s / w
    if len(weighted_sums) == 0:
        return 0
    return total / len(weighted_sums)
