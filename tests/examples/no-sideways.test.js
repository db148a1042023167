// With scripts off, the widget's static copy makes no page of the example sites scroll sideways,
// at 320 and 390 px, whatever the theme says of code and tables (Read the Docs and Docusaurus set
// code { white-space: nowrap }; a digest is 64 characters without a space). A page may scroll
// sideways by itself (alabaster keeps a 390-px body at 320 px): what is measured is what the
// widget adds — the page's scroll width with the elements' content shown, then hidden — and that
// nothing inside an element runs past the element's own box or scrolls in a box of its own.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { SITES, sharedSites } = require('./support/sites');

const WIDTHS = [320, 390];
const shared = sharedSites();

// Runs in the page: the sideways overflow the widgets add, and what runs past each element's box.
function sidewaysInPage() {
  const hosts = [...document.querySelectorAll('failure-map-case, failure-map-training, failure-map-log, failure-map-tryfix')];
  const doc = document.scrollingElement;
  const describe = (node) => `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}` +
    ` "${node.textContent.trim().slice(0, 40)}"`;
  const pastBox = [];
  const scrolling = [];
  hosts.forEach((host, index) => {
    const box = host.getBoundingClientRect();
    // A box inside one that clips it (overflow other than visible: a visually hidden header, a
    // scrolling box, which is checked itself) shows only within that box.
    const clipped = (node) => {
      for (let at = node.parentElement; at && at !== host; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const node of host.querySelectorAll('*')) {
      const rect = node.getBoundingClientRect();
      if ((rect.width === 0 && rect.height === 0) || clipped(node)) continue;
      if (rect.right > box.right + 1 || rect.left < box.left - 1) {
        pastBox.push(`element ${index + 1}: ${describe(node)} at ${Math.round(rect.left)}–${Math.round(rect.right)} px, its box ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      const overflowX = getComputedStyle(node).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth + 1) {
        scrolling.push(`element ${index + 1}: ${describe(node)} scrolls sideways (${node.scrollWidth} px in ${node.clientWidth})`);
      }
    }
  });
  const withWidgets = doc.scrollWidth;
  const hidden = hosts.map((host) => [...host.children].map((child) => {
    const was = child.style.display;
    child.style.display = 'none';
    return () => { child.style.display = was; };
  }));
  const withoutWidgets = doc.scrollWidth;
  hidden.flat().forEach((restore) => restore());
  return { count: hosts.length, window: doc.clientWidth, withWidgets, withoutWidgets, pastBox, scrolling };
}

for (const site of SITES) {
  for (const [kind, pagePath] of Object.entries(site.pages)) {
    for (const width of WIDTHS) {
      test(`${site.id}: the ${kind} page at ${width} px with scripts off scrolls no further sideways for the widget`, async (t) => {
        const context = await shared.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          await page.goto(shared.servers[site.id].url(pagePath), { waitUntil: 'load' });
          const found = await page.evaluate(sidewaysInPage);
          t.diagnostic(`${found.count} element(s); scroll width ${found.withWidgets} px with their content, ${found.withoutWidgets} px without, window ${found.window} px`);
          assert.ok(found.count > 0 || kind === 'home', 'the page has an element');
          assert.ok(found.withWidgets <= found.withoutWidgets + 1,
            `the widget widens the page from ${found.withoutWidgets} to ${found.withWidgets} px: ${found.pastBox.slice(0, 5).join('; ')}`);
          assert.deepEqual(found.pastBox.slice(0, 10), [], 'nothing runs past its element');
          assert.deepEqual(found.scrolling, [], 'nothing scrolls sideways in a box of its own');
        } finally {
          await context.close();
        }
      });
    }
  }
}
