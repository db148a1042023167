// render(): the core's static markup of an embed (src/core/embed), the bytes `failure-map render`
// prints, made by failure-map-render.js from its module. failure-map.js's FailureMap.render()
// loads that file and calls it, so neither the record page's own script nor the panels' files
// carry any of the renderer.
import { unwrap } from '../wasm-module.js';

const CHOICES = ['n', 'prose', 'why', 'format', 'tableClass'];

export function renderMethods(renderer) {
  return {
    // render({n: "0.1", show: ["broken"] | "broken repair", prose: "full" | "none",
    //         why: "auto" | "column" | "line" | "details" | "none", compact: true, which: true,
    //         format: "html" | "json", tableClass: "docutils align-default"})
    // -> the HTML fragment or the JSON text, each ending with a newline. Bad choices throw an
    // Error whose .field names the choice.
    render(options = {}) {
      const request = {};
      for (const name of CHOICES) {
        const value = options[name];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string') {
          throw Object.assign(new TypeError(`${name}: expected text, got ${typeof value}`), { field: name });
        }
        request[name] = value;
      }
      const { show } = options;
      if (show !== undefined && show !== null) {
        if (typeof show !== 'string' && !(Array.isArray(show) && show.every((id) => typeof id === 'string'))) {
          throw Object.assign(new TypeError('show: expected ids as text ("broken repair") or a list of texts'), { field: 'show' });
        }
        request.show = Array.isArray(show) ? show.join(' ') : show;
      }
      for (const flag of ['compact', 'which']) {
        const value = options[flag];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'boolean') {
          throw Object.assign(new TypeError(`${flag}: expected true or false, got ${typeof value}`), { field: flag });
        }
        request[flag] = value;
      }
      return unwrap(renderer, renderer.render(JSON.stringify(request)));
    },
  };
}
