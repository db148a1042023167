'use strict';
// Debian's Chromium, headless, as the tests and the bench launch it: through playwright-core (never
// the `playwright` package, which would download a browser). The flags keep it off the network
// this machine does not have (background services, updates, sync, QUIC) and run it as root.
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// args: extra flags, e.g. ['--js-flags=--expose-gc'] for the memory test.
function launchChromium({ args = [] } = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
}

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, launchChromium };
