'use strict';
// Generates the run-log fixtures tests/data/logs/* and their golden output
// tests/golden/logs.jsonl with CPython 3.12 (Pyodide) running tests/tools/check_log_reference.py.
// Deterministic (random.Random(7)). Run through scripts/regen-golden.
const fs = require('fs');
const path = require('path');
const { loadPyodide } = require('pyodide');

const ROOT = path.resolve(__dirname, '..', '..');
const LOGS = path.join(ROOT, 'tests', 'data', 'logs');

const MAKE_LOGS = String.raw`
import random
rng = random.Random(7)
def value():
    kind = rng.random()
    if kind < 0.3: return repr(rng.uniform(0, 50))
    if kind < 0.5: return repr(round(rng.uniform(0, 10), 1))
    if kind < 0.6: return str(rng.randint(0, 500))
    if kind < 0.7: return '%.3e' % rng.uniform(1e-6, 1e6)
    if kind < 0.8: return repr(rng.choice([0.1, 0.2, 0.3, 1e16, 1.0, 3.0]))
    return repr(rng.uniform(0, 1) * 10 ** rng.randint(-5, 5))
logs = {}
rows = ['step,weighted_sum,weight_sum']
for step in range(1, 21):
    for _ in range(rng.randint(1, 8)):
        rows.append('%d,%s,%s' % (step, value(), value()))
logs['steps.csv'] = '\n'.join(rows) + '\n'
logs['plain.tsv'] = 'weighted_sum\tweight_sum\n' + ''.join('%s\t%s\n' % (value(), value()) for _ in range(300))
logs['crlf-extra-columns.csv'] = 'loss,weighted_sum,lr,weight_sum\r\n' + ''.join(
    '%s,%s,0.001,%s\r\n' % (value(), value(), value()) for _ in range(50))
logs['python-float-forms.csv'] = ('weighted_sum,weight_sum\n 1_000.5 ,2\n-0.0,0\n+3,1e0\n.5,5.\nINF,1\n'
                                  '1e400,-1E400\n2,0.0\n0.1,0.1\n0.2,0.1\n0.3,0.1\n\n')
logs['nan.csv'] = 'weighted_sum,weight_sum\n1,2\nnan,1\n3,NaN\n'
logs['zero-mass.csv'] = 'step,weighted_sum,weight_sum\na,0,0\na,0.0,-0.0\nb,5,0\nb,0,0\n'
logs['tenths.csv'] = 'weighted_sum,weight_sum\n' + '0.1,0.1\n' * 10
logs
`;

(async () => {
  const py = await loadPyodide();
  py.FS.writeFile('/check_log_reference.py', fs.readFileSync(path.join(__dirname, 'check_log_reference.py'), 'utf8'));
  py.runPython("import sys; sys.path.insert(0, '/')");
  const logs = py.runPython(MAKE_LOGS).toJs();
  fs.mkdirSync(LOGS, { recursive: true });
  const golden = [];
  for (const [name, text] of logs) {
    fs.writeFileSync(path.join(LOGS, name), text);
    py.globals.set('log_text', text);
    const stdout = py.runPython('import check_log_reference; check_log_reference.check(log_text) + "\\n"');
    golden.push(JSON.stringify({ file: name, stdout }));
  }
  fs.writeFileSync(path.join(ROOT, 'tests', 'golden', 'logs.jsonl'), `${golden.join('\n')}\n`);
  console.log(`wrote ${golden.length} logs and tests/golden/logs.jsonl with CPython ${py.runPython('import sys; sys.version.split()[0]')}`);
})();
