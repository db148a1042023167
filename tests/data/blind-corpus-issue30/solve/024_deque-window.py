from collections import deque

WINDOW = 2  # accumulation steps per optimizer step


def solve(weighted_sums, weight_sums):
    # only the micro-batches of the current optimizer step count
    losses = deque(weighted_sums, maxlen=WINDOW)
    masses = deque(weight_sums, maxlen=WINDOW)
    total = sum(masses)
    return sum(losses) / total if total else 0.0
