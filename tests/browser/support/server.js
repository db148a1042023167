// A tiny static server for build/web on 127.0.0.1 (port chosen by the system), for the browser
// tests. Options: headers to add to every response (e.g. a Content-Security-Policy). It records
// every request path it answers.
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const WEB_ROOT = path.resolve(__dirname, '..', '..', '..', 'build', 'web');

// The strict Content-Security-Policy the pages must render under: no inline script or style, no
// eval, only the page's own files; 'wasm-unsafe-eval' for the WebAssembly core.
const STRICT_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'";
// The same policy without 'wasm-unsafe-eval': the WebAssembly core is refused.
const NO_WASM_CSP = STRICT_CSP.replace(" 'wasm-unsafe-eval'", '');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
};

// startServer({root, headers}) -> {origin, url(page), requests: [path], close()}; root defaults to
// build/web.
function startServer({ root = WEB_ROOT, headers = {} } = {}) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');
    requests.push(pathname);
    const relative = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
    let file = path.resolve(root, relative);
    // A folder answers with its index.html, as static hosts do (Docusaurus links /case to case/).
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
      ...headers,
    });
    response.end(fs.readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        origin,
        requests,
        url: (page) => `${origin}/${page}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

// A site of its own in the temp dir, for startServer({root}): the files of build/web named in
// `copy`, the {name: text} of `write` and the {name: folder} of `link` (a symbolic link to a folder
// elsewhere, e.g. node_modules/pyodide). The caller removes it.
function makeSite({ copy = [], write = {}, link = {} }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-site-'));
  for (const name of copy) fs.copyFileSync(path.join(WEB_ROOT, name), path.join(root, name));
  for (const [name, text] of Object.entries(write)) fs.writeFileSync(path.join(root, name), text);
  for (const [name, folder] of Object.entries(link)) fs.symlinkSync(folder, path.join(root, name), 'dir');
  return root;
}

module.exports = { startServer, makeSite, WEB_ROOT, STRICT_CSP, NO_WASM_CSP };
