import io
import sys
import unittest


def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return 0.0
    return sum(weighted_sums) / total


class SolveTests(unittest.TestCase):
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


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(SolveTests)
    result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(suite)
    for test, _ in result.failures + result.errors:
        print("FAIL", test.id().rsplit(".", 1)[-1])
    print(f"ran={result.testsRun} failures={len(result.failures)} errors={len(result.errors)}")
    sys.exit(not result.wasSuccessful())
