// Generates the package's Custom Elements Manifest (build/web/custom-elements.json) from the JSDoc
// of the elements' classes in web/src (@summary, @tagname, @attr, @fires, @cssprop, @csspart, and
// the JSDoc of public getters and methods), read by @custom-elements-manifest/analyzer. The
// manifest describes what the package ships: its bundles, not web/src's modules; the elements'
// shared base class is private, so what they inherit from it is written into each element.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const src = path.join(root, 'web', 'src');
const out = path.join(root, 'build', 'web', 'custom-elements.json');
const BASE = 'shared/base-element.js';

// The bundles a page loads, in the order it loads them: the entry each is built from (see
// bundle-web.js), and what it is. An element belongs to the bundle whose entry defines it.
const BUNDLES = [
  {
    entry: 'main.js',
    file: 'failure-map.js',
    description: 'A classic script: sets the global FailureMap and defines <failure-map-case>; loads ' +
      'failure-map-lab.js (training and log panels) or failure-map-tryfix.js (the fix panel) from beside ' +
      'itself when a page shows one, failure-map-python.js (the interpreter) when a fix panel\'s reader first goes to the code ' +
      'or FailureMap.loadTryfix() is called, and failure-map-render.js when FailureMap.render() is called.',
    globals: [{ name: 'FailureMap', type: 'FailureMapStatic', description: 'The JS API: load(), loadLab(), loadTryfix(), render(), version.' }],
  },
  {
    entry: 'lab.js',
    file: 'failure-map-lab.js',
    description: 'The lab module (training model, log checker) and its two panels; ' +
      'loaded by failure-map.js, never on its own.',
    globals: [],
  },
  {
    entry: 'tryfix-entry.js',
    file: 'failure-map-tryfix.js',
    description: 'Loaded on demand by failure-map.js from beside itself for a page with <failure-map-tryfix>: ' +
      'the editor and the panel.',
    globals: [],
  },
  {
    entry: 'python-entry.js',
    file: 'failure-map-python.js',
    description: 'Loaded on demand by failure-map.js from beside itself when a fix panel\'s reader first goes to the code, ' +
      'or FailureMap.loadTryfix() is called: the Python interpreter. It defines no element.',
    globals: [],
  },
  {
    entry: 'render-entry.js',
    file: 'failure-map-render.js',
    description: 'Loaded on demand by failure-map.js from beside itself when FailureMap.render() is called: ' +
      'the renderer of static markup. It defines no element.',
    globals: [],
  },
];

const elementFiles = () => fs.readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, entry.name, 'element.js')))
  .map((entry) => `${entry.name}/element.js`).sort();

// A member the manifest shows: public (no leading underscore), of the instance.
const isPublic = (member) => !member.name.startsWith('_') && !member.static && member.name !== 'constructor';

// An item as the manifest shows it: descriptions on one line, and no link to the base class,
// which the manifest does not name.
function shown(item) {
  const { inheritedFrom, ...rest } = item;
  for (const key of ['summary', 'description']) if (rest[key]) rest[key] = rest[key].replace(/\s*\n\s*/g, ' ');
  return rest;
}

function elementDeclaration(declaration) {
  const element = {
    kind: 'class',
    name: declaration.name,
    tagName: declaration.tagName,
    customElement: true,
    superclass: { name: 'HTMLElement', package: 'global:' },
    summary: shown(declaration).summary,
    description: shown(declaration).description,
    attributes: (declaration.attributes || []).map(shown),
    members: (declaration.members || []).filter(isPublic).map(shown),
    // The base class's generic dispatch (an event named by a variable) is not an event of its own.
    events: (declaration.events || []).filter((event) => !event.inheritedFrom).map(shown),
    cssProperties: (declaration.cssProperties || []).map(shown),
    cssParts: (declaration.cssParts || []).map(shown),
  };
  for (const key of Object.keys(element)) if (element[key] === undefined) delete element[key];
  return element;
}

async function generate() {
  const { create, ts } = await import('@custom-elements-manifest/analyzer');
  const files = [BASE, ...elementFiles()];
  const modules = files.map((file) =>
    ts.createSourceFile(file, fs.readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.ES2022, true));
  const analyzed = create({ modules });

  const elements = analyzed.modules.filter((m) => m.path !== BASE)
    .flatMap((m) => (m.declarations || []).filter((d) => d.customElement && d.tagName));
  const bundleOf = (name) => BUNDLES.find(({ entry }) =>
    fs.readFileSync(path.join(src, entry), 'utf8').includes(`defineElement(${name})`));
  const unplaced = elements.filter((d) => !bundleOf(d.name)).map((d) => d.name);
  if (unplaced.length) throw new Error(`no bundle defines ${unplaced.join(', ')} (defineElement in an entry)`);

  const bundles = BUNDLES.map((bundle) => {
    const own = elements.filter((d) => bundleOf(d.name) === bundle);
    return {
      kind: 'javascript-module',
      path: bundle.file,
      description: bundle.description,
      declarations: [
        ...bundle.globals.map((g) => ({ kind: 'variable', name: g.name, type: { text: g.type }, description: g.description })),
        ...own.map(elementDeclaration),
      ],
      exports: [
        ...bundle.globals.map((g) => ({ kind: 'js', name: g.name, declaration: { name: g.name, module: bundle.file } })),
        ...own.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: bundle.file } })),
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: bundles };
}

if (require.main === module) {
  generate().then((manifest) => {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  }).catch((error) => {
    console.error(`custom-elements: ${error.message}`);
    process.exit(1);
  });
}

module.exports = { generate };
