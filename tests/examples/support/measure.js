// What a reader of a documentation page feels, measured in the page: layout shift, sideways
// overflow inside the widgets, columns cut off, the widgets' text size against the page's, and
// whether a widget is dark in a light page. Every function here runs in the page or drives it.
'use strict';

const WIDGETS = 'failure-map-case, failure-map-training, failure-map-log';

// An init script: every layout shift not caused by input, from the page's first frame on
// (buffered), with what moved.
function layoutShiftProbe() {
  window.__fmShifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : 'null';
    const root = node.getRootNode();
    const where = root && root.host ? `${root.host.localName} >>> ` : '';
    return `${where}${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources || [];
        // What a widget can move: a widget that renders or grows moves what follows it, down or up,
        // at the same width. It cannot move what comes before it or holds it, nor make text reflow
        // sideways (a source changing its width: a web font swapping in).
        const widgets = [...document.querySelectorAll('failure-map-case, failure-map-training, failure-map-log')];
        const follows = (node) => Boolean(node) && node.nodeType === 1 && widgets.some((widget) =>
          (widget.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) && !node.contains(widget));
        // What comes before every widget and holds none (a theme's web font swapping in above them).
        const precedesAll = (node) => Boolean(node) && node.nodeType === 1 && widgets.length > 0
          && widgets.every((widget) => (widget.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)
            && !node.contains(widget));
        window.__fmShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: sources.map((source) => describe(source.node)),
          afterWidget: sources.some((source) => follows(source.node)),
          beforeWidgets: sources.some((source) => precedesAll(source.node)),
          // (The rects are the parts in view: one that left or entered the view is empty.)
          reflowed: sources.some(({ previousRect: was, currentRect: now }) =>
            was.width > 0 && was.height > 0 && now.width > 0 && now.height > 0 && Math.abs(was.width - now.width) > 1),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {
    window.__fmShifts = null; // no Layout Instability API: the test says so
  }
}

const frames = (page, count = 2) =>
  page.evaluate((n) => new Promise((resolve) => {
    let left = n;
    const tick = () => (left-- <= 0 ? resolve() : requestAnimationFrame(tick));
    tick();
  }), count);

// Scrolls to the bottom in steps of 90% of the window, as a reader reading on would, letting each
// step paint (lazy panels load as they come into view); then back to the top.
async function scrollThrough(page) {
  for (let steps = 0; steps < 80; steps += 1) {
    const at = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.9));
      const doc = document.scrollingElement;
      return { bottom: Math.ceil(window.scrollY + window.innerHeight) >= doc.scrollHeight - 1 };
    });
    await frames(page, 3);
    await page.waitForTimeout(60);
    if (at.bottom) break;
  }
  await page.waitForTimeout(300);
}

// {total, moved, shifts: [{value, at, sources, afterWidget, reflowed}]} since the page started;
// `moved` counts only the shifts a widget can cause: something after a widget moved, nothing before
// every widget moved with it, and no text reflowed sideways (a theme's web font swapping in moves
// the page's own text, widget or not; under load it lands after the first paint, and the layout
// shift entry may name only full-width blocks, whose width does not change, above and below).
async function layoutShift(page) {
  const shifts = await page.evaluate(() => window.__fmShifts);
  if (shifts === null) throw new Error('this Chromium has no layout-shift entries: cannot measure');
  const sum = (list) => list.reduce((total, s) => total + s.value, 0);
  const widgets = shifts.filter((s) => s.afterWidget && !s.reflowed && !s.beforeWidgets);
  return { total: sum(shifts), moved: sum(widgets), shifts };
}

// Waits until every widget on the page is in one of `states` (a case widget: ready; the training
// panel: ready; the log panel: idle until given a log). Returns [{tag, state}].
async function waitForWidgets(page, { count, timeout = 20000 } = {}) {
  const deadline = Date.now() + timeout;
  let seen = [];
  while (Date.now() < deadline) {
    seen = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((host) => ({
      tag: host.localName, state: host.getAttribute('data-state'),
    })), WIDGETS);
    const done = (w) => (w.tag === 'failure-map-log' ? ['idle', 'ready'] : ['ready']).includes(w.state);
    if (seen.length >= count && seen.every(done)) return seen;
    if (seen.some((w) => w.state === 'error')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`widgets not ready within ${timeout} ms: ${JSON.stringify(seen)}`);
}

// Everything measured on the widgets as they stand, plus the page's own body text. `content` is the
// selector of the page's article. One object per widget:
//   {tag, index, state, theme, box: {left, right, width}, fitsPage,
//    overflow: [{what, scrollWidth, clientWidth}], tables, srOnly, cellsChecked, hiddenCells: [text],
//    proseSize, proseFamily, background, backgroundIsDark}
// and for the page: {viewport, bodySize, bodyFamily, pageBackground, pageIsDark}.
function inspect(page, content) {
  return page.evaluate(([widgetSelector, contentSelector]) => {
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (node) => `${node.localName}${node.id ? `#${node.id}` : ''}${
      node.classList.length ? `.${[...node.classList].join('.')}` : ''}${
      node.dataset && node.dataset.impl ? `[data-impl=${node.dataset.impl}]` : ''}${
      node.dataset && node.dataset.table ? `[data-table=${node.dataset.table}]` : ''}`;
    // Every element of a shadow root, and of shadow roots nested in it.
    const deepElements = (root) => {
      const out = [];
      for (const node of root.querySelectorAll('*')) {
        out.push(node);
        if (node.shadowRoot) out.push(...deepElements(node.shadowRoot));
      }
      return out;
    };
    const parentOf = (node) => node.parentElement || (node.parentNode && node.parentNode.host) || null;
    const rendered = (node) => node.getClientRects().length > 0;
    // The body text size: the largest font-size of the visible paragraphs of sentence length
    // (40 characters or more). Secondary text (help under a field, hints, captions) is smaller by
    // design and short labels are not prose, so neither sets it. Paragraphs inside the widgets are
    // not the page's.
    const mainText = (paragraphs) => {
      let size = null;
      let family = null;
      for (const p of paragraphs) {
        const box = p.getBoundingClientRect();
        const style = getComputedStyle(p);
        if (p.textContent.trim().length < 40 || box.width <= 1 || box.height <= 1 || style.visibility !== 'visible') continue;
        const px = parseFloat(style.fontSize);
        if (size === null || px > size) [size, family] = [px, style.fontFamily];
      }
      return { size, family };
    };
    const rgba = (text) => {
      const m = /rgba?\(([^)]+)\)/.exec(text || '');
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }) => {
      const lin = (c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // The colour behind a node: the first opaque-ish background up its ancestors (white at the end).
    const backgroundBehind = (node) => {
      for (let at = node; at; at = parentOf(at)) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour && colour.a > 0.5) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const show = (c) => `rgb(${c.r}, ${c.g}, ${c.b})`;

    const article = document.querySelector(contentSelector);
    const bodyParagraphs = article
      ? [...article.querySelectorAll('p')].filter((p) => !p.closest(widgetSelector))
      : [];
    const body = mainText(bodyParagraphs);
    const pageBackground = article ? backgroundBehind(article) : backgroundBehind(document.body);

    const hosts = [...document.querySelectorAll(widgetSelector)];
    const widgets = hosts.map((host, index) => {
      const box = host.getBoundingClientRect();
      // A card's content is in its shadow root; the page's own look (look="host") has none.
      const all = deepElements(host.shadowRoot || host);
      // Sideways overflow: any box inside the widget that clips or scrolls and whose content is
      // wider than it. A visually-hidden 1-px box (screen-reader text) is not a reader's overflow.
      const overflow = [];
      for (const node of all) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' || !rendered(node)) continue;
        if (node.clientWidth <= 1 && node.clientHeight <= 1) continue;
        if (node.scrollWidth > node.clientWidth) {
          overflow.push({ what: describe(node), scrollWidth: node.scrollWidth, clientWidth: node.clientWidth });
        }
      }
      // Every header and body cell of every rendered table: a box of more than 1 px each way,
      // visible, within the width of every clipping ancestor (up through the shadow root to the
      // page) and of the window.
      const tables = [];
      const hiddenCells = [];
      const hidden = new Map(); // "table column: why" -> {count, span}, one line per column and cause
      let cellsChecked = 0;
      // A table shown to no one but screen readers (inside a visually-hidden 1-px box, as the
      // training panel's numbers until "Show numbers") is not checked; it is listed apart.
      const srOnly = [];
      const visibleArea = (node) => {
        const box = node.getBoundingClientRect();
        let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
        for (let at = parentOf(node); at && at !== document.documentElement && at !== document.body;
          at = parentOf(at)) {
          if (getComputedStyle(at).overflowX === 'visible') continue;
          const c = at.getBoundingClientRect();
          [left, right, top, bottom] = [
            Math.max(left, c.left), Math.min(right, c.right), Math.max(top, c.top), Math.min(bottom, c.bottom),
          ];
        }
        return { width: right - left, height: bottom - top };
      };
      for (const table of all.filter((node) => node.localName === 'table' && rendered(node))) {
        const area = visibleArea(table);
        if (area.width <= 1 || area.height <= 1) {
          srOnly.push(describe(table));
          continue;
        }
        tables.push(describe(table));
        // A narrow layout may hide the header row visually (it stays for assistive technology) when
        // the body shows what it said: the widget's rows and cards layouts (data-layout on the
        // table's box) and stacked tables whose cells carry their column's name (::before).
        const layout = (table.closest('[data-layout]') || { dataset: {} }).dataset.layout;
        const firstBody = table.tBodies[0] && table.tBodies[0].rows[0];
        const labelled = Boolean(firstBody) && [...firstBody.cells].some((cell) => cell.localName === 'td'
          && !['none', 'normal'].includes(getComputedStyle(cell, '::before').content) && (cell.dataset.label || cell.dataset.heading));
        const headersStandIn = layout === 'rows' || layout === 'cards' || labelled;
        const rows = [...table.rows].filter((row) => !row.hidden);
        for (const row of rows) {
          for (const cell of row.cells) {
            cellsChecked += 1;
            const r = cell.getBoundingClientRect();
            const style = getComputedStyle(cell);
            let why = null;
            if (r.width <= 1 || r.height <= 1) why = `a ${r.width.toFixed(1)}×${r.height.toFixed(1)} px box`;
            else if (style.visibility !== 'visible') why = `visibility: ${style.visibility}`;
            for (let at = parentOf(cell); at && !why; at = parentOf(at)) {
              // Sideways only: a tall table that scrolls up and down (the log's steps) hides rows
              // by design, not columns. (overflow-y other than visible makes overflow-x auto.)
              if (getComputedStyle(at).overflowX === 'visible' || at === document.documentElement || at === document.body) continue;
              const c = at.getBoundingClientRect();
              if (r.left < c.left - 1 || r.right > c.right + 1) {
                why = `cut off by ${describe(at)} (shows ${Math.round(c.left)}–${Math.round(c.right)} px)`;
              }
            }
            if (!why && (r.left < -1 || r.right > viewportWidth + 1)) why = `outside the ${viewportWidth}-px window`;
            const head = row.parentElement && row.parentElement.localName === 'thead';
            if (why && head && headersStandIn) why = null;
            if (why) {
              const column = `${head ? 'header ' : ''}${cell.dataset.col || (head ? `"${cell.textContent.trim().slice(0, 24)}"` : `column ${cell.cellIndex + 1}`)}`;
              const key = `${describe(table)} ${column}: ${why}`;
              const cells = hidden.get(key) || { count: 0, span: [Infinity, -Infinity] };
              cells.count += 1;
              cells.span = [Math.min(cells.span[0], Math.round(r.left)), Math.max(cells.span[1], Math.round(r.right))];
              hidden.set(key, cells);
            }
          }
        }
      }
      for (const [key, cells] of hidden) hiddenCells.push(`${key}, ${cells.count} cell(s) at ${cells.span[0]}–${cells.span[1]} px`);
      const prose = mainText(all.filter((node) => node.localName === 'p'));
      // The widget's own background: the first box in it (host first, then in document order, which
      // puts the card before what it holds) with an opaque background.
      const opaque = (node) => rendered(node) && ((rgba(getComputedStyle(node).backgroundColor) || { a: 0 }).a > 0.5);
      const cardNode = [host, ...all].find(opaque);
      const card = cardNode ? rgba(getComputedStyle(cardNode).backgroundColor) : backgroundBehind(host);
      return {
        tag: host.localName,
        index,
        state: host.getAttribute('data-state'),
        theme: host.getAttribute('data-fm-theme'),
        box: { left: Math.round(box.left), right: Math.round(box.right), width: Math.round(box.width) },
        fitsPage: box.left >= -1 && box.right <= viewportWidth + 1,
        overflow,
        tables,
        srOnly,
        cellsChecked,
        hiddenCells,
        proseSize: prose.size,
        proseFamily: prose.family,
        background: show(card),
        backgroundIsDark: luminance(card) < 0.2,
      };
    });
    return {
      viewport: viewportWidth,
      bodySize: body.size,
      bodyFamily: body.family,
      pageBackground: show(pageBackground),
      pageIsDark: luminance(pageBackground) < 0.2,
      widgets,
    };
  }, [WIDGETS, content]);
}

// Widgets' data-fm-theme, polled until all are `theme` (or the time is up): [theme, ...].
async function waitForTheme(page, theme, timeout = 3000) {
  const deadline = Date.now() + timeout;
  let themes = [];
  while (Date.now() < deadline) {
    themes = await page.evaluate((s) => [...document.querySelectorAll(s)].map((h) => h.getAttribute('data-fm-theme')), WIDGETS);
    if (themes.length && themes.every((t) => t === theme)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return themes;
}

module.exports = {
  WIDGETS, layoutShiftProbe, scrollThrough, layoutShift, waitForWidgets, inspect, waitForTheme, frames,
};
