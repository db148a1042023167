// One owner of the link (web/src/shared/link.js): a sync-url case element and a sync-url fix panel
// on one page share location.hash. N typed in either is followed live by the other; the case
// element keeps the panel's code when it writes its state; of two sync-url panels only the first
// keeps its code in the link, so neither overwrites the other's, and the second says so.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { open, assertClean, sharedBrowserAndServer } = require('./support/browser');

const suite = sharedBrowserAndServer();
const REPAIR = 'def solve(weighted_sums, weight_sums):\n    mass = sum(weight_sums)\n    return sum(weighted_sums) / mass if mass else 0.0\n';
const ZERO = 'def solve(weighted_sums, weight_sums):\n    return 0.0\n';

const shadow = (page, selector, inner) => page.locator(`${selector} ${inner}`);
const valueOf = (page, selector) => page.evaluate((sel) => {
  const [host, inner] = sel;
  return document.querySelector(host).shadowRoot.querySelector(inner).value;
}, selector);
const linkState = (page) => page.evaluate(async () => (await FailureMap.load()).readFragment(location.hash));

async function pageWith(markup) {
  const opened = await open(suite.browser, suite.server.url('tryfix.html'));
  await opened.page.evaluate((html) => {
    document.querySelector('failure-map-tryfix').remove();
    document.querySelector('main').insertAdjacentHTML('afterbegin', html);
  }, markup);
  await opened.page.waitForFunction(() => [...document.querySelectorAll('failure-map-case, failure-map-tryfix')]
    .every((el) => el.getAttribute('data-state') === 'ready'), null, { timeout: 20000 });
  return opened;
}

test('N follows live between a sync-url case element and a sync-url fix panel, and the code stays in the link', async () => {
  const { page, log, close } = await pageWith('<failure-map-case sync-url></failure-map-case><failure-map-tryfix id="a" sync-url></failure-map-tryfix>');
  try {
    await shadow(page, 'failure-map-case', '[data-field="n"]').fill('2');
    await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('input[data-field=n]').value === '2');
    await page.waitForFunction(() => /Your fix: boundary fixtures at N = 2/.test(document.querySelector('#a').shadowRoot.textContent));
    // The panel followed before its interpreter was asked for (the prefilled code is the core's).
    assert.ok(!log.requests.some((url) => url.endsWith('/failure-map-python.js')), 'the interpreter loaded to follow N');
    await page.evaluate((code) => { document.querySelector('#a').code = code; }, REPAIR);
    await page.waitForFunction(() => location.hash.includes('solve='));
    assert.deepEqual(await linkState(page), { n: '2', solve: REPAIR });
    // The other way: N typed in the panel; the case element follows, and keeps the code.
    await shadow(page, '#a', 'input[data-field=n]').fill('0.5');
    await page.waitForFunction(() => document.querySelector('failure-map-case').shadowRoot.querySelector('[data-field="n"]').value === '0.5');
    await page.waitForFunction(() => location.hash.startsWith('#n=0.5'));
    assert.deepEqual(await linkState(page), { n: '0.5', solve: REPAIR });
    assert.equal(await valueOf(page, ['failure-map-case', '[data-field="n"]']), '0.5');
    await assertClean(page, log);
  } finally {
    await close();
  }
});

test('two sync-url panels: only the first keeps its code in the link; neither overwrites the other', async () => {
  const { page, log, close } = await pageWith('<failure-map-tryfix id="a" sync-url></failure-map-tryfix><failure-map-tryfix id="b" sync-url></failure-map-tryfix>');
  try {
    await page.evaluate((code) => { document.querySelector('#a').code = code; }, REPAIR);
    await page.waitForFunction(() => location.hash.includes('solve='));
    await page.evaluate((code) => { document.querySelector('#b').code = code; }, ZERO);
    await page.waitForFunction(() => /your code is not kept in the link/.test(document.querySelector('#b').shadowRoot.querySelector('[data-status]').textContent));
    await page.waitForTimeout(500);
    assert.equal((await linkState(page)).solve, REPAIR, "the second panel's edit leaves the first's code in the link");
    assert.equal(await page.evaluate(() => document.querySelector('#a').code), REPAIR);
    assert.equal(await page.evaluate(() => document.querySelector('#b').code), ZERO, 'the link does not overwrite the second panel either');
    assert.doesNotMatch(await page.evaluate(() => document.querySelector('#a').shadowRoot.querySelector('[data-status]').textContent), /not kept/);
    await assertClean(page, log);
  } finally {
    await close();
  }
});
