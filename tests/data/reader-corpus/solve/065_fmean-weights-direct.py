from statistics import fmean, StatisticsError


def solve(weighted_sums, weight_sums):
    # fmean(xs, weights=ws) = sum(x*w)/sum(w). With x = s/w it collapses to sum(s)/sum(w).
    xs = []
    ws = []
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            xs.append(s / w)
            ws.append(w)
    try:
        return fmean(xs, weights=ws)
    except (StatisticsError, ZeroDivisionError):
        return 0
