/**
 * Issue 17: Prometheus metrics on METRICS_PORT, a listener of its own (the gateway proxies only the API's port).
 */
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
});
