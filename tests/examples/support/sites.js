// The four example sites as scripts/build-examples builds them into build/examples/: where each
// page is, which transports the generator supports, where the page's own body text is, and how a
// reader switches the site to dark (its own toggle), or null for a light-only theme.
'use strict';
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const BUILT = path.join(ROOT, 'build', 'examples');

// Material for MkDocs 8.2: the palette form in the header shows one label, the one that switches.
async function materialToDark(page) {
  await page.locator('form[data-md-component="palette"] label').locator('visible=true').first().click();
  await page.waitForSelector('body[data-md-color-scheme="slate"]', { timeout: 5000 });
}

// Docusaurus 3.10: the colour-mode button cycles light, dark and system; below 997 px it sits in
// the navbar's side menu.
async function docusaurusToDark(page) {
  const toggle = page.locator('button[class*="toggleButton"]').locator('visible=true');
  let opened = false;
  if ((await toggle.count()) === 0) {
    await page.click('button.navbar__toggle');
    opened = true;
  }
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await page.getAttribute('html', 'data-theme')) === 'dark') break;
    await toggle.first().click();
  }
  await page.waitForSelector('html[data-theme="dark"]', { timeout: 5000 });
  if (opened) {
    await page.click('button.navbar-sidebar__close');
    await page.waitForSelector('.navbar-sidebar--show', { state: 'detached', timeout: 5000 });
  }
}

const SITES = [
  {
    // Material 8.2's search fetches its index, which Chromium refuses to a file:// page (a console
    // error; Material 9's offline plugin is what makes a site work from disk): http only.
    id: 'mkdocs',
    title: 'MkDocs 1.4 + Material 8.2',
    root: path.join(BUILT, 'mkdocs'),
    transports: ['http'],
    pages: { home: '', case: 'case/', article: 'article/', lab: 'lab/' },
    content: 'article.md-content__inner',
    toDark: materialToDark,
  },
  {
    id: 'sphinx-alabaster',
    title: 'Sphinx 5.3 + alabaster',
    root: path.join(BUILT, 'sphinx-alabaster'),
    transports: ['http', 'file'],
    pages: { home: 'index.html', case: 'case.html', article: 'article.html', lab: 'lab.html' },
    content: 'div.body',
    toDark: null,
  },
  {
    id: 'sphinx-rtd',
    title: 'Sphinx 5.3 + sphinx_rtd_theme 1.2',
    root: path.join(BUILT, 'sphinx-rtd'),
    transports: ['http', 'file'],
    pages: { home: 'index.html', case: 'case.html', article: 'article.html', lab: 'lab.html' },
    content: 'div[itemprop="articleBody"]',
    toDark: null,
  },
  {
    // Docusaurus links and loads from the site root (baseUrl), so it does not open from disk.
    id: 'docusaurus',
    title: 'Docusaurus 3.10',
    root: path.join(BUILT, 'docusaurus'),
    transports: ['http'],
    pages: { home: '', case: 'case', article: 'article', lab: 'lab' },
    content: 'article .theme-doc-markdown',
    toDark: docusaurusToDark,
  },
];

// The fixture of a test file that reads the built sites: one Chromium and a server per site, started
// before the file's tests (which fail at once when the sites are not built) and closed after them;
// `measurements` (a file of this run's figures) starts empty. Returns {browser, servers: {id: server}}.
function sharedSites({ measurements } = {}) {
  const { before, after } = require('node:test');
  const fs = require('node:fs');
  const { launch } = require('../../browser/support/browser');
  const { startServer } = require('../../browser/support/server');
  const shared = { browser: null, servers: {} };
  before(async () => {
    for (const site of SITES) {
      if (!fs.existsSync(path.join(site.root, 'index.html'))) {
        throw new Error(`${site.root} is not built: run scripts/build-examples (scripts/test does)`);
      }
    }
    if (measurements) fs.rmSync(measurements, { force: true });
    shared.browser = await launch();
    for (const site of SITES) shared.servers[site.id] = await startServer({ root: site.root });
  });
  after(async () => {
    await Promise.all([
      shared.browser && shared.browser.close(), ...Object.values(shared.servers).map((s) => s.close()),
    ]);
  });
  return shared;
}

module.exports = { SITES, BUILT, ROOT, sharedSites };
