def neumaier_sum(values):
    s = 0.0
    c = 0.0
    for x in values:
        t = s + x
        if abs(s) >= abs(x):
            c += (s - t) + x
        else:
            c += (x - t) + s
        s = t
    return s + c


def solve(weighted_sums, weight_sums):
    mass = neumaier_sum(weight_sums)
    return neumaier_sum(weighted_sums) / mass if mass != 0.0 else 0.0
