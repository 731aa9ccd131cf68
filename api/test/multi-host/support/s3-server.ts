import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
// No types are published for s3rver; the test uses its constructor, run() and close() only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};
import type { StorageConfig } from '../../../src/config/app-config';

export interface TestS3 {
  storage: Extract<StorageConfig, { driver: 's3' }>;
  /** Of these keys, those the bucket holds now. */
  existing(keys: string[]): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'petfoster-images';

/** An in-process S3-compatible server (s3rver 4.x, Node 20) on a free port, its files in a temp directory. */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'petfoster-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const storage = {
    driver: 's3' as const,
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
  });
  return {
    storage,
    existing: async (keys) => {
      const found = await Promise.all(
        keys.map((key) =>
          client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
            () => key,
            () => null,
          ),
        ),
      );
      return found.filter((key): key is string => key !== null);
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
