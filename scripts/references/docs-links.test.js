'use strict';
/** Every pointer into docs/ (from code comments, test names and the pages themselves) names a page and a section that exist. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, trackedTextFiles } = require('./references');

/** GitHub's anchor for a heading. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map();
function anchors(page) {
  if (!anchorsOf.has(page)) {
    const text = fs.readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
    anchorsOf.set(page, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]))));
  }
  return anchorsOf.get(page);
}

function broken(target) {
  const [page, anchor] = target.split('#');
  if (!fs.existsSync(path.join(ROOT, page))) return `${page} does not exist`;
  if (anchor && page.endsWith('.md') && !anchors(page).has(anchor)) return `${page} has no section #${anchor}`;
  return null;
}

test('every docs/ page and section named anywhere exists', () => {
  const problems = [];
  for (const file of trackedTextFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    // Paths from the repository root, as code comments write them.
    for (const m of text.matchAll(/(?<![\w./])docs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
      const problem = broken(m[0]);
      if (problem) problems.push(`${file}: ${m[0]}: ${problem}`);
    }
    // Relative Markdown links from the pages.
    if (file.endsWith('.md'))
      for (const m of text.matchAll(/\]\(([^)\s:]+?\.md)(#[\w-]+)?\)/g)) {
        const page = path
          .relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1]))
          .split(path.sep)
          .join('/');
        const problem = broken(`${page}${m[2] || ''}`);
        if (problem) problems.push(`${file}: ${m[0]}: ${problem}`);
      }
  }
  assert.deepEqual(problems, []);
});
