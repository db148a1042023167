import io
import sys
import unittest


def solve(weighted_sums, weight_sums):
    total_weight = float(sum(weight_sums))
    if total_weight == 0.0:
        return 0.0
    return float(sum(weighted_sums)) / total_weight


class TestWeightedAccumulation(unittest.TestCase):
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

    def test_matches_single_big_batch(self):
        # two micro-batches of per-example (loss, weight) pairs
        examples = [(1.0, 2.0), (3.0, 1.0), (5.0, 0.5), (2.0, 4.0)]
        mb1, mb2 = examples[:2], examples[2:]
        ws = [sum(l * w for l, w in mb) for mb in (mb1, mb2)]
        w = [sum(w for _, w in mb) for mb in (mb1, mb2)]
        full = sum(l * w for l, w in examples) / sum(w for _, w in examples)
        self.assertAlmostEqual(solve(ws, w), full, places=12)


if __name__ == "__main__":
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(TestWeightedAccumulation)
    result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(suite)
    for test, tb in result.failures + result.errors:
        print("FAILED:", test.id().rsplit(".", 1)[-1])
    print(f"ran={result.testsRun} failures={len(result.failures)} errors={len(result.errors)}")
    sys.exit(0 if result.wasSuccessful() else 1)
