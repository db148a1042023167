// The lab API's calls (train, check), made by failure-map-lab.js from its module: api.js's
// loadPart freezes them into FailureMap.loadLab()'s object, so the page's own script carries none
// of them. A request in (read by the core), the core's answer out.
import { request, unwrap } from './wasm-module.js';

const LOG_LIMIT_BYTES = 268435456;  // LogLimits::kMaxBytes in src/core/run_log.hpp

// The lab writes a diverged run's numbers as the strings "NaN", "Infinity", "-Infinity"
// (JSON has no such numbers); they become the JS numbers here.
const labNumbers = (key, value) => (value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value);

let utf8 = null;

export function labMethods(lab) {
  return {
    // train({accum, steps, seed, lr, unevenness}) with values as text (Python literals) ->
    // {run: {accum, steps, seed, strategies: [{id, loss: [...], param_distance}]},
    //  sweep: {accum: [1..32], strategies: [{id, param_distance: [...]}]}}
    // Options: maxAccum, the sweep's largest K (1 to 64, default 32); {sweep: false} skips the
    // sweep (null): use it when only K changed. Defaults and ranges are the core's.
    train(settings = {}, options = {}) {
      return unwrap(lab, lab.train(request({ ...settings, ...options })), labNumbers);
    },
    // check(log, {columns, fromStep, fromIndex}) with the log as a Uint8Array, an ArrayBuffer or text (encoded as UTF-8
    // here: the log crosses as bytes, in one copy), columns as `failure-map check --columns` takes
    // them ("loss=train_loss,step=it") -> {batches, results: {broken, "unsuccessful-fix", repair},
    // relative_error, steps?: [{step, batches, results, relative_error, loss?}], verdict, errors,
    // weighting, zero_mass, warnings}, every number the text repr() gives; steps holds 10,000
    // steps from fromStep (a step's label) or fromIndex (the first by default); stepsFrom is
    // where they start.
    // Throws on a bad log (field "log"), bad columns (field "columns"), an unknown step ("step").
    check(log, options = {}) {
      const columns = options.columns === undefined ? '' : options.columns;
      if (typeof columns !== 'string') {
        throw Object.assign(new TypeError('columns: expected text such as "loss=train_loss,step=it"'), { field: 'columns' });
      }
      let bytes = log instanceof ArrayBuffer ? new Uint8Array(log) : log;
      if (typeof bytes === 'string') bytes = (utf8 || (utf8 = new TextEncoder())).encode(bytes);
      if (!(bytes instanceof Uint8Array)) {
        throw Object.assign(new TypeError('log: expected text, a Uint8Array or an ArrayBuffer'), { field: 'log' });
      }
      // Refused before it is copied into the WebAssembly memory (the core's limit: 256 MiB).
      if (bytes.byteLength > LOG_LIMIT_BYTES) {
        throw Object.assign(new RangeError('log: larger than the limit of 268435456 bytes (256 MiB)'), { field: 'log' });
      }
      const fromStep = options.fromStep === undefined ? '' : String(options.fromStep);
      const fromIndex = Number.isSafeInteger(options.fromIndex) && options.fromIndex > 0
        ? Math.min(options.fromIndex, 2 ** 31 - 1)
        : 0;
      return unwrap(lab, lab.check(bytes, columns, fromStep, fromIndex));
    },
  };
}
