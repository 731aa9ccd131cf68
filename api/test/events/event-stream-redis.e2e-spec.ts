/**
 * GET /api/events across two API processes sharing a private Redis (docs/architecture.md#event-stream): an event
 * published on one reaches a stream held by the other, a client resumes on either with Last-Event-ID, a logout on
 * one ends the streams on the other, and with Redis down each process keeps its own streams going.
 */
import { LiveEventsBus } from '../../src/events/live-events.bus';
import { startApp, type TestApp } from '../support/app';
import { registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { startPrivateRedis, type PrivateRedis } from '../support/redis';
import { baseUrlOf, endsWithin, openStream, type OpenStream } from './sse';

describe('GET /api/events on two processes sharing Redis', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let family: FamilyAccount;
  const streams: OpenStream[] = [];
  const open = async (app: TestApp, account: { token: string }, headers: Record<string, string> = {}) => {
    const stream = await openStream(baseUrlOf(app.app), { Authorization: `Bearer ${account.token}`, ...headers });
    streams.push(stream);
    return stream;
  };
  /** Until the process's subscriber is connected, an event would only reach it through the in-process path. */
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
    family = await registerFamily(a.api);
  });
  afterEach(async () => {
    const closing = streams.splice(0);
    closing.forEach((stream) => stream.close());
    await Promise.all(closing.map((stream) => stream.ended));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('delivers an event published on process A to a stream held by process B, once', async () => {
    const onB = await open(b, family);
    const onA = await open(a, family);
    await a.app.get(LiveEventsBus).publish([family.userId], 'read', { request_id: 3, up_to: 9 });
    for (const stream of [onA, onB]) {
      const [event] = await stream.waitForEvents(1);
      expect(event.event).toBe('read');
      expect(event.data).toEqual({ request_id: 3, up_to: 9 });
    }
    expect(onB.events[0].id).toBe(onA.events[0].id);
    await b.app.get(LiveEventsBus).publish([family.userId], 'read', { request_id: 3, up_to: 10 });
    await onA.waitForEvents(2);
    expect(onA.events).toHaveLength(2);
  });

  it('resumes with Last-Event-ID on the other process', async () => {
    const busA = a.app.get(LiveEventsBus);
    const onB = await open(b, family);
    await busA.publish([family.userId], 'read', { request_id: 4, up_to: 1 });
    const [seen] = await onB.waitForEvents(1);
    onB.close();
    await busA.publish([family.userId], 'read', { request_id: 4, up_to: 2 });
    await b.app.get(LiveEventsBus).publish([family.userId], 'read', { request_id: 4, up_to: 3 });

    const onA = await open(a, family, { 'Last-Event-ID': String(seen.id) });
    const events = await onA.waitForEvents(2);
    expect(events.map((event) => (event.data as { up_to: number }).up_to)).toEqual([2, 3]);
  });

  it('ends the streams held by process B when the account logs out on process A', async () => {
    const other = await registerFamily(a.api);
    const onB = await open(b, other);
    expect(onB.status).toBe(200);
    expectStatus(await a.api.as(other.token).post('/logout'), 204);
    expect(await endsWithin(onB, 3000)).toBe('ended');
  });

  it('with Redis down, publishing never throws and streams on the same process still receive', async () => {
    const onA = await open(a, family);
    await redis.stop();
    const busA = a.app.get(LiveEventsBus);
    await expect(busA.publish([family.userId], 'read', { request_id: 5, up_to: 1 })).resolves.toBeUndefined();
    const [event] = await onA.waitForEvents(1);
    expect(event.data).toEqual({ request_id: 5, up_to: 1 });
  });
});
