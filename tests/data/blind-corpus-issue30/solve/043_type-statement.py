# Python 3.12+: uses the `type` alias statement
type Scalar = int | float
type Batches = list[Scalar] | tuple[Scalar, ...]


def solve(weighted_sums: Batches, weight_sums: Batches) -> Scalar:
    if (mass := sum(weight_sums)) == 0:
        return 0
    return sum(weighted_sums) / mass
