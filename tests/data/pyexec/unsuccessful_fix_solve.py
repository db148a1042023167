"""Failure Map reference implementation. Python standard library only."""
import json
N = 1
observations = []
def solve(weighted_sums, weight_sums):
    return sum(s / w for s,w in zip(weighted_sums,weight_sums) if w) / max(1,len(weighted_sums))
