/**
 * The data exports of the demo accounts (docs/security.md#data-export): every account's, and each association's own,
 * answered whole in under a minute, the largest included.
 */
import { startApp, type TestApp } from '../support/app';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { login } from '../support/fixtures';
import { expectStatus } from '../support/http';

const MINUTE = 60_000;

describe('data export of the demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ seedDemo: true });
  }, 120_000);
  afterAll(async () => t?.close());

  /** The whole answer, timed from the request to its last byte. */
  const timed = async (token: string, url: string) => {
    const started = Date.now();
    const res = await t.api
      .as(token)
      .get(url)
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { res, ms: Date.now() - started, bytes: (res.body as Buffer).length };
  };

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    "%s: its own export in under a minute (and its association's, for an association)",
    async (_email, account) => {
      const session = await login(t.api, account.email, account.password);
      const mine = await timed(session.token, '/api/me/export');
      expectStatus(mine.res, 200);
      expect(mine.ms).toBeLessThan(MINUTE);
      expect(mine.bytes).toBeGreaterThan(0);
      if (session.associationId === undefined) return;
      const association = await timed(session.token, `/api/associations/${session.associationId}/export`);
      expectStatus(association.res, 200);
      expect(association.ms).toBeLessThan(MINUTE);
    },
    3 * MINUTE,
  );
});
