// The widget as a guest: the first contentful paint of each example site's pages with the widget,
// against the same page with the widget's scripts refused (its static copy in place, as a reader
// with scripts blocked gets it). Cold loads in fresh contexts, the two variants taking turns so that
// the machine's load touches them alike; the ratio of the medians and the median of the paired
// ratios. A first paint falls on a frame (16.7 ms at 60 Hz, a tenth of these pages' ~180 ms), so one
// page's ratio moves by ±0.1 between runs of 15 turns even when both variants are the same page (an
// A/A run: 0.84-1.10); the ratio of all pages' turns together is the figure held to the budget.
// Needs build/examples (scripts/build-examples).
'use strict';
const fs = require('fs');
const path = require('path');
const { startServer } = require('../../tests/browser/support/server');
const { SITES } = require('../../tests/examples/support/sites');

const KINDS = ['article', 'case'];
const WIDGET_SCRIPT = /\/failure-map[\w-]*\.js$/;

// One cold load: its first contentful paint, in ms from navigation start.
async function firstPaint(browser, url, blockWidget) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // Both variants go through the same interception (it costs every request a round trip to
    // the driver), so that only the widget's scripts differ.
    await context.route(WIDGET_SCRIPT, (route) => (blockWidget ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(async () => {
      const deadline = performance.now() + 30000;
      while (performance.getEntriesByName('first-contentful-paint').length === 0) {
        if (performance.now() > deadline) throw new Error(`${location.pathname}: no first contentful paint after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.getEntriesByName('first-contentful-paint')[0].startTime;
    });
  } finally {
    await context.close();
  }
}

// [{site, kind, widget, blocked, ratio, pairs}] for every site and page kind: the medians, their
// ratio and each turn's ratio of its two loads.
async function hostFirstPaints(browser, runs, median) {
  const missing = SITES.filter((site) => !fs.existsSync(path.join(site.root, 'index.html')));
  if (missing.length) throw new Error(`${missing.map((s) => s.root).join(', ')} not built: run scripts/build-examples`);
  const out = [];
  for (const site of SITES) {
    const server = await startServer({ root: site.root });
    try {
      for (const kind of KINDS) {
        const url = server.url(site.pages[kind]);
        await firstPaint(browser, url, false); // warm the server's file cache alike for both
        const widget = [];
        const blocked = [];
        for (let run = 0; run < runs; run += 1) {
          const order = run % 2 ? [true, false] : [false, true];
          for (const block of order) (block ? blocked : widget).push(await firstPaint(browser, url, block));
        }
        out.push({
          site: site.id, kind, widget: median(widget), blocked: median(blocked),
          ratio: median(widget) / median(blocked), pairs: widget.map((w, i) => w / blocked[i]),
        });
      }
    } finally {
      await server.close();
    }
  }
  return out;
}

module.exports = { hostFirstPaints };
