"""Ground truth kept next to (not inside) the logs, for checking my own labels.

For every optimizer step we record each micro-batch's true (weighted_sum,
weight_sum) and the objective the run actually backpropagated for the step
(sum of the per-micro-batch losses that went into .backward()).  verify()
then says which of the three normalisations the objective equals.
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TRUTH_DIR = os.path.join(HERE, "..", "truth")


def candidates(mbs):
    ws = [m[0] for m in mbs]
    wm = [m[1] for m in mbs]
    k = len(mbs)
    a = sum(ws) / k
    means = [s / n if n else float("nan") for s, n in zip(ws, wm)]
    b = sum(means) / k
    c = sum(ws) / sum(wm) if sum(wm) else float("nan")
    return a, b, c


class Truth:
    def __init__(self, name, normalisation):
        self.name = name
        self.normalisation = normalisation
        self.steps = []

    def add(self, key, mbs, objective):
        self.steps.append({"key": key, "mbs": [[float(s), float(n)] for s, n in mbs],
                           "objective": float(objective)})

    def save(self, quiet=False):
        os.makedirs(TRUTH_DIR, exist_ok=True)
        counts = {"a": 0, "b": 0, "c": 0, "none": 0, "nan": 0}
        rel_bc = []
        for st in self.steps:
            a, b, c = candidates(st["mbs"])
            st["a_failure"], st["b_unsuccessful_fix"], st["c_repair"] = a, b, c
            o = st["objective"]
            if math.isnan(o):
                counts["nan"] += 1
                continue
            hit = False
            for lab, v in (("a", a), ("b", b), ("c", c)):
                if not math.isnan(v) and abs(o - v) <= 1e-5 * max(1.0, abs(v)):
                    counts[lab] += 1
                    hit = True
            if not hit:
                counts["none"] += 1
            if not (math.isnan(b) or math.isnan(c)) and c:
                rel_bc.append(abs(b - c))
        with open(os.path.join(TRUTH_DIR, self.name + ".json"), "w") as f:
            json.dump({"file": self.name, "normalisation": self.normalisation,
                       "steps": self.steps}, f)
        if not quiet:
            mx = max(rel_bc) if rel_bc else float("nan")
            md = sorted(rel_bc)[len(rel_bc) // 2] if rel_bc else float("nan")
            print(f"[truth] {self.name:45s} {self.normalisation:17s} steps={len(self.steps):4d} "
                  f"match={counts} |b-c| median={md:.2e} max={mx:.2e}")
