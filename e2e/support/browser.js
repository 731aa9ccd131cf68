/*
 * One Chromium per test file, a fresh context per journey. Helpers wait on what the user sees; none sleeps.
 */
const { chromium } = require('playwright-core');
const { baseUrl } = require('./api');

const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
];
/* Wide enough for the full header (every account link visible without the user menu, see header.module.css). */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };
const UI_TIMEOUT = 15_000;
const livePages = new Set();

function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * A server-rendered page (docs/decisions/first-view.md) can be read before its scripts run, and they start once its main image is
 * painted: until then its buttons and filters do nothing, as for a person who taps before the page is ready. After
 * each navigation the journeys wait, as that person would, for the application to have taken over (the server's
 * `data-first-view` marker gone; at once on other pages).
 */
function waitForAppAfterNavigations(page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward']) {
    const navigate = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await navigate(...args);
      await page.waitForFunction(() => !document.querySelector('#root[data-first-view]'), null, {
        timeout: UI_TIMEOUT,
      });
      return response;
    };
  }
}

/**
 * A fresh context and page. With `session` (an object holding `token`) the page starts logged in: the token is
 * put in localStorage before the app boots, once per tab, so a logout in the journey is not undone by a reload.
 * `waitForApp: false` for a journey that looks at a server-rendered page before (or without) its scripts.
 * `touch: true` for a touch screen without a mouse (a phone: no hover, a coarse pointer).
 */
async function openPage(browser, { session, viewport = DEFAULT_VIEWPORT, waitForApp = true, touch = false } = {}) {
  const device = touch ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'fr-FR', ...device });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  if (session) {
    await context.addInitScript((token) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.localStorage.setItem('token', token);
      window.sessionStorage.setItem('e2e-session-seeded', '1');
    }, session.token);
  }
  const page = await context.newPage();
  if (waitForApp) waitForAppAfterNavigations(page);
  livePages.add(page);
  page.on('close', () => livePages.delete(page));
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/** Pages not closed yet (for failure screenshots). */
function openPages() {
  return [...livePages].filter((page) => !page.isClosed());
}

/** Retries an assertion until it passes, for values that are not a locator (URL, counts, properties). */
async function eventually(assertion, timeout = UI_TIMEOUT) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const visible = (locator, timeout) => locator.first().waitFor({ state: 'visible', timeout });
const hidden = (locator, timeout) => locator.first().waitFor({ state: 'hidden', timeout });

/** A toast of docs/product.md#messages (react-hot-toast, top right): its message text, word for word. */
const toast = (page, message) =>
  page
    .getByRole('status')
    .filter({ hasText: message })
    .or(page.getByRole('alert').filter({ hasText: message }));

/** Waits for the URL path (and optional search) the product navigates to. */
function waitForPath(page, pathname, search) {
  return page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));
}

/**
 * The usual journey file: one Chromium for the file, a fresh page before each test, and after it the check that
 * the page threw nothing (an uncaught exception is a bug even when the screen looked right). `onOpen` receives
 * {page, context, problems} before each test.
 */
function freshPagePerTest(onOpen) {
  let browser;
  let opened;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    opened = undefined;
    opened = await openPage(browser);
    onOpen(opened);
  });
  afterEach(async () => {
    await opened?.context.close();
    expect(opened?.problems).toEqual([]);
  });
}

const header = (page) => page.getByRole('banner');
const footer = (page) => page.getByRole('contentinfo');
const main = (page) => page.getByRole('main');

module.exports = {
  launchBrowser,
  openPage,
  openPages,
  freshPagePerTest,
  eventually,
  visible,
  hidden,
  toast,
  waitForPath,
  header,
  footer,
  main,
  DEFAULT_VIEWPORT,
};
