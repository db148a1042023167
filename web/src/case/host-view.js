// The page's own look (look="host"; the default for an element that holds its static copy, as the
// documentation generators write it): the element shows the core's static markup as its own
// children, with no shadow root, where the page's theme styles it as its own tables, and it keeps
// the copy the page came with. So its upgrade changes no box: what the first paint showed is what
// stays. It renders again (FailureMap.render(): the bytes of `failure-map render`) only when an
// attribute asks for something the copy does not show; until then it loads nothing more. A
// refused attribute is named in an alert above the copy (failure-map.css draws its rule).
import { renderNodes } from '../api.js';
import { detailOf, el, errorLine } from '../shared/dom.js';

const COPY = ':scope > [data-fm-static]';
// The render request's choices an attribute sets (tableClass comes from the copy): a change to any
// of them renders again.
export const CHOICES = ['n', 'show', 'prose', 'why', 'compact', 'which'];

// The request the copy was rendered from (its data-fm-request), or null for none or unreadable.
function copyRequest(copy) {
  try {
    const request = JSON.parse(copy.getAttribute('data-fm-request'));
    return request && typeof request === 'object' ? request : null;
  } catch (error) {
    return null;
  }
}

export class HostView {
  // element: the <failure-map-case>; its getters give the attributes' values with their defaults.
  constructor(element) {
    this._element = element;
    this._alert = null; // made on the first error: until then the element's children are the page's
    this._tableClass = '';
    this._turn = 0; // a render's answer is shown only if no later one was asked for
  }

  start() {
    const element = this._element;
    const copy = element.querySelector(COPY);
    const request = copy && copyRequest(copy);
    if (request && typeof request.tableClass === 'string') this._tableClass = request.tableClass;
    if (request && CHOICES.every((name) => request[name] === element[name])) this._shown(request.n, true);
    else this.render();
  }

  // The attributes' request, rendered; the copy stays until the new markup is there, and stays
  // if the request is refused.
  render() {
    const element = this._element;
    const request = { tableClass: this._tableClass };
    for (const name of CHOICES) request[name] = element[name];
    const turn = ++this._turn;
    element.setAttribute('data-state', 'loading');
    renderNodes(request).then(
      (nodes) => {
        if (turn !== this._turn) return;
        const copy = element.querySelector(COPY);
        if (copy) copy.replaceWith(nodes);
        else element.append(nodes);
        this._shown(request.n, false);
      },
      (error) => {
        if (turn === this._turn) this._failed(error);
      },
    );
  }

  _shown(n, first) {
    const element = this._element;
    if (this._alert) this._alert.remove();
    element.setAttribute('data-state', 'ready');
    const detail = { n, source: 'record', mode: 'exact' };
    element._readyOnce('failure-map:ready', 'failure-map-ready', detail);
    element._dispatch('failure-map-update', detail);
    if (!first) element.removeAttribute('data-fm-stale');
  }

  // The message names the attribute (the core's field); what was shown stays, marked stale.
  _failed(error) {
    const element = this._element;
    const field = (error && error.field) || null;
    const message = field ? `The ${field} attribute is refused: ${detailOf(error)}` : `The case could not be shown: ${detailOf(error)}`;
    const kept = Boolean(element.querySelector(COPY));
    if (!this._alert) this._alert = el('div', { 'data-fm-alert': true, role: 'alert' });
    this._alert.replaceChildren(errorLine(message), kept ? el('p', {}, 'What follows still shows the last valid attributes.') : null);
    element.prepend(this._alert);
    if (kept) element.setAttribute('data-fm-stale', '');
    element.setAttribute('data-state', 'error');
    element._dispatch('failure-map-error', { field, message });
  }
}
