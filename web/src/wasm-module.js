// The WebAssembly modules as both bundles carry them: deflated, as base64 text ({bytes, deflated});
// inflated by the browser, compiled by their Emscripten factory; and their answers, the UTF-8 bytes of
// a JSON envelope, decoded into values or Errors.

// A module answers with the UTF-8 bytes of its JSON text, a view into its memory that the next
// call overwrites: decoded at once, in one call, then released (a log check's answer can run to
// megabytes).
let utf8 = null;
function answerText(module, view) {
  const text = (utf8 || (utf8 = new TextDecoder())).decode(view);
  module.releaseAnswer();
  return text;
}

// Every call takes one request, a JSON object (the core reads it and refuses an unknown key or a
// member of the wrong type, naming it). A member that is null or undefined is left out: that
// option is not given.
export function request(members) {
  const given = {};
  for (const [key, value] of Object.entries(members)) if (value !== null && value !== undefined) given[key] = value;
  return JSON.stringify(given);
}

// The core answers {"ok": true, "value": ...} or {"ok": false, "field": ..., "message": ...}.
// `reviver`, if given, is JSON.parse's.
export function unwrap(module, answer, reviver) {
  const envelope = JSON.parse(answerText(module, answer), reviver);
  if (envelope.ok) return envelope.value;
  const error = new Error(envelope.field ? `${envelope.field}: ${envelope.message}` : envelope.message);
  error.field = envelope.field || undefined;
  throw error;
}

// Uint8Array.fromBase64 where the browser has it (native, fast), else atob.
function base64Bytes(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// The module's bytes, inflated by the browser's own DecompressionStream. Fed from a
// ReadableStream (a Blob's reads go through another process and take ~20 ms), the stream
// settles in microtasks, so the element still renders before the browser's first paint.
function inflate(deflated, size) {
  const reader = new ReadableStream({
    start(controller) {
      controller.enqueue(deflated);
      controller.close();
    },
  }).pipeThrough(new DecompressionStream('deflate')).getReader();
  const bytes = new Uint8Array(size);
  let filled = 0;
  const next = () => reader.read().then(({ done, value }) => {
    if (done) {
      if (filled !== size) throw new Error(`the WebAssembly module inflated to ${filled} bytes, not ${size}`);
      return bytes;
    }
    if (filled + value.length > size) throw new Error(`the WebAssembly module inflated to more than ${size} bytes`);
    bytes.set(value, filled);
    filled += value.length;
    return next();
  });
  return next();
}

// Whether the page refuses WebAssembly: the empty module (its 8-byte header) compiles and
// instantiates everywhere unless a Content-Security-Policy without 'wasm-unsafe-eval' forbids
// it. Asked only after a load failed. Each engine words the refusal its own way (Firefox: "call
// to WebAssembly.Module() blocked by CSP"), and WebKit refuses only the instantiation and fires
// no securitypolicyviolation event, so neither the words nor the event can tell; this can.
const WASM_REFUSED = "this page's Content-Security-Policy blocks WebAssembly (script-src needs 'wasm-unsafe-eval')";
function wasmRefused() {
  if (typeof WebAssembly !== 'object') return false;
  try {
    new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])));
    return false;
  } catch (error) {
    return true;
  }
}

// Each bundle carries its wasm module deflated, as base64 text ({bytes, deflated}): one file
// that opens from disk, and the page pays the module's compressed size rather than base64's.
// Once inflated, the Emscripten factory compiles it synchronously. Returns a promise of the
// Emscripten module; a page that refuses WebAssembly gets WASM_REFUSED as the reason.
export function instantiate(create, wasm) {
  if (typeof DecompressionStream !== 'function' || typeof ReadableStream !== 'function') {
    return Promise.reject(new Error('this browser cannot unpack WebAssembly modules: it lacks DecompressionStream ' +
      '(Chrome 80, Firefox 113 and Safari 16.4 have it)'));
  }
  try {
    const damaged = (error) => {
      throw new Error(`the inlined WebAssembly module is damaged (${error && error.message ? error.message : error}); rebuild failure-map.js`);
    };
    return inflate(base64Bytes(wasm.deflated), wasm.bytes).then((wasmBinary) => create({ wasmBinary }).ready, damaged)
      .catch((error) => {
        throw wasmRefused() ? new Error(WASM_REFUSED, { cause: error }) : error;
      });
  } catch (error) {
    return Promise.reject(error);
  }
}

