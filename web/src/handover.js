// What failure-map.js hands the files it loads (failure-map-lab.js, failure-map-tryfix.js): the
// exports of its shared modules that they import (one FailureMap, one theme watcher, one width
// observer for the page), by export name. scripts/lib/bundle-web.js derives the names from what
// those files import; failure-map.js share()s them when it runs, and in the other files each
// import of one is take(name). failure-map.js runs first (it loads the others), so every name is
// there before any of their modules runs. Without it (a file run on its own) take() gives a
// stand-in that throws an error naming the export as soon as it is used.
const KEY = Symbol.for('failure-map shared exports');

export function share(exports) {
  globalThis[KEY] = exports;
}

export function take(name) {
  const exports = globalThis[KEY];
  if (exports && name in exports) return exports[name];
  const fail = () => {
    throw new Error(`failure-map: ${name} is failure-map.js's, and failure-map.js had not run when this file did ` +
      '(a page loads failure-map.js, which loads the other files)');
  };
  // Called, constructed, read or written: the error, not undefined further on.
  return new Proxy(fail, { apply: fail, construct: fail, get: fail, set: fail, has: fail, ownKeys: fail });
}
