"""The record's two reference scripts and the repair made from the first, as the golden generator
(tests/tools/golden_generator.py) and the differential cases (tests/differential/cases.py) run
them. Needs FAILURE_SRC and FIX_SRC (the scripts' text) set before it runs.

The repair is the failure's script with its return line replaced by the case contract ("Divide by
total weight mass; zero mass yields zero"): the record holds the repaired source back.
"""
OLD_RETURN = '    return sum(weighted_sums) / max(1,len(weighted_sums))\n'
NEW_RETURN = '    mass = sum(weight_sums)\n    return sum(weighted_sums) / mass if mass else 0.0\n'
assert FAILURE_SRC.count(OLD_RETURN) == 1 and FAILURE_SRC.count('\nN = 1\n') == 1  # noqa: F821
SCRIPTS = {'broken': FAILURE_SRC, 'unsuccessful-fix': FIX_SRC,  # noqa: F821
           'repair': FAILURE_SRC.replace(OLD_RETURN, NEW_RETURN)}  # noqa: F821


def fixtures_script(src, load_fixtures):
    """The script with its seven check() calls replaced by one per fixture of a document.
    load_fixtures: the lines that set `fixtures` to the document's list."""
    lines = src.splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith('check('))
    body = [line for line in lines if not line.startswith('check(')]
    body[first:first] = load_fixtures + [
        'for f in fixtures:\n',
        '    check(f["check"], solve(f["weighted_sums"], f["weight_sums"]), f["expected"])\n']
    return ''.join(body)
