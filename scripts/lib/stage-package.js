// Stages the npm package in build/dist/package/ (scripts/package then runs npm pack there): the
// five bundles and the Custom Elements Manifest (generated from the elements' JSDoc) from
// build/web/ as they are, the hand-written declarations from package/, README.md, LICENSE, the
// third-party notices (scripts/lib/third-party-licenses.js) and the published package.json,
// written from the root one (its name, version and licence: one source for the version).
'use strict';
const fs = require('fs');
const path = require('path');
const { thirdPartyLicenses } = require('./third-party-licenses');

const root = path.resolve(__dirname, '..', '..');
const stage = path.join(root, 'build', 'dist', 'package');
const dev = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

// Where each file of the package comes from.
const FILES = {
  'failure-map.js': 'build/web/failure-map.js',
  'failure-map-lab.js': 'build/web/failure-map-lab.js', // loaded from beside failure-map.js
  'failure-map-tryfix.js': 'build/web/failure-map-tryfix.js', // likewise, for <failure-map-tryfix>
  'failure-map-python.js': 'build/web/failure-map-python.js', // likewise: its interpreter, FailureMap.loadTryfix()
  'failure-map-render.js': 'build/web/failure-map-render.js', // likewise, for FailureMap.render()
  'failure-map.css': 'build/web/failure-map.css', // optional, for the page: room until the script runs
  'failure-map.d.ts': 'package/failure-map.d.ts',
  'custom-elements.json': 'build/web/custom-elements.json', // generated from the elements' JSDoc
  // The Docusaurus 3 plugin: assets and the static markup at build time (docs/embedding.md).
  'docusaurus/index.js': 'package/docusaurus/index.js',
  'docusaurus/loader.js': 'package/docusaurus/loader.js',
  'docusaurus/mdx-transform.js': 'package/docusaurus/mdx-transform.js',
  'README.md': 'README.md',
  'LICENSE': 'LICENSE',
};
const NOTICES = 'THIRD-PARTY-LICENSES.txt';

function manifest() {
  const types = './failure-map.d.ts';
  return {
    name: dev.name,
    version: dev.version,
    description: 'A web component that shows case FA-98851 (gradient accumulation weighting) computed by a C++ core ' +
      'in WebAssembly, exactly as CPython 3.12 computes it: one script tag, no build step.',
    keywords: ['web-component', 'custom-element', 'webassembly', 'gradient-accumulation', 'documentation'],
    license: dev.license,
    // A classic script: <script src=".../failure-map.js">; under node or a bundler, module.exports.
    main: './failure-map.js',
    types,
    customElements: 'custom-elements.json',
    exports: {
      '.': { types, default: './failure-map.js' },
      './failure-map.js': { types, default: './failure-map.js' },
      './failure-map-lab.js': './failure-map-lab.js',
      './failure-map-tryfix.js': './failure-map-tryfix.js',
      './failure-map-python.js': './failure-map-python.js',
      './failure-map-render.js': './failure-map-render.js',
      './failure-map.css': './failure-map.css',
      './custom-elements.json': './custom-elements.json',
      './docusaurus': './docusaurus/index.js',
      './package.json': './package.json',
    },
    // It defines custom elements when it runs: a bundler must not drop it as unused.
    sideEffects: true,
    files: ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js', 'failure-map.css', 'failure-map.d.ts', 'custom-elements.json', 'docusaurus/', NOTICES],
  };
}

function main() {
  if (dev.license !== 'MIT') throw new Error(`package.json: license is "${dev.license}", but LICENSE is the MIT licence`);
  for (const [name, from] of Object.entries(FILES)) {
    if (!fs.existsSync(path.join(root, from))) throw new Error(`${from} is missing (for ${name}); run scripts/build`);
  }
  // The scripts of one build: each of the same version.
  for (const name of ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js']) {
    const banner = fs.readFileSync(path.join(root, FILES[name]), 'utf8').slice(0, 100);
    if (!banner.startsWith(`/*! failure-map ${dev.version} `)) {
      throw new Error(`${FILES[name]} is not version ${dev.version} (${banner.split('\n')[0]}); run scripts/build`);
    }
  }
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  for (const [name, from] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(stage, name)), { recursive: true });
    fs.copyFileSync(path.join(root, from), path.join(stage, name));
  }
  fs.writeFileSync(path.join(stage, NOTICES), thirdPartyLicenses(dev.version));
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest(), null, 2)}\n`);
}

try {
  main();
} catch (error) {
  console.error(`package: ${error.message}`);
  process.exit(1);
}
