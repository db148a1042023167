'use strict';
// scripts/lib/pages.js puts each page of build/web together from web/layouts/page.html, its
// layout and its own slots; a slot missing, left over or written twice stops the build, naming it.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pages } = require('../../scripts/lib/pages');

const PAGE = '<html>\n<head>\n  <title>{{title}}</title>\n  <meta name="description" content="{{description?}}">\n</head>\n{{body}}\n</html>\n';
const LAYOUT = '<!-- A frame. -->\n<!-- slot: body -->\n<body>\n  <main>\n    {{main}}\n  </main>\n</body>\n';

// pages() of a web/ folder holding these files.
function built(files) {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-pages-'));
  try {
    fs.mkdirSync(path.join(web, 'layouts'));
    for (const [name, text] of Object.entries({ 'layouts/page.html': PAGE, 'layouts/frame.html': LAYOUT, ...files })) {
      fs.writeFileSync(path.join(web, name), text);
    }
    return pages(web);
  } finally {
    fs.rmSync(web, { recursive: true, force: true });
  }
}

test('a page fills its layout and the head: text slots inline, markup slots at their indentation, an optional one left out', () => {
  const [page] = built({ 'a.html': '<!-- layout: frame -->\n<!-- title: A · B -->\n<!-- slot: main -->\n<h1>A</h1>\n<p>\n  b\n</p>\n' });
  assert.equal(page.name, 'a.html');
  assert.equal(page.html,
    '<html>\n<head>\n  <title>A · B</title>\n</head>\n<body>\n  <main>\n    <h1>A</h1>\n    <p>\n      b\n    </p>\n  </main>\n</body>\n</html>\n');
  const [described] = built({ 'a.html': '<!-- layout: frame -->\n<!-- title: A -->\n<!-- description: D -->\n<!-- slot: main -->\nx\n' });
  assert.match(described.html, /<meta name="description" content="D">/);
});

test('a slot missing, left over, twice, or markup before the first slot: the build stops, naming it', () => {
  const cases = [
    ['<!-- layout: frame -->\n<!-- slot: main -->\nx\n', /pages: \S+\/a\.html has no slot title$/],
    ['<!-- layout: frame -->\n<!-- title: A -->\n<!-- slot: main -->\nx\n<!-- slot: aside -->\ny\n', /a\.html: slot aside is in no template$/],
    ['<!-- layout: frame -->\n<!-- title: A -->\n<!-- title: B -->\n<!-- slot: main -->\nx\n', /a\.html: slot title twice$/],
    ['<p>x</p>\n<!-- layout: frame -->\n<!-- title: A -->\n<!-- slot: main -->\nx\n', /a\.html: markup before its first slot$/],
    ['<!-- title: A -->\n<!-- slot: main -->\nx\n', /a\.html names no layout/],
    ['<!-- layout: frame -->\n<!-- title: A -->\n<!-- slot: main -->\nx\n<!-- slot: body -->\ny\n', /a\.html fills body, which layouts\/frame\.html fills$/],
  ];
  for (const [source, message] of cases) assert.throws(() => built({ 'a.html': source }), message, source);
});
