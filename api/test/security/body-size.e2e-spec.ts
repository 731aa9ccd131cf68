/**
 * Request body size (ASVS V13 / resource exhaustion): a 20 MB JSON body is refused with 413 and a French message,
 * on a public and a protected route, whether it announces its length or arrives chunked (how fast a hostile body is
 * refused: security/hostile-bodies). The body is streamed from a generator so that the
 * test client, which shares the process, holds only one 64 KB chunk at a time. RSS is sampled every 5 ms during the
 * uploads and reported (before, peak, after) in results/body-size.<db>.md, never asserted.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { API_MESSAGES } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, type AssociationAccount } from '../support/fixtures';
import { writeReport } from './support/report';

const MB = 1024 * 1024;
const BODY_BYTES = 20 * MB;
const JSON_LIMIT_BYTES = 15 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const ROUNDS = 3;

/** A full garbage collection, so that RSS reflects what is still held rather than what awaits collection. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};
const settledRss = async () => {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().rss;
};

interface Answer {
  status: number;
  body: { statusCode?: number; message?: unknown; error?: string };
}

/** Streams a JSON object of `total` bytes ({"x":"aaaa…"}) to path, with Content-Length or chunked. */
function sendHuge(port: number, path: string, total: number, chunked: boolean, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const head = Buffer.from('{"x":"');
    const tail = Buffer.from('"}');
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (!chunked) headers['Content-Length'] = total;
    if (token) headers.Authorization = `Bearer ${token}`;
    let answered = false;
    let sent = 0;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch (error) {
          reject(new Error(`non-JSON answer ${res.statusCode}: ${text.slice(0, 200)} (${String(error)})`));
        }
      });
    });
    // The server may close the connection once it has answered 413: the rest of the upload is moot.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (!answered && sent < total - tail.length) {
        const size = Math.min(CHUNK.length, total - tail.length - sent);
        sent += size;
        if (!req.write(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      // Once answered, the rest of the upload is moot: stop sending.
      if (answered) req.destroy();
      else req.end(tail);
    };
    req.on('close', () => undefined);
    pump();
  });
}

describe('request body size', () => {
  let t: TestApp;
  let port: number;
  let shelter: AssociationAccount;
  const rows: string[] = [];
  let rssBefore = 0;
  let rssPeakGrowth = 0;
  let heapGrowth = 0;
  const roundRss: number[] = [];
  let rssAfter = 0;

  beforeAll(async () => {
    t = await startApp();
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    shelter = await registerAssociation(t.api);
  }, 60_000);

  afterAll(async () => {
    if (rows.length) {
      const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
      writeReport('body-size', 'Request body of 20 MB', [
        `Uploads measured: ${rows.length} (${ROUNDS} rounds x 4 variants, after one warm-up round), every one answered 413.`,
        `Process RSS after a full GC (server and test client share the process): before ${mb(rssBefore)}, after ${mb(rssAfter)} (${rssAfter >= rssBefore ? '+' : ''}${mb(rssAfter - rssBefore)}); largest growth during one upload +${mb(rssPeakGrowth)}; JSON limit ${mb(JSON_LIMIT_BYTES)}, body ${mb(BODY_BYTES)}.`,
        `RSS after each round: ${roundRss.map(mb).join(', ')}. JS heap + external buffers after GC: ${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth)}.`,
        '',
        ...rows.map((r) => `- ${r}`),
      ]);
    }
    await t?.close();
  });

  it('answers 413 in French to 20 MB bodies (memory reported, not asserted)', async () => {
    const variants: [string, string, boolean, string | undefined][] = [
      ['POST /login, Content-Length', '/login', false, undefined],
      ['POST /login, chunked', '/login', true, undefined],
      ['POST /api/animals with a token, Content-Length', '/api/animals', false, shelter.token],
      ['POST /api/animals with a token, chunked', '/api/animals', true, shelter.token],
    ];
    // One warm-up round: lazily loaded code and the allocator's first arenas are not growth.
    for (const [, path, chunked, token] of variants) await sendHuge(port, path, BODY_BYTES, chunked, token);
    rssBefore = await settledRss();
    const heapBefore = heldBytes();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, path, chunked, token] of variants) {
        // One collection, not settledRss()'s three: each costs a pass over the whole shared heap.
        collectGarbage();
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
        let answer: Answer;
        try {
          answer = await sendHuge(port, path, BODY_BYTES, chunked, token);
        } finally {
          clearInterval(sampler);
        }
        peak = Math.max(peak, process.memoryUsage().rss);
        rssPeakGrowth = Math.max(rssPeakGrowth, peak - baseline);
        rows.push(
          `round ${round + 1}, ${label}: ${answer.status} "${String(answer.body.message)}" RSS peak +${((peak - baseline) / MB).toFixed(1)} MB`,
        );
        expect(answer.status).toBe(413);
        expect(answer.body).toEqual({
          statusCode: 413,
          code: 'payload_too_large',
          message: API_MESSAGES.payloadTooLarge,
          error: 'Payload Too Large',
        });
      }
      roundRss.push(await settledRss());
    }
    rssAfter = await settledRss();
    heapGrowth = heldBytes() - heapBefore;
    // Memory moves with the allocator and the garbage collector in a process shared with the test client: it is
    // reported (results/body-size.<db>.md), never asserted (docs/decisions/validation-schemas.md).
    // The API still answers normally afterwards.
    expect((await t.api.anon.get('/api/health')).status).toBe(200);
  }, 120_000);
});
