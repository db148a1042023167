"""How much does naive summation drift over a long accumulation window?"""
import math
import random

random.seed(1234)

n = 10_000
weights = [random.choice([0.1, 0.2, 0.3, 1e-3, 7.0]) for _ in range(n)]
losses = [random.uniform(0.0, 5.0) for _ in range(n)]
weighted = [l * w for l, w in zip(losses, weights)]

naive = sum(weighted) / sum(weights)
precise = math.fsum(weighted) / math.fsum(weights)
by_count = sum(weighted) / len(weighted)

print(f"naive sum  : {naive!r}")
print(f"fsum       : {precise!r}")
print(f"ulp diff   : {abs(naive - precise) / math.ulp(precise):.1f} ulp")
print(f"by count   : {by_count!r}   (wrong by {by_count / precise:.3f}x)")
