// Client-side navigation: Material's instant navigation and Docusaurus' router swap the article
// without loading a page, so the widget script is not run again; the elements of the new article
// must upgrade by themselves (the lab loaded on demand for the panels), with no console error.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { launch, open, readTables, screenshot } = require('../browser/support/browser');
const { startServer } = require('../browser/support/server');
const { recordTables, cliTable } = require('../browser/support/expected');
const { SITES } = require('./support/sites');
const { waitForWidgets } = require('./support/measure');

const shared = { browser: null };
before(async () => { shared.browser = await launch(); });
after(async () => { if (shared.browser) await shared.browser.close(); });

// How a reader goes to another page of the site: its sidebar link, by the page's address.
const LINKS = {
  mkdocs: (page) => `nav.md-nav--primary a.md-nav__link[href$="${page}"]`,
  docusaurus: (page) => `nav.menu a.menu__link[href="/${page}"]`,
};

for (const site of SITES.filter((s) => LINKS[s.id])) {
  test(`${site.id}: client-side navigation from the home page to the case and lab pages upgrades their widgets`, async () => {
    assert.ok(fs.existsSync(path.join(site.root, 'index.html')), `${site.root} is not built: run scripts/build-examples`);
    const server = await startServer({ root: site.root });
    const own = `${server.origin}/`;
    const { page, log, close } = await open(shared.browser, server.url(site.pages.home), {
      viewport: { width: 1280, height: 900 }, allowed: (u) => u.startsWith(own),
    });
    try {
      // Survives only if no page load happens in between.
      await page.evaluate(() => { window.__fmSamePage = true; });

      await page.click(LINKS[site.id](site.pages.case));
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '').endsWith(site.pages.case.replace(/\/$/, '')));
      await waitForWidgets(page, { count: 2 });
      assert.equal(await page.evaluate(() => window.__fmSamePage), true, 'the article was swapped in, not loaded as a page');
      const first = await readTables(page, 'failure-map-case[n="1"]');
      const second = await readTables(page, 'failure-map-case[n="0.1"]');
      for (const [id, rows] of Object.entries(recordTables())) assert.deepEqual(first[id].rows, rows, `${id} at N = 1`);
      assert.deepEqual(second.repair.rows, cliTable('repair', '0.1'), 'repair at N = 0.1');

      await page.click(LINKS[site.id](site.pages.lab));
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '').endsWith(site.pages.lab.replace(/\/$/, '')));
      // The router may change the address before it swaps the article: wait for the new one.
      await page.waitForFunction(() => !document.querySelector('failure-map-case') && document.querySelector('failure-map-training'));
      const widgets = await waitForWidgets(page, { count: 2 });
      assert.deepEqual(widgets.map((w) => w.tag), ['failure-map-training', 'failure-map-log']);
      assert.equal(await page.evaluate(() => window.__fmSamePage), true, 'the lab page was swapped in, not loaded');

      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      assert.deepEqual(log.foreign, []);
      await screenshot(page, `examples/${site.id}-navigated-to-lab`);
    } finally {
      await close();
      await server.close();
    }
  });
}
