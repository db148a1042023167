class GradAccumFix:
    """Namespace for the corrected normalisation."""

    @staticmethod
    def normalise(num, den):
        return num / den if den != 0 else 0

    @classmethod
    def run(cls, weighted_sums, weight_sums):
        return cls.normalise(sum(weighted_sums), sum(weight_sums))


def solve(weighted_sums, weight_sums):
    return GradAccumFix.run(weighted_sums, weight_sums)
