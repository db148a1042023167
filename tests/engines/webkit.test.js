// The pages in WebKitGTK, Safari's engine (Debian's webkit2gtk-driver: WebKitWebDriver driving
// MiniBrowser on an Xvfb display the suite starts and stops).
'use strict';
const { defineSuite } = require('./support/suite');
const { webkit } = require('./support/engines');

defineSuite(webkit);
