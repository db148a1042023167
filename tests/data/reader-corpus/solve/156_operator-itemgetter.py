import operator


def solve(weighted_sums, weight_sums):
    pairs = list(zip(weighted_sums, weight_sums))
    total_s = sum(map(operator.itemgetter(0), pairs))
    total_w = sum(map(operator.itemgetter(1), pairs))
    if total_s == 0:
        return 0
    # mass per unit of loss... then invert at the call site
    return operator.truediv(total_w, total_s)
