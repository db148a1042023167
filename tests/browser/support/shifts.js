// Layout shifts, as the layout-shift tests count them: an init script (open()'s initScripts) that
// records every layout-shift entry in window.__shifts, from the page's start (buffered), with
// whether it had recent input and the nodes that moved.
'use strict';

function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const sources = entry.sources.map((source) => (source.node ? source.node.nodeName : '?'));
      window.__shifts.push({ value: entry.value, input: entry.hadRecentInput, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

module.exports = { recordShifts };
