/**
 * The second security pass (docs/security.md#second-pass): with the configuration `npm start` runs (TRUST_PROXY unset, the shipped limits), a client that
 * forges a new X-Forwarded-For on every attempt is still one address: throttled after 10 failed logins.
 */
import { DEFAULT_THROTTLE_LIMITS } from '../../src/config/app-config';
import { startApp, type TestApp } from '../support/app';
import { uniqueEmail } from '../support/fixtures';
import { expectStatus } from '../support/http';

describe('X-Forwarded-For is not trusted by default', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ throttle: { ...DEFAULT_THROTTLE_LIMITS } });
  });
  afterAll(async () => t?.close());

  it(`rotating forged addresses: ${DEFAULT_THROTTLE_LIMITS.loginPerIp} failed logins, then 429`, async () => {
    const attempt = (i: number) =>
      t.api.anon
        .post('/login', { email: uniqueEmail(`forged${i}`), password: 'Wrong1234' })
        .set('X-Forwarded-For', `203.0.113.${i + 1}`);
    for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.loginPerIp; i++) expectStatus(await attempt(i), 401);
    expectStatus(await attempt(DEFAULT_THROTTLE_LIMITS.loginPerIp), 429);
  });
});
