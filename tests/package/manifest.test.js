// package/custom-elements.json (the Custom Elements Manifest, written by hand: the public surface
// of the two bundles, whose elements share a private base class that the manifest does not name)
// against the code it describes, read from web/src and bundle-web.js as they are now: tags and
// their bundles, attributes, public members, events, CSS custom properties and parts. When an
// element or its style sheets change, this fails until the manifest follows.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const manifest = JSON.parse(read('package/custom-elements.json'));
const bundler = read('scripts/lib/bundle-web.js');
const sorted = (values) => [...new Set(values)].sort();

// A module's relative imports, as web/src-relative paths.
const importsOf = (file) => [...read(file).matchAll(/^import .* from '(\.[^']+)';$/gm)]
  .map((m) => path.posix.join(path.posix.dirname(file), m[1]));

// The public members the elements inherit from their base class (applyTheme).
const BASE = 'web/src/shared/base-element.js';
const baseText = read(BASE);
const baseBody = baseText.slice(baseText.indexOf('export class FailureMapElement'), baseText.indexOf('\n}\n', baseText.indexOf('export class FailureMapElement')));

// The source file of each element: the web/src/*/element.js that declares its tag.
const ELEMENT_FILES = ['web/src/case/element.js', 'web/src/training/element.js', 'web/src/log/element.js', 'web/src/tryfix/element.js'];
const elementSources = ELEMENT_FILES.map((file) => {
  const text = read(file);
  const tag = /^ {2}static tag = '([a-z-]+)';/m.exec(text);
  assert.ok(tag, `${file}: static tag = '...' not found`);
  const declared = /^export class (\w+) extends FailureMapElement \{/m.exec(text);
  assert.ok(declared, `${file}: export class ... extends FailureMapElement not found`);
  const className = declared[1];
  const start = declared.index;
  const end = text.indexOf('\n}\n', start); // the class's closing brace
  // The element's folder: constants it imports (FIELDS) are looked up there.
  const folder = path.posix.dirname(file);
  const folderText = fs.readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.js'))
    .map((f) => read(`${folder}/${f}`)).join('\n');
  return { file, text, folderText, tag: tag[1], className, body: text.slice(start, end) };
});

// Which bundle defines each element: the entry (main.js, lab.js, tryfix-entry.js) that calls defineElement(Class),
// and the bundle that bundle-web.js builds from that entry.
function bundleOf(className) {
  for (const entry of ['main.js', 'lab.js', 'tryfix-entry.js']) {
    if (!read(`web/src/${entry}`).includes(`defineElement(${className})`)) continue;
    const built = new RegExp(`bundle\\('${entry.replace('.', '\\.')}', '([^']+)'`).exec(bundler);
    return built ? built[1] : null;
  }
  return null;
}

// The CSS files of an element: the style sheets its file imports.
function cssFilesOf(source) {
  const files = importsOf(source.file).filter((file) => file.endsWith('.css'));
  assert.ok(files.length, `${source.file}: no style sheet imported`);
  return files;
}

// observedAttributes, with spreads of const arrays of the element's folder resolved.
function observedAttributes(source) {
  const list = /static get observedAttributes\(\) \{\s*return \[([^\]]*)\];/.exec(source.body);
  assert.ok(list, `${source.file}: observedAttributes not found`);
  const names = [...list[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
  for (const spread of list[1].matchAll(/\.\.\.(\w+)/g)) {
    const values = new RegExp(`const ${spread[1]} = \\[([^\\]]*)\\]`).exec(source.folderText);
    assert.ok(values, `${source.file}: const ${spread[1]} (spread in observedAttributes) not found`);
    names.push(...[...values[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));
  }
  return names;
}

const panelLoader = read('web/src/panel-loader.js');
const loaderTags = [...(/const TAGS = \[([^\]]*)\]/.exec(panelLoader) || ['', ''])[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);

// Every event name the element's file dispatches, and the loader's error event for the panels.
function dispatchedEvents(source) {
  const names = [...source.text.matchAll(/(?:_dispatch\(|new CustomEvent\(|_readyOnce\('[a-z:-]+', )'([a-z:-]+)'/g)]
    .map((m) => m[1]);
  if (loaderTags.includes(source.tag) && panelLoader.includes('new CustomEvent(`${panel.localName}-error`')) {
    names.push(`${source.tag}-error`);
  }
  return names;
}

const declarations = manifest.modules.flatMap((module) =>
  module.declarations.filter((d) => d.customElement).map((d) => ({ ...d, module: module.path })));
const declarationOf = (tag) => {
  const found = declarations.find((d) => d.tagName === tag);
  assert.ok(found, `custom-elements.json has no declaration for <${tag}>`);
  return found;
};

test('the manifest is schema 2.x and names exactly the elements the code defines', () => {
  assert.match(manifest.schemaVersion, /^2\.\d+\.\d+$/);
  assert.deepEqual(sorted(declarations.map((d) => d.tagName)), sorted(elementSources.map((s) => s.tag)));
  assert.ok(loaderTags.length > 0, 'panel-loader.js: TAGS not found');
});

for (const source of elementSources) {
  test(`<${source.tag}>: module, class and definition export`, () => {
    const declared = declarationOf(source.tag);
    assert.equal(declared.name, source.className);
    assert.equal(declared.module, bundleOf(source.className), `${source.className} is defined by ${bundleOf(source.className)}`);
    const module = manifest.modules.find((m) => m.path === declared.module);
    assert.ok(module.exports.some((e) => e.kind === 'custom-element-definition' && e.name === source.tag &&
      e.declaration.name === source.className && e.declaration.module === declared.module));
  });

  test(`<${source.tag}>: attributes are the observed ones and those the code reads`, () => {
    const declared = declarationOf(source.tag).attributes.map((a) => a.name);
    const observed = observedAttributes(source);
    for (const name of observed) assert.ok(declared.includes(name), `observed attribute "${name}" is missing from the manifest`);
    // The loader reads loading="lazy" for the panels it loads.
    const readers = source.text + (loaderTags.includes(source.tag) ? panelLoader : '');
    for (const name of declared) {
      const read = observed.includes(name) || new RegExp(`(?:get|has)Attribute\\('${name}'\\)`).test(readers);
      assert.ok(read, `the manifest's attribute "${name}" is neither observed nor read by ${source.file}`);
    }
  });

  test(`<${source.tag}>: public properties and methods`, () => {
    const declared = declarationOf(source.tag).members.map((m) => `${m.kind}:${m.name}`);
    const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];
    const inCode = [];
    for (const match of (source.body + baseBody).matchAll(/^ {2}(get |set |async )?([a-zA-Z]\w*)\(/gm)) {
      const [, prefix, name] = match;
      if (lifecycle.includes(name) || (prefix === undefined && ['if', 'for', 'while', 'switch'].includes(name))) continue;
      inCode.push(`${prefix === 'get ' || prefix === 'set ' ? 'field' : 'method'}:${name}`);
    }
    assert.deepEqual(sorted(declared), sorted(inCode));
  });

  test(`<${source.tag}>: events are exactly those the code dispatches`, () => {
    const declared = declarationOf(source.tag).events.map((e) => e.name);
    assert.deepEqual(sorted(declared), sorted(dispatchedEvents(source)));
  });

  test(`<${source.tag}>: CSS custom properties are exactly the --fm-* ones of its style sheets`, () => {
    const files = cssFilesOf(source);
    assert.ok(files[0] === 'web/src/theme.css', `${source.tag} is styled by theme.css first`);
    const inCss = files.flatMap((file) => [...read(file).matchAll(/(--fm-[a-z0-9-]+)\s*[:,)]/g)].map((m) => m[1]));
    const declared = declarationOf(source.tag).cssProperties.map((p) => p.name);
    assert.deepEqual(sorted(declared), sorted(inCss), `the manifest vs ${files.join(' + ')}`);
  });

  test(`<${source.tag}>: CSS parts are exactly the code's part attributes`, () => {
    const declared = (declarationOf(source.tag).cssParts || []).map((p) => p.name);
    const inCode = [...source.text.matchAll(/\bpart: '([a-z-]+)'/g)].map((m) => m[1]);
    assert.deepEqual(sorted(declared), sorted(inCode));
  });
}
