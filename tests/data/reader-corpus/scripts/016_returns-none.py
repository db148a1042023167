def solve(weighted_sums, weight_sums):
    try:
        return sum(weighted_sums) / sum(weight_sums)
    except:
        return None


for s, w in [([2, 12], [1, 3]), ([0], [0]), ([], []), ([1, 6, 8], [1, 2, 4])]:
    r = solve(s, w)
    if r is None:
        print(s, w, "-> None (division by zero?)")
    else:
        print(s, w, "->", r)
