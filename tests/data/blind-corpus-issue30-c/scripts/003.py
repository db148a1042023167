"""unittest suite for the accumulation fix.

The runner writes into a buffer so the (timing-dependent) unittest banner does
not leak; we print a deterministic summary instead.
"""
import io
import sys
import unittest


def solve(weighted_sums, weight_sums):
    weight_mass = sum(weight_sums)
    if weight_mass == 0:
        return 0.0
    return sum(weighted_sums) / weight_mass


N = 1


class TestWeightMassNormalization(unittest.TestCase):
    def test_unequal_weight_mass(self):
        self.assertEqual(solve([2 * N, 12 * N], [N, 3 * N]), 3.5)

    def test_unit_weights(self):
        self.assertEqual(solve([2 * N, 4 * N], [N, N]), 3)

    def test_one_batch(self):
        self.assertEqual(solve([9 * N], [3 * N]), 3)

    def test_zero_total_weight(self):
        self.assertEqual(solve([0], [0]), 0)

    def test_empty(self):
        self.assertEqual(solve([], []), 0)

    def test_zero_loss(self):
        self.assertEqual(solve([0, 8 * N], [N, 3 * N]), 2)

    def test_three_batches(self):
        self.assertEqual(solve([N, 6 * N, 8 * N], [1, 2, 4]), 15 * N / 7)

    def test_zero_mass_with_nonzero_numerator_is_zero(self):
        self.assertEqual(solve([5], [0]), 0)

    def test_returns_float(self):
        self.assertIsInstance(solve([2, 12], [1, 3]), float)


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(TestWeightMassNormalization)
    buf = io.StringIO()
    result = unittest.TextTestRunner(stream=buf, verbosity=2).run(suite)
    for test, _ in result.failures + result.errors:
        print("FAIL:", test.id())
    print(f"tests={result.testsRun} failures={len(result.failures)} errors={len(result.errors)}")
    sys.exit(0 if result.wasSuccessful() else 1)
