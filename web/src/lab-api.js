// The lab API's calls (train, check), made by failure-map-lab.js from its module: api.js's
// loadPart freezes them into FailureMap.loadLab()'s object, so the page's own script carries none
// of them. Text in, the core's answer out.
import { unwrap } from './wasm-module.js';

const LOG_LIMIT_BYTES = 268435456;  // LogLimits::kMaxBytes in src/core/run_log.hpp

// The lab writes a diverged run's numbers as the strings "NaN", "Infinity", "-Infinity"
// (JSON has no such numbers); they become the JS numbers here.
const labNumbers = (key, value) => (value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value);

export function labMethods(lab) {
  return {
    // train({accum, steps, seed, lr, unevenness}) with values as text (Python literals) ->
    // {run: {accum, steps, seed, strategies: [{id, loss: [...], param_distance}]},
    //  sweep: {accum: [1..32], strategies: [{id, param_distance: [...]}]}}
    // With {sweep: false} the sweep is skipped (null): use it when only K changed.
    train(settings = {}, { maxAccum = 32, sweep = true } = {}) {
      if (!Number.isInteger(maxAccum) || maxAccum < 1 || maxAccum > 64) {
        throw Object.assign(new RangeError('maxAccum: a whole number from 1 to 64'), { field: 'maxAccum' });
      }
      const text = (name, fallback) => String(settings[name] ?? fallback);
      return unwrap(lab, lab.train(text('accum', '4'), text('steps', '50'), text('seed', '1'), text('lr', '0.1'),
        text('unevenness', '0.5'), sweep ? maxAccum : 0), labNumbers);
    },
    // check(log) with the log as a Uint8Array, an ArrayBuffer or text (it crosses into the
    // WebAssembly in one copy) -> {batches, results: {broken, "unsuccessful-fix", repair},
    // relative_error: {broken, "unsuccessful-fix"}, steps?: [{step, batches, results,
    // relative_error}]}, every value the text repr() gives. Throws on a bad log (field "log").
    check(log) {
      const bytes = log instanceof ArrayBuffer ? new Uint8Array(log) : log;
      if (typeof bytes !== 'string' && !(bytes instanceof Uint8Array)) {
        throw Object.assign(new TypeError('log: expected text, a Uint8Array or an ArrayBuffer'), { field: 'log' });
      }
      // Refused before it is copied into the WebAssembly memory (the core's limit: 256 MiB).
      if ((typeof bytes === 'string' ? bytes.length : bytes.byteLength) > LOG_LIMIT_BYTES) {
        throw Object.assign(new RangeError('log: larger than the limit of 268435456 bytes (256 MiB)'), { field: 'log' });
      }
      return unwrap(lab, lab.check(bytes));
    },
  };
}
