// Under node (tests/js require the bundles) a bundle is a CommonJS script: this is where it
// meets `module`. In a page both do nothing.

// The bundle file's `require`, else undefined. The Emscripten glue and api.js's lab loader call
// it, and esbuild, seeing an imported name rather than the global `require`, leaves them alone.
export const nodeRequire = typeof module === 'object' && typeof module.require === 'function'
  ? module.require.bind(module)
  : undefined;

// What require() of the bundle returns; true under node.
export function exportToNode(value) {
  if (typeof module !== 'object' || !module.exports) return false;
  module.exports = value;
  return true;
}
