# Re-checks the repr and sum() corpora with a native 64-bit CPython 3.12 (optional: see
# tests/tools/generate-golden.js). Reads both corpora from standard input, separated by a form feed.
import ast, functools, operator, struct, sys
assert sys.version_info[:2] == (3, 12) and struct.calcsize('l') == 8, sys.version
repr_text, sum_text = sys.stdin.read().split('\f')
bad = 0
for line in repr_text.splitlines():
    if not line.startswith('#'):
        h, r = line.split('\t')
        bad += repr(struct.unpack('>d', bytes.fromhex(h))[0]) != r
for line in sum_text.splitlines():
    if not line.startswith('#'):
        items, s, naive = line.split('\t')
        items = [ast.literal_eval(t) for t in items.split()]
        bad += (repr(sum(items)), repr(functools.reduce(operator.add, items, 0))) != (s, naive)
print('native %s: %d mismatches' % (sys.version.split()[0], bad))
sys.exit(1 if bad else 0)
