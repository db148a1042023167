// What the one-line set-ups put in every output the generators build (scripts/build-examples),
// read as files: Sphinx's text and LaTeX outputs hold the record's three tables at each N with
// their outcomes (native tables, as a PDF or a terminal shows them); the HTML of every site holds
// the static markup inside each <failure-map-case>, so that each search index (MkDocs'
// search_index.json, Sphinx's searchindex.js, the Docusaurus pages a crawler reads) has every
// fixture label and value; a Sphinx build with no renderer to find succeeds with one warning and
// the live element alone. The expected rows come from the record (N = 1) and the CLI (N = 0.1).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { cliTable, recordTables } = require('../browser/support/expected');
const { BUILT } = require('./support/sites');

const IDS = ['broken', 'unsuccessful-fix', 'repair'];
const TITLES = { broken: 'The failure', 'unsuccessful-fix': 'The unsuccessful fix', repair: 'The repair' };
const record = recordTables();
const EXPECTED = {
  1: record,
  0.1: Object.fromEntries(IDS.map((id) => [id, cliTable(id, '0.1')])),
};
const read = (...parts) => {
  const file = path.join(BUILT, ...parts);
  assert.ok(fs.existsSync(file), `${file} is not built: run scripts/build-examples`);
  return fs.readFileSync(file, 'utf8');
};
const caption = (id, n) => `${TITLES[id]}: boundary fixtures at N = ${n}`;

// Sphinx's text builder: each table follows its caption (underlined), a grid of "|" cells with
// rows between "+---" lines; a cell's wrapped lines are joined. Literal values come out quoted.
function textTable(text, title) {
  const at = text.indexOf(`${title}\n`);
  assert.ok(at >= 0, `no table captioned "${title}"`);
  const lines = text.slice(at).split('\n').slice(2);
  const rows = [];
  let cells = null;
  for (const line of lines) {
    if (/^\+[-+]+\+$/.test(line) || /^\|[=|]+\|$/.test(line)) {  // between rows; under the header
      if (cells) rows.push(cells.map((c) => c.join(' ').trim()));
      cells = null;
    } else if (line.startsWith('|')) {
      const parts = line.split('|').slice(1, -1);
      cells = cells || parts.map(() => []);
      parts.forEach((part, i) => { if (part.trim()) cells[i].push(part.trim()); });
    } else if (rows.length || cells) break;
  }
  const [head, ...body] = rows;
  assert.deepEqual(head.slice(0, 4), ['Boundary fixture', 'Actual', 'Expected', 'Outcome'], `${title}: the header row`);
  const unquote = (v) => v.replace(/^"(.*)"$/, '$1');
  return body.map(([check, actual, expected, outcome, why]) => ({
    check, actual: unquote(actual), expected: unquote(expected), outcome, why,
  }));
}

test("Sphinx's text output holds the three tables at N = 1 and N = 0.1, with outcomes and a Why for every row", () => {
  const text = read('sphinx-text', 'case.txt');
  for (const n of ['1', '0.1']) {
    for (const id of IDS) {
      const rows = textTable(text, caption(id, n));
      assert.deepEqual(rows.map(({ why, ...row }) => row), EXPECTED[n][id], `${caption(id, n)}`);
      for (const row of rows) assert.ok(row.why && row.why.length > 20, `${caption(id, n)}, ${row.check}: a Why text`);
    }
  }
  const lab = read('sphinx-text', 'lab.txt');
  assert.match(lab, /training panel .* is interactive/s, 'a note where the training panel is');
});

// LaTeX: each table starts at its \sphinxcaption and ends at \end{tabulary} or \end{longtable};
// its rows end with \\ ; a cell's text is what is left without the commands and braces.
function latexTable(tex, title) {
  const at = tex.indexOf(`\\sphinxcaption{${title}}`);
  assert.ok(at >= 0, `no table captioned "${title}" in the .tex`);
  const end = tex.slice(at).search(/\\end\{(tabulary|longtable)\}/);
  const body = tex.slice(at, at + end).split('\\sphinxtableatstartofbodyhook')[1];
  assert.ok(body, `${title}: no table body`);
  return body.split(/\\\\\s*\n/).filter((row) => row.includes('&')).map((row) => {
    const cells = row.split('\n&').map((cell) => cell
      .replace(/\\sphinxcode\{\\sphinxupquote\{([^}]*)\}\}/g, '$1')
      .replace(/\\[A-Za-z]+/g, ' ').replace(/[{}]/g, '').replace(/\s+/g, ' ').trim());
    const [check, actual, expected, outcome] = cells;
    return { check, actual, expected, outcome };
  });
}

test("Sphinx's LaTeX source holds the three tables at N = 1 and N = 0.1, with outcomes", () => {
  const dir = path.join(BUILT, 'sphinx-latex');
  const tex = fs.readdirSync(dir).filter((f) => f.endsWith('.tex'));
  assert.equal(tex.length, 1, `one .tex file in ${dir}: ${tex.join(', ')}`);
  const source = read('sphinx-latex', tex[0]);
  for (const n of ['1', '0.1']) {
    for (const id of IDS) assert.deepEqual(latexTable(source, caption(id, n)), EXPECTED[n][id], caption(id, n));
  }
});

// The HTML of each site: both <failure-map-case> elements of the case page, each with the static
// markup inside (a table per implementation, a row per fixture with its values and outcome).
const CASE_PAGES = {
  mkdocs: ['mkdocs', 'case', 'index.html'],
  'sphinx-alabaster': ['sphinx-alabaster', 'case.html'],
  'sphinx-rtd': ['sphinx-rtd', 'case.html'],
  docusaurus: ['docusaurus', 'case', 'index.html'],
};
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

for (const [site, page] of Object.entries(CASE_PAGES)) {
  test(`${site}: each <failure-map-case> of the case page holds the record's tables as static markup`, () => {
    const html = read(...page);
    const elements = [...html.matchAll(/<failure-map-case\b([^>]*)>([\s\S]*?)<\/failure-map-case>/g)];
    assert.deepEqual(elements.map((m) => /\bn="([^"]*)"/.exec(m[1])[1]), ['1', '0.1'], 'the two elements, N = 1 then N = 0.1');
    for (const [, , inner] of elements) assert.match(inner, /data-fm-static/);
    elements.forEach(([, , inner], i) => {
      const n = ['1', '0.1'][i];
      for (const id of IDS) {
        // Sphinx's own table classes on the Sphinx sites (its themes style table.docutils only);
        // none on the others (Material styles a table without a class).
        const classes = site.startsWith('sphinx') ? ' class="docutils align-default"' : '';
        const table = new RegExp(`<table${classes} data-impl="${id}">([\\s\\S]*?)</table>`).exec(inner);
        assert.ok(table, `N = ${n}: no table for ${id}`);
        assert.ok(table[1].includes(`<caption>${escapeHtml(caption(id, n))}</caption>`), `N = ${n}, ${id}: its caption`);
        for (const row of EXPECTED[n][id]) {
          const tr = `<tr data-check="${escapeHtml(row.check)}" data-outcome="${row.outcome.toLowerCase()}"><th scope="row">${escapeHtml(row.check)}</th>` +
            `<td data-col="actual" data-heading="Actual"><code>${row.actual}</code></td>` +
            `<td data-col="expected" data-heading="Expected"><code>${row.expected}</code></td>` +
            `<td data-col="outcome" data-heading="Outcome">${row.outcome}</td>`;
          assert.ok(table[1].includes(tr), `N = ${n}, ${id}: the row ${row.check}`);
        }
      }
    });
  });
}

// The article page of each site: two elements, written in the generator's own form. The first with
// n 1, show broken, why details and compact, holding the failure's table alone as static markup,
// each row's Why behind a disclosure; the second with which alone, holding each implementation's
// training-loop code (the CLI's render --which) and no table.
const CLI = path.join(__dirname, '..', '..', 'build', 'native', 'failure-map');
const whichEmbed = () => JSON.parse(spawnSync(CLI, ['render', '--which', '--format', 'json'], { encoding: 'utf8' }).stdout);
const ARTICLE_PAGES = {
  mkdocs: ['mkdocs', 'article', 'index.html'],
  'sphinx-alabaster': ['sphinx-alabaster', 'article.html'],
  'sphinx-rtd': ['sphinx-rtd', 'article.html'],
  docusaurus: ['docusaurus', 'article', 'index.html'],
};
for (const [site, page] of Object.entries(ARTICLE_PAGES)) {
  test(`${site}: the article page's <failure-map-case> elements pass every option; the first holds the failure's table alone`, () => {
    const html = read(...page);
    const elements = [...html.matchAll(/<failure-map-case\b([^>]*)>([\s\S]*?)<\/failure-map-case>/g)];
    assert.equal(elements.length, 2, 'two elements');
    const [, whichAttributes, whichInner] = elements[1];
    const whichAttrs = Object.fromEntries([...whichAttributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']));
    assert.deepEqual(whichAttrs, { which: '' }, 'the second, which alone');
    assert.deepEqual([...whichInner.matchAll(/<pre data-loop="code"><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]),
      whichEmbed().implementations.map((impl) => escapeHtml(impl.loop.code)), "each implementation's loop code");
    assert.ok(!whichInner.includes('<table'), 'no table');
    const [, attributes, inner] = elements[0];
    const attrs = Object.fromEntries([...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']));
    assert.deepEqual(attrs, { n: '1', show: 'broken', why: 'details', compact: '' }, 'the attributes as written');
    assert.deepEqual([...inner.matchAll(/<table(?: class="docutils align-default")? data-impl="([^"]*)">/g)].map((m) => m[1]), ['broken'], 'one table, the failure');
    assert.ok(inner.includes(`<caption>${escapeHtml(caption('broken', '1'))}</caption>`), 'its caption');
    for (const row of record.broken) {
      const tr = `<tr data-check="${escapeHtml(row.check)}" data-outcome="${row.outcome.toLowerCase()}"><th scope="row">${escapeHtml(row.check)}</th>` +
        `<td data-col="actual" data-heading="Actual"><code>${row.actual}</code></td>` +
        `<td data-col="expected" data-heading="Expected"><code>${row.expected}</code></td>` +
        `<td data-col="outcome" data-heading="Outcome">${row.outcome}</td>` +
        '<td data-col="why" data-heading="Why"><details><summary>Why</summary>';
      assert.ok(inner.includes(tr), `the row ${row.check}, its Why behind a disclosure`);
    }
    assert.ok(!/<h[23]>/.test(inner), 'no prose');
  });
}

// What the search indexes must find: the record's title and contract (the full record's static
// copy on the case page), and every label and value of the article's table (its page).
const TITLE = 'Sample weights are normalized by raw item count';
const CONTRACT = 'Divide by total weight mass; zero mass yields zero';
const articleLabelsAndValues = () => [...new Set(record.broken.flatMap((r) => [r.check, r.actual, r.expected]))];

const everyLabelAndValue = () => [...new Set(Object.values(EXPECTED).flatMap((tables) =>
  Object.values(tables).flatMap((rows) => rows.flatMap((r) => [r.check, r.actual, r.expected]))))];

test("MkDocs' search index holds the record's title and contract and every fixture label and value, of the case page and of the article", () => {
  const index = JSON.parse(read('mkdocs', 'search', 'search_index.json'));
  const text = index.docs.filter((d) => d.location.startsWith('case/')).map((d) => d.text).join('\n');
  for (const item of everyLabelAndValue()) assert.ok(text.includes(item), `search_index.json lacks "${item}"`);
  for (const item of [TITLE, CONTRACT]) assert.ok(text.includes(item), `search_index.json lacks "${item}" on the case page`);
  const article = index.docs.filter((d) => d.location.startsWith('article/')).map((d) => d.text).join('\n');
  for (const item of articleLabelsAndValues()) assert.ok(article.includes(item), `search_index.json lacks "${item}" on the article page`);
});

// Sphinx indexes words as its English splitter and stemmer make them (numbers split at the dot),
// a word of a title (a table's caption) among the title terms: Sphinx itself says which terms each
// label and value becomes, and its search looks in both.
test("Sphinx's search index holds the record's title and contract and every fixture label and value, of the case page and of the article, as Sphinx indexes words", () => {
  const script = [
    'import json, re, sys',
    'from sphinx.search.en import SearchEnglish',
    'lang = SearchEnglish({})',
    'index = json.loads(re.sub(r"^Search\\.setIndex\\((.*)\\)\\s*$", r"\\1", open(sys.argv[1]).read(), flags=re.S))',
    'case = index["docnames"].index(sys.argv[2])',
    'def has(term):',
    '    for kind in ("terms", "titleterms"):',
    '        docs = index[kind].get(term)',
    '        if docs is not None and (docs == case or (isinstance(docs, list) and case in docs)): return True',
    '    return False',
    'missing = []',
    'for item in json.load(sys.stdin):',
    '    for word in lang.split(item):',
    '        if not lang.word_filter(word): continue',
    '        if not (has(lang.stem(word.lower())) or has(word.lower())): missing.append("%s (from %s)" % (word, item))',
    'print(json.dumps(missing))',
  ].join('\n');
  for (const site of ['sphinx-alabaster', 'sphinx-rtd']) {
    for (const [doc, items] of [['case', [...everyLabelAndValue(), TITLE, CONTRACT]], ['article', articleLabelsAndValues()]]) {
      const run = spawnSync('/usr/bin/python3', ['-c', script, path.join(BUILT, site, 'searchindex.js'), doc],
        { input: JSON.stringify(items), encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(JSON.parse(run.stdout), [], `${site}/searchindex.js lacks these words of the ${doc} page`);
    }
  }
});

test('Sphinx with no renderer to find (PATH without Node.js or failure-map): built, one warning, the live element alone', () => {
  const log = read('sphinx-bare.log');
  const warnings = log.split('\n').filter((line) => /WARNING|ERROR/.test(line));
  assert.equal(warnings.length, 1, `exactly one warning:\n${log}`);
  assert.match(warnings[0], /failure-map: no renderer .*Node\.js/);
  const html = read('sphinx-bare', 'case.html');
  assert.ok(html.includes('<failure-map-case n="1"></failure-map-case>'), 'the element at N = 1, empty');
  assert.ok(html.includes('<failure-map-case n="0.1" controls="none"></failure-map-case>'), 'the element at N = 0.1, empty');
  for (const file of ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js', 'failure-map.css']) {
    assert.ok(fs.existsSync(path.join(BUILT, 'sphinx-bare', '_static', file)), `_static/${file}`);
  }
  assert.match(html, /<script [^>]*src="_static\/failure-map\.js"/);
});

// Docusaurus has no search index of its own: a crawler or a local search plugin reads the pages'
// HTML, text outside the tags.
test("Docusaurus' HTML holds the record's title and contract (the case page) and every label and value of the article's table", () => {
  const text = (file) => read('docusaurus', file, 'index.html').replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const casePage = text('case');
  for (const item of [TITLE, CONTRACT, ...everyLabelAndValue()]) assert.ok(casePage.includes(item), `case/index.html lacks "${item}"`);
  const article = text('article');
  for (const item of articleLabelsAndValues()) assert.ok(article.includes(item), `article/index.html lacks "${item}"`);
});

test("Docusaurus: the plugin serves the widget's five files from the site's root, and nothing else of the package", () => {
  const site = path.join(BUILT, 'docusaurus');
  const pkg = path.join(__dirname, '..', '..', 'examples', 'docusaurus', 'node_modules', 'failure-map');
  for (const file of ['failure-map.js', 'failure-map-lab.js', 'failure-map-tryfix.js', 'failure-map-python.js', 'failure-map-render.js', 'failure-map.css']) {
    assert.ok(fs.readFileSync(path.join(site, file)).equals(fs.readFileSync(path.join(pkg, file))), `/${file} is the package's`);
  }
  for (const file of ['README.md', 'package.json', 'docusaurus', 'custom-elements.json']) {
    assert.ok(!fs.existsSync(path.join(site, file)), `/${file} is served`);
  }
  const html = read('docusaurus', 'case', 'index.html');
  assert.match(html, /<script src="\/failure-map\.js" defer="defer"><\/script>/);
  assert.match(html, /<link rel="stylesheet" href="\/failure-map\.css">/);
});

test('Sphinx loads the script and the style sheet on the pages that show an element only', () => {
  for (const site of ['sphinx-alabaster', 'sphinx-rtd']) {
    for (const [page, expected] of [['case.html', true], ['lab.html', true], ['index.html', false], ['search.html', false]]) {
      const html = read(site, page);
      assert.equal(/<script [^>]*src="_static\/failure-map\.js"/.test(html), expected, `${site}/${page}: the script`);
      assert.equal(/<link [^>]*href="_static\/failure-map\.css"/.test(html), expected, `${site}/${page}: the style sheet`);
    }
  }
});
