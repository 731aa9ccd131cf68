import { REQUEST_STATUSES, type Animal } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import { login } from './support/fixtures';
import { expectStatus } from './support/http';
import { DEMO_ACCOUNTS } from './support/demo-accounts';

describe('demo seed (seedDemo: true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ seedDemo: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('has at least 3 associations', async () => {
    const res = await t.api.anon.get('/api/associations');
    expectStatus(res, 200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 24 animals across the three species, with locally generated images', async () => {
    const res = await t.api.anon.get('/api/animals?limit=100');
    expectStatus(res, 200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(24);
    const species = new Set(res.body.map((a: Animal) => a.species.name));
    expect([...species].sort()).toEqual(['Chat', 'Chien', 'Lapin']);
    const withImage = res.body.filter((a: Animal) => a.url_image);
    expect(withImage.length).toBeGreaterThan(0);
    expectStatus(await t.api.anon.get(withImage[0].url_image!), 200);
  });

  it('has requests in each status', async () => {
    const res = await t.api.anon.get('/api/animals?limit=100');
    const statuses = new Set(res.body.flatMap((a: Animal) => a.requests.map((r) => r.status)));
    for (const status of REQUEST_STATUSES) expect(statuses).toContain(status);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('demo account %s can log in', async (_email, account) => {
    const session = await login(t.api, account.email, account.password);
    expect(session.role).toBe(account.role);
  });

  it('a second start on the same database does not seed twice', async () => {
    const before = await t.api.anon.get('/api/animals?limit=1');
    const second = await startApp({ seedDemo: true, reuseDatabaseOf: t });
    try {
      const after = await second.api.anon.get('/api/animals?limit=1');
      expectStatus(after, 200);
      expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('compresses JSON answers above 1 KB for clients that accept it, and leaves small ones as they are', async () => {
    const list = await t.api.anon.get('/api/animals?limit=12').set('Accept-Encoding', 'gzip');
    expectStatus(list, 200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(list.body).toHaveLength(12);
    const small = await t.api.anon.get('/api/health').set('Accept-Encoding', 'gzip');
    expectStatus(small, 200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const brotli = await t.api.anon.get('/api/animals?limit=12').set('Accept-Encoding', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toHaveLength(12);
  });
});
