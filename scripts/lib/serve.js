// A small static file server for build/web on 127.0.0.1 (the demo; browser tests have their own).
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const [folder = 'build/web', port = '8151'] = process.argv.slice(2);
const root = path.resolve(folder);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml' };

http.createServer((request, response) => {
  const url = new URL(request.url, 'http://127.0.0.1');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    return;
  }
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root)) { response.writeHead(403).end(); return; }
  fs.readFile(fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file, (error, data) => {
    if (error) { response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    response.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }).end(data);
  });
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}/`));
