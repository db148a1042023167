// <failure-map-case n="1">: the case record FA-98851 with the fixture tables of its three
// implementations at N, rendered into an open Shadow DOM. It loads, calls and renders: every value
// and sentence comes from the API as text and is written with textContent, never as markup.
//
// Bundled by scripts/lib/bundle-web.js after api.js, in one scope with FailureMap and
// FAILURE_MAP_CSS (the contents of element.css). The bundle also loads under node, where there
// are no custom elements; then this file defines nothing.
//
// Stable hooks: host data-state="loading|ready|error" and data-fm-theme="light|dark";
// table[data-impl=ID], tr[data-check=LABEL], td[data-col=actual|expected|outcome]; the
// "failure-map-ready" event (bubbles, composed) and performance mark "failure-map:ready" after the
// first render; "failure-map-error" (bubbles, composed, detail {field, message}) on each error.
if (typeof customElements !== 'undefined' && !customElements.get('failure-map-case')) {
  (() => {
    const TAG = 'failure-map-case';
    const DEFAULT_N = '1';
    const api = () => (typeof FailureMap !== 'undefined' ? FailureMap : globalThis.FailureMap);
    const css = typeof FAILURE_MAP_CSS === 'string' ? FAILURE_MAP_CSS : '';

    // One constructable style sheet for every instance; style-src 'self' does not block it.
    let sharedSheet = null;
    function adoptStyles(root) {
      if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
        try {
          if (!sharedSheet) {
            sharedSheet = new CSSStyleSheet();
            sharedSheet.replaceSync(css);
          }
          root.adoptedStyleSheets = [sharedSheet];
          return;
        } catch (error) {
          // Browsers without constructable style sheets fall through to a <style> element.
        }
      }
      root.append(el('style', {}, css));
    }

    // el('p', {class: 'x', 'data-col': 'actual'}, 'text', child, ...): attributes and text only.
    function el(tag, attributes = {}, ...children) {
      const node = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) {
        if (value !== undefined && value !== null && value !== false) node.setAttribute(name, String(value));
      }
      for (const child of children) {
        if (child === null || child === undefined || child === false) continue;
        node.append(typeof child === 'string' ? document.createTextNode(child) : child);
      }
      return node;
    }

    // ---- Theme: explicit attribute, else the host page's theme switch, else the OS preference.
    const instances = new Set();
    let pageObserver = null;
    let darkQuery = null;

    // Material for MkDocs (body/html data-md-color-scheme), Docusaurus and pydata-sphinx-theme
    // (html data-theme), Furo (body data-theme), VitePress (html.dark).
    function pageTheme() {
      const html = document.documentElement;
      const body = document.body;
      for (const node of [body, html]) {
        if (!node) continue;
        const scheme = node.getAttribute('data-md-color-scheme');
        if (scheme === 'slate') return 'dark';
        if (scheme === 'default') return 'light';
      }
      for (const node of [html, body]) {
        if (!node) continue;
        const theme = node.getAttribute('data-theme');
        if (theme === 'dark' || theme === 'light') return theme;
      }
      if (html && html.classList.contains('dark')) return 'dark';
      return null;
    }

    function osTheme() {
      return darkQuery && darkQuery.matches ? 'dark' : 'light';
    }

    function updateThemes() {
      for (const instance of instances) instance.applyTheme();
    }

    let observedBody = null;
    const THEME_ATTRIBUTES = { attributes: true, attributeFilter: ['data-md-color-scheme', 'data-theme', 'class'] };

    function watchTheme(instance) {
      instances.add(instance);
      // A site that swaps <body> on navigation gets its new body watched too.
      if (pageObserver && document.body && document.body !== observedBody) {
        observedBody = document.body;
        pageObserver.observe(observedBody, THEME_ATTRIBUTES);
      }
      if (pageObserver) return;
      pageObserver = new MutationObserver(updateThemes);
      pageObserver.observe(document.documentElement, THEME_ATTRIBUTES);
      observedBody = document.body;
      if (observedBody) pageObserver.observe(observedBody, THEME_ATTRIBUTES);
      if (typeof matchMedia === 'function') {
        darkQuery = matchMedia('(prefers-color-scheme: dark)');
        if (darkQuery.addEventListener) darkQuery.addEventListener('change', updateThemes);
        else if (darkQuery.addListener) darkQuery.addListener(updateThemes);
      }
    }

    function unwatchTheme(instance) {
      instances.delete(instance);
      if (instances.size || !pageObserver) return;
      pageObserver.disconnect();
      pageObserver = null;
      observedBody = null;
      if (darkQuery) {
        if (darkQuery.removeEventListener) darkQuery.removeEventListener('change', updateThemes);
        else if (darkQuery.removeListener) darkQuery.removeListener(updateThemes);
        darkQuery = null;
      }
    }

    // ---- Rendering pieces (all text via text nodes).
    function fact(title, text) {
      return el('section', { class: 'fact' }, el('h3', {}, title), el('p', {}, text));
    }

    // def solve(weighted_sums, weight_sums):\n    return <expression>, one block per line so that a
    // wrapped line hangs under its own indentation on narrow screens.
    function codeBlock(expression) {
      return el(
        'pre',
        { class: 'solve' },
        el(
          'code',
          {},
          el('span', { class: 'line' }, el('span', { class: 'kw' }, 'def'), ' solve(weighted_sums, weight_sums):\n'),
          el('span', { class: 'line body' }, '    ', el('span', { class: 'kw' }, 'return'), ' ', expression),
        ),
      );
    }

    function hashLine(label, value) {
      return el('p', { class: 'hash' }, `${label} / `, el('code', {}, value));
    }

    // The API's own word when it gives one, else the record's.
    function outcomeWord(passed) {
      return passed ? 'Passed' : 'Failed';
    }

    function fixtureTable(report, n, captionId) {
      const caption = el('caption', { id: captionId }, `${report.title}: boundary fixtures at N = ${n}`);
      const head = el(
        'thead',
        {},
        el('tr', {}, ...['Boundary fixture', 'Actual', 'Expected', 'Outcome'].map((h) => el('th', { scope: 'col' }, h))),
      );
      const body = el('tbody');
      for (const o of report.observations) {
        const outcome = o.passed ? 'passed' : 'failed';
        body.append(
          el(
            'tr',
            { 'data-check': o.check, 'data-outcome': outcome },
            el('th', { scope: 'row' }, o.check),
            el('td', { 'data-col': 'actual' }, o.actual),
            el('td', { 'data-col': 'expected' }, o.expected),
            el('td', { 'data-col': 'outcome', 'data-outcome': outcome }, o.outcome || outcomeWord(o.passed)),
          ),
        );
      }
      const table = el('table', { 'data-impl': report.implementation }, caption, head, body);
      // A labelled, focusable region: keyboard users can scroll it when the table is wider than
      // the page (320 px screens).
      return el('div', { class: 'table-wrap', role: 'region', tabindex: '0', 'aria-labelledby': captionId }, table);
    }

    // The API's messages start with the field ("n: ..."); the alert names it for a reader.
    function errorMessage(error) {
      const field = error && error.field;
      let detail = error && error.message ? error.message : String(error);
      const prefix = `${field}: `;
      if (field && detail.startsWith(prefix)) detail = detail.slice(prefix.length);
      if (field === 'n') return `N is invalid: ${detail}`;
      if (field) return `The checks could not run (${field}): ${detail}`;
      if (/Content.Security.Policy/i.test(detail)) {
        return "The case could not be loaded: this page's Content-Security-Policy blocks WebAssembly " +
          "(script-src needs 'wasm-unsafe-eval')";
      }
      return `The case could not be loaded: ${detail}`;
    }

    class FailureMapCase extends HTMLElement {
      static get observedAttributes() {
        return ['n', 'theme'];
      }

      constructor() {
        super();
        this.attachShadow({ mode: 'open' });
        adoptStyles(this.shadowRoot);
        this._api = null;
        this._panels = null; // id -> {slot: element holding the table, summary}
        this._generation = 0;
        this._shownN = null; // the N of the tables on show
        this._announcedReady = false;
        this._built = false;
      }

      get n() {
        return this.hasAttribute('n') ? this.getAttribute('n') : DEFAULT_N;
      }

      set n(value) {
        this.setAttribute('n', value);
      }

      connectedCallback() {
        watchTheme(this);
        this.applyTheme();
        if (!this._built) {
          this._built = true;
          this._buildShell();
          this._render();
        }
      }

      disconnectedCallback() {
        unwatchTheme(this);
      }

      attributeChangedCallback(name, oldValue, newValue) {
        if (name === 'theme') {
          this.applyTheme();
        } else if (name === 'n' && this._built && oldValue !== newValue) {
          this._render();
        }
      }

      applyTheme() {
        const explicit = this.getAttribute('theme');
        const theme = explicit === 'dark' || explicit === 'light' ? explicit : pageTheme() || osTheme();
        if (this.getAttribute('data-fm-theme') !== theme) this.setAttribute('data-fm-theme', theme);
      }

      _setState(state) {
        this.setAttribute('data-state', state);
        this._card.setAttribute('aria-busy', state === 'loading' ? 'true' : 'false');
      }

      _buildShell() {
        this._status = el('p', { class: 'status', role: 'status' }, 'Loading the case record…');
        this._alert = el('div', { class: 'alert', role: 'alert', hidden: true });
        this._content = el('div', { class: 'content' });
        this._card = el('article', { class: 'card', part: 'card' }, this._status, this._alert, this._content);
        this.shadowRoot.append(this._card);
        this._setState('loading');
      }

      _fillRecord(record) {
        const runs = new Map(record.implementations.map((impl) => [impl.id, impl]));
        const header = el(
          'header',
          {},
          el('p', { class: 'eyebrow' }, el('span', { class: 'id' }, record.id), ` · ${record.family}`),
          el(
            'div',
            { class: 'title-row' },
            el('h2', { id: 'fm-title' }, `${record.title} `, el('span', { class: 'case-label' }, `· ${record.caseLabel}`)),
            el('p', { class: 'access' }, record.access),
          ),
        );
        this._card.setAttribute('aria-labelledby', 'fm-title');
        this._card.prepend(header);

        const facts = el(
          'div',
          { class: 'facts' },
          fact('Root cause', record.rootCause),
          fact('The failure', record.failure),
          fact('Unsuccessful approach', record.unsuccessfulApproach),
          fact('Case contract', record.contract),
          fact('Why this case matters', record.whyItMatters),
        );

        this._panels = new Map();
        const list = el('ol', { class: 'impls' });
        for (const { id, title } of this._api.implementations()) {
          const impl = runs.get(id) || { python: '', sha256: '' };
          const slot = el('div', { class: 'table-slot' });
          const summary = el('p', { class: 'summary', 'data-summary': id, hidden: true });
          const headingId = `fm-impl-${id}`;
          const panel = el(
            'li',
            { class: 'impl', 'data-impl': id },
            el('h3', { id: headingId }, title),
            impl.python ? codeBlock(impl.python) : null,
            slot,
            summary,
          );
          if (impl.sha256) {
            panel.append(hashLine('SHA-256', impl.sha256));
          } else {
            panel.append(el('div', { class: 'held' }, el('p', {}, record.heldBack), el('p', {}, record.repairNote)));
          }
          list.append(panel);
          this._panels.set(id, { slot, summary });
        }

        const scope = el(
          'section',
          { class: 'scope' },
          el('h3', {}, 'Verification & scope'),
          el('p', {}, record.scope),
          el('p', {}, record.observationNote),
        );
        const digest = el('div', { class: 'digest' }, hashLine('Case digest', record.caseDigest));
        this._content.append(facts, list, scope, digest);
      }

      async _render() {
        const generation = ++this._generation;
        const n = this.n;
        this._setState('loading');
        try {
          if (!this._api) {
            const loaded = await api().load();
            if (!this._api) {
              this._api = loaded;
              this._fillRecord(loaded.record());
            }
          }
          if (generation !== this._generation) return; // a newer N arrived meanwhile
          // Run all three first, then swap the tables at once: an error keeps the last good ones.
          const reports = [...this._panels.keys()].map((id) => this._api.run(id, { n }));
          for (const report of reports) {
            const panel = this._panels.get(report.implementation);
            panel.slot.replaceChildren(fixtureTable(report, n, `fm-caption-${report.implementation}`));
            panel.summary.textContent = report.summary;
            panel.summary.setAttribute('data-outcome', report.passed ? 'passed' : 'failed');
            panel.summary.hidden = false;
          }
          this._shownN = n;
          this._status.hidden = true;
          this._alert.hidden = true;
          this._alert.replaceChildren();
          this._setState('ready');
          if (!this._announcedReady) {
            this._announcedReady = true;
            if (typeof performance !== 'undefined' && performance.mark) performance.mark('failure-map:ready');
            this.dispatchEvent(new CustomEvent('failure-map-ready', { bubbles: true, composed: true, detail: { n } }));
          }
        } catch (error) {
          if (generation !== this._generation) return;
          const message = errorMessage(error);
          this._status.hidden = true;
          this._alert.replaceChildren(
            el('strong', {}, 'Error: '),
            message,
            this._shownN !== null ? `. The tables below still show N = ${this._shownN}.` : '',
          );
          this._alert.hidden = false;
          this._setState('error');
          this.dispatchEvent(
            new CustomEvent('failure-map-error', {
              bubbles: true,
              composed: true,
              detail: { field: (error && error.field) || null, message },
            }),
          );
        }
      }
    }

    customElements.define(TAG, FailureMapCase);
  })();
}
