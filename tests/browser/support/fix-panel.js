// The fix panel (<failure-map-tryfix>) as the tests see it, for tryfix.test.js and
// cpython.test.js: read through its stable hooks, waited for, and typed into.
'use strict';
const { waitUntil } = require('./browser');

const HOST = 'failure-map-tryfix';

// Everything the tests read from the panel, or null before it has its shadow root.
function readPanel(page) {
  return page.evaluate((sel) => {
    const host = document.querySelector(sel);
    if (!host || !host.shadowRoot) return null;
    const root = host.shadowRoot;
    const shown = (node) => Boolean(node) && !node.hidden && node.getClientRects().length > 0;
    const error = root.querySelector('[role=alert][data-error]');
    const status = root.querySelector('[data-status]');
    const table = root.querySelector('table[data-impl=yours]');
    const progress = root.querySelector('progress[data-cpython=progress]');
    return {
      state: host.getAttribute('data-state'),
      runner: host.getAttribute('data-runner'),
      code: host.code,
      editable: root.querySelector('[data-field=solve]').getAttribute('contenteditable'),
      tokens: [...root.querySelectorAll('.cm-line span[class]')].map((span) => span.textContent),
      underlined: [...root.querySelectorAll('.fm-error-range')].map((span) => span.textContent).join(''),
      error: error.textContent,
      errorKind: error.getAttribute('data-kind'),
      errorLine: error.getAttribute('data-line'),
      gutterError: [...root.querySelectorAll('.cm-lineNumbers .fm-error-line')].map((s) => s.textContent),
      status: status.textContent,
      statusLive: status.getAttribute('aria-live'),
      summary: (root.querySelector('[data-summary=yours]') || {}).textContent || '',
      caption: table && table.caption ? table.caption.textContent : '',
      resultsHidden: root.querySelector('.results').hidden,
      offer: shown(root.querySelector('[data-cpython=offer]')),
      progress: shown(progress),
      progressLabel: progress.getAttribute('aria-label'),
      progressRole: progress.localName,
      on: shown(root.querySelector('[data-cpython=on]')),
      rows: table ? [...table.querySelectorAll('tbody tr')].map((tr) => ({
        check: tr.getAttribute('data-check'),
        actual: tr.querySelector('[data-col=actual]').textContent,
        expected: tr.querySelector('[data-col=expected]').textContent,
        outcome: tr.querySelector('[data-col=outcome]').textContent,
      })) : [],
      compare: [...root.querySelectorAll('table[data-table=compare] tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => `${td.getAttribute('data-col')}=${td.textContent}`).join(' ')),
    };
  }, HOST);
}

// Waits until `predicate` holds of the panel's view (readPanel's); returns that view.
function waitForPanel(page, predicate, timeout = 15000) {
  return waitUntil(() => readPanel(page), (seen) => seen !== null && predicate(seen), { what: 'the fix panel', timeout });
}

// Replaces the editor's text as a reader would: select all, delete, then type it in (inserted as
// one input, so the editor's own indentation on Enter does not add to the text's).
async function typeCode(page, code) {
  await page.locator(`${HOST} [data-field=solve]`).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

module.exports = { HOST, readPanel, waitForPanel, typeCode };
