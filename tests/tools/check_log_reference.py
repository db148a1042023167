"""Reference for `failure-map check`: the record's three solve() functions applied to a run's log.

Python standard library only; run with CPython 3.12 (its sum() is the one the record used).
The log is CSV or TSV with a header naming weighted_sum, weight_sum and optionally step; values
are read with float(); rows of a step are consecutive. Prints one JSON line.
"""
import json
import sys


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def unsuccessful_fix(weighted_sums, weight_sums):
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))


def repair(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


def results(weighted_sums, weight_sums):
    return {"broken": broken(weighted_sums, weight_sums),
            "unsuccessful-fix": unsuccessful_fix(weighted_sums, weight_sums),
            "repair": repair(weighted_sums, weight_sums)}


def check(text):
    if text.startswith('\ufeff'):
        text = text[1:]
    lines = text.split('\n')
    header = lines[0].strip(' \t\r')
    delimiter = '\t' if '\t' in header else ','
    names = [name.strip(' \t\r') for name in header.split(delimiter)]
    weighted_column, weight_column = names.index('weighted_sum'), names.index('weight_sum')
    step_column = names.index('step') if 'step' in names else None
    weighted_sums, weight_sums, steps = [], [], []
    for line in lines[1:]:
        if not line.strip(' \t\r'):
            continue
        fields = line.split(delimiter)
        s, w = float(fields[weighted_column]), float(fields[weight_column])
        weighted_sums.append(s)
        weight_sums.append(w)
        if step_column is not None:
            step = fields[step_column].strip(' \t\r')
            if not steps or steps[-1][0] != step:
                steps.append((step, [], []))
            steps[-1][1].append(s)
            steps[-1][2].append(w)
    out = {"batches": len(weighted_sums), "results": results(weighted_sums, weight_sums)}
    if step_column is not None:
        out["steps"] = [{"step": step, "batches": len(s), "results": results(s, w)} for step, s, w in steps]
    return json.dumps(out, ensure_ascii=False)


if __name__ == '__main__':
    with open(sys.argv[1], encoding='utf-8', newline='') as log:
        print(check(log.read()))
