def solve(a, b):
    s = sum(b)
    return sum(a) / s if s else 0
