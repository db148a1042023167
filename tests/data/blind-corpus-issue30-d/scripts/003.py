import unittest


def solve(weighted_sums, weight_sums):
    """Divide total weighted loss by total weight mass; zero mass -> 0."""
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


class RecordFixtures(unittest.TestCase):
    def test_unequal_weight_mass(self):
        self.assertEqual(solve([2, 12], [1, 3]), 3.5)

    def test_unit_weights(self):
        self.assertEqual(solve([2, 4], [1, 1]), 3)

    def test_one_batch(self):
        self.assertEqual(solve([9], [3]), 3)

    def test_zero_total_weight(self):
        self.assertEqual(solve([0], [0]), 0)

    def test_empty(self):
        self.assertEqual(solve([], []), 0)

    def test_zero_loss(self):
        self.assertEqual(solve([0, 8], [1, 3]), 2)

    def test_three_batches(self):
        self.assertEqual(solve([1, 6, 8], [1, 2, 4]), 15 / 7)


class ExtraCases(unittest.TestCase):
    def test_fractional_weights(self):
        self.assertAlmostEqual(solve([0.25, 0.5], [0.25, 0.25]), 1.5)

    def test_cancelling_mass_is_zero(self):
        self.assertEqual(solve([2, 3], [1, -1]), 0)

    def test_differs_from_batch_count(self):
        self.assertNotEqual(solve([2, 12], [1, 3]), sum([2, 12]) / 2)


if __name__ == "__main__":
    unittest.main(argv=["weight-mass-tests", "-v"])
