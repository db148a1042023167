import math


def kahan(xs):
    total = 0.0
    c = 0.0
    for x in xs:
        y = x - c
        t = total + y
        c = (t - total) - y
        total = t
    return total


def solve(weighted_sums, weight_sums):
    mass = kahan(weight_sums)
    return kahan(weighted_sums) / mass if mass else 0.0


def naive(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


sums = [0.1] * 1000
weights = [1] * 1000
print("naive :", repr(naive(sums, weights)))
print("kahan :", repr(solve(sums, weights)))
print("fsum  :", repr(math.fsum(sums) / math.fsum(weights)))
print("close :", math.isclose(solve(sums, weights), 0.1, rel_tol=1e-15))
print("zero  :", solve([0.0], [0.0]))
