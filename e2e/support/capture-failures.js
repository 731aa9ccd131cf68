/*
 * After a failed test, every page still open is saved to e2e/artifacts/failures/, so a red CI run shows what the
 * browser displayed. Registered before the test files' own hooks, so it runs before they close their contexts.
 */
const fs = require('node:fs');
const path = require('node:path');
const { openPages } = require('./browser');

const FAILURES = path.join(__dirname, '..', 'artifacts', 'failures');

afterEach(async () => {
  if (!globalThis.__journeyFailed) return;
  const name = (expect.getState().currentTestName || 'test').replace(/[^\w.-]+/g, '-').slice(0, 120);
  fs.mkdirSync(FAILURES, { recursive: true });
  let index = 0;
  for (const page of openPages()) {
    index += 1;
    try {
      await page.screenshot({ path: path.join(FAILURES, `${name}-${index}.png`), fullPage: true, timeout: 5_000 });
      console.log(`[e2e] failure screenshot: ${path.join(FAILURES, `${name}-${index}.png`)} (${page.url()})`);
    } catch {
      /* the page may already be gone */
    }
  }
});
