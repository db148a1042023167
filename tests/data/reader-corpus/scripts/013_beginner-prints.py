def solve(weighted_sums, weight_sums):
    total = 0
    count = 0
    for x in weighted_sums:
        total += x
    for w in weight_sums:
        count += w
    if count == 0:
        return 0
    return total / count


print("Testing my fix...")
a = solve([2, 12], [1, 3])
print("answer 1 is", a)
if a == 3.5:
    print("correct!")
else:
    print("wrong :(")
b = solve([0], [0])
print("answer 2 is", b)
c = solve([], [])
print("answer 3 is", c)
d = solve([1, 6, 8], [1, 2, 4])
print("answer 4 is", d)
print("done")
