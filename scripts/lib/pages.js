// The pages of build/web, each part written once. web/layouts/page.html is every page's head and
// frame; web/layouts/NAME.html is what one kind of page adds to it (record: the record's own pages;
// docs: an article of a documentation site); web/PAGE.html is the page's own part. A layout or a
// page is a list of slots that fill the {{NAME}} of the files above it: first one-line slots of
// text, `<!-- NAME: text -->` (a page's `layout` among them), then slots of markup, each
// `<!-- slot: NAME -->` on a line of its own and then its lines. A {{NAME}} alone on its line
// takes the slot's lines at its indentation; {{NAME?}} is a slot a page may leave out (then its
// line is left out).
'use strict';
const fs = require('fs');
const path = require('path');

const WEB = path.resolve(__dirname, '..', '..', 'web');

// The slot's lines without the blank lines around them and without their common indentation.
function dedent(text) {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)[0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

// The slots of a layout or page file: {NAME: markup}, `layout` among them.
function readSlots(file) {
  const where = path.join(path.basename(path.dirname(file)), path.basename(file));
  const [before, ...parts] = fs.readFileSync(file, 'utf8').split(/^<!-- slot: ([\w-]+) -->\n/m);
  const slots = {};
  const add = (name, value) => {
    if (name in slots) throw new Error(`pages: ${where}: slot ${name} twice`);
    slots[name] = value;
  };
  // Before the first slot: comments, the one-line ones being slots of one line of text.
  for (const [, name, value] of before.matchAll(/^<!-- ([\w-]+): (.*) -->$/gm)) add(name, value);
  if (before.replace(/<!--[\s\S]*?-->/g, '').trim()) throw new Error(`pages: ${where}: markup before its first slot`);
  for (let i = 0; i < parts.length; i += 2) add(parts[i], dedent(parts[i + 1]));
  return slots;
}

// The template with each {{NAME}} filled from `slots` (whose markup may hold more of them); a
// line with an optional {{NAME?}} that no file fills is left out.
function fill(template, slots, used, where) {
  const placeholder = /\{\{([\w-]+)(\??)\}\}/g;
  const value = (name) => {
    used.add(name);
    return fill(slots[name], slots, used, where);
  };
  return template.split('\n').flatMap((line) => {
    const wanted = [...line.matchAll(placeholder)];
    const absent = wanted.filter(([, name]) => !(name in slots));
    if (absent.some(([, , optional]) => !optional)) throw new Error(`pages: ${where} has no slot ${absent[0][1]}`);
    if (absent.length) return [];
    const alone = /^([ \t]*)\{\{([\w-]+)\??\}\}$/.exec(line);
    if (alone) return value(alone[2]).split('\n').map((text) => (text ? alone[1] + text : text));
    return [line.replace(placeholder, (whole, name) => value(name))];
  }).join('\n');
}

// [{name, html}] of every page in web/ (or in the folder `web`, with its layouts/).
function pages(web = WEB) {
  const layouts = path.join(web, 'layouts');
  return fs.readdirSync(web).filter((name) => name.endsWith('.html')).sort().map((name) => {
    const where = `${path.basename(web)}/${name}`;
    const page = readSlots(path.join(web, name));
    if (!page.layout) throw new Error(`pages: ${where} names no layout (<!-- layout: NAME --> first)`);
    const layout = readSlots(path.join(layouts, `${page.layout}.html`));
    const clash = Object.keys(page).find((slot) => slot in layout);
    if (clash) throw new Error(`pages: ${where} fills ${clash}, which layouts/${page.layout}.html fills`);
    const slots = { ...layout, ...page };
    const used = new Set(['layout']);
    const html = fill(fs.readFileSync(path.join(layouts, 'page.html'), 'utf8'), slots, used, where);
    const unused = Object.keys(slots).filter((slot) => !used.has(slot));
    if (unused.length) throw new Error(`pages: ${where}: slot ${unused.join(', ')} is in no template`);
    return { name, html };
  });
}

module.exports = { pages };
