// <failure-map-case ...></failure-map-case> (or <failure-map-case ... />) in an MDX page becomes the
// same element with dangerouslySetInnerHTML={{__html: "<the static markup>"}}: React renders the
// markup inside the element at build time and leaves it alone when it hydrates. The markup is
// FailureMap.render() of this package's failure-map.js (the WebAssembly core under Node), with
// the element's n, show, prose, why, compact and which. Fenced code blocks and inline code are left as
// they are; an element with an attribute written as a JSX expression ({...}) is not rendered.
'use strict';
const path = require('node:path');

const TAG = /<failure-map-case(?=[\s/>])((?:[^>"'{}]|"[^"]*"|'[^']*')*?)\s*(\/>|>\s*<\/failure-map-case\s*>)/g;
const ATTRIBUTE = /([A-Za-z_:][-\w:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

let failureMap = null;
const cache = new Map();

function render(options) {
  failureMap = failureMap || require(path.join(__dirname, '..', 'failure-map.js'));
  const key = JSON.stringify(options);
  if (!cache.has(key)) cache.set(key, failureMap.render({ ...options, format: 'html' }));
  return cache.get(key);
}

function options(attributes) {
  const out = {};
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const [, name, double, single] = match;
    const value = double !== undefined ? double : single;
    if (['n', 'show', 'prose', 'why'].includes(name) && value !== undefined) out[name] = value;
    if ((name === 'compact' || name === 'which') && value !== 'false') out[name] = true;
  }
  return out;
}

// Offsets of the page outside fenced code blocks, as [start, end) ranges.
function prose(source) {
  const ranges = [];
  let fence = null;
  let start = 0;
  let offset = 0;
  for (const line of source.split('\n')) {
    const open = FENCE.exec(line);
    if (fence === null && open) {
      ranges.push([start, offset]);
      fence = open[1];
    } else if (fence !== null && open && open[1][0] === fence[0] && open[1].length >= fence.length
      && line.trim() === open[1]) {
      fence = null;
      start = offset + line.length + 1;
    }
    offset += line.length + 1;
  }
  if (fence === null) ranges.push([start, source.length]);
  return ranges;
}

function inInlineCode(source, index) {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  return (source.slice(lineStart, index).match(/`/g) || []).length % 2 === 1;
}

async function transform(source, { warn = () => {} } = {}) {
  if (!source.includes('<failure-map-case')) return source;
  const found = [];
  for (const [start, end] of prose(source)) {
    for (const match of source.slice(start, end).matchAll(TAG)) {
      const index = start + match.index;
      if (inInlineCode(source, index) || /\{/.test(match[1])) continue;
      found.push({ index, text: match[0], attributes: match[1], selfClosing: match[2] === '/>' });
    }
  }
  let out = '';
  let last = 0;
  for (const element of found) {
    let markup;
    try {
      markup = await render(options(element.attributes));
    } catch (error) {
      warn(`<failure-map-case${element.attributes}>: ${error.message}`);
      continue;
    }
    const inner = `dangerouslySetInnerHTML={{__html: ${JSON.stringify(markup)}}}`;
    out += source.slice(last, element.index) +
      `<failure-map-case${element.attributes} ${inner}${element.selfClosing ? ' />' : '></failure-map-case>'}`;
    last = element.index + element.text.length;
  }
  return out + source.slice(last);
}

module.exports = { transform };
