// package/custom-elements.json (the Custom Elements Manifest, written by hand: the elements are
// defined inside function scopes that scripts/lib/bundle-web.js concatenates, which the analyzer
// does not follow) against the code it describes, read from web/src and bundle-web.js as they are
// now: tags and their modules, attributes, public members, events, CSS custom properties and
// parts. When an element or its style sheet changes, this fails until the manifest follows.
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

// The source file of each element: the web/src/*.js file that defines its tag.
const ELEMENT_FILES = ['web/src/element.js', 'web/src/training-panel.js', 'web/src/log-panel.js'];
const elementSources = ELEMENT_FILES.map((file) => {
  const text = read(file);
  const tag = /const TAG = '([a-z-]+)';/.exec(text);
  assert.ok(tag, `${file}: const TAG = '...' not found`);
  const define = /customElements\.define\(TAG, (\w+)\)/.exec(text);
  assert.ok(define, `${file}: customElements.define(TAG, ...) not found`);
  const className = define[1];
  const start = text.indexOf(`class ${className} extends HTMLElement {`);
  assert.ok(start >= 0, `${file}: class ${className} not found`);
  const end = text.indexOf('\n    }\n', start); // the class's closing brace (4 spaces in)
  return { file, text, tag: tag[1], className, body: text.slice(start, end) };
});

// Which bundle each source file goes into: writeScript('<bundle>', [... read('<file>') ...]).
function bundleOf(file) {
  for (const part of bundler.split(/writeScript\(/).slice(1)) {
    const name = /^'([^']+)'/.exec(part);
    if (name && part.includes(`read('${file}')`)) return name[1];
  }
  return null;
}

// The CSS files of an element: the *_CSS constant its file adopts, as bundle-web.js builds it.
function cssFilesOf(source) {
  const constant = /const css = typeof (\w+_CSS) === 'string'/.exec(source.text);
  assert.ok(constant, `${source.file}: the style sheet constant it adopts was not found`);
  const built = new RegExp(`const ${constant[1]} = \\$\\{JSON\\.stringify\\(css\\(([^)]*)\\)\\)\\}`).exec(bundler);
  assert.ok(built, `bundle-web.js: how ${constant[1]} is built was not found`);
  return [...built[1].matchAll(/'([^']+\.css)'/g)].map((m) => m[1]);
}

// observedAttributes, with spreads of const arrays in the same file resolved.
function observedAttributes(source) {
  const list = /static get observedAttributes\(\) \{\s*return \[([^\]]*)\];/.exec(source.body);
  assert.ok(list, `${source.file}: observedAttributes not found`);
  const names = [...list[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
  for (const spread of list[1].matchAll(/\.\.\.(\w+)/g)) {
    const values = new RegExp(`const ${spread[1]} = \\[([^\\]]*)\\]`).exec(source.text);
    assert.ok(values, `${source.file}: const ${spread[1]} (spread in observedAttributes) not found`);
    names.push(...[...values[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));
  }
  return names;
}

const panelLoader = read('web/src/panel-loader.js');
const loaderTags = [...(/const TAGS = \[([^\]]*)\]/.exec(panelLoader) || ['', ''])[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);

// Every event name the element's file dispatches, and the loader's error event for the panels.
function dispatchedEvents(source) {
  const names = [...source.text.matchAll(/(?:_dispatch\(|new CustomEvent\()'([a-z:-]+)'/g)].map((m) => m[1]);
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
    assert.equal(declared.module, bundleOf(source.file), `${source.file} is bundled into ${bundleOf(source.file)}`);
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
    for (const match of source.body.matchAll(/^ {6}(get |set |async )?([a-zA-Z]\w*)\(/gm)) {
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
    assert.ok(files.includes('web/src/theme.css'), `${source.tag} is styled by theme.css`);
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
