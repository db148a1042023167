def solve(weighted_sums, weight_sums):
    total_loss = 0
    total_weight = 0
    for loss in weighted_sums:
        total_loss += loss
    for weight in weight_sums:
        total_weight += weight
    if total_weight == 0:
        return 0
    return total_loss // total_weight


print("unequal weight mass:", solve([2, 12], [1, 3]), "(want 3.5)")
print("unit weights:", solve([2, 4], [1, 1]), "(want 3)")
print("one batch:", solve([9], [3]), "(want 3)")
print("zero total weight:", solve([0], [0]), "(want 0)")
print("empty:", solve([], []), "(want 0)")
print("zero loss:", solve([0, 8], [1, 3]), "(want 2)")
print("three batches:", solve([1, 6, 8], [1, 2, 4]), "(want", 15 / 7, ")")
