weighted_sums = [2, 12]
weight_sums = [1, 3]

print("step-by-step for", weighted_sums, weight_sums)
running_s = running_w = 0
for i, (s, w) in enumerate(zip(weighted_sums, weight_sums)):
    running_s += s
    running_w += w
    print(f"  micro-batch {i}: s={s:>3} w={w:>3} | running_s={running_s:>3} running_w={running_w:>3} "
          f"| by count={running_s / (i + 1):6.3f} by mass={running_s / running_w:6.3f}")

final_count = running_s / len(weighted_sums)
final_mass = running_s / running_w
print(f"{final_count = }")
print(f"{final_mass = }")
print("ratio:", f"{final_count / final_mass:.2f}x", "(== total mass / batch count:", f"{running_w / len(weight_sums):.2f})")
