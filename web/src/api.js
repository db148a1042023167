// FailureMap: the widget's JS API over the WebAssembly core. It loads the core, passes text in
// and turns the core's answers into objects; it computes nothing (values arrive as text, exactly
// as the reference prints them).
import { create as createCore, wasm as coreWasm } from 'wasm:failure-map-core';
import version from 'version';
import { instantiate, request, unwrap } from './wasm-module.js';
import { nodeRequire } from './node.js';

let loading = null;
// Where this script came from, to find the parts beside it (file:// included).
const scriptUrl = typeof document !== 'undefined' && document.currentScript ? document.currentScript.src : null;

function makeApi(core) {
  const record = unwrap(core, core.record());
  return Object.freeze({
    // [{id, title}] in the record's order: broken, unsuccessful-fix, repair.
    implementations: () => record.implementations.map(({ id, title, method }) => ({ id, title, method })),
    // The record's published text (a fresh copy each call).
    record: () => JSON.parse(JSON.stringify(record)),
    // run(id, {n: "0.1"}) or run(id, {fixtures: '{"fixtures": [...]}'}).
    run(id, options = {}) {
      return unwrap(core, core.run(request({ ...options, implementation: id })));
    },
    // Everything the element shows, in one call: explore({n: "0.1"}), explore({fields: [...]})
    // or explore({fixtures: "<document>"}), with optional mode ("exact" | "tolerance") and
    // tolerance ("1e-9"). Returns {source, n, mode, tolerance, fixtures, fixturesJson, reports}.
    explore(exploreRequest = {}) {
      return unwrap(core, core.explore(request(exploreRequest)));
    },
    // The WebAssembly memory's current size in bytes (for leak checks: it must not grow
    // across repeated recomputes).
    memoryBytes: () => core.HEAPU8.buffer.byteLength,
    // The state a link carries: readFragment("#n=0.1") -> {n: "0.1"}; throws on a bad link.
    readFragment(fragment) {
      return unwrap(core, core.readFragment(request({ fragment })));
    },
    // writeFragment({n}) or writeFragment({fixtures, mode, tolerance, solve}) -> "#fixtures=..."
    writeFragment(state = {}) {
      return unwrap(core, core.writeFragment(request(state)));
    },
  });
}

// Resolves once, however often it is called, to the API object.
function load() {
  if (!loading) loading = instantiate(createCore, coreWasm).then(makeApi);
  return loading;
}

// The files beside this script that a page loads on demand, each for what it shows: the lab
// (training model, log checker: <failure-map-training>, <failure-map-log>), the fix panel's
// (the editor: <failure-map-tryfix>), the Python interpreter (loaded by the fix panel when its
// reader first goes to the code) and the renderer of static markup (FailureMap.render() alone, no panel).
// Each hands over {version} with its window event, and what it has of {create, wasm, methods}
// (a WebAssembly module and the API that `methods` makes of it: the lab's train, check:
// lab-api.js; the interpreter's solve, exec, solveStart: tryfix/python-api.js; render:
// embed/api.js, so this script carries none of them) and installPanels (its elements).
// A part `name` is the file failure-map-NAME.js, whose window event is failure-map-NAME.
const PARTS = ['lab', 'tryfix', 'python', 'render'];
const partLoading = {};

// A part's script URL. A page that enforces Trusted Types (require-trusted-types-for 'script')
// takes a script URL only from a policy its Content-Security-Policy names: this one is named
// "failure-map" and vouches for nothing but the parts' URLs beside this script (and, as HTML, the
// markup its renderer has just made: renderNodes()). Where it cannot be
// created (a policy list without it, or the name already taken) the plain URL is used, which works
// unless the page enforces Trusted Types; `policyError` then says why.
let partPolicy = null;
let policyError = null;
let rendered = null; // the renderer's last markup, the only HTML the policy vouches for
const partUrl = (name) => new URL(`failure-map-${name}.js`, scriptUrl || document.baseURI).href;
function policy() {
  if (typeof trustedTypes === 'undefined' || typeof trustedTypes.createPolicy !== 'function') return null;
  if (!partPolicy && !policyError) {
    const urls = PARTS.map(partUrl);
    try {
      partPolicy = trustedTypes.createPolicy('failure-map', {
        createScriptURL: (value) => {
          if (!urls.includes(value)) throw new TypeError(`failure-map vouches only for its own files, not ${value}`);
          return value;
        },
        createHTML: (value) => {
          if (value !== rendered) throw new TypeError('failure-map vouches only for the markup its renderer made');
          return value;
        },
      });
    } catch (error) {
      policyError = error;
    }
  }
  return partPolicy;
}
function partScriptUrl(url) {
  const vouching = policy();
  return vouching ? vouching.createScriptURL(url) : url;
}

// A part, loaded once from beside this script: resolves to its API once its module is compiled
// (and, in a page, its panels defined). A file of another version than this one is refused: the
// two must come from the same build.
export function loadPart(name) {
  const event = `failure-map-${name}`;
  const file = `${event}.js`;
  if (!partLoading[name]) {
    partLoading[name] = new Promise((resolve, reject) => {
      // Whether the part was taken (a part of another version is refused).
      const start = (part) => {
        if (part.version !== version) {
          reject(new Error(`${file} is version ${part.version}, failure-map.js is ${version}: copy both from the same build`));
          return false;
        }
        if (!part.create) resolve(Object.freeze({}));
        else instantiate(part.create, part.wasm).then((module) => resolve(Object.freeze(part.methods(module))), reject);
        return true;
      };
      if (typeof window === 'undefined') {
        start(nodeRequire(nodeRequire('path').join(__dirname, file)));
        return;
      }
      const script = document.createElement('script');
      try {
        script.src = partScriptUrl(partUrl(name));
      } catch (error) {
        const why = policyError ? ` (${policyError.message})` : '';
        reject(new Error(`this page's Trusted Types policy refuses ${file}: the policy failure-map could not be ` +
          `created${why}; its Content-Security-Policy must allow it (trusted-types failure-map, and 'allow-duplicates' ` +
          'if the page uses that name too)'));
        return;
      }
      window.addEventListener(event, ({ detail }) => {
        if (start(detail) && detail.installPanels) detail.installPanels();
      }, { once: true });
      script.onerror = () => reject(new Error(`could not load ${file}, which belongs beside failure-map.js`));
      document.head.appendChild(script);
    });
  }
  return partLoading[name];
}

// version: package.json's, as `failure-map --version` prints it (stamped by scripts/lib/bundle-web.js).
// loadLab(): the training model and the log checker; loadTryfix(): the Python interpreter
// (failure-map-python.js: solve, exec, solveStart); render(options): the static markup of an
// embed, as `failure-map render` prints it
// (failure-map-render.js's render).
const render = (options) => loadPart('render').then((renderer) => renderer.render(options));

// The renderer's markup for options as nodes, for the element that shows it in the page's own
// look (case/host-view.js). The core escapes every text it writes, so this markup is trusted; a
// page that enforces Trusted Types gets it through the failure-map policy, which takes nothing else.
export function renderNodes(options) {
  return render(options).then((html) => {
    rendered = html;
    const template = document.createElement('template');
    const vouching = policy();
    template.innerHTML = vouching ? vouching.createHTML(html) : html;
    rendered = null;
    return template.content;
  });
}
export const FailureMap = Object.freeze({ load, loadLab: () => loadPart('lab'), loadTryfix: () => loadPart('python'), render, version });
