import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config/app-config';
import type { ImageStore, StoredObject } from './image-store';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * The store's answers that mean "no such image" for one key: 404, 403 (AWS S3 answers a missing key so when the
 * credentials may not list the bucket) and 400 (a key it will not take). Anything else is the store failing.
 */
const KEY_REFUSED = new Set([400, 403, 404]);
/**
 * A store that hangs is answered as an outage (503) well before the gateway's 30 s wait for an image
 * (deploy/nginx/api-locations.conf), which would count against the instance: a connection within 2 s, no silence
 * over 5 s on it, three attempts (the SDK's default) under 20 s in all.
 */
const CONNECTION_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 5000;

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Garage, a cloud's object storage) with the AWS SDK v3. Checksums
 * only when an operation requires them: the SDK's default (CRC32 on every upload, since 3.729) is refused by many
 * S3-compatible servers. Objects are immutable (a new image gets a new name), hence the year-long Cache-Control.
 */
export class S3ImageStore implements ImageStore {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && KEY_REFUSED.has(error.$metadata.httpStatusCode ?? 0)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
