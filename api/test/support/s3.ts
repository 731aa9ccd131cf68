import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorageConfig } from '../../src/config/app-config';

// s3rver ships no type declarations.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'petfoster-images';
// s3rver's fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** STORAGE=s3 settings that reach the bucket through the front server. */
  storage: StorageConfig;
  /** Requests the store has received so far. */
  readonly requests: number;
  stop(): Promise<void>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * A real S3-compatible store (s3rver 4, in this process) behind a front HTTP server that counts the requests the API
 * sends it. With `missingKey: 403`, the front server answers a missing object the way AWS S3 does when the
 * credentials may not list the bucket (403 AccessDenied instead of 404 NoSuchKey); everything else is s3rver's own
 * answer, signatures checked.
 */
export async function startS3({ missingKey = 404 }: { missingKey?: 403 | 404 } = {}): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'petfoster-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3rverPort } = await s3rver.run();
  let requests = 0;
  const front = http.createServer((req, res) => {
    requests += 1;
    // The Host header is forwarded unchanged: it is part of what the SDK signed.
    const upstream = http.request(
      { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const readsObject = req.method === 'GET' || req.method === 'HEAD';
        if (missingKey === 403 && readsObject && answer.statusCode === 404) {
          answer.resume();
          const body =
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
          res.writeHead(403, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await listen(front);
  return {
    storage: {
      driver: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: CREDENTIALS.accessKeyId,
      secretAccessKey: CREDENTIALS.secretAccessKey,
      forcePathStyle: true,
    },
    get requests() {
      return requests;
    },
    async stop() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** STORAGE=s3 settings for a store nobody answers at (a port that was free a moment ago): a store outage. */
export async function unreachableS3(): Promise<StorageConfig> {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: CREDENTIALS.accessKeyId,
    secretAccessKey: CREDENTIALS.secretAccessKey,
    forcePathStyle: true,
  };
}
