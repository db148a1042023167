"""builtin sum() of CPython 3.12 modelled for a C long of any width, in Python.

Pyodide (CPython for wasm32) has a 32-bit C long, the record's CPython a 64-bit one; sum() keeps
ints in a C long, so for lists that mix floats with ints beyond +-2**31 the two differ. Callers
prove the model against Pyodide's own sum() at 32 bits and use its 64-bit answer. Shared by
tests/tools/generate-golden.js and tests/differential/cases.py (both run it in Pyodide).
"""
import math


def model_sum(items, long_bits):
    """CPython 3.12 builtin_sum_impl (Python/bltinmodule.c), start 0, for a C long of long_bits."""
    lo, hi = -2**(long_bits - 1), 2**(long_bits - 1) - 1
    it, i = iter(items), 0
    for x in it:  # integer fast path
        if type(x) is int and lo <= x <= hi and (x <= hi - i if i >= 0 else x >= lo - i):
            i += x
            continue
        result = i + x
        break
    else:
        return i
    if type(result) is float:  # float path: Neumaier compensation, small ints added as doubles
        f, c = result, 0.0
        for x in it:
            if type(x) is float:
                t = f + x
                c += (f - t) + x if abs(f) >= abs(x) else (x - t) + f
                f = t
            elif lo <= x <= hi:
                f += float(x)
            else:
                result = (f + c if c and math.isfinite(c) else f) + x
                break
        else:
            return f + c if c and math.isfinite(c) else f
    for x in it:  # generic path
        result = result + x
    return result
