/**
 * GET /api/events (docs/architecture.md#event-stream) on one process: who may open it, what it sends (events of the
 * caller's account only, heartbeats, the missed events after Last-Event-ID) and when it ends (token expiry, logout).
 */
import { HEADER_COUNTS_EXAMPLE } from './examples';
import { LiveEventsBus } from '../../src/events/live-events.bus';
import { startApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import { registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { decodeJwt, signJwt } from '../support/jwt';
import { baseUrlOf, endsWithin, openStream, type OpenStream } from './sse';

const HEARTBEAT_MS = 300;

describe('GET /api/events', () => {
  let t: TestApp;
  let bus: LiveEventsBus;
  let url: string;
  let alice: FamilyAccount;
  let bob: FamilyAccount;
  const streams: OpenStream[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(url, headers);
    streams.push(stream);
    return stream;
  };
  const as = (account: { token: string }, headers: Record<string, string> = {}) =>
    open({ Authorization: `Bearer ${account.token}`, ...headers });

  beforeAll(async () => {
    t = await startApp({ eventStream: { heartbeatMs: HEARTBEAT_MS } });
    bus = t.app.get(LiveEventsBus);
    url = baseUrlOf(t.app);
    alice = await registerFamily(t.api);
    bob = await registerFamily(t.api);
  });
  afterEach(async () => {
    const closing = streams.splice(0);
    closing.forEach((stream) => stream.close());
    await Promise.all(closing.map((stream) => stream.ended));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token, and with a token that is not valid', async () => {
    expectStatus(await t.api.anon.get('/api/events'), 401);
    expectStatus(await t.api.as('not.a.token').get('/api/events'), 401);
  });

  it('is an uncompressed, uncached text/event-stream that proxies must not buffer', async () => {
    const stream = await as(alice, { 'Accept-Encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-store, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers.connection).toBe('keep-alive');
    expect(stream.headers['content-encoding']).toBeUndefined();
  });

  it("delivers an event published on the bus to the account's streams only", async () => {
    const alices = [await as(alice), await as(alice)];
    const bobs = await as(bob);
    await bus.publish([alice.userId], 'counts', HEADER_COUNTS_EXAMPLE);
    await bus.publish([bob.userId], 'read', { request_id: 7, up_to: 12 });
    for (const stream of alices) {
      const [event] = await stream.waitForEvents(1);
      expect(event.event).toBe('counts');
      expect(event.data).toEqual(HEADER_COUNTS_EXAMPLE);
      expect(event.id).toMatch(/^\d+-\d+$/);
    }
    // Bob's first event is his own, published after Alice's: hers never reached him.
    const [first] = await bobs.waitForEvents(1);
    expect(first.event).toBe('read');
    expect(first.data).toEqual({ request_id: 7, up_to: 12 });
  });

  it('sends a heartbeat comment at the configured interval', async () => {
    const stream = await as(alice);
    await stream.waitForComment('heartbeat', HEARTBEAT_MS * 5);
    expect(stream.comments).toContain('heartbeat');
  });

  it('sends the events missed since Last-Event-ID, in order, then the new ones', async () => {
    const first = await as(bob);
    await bus.publish([bob.userId], 'read', { request_id: 1, up_to: 1 });
    const [seen] = await first.waitForEvents(1);
    first.close();
    await bus.publish([bob.userId], 'read', { request_id: 1, up_to: 2 });
    await bus.publish([bob.userId], 'read', { request_id: 1, up_to: 3 });

    const again = await as(bob, { 'Last-Event-ID': String(seen.id) });
    await bus.publish([bob.userId], 'read', { request_id: 1, up_to: 4 });
    const events = await again.waitForEvents(3);
    expect(events.map((event) => (event.data as { up_to: number }).up_to)).toEqual([2, 3, 4]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);

    // Without Last-Event-ID, nothing is replayed.
    const fresh = await as(bob);
    await bus.publish([bob.userId], 'read', { request_id: 1, up_to: 5 });
    const [only] = await fresh.waitForEvents(1);
    expect(only.data).toEqual({ request_id: 1, up_to: 5 });
  });

  it('ends when its token expires', async () => {
    const { payload } = decodeJwt(alice.token);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = signJwt({ ...payload, iat: now, exp: now + 2 }, TEST_JWT_SECRET);
    const stream = await as({ token: shortLived });
    expect(stream.status).toBe(200);
    expect(await endsWithin(stream, 4000)).toBe('ended');
  });

  it('ends when the session is ended by a logout, and the same token cannot open it again', async () => {
    const carol = await registerFamily(t.api);
    const stream = await as(carol);
    const untouched = await as(alice);
    expect(stream.status).toBe(200);
    expectStatus(await t.api.as(carol.token).post('/logout'), 204);
    expect(await endsWithin(stream, 3000)).toBe('ended');
    expectStatus(await t.api.as(carol.token).get('/api/events'), 401);
    // Another account's stream stays open.
    expect(untouched.isEnded()).toBe(false);
  });
});
