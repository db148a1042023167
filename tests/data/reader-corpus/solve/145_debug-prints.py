def solve(weighted_sums, weight_sums):
    print(f"{weighted_sums=} {weight_sums=}")
    total_loss = sum(weighted_sums)
    total_weight = sum(weight_sums)
    print(f"{total_loss=} {total_weight=}")
    if total_weight == 0:
        print("zero weight mass -> returning 0")
        return 0
    result = total_loss / total_weight
    print(f"{result=:.6f}")
    return result
