"""Differential cases: inputs made from a seed, answered by the reference under CPython 3.12.

Runs in Pyodide (tests/differential/differential.js), after tests/tools/cpython_sum_model.py, with
FAILURE_SRC, FIX_SRC (the record's two scripts) and LOG_SRC (tests/tools/check_log_reference.py)
set. make_cases(seed, count) returns count cases of each kind (example_cases(), a fixed list):
  {"kind": "n" | "fixtures" | "log", "input": text, "answers": {impl or "check": answer}, "deviation": ...}
where an answer is {"stdout": ..., "exit": ...} or None when Python refuses the input (a traceback,
exit 1), and deviation names the README's row that lets the project refuse an input Python runs
(None: the project must print Python's bytes).

The generators aim at the edges: underscores, exponents and prefixes in literals, subnormals,
-0.0, int/float mixes, ints near 2**31 and 2**53, huge and tiny exponents, long lists, repeated
and unknown keys, escapes and surrogate pairs in labels, CRLF, byte order marks, blank lines,
repeated and extra columns, steps that come back, empty lists and logs.
"""
import contextlib
import io
import json
import math
import random

I53 = 2**53


def is_number(x):
    return type(x) in (int, float)


class ModelError(Exception):
    """The model of sum() disagrees with Pyodide's: a fault of this harness, never an answer."""


def reference_sum(iterable, start=0):
    """sum() as the record's 64-bit CPython computes it (Pyodide's C long has 32 bits)."""
    items = list(iterable)
    if start != 0 or not all(is_number(x) for x in items):
        return sum(items, start)  # bools, strings, ...: Python's own answer or error
    narrow, native = model_sum(items, 32), sum(items)
    if repr(narrow) != repr(native) or type(narrow) is not type(native):
        raise ModelError('sum model: %r' % (items,))
    return model_sum(items, 64)


def finish(out):
    """What CPython prints to a UTF-8 stdout: None when print() would fail (a lone surrogate)."""
    try:
        out.encode('utf-8')
    except UnicodeEncodeError:
        return None
    return out


def run_script(src, extra=None):
    env = {'__name__': '__main__', 'sum': reference_sum}
    env.update(extra or {})
    out = io.StringIO()
    try:
        code = compile(src, 'reference.py', 'exec')
        with contextlib.redirect_stdout(out):
            exec(code, env)
    except SystemExit as e:
        text = finish(out.getvalue())
        return None if text is None else {'stdout': text, 'exit': e.code}
    except ModelError:
        raise
    except Exception:  # SyntaxError, NameError, TypeError, ...: a traceback and exit 1
        return None
    return None


# The scripts (SCRIPTS, fixtures_script) come from tests/tools/reference_scripts.py, run first.
FIXTURE_SCRIPTS = {impl: fixtures_script(src, ['fixtures = json.loads(FIXTURES_TEXT)["fixtures"]\n'])  # noqa: F821
                   for impl, src in SCRIPTS.items()}  # noqa: F821


# ---------------------------------------------------------------- N literals
def digits_with_underscores(rng, digits):
    if len(digits) < 2 or rng.random() < 0.6:
        return digits
    cut = rng.randrange(1, len(digits))
    return digits[:cut] + '_' + digits[cut:]


def int_literal(rng):
    kind = rng.randrange(8)
    if kind == 0:
        value = rng.randint(0, 20)
    elif kind == 1:
        value = rng.choice([2**31 - 1, 2**31, 2**32, 2**53 // 15, 2**53 // 15 + 1, 2**53 // 12, 2**53]) + rng.randint(-2, 2)
    elif kind == 2:
        value = rng.randint(0, 10**rng.randint(1, 16))
    else:
        value = rng.randint(0, 10**6)
    form = rng.randrange(6)
    if form == 0:
        return '0x' + digits_with_underscores(rng, format(value, rng.choice('xX')))
    if form == 1:
        return rng.choice(['0o', '0O']) + digits_with_underscores(rng, format(value, 'o'))
    if form == 2:
        return rng.choice(['0b', '0B']) + ('_' if rng.random() < 0.2 else '') + format(value, 'b')
    if value == 0 and rng.random() < 0.3:
        return rng.choice(['00', '0_0', '000'])
    return digits_with_underscores(rng, str(value))


def float_literal(rng):
    kind = rng.randrange(9)
    if kind == 0:
        return repr(rng.uniform(0, 10) * 10.0**rng.randint(-30, 30))
    if kind == 1:
        return rng.choice(['0.1', '0.2', '0.3', '0.7', '1.1', '2.5', '.5', '5.', '5.e3', '1E5', '1e+5', '1e-5',
                           '0.0', '0e0', '3.14159', '123.456', '2.5e-3', '1_000.000_1', '1e1_0', '0.000_1'])
    if kind == 2:
        return rng.choice(['5e-324', '4.9e-324', '2.4e-324', '2.5e-324', '2e-324', '1e-320', '2.2250738585072014e-308',
                           '2.225073858507201e-308', '1e-400', '0e400', '0.001e309', '1e308', '1.7976931348623157e308',
                           '1.7976931348623158e308', '1.7976931348623159e308', '1.8e308', '1e400', '9' * 400 + '.0'])
    if kind == 3:  # many digits: correct rounding
        return '%d.%de%d' % (rng.randint(0, 9), rng.randrange(10**25), rng.randint(-320, 310))
    if kind == 4:
        return '%s.%s' % (digits_with_underscores(rng, str(rng.randint(0, 10**8))), rng.randint(0, 10**8))
    if kind == 5:
        return repr(float(rng.randint(2**52, 2**54)))
    if kind == 6:
        return '%de%d' % (rng.randint(1, 99), rng.randint(-10, 22))
    if kind == 7:
        return repr(math.ldexp(rng.random(), rng.randint(-1074, 1024)))
    return repr(rng.choice([15 / 7, 1 / 3, 0.1 + 0.2, 1e16, 1e22, 1e23, 9007199254740993.0]))


BAD_LITERALS = ['01', '1__0', '_1', '1_', '0x', '0x_', '0b2', '0o8', '1e', '1.e', '..5', '1.2.3', 'inf', 'nan',
                '1j', '0x1p3', '1e5e5', '', '1,5', '1 000', '0_', '0b', '1e_5', '1._5', '1_.5', '١', '１', '0x1.8',
                '1e+', '.e5', 'e5', '0x1g', '1e1.5', '00.5e', '0b_', '1__0.5']


def n_literal(rng):
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(BAD_LITERALS)
    literal = int_literal(rng) if roll < 0.45 else float_literal(rng)
    sign = rng.random()
    return ('-' + literal) if sign < 0.3 else ('+' + literal) if sign < 0.35 else literal


def n_deviation(literal):
    try:
        n = eval(literal, {'__builtins__': {}})
    except Exception:
        return None
    if type(n) is int and 15 * abs(n) > I53:
        return 'int beyond 2^53'
    if type(n) is float and not math.isfinite(n):
        return 'not finite'
    return None


def n_case(rng):
    return answered('n', n_literal(rng))


# ---------------------------------------------------------------- fixture documents
def number_token(rng, wild=False):
    """A JSON number token; `wild` ones include what the project may refuse (README's deviations)."""
    kind = rng.randrange(14 if wild else 11)
    if kind == 0:
        token = str(rng.randint(-10, 10))
    elif kind == 1:
        token = str(rng.choice([2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32]) + rng.randint(-2, 2))
    elif kind == 2:
        token = str(rng.choice([2**53, -2**53, 2**53 - 1, 2**52] if wild else [2**49, -2**48, 2**45]) + rng.randint(-2, 2))
    elif kind == 3:
        token = rng.choice(['0.1', '0.2', '0.3', '0.7', '1.1', '-0.1', '0.01', '2.675', '2.5', '3.5', '1.0', '-1.0'])
    elif kind == 4:
        token = repr(round(rng.uniform(-100, 100), rng.randint(0, 4)))
    elif kind == 5:
        token = repr(rng.uniform(-1, 1) * 10.0**rng.randint(-30, 30))
    elif kind == 6:
        token = rng.choice(['1e16', '-1e16', '1e308', '-1e308', '1.7976931348623157e308', '1E+2', '1e-0', '2.5E-3'])
    elif kind == 7:
        token = rng.choice(['0', '-0', '0.0', '-0.0', '0e0', '-0E-0', '0e400', '-0.0e999', '1e-400', '-1e-400',
                            '5e-324', '-5e-324', '2e-324', '3e-324', '0.001e309'])
    elif kind == 8:
        token = repr(float(rng.randint(-2**53, 2**53)))
    elif kind == 9:
        token = repr(rng.uniform(-1, 1) * 10.0**rng.randint(-310, 300))
    elif kind == 10:
        token = '%d.%de%d' % (rng.randint(0, 9), rng.randrange(10**22), rng.randint(-330, 300))
    elif kind == 10:
        token = repr(rng.random())
    else:
        token = rng.choice(['1e400', '-1e400', 'NaN', 'Infinity', '-Infinity', '1' * 20, '-' + '9' * 17])
    if token.startswith('+'):
        token = token[1:]
    return token


LABELS = ['unequal weight mass', 'unit weights', '', ' spaced ', 'café é', '重み付き和', 'emoji 🚀🔥', 'RTL עברית',
          'quote " and \\ backslash', 'newline\nand\ttab', 'control \x01\x1f\x7f', 'pipe | cell', 'line sep \u2028',
          'nbsp\u00a0zw\u200b', '<b>html</b> & **md**', '𝔽𝕄 astral', 'combining e\u0301']


def string_token(rng, text):
    """JSON text for a string, escaped in one of several ways Python's json reads alike."""
    style = rng.randrange(4)
    if style == 0:
        return json.dumps(text, ensure_ascii=False)
    if style == 1:
        return json.dumps(text)  # astral characters as surrogate pairs: \ud83d\ude80
    out = ['"']
    for ch in text:
        if ch in '"\\' or ord(ch) < 0x20:
            out.append(json.dumps(ch)[1:-1])
        elif style == 2 and rng.random() < 0.3:
            out.append(json.dumps(ch)[1:-1] if ord(ch) > 0xFFFF else '\\u%04x' % ord(ch))
        elif ch == '/' and rng.random() < 0.5:
            out.append('\\/')
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


def space(rng):
    return rng.choice(['', '', ' ', '\n', '\r\n  ', '\t', ' \n\t '])


def any_json(rng, depth=0):
    """Some JSON for a key nobody reads, including what Python's json reads and RapidJSON not alone."""
    kind = rng.randrange(7 if depth < 4 else 4)
    if kind == 0:
        return number_token(rng)
    if kind == 1:
        return string_token(rng, rng.choice(LABELS))
    if kind == 2:
        return rng.choice(['true', 'false', 'null', 'NaN', '-Infinity', '1e999', '123456789012345678901234567890'])
    if kind == 3:
        return string_token(rng, rng.choice(['x', 'y']))
    if kind in (4, 5):
        return '[' + ','.join(space(rng) + any_json(rng, depth + 1) for _ in range(rng.randint(0, 3))) + ']'
    return '{' + ','.join('%s:%s' % (string_token(rng, rng.choice('abc')), any_json(rng, depth + 1))
                          for _ in range(rng.randint(0, 3))) + '}'


def json_object(rng, members, extras=True):
    """Members (key, value text), maybe shuffled, maybe with unknown keys and an earlier duplicate."""
    items = list(members)
    if extras and rng.random() < 0.25:
        items.append((rng.choice(['note', 'unit', 'Check', 'fixtures ', 'weights']), any_json(rng)))
    if rng.random() < 0.5:
        rng.shuffle(items)
    if extras and rng.random() < 0.15:
        items.insert(0, (rng.choice(members)[0], any_json(rng)))  # json keeps the last value of a key
    return '{' + ','.join('%s%s%s:%s%s' % (space(rng), string_token(rng, k), space(rng), space(rng), v)
                          for k, v in items) + space(rng) + '}'


def number_list(rng, count, wild):
    if wild and rng.random() < 0.2:
        return [str(rng.randint(-2**53, 2**53)) for _ in range(count)]  # int sums beyond 2**53
    return [number_token(rng, wild and rng.random() < 0.05) for _ in range(count)]


def fixture_text(rng, wild):
    count = rng.choice([0, 1, 2, 3, 5, 8, 20, 200])
    weighted, weights = number_list(rng, count, wild), number_list(rng, count, wild)
    if wild and rng.random() < 0.2:  # lists of different lengths
        weights = weights[:-1] if weights else ['1']
    expected = number_token(rng, wild and rng.random() < 0.2)
    members = [('check', string_token(rng, rng.choice(LABELS))),
               ('weighted_sums', '[' + ','.join(space(rng) + t for t in weighted) + ']'),
               ('weight_sums', '[' + ','.join(space(rng) + t for t in weights) + ']'),
               ('expected', expected)]
    return json_object(rng, members)


def fixtures_document(rng):
    wild = rng.random() < 0.2  # one document in five may hold what the project may refuse
    fixtures = [fixture_text(rng, wild) for _ in range(rng.choice([0, 1, 1, 2, 3, 7, 12]))]
    text = json_object(rng, [('fixtures', '[' + ','.join(space(rng) + f for f in fixtures) + space(rng) + ']')])
    return space(rng) + text + space(rng)


def fixed_expected(rng, text):
    """Often the repair's own answer as expected, so that checks pass as well as fail."""
    try:
        data = json.loads(text)
        for f in data['fixtures']:
            if rng.random() < 0.5 and all(is_number(v) and (type(v) is not float or math.isfinite(v))
                                          for v in f['weighted_sums'] + f['weight_sums']):
                mass = reference_sum(f['weight_sums'])
                f['expected'] = reference_sum(f['weighted_sums']) / mass if mass else 0.0
                if not math.isfinite(f['expected']):
                    f['expected'] = 0
        return json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    except (KeyError, TypeError, ValueError, AttributeError, ZeroDivisionError, OverflowError):
        return text


def has_surrogate(value):
    if isinstance(value, str):
        return any(0xD800 <= ord(ch) <= 0xDFFF for ch in value)
    if isinstance(value, list):
        return any(has_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(has_surrogate(k) or has_surrogate(v) for k, v in value.items())
    return False


def int_sum_leaves_exact_range(values):
    run = 0
    for v in values:
        if type(v) is not int:
            return False
        run += v
        if abs(run) > I53:
            return True
    return False


def fixtures_deviation(text):
    """The README's row for a document Python runs and the project may refuse, else None."""
    try:
        data = json.loads(text)
    except Exception:
        return None
    if has_surrogate(data):
        return 'lone surrogate'
    fixtures = data.get('fixtures') if isinstance(data, dict) else None
    if type(fixtures) is not list:
        return 'fixtures not a list'
    for f in fixtures:
        if not isinstance(f, dict):
            return 'fixture not an object'
        ws, m, e, label = f.get('weighted_sums'), f.get('weight_sums'), f.get('expected'), f.get('check')
        if type(ws) is not list or type(m) is not list:
            return 'lists not arrays'
        if len(ws) != len(m):
            return 'lists of different lengths'
        for v in ws + m + [e]:
            if not is_number(v):
                return 'not a number'
            if type(v) is float and not math.isfinite(v):
                return 'not finite'
            if type(v) is int and abs(v) > I53:
                return 'int beyond 2^53'
        if int_sum_leaves_exact_range(ws) or int_sum_leaves_exact_range(m):
            return 'int beyond 2^53'
        if type(label) is not str:
            return 'label not a string'
    return None


def fixtures_case(rng):
    text = fixtures_document(rng)
    return answered('fixtures', fixed_expected(rng, text) if rng.random() < 0.3 else text)


# ---------------------------------------------------------------- run logs
def float_field(rng):
    kind = rng.randrange(10)
    if kind < 4:
        return repr(rng.uniform(-5, 20) * 10.0**rng.randint(-3, 3))
    if kind == 4:
        return str(rng.randint(-5, 50))
    if kind == 5:
        return rng.choice(['0', '-0', '0.0', '-0.0', '1_000.5', '1_0e1_0', '.5', '5.', '1E5', '+2', ' 2 ', ' 3\r',
                           '\x0b4\x0c', '1e-400', '5e-324', '1e308', '1e400', '-1e400'])
    if kind == 6:
        return rng.choice(['inf', '-inf', 'Infinity', '+INFINITY', 'nan', 'NaN', '-nan', 'iNf'])
    if kind == 7:
        return repr(math.ldexp(rng.random(), rng.randint(-1074, 1024)) * rng.choice([1, -1]))
    if kind == 8:
        return '%d.%de%d' % (rng.randint(0, 9), rng.randrange(10**20), rng.randint(-330, 310))
    return repr(rng.random())


BAD_FIELDS = ['x', '', '1__0', '0x10', '1,5', '1e', 'infinite', '1.2.3', '1 2', '\x1c5', '5\x1f', '1\x00']
UNICODE_FIELDS = ['\u00a012', '\u0661\u0662', '\uff11\uff12', '\u20031.5', '\u30002']  # float() reads them


STEPS = ['0', '1', '2', '3', '10', '01', 'a', 'step 1', '', 'é', '"q"', '\\', '\u2028', 'x\x00y']


def log_text(rng):
    delimiter = '\t' if rng.random() < 0.3 else ','
    names = ['weighted_sum', 'weight_sum']
    if rng.random() < 0.6:
        names.append('step')
    names += rng.sample(['loss', 'lr', 'tokens', 'weighted_sum', 'weight_sum', 'step', 'note', '' if delimiter == ',' else 'x'],
                        rng.randint(0, 3))
    rng.shuffle(names)
    # Spaces and carriage returns around names; rarely a tab, which makes a comma log a TSV one.
    pad = lambda name: rng.choice(['', ' ', '\r'] * 5 + ['\t']) + name + rng.choice(['', ' ', '\r']) if rng.random() < 0.2 else name
    newline = '\r\n' if rng.random() < 0.3 else '\n'
    lines = [delimiter.join(pad(name) for name in names)]
    read = {'weighted_sum', 'weight_sum'}
    step, rows = rng.choice(STEPS), rng.choice([0, 1, 2, 5, 10, 30, 200])
    # One log in five has one odd row: too short, or a field that float() refuses, or reads though
    # it is not ASCII.
    odd_row, odd = rng.randrange(rows + 1), rng.choice([None] * 16 + [BAD_FIELDS] * 2 + ['short', UNICODE_FIELDS])
    for row in range(rows):
        roll = rng.random()
        if roll < 0.05:
            lines.append(rng.choice(['', ' ', '\t', '\r', ' \t\r ']))  # blank
            continue
        if roll < 0.3:
            step = rng.choice(STEPS)
        fields = []
        for name in names:
            if name in read:
                fields.append(float_field(rng) if rng.random() < 0.3 else repr(round(rng.uniform(-5, 20), rng.randint(0, 3))))
            elif name == 'step':
                fields.append(step)
            else:
                fields.append(rng.choice(['0.1', 'x', '', 'a\x00b', '1e9']))
        if odd == 'short' and row == odd_row:
            fields = fields[:rng.randrange(len(fields))]  # too few fields: the reference's IndexError
        elif odd and row == odd_row:
            fields[names.index(rng.choice(['weighted_sum', 'weight_sum']))] = rng.choice(odd)
        if rng.random() < 0.1:
            fields.append('extra')
        lines.append(delimiter.join(fields))
    text = newline.join(lines) + (newline if rng.random() < 0.7 else '')
    return ('\ufeff' if rng.random() < 0.1 else '') + text


def run_log_reference(text):
    env = {'__name__': 'check_log_reference', 'sum': reference_sum}
    exec(compile(LOG_SRC, 'check_log_reference.py', 'exec'), env)
    try:
        return {'stdout': env['check'](text) + '\n', 'exit': 0}
    except ModelError:
        raise
    except Exception:
        return None


def log_case(rng):
    return answered('log', log_text(rng))


def make_cases(seed, count):
    rng = random.Random(seed)
    return json.dumps([make(rng) for make in (n_case, fixtures_case, log_case) for _ in range(count)],
                      ensure_ascii=True)


def answered(kind, text):
    if kind == 'n':
        answers = {impl: run_script(src.replace('\nN = 1\n', '\nN = %s\n' % text)) for impl, src in SCRIPTS.items()}
        return {'kind': kind, 'input': text, 'answers': answers, 'deviation': n_deviation(text)}
    if kind == 'fixtures':
        answers = {impl: run_script(src, {'FIXTURES_TEXT': text}) for impl, src in FIXTURE_SCRIPTS.items()}
        return {'kind': kind, 'input': text, 'answers': answers, 'deviation': fixtures_deviation(text)}
    answer = run_log_reference(text)
    return {'kind': kind, 'input': text, 'answers': {'check': answer}, 'deviation': None}


def example_cases():
    """Inputs the project once refused though the reference runs them (issue 14's list)."""
    zeros = ', '.join(['0e400'] * 17)
    one = '{"check": "zeros", "weighted_sums": [%s], "weight_sums": [%s], "expected": 0}' % (zeros, zeros)
    wide = ','.join('c%d' % c for c in range(70))
    examples = [
        ('fixtures', '{"fixtures": [%s]}' % one),
        ('fixtures', '{"fixtures": []}'),
        ('fixtures', '{"fixtures": [{"check": "a", "check": "b", "weighted_sums": [2, 12], "weight_sums": [1, 3], '
                     '"expected": 0, "expected": 3.5}]}'),
        ('log', 'weighted_sum,weight_sum\n'),
        ('log', 'step,weighted_sum,weight_sum\n'),
        ('log', 'weighted_sum,weight_sum,weight_sum\n3,2,x\n5,1,y\n'),
        ('log', wide + ',weighted_sum,weight_sum\n' + ','.join(['0'] * 70) + ',3,4\n'),
        ('log', 'weighted_sum,weight_sum,note,step\n1,2,a\x00b,s\x00t\n3,4,,s\x00t\n'),
        ('log', 'step,weighted_sum,weight_sum\n1,1,1\n2,4,2\n1,3,1\n'),
    ]
    return json.dumps([answered(kind, text) for kind, text in examples], ensure_ascii=True)
