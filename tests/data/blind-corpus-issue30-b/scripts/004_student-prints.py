# my fix for the gradient accumulation thing
def solve(weighted_sums, weight_sums):
    per_batch = []
    for i in range(len(weighted_sums)):
        if weight_sums[i] != 0:
            per_batch.append(weighted_sums[i] / weight_sums[i])
    if len(per_batch) == 0:
        return 0
    return sum(per_batch) / len(per_batch)


tests = [
    ([2, 12], [1, 3], 3.5),
    ([2, 4], [1, 1], 3),
    ([9], [3], 3),
    ([0], [0], 0),
    ([], [], 0),
    ([0, 8], [1, 3], 2),
    ([1, 6, 8], [1, 2, 4], 15 / 7),
]

for a, b, want in tests:
    got = solve(a, b)
    if got == want:
        print("ok   ", a, b, got)
    else:
        print("WRONG", a, b, "got", got, "want", want)
