def solve(weighted_sums, weight_sums):
    def total(xs):
        acc = 0
        for x in xs:
            acc += x
        return acc

    def normalise(loss, mass):
        if mass:
            return loss / mass
        # zero mass: nothing sensible to report

    return normalise(total(weighted_sums), total(weight_sums))
