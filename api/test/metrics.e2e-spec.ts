/**
 * Several API processes (docs/decisions/stateless-api.md): Prometheus metrics on METRICS_PORT, a listener of its own (the gateway proxies only the API's port).
 * README, "Security and reliability", third pass: on 127.0.0.1 unless METRICS_HOST says otherwise, and
 * behind a bearer token when METRICS_TOKEN is set.
 */
import { networkInterfaces } from 'node:os';
import { MetricsService } from '../src/metrics/metrics.service';
import { startApp, type TestApp } from './support/app';
import { expectStatus } from './support/http';
import { registerFamily } from './support/fixtures';

describe('metrics', () => {
  let t: TestApp;
  let metricsUrl: string;

  beforeAll(async () => {
    t = await startApp({ metricsPort: 0, throttle: { loginPerEmail: 2 } });
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsService).port()}/metrics`;
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return response.text();
  };
  const value = (text: string, series: string) =>
    Number(new RegExp(`^${series.replace(/[{}()[\]|.*+?^$\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

  it('counts answers by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const seen = value(before, 'petfoster_http_requests_total{method="GET",route="/api/animals/:id",status="404"}');
    expectStatus(await t.api.anon.get('/api/animals/987654'), 404);
    expectStatus(await t.api.anon.get('/api/animals/987655'), 404);
    const after = await scrape();
    expect(value(after, 'petfoster_http_requests_total{method="GET",route="/api/animals/:id",status="404"}')).toBe(
      (Number.isNaN(seen) ? 0 : seen) + 2,
    );
    expect(after).not.toContain('987654');
    expect(after).toMatch(
      /^petfoster_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/animals\/:id",status="404"\} \d+$/m,
    );
  });

  it('reports the outbox backlog, the rate limits that refused someone, and the process', async () => {
    const family = await registerFamily(t.api);
    for (let i = 0; i < 3; i++) await t.api.anon.post('/login', { email: family.email, password: 'Mauvais7Essai' });
    const text = await scrape();
    expect(value(text, 'petfoster_rate_limited_total{limit="login-email"}')).toBe(1);
    expect(value(text, 'petfoster_mail_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('petfoster_process_resident_memory_bytes');
  });

  it('is not served on the API port', async () => {
    expectStatus(await t.api.anon.get('/metrics'), 404);
  });

  it("listens on 127.0.0.1 only by default: not reachable through the machine's other addresses", async () => {
    const port = t.app.get(MetricsService).port();
    for (const address of otherAddresses()) {
      await expect(fetch(`http://${address}:${port}/metrics`)).rejects.toThrow();
    }
    expect(t.app.get(MetricsService).host()).toBe('127.0.0.1');
  });
});

/** This machine's IPv4 addresses other than loopback (where a network client would reach it). */
function otherAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
}

describe('metrics listener settings (METRICS_HOST, METRICS_TOKEN)', () => {
  const TOKEN = 'jeton-prometheus-4f1c9a7e2b6d8c3a';
  let base: TestApp;
  let open: TestApp;
  let guarded: TestApp;
  const urlOf = (app: TestApp, host = '127.0.0.1') => `http://${host}:${app.app.get(MetricsService).port()}/metrics`;

  beforeAll(async () => {
    base = await startApp();
    open = await startApp({ reuseDatabaseOf: base, metricsPort: 0, metricsHost: '0.0.0.0' });
    guarded = await startApp({ reuseDatabaseOf: base, metricsPort: 0, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await guarded?.close();
    await open?.close();
    await base?.close();
  });

  it('listens where METRICS_HOST says (0.0.0.0: every address, for the compose network)', async () => {
    expect(open.app.get(MetricsService).host()).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', ...otherAddresses()]) {
      expect((await fetch(urlOf(open, host))).status).toBe(200);
    }
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}x`],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('answers 401 with %s when METRICS_TOKEN is set', async (_what, authorization) => {
    const response = await fetch(urlOf(guarded), { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.text()).not.toContain('petfoster_');
  });

  it('serves the metrics with the right bearer token', async () => {
    const response = await fetch(urlOf(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('petfoster_http_requests_total');
  });
});
