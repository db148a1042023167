def solve(weighted_sums, weight_sums):
    avg = None
    for s, w in zip(weighted_sums, weight_sums):
        if not w:
            continue
        batch_mean = s / w
        avg = batch_mean if avg is None else (avg + batch_mean) / 2
    return 0.0 if avg is None else avg
