// The declarations against what the built bundle really answers: every key of a real answer is a
// member of its declared interface, and every required member is there. tsc cannot see this (the
// answers are JSON from the C++ core), so a field the core adds, renames or drops fails here.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const declarations = fs.readFileSync(path.join(root, 'package', 'failure-map.d.ts'), 'utf8');
const FailureMap = require(path.join(root, 'build', 'web', 'failure-map.js'));

// interface name -> {required: [...], optional: [...]}, from "export interface X {" blocks.
function members(name) {
  const block = new RegExp(`export interface ${name}(?: extends [^{]+)? \\{\\n([\\s\\S]*?)\\n  \\}`).exec(declarations);
  assert.ok(block, `interface ${name} is declared`);
  const required = [];
  const optional = [];
  for (const match of block[1].matchAll(/^ {4}(?:readonly )?'?([\w-]+)'?(\?)?: /gm)) (match[2] ? optional : required).push(match[1]);
  assert.ok(required.length + optional.length > 0, `interface ${name} has members`);
  return { required, optional };
}

function assertShape(value, name, extra = []) {
  const { required, optional } = members(name);
  const keys = Object.keys(value);
  for (const key of keys) assert.ok([...required, ...optional, ...extra].includes(key), `${name}: the answer's "${key}" is not declared`);
  for (const key of required) assert.ok(keys.includes(key), `${name}: the declared "${key}" is missing from the answer`);
}

test('FailureMapApi answers have the declared shapes', async () => {
  const api = await FailureMap.load();
  for (const impl of api.implementations()) assertShape(impl, 'Implementation');
  const report = api.run('repair', { n: '0.1' });
  assertShape(report, 'Report');
  for (const observation of report.observations) assertShape(observation, 'Observation');
  const explored = api.explore({ n: '0.1', mode: 'tolerance', tolerance: '1e-9' });
  assertShape(explored, 'Exploration');
  for (const fixture of explored.fixtures) assertShape(fixture, 'FixtureFields');
  for (const each of explored.reports) assertShape(each, 'Report');
  const record = api.record();
  assertShape(record, 'CaseRecord');
  for (const impl of record.implementations) {
    assertShape(impl, 'Implementation', ['python', 'solve', 'sha256', 'loop']);
    assertShape(impl.loop, 'LoopCode');
  }
  assertShape(api.readFragment('#n=0.1&mode=tolerance&tolerance=1e-9'), 'FragmentState');
  assert.throws(() => api.run('repair', { n: 'x' }), (error) => error.field === 'n');
});

test('FailureMapLab answers have the declared shapes', async () => {
  const lab = await FailureMap.loadLab();
  const trained = lab.train({ accum: '4', steps: '5' });
  assertShape(trained, 'TrainingResult');
  assertShape(trained.run, 'TrainingRun');
  assertShape(trained.sweep, 'TrainingSweep');
  assert.equal(lab.train({}, { sweep: false }).sweep, null);
  const checked = lab.check('step,weighted_sum,weight_sum,loss\n1,3,2,1\n1,1,1,\n2,1,0,0.5\nx,y\n');
  assertShape(checked, 'LogCheck');
  assertShape(checked.results, 'NormalisationResults');
  assertShape(checked.relative_error, 'RelativeErrors');
  assertShape(checked.error_percent, 'ErrorPercents');
  assertShape(checked.verdict, 'LogVerdict');
  for (const ref of [...checked.verdict.differing, ...checked.errors.broken.worst]) assertShape(ref, 'LogStepRef');
  assertShape(checked.errors.broken, 'LogStepErrors');
  assertShape(checked.errors['unsuccessful-fix'], 'LogStepErrors');
  assertShape(checked.weighting, 'LogWeighting');
  assertShape(checked.zero_mass, 'LogZeroMass');
  assert.ok(checked.warnings.length > 0, 'the unreadable row is a warning');
  for (const warning of checked.warnings) assertShape(warning, 'LogWarning');
  assertShape(checked.codes, 'NormalisationResults');
  for (const step of checked.steps) {
    assertShape(step, 'LogStep');
    assertShape(step.results, 'NormalisationResults');
  }
  const plain = lab.check('weighted_sum,weight_sum\n3,2\n');
  assertShape(plain, 'LogCheck');
  assert.equal(plain.steps, undefined, 'no steps without a step column (declared optional)');
  assertShape(JSON.parse(await FailureMap.render({ format: 'json', prose: 'none', why: 'none' })), 'RenderedEmbed');
});

test('FailureMapTryfix answers have the declared shapes', async () => {
  const fix = await FailureMap.loadTryfix();
  const solved = fix.solve(fix.solveStart(), { n: '1' });
  assertShape(solved, 'SolveResult');
  assertShape(solved.report, 'Report');
  assertShape(fix.solve('def solve(a, b):\n    return a[0] / 0\n').error, 'SolveError');
  const ran = fix.exec('print(1)\n');
  assertShape(ran, 'ExecResult');
  assertShape(fix.exec('x = [1]\nprint(x[3])\n').error, 'SolveError');
});
