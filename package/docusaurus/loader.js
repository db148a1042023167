// The webpack loader ./index.js puts before Docusaurus' MDX loader: each page's source with the
// static markup inside its <failure-map-case> elements (./mdx-transform.js). A bad attribute
// (n="abc") is a build warning naming the page, and that element is left to show the error live.
'use strict';
const { transform } = require('./mdx-transform');

module.exports = function failureMapLoader(source) {
  const callback = this.async();
  const warn = (message) => this.emitWarning(new Error(`failure-map: ${message}`));
  transform(source, { warn }).then((out) => callback(null, out), callback);
};
