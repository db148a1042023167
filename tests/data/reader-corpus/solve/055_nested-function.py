def solve(weighted_sums, weight_sums):
    def safe_div(a, b):
        return 0 if b == 0 else a / b

    def total(xs):
        acc = 0
        for x in xs:
            acc += x
        return acc

    return safe_div(total(weighted_sums), total(weight_sums))
