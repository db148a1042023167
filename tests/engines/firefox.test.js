// The pages in Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi).
'use strict';
const { defineSuite } = require('./support/suite');
const { firefox } = require('./support/engines');

defineSuite(firefox);
