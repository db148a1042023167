// Renders the static markup of <failure-map-case> with the package's own failure-map.js (the
// same file the site serves) under Node.js 20 or later. Usage: node render.js PATH/failure-map.js,
// with the options as one JSON object on standard input ({"n": "0.1", "show": "broken repair",
// "prose": "none", "why": "line", "tableClass": "docutils", "compact": true, "which": false}).
// Prints {"html": ..., "json": ...}; a bad option exits 2 with "FIELD: message" on standard error,
// anything else exits 3.
'use strict';

async function main() {
  const FailureMap = require(process.argv[2]);
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  const options = JSON.parse(text);
  const html = await FailureMap.render({ ...options, format: 'html' });
  const json = await FailureMap.render({ ...options, format: 'json' });
  process.stdout.write(JSON.stringify({ version: FailureMap.version, html, json }));
}

main().catch((error) => {
  const line = String(error && error.message || error).split('\n')[0];
  if (error && error.field) {
    process.stderr.write(`${error.field}: ${line}\n`);
    process.exit(2);
  }
  process.stderr.write(`${line}\n`);
  process.exit(3);
});
