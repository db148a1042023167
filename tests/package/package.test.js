// The npm package as an author gets it: build/dist/failure-map-<version>.tgz (scripts/package),
// unpacked. Its file list, its package.json, its bundles byte for byte those of build/web, its
// third-party notices against the link of this build, its types through its `exports`, and a page
// that loads failure-map.js from the unpacked package (failure-map-lab.js beside it) in headless
// Chromium, over http and from file://.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { spawnSync, execFileSync } = require('node:child_process');
const { launch, open, waitForState, readTables, assertClean } = require('../browser/support/browser');
const { startServer } = require('../browser/support/server');
const { linkedLibraries } = require('../../scripts/lib/wasm-link-trace');
const expected = require('../browser/support/expected');

const root = path.resolve(__dirname, '..', '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tarball = path.join(root, 'build', 'dist', `failure-map-${version}.tgz`);
const FILES = [
  'LICENSE', 'README.md', 'THIRD-PARTY-LICENSES.txt', 'custom-elements.json', 'failure-map-lab.js',
  'failure-map-python.js', 'failure-map-render.js', 'failure-map-tryfix.js', 'failure-map.css', 'failure-map.d.ts', 'failure-map.js', 'package.json',
  'docusaurus/index.js', 'docusaurus/loader.js', 'docusaurus/mdx-transform.js',
];

let site; // a folder laid out as an author's site: index.html and node_modules/failure-map/
let pkg; // the unpacked package
let manifest;

before(() => {
  assert.ok(fs.existsSync(tarball), `${tarball} is missing: run scripts/package`);
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-map-package-'));
  pkg = path.join(site, 'node_modules', 'failure-map');
  fs.mkdirSync(pkg, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', pkg, '--strip-components=1']);
  manifest = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
});

after(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

test('the tarball holds exactly the intended files, under package/', () => {
  const listed = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.deepEqual(listed.sort(), FILES.map((file) => `package/${file}`).sort());
});

test('package.json: name, version from the root package.json, licence, types, manifest, exports', () => {
  assert.equal(manifest.name, 'failure-map');
  assert.equal(manifest.version, version);
  assert.match(manifest.version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  assert.equal(manifest.license, 'MIT');
  assert.ok(manifest.description.length > 20, 'a description');
  assert.equal(manifest.private, undefined, 'the published manifest is not private');
  assert.equal(manifest.devDependencies, undefined, 'no dev dependencies');
  assert.equal(manifest.dependencies, undefined, 'nothing to install besides the package');
  assert.equal(manifest.types, './failure-map.d.ts');
  assert.equal(manifest.customElements, 'custom-elements.json');
  assert.deepEqual(Object.keys(manifest.exports).sort(),
    ['.', './custom-elements.json', './docusaurus', './failure-map-lab.js', './failure-map-python.js', './failure-map-render.js', './failure-map-tryfix.js',
      './failure-map.css', './failure-map.js', './package.json']);
  assert.equal(manifest.exports['.'].types, './failure-map.d.ts');
  // Every target of exports, main, types and customElements is a file of the package.
  const targets = [manifest.main, manifest.types, manifest.customElements];
  const walk = (value) => (typeof value === 'string' ? targets.push(value) : Object.values(value).forEach(walk));
  walk(manifest.exports);
  for (const target of targets) assert.ok(fs.statSync(path.join(pkg, target)).isFile(), `${target} is in the package`);
});

test('the bundles are byte for byte those of build/web; the declarations and manifest those of package/', () => {
  for (const [file, from] of [
    ['failure-map.js', 'build/web/failure-map.js'],
    ['failure-map-lab.js', 'build/web/failure-map-lab.js'],
    ['failure-map-tryfix.js', 'build/web/failure-map-tryfix.js'],
    ['failure-map-python.js', 'build/web/failure-map-python.js'],
    ['failure-map-render.js', 'build/web/failure-map-render.js'],
    ['failure-map.css', 'web/failure-map.css'],
    ['failure-map.d.ts', 'package/failure-map.d.ts'],
    ['custom-elements.json', 'build/web/custom-elements.json'],
    ['docusaurus/index.js', 'package/docusaurus/index.js'],
    ['README.md', 'README.md'],
    ['LICENSE', 'LICENSE'],
  ]) {
    assert.ok(fs.readFileSync(path.join(pkg, file)).equals(fs.readFileSync(path.join(root, from))), `${file} = ${from}`);
  }
  assert.match(fs.readFileSync(path.join(pkg, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) /);
});

test('under node, the package resolves through its exports and says its version', async () => {
  const FailureMap = require(pkg);
  assert.equal(require.resolve(pkg), path.join(pkg, 'failure-map.js'));
  assert.equal(FailureMap.version, version);
  const api = await FailureMap.load();
  assert.equal(api.run('repair').exitCode, 0);
  const lab = await FailureMap.loadLab(); // failure-map-lab.js beside failure-map.js
  assert.equal(lab.check('weighted_sum,weight_sum\n3,2\n').results.repair, '1.5');
  const fix = await FailureMap.loadTryfix(); // failure-map-python.js beside failure-map.js
  assert.equal(fix.solve(fix.solveStart(), { n: '1' }).report.implementation, 'yours');
  // failure-map-render.js beside failure-map.js: the CLI's bytes.
  const cli = spawnSync(path.join(root, 'build', 'native', 'failure-map'), ['render', '--n', '0.1', '--show', 'broken'], { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(await FailureMap.render({ n: '0.1', show: 'broken' }), cli.stdout);
});

test('THIRD-PARTY-LICENSES.txt names every library linked into each bundle, and quotes its sources verbatim', () => {
  const text = fs.readFileSync(path.join(pkg, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
  // Section headings: "<library> — in <bundle>[ and <bundle>]".
  const sections = {};
  for (const match of text.matchAll(/^={100}\n(.+?) — in (.+)\n/gm)) sections[match[1]] = match[2].split(' and ').sort();
  // The npm packages esbuild bundled (the editor's): "<name> <version> (npm, <licence>)".
  const bundled = JSON.parse(fs.readFileSync(path.join(root, 'build', 'bundled-packages.json'), 'utf8'));
  assert.ok(bundled['failure-map-tryfix.js'].includes('@codemirror/view'), 'the editor is bundled into failure-map-tryfix.js');
  for (const [bundle, names] of Object.entries(bundled)) {
    for (const name of names) {
      const { version: v, license } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
      const heading = `${name} ${v} (npm, ${license})`;
      assert.ok(sections[heading] && sections[heading].includes(bundle), `${heading}: a notice, in ${bundle}`);
      delete sections[heading];
    }
  }
  for (const match of text.matchAll(/^\[(node_modules\/[^\]]+)\]\n\n([\s\S]*?)\n\n-{100}\n/gm)) {
    assert.ok(fs.readFileSync(path.join(root, match[1]), 'utf8').includes(match[2]), `the passage quoted from ${match[1]} is in that file`);
  }
  const linked = linkedLibraries();
  const libraries = new Set(Object.values(linked).flatMap((bundle) => bundle.libraries));
  for (const needed of ['RapidJSON', 'Dragonbox', 'Emscripten', 'musl', 'libc++', 'libc++abi']) {
    assert.ok(libraries.has(needed), `the trace finds ${needed} (a trace that finds nothing cannot pass)`);
  }
  for (const library of libraries) {
    const bundles = Object.keys(linked).filter((bundle) => linked[bundle].libraries.includes(library)).sort();
    assert.deepEqual(sections[library], bundles, `${library}: the notices' bundles vs the link`);
  }
  assert.deepEqual(Object.keys(sections).sort(), [...libraries].sort(), 'no notice for a library that is not linked');

  // Each quotation "[file...]\n\n<text>\n\n----" is in the file it names.
  let quotes = 0;
  for (const match of text.matchAll(/^\[(?:the top of )?(\/[^\],]+(?:, \/[^\],]+)*)(?:, paragraph "[^"]+")?\]\n\n([\s\S]*?)\n\n-{100}\n/gm)) {
    for (const file of match[1].split(', ')) {
      assert.ok(fs.readFileSync(file, 'utf8').includes(match[2]), `the passage quoted from ${file} is in that file`);
    }
    quotes += 1;
  }
  assert.ok(quotes >= 15, `${quotes} quotations checked`);
  assert.match(text, /Apache License\s+Version 2\.0, January 2004/);
});

test('tsc resolves the types through the package\'s exports (node_modules/failure-map)', () => {
  const config = {
    compilerOptions: {
      strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext',
      lib: ['es2022', 'dom'], types: [],
    },
    files: ['usage.ts'],
  };
  fs.writeFileSync(path.join(site, 'tsconfig.json'), JSON.stringify(config));
  fs.copyFileSync(path.join(root, 'tests', 'types', 'usage.ts'), path.join(site, 'usage.ts'));
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', site, '--pretty', 'false'],
    { encoding: 'utf8' });
  assert.equal(`${result.stdout}${result.stderr}`.trim(), '');
  assert.equal(result.status, 0);
});

// ---- In the browser: a page that loads the package's failure-map.js with a plain script tag.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>failure-map from the package</title>
  <script src="node_modules/failure-map/failure-map.js" defer></script>
</head>
<body>
  <h1>From the package</h1>
  <failure-map-case n="1"></failure-map-case>
  <failure-map-training></failure-map-training>
  <failure-map-log></failure-map-log>
</body>
</html>
`;

async function waitForAttribute(page, selector, name, value, timeout = 20000) {
  const deadline = Date.now() + timeout;
  let seen = null;
  while (Date.now() < deadline) {
    seen = await page.evaluate(([sel, attr]) => document.querySelector(sel).getAttribute(attr), [selector, name]);
    if (seen === value) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${selector} did not reach ${name}=${value} within ${timeout} ms (${seen})`);
}

for (const over of ['http', 'file']) {
  test(`a page loading failure-map.js from the unpacked package renders the widget and both panels (${over})`, async () => {
    fs.writeFileSync(path.join(site, 'index.html'), PAGE);
    const browser = await launch();
    const server = over === 'http' ? await startServer({ root: site }) : null;
    try {
      const url = server ? server.url('index.html') : pathToFileURL(path.join(site, 'index.html')).href;
      const { page, log, close } = await open(browser, url);
      try {
        await waitForState(page);
        const tables = await readTables(page);
        assert.deepEqual(Object.keys(tables), ['broken', 'unsuccessful-fix', 'repair']);
        // The record's published tables, cell by cell.
        for (const [impl, golden] of [['broken', 'the_failure'], ['unsuccessful-fix', 'the_unsuccessful_fix']]) {
          const { caption, ...shown } = tables[impl];
          assert.ok(caption, `${impl} has a caption`);
          assert.deepEqual(shown.rows, expected.goldenTable(golden), impl);
        }
        assert.ok(tables.repair.rows.length === 7 && tables.repair.rows.every((row) => row.outcome === 'Passed'));
        await waitForAttribute(page, 'failure-map-training', 'data-state', 'ready');
        await waitForAttribute(page, 'failure-map-log', 'data-state', 'idle');
        const state = await page.evaluate(() => ({
          version: window.FailureMap.version,
          observed: Object.fromEntries(['failure-map-case', 'failure-map-training', 'failure-map-log']
            .map((tag) => [tag, [...customElements.get(tag).observedAttributes]])),
        }));
        assert.equal(state.version, version);
        // The manifest's attributes include every attribute the defined elements observe.
        const declared = Object.fromEntries(JSON.parse(fs.readFileSync(path.join(pkg, 'custom-elements.json'), 'utf8'))
          .modules.flatMap((m) => m.declarations).filter((d) => d.tagName)
          .map((d) => [d.tagName, d.attributes.map((a) => a.name)]));
        for (const [tag, names] of Object.entries(state.observed)) {
          for (const name of names) assert.ok(declared[tag].includes(name), `<${tag}> observes "${name}"; the manifest lists it`);
        }
        assert.ok(log.requests.some((r) => r.endsWith('/node_modules/failure-map/failure-map-lab.js')), 'the lab came from beside failure-map.js');
        assert.ok(!log.requests.some((r) => /\/failure-map-(tryfix|python)\.js$/.test(r)), 'no fix panel, so no interpreter or editor');
        assert.ok(!log.requests.some((r) => r.endsWith('/failure-map-render.js')), 'no FailureMap.render() call, so no renderer');
        await assertClean(page, log);
      } finally {
        await close();
      }
    } finally {
      await Promise.all([browser.close(), server && server.close()]);
    }
  });
}
