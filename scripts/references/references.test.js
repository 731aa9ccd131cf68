'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { rewrite, FORBIDDEN } = require('./references');

// Written in parts so that this file passes the check it tests.
const spec = (n) => `SPEC ${n}`;
const issue = (n) => `issue ${n}`;

test('a section number in parentheses becomes its docs/product.md section', () => {
  assert.equal(
    rewrite(`// Failures are logged (${spec(8)}).`, 'a.ts'),
    '// Failures are logged (docs/product.md#messages).',
  );
});

test('a known wording keeps the sentence and names a narrower section', () => {
  assert.equal(
    rewrite(`it('applies the ${spec(5)} format rules to edited fields')`, 'a.test.ts'),
    "it('applies the format rules (docs/product.md#validation) to edited fields')",
  );
  assert.equal(
    rewrite(`/** ${spec(2)} edit screens */`, 'a.ts'),
    '/** The edit screens (docs/product.md#edit-screens) */',
  );
});

test('several sections at once point to each', () => {
  assert.equal(rewrite(`(${spec(3)} and 7)`, 'a.ts'), '(docs/product.md#entities and #calls)');
});

test('an issue number becomes the page about it, with words where the sentence needs them', () => {
  assert.equal(
    rewrite(`shared by all API processes (${issue(17)}).`, 'a.ts'),
    'shared by all API processes (docs/decisions/stateless-api.md).',
  );
  assert.equal(rewrite(`// ${'Issue'} 15: 30 minutes.`, 'a.ts'), '// The mail work (docs/mail.md): 30 minutes.');
  assert.equal(rewrite(`${issue(18)}'s targets`, 'a.ts'), "the first view's targets");
});

test('Markdown files get links relative to where they are', () => {
  assert.equal(
    rewrite(`the gateway (${issue(5)})`, 'api/test/README.md'),
    'the gateway ([docs/decisions/gateway.md](../../docs/decisions/gateway.md))',
  );
});

test('a second run changes nothing and leaves nothing the check refuses', () => {
  const text = [
    `/** ${spec(5)} rules, and a chosen password must not be a common one (${issue(13)}). */`,
    `after ${'issue'}s 15, 16 and 17 landed; ${issue(12)} item 7; the ${issue(15)} pages; ${spec(4)}'s landing pages, rules like ${spec(5)}'s`,
  ].join('\n');
  const once = rewrite(text, 'a.ts');
  assert.equal(rewrite(once, 'a.ts'), once);
  assert.equal(FORBIDDEN.test(once), false);
});

test('the check also finds a citation cut by a line break in a comment', () => {
  const { FORBIDDEN_WRAPPED } = require('./references');
  assert.equal([...` * HEIC too, ${'issue'}\n * 26). A refused file`.matchAll(FORBIDDEN_WRAPPED)].length, 1);
  assert.equal([...' * the issue\n * of size 26 is'.matchAll(FORBIDDEN_WRAPPED)].length, 0);
});

test('the check finds both forms and nothing else', () => {
  assert.equal(FORBIDDEN.test(`see ${spec(7)}`), true);
  assert.equal(FORBIDDEN.test(`since ${issue(26)}`), true);
  assert.equal(FORBIDDEN.test('the SPEC message; an issue of taste; docs/product.md#calls'), false);
});
