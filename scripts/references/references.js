'use strict';
/**
 * Citations that point outside the repository: a section number of the product specification or the number of a
 * past issue. Code, tests and docs cite a docs/ section or say the reason in words instead; this module finds the old
 * form (for the lint check) and rewrites it from map.json (for scripts/rewrite-references.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
const MAP = require('./map.json');

// Built from parts so that this file does not cite anything itself.
const SPEC = 'SPEC';
const FORBIDDEN = new RegExp(`\\b${SPEC} [0-9]|\\b[Ii]ssues? #?[0-9]`);
// The same citation cut by a line break in a comment ("issue" at the end of one line, "26)" at the start of the next).
const FORBIDDEN_WRAPPED = new RegExp(
  `\\b(?:${SPEC}|[Ii]ssues?)[ \\t]*\\r?\\n[ \\t]*(?:\\*|//|#)?[ \\t]*#?[0-9]+\\b`,
  'g',
);

/** Tracked files that may hold prose: everything git knows except lockfiles and binaries. */
function trackedTextFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter(Boolean)
    .filter((file) => !/(^|\/)package-lock\.json$/.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile())
    .filter((file) => {
      const head = fs.readFileSync(path.join(ROOT, file)).subarray(0, 8000);
      return !head.includes(0);
    });
}

/** Every line that still cites a section number or an issue number: [{file, line, text}]. */
function findReferences(files = trackedTextFiles()) {
  const found = [];
  for (const file of files) {
    const whole = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const lines = whole.split('\n');
    lines.forEach((text, index) => {
      if (FORBIDDEN.test(text)) found.push({ file, line: index + 1, text: text.trim() });
    });
    for (const match of whole.matchAll(FORBIDDEN_WRAPPED)) {
      const line = whole.slice(0, match.index).split('\n').length;
      found.push({ file, line, text: `${lines[line - 1].trim()} / ${lines[line].trim()}` });
    }
  }
  return found;
}

/** How a docs/ target is written in `file`: a Markdown link from a .md file, the repository path elsewhere. */
function linkTo(target, file) {
  if (!file.endsWith('.md')) return target;
  const [page, anchor] = target.split('#');
  const relative = path.relative(path.dirname(file), page).split(path.sep).join('/') || path.basename(page);
  return `[${target}](${relative}${anchor ? `#${anchor}` : ''})`;
}

const DETERMINER =
  /(?:\b(?:their|its|his|her|our|your|a|an|every|each|this|these|those|other|any|no|one|same|all)|'s) $/i;

/** Words for a noun phrase, dropping their own "the" where the sentence already has a determiner before them. */
// Where a comment or a sentence begins: the words then start with a capital.
const SENTENCE_START = /(?:^|\n|\/\*\*? |\/\/ |^\s*\* |\n\s*\* |# |[.!?] )$/;

function fitWords(words, before) {
  if (!words.startsWith('the ')) return words;
  return DETERMINER.test(before) ? words.slice(4) : words;
}

function productTarget(section, anchor) {
  return `docs/product.md#${anchor || MAP.product[String(section)]}`;
}

function rewriteSpec(text, file) {
  // Several sections at once: "3/7", "3 and 7", "4 / 8", "4 + ...".
  text = text.replace(new RegExp(`\\b${SPEC} ([1-9])((?:\\s*(?:/|and|\\+)\\s*[1-9]\\b)+)`, 'g'), (all, first, rest) => {
    const sections = [first, ...rest.match(/[1-9]/g)];
    const [head, ...tail] = sections.map((n) => MAP.product[n]);
    return `${linkTo(productTarget(first, head), file)}${tail.map((a, i) => (i === tail.length - 1 ? ' and ' : ', ') + '#' + a).join('')}`;
  });
  // Wordings with a narrower section; the longest wording of a section first.
  const phrases = [...MAP.phrases].sort((a, b) => b.after.length - a.after.length);
  for (const phrase of phrases) {
    const after = phrase.after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(\\b[Tt]he )?\\b${SPEC} ${phrase.section}${after}\\b`, 'g');
    text = text.replace(pattern, (all, the, offset, whole) => {
      const before = whole.slice(Math.max(0, offset - 40), offset);
      const link = linkTo(productTarget(phrase.section, phrase.anchor), file);
      if (before.endsWith('(')) return `${fitWords(phrase.words, 'a ').trim()}, ${link}`;
      let words = the ? phrase.words.replace(/^(the )?/, 'the ') : fitWords(phrase.words, before);
      if ((the && the[0] === 'T') || (!the && SENTENCE_START.test(before)))
        words = words[0].toUpperCase() + words.slice(1);
      return `${words} (${link})`;
    });
  }
  // A possessive, "rules like section N's": those of the section.
  text = text.replace(
    new RegExp(`\\b${SPEC} ([1-9])'s\\b`, 'g'),
    (all, n) => `those of ${linkTo(productTarget(n), file)}`,
  );
  // Any other mention: the section itself.
  return text.replace(new RegExp(`\\b${SPEC} ([1-9])\\b`, 'g'), (all, n) => linkTo(productTarget(n), file));
}

function record(n) {
  const entry = MAP.records[String(n)];
  if (!entry) throw new Error(`map.json has no record for issue number ${n}`);
  return entry;
}

function capitalise(words, like) {
  return like[0] === 'I' ? words[0].toUpperCase() + words.slice(1) : words;
}

function rewriteIssues(text, file) {
  const named = (n) => `${record(n).words} (${linkTo(record(n).doc, file)})`;
  // A list: "issues N, M and K".
  text = text.replace(/\b([Ii])ssues #?([0-9]+)((?:(?:, | and )#?[0-9]+)+)/g, (all, i, first, rest) => {
    const numbers = [first, ...rest.match(/[0-9]+/g)];
    const parts = numbers.map(named);
    return capitalise(`${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`, i);
  });
  // In parentheses, "(issue N)", "(issue N, see ...)", "(issue N: ...)": the page itself.
  text = text.replace(
    /\(([Ii])ssue #?([0-9]+)(?: items? [0-9]+(?: and [0-9]+)?)?(?=[),;:])/g,
    (all, i, n) => `(${linkTo(record(n).doc, file)}`,
  );
  // A possessive, "issue N's figures": the words alone.
  text = text.replace(/\b([Ii])ssue #?([0-9]+)'s\b/g, (all, i, n) => {
    const words = record(n).words;
    return capitalise(words.endsWith('s') ? `${words}'` : `${words}'s`, i);
  });
  // Anything else: words and page.
  return text.replace(
    /(\b[Tt]he )?\b([Ii])ssue #?([0-9]+)(?: items? [0-9]+(?: and [0-9]+)?)?\b/g,
    (all, the, i, n, offset, whole) => {
      const words = record(n).words;
      if (the)
        return `${the[0]}${words.startsWith('the ') ? words.slice(1) : `he ${words}`} (${linkTo(record(n).doc, file)})`;
      const before = whole.slice(Math.max(0, offset - 40), offset);
      return capitalise(`${fitWords(words, before)} (${linkTo(record(n).doc, file)})`, i);
    },
  );
}

function rewrite(text, file) {
  return rewriteIssues(rewriteSpec(text, file), file);
}

module.exports = { ROOT, FORBIDDEN, FORBIDDEN_WRAPPED, trackedTextFiles, findReferences, rewrite };
