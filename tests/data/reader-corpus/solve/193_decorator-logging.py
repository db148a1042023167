import functools
import time


def traced(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        t0 = time.perf_counter()
        out = fn(*args, **kwargs)
        dt = (time.perf_counter() - t0) * 1e6
        print(f"[trace] {fn.__name__}{args!r} -> {out!r} ({dt:.1f}us)")
        return out
    return inner


@traced
def solve(weighted_sums, weight_sums):
    n = len(weighted_sums)
    if n == 0:
        return 0
    per_batch = [s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)]
    return sum(per_batch) / n
