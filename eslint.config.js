// ESLint's flat configuration: the JavaScript of web/src (the elements, ES modules bundled for the
// browser), the scripts, the tests and their tools, the Python package's renderer, the Docusaurus
// plugin and example, and the Emscripten libraries of src/wasm. Rules that find bugs
// (eslint:recommended, ===, unused names), not a style: the code's layout is left as written,
// except lines of at most 120 characters (lines holding a string, a template literal, a URL or a
// regular expression aside, and JSDoc tag lines). scripts/format --check runs `eslint .` in the tooling suite.
'use strict';
const js = require('@eslint/js');
const globals = require('globals');

module.exports = [
  {
    // Not ours or not source: installed packages, build output, and the bundles and assets that
    // scripts/build-examples copies into the example sites and the Python package.
    ignores: [
      '**/node_modules/',
      'build/',
      'examples/docusaurus/.docusaurus/',
      'examples/docusaurus/build/',
      'examples/mkdocs/docs/javascripts/',
      'examples/sphinx/_static/',
      'python/failure_map/assets/',
      'python/build/',
      'python/dist/',
    ],
  },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2024, sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      // Beyond eslint:recommended, rules that catch mistakes (none of them is about layout).
      eqeqeq: ['error', 'always'],
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
      'array-callback-return': 'error',
      'no-constructor-return': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-return-assign': 'error',
      'no-self-compare': 'error',
      'no-sequences': 'error',
      'no-template-curly-in-string': 'error',
      'no-throw-literal': 'error',
      'no-unreachable-loop': 'error',
      'no-unused-expressions': 'error',
      'prefer-promise-reject-errors': 'error',
      radix: 'error',
      'max-len': ['error', {
        code: 120,
        ignoreUrls: true,
        ignoreStrings: true,
        ignoreTemplateLiterals: true,
        ignoreRegExpLiterals: true,
        // A JSDoc tag line: the custom-elements manifest takes each element's @attr, @fires, ...
        // from one line (scripts/lib/custom-elements.js).
        ignorePattern: '^\\s*(/\\*\\*|\\*) @',
      }],
    },
  },
  {
    // The elements and the page's modules: ES modules, run in the browser (and, bundled, under
    // node by tests/js: web/src/node.js is where a bundle meets `module`).
    files: ['web/src/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser } },
  },
  {
    files: ['web/src/node.js'],
    languageOptions: { globals: { module: 'readonly' } },
  },
  {
    // Scripts a page loads as they are (scripts/bench's Pyodide page).
    files: ['web/bench/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, loadPyodide: 'readonly' } },
  },
  {
    // Node code that also hands functions to a page (page.evaluate and the like): those run there.
    // FailureMap is the global failure-map.js defines in the page.
    files: ['tests/browser/**/*.js', 'tests/engines/**/*.js', 'tests/examples/**/*.js', 'tests/package/**/*.js',
      'tests/js/**/*.js', 'scripts/lib/bench.js', 'scripts/lib/bench-hosts.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, FailureMap: 'readonly' } },
  },
  {
    files: ['examples/docusaurus/docusaurus.config.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Emscripten's JavaScript libraries (--js-library): a stub's parameters are its signature.
    files: ['src/wasm/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { mergeInto: 'readonly', LibraryManager: 'readonly' } },
    rules: { 'no-unused-vars': ['error', { args: 'none' }] },
  },
];
