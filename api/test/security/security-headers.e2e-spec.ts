/**
 * The second security pass (docs/security.md#second-pass): the pages `npm start` serves carry the same security headers as the gateway, from the same file
 * (deploy/security-headers.json; scripts/lib/gateway.test.js compares nginx and the Node server directly).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp, type TestApp } from '../support/app';
import { expectStatus } from '../support/http';

const EXPECTED: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../deploy/security-headers.json'), 'utf8'),
);

describe('security headers from the Node server', () => {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'petfoster-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    t = await startApp({ webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('the CSP is the strict one the issue asks for', () => {
    const csp = EXPECTED['Content-Security-Policy'];
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(Object.keys(EXPECTED)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });

  it.each(['/', '/animals', '/associations'])('the page %s carries every header with its value', async (route) => {
    const res = await t.api.anon.get(route);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  it.each(['/reset-password', '/confirm-email', '/unsubscribe'])(
    'the mail-link page %s sends no Referer anywhere (Referrer-Policy: no-referrer), the other headers as everywhere',
    async (route) => {
      const res = await t.api.anon.get(route);
      expectStatus(res, 200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      for (const [name, value] of Object.entries(EXPECTED))
        if (name !== 'Referrer-Policy') expect(res.headers[name.toLowerCase()]).toBe(value);
    },
  );

  it('API answers carry them too', async () => {
    const res = await t.api.anon.get('/api/animals');
    expectStatus(res, 200);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });
});
