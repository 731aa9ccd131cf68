'use strict';
/* Debian's chromium driven by playwright-core, with the flags of ARCHITECTURE 5. */
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
  });
}

module.exports = { launchBrowser, CHROMIUM, CHROME_FLAGS };
