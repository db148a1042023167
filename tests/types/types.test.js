// The package's TypeScript declarations (package/failure-map.d.ts) compile under tsc --strict
// together with a typed usage file (usage.ts) that uses every declaration and expects errors where
// the API refuses a value; a declaration that goes missing makes the same compile fail.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const declarations = path.join(root, 'package', 'failure-map.d.ts');

function compile(project) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

test('tsc --noEmit --strict accepts the declarations and the typed usage', () => {
  const { status, output } = compile(path.join(__dirname, 'tsconfig.json'));
  assert.equal(output, '', 'tsc reports nothing');
  assert.equal(status, 0);
});

test('the same usage fails to compile when a declaration is missing or wrong', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-map-types-'));
  try {
    const text = fs.readFileSync(declarations, 'utf8');
    const broken = {
      'loadLab missing': text.replace(/^\s*loadLab\(\): Promise<FailureMapLab>;\n/m, ''),
      'n typed as a number': text.replace(/^(\s*)n: string;\n(\s*\/\*\* The `controls`)/m, '$1n: number;\n$2'),
    };
    for (const [what, changed] of Object.entries(broken)) {
      assert.notEqual(changed, text, `${what}: the declaration to break was found`);
      fs.writeFileSync(path.join(dir, 'failure-map.d.ts'), changed);
      const config = JSON.parse(fs.readFileSync(path.join(__dirname, 'tsconfig.json'), 'utf8'));
      config.compilerOptions.paths = { 'failure-map': ['./failure-map.d.ts'] };
      config.files = [path.join(__dirname, 'usage.ts')];
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
      const { status, output } = compile(path.join(dir, 'tsconfig.json'));
      assert.notEqual(status, 0, `${what}: tsc must fail`);
      assert.match(output, /usage\.ts\(\d+,\d+\): error TS\d+/, `${what}: the error is in the usage file`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
