DEBUG = False


def solve(weighted_sums, weight_sums):
    num = 0.0
    den = 0.0
    for idx, (s, w) in enumerate(zip(weighted_sums, weight_sums)):
        num += s
        den += w
        if DEBUG:
            print(f"step {idx}: s={s} w={w} running={num}/{den}")
    if den == 0:
        return 0
    result = num / den
    if DEBUG:
        print(f"{result=}")
    return result
