from fractions import Fraction as F

sums = [F(1), F(6), F(8)]
weights = [F(1), F(2), F(4)]

by_count = sum(sums) / len(sums)
mean_of_means = sum(s / w for s, w in zip(sums, weights)) / len(sums)
by_mass = sum(sums) / sum(weights)

for label, value in [("by count", by_count), ("mean of means", mean_of_means), ("by mass", by_mass)]:
    print(f"{label:<14} = {str(value):>6} ≈ {float(value):.6f}")

print("float(by_mass) == 15/7 ->", float(by_mass) == 15 / 7)
