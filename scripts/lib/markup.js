// Static prose written as markup (web/src/**/*.html), compiled when bundling into the tree that
// dom.js's fromMarkup() builds with el() and svg(): a list of [tag, {attributes}, ...children],
// text as strings. Nothing is parsed at run time, so no markup sink is used
// (a page that enforces Trusted Types, or forbids inline styles, is unaffected).
//
// Only what our own files need: elements, double-quoted or bare attributes, text, comments, the
// entities &amp; &lt; &gt; &quot; &#N; &#xN;. White space as JSX treats it: a run with a line break
// at the start or end of a text is dropped, one inside a text becomes a space.
'use strict';

const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

function decode(text, where) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    if (!(name in ENTITIES)) throw new Error(`${where}: unknown entity ${whole}`);
    return ENTITIES[name];
  });
}

function jsxText(raw) {
  return raw.replace(/^[ \t]*\n\s*/, '').replace(/\n\s*$/, '').replace(/\s*\n\s*/g, ' ');
}

function compileMarkup(source, where = 'markup') {
  const rootNode = ['#root', {}];
  const stack = [rootNode];
  const pattern = /<!--[\s\S]*?-->|<\/([a-z][\w-]*)\s*>|<([a-z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gy;
  let match;
  let at = 0;
  while (at < source.length) {
    pattern.lastIndex = at;
    match = pattern.exec(source);
    if (!match) throw new Error(`${where}: cannot read the markup at ${JSON.stringify(source.slice(at, at + 40))}`);
    at = pattern.lastIndex;
    const [whole, closing, tag, attributeText, selfClosing, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      const value = decode(jsxText(text), where);
      if (value) parent.push(value);
    } else if (closing) {
      if (parent[0] !== closing) throw new Error(`${where}: </${closing}> closes <${parent[0]}>`);
      stack.pop();
    } else if (tag) {
      const attributes = {};
      for (const [, name, value] of attributeText.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
        attributes[name] = value === undefined ? true : decode(value, where);
      }
      const node = [tag, attributes];
      parent.push(node);
      if (!selfClosing && !VOID.has(tag)) stack.push(node);
    } else if (!whole.startsWith('<!--')) {
      throw new Error(`${where}: unexpected ${whole}`);
    }
  }
  if (stack.length !== 1) throw new Error(`${where}: <${stack[stack.length - 1][0]}> is not closed`);
  return rootNode.slice(2);
}

module.exports = { compileMarkup };
