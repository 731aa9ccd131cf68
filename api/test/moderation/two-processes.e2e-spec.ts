/**
 * A suspension on one API process ends the account's sessions on another (docs/administration.md#suspensions): its
 * open event stream held by process B ends, and its token is refused there at once. Both processes share the
 * database and a private Redis, as in production.
 */
import { LiveEventsBus } from '../../src/events/live-events.bus';
import { createAdmin, type AdminSession } from '../admin/support';
import { baseUrlOf, endsWithin, openStream, type OpenStream } from '../events/sse';
import { startApp, type TestApp } from '../support/app';
import { registerFamily, uniqueEmail } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { startPrivateRedis, type PrivateRedis } from '../support/redis';

describe('a suspension across two API processes', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let admin: AdminSession;
  const streams: OpenStream[] = [];

  /** Until the process's subscriber is connected, a message would only reach it through the in-process path. */
  const subscribed = async (app: TestApp) => {
    const bus = app.app.get(LiveEventsBus) as unknown as { subscriber: { status: string } | null };
    for (let i = 0; i < 100 && bus.subscriber?.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(bus.subscriber?.status).toBe('ready');
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    a = await startApp({ redisUrl: redis.url });
    b = await startApp({ reuseDatabaseOf: a, redisUrl: redis.url });
    await Promise.all([subscribed(a), subscribed(b)]);
    admin = await createAdmin(a, uniqueEmail('admin'));
  }, 60_000);
  afterAll(async () => {
    const closing = streams.splice(0);
    closing.forEach((stream) => stream.close());
    await Promise.all(closing.map((stream) => stream.ended));
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('suspending on process A ends the stream held by process B and refuses the token there', async () => {
    const family = await registerFamily(a.api);
    const onB = await openStream(baseUrlOf(b.app), { Authorization: `Bearer ${family.token}` });
    streams.push(onB);
    expect(onB.status).toBe(200);
    expectStatus(await b.api.as(family.token).get('/api/me/conversations'), 200);

    expectStatus(
      await a.api.as(admin.token).post(`/api/admin/accounts/${family.userId}/suspend`, { reason: 'Fraude' }),
      200,
    );
    expect(await endsWithin(onB, 3000)).toBe('ended');
    expectStatus(await b.api.as(family.token).get('/api/me/conversations'), 401);
    // A new stream is refused too.
    const reopened = await openStream(baseUrlOf(b.app), { Authorization: `Bearer ${family.token}` });
    streams.push(reopened);
    expect(reopened.status).toBe(401);
  });
});
