/*
 * What a person on a small screen can see and reach, measured in the page: a control counts as reachable when,
 * scrolled into view the way the browser does it, it lies inside the viewport and nothing is drawn over its centre
 * (a tap there lands on it). Also the accessibility scan (axe-core) the phone journeys run.
 */
const fs = require('node:fs');

// Evaluated rather than added as a <script>: the product's Content-Security-Policy refuses inline scripts.
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What a person operates or reads as a landmark of a panel: its controls and its headings. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, h1, h2, h3';

/**
 * The controls of `root` (a locator) that are shown but cannot be seen whole or tapped: each is described by its
 * tag and text or label. An empty list is the expected answer.
 */
function unreachableControls(root) {
  return root.evaluate((element, selector) => {
    const describe = (control) =>
      `${control.tagName.toLowerCase()} "${(
        control.getAttribute('aria-label') ||
        control.labels?.[0]?.textContent ||
        control.textContent ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')}"`;
    const problems = [];
    for (const control of element.querySelectorAll(selector)) {
      const style = getComputedStyle(control);
      if (control.getClientRects().length === 0 || style.visibility === 'hidden') continue;
      // Half a pixel of slack: boxes sit on fractional positions.
      const outsideScreen = (rect) =>
        rect.top < -0.5 ||
        rect.left < -0.5 ||
        rect.bottom > window.innerHeight + 0.5 ||
        rect.right > window.innerWidth + 0.5;
      // Only what is off screen is scrolled to (inside a scrolling drawer, say): Chromium scrolls the page back by
      // some pixels for each control of a stuck sticky bar, which would unstick the header being checked.
      if (outsideScreen(control.getBoundingClientRect()))
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const outside = outsideScreen(box);
      if (outside) {
        problems.push(`${describe(control)} outside the screen`);
        continue;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = hit?.closest('label');
      const reached =
        hit &&
        (control === hit || control.contains(hit) || (label && (label.control === control || label.contains(control))));
      if (!reached) problems.push(`${describe(control)} covered by ${hit ? hit.tagName.toLowerCase() : 'nothing'}`);
    }
    return problems;
  }, CONTROLS);
}

/** The element that has the keyboard focus: whether it is inside `root`, on screen and not covered. */
function focusedControl(page) {
  return page.evaluate(() => {
    const control = document.activeElement;
    if (!control || control === document.body) return { tag: 'body' };
    const box = control.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      tag: control.tagName.toLowerCase(),
      text: (control.getAttribute('aria-label') || control.textContent || '').trim().replace(/\s+/g, ' '),
      box: [Math.round(box.top), Math.round(box.bottom)],
      // Half a pixel of slack: boxes sit on fractional positions.
      onScreen: box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5 && box.width > 0,
      uncovered: Boolean(
        hit && (control === hit || control.contains(hit) || hit.closest('label')?.control === control),
      ),
    };
  });
}

/** axe-core on the page as drawn now: the serious and critical violations, as "rule: target" lines. */
async function seriousA11yViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
  return violations;
}

/** Adds up the layout shifts (CLS) from the first paint; read it with `layoutShift(page)`. */
async function recordLayoutShifts(context) {
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift += entry.value;
        window.__layoutShifts.push(
          entry.sources?.map((source) => source.node?.nodeName ?? '?').join(',') || String(entry.value),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page) => page.evaluate(() => ({ total: window.__layoutShift, shifts: window.__layoutShifts }));

module.exports = { unreachableControls, focusedControl, seriousA11yViolations, recordLayoutShifts, layoutShift };
