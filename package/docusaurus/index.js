// Docusaurus 3 plugin: `plugins: ['failure-map/docusaurus']` in docusaurus.config.js.
// - serves failure-map.js, failure-map-lab.js, failure-map-tryfix.js, failure-map-python.js,
//   failure-map-render.js and failure-map.css (side by side) from the site's root, and loads the
//   script (defer: it never holds the page's first paint) and the style sheet on every page;
// - renders, at build time, the record's static markup inside each <failure-map-case> of the
//   site's .md and .mdx pages (./mdx-transform.js, through ./loader.js), so that the built HTML
//   (and a crawler's or a local search plugin's index) holds the tables and a reader without
//   scripts sees them; the element upgrades that markup in place.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const PACKAGE = path.resolve(__dirname, '..');
const MARKDOWN = /\.mdx?$/i;
// What the site serves, side by side (failure-map.js loads the panels' files and the renderer from beside itself).
const ASSETS = ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js', 'failure-map.css'];

module.exports = function failureMapPlugin(context) {
  const { siteConfig } = context;
  // The files, copied into a folder of the site's generated files that is one more static
  // directory: the dev server and the build serve them from the site's root, and nothing else of
  // the package.
  const served = path.join(context.generatedFilesDir, 'failure-map');
  fs.mkdirSync(served, { recursive: true });
  for (const file of ASSETS) fs.copyFileSync(path.join(PACKAGE, file), path.join(served, file));
  if (!siteConfig.staticDirectories.includes(served)) siteConfig.staticDirectories.push(served);
  const base = siteConfig.baseUrl;
  return {
    name: 'failure-map',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'stylesheet', href: `${base}failure-map.css` } },
          { tagName: 'script', attributes: { src: `${base}failure-map.js`, defer: true } },
        ],
      };
    },
    configureWebpack() {
      // Before @docusaurus/mdx-loader compiles a page (enforce: 'pre'). The test is a function, not
      // a RegExp: Docusaurus' fallback MDX rule excludes the `include` of every RegExp rule that
      // matches .mdx, and this rule has none.
      return {
        module: {
          rules: [{ test: (file) => MARKDOWN.test(file), enforce: 'pre', use: [{ loader: require.resolve('./loader.js') }] }],
        },
      };
    },
  };
};
