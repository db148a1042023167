"""Reference for `failure-map check`'s values: the record's three solve() functions applied to a run's log.

Python standard library only; run with CPython 3.12 (its sum() is the one the record used).
The log is CSV or TSV with a header naming weighted_sum, weight_sum and optionally a step, loss and
rank column (the header may follow other lines, as in output captured with tee); values are read
with float(); rows of a step are consecutive. A row that cannot be read is skipped (the CLI names it
in its warnings); a row of a loss alone is the loss of the step before it; a log none of whose rows
can be read is an error. Prints the values as `failure-map check --format json` opens its answer (one JSON line).
"""
import json
import sys

STEP_NAMES = ('step', 'global_step', 'iteration', 'optimizer_step', 'trainer/global_step', 'train/global_step')
LOSS_NAMES = ('loss', 'train_loss', 'train/loss', 'training_loss')
HEADER_SEARCH_LINES = 200  # the header may follow a tee'd program's own lines
RANK_NAMES = ('rank', 'global_rank')


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


def unquote(field):
    field = field.strip(' \t\r')
    if len(field) >= 2 and field[0] == '"' and field[-1] == '"':
        field = field[1:-1].strip(' \t\r')
    return field


def split(line, delimiter):
    """line.split(delimiter), except that a field opening with a double quote runs to its closing
    quote ('""' inside is a quote), delimiters inside it included."""
    if '"' not in line:
        return line.split(delimiter)
    fields, start = [], 0
    while True:
        at = start
        if line[at:at + 1] == '"':
            at += 1
            while at < len(line):
                if line[at] == '"' and line[at + 1:at + 2] != '"':
                    break
                at += 2 if line[at] == '"' else 1
        end = line.find(delimiter, at)
        if end < 0:
            fields.append(line[start:])
            return fields
        fields.append(line[start:end])
        start = end + 1


def read_float(text, delimiter):
    # float() also reads Unicode digits and spaces ('١٢'); the CLI takes a log's numbers in ASCII
    # only and skips such a row (docs/cli.md's deviations), which this mirrors.
    if any(ord(ch) >= 128 for ch in text):
        raise ValueError(text)
    try:
        return float(text)
    except ValueError:
        # A ';'-separated spreadsheet export writes "0,93" for 0.93.
        if delimiter == ';' and text.count(',') == 1 and '.' not in text:
            return float(text.replace(',', '.'))
        raise


def find(names, wanted):
    lowered = [name.lower() if name.isascii() else name for name in names]  # the CLI folds ASCII case only
    for name in wanted:
        if name in lowered:
            return lowered.index(name)
    return None


def read_header(line):
    header = line.strip(' \t\r')
    delimiter = '\t' if '\t' in header else ';' if ';' in header and ',' not in header else ','
    names = [unquote(name) for name in split(header, delimiter)]
    if find(names, ['weighted_sum']) is None or find(names, ['weight_sum']) is None:
        return None
    return delimiter, names


def check(text):
    if text.startswith('\ufeff'):
        text = text[1:]
    lines = text.split('\n')
    for at in range(min(len(lines), HEADER_SEARCH_LINES)):
        header = read_header(lines[at])
        if header:
            break
    else:
        raise ValueError('line 1: the header needs the columns weighted_sum and weight_sum')
    delimiter, names = header
    weighted_column, weight_column = find(names, ['weighted_sum']), find(names, ['weight_sum'])
    step_column, loss_column, rank_column = find(names, STEP_NAMES), find(names, LOSS_NAMES), find(names, RANK_NAMES)
    needed = 1 + max(c for c in (weighted_column, weight_column, step_column, loss_column, rank_column) if c is not None)
    weighted_sums, weight_sums, steps, skipped = [], [], [], 0
    current, last = {}, None  # each rank's step; the step of the row before
    for line in lines[at + 1:]:
        if not line.strip(' \t\r'):
            continue
        fields = split(line, delimiter)
        loss = None
        if len(fields) >= needed and loss_column is not None and unquote(fields[loss_column]):
            try:
                loss = read_float(unquote(fields[loss_column]), delimiter)
            except ValueError:
                pass
        if len(fields) >= needed and not unquote(fields[weighted_column]) and not unquote(fields[weight_column]):
            # A logger's row of the loss alone: the loss of the step before it.
            if loss is not None and last is not None:
                steps[last][3].append(loss)
            continue
        try:
            if len(fields) < needed:
                raise ValueError('too few fields')
            s = read_float(unquote(fields[weighted_column]), delimiter)
            w = read_float(unquote(fields[weight_column]), delimiter)
        except ValueError:
            skipped += 1
            continue
        weighted_sums.append(s)
        weight_sums.append(w)
        step = unquote(fields[step_column]) if step_column is not None else ''
        rank = unquote(fields[rank_column]) if rank_column is not None else ''
        # A step is a run of rows with its label; with a rank column, of its rank's rows (ranks'
        # rows may interleave).
        at = current.get(rank) if rank_column is not None else (len(steps) - 1 if steps else None)
        if at is None or steps[at][0] != (rank, step):
            steps.append(((rank, step), [], [], []))
            at = current[rank] = len(steps) - 1
        steps[at][1].append(s)
        steps[at][2].append(w)
        if loss is not None:
            steps[at][3].append(loss)
        last = at
    if skipped and not weighted_sums:
        raise ValueError('no row could be read')
    out = {"batches": len(weighted_sums), "results": results(weighted_sums, weight_sums)}
    if step_column is not None:
        out["steps"] = []
        for (rank, step), s, w, losses in steps:
            entry = {"step": step}
            if rank_column is not None:
                entry["rank"] = rank
            entry.update({"batches": len(s), "results": results(s, w)})
            if loss_column is not None:
                entry["loss"] = sum(losses) if losses else None
            out["steps"].append(entry)
    return json.dumps(out, ensure_ascii=False)


if __name__ == '__main__':
    with open(sys.argv[1], encoding='utf-8', newline='') as log:
        print(check(log.read()))
