"""Independent sanity check of the generated logs (not the tool under test).

For each log: group contiguous rows by step, compute the three normalisations
(a) failure, (b) unsuccessful fix, (c) repair per micro-batch and per step, and
report how closely the logged loss matches each (median / max relative error),
plus how far (b) and (c) are apart on this data.
"""
import csv, json, math, os, sys, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")


def load(path, cols):
    with open(path, newline="") as fh:
        head = fh.read(4096); fh.seek(0)
        delim = "\t" if head.count("\t") > head.count(",") else ","
        rows = list(csv.DictReader(fh, delimiter=delim))
    m = {"step": "step", "weighted_sum": "weighted_sum", "weight_sum": "weight_sum", "loss": "loss"}
    m.update(cols or {})
    out = []
    for r in rows:
        try:
            st = r[m["step"]]
            ws = float(r[m["weighted_sum"]]); w = float(r[m["weight_sum"]])
        except (KeyError, ValueError, TypeError):
            continue
        l = r.get(m["loss"], "")
        out.append((st, ws, w, float(l) if l not in ("", None) else None))
    return out


def groups(rows):
    gs, cur, last = [], [], object()
    for r in rows:
        if r[0] != last and cur:
            gs.append(cur); cur = []
        cur.append(r); last = r[0]
    if cur:
        gs.append(cur)
    return gs


def rel(x, y):
    return abs(x - y) / max(abs(y), 1e-30)


def check(path, cols):
    rows = load(path, cols)
    if not rows:
        return {"error": "no usable rows"}
    gs = groups(rows)
    errs = {"a": [], "b": [], "c": []}
    bc_gap = []
    mode = None
    multi = [g for g in gs if len(g) > 1 and all(r[3] is not None for r in g)]
    repeated = bool(multi) and all(len(set(r[3] for r in g)) == 1 for g in multi)
    for g in gs:
        K = len(g); S = sum(r[1] for r in g); W = sum(r[2] for r in g)
        q = lambda a, b: a / b if b else 0.0
        A, B, C = S / K, sum(q(r[1], r[2]) for r in g) / K, q(S, W)
        bc_gap.append(rel(B, C))
        losses = [r[3] for r in g]
        present = [l for l in losses if l is not None]
        if not present:
            continue
        if (len(present) == 1 and K > 1) or (len(present) == K and K > 1 and repeated):
            mode = "step"
            L = present[-1]
            errs["a"].append(rel(L, A)); errs["b"].append(rel(L, B)); errs["c"].append(rel(L, C))
        else:
            mode = "micro"
            for (st, ws, w, l) in g:
                if l is None:
                    continue
                errs["a"].append(rel(l, ws / K)); errs["b"].append(rel(l, q(ws, w) / K)); errs["c"].append(rel(l, q(ws, W)))
    res = {"rows": len(rows), "steps": len(gs), "mode": mode,
           "K": sorted(set(len(g) for g in gs)),
           "b_vs_c_gap_median": statistics.median(bc_gap), "b_vs_c_gap_max": max(bc_gap)}
    for k, v in errs.items():
        if v:
            res[k] = (f"{statistics.median(v):.2e}", f"{max(v):.2e}")
    return res


if __name__ == "__main__":
    man = json.load(open(os.path.join(ROOT, "manifest.json"))) if len(sys.argv) == 1 else \
        [{"file": sys.argv[1], "columns": json.loads(sys.argv[2]) if len(sys.argv) > 2 else None}]
    for e in man:
        p = os.path.join(ROOT, "logs", e["file"])
        try:
            r = check(p, e.get("columns"))
        except Exception as ex:  # noqa
            r = {"error": repr(ex)}
        print(e["file"], e.get("normalisation", ""), e.get("expected", ""))
        print("   ", r)
