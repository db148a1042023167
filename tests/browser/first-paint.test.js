// The host page paints first: on a page that loads failure-map.js deferred (web/embed.html, as
// a documentation site does), the elements are defined only after the page has painted (its
// first contentful paint), so the widget's start-up never holds that paint; on a page that asks
// for the widget before its first paint (blocking="render": web/index.html, the record's own
// page), they are defined before any frame. Counted with requestAnimationFrame from before the page's own scripts.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, sharedBrowserAndServer, waitForState } = require('./support/browser');

const suite = sharedBrowserAndServer();

function frameCounter() {
  window.__fmFrames = 0;
  const tick = () => {
    window.__fmFrames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  customElements.whenDefined('failure-map-case').then(() => {
    window.__fmFramesAtDefinition = window.__fmFrames;
  });
}

async function framesBeforeDefinition(page) {
  await waitForState(page);
  return page.evaluate(() => window.__fmFramesAtDefinition);
}

test('a deferred failure-map.js defines its elements after the host page\'s first frame', async () => {
  const { page, close } = await open(suite.browser, suite.server.url('embed.html'), { initScripts: [frameCounter] });
  try {
    const frames = await framesBeforeDefinition(page);
    assert.ok(frames >= 1, `defined after ${frames} frame(s)`);
  } finally {
    await close();
  }
});

test('a render-blocking failure-map.js (the record\'s own page) defines them before any frame', async () => {
  const { page, close } = await open(suite.browser, suite.server.url('index.html'), { initScripts: [frameCounter] });
  try {
    assert.equal(await framesBeforeDefinition(page), 0);
  } finally {
    await close();
  }
});
